/**
 * The heatmap's findings about a whole table or index rather than one partition: over its provisioned
 * capacity, living on burst capacity, at its OnDemandThroughput maximum, at the account's per-table
 * quota.
 */
import type { ResourceHistory } from '../../client/capacityHistory.ts';
import { plural } from '../../ui/plural.ts';
import { capitalKind, n, unitsName, type Finding } from './findingText.ts';
import { busyAverage, currentPartitions, recentSum, resourceTitle } from './heatModel.ts';
import { HOT_UTILIZATION, PARTITION_CEILING } from './heatScale.ts';

export function tableLimits(resource: ResourceHistory, seconds: number): Finding[] {
  const findings: Finding[] = [];
  const name = resource.kind === 'index' ? `Index ${resourceTitle(resource)}` : `Table ${resource.resource}`;
  for (const kind of ['write', 'read'] as const) {
    const Kind = capitalKind(kind);
    const m = resource.metrics;
    const consumed = busyAverage(m[`Consumed${Kind}CapacityUnits`], seconds);
    const provisioned = resource.provisioned?.[kind];
    const burst = kind === 'write' ? resource.provisioned?.burstWrite : resource.provisioned?.burstRead;
    if (
      recentSum(m[`${Kind}ProvisionedThroughputThrottleEvents`], seconds) > 0 &&
      provisioned !== undefined
    ) {
      // A provisioned rate near a partition's ceiling can be spent by one hot partition: only when none
      // is hot is the table's rate alone to blame (the hot finding tells the other story).
      const hotPartition = currentPartitions(resource).some(
        (partition) =>
          busyAverage(partition.metrics[kind === 'write' ? 'WriteUnits' : 'ReadUnits'], seconds) >=
          HOT_UTILIZATION * PARTITION_CEILING[kind],
      );
      // A global index has no billing mode of its own: it is on-demand when its table is.
      const raise =
        resource.kind === 'index'
          ? "Raise the index's provisioned capacity or switch the table to on-demand."
          : 'Raise the provisioned capacity or switch to on-demand.';
      const spread = hotPartition
        ? ''
        : ` although no partition is near its ${n(PARTITION_CEILING[kind])}-unit ceiling`;
      findings.push({
        tone: 'alert',
        title: `${name} is over its provisioned ${kind} capacity`,
        body: `It consumes ${n(consumed)} ${unitsName(kind)} a second on ${n(provisioned)} provisioned, and its burst capacity is spent: requests above the provisioned rate are throttled (${Kind}ProvisionedThroughputThrottleEvents)${spread}. ${raise}`,
      });
    } else if (provisioned !== undefined && burst !== undefined && consumed > provisioned * 1.02) {
      const drain = consumed - provisioned;
      findings.push({
        tone: 'warn',
        title: `${name} is living on burst capacity`,
        body: `It consumes ${n(consumed)} ${unitsName(kind)} a second on ${n(provisioned)} provisioned. DynamoDB keeps up to 300 seconds of unused capacity as burst capacity and spends it now: ${left(burst)}, ${lasting(burst / drain)} at this rate. Then requests above ${n(provisioned)} a second throttle.`,
      });
    }
    if (recentSum(m[`${Kind}MaxOnDemandThroughputThrottleEvents`], seconds) > 0) {
      const maximum = kind === 'write' ? resource.maximums?.write : resource.maximums?.read;
      findings.push({
        tone: 'alert',
        title: `${name} is at its OnDemandThroughput maximum`,
        body: `Its Max${Kind}RequestUnits${maximum === undefined ? '' : ` of ${n(maximum)}`} caps it: requests above are throttled (${Kind}MaxOnDemandThroughputThrottleEvents), by design, to cap cost.`,
      });
    }
    if (recentSum(m[`${Kind}AccountLimitThrottleEvents`], seconds) > 0) {
      findings.push({
        tone: 'alert',
        title: `${name} is at the account's per-table quota`,
        body: `DynamoDB's default quota is 40,000 ${unitsName(kind)} a second per table or index (${Kind}AccountLimitThrottleEvents); AWS Support can raise it.`,
      });
    }
  }
  return findings;
}

/** `1 unit is left`, `29,842 units are left`. */
function left(units: number): string {
  const count = Math.round(units);
  return `${plural(count, 'unit')} ${count === 1 ? 'is' : 'are'} left`;
}

/** `about 10 minutes`; under half a second, `less than a second` (not "about 0 seconds"). */
function lasting(seconds: number): string {
  if (seconds < 0.5) return 'less than a second';
  if (seconds < 90) return `about ${plural(Math.round(seconds), 'second')}`;
  return `about ${plural(Math.round(seconds / 60), 'minute')}`;
}
