/**
 * What the load generator's state changes in the findings. A load that ended leaves up to
 * LOOKBACK_SECONDS of its traffic in the history: averaged over them, a partition would still be
 * called hot (and "hot for 0 s") after Stop, so the findings look only at the seconds since it ended.
 * A paused load issues nothing, and moving the clock then (the header's Step) leaves seconds with no
 * traffic: the idle finding says the load is paused rather than invite a new scenario.
 */
import type { LoadStatus } from '../../client/capacityClient.ts';
import type { Finding } from './findingText.ts';

const ENDED: readonly LoadStatus['state'][] = ['finished', 'stopped', 'failed'];

/**
 * The completed seconds since a load on `tableName` ended, when it did (undefined otherwise): the
 * second it ended in is excluded, as its traffic stopped part way through.
 */
export function secondsSinceLoadEnded(
  load: LoadStatus | undefined,
  tableName: string,
  to: number,
): number | undefined {
  if (!load || !ENDED.includes(load.state) || load.request.tableName !== tableName) return undefined;
  // startedAt + elapsedSeconds is when it would have ended without a Step of the clock during it.
  const endedAt = load.endedAt ?? load.startedAt + load.elapsedSeconds * 1000;
  return Math.max(0, to - Math.ceil(endedAt / 1000));
}

/** The idle finding while a load on this table is paused with the clock. */
export function pausedLoadFinding(load: LoadStatus | undefined, tableName: string): Finding | undefined {
  if (load?.state !== 'paused' || load.request.tableName !== tableName) return undefined;
  return {
    tone: 'idle',
    title: 'The load is paused',
    body: 'The load runs only while the clock does: resume the clock, or run the load ahead with its +10 s or +1 min. The header’s Step moves the clock without issuing any of the load’s requests.',
  };
}

/**
 * The idle finding while a load runs (or waits with the paused clock) on another table: the learner
 * picked this one in the header meanwhile, and "start a scenario" would invite a second run.
 */
export function loadElsewhereFinding(load: LoadStatus | undefined, tableName: string): Finding | undefined {
  if (!load || ENDED.includes(load.state) || load.request.tableName === tableName) return undefined;
  const other = load.request.tableName;
  return {
    tone: 'idle',
    title: `No traffic on ${tableName}`,
    body: `The load runs on ${other}, not on this table: pick ${other} in the header’s Table to watch it land on its partitions.`,
  };
}
