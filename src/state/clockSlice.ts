/**
 * The engine's virtual clock as the header shows it. The engine owns the time; this slice keeps the
 * last description and when it was read, so the display can run on between reads without a message
 * per frame (see simulatedNow).
 */
import { clockCalls, type ClockChange, type ClockDescription } from '../client/calls.ts';
import type { LoadStatus } from '../client/capacityClient.ts';
import type { Outcome } from '../client/engineClient.ts';
import type { SliceCreator } from './types.ts';

export interface ClockReading extends ClockDescription {
  /** performance.now() when the description was read. */
  readAt: number;
  /**
   * Simulated seconds per real second the display runs on at (the speed when unset). A running load
   * holds the engine's clock and moves it only as fast as it issues requests, which under a heavy
   * load is well below the speed: projecting at the speed would run ahead and then jump back.
   */
  rate?: number;
  /** Whether a load was running at the read (it paces the clock; the header re-reads more often). */
  loadRunning?: boolean;
  /**
   * What the display showed just before this reading, when that was slightly ahead of it: the
   * display holds there until the clock catches up instead of jumping backwards.
   */
  floor?: number;
}

/**
 * Real time the display runs on past a reading at most while a load runs (the clock moves only when
 * it issues requests): if reads stop coming, the display stops too rather than run ahead.
 */
const MAX_PROJECTION_MS = 3_000;
/** Real seconds' worth of lead a re-read may hold the display for (more is a real jump: a reset). */
const MAX_FLOOR_LEAD_SECONDS = 3;

export interface ClockSlice {
  clock: ClockReading | undefined;
  clockError: string | undefined;
  refreshClock(): Promise<void>;
  setClock(change: ClockChange): Promise<void>;
  stepClock(seconds: number): Promise<void>;
  /**
   * Shows `time` (epoch ms, the engine's time at a capacity pull) at once when it is a jump ahead;
   * whether it was (see readingAhead).
   */
  followClock(time: number): boolean;
}

/** Simulated epoch seconds at `now` (a performance.now() value), from the last reading. */
export function simulatedNow(reading: ClockReading, now: number): number {
  if (reading.Paused) return reading.Time;
  const cap = reading.loadRunning ? MAX_PROJECTION_MS : Infinity;
  const elapsed = Math.min(Math.max(now - reading.readAt, 0), cap) / 1000;
  const projected = reading.Time + elapsed * (reading.rate ?? reading.Speed);
  return reading.floor === undefined ? projected : Math.max(reading.floor, projected);
}

/**
 * The rate the display runs on at while a load runs (it holds the engine's clock and moves it only
 * as it issues requests): the pace the load reports, the speed when that is within 10 % of it (noise),
 * and until the load has measured a pace, the rate seen between the last two readings — or none, so
 * the display moves only with reads rather than run ahead at a speed the engine may not reach.
 */
export function loadRate(
  load: LoadStatus | undefined,
  previous: ClockReading | undefined,
  description: ClockDescription,
  now: number,
): number | undefined {
  if (load?.state !== 'running' || description.Paused) return undefined;
  let pace = load.pace > 0 ? load.pace : 0;
  if (pace === 0 && previous?.loadRunning && !previous.Paused && now - previous.readAt >= 100)
    pace = Math.max(0, (description.Time - previous.Time) / ((now - previous.readAt) / 1000));
  return pace >= description.Speed * 0.9 ? description.Speed : pace;
}

/**
 * A new reading of the clock that took `description` at `now`, following `previous` (the reading the
 * display ran on until now) without ever going backwards on the same run: when the display was a
 * little ahead, it holds until the clock catches up. `load` sets the rate a load paces the clock at.
 */
export function nextReading(
  previous: ClockReading | undefined,
  description: ClockDescription,
  now: number,
  load: LoadStatus | undefined,
): ClockReading {
  const reading: ClockReading = { ...description, readAt: now, loadRunning: load?.state === 'running' };
  const rate = loadRate(load, previous, description, now);
  if (rate !== undefined) reading.rate = rate;
  if (!previous || previous.Paused || description.Paused || previous.Speed !== description.Speed)
    return reading;
  const shown = simulatedNow(previous, now);
  const lead = shown - description.Time;
  const bound =
    MAX_FLOOR_LEAD_SECONDS * Math.max(previous.rate ?? previous.Speed, rate ?? description.Speed, 1);
  if (lead > 0 && lead <= bound) reading.floor = shown;
  return reading;
}

/**
 * Whether the display, run on from `reading`, is far enough from `time` (a simulated epoch-ms time
 * the engine reported, e.g. by a capacity pull) to be read again. Such a time may lag a running clock
 * by a pull, so small differences are let be there; a paused clock does not move between pulls, so
 * any difference is a real one (a fast-forward that ended after the last read must show exactly).
 */
export function clockDrifted(reading: ClockReading, time: number, now: number): boolean {
  const drift = Math.abs(simulatedNow(reading, now) - time / 1000);
  // A tenth of a real second's worth at the pace shown: more than a pull's lag, yet at 100× the
  // header is never more than ten seconds from the heatmap's "last completed second".
  return drift > (reading.Paused ? 0.001 : 0.5 + (reading.rate ?? reading.Speed) * 0.1);
}

/**
 * The reading to show when the engine reported `time` (epoch ms, a capacity pull's) well ahead of
 * what `reading` shows at `now`: a fast-forward moved the clock since the header last read it. The
 * pull's time is the clock's own, so the header shows it at once rather than wait for its next read
 * (once a second at most while a page compares them): the header and the Heatmap's last second then
 * agree as the jump ends. Undefined when the display is not behind by more than clockDrifted allows.
 */
export function readingAhead(reading: ClockReading, time: number, now: number): ClockReading | undefined {
  if (time / 1000 <= simulatedNow(reading, now) || !clockDrifted(reading, time, now)) return undefined;
  const { floor: _shownBefore, ...rest } = reading;
  return { ...rest, Time: time / 1000, readAt: now };
}

export const createClockSlice: SliceCreator<ClockSlice> = (set, get, _store, { engine }) => {
  const apply = (outcome: Outcome<ClockDescription>, load: LoadStatus | undefined, follow: boolean) => {
    if (outcome.ok) {
      // A re-read follows the display on; a change the user made (set, step) shows as it is.
      const previous = follow ? get().clock : undefined;
      set({ clock: nextReading(previous, outcome.value, performance.now(), load), clockError: undefined });
    } else set({ clockError: outcome.error.message || outcome.error.__type });
  };
  return {
    clock: undefined,
    clockError: undefined,
    refreshClock: async () => {
      const [outcome, load] = await Promise.all([clockCalls.describe(engine), engine.capacity.loadStatus()]);
      apply(outcome, load, true);
    },
    setClock: async (change) => {
      const outcome = await clockCalls.set(engine, change);
      apply(outcome, await engine.capacity.loadStatus(), change.Time === undefined);
      if (outcome.ok && change.Time !== undefined) await get().refreshTables();
    },
    stepClock: async (seconds) => {
      const outcome = await clockCalls.advance(engine, seconds);
      apply(outcome, await engine.capacity.loadStatus(), false);
      // A jump in time changes what the tables' descriptions say without a request of the app's
      // (statuses settle; ItemCount and TableSizeBytes, refreshed about every six hours): pages that
      // show them should not keep the ones from before the jump.
      if (outcome.ok) await get().refreshTables();
    },
    followClock: (time) => {
      const clock = get().clock;
      const ahead = clock && readingAhead(clock, time, performance.now());
      if (ahead) set({ clock: ahead });
      return ahead !== undefined;
    },
  };
};
