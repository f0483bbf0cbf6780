/**
 * A fast-forward under way. The engine's fastForwardLoad answers at once, with the status from
 * before any of the extra seconds ran; the driver then issues them in slices between other
 * requests (several real seconds for a minute of heavy load). So the load bar keeps where the run
 * was and where the fast-forward ends, and reads its progress off each status that arrives.
 */
import type { LoadStatus } from '../../../client/capacityClient.ts';

export interface FastForward {
  /** The run it belongs to (a new run ends it). */
  id: number;
  /** Simulated seconds of load issued when it started, and when it will be done. */
  from: number;
  to: number;
}

const live = (state: LoadStatus['state']) => state === 'running' || state === 'paused' || state === 'waiting';

/** The fast-forward `seconds` asked for, from the status fastForwardLoad returned (none: no live run). */
export function fastForwardOf(status: LoadStatus | undefined, seconds: number): FastForward | undefined {
  if (!status || !live(status.state)) return undefined;
  // In whole milliseconds, as the driver counts them: 10.3 + 10 must reach 20.3 exactly.
  const to = Math.min(
    Math.round((status.elapsedSeconds + seconds) * 1000) / 1000,
    status.request.durationSeconds,
  );
  return to > status.elapsedSeconds ? { id: status.id, from: status.elapsedSeconds, to } : undefined;
}

/** How much of `forward` has run (0 to 1) as of `load`; undefined once it is over. */
export function fastForwardProgress(forward: FastForward | undefined, load: LoadStatus): number | undefined {
  if (!forward || load.id !== forward.id || !live(load.state) || load.elapsedSeconds >= forward.to) {
    return undefined;
  }
  return Math.max(0, Math.min(1, (load.elapsedSeconds - forward.from) / (forward.to - forward.from)));
}
