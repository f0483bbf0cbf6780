import { useAppState } from '../../state/AppServices.tsx';
import { draftKey, PARTIQL_PARAMETERS_DRAFT, requestsIn, type RunRecord } from '../../state/consoleSlice.ts';
import { modes } from './modes.ts';
import './sidePanels.css';

/** Earlier runs, newest first: show a result again, or take its text back into the editor. */
export function RunHistory({ runs, shownRunId }: { runs: RunRecord[]; shownRunId: number | undefined }) {
  const showRun = useAppState((state) => state.showRun);
  const setMode = useAppState((state) => state.setConsoleMode);
  const setJsonOperation = useAppState((state) => state.setJsonOperation);
  const setDraft = useAppState((state) => state.setDraft);
  const setRegion = useAppState((state) => state.setConsoleRegion);

  const edit = (run: RunRecord) => {
    setMode(run.mode);
    if (run.operation) setJsonOperation(run.operation);
    // The other modes name their Region in their own text.
    if (run.mode === 'json' || run.mode === 'partiql') setRegion(run.region);
    setDraft(draftKey(run.mode, run.operation ?? ''), run.source);
    // The statements' ? placeholders meant the values the run had (none: the field was blank).
    if (run.mode === 'partiql') setDraft(PARTIQL_PARAMETERS_DRAFT, run.parameters ?? '');
    showRun(run.id);
  };

  return (
    <section className="history" aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      {runs.length === 0 ? (
        <p className="history__empty">Runs appear here.</p>
      ) : (
        <ol className="history__list">
          {runs.map((run) => (
            <li
              key={run.id}
              className={run.id === shownRunId ? 'history__item history__item--shown' : 'history__item'}
            >
              <button
                type="button"
                className="link-button"
                onClick={() => showRun(run.id)}
                aria-current={run.id === shownRunId}
              >
                <span className={`history__status history__status--${run.status}`} aria-hidden="true" />
                {summary(run)}
              </button>
              <button
                type="button"
                className="history__edit"
                onClick={() => edit(run)}
                aria-label={`Edit run ${run.id} again`}
              >
                edit
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function summary(run: RunRecord): string {
  const mode = modes.find((candidate) => candidate.id === run.mode)?.label ?? run.mode;
  // A waiter's polls are one entry: how many there were shows with it.
  const operations = run.calls.map((call) =>
    call.waiterPolls && requestsIn(call) > 1 ? `${call.operation} ×${requestsIn(call)}` : call.operation,
  );
  const what =
    run.operation ??
    (operations.length > 2
      ? `${operations.slice(0, 2).join(', ')} +${operations.length - 2}`
      : operations.join(', '));
  const time = new Date(run.startedAt).toLocaleTimeString('en-GB');
  const where = run.region ? ` · ${run.region}` : '';
  return `${time} · ${mode}${what ? ` · ${what}` : ''}${where} · ${run.status === 'running' ? 'running' : run.status}`;
}
