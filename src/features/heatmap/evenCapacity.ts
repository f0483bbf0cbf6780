/**
 * What a table or index can serve in a second when its traffic is spread evenly over its keys: the
 * least of its partitions' ceilings, its provisioned rate, its on-demand maximum and the account's
 * per-table quota (docs/capacity-model.md). A partition whose range starts inside an item collection
 * (a split of that collection by sort key) adds nothing here: even traffic over many keys reaches
 * that collection no more often than before, so its pieces only relieve the hot collection itself.
 */
import type { ResourceHistory } from '../../client/capacityHistory.ts';
import { currentPartitions } from './heatModel.ts';
import { PARTITION_CEILING, type AccessKind } from './heatScale.ts';

/** The account's default per-table (and per-index) quota, units a second for reads and for writes. */
export const TABLE_QUOTA = 40_000;

export type EvenLimit = 'partitions' | 'provisioned' | 'maximum' | 'quota';

export interface EvenCapacity {
  units: number;
  /** What sets `units` (the first of partitions, provisioned, maximum, quota at that value). */
  limit: EvenLimit;
  /** Partitions that start at a whole key hash: the ones even traffic is divided among. */
  evenPartitions: number;
  /** Partitions that start inside an item collection (a split by sort key). */
  collectionPartitions: number;
}

export function evenCapacity(
  resource: Pick<ResourceHistory, 'partitions' | 'billingMode' | 'provisioned' | 'maximums'>,
  kind: AccessKind,
): EvenCapacity {
  const partitions = currentPartitions(resource as ResourceHistory);
  const collectionPartitions = partitions.filter((partition) => partition.startSk !== undefined).length;
  const evenPartitions = partitions.length - collectionPartitions;
  const candidates: [EvenLimit, number | undefined][] = [
    ['partitions', evenPartitions * PARTITION_CEILING[kind]],
    ['provisioned', resource.billingMode === 'PROVISIONED' ? resource.provisioned?.[kind] : undefined],
    ['maximum', resource.billingMode === 'PROVISIONED' ? undefined : positive(resource.maximums?.[kind])],
    ['quota', TABLE_QUOTA],
  ];
  let best: [EvenLimit, number] = ['quota', TABLE_QUOTA];
  for (const [limit, units] of candidates) if (units !== undefined && units < best[1]) best = [limit, units];
  return { units: best[1], limit: best[0], evenPartitions, collectionPartitions };
}

function positive(value: number | undefined): number | undefined {
  return value !== undefined && value > 0 ? value : undefined;
}

/** The header's wording of an even-traffic capacity (after "can serve"). */
export function evenCapacityText(capacity: EvenCapacity, kind: AccessKind): string {
  const units = `${capacity.units.toLocaleString('en-US')} ${kind === 'write' ? 'WCU' : 'RCU'}/s spread evenly`;
  switch (capacity.limit) {
    case 'provisioned':
      return `${units} (its provisioned rate)`;
    case 'maximum':
      return `${units} (its on-demand maximum)`;
    case 'quota':
      return `${units} (the account's per-table quota)`;
    case 'partitions': {
      const { evenPartitions, collectionPartitions } = capacity;
      const perPartition = PARTITION_CEILING[kind].toLocaleString('en-US');
      const pieces =
        collectionPartitions === 0
          ? ''
          : `; ${collectionPartitions} more divide${collectionPartitions === 1 ? 's' : ''} item collections by sort key, adding nothing for even traffic`;
      return `${units} (${evenPartitions} × ${perPartition}${pieces})`;
    }
  }
}
