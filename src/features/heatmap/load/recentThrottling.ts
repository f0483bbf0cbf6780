/**
 * The load bar's "now": throttling over the last simulated second or so, next to the run's total
 * share (which, after a long throttled stretch, stays high long after throttling stopped). Computed
 * from the load's cumulative counters as successive statuses arrive.
 */
import type { LoadStatus } from '../../../client/capacityClient.ts';

export interface LoadSample {
  id: number;
  elapsedSeconds: number;
  requests: number;
  throttled: number;
}

/** Simulated seconds the "now" spans at least (a pull may bring a fraction of a second). */
const SPAN_SECONDS = 1;
/** Samples older than this (simulated seconds) are dropped. */
const KEEP_SECONDS = 4;

export const sampleOf = (load: LoadStatus): LoadSample => ({
  id: load.id,
  elapsedSeconds: load.elapsedSeconds,
  requests: load.totals.requests,
  throttled: load.totals.throttled,
});

/** `samples` with `sample` added (a new run starts afresh), oldest first, trimmed. */
export function addSample(samples: readonly LoadSample[], sample: LoadSample): LoadSample[] {
  const same = samples.filter((old) => old.id === sample.id && old.elapsedSeconds <= sample.elapsedSeconds);
  const last = same.at(-1);
  const kept = last && last.elapsedSeconds === sample.elapsedSeconds ? same.slice(0, -1) : same;
  return [...kept, sample].filter((old) => old.elapsedSeconds >= sample.elapsedSeconds - KEEP_SECONDS);
}

/**
 * Throttled requests per simulated second and their share of the requests, over the span from the
 * newest sample at least SPAN_SECONDS older than the last one; undefined until there is such a span.
 */
export function recentThrottling(
  samples: readonly LoadSample[],
): { perSecond: number; share: number } | undefined {
  const now = samples.at(-1);
  if (!now) return undefined;
  const before = samples.findLast((old) => old.elapsedSeconds <= now.elapsedSeconds - SPAN_SECONDS);
  if (!before) return undefined;
  const seconds = now.elapsedSeconds - before.elapsedSeconds;
  const requests = now.requests - before.requests;
  const throttled = now.throttled - before.throttled;
  return { perSecond: throttled / seconds, share: requests > 0 ? throttled / requests : 0 };
}
