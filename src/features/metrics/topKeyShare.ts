/**
 * The denominator of Contributor Insights' "share" column for the most accessed keys: all capacity
 * the table or index consumed over the same two minutes the top keys cover (the previous and the
 * current simulated minute), scans and the keys below the top ten included — a share of the top ten
 * alone would make one key of a thousand look like a tenth of the traffic.
 */
import type { ResourceHistory } from '../../client/capacityHistory.ts';

/**
 * Epoch second the top keys' counts start at, read at `now` (epoch ms): the start of the previous
 * simulated minute (engine/metrics/topKeys.ts counts the current and the previous one).
 */
export function topKeyWindowStart(now: number): number {
  return (Math.floor(now / 60_000) - 1) * 60;
}

/**
 * Read plus write units consumed from the start of the previous minute to `now` (epoch ms), or
 * undefined when the history does not reach back that far (the share would then be overstated).
 */
export function consumedInTopKeyWindow(
  resource: Pick<ResourceHistory, 'metrics' | 'current'>,
  /** Epoch second of the history's first value. */
  from: number,
  now: number,
): number | undefined {
  const start = topKeyWindowStart(now);
  if (start < from) return undefined;
  const { ConsumedReadCapacityUnits: read, ConsumedWriteCapacityUnits: write } = resource.metrics;
  let total = 0;
  for (let i = start - from; i < read.length; i++) total += (read[i] ?? 0) + (write[i] ?? 0);
  // The unfinished second counts too: the top keys already include it.
  return (
    total +
    (resource.current?.ConsumedReadCapacityUnits ?? 0) +
    (resource.current?.ConsumedWriteCapacityUnits ?? 0)
  );
}

/** A key's share in whole percent; one that rounds to nothing but has traffic reads "<1 %", not "0 %". */
export function sharePercent(count: number, total: number): string {
  const percent = total > 0 ? (count / total) * 100 : 0;
  return count > 0 && percent < 0.5 ? '<1 %' : `${Math.round(percent)} %`;
}
