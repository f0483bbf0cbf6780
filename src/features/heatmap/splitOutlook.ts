/**
 * What a split can do for a hot partition, as its hot finding says it: a split under way (for heat,
 * or for size, which divides bytes rather than traffic), one still to come for heat — it begins after
 * about 30 hot seconds and lands about a minute later (docs/capacity-model.md) — or, for a partition
 * whose traffic is one key, why no split can spread it; or that the resource has as many partitions
 * as the sandbox keeps.
 */
import type { PartitionHistory, ResourceHistory } from '../../client/capacityHistory.ts';
import { AT_PARTITION_LIMIT } from '../metrics/noSplitText.ts';
import type { AccessKind } from './heatScale.ts';

/** A split for heat: it begins after about 30 hot seconds, and lands about a minute later. */
const HEAT_SPLIT_TIMING = 'begins after about 30 hot seconds and lands about a minute later';

/** The partition's last "cannot split" decision for heat (one for size says nothing of its traffic). */
function lastHeatDecision(resource: ResourceHistory, partition: PartitionHistory) {
  return resource.events.findLast(
    (event) => event.kind === 'no-split' && event.cause === 'heat' && event.partition === partition.id,
  );
}

/** The partition's traffic comes from several keys, `keys` the busiest. */
export function severalKeysWhy(
  resource: ResourceHistory,
  partition: PartitionHistory,
  keys: readonly string[],
): string {
  const lead = ` Its traffic comes from several keys (${keys.join(', ')}…): `;
  if (partition.splitting === 'heat')
    return `${lead}a split for heat is under way and will put them in different partitions.`;
  if (partition.splitting === 'size')
    return `${lead}a split for size is under way, which divides the partition's stored bytes, not its traffic.`;
  if (partition.cannotSplit && lastHeatDecision(resource, partition)?.reason === 'partition-limit')
    return `${lead}a split for heat could put them in different partitions, but ${AT_PARTITION_LIMIT}.`;
  return `${lead}a split for heat ${HEAT_SPLIT_TIMING} (hot for ${partition.hotSeconds} s so far).`;
}

/**
 * Why one hot partition key stays hot, from the partition's last "cannot split" decision for heat:
 * DynamoDB divides a hot item collection by sort key, but not one item, not traffic on a rising sort
 * key and not a collection of a table with a local secondary index. (A decision for size is about
 * the partition's bytes, not its traffic.)
 */
export function singleKeyWhy(
  resource: ResourceHistory,
  partition: PartitionHistory,
  key: string,
  idle: number,
  kind: AccessKind,
): string {
  const lead = ` Nearly all of its traffic is one partition key, ${key}.`;
  const idleNote =
    idle > 0
      ? ` — while ${idle} other partition${idle === 1 ? '' : 's'} sit${idle === 1 ? 's' : ''} idle`
      : '';
  const remedy =
    kind === 'write'
      ? ' Spread the key (write sharding with a suffix).'
      : ' Cache its reads (DAX or your own cache), or spread the key.';
  if (partition.splitting === 'size') {
    return `${lead} A split for size is under way, which divides the partition's stored bytes, not its traffic: ${key} can keep all of its traffic in one of the two new partitions.`;
  }
  if (partition.splitting) {
    return partition.splittingCollection
      ? `${lead} Its requests are spread over many sort keys, so a split for heat is under way that divides the item collection by sort key.`
      : `${lead} A split for heat is under way, but it falls between partition keys: it moves the partition's other keys away, and ${key} keeps all of its traffic in one of the two new partitions.`;
  }
  const decision = lastHeatDecision(resource, partition);
  // A global index's key is never divided (docs/capacity-model.md, choice 7): say so from the first
  // hot second, not only once the engine has recorded its "no-split" decision.
  switch (decision?.reason ?? (resource.kind === 'index' ? 'global-index' : undefined)) {
    case 'single-item':
      return `${lead} It is all one item, and an item cannot be divided: it stays within one partition's ceiling${idleNote}.${remedy}`;
    case 'monotonic':
      return `${lead} Its sort key rises with every request (a timestamp or sequence number), so every new request lands at the newest end of the item collection: no split can spread that${idleNote}. Spread the key (write sharding with a suffix), or use a sort key that does not rise with time.`;
    case 'global-index':
      return `${lead} DynamoDB divides a hot item collection of a table by sort key, but an index key's entries stay together: no split can spread them${idleNote}. Give the index a key with more values (or add a shard suffix to it).`;
    case 'local-index':
      return `${lead} The table has a local secondary index, and DynamoDB never divides an item collection of such a table: no split can spread it${idleNote}.${remedy}`;
    case 'partition-limit':
      return `${lead} A split could still divide its traffic, but ${AT_PARTITION_LIMIT}${idleNote}.${remedy}`;
    default:
      return `${lead} If its requests are spread over many sort keys, a split for heat ${HEAT_SPLIT_TIMING}, dividing its item collection (hot for ${partition.hotSeconds} s so far); one item, a rising sort key or a local secondary index keeps it whole.`;
  }
}
