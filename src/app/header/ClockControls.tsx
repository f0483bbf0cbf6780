import { useEffect, useState } from 'react';
import { useAppState } from '../../state/AppServices.tsx';
import { simulatedNow } from '../../state/clockSlice.ts';
import { formatSimulatedTime } from './formatTime.ts';

const SPEEDS = [1, 10, 100, 1000] as const;
const STEPS = [
  { seconds: 1, label: '1 s' },
  { seconds: 60, label: '1 min' },
  { seconds: 3600, label: '1 h' },
  { seconds: 86_400, label: '1 day' },
] as const;
const STEP_NOTE =
  'Moves the clock forward at once without running the load: no requests are issued for that time. The load bar’s +1 min runs the load instead.';
/** The display runs on locally between reads; re-reading now and then corrects any drift. */
const RESYNC_MS = 10_000;
/**
 * While a load runs it moves the clock itself, at whatever pace the engine reaches: the display
 * re-reads often so it follows that pace instead of the nominal speed.
 */
const LOAD_RESYNC_MS = 250;

/** Play/pause, speed, step and the simulated time of the engine's virtual clock. */
export function ClockControls() {
  const clock = useAppState((state) => state.clock);
  const clockError = useAppState((state) => state.clockError);
  const setClock = useAppState((state) => state.setClock);
  const stepClock = useAppState((state) => state.stepClock);
  const refreshClock = useAppState((state) => state.refreshClock);
  const [step, setStep] = useState<number>(60);
  const [now, setNow] = useState(() => performance.now());

  const loadRunning = clock?.loadRunning === true;

  useEffect(() => {
    const tick = window.setInterval(() => setNow(performance.now()), 250);
    const resync = window.setInterval(() => void refreshClock(), loadRunning ? LOAD_RESYNC_MS : RESYNC_MS);
    return () => {
      window.clearInterval(tick);
      window.clearInterval(resync);
    };
  }, [refreshClock, loadRunning]);

  if (!clock) {
    return (
      <p className="clock clock--loading" role="status">
        {clockError ? `Clock unavailable: ${clockError}` : 'Starting the engine…'}
      </p>
    );
  }
  const time = simulatedNow(clock, now);
  const reaching =
    !clock.Paused && clock.rate !== undefined && clock.rate > 0 && clock.rate < clock.Speed
      ? reachedSpeed(clock.rate)
      : undefined;
  return (
    <div className="clock" role="group" aria-label="Virtual clock">
      <button
        type="button"
        className="button button--icon"
        onClick={() => void setClock({ Paused: !clock.Paused })}
        aria-label={clock.Paused ? 'Resume the clock' : 'Pause the clock'}
        title={clock.Paused ? 'Resume' : 'Pause'}
      >
        {clock.Paused ? '▶' : '❚❚'}
      </button>
      <label className="header-field">
        <span className="visually-hidden">Clock speed</span>
        <select
          value={clock.Speed}
          onChange={(event) => void setClock({ Speed: Number(event.target.value) })}
        >
          {SPEEDS.map((speed) => (
            <option key={speed} value={speed}>
              {speed}×
            </option>
          ))}
        </select>
      </label>
      {reaching && (
        <span
          className="clock__pace"
          title={`The running load holds the clock to the pace at which the engine issues its requests: ${reaching}, short of the ${clock.Speed}× chosen.`}
        >
          (reaching {reaching})
        </span>
      )}
      <span className="clock__step">
        <button
          type="button"
          className="button"
          onClick={() => void stepClock(step)}
          aria-describedby="clock-step-note"
          title={STEP_NOTE}
        >
          Step
        </button>
        <label>
          <span className="visually-hidden">Step size</span>
          <select value={step} onChange={(event) => setStep(Number(event.target.value))}>
            {STEPS.map((option) => (
              <option key={option.seconds} value={option.seconds}>
                +{option.label}
              </option>
            ))}
          </select>
        </label>
        <span id="clock-step-note" className="visually-hidden">
          {STEP_NOTE}
        </span>
      </span>
      <time
        className="clock__time"
        dateTime={new Date(time * 1000).toISOString()}
        aria-label="Simulated time"
        title="The sandbox’s simulated time: the clock DynamoDB’s timers (table changes, TTL, streams, capacity) run on"
      >
        {formatSimulatedTime(time)}
      </time>
    </div>
  );
}

/** A pace as the header shows it: "80×", or "0.5×" below 1. */
function reachedSpeed(rate: number): string {
  return `${rate >= 10 ? Math.round(rate) : Number(rate.toPrecision(2))}×`;
}
