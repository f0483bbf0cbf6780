/**
 * The load bar's "now": throttling in the last completed simulated second, next to the run's total
 * share (which, after a long throttled stretch, stays high long after throttling stopped).
 *
 * Read from the capacity history's per-second table metrics, not from the load's running totals: the
 * engine applies a partition's ceiling per whole second, so a second's throttles come in a burst
 * once its budget is spent, and a span of the totals that does not start and end on a second
 * boundary catches part of one burst or two (500/s read as 452, 610, 476/s). A whole second is what
 * the findings average over too.
 */
import type { CapacityHistory } from '../../../client/capacityHistory.ts';
import type { LoadStatus } from '../../../client/capacityClient.ts';

export interface RecentThrottling {
  /** Requests throttled in the last completed second. */
  perSecond: number;
  /** Their share of that second's requests. */
  share: number;
}

/**
 * The last completed second's throttling of the table `history` holds, when the load runs on that
 * table (in that Region) and issued requests in that second; undefined otherwise. `region` is the
 * Region the history was pulled for (undefined: the home Region's table), `regionShown` the one
 * the pull says it read, so a load started without a Region matches the home table named either way.
 */
export function recentThrottling(
  history: CapacityHistory | undefined,
  load: LoadStatus | undefined,
  region?: string,
  regionShown?: string,
): RecentThrottling | undefined {
  if (!history || !load || load.request.tableName !== history.tableName) return undefined;
  if ((load.request.region ?? regionShown) !== (region ?? regionShown)) return undefined;
  const metrics = history.resources[0]?.metrics;
  if (!metrics) return undefined;
  const last = (values: number[]) => values.at(-1) ?? 0;
  // ThrottledRequests counts each throttled request once on the table (a GSI's back-pressure too).
  const throttled = last(metrics.ThrottledRequests);
  const requests =
    throttled + last(metrics.SuccessfulRequests) + last(metrics.ConditionalCheckFailedRequests);
  if (requests === 0) return undefined;
  return { perSecond: throttled, share: throttled / requests };
}

/**
 * Whether the load bar tells a screen reader that requests are being throttled: by the last
 * completed second when it is known (a run that throttled long ago but not now is not announced),
 * else by the run's total while the run is live. An ended run announces nothing.
 */
export function throttlingGoesOn(live: boolean, recent: RecentThrottling | undefined, runThrottled: number) {
  if (!live) return false;
  return recent ? recent.perSecond > 0 : runThrottled > 0;
}
