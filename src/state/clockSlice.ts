/**
 * The engine's virtual clock as the header shows it. The engine owns the time; this slice keeps the
 * last description and when it was read, so the display can run on between reads without a message
 * per frame (see simulatedNow).
 */
import { clockCalls, type ClockChange, type ClockDescription } from '../client/calls.ts';
import type { Outcome } from '../client/engineClient.ts';
import type { SliceCreator } from './types.ts';

export interface ClockReading extends ClockDescription {
  /** performance.now() when the description was read. */
  readAt: number;
}

export interface ClockSlice {
  clock: ClockReading | undefined;
  clockError: string | undefined;
  refreshClock(): Promise<void>;
  setClock(change: ClockChange): Promise<void>;
  stepClock(seconds: number): Promise<void>;
}

/** Simulated epoch seconds at `now` (a performance.now() value), from the last reading. */
export function simulatedNow(reading: ClockReading, now: number): number {
  if (reading.Paused) return reading.Time;
  return reading.Time + ((now - reading.readAt) / 1000) * reading.Speed;
}

/**
 * Whether the display, run on from `reading`, is far enough from `time` (a simulated epoch-ms time
 * the engine reported, e.g. by a capacity pull) to be read again. Such a time may lag a running clock
 * by a pull, so small differences are let be there; a paused clock does not move between pulls, so
 * any difference is a real one (a fast-forward that ended after the last read must show exactly).
 */
export function clockDrifted(reading: ClockReading, time: number, now: number): boolean {
  const drift = Math.abs(simulatedNow(reading, now) - time / 1000);
  return drift > (reading.Paused ? 0.001 : 2 + reading.Speed * 0.3);
}

export const createClockSlice: SliceCreator<ClockSlice> = (set, _get, _store, { engine }) => {
  const apply = (outcome: Outcome<ClockDescription>) => {
    if (outcome.ok) set({ clock: { ...outcome.value, readAt: performance.now() }, clockError: undefined });
    else set({ clockError: outcome.error.message || outcome.error.__type });
  };
  return {
    clock: undefined,
    clockError: undefined,
    refreshClock: async () => apply(await clockCalls.describe(engine)),
    setClock: async (change) => apply(await clockCalls.set(engine, change)),
    stepClock: async (seconds) => apply(await clockCalls.advance(engine, seconds)),
  };
};
