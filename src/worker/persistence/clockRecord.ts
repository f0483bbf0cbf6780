/**
 * The clock, saved on its own every few seconds while it runs. The saved sandbox holds the clock
 * too, but it is written only when something changes: a clock running with nothing else happening
 * (a learner watching TTL at 100×) would otherwise come back, after a reload, at the time of the
 * last change. The newer of the two wins on restore.
 */
import type { ClockState } from '../../engine/clock.ts';
import type { Engine } from '../../engine/engine.ts';

export const CLOCK_SAVE_MS = 2_000;

export interface SavedClock extends ClockState {
  /** Wall-clock time of the save, epoch ms (compared with the saved sandbox's `savedAt`). */
  savedAt: number;
}

/** A stored record, if it is one: storage may hold anything. */
export function readSavedClock(value: unknown): SavedClock | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { now, speed, running, savedAt } = value as Record<string, unknown>;
  const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
  if (!finite(now) || !finite(speed) || !finite(savedAt) || typeof running !== 'boolean') return undefined;
  return { now, speed, running, savedAt };
}

/**
 * Moves a restored engine's clock on to a record saved after its snapshot (the timed work between
 * runs on the way, as if the time had passed with the sandbox open). An older record is ignored.
 */
export function applyNewerClock(
  engine: Engine,
  record: SavedClock | undefined,
  snapshotSavedAt: number | undefined,
): void {
  if (!record || record.savedAt <= (snapshotSavedAt ?? -Infinity)) return;
  try {
    if (record.now > engine.now()) engine.setTime(record.now);
  } catch {
    // A time the clock refuses (past its last date): the snapshot's time stands.
    return;
  }
  engine.clock.setSpeed(record.speed);
  if (record.running) engine.clock.resume();
  else engine.clock.pause();
}
