/**
 * The load run at a glance: what runs where, how far it is, how much was throttled, and whether the
 * engine keeps up with the clock's speed (when it cannot, simulated time slows down instead of the
 * load being squeezed — the bar says so). Stop and fast-forward sit here too, while the run lasts.
 *
 * A live region that announces what changes the run: its state, what it runs, throttling beginning,
 * the engine falling behind, a fast-forward running. The counters, which change every second, are
 * aria-live="off".
 */
import { useCallback, useRef, useState } from 'react';
import type { LoadStatus } from '../../../client/capacityClient.ts';
import { fastForwardOf, fastForwardProgress, type FastForward } from './fastForward.ts';
import { formatPace } from './pace.ts';
import { throttlingGoesOn, type RecentThrottling } from './recentThrottling.ts';
import type { Scenario } from './scenarios.ts';
import './load.css';

const n = (value: number) => Math.round(value).toLocaleString('en-US');

const STATE_LABEL: Record<LoadStatus['state'], string> = {
  running: 'Running',
  paused: 'Paused with the clock',
  waiting: 'Waiting for the table',
  finished: 'Finished',
  stopped: 'Stopped',
  failed: 'Failed',
};

export function LoadStatusBar({
  load,
  recent,
  scenario,
  onStop,
  onFastForward,
}: {
  load: LoadStatus;
  /** Throttling in the last completed second, when the table shown is the load's (recentThrottling.ts). */
  recent?: RecentThrottling;
  /** The scenario the run belongs to, whose lesson and "what to watch" it repeats. */
  scenario?: Scenario;
  onStop?: () => void;
  /**
   * May return fastForwardLoad's promise, which resolves once the engine has taken the fast-forward
   * on (not when it is done: see fastForward.ts) with the status it starts from.
   */
  onFastForward?: (seconds: number) => Promise<LoadStatus | undefined> | void;
}) {
  const { request, totals } = load;
  const live = load.state === 'running' || load.state === 'paused' || load.state === 'waiting';
  const progress = Math.min(1, load.elapsedSeconds / request.durationSeconds);
  const throttledShare = totals.requests > 0 ? totals.throttled / totals.requests : 0;
  const behind = load.state === 'running' && load.pace > 0 && load.pace < load.speed * 0.9;
  const now = live ? recent : undefined;
  // While a fast-forward runs, its buttons are unavailable: a second press would queue more seconds
  // behind it, with nothing to show for a while. Counted from the status shown until the engine's
  // answer gives the exact start (the status shown may be a frame old).
  const [forward, setForward] = useState<FastForward>();
  const forwardDone = fastForwardProgress(forward, load);
  const forwarding = forwardDone !== undefined;
  const fastForward = (seconds: number) => {
    if (!live || forwarding || !onFastForward) return;
    setForward(fastForwardOf(load, seconds));
    const asked = onFastForward(seconds);
    if (asked) void asked.then((status) => setForward(fastForwardOf(status, seconds)));
  };
  // The buttons go once the run ends (nothing is left to stop or fast-forward). One that had the
  // keyboard focus would drop it to the page: the bar takes it, and is read out with the run's end.
  // Stable, so the ref's cleanup runs only as the buttons go, before they leave the page.
  const bar = useRef<HTMLDivElement>(null);
  const keepFocus = useCallback((actions: HTMLSpanElement | null) => {
    return () => {
      if (actions?.contains(document.activeElement)) bar.current?.focus();
    };
  }, []);
  return (
    <div
      ref={bar}
      tabIndex={-1}
      className={`load-status load-status--${load.state}`}
      role="status"
      aria-label="Load run"
      aria-atomic="false"
    >
      <div className="load-status__line">
        <span className="load-status__state">{STATE_LABEL[load.state]}</span>
        <span>
          <strong>{request.pattern}</strong> · {n(request.rate)} req/s
          {request.readRatio > 0 ? ` (${Math.round(request.readRatio * 100)} % reads)` : ' (writes)'} on{' '}
          <code>{request.tableName}</code>
          {request.region && ` in ${request.region}`}
        </span>
        {throttlingGoesOn(live, now, totals.throttled) && (
          <span className="visually-hidden">Requests are being throttled.</span>
        )}
        <span className="load-status__numbers" aria-live="off">
          <span>
            <span className="load-status__label">requests</span> {n(totals.requests)}
          </span>
          <span className={totals.throttled > 0 ? 'load-status__throttled' : undefined}>
            <span className="load-status__label">throttled</span> {n(totals.throttled)}{' '}
            <span className="load-status__share">({(throttledShare * 100).toFixed(1)} %)</span>
          </span>
          {now && (
            <span
              className={now.perSecond > 0 ? 'load-status__throttled' : undefined}
              title="Requests throttled in the last completed simulated second; the figure before it counts the whole run"
            >
              <span className="load-status__label">now</span> {n(now.perSecond)}/s{' '}
              <span className="load-status__share">({(now.share * 100).toFixed(1)} %)</span>
            </span>
          )}
          {totals.failed > 0 && (
            <span className="load-status__throttled">
              <span className="load-status__label">failed</span> {n(totals.failed)}
            </span>
          )}
        </span>
        {live && (onStop || onFastForward) && (
          <span ref={keepFocus} className="load-status__actions">
            {forwarding && (
              <span className="load-status__forwarding">
                Fast-forwarding… <span aria-live="off">{Math.floor(forwardDone * 100)} %</span>
              </span>
            )}
            {onFastForward && (
              <>
                <button
                  type="button"
                  className="button"
                  aria-disabled={forwarding}
                  onClick={() => fastForward(10)}
                  title="Run the next 10 simulated seconds of load at once"
                >
                  +10 s
                </button>
                <button
                  type="button"
                  className="button"
                  aria-disabled={forwarding}
                  onClick={() => fastForward(60)}
                  title="Run the next simulated minute of load at once"
                >
                  +1 min
                </button>
              </>
            )}
            {onStop && (
              <button type="button" className="button button--danger" onClick={onStop}>
                Stop load
              </button>
            )}
          </span>
        )}
      </div>
      <div
        className="load-status__progress"
        role="progressbar"
        aria-label="Simulated seconds of load issued"
        aria-valuemin={0}
        aria-valuemax={request.durationSeconds}
        aria-valuenow={Math.floor(load.elapsedSeconds)}
      >
        <span style={{ width: `${progress * 100}%` }} />
      </div>
      <p className="load-status__note">
        <span aria-live="off">
          {n(Math.floor(load.elapsedSeconds))} of {n(request.durationSeconds)} simulated seconds
        </span>
        {load.reason ? ` · ${load.reason}` : ''}
        {behind && (
          <>
            {' · '}
            <span aria-live="off">
              The engine issues {n(load.pace * request.rate)} requests per real second: simulated time runs at{' '}
              {formatPace(load.pace)} instead of {load.speed}×, so each request still lands at its own moment.
            </span>
            <span className="visually-hidden">The engine cannot keep up with the clock’s speed.</span>
          </>
        )}
        {load.state === 'paused' && ' · The clock is paused: resume it, or fast-forward the load.'}
      </p>
      {scenario && (
        <p className="load-status__lesson">
          <strong>{scenario.title}.</strong> {scenario.lesson} <em>Watch:</em> {scenario.watch}
        </p>
      )}
    </div>
  );
}
