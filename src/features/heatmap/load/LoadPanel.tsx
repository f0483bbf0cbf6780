/**
 * The load generator panel: scenario presets for the capacity lessons (each makes its own table and
 * says what to watch), a custom load on the table shown, and the run's status. The load runs inside
 * the engine worker on the engine clock, so the header's pause and speed apply to it.
 */
import { memo, useRef, useState } from 'react';
import type { LoadStatus } from '../../../client/capacityClient.ts';
import type { RecentThrottling } from './recentThrottling.ts';
import { useAppState, useServices } from '../../../state/AppServices.tsx';
import { LoadForm } from './LoadForm.tsx';
import { LoadStatusBar } from './LoadStatusBar.tsx';
import { SCENARIOS, scenarioOfLoad, type Scenario } from './scenarios.ts';
import { startLoad, startScenario, type Started } from './startScenario.ts';
import './load.css';
import { moveWithArrows } from '../../../ui/arrowKeys.ts';

/** Memoised: the page redraws every frame while a load runs, the panel only when its status changes. */
export const LoadPanel = memo(function LoadPanel({
  tableName,
  region,
  load,
  recent,
  onStarted,
  onTable,
}: {
  tableName: string | undefined;
  /** The Region of the replica shown (a custom load runs there), when not the home Region's table. */
  region: string | undefined;
  load: LoadStatus | undefined;
  /** The load bar's "now" (memoised by the page: the panel redraws when it changes). */
  recent?: RecentThrottling;
  /** After a start or stop: pull at once so the status shows. */
  onStarted(): void;
  /** The table a run started on: show it (in the Region of the run). */
  onTable(name: string, region?: string): void;
}) {
  const { engine } = useServices();
  const refreshTables = useAppState((state) => state.refreshTables);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  const [note, setNote] = useState<string>();
  const [tab, setTab] = useState<'scenarios' | 'custom'>('scenarios');
  // Once a run starts, the choices fold away so the heatmap comes into view.
  const [open, setOpen] = useState(true);
  const panel = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const choose = (next: 'scenarios' | 'custom') => {
    setTab(next);
    setOpen(true);
  };

  const run = async (start: () => Promise<Started>, table: string, inRegion?: string) => {
    if (busy) return;
    setBusy(true);
    setMessage(undefined);
    setNote(undefined);
    const started = await start();
    setBusy(false);
    if (!started.ok) {
      setMessage(started.message);
      return;
    }
    if (started.created) await refreshTables();
    if (started.reused)
      setNote(
        `${table} is left from an earlier run, with its items and any partitions that run split it into (DynamoDB never merges partitions), so this run does not start from a new table. To watch the scenario from the start, delete ${table} in the Explorer and start it again.`,
      );
    // The Start pressed folds away with the choices: the keyboard focus goes to Show, which brings them back.
    if (panel.current?.contains(document.activeElement)) toggle.current?.focus();
    setOpen(false);
    onTable(table, inRegion);
    onStarted();
  };

  const runScenario = (scenario: Scenario) =>
    void run(() => startScenario(engine, scenario), scenario.table.TableName);

  const live = load && (load.state === 'running' || load.state === 'paused' || load.state === 'waiting');
  return (
    <section ref={panel} className="load-panel" aria-labelledby="load-panel-title">
      <header className="load-panel__header">
        <h2 id="load-panel-title">Load generator</h2>
        <div className="load-panel__tabs">
          <div className="segmented" role="tablist" aria-label="Load generator" onKeyDown={moveWithArrows}>
            <button
              type="button"
              role="tab"
              aria-selected={open && tab === 'scenarios'}
              tabIndex={tab === 'scenarios' ? 0 : -1}
              onClick={() => choose('scenarios')}
            >
              Scenarios
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={open && tab === 'custom'}
              tabIndex={tab === 'custom' ? 0 : -1}
              onClick={() => choose('custom')}
            >
              Custom load
            </button>
          </div>
          <button
            ref={toggle}
            type="button"
            className="button"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide' : 'Show'}
          </button>
        </div>
      </header>
      {!open ? null : tab === 'scenarios' ? (
        <ul className="scenarios" aria-label="Scenarios">
          {SCENARIOS.map((scenario) => {
            const active = live && load?.request.tableName === scenario.table.TableName;
            return (
              <li key={scenario.id} className={`scenario${active ? ' scenario--active' : ''}`}>
                <h3>{scenario.title}</h3>
                {/* The lesson is the card's point: visible, not a tooltip a keyboard or touch never sees. */}
                <p className="scenario__lesson" id={`scenario-lesson-${scenario.id}`}>
                  {scenario.lesson}
                </p>
                <p className="scenario__watch">{scenario.watch}</p>
                <div className="scenario__footer">
                  <span className="scenario__meta">
                    {scenario.load.rate.toLocaleString('en-US')}{' '}
                    {scenario.load.pattern === 'counter' ? 'updates' : 'writes'}/s ·{' '}
                    <code>{scenario.table.TableName}</code>
                  </span>
                  {/* aria-disabled while a start is under way: a disabled button drops the focus to the page.
                      The name starts with the word shown (Restart on the running scenario), so speech
                      input that says what it sees reaches the button. */}
                  <button
                    type="button"
                    className="button button--primary"
                    aria-disabled={busy}
                    onClick={() => runScenario(scenario)}
                    aria-label={`${active ? 'Restart' : 'Start'} scenario: ${scenario.title}`}
                    aria-describedby={`scenario-lesson-${scenario.id}`}
                  >
                    {active ? 'Restart' : 'Start'}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <LoadForm
          tableName={tableName}
          region={region}
          busy={busy}
          last={load?.request}
          onStart={(request) => void run(() => startLoad(engine, request), request.tableName, request.region)}
        />
      )}
      {message && (
        <p className="load-panel__error" role="alert">
          {message}
        </p>
      )}
      {note && (
        <p className="load-panel__note" role="status">
          {note}
        </p>
      )}
      {load && (
        <LoadStatusBar
          load={load}
          recent={recent}
          scenario={scenarioOfLoad(load.request)}
          onStop={() => void engine.capacity.stopLoad().then(onStarted)}
          onFastForward={(seconds) =>
            engine.capacity.fastForwardLoad(seconds).then((status) => {
              onStarted();
              return status;
            })
          }
        />
      )}
    </section>
  );
});
