/**
 * The "State" line of a partition's details: split away, splitting (for heat or for size), hot — and
 * then whether a split for heat can still help, from its last "cannot split" decision for heat — or cool.
 */
import type { FrameEvent } from '../../client/capacityClient.ts';
import type { PartitionHistory } from '../../client/capacityHistory.ts';
import { AT_PARTITION_LIMIT } from '../metrics/noSplitText.ts';
import { formatClockMs } from './timeText.ts';

export function partitionStateText(partition: PartitionHistory, events: readonly FrameEvent[]): string {
  if (partition.retiredAt !== undefined) return `split at ${formatClockMs(partition.retiredAt)}`;
  if (partition.splitting === 'size') return 'splitting (a split for size is under way)';
  if (partition.splitting) return 'splitting (a split for heat is under way)';
  if (partition.hotSeconds === 0) return 'cool';
  const outlook = partition.cannotSplit
    ? `no split can help: ${noSplitWhy(events, partition.id)}`
    : 'DynamoDB considers a split for heat after about 30';
  return `hot for ${partition.hotSeconds} s in a row (${outlook})`;
}

const NO_SPLIT_WHY = {
  'single-item': 'its traffic is one item, which a split cannot divide',
  monotonic: 'its writes follow a rising sort key, always at the newest end',
  'local-index': 'the table has a local secondary index, so its item collections stay whole',
  'global-index': 'its traffic is one index key, whose entries are never divided',
  'partition-limit': `a split could divide its traffic, but ${AT_PARTITION_LIMIT}`,
} as const;

/**
 * Why the partition's last "cannot split" decision for heat kept it whole (`cannotSplit` is about
 * heat: a decision for size, about its bytes, says nothing of its traffic).
 */
function noSplitWhy(events: readonly FrameEvent[], partition: string): string {
  const decision = events.findLast(
    (event) => event.kind === 'no-split' && event.cause === 'heat' && event.partition === partition,
  );
  return decision?.reason === undefined ? 'its traffic is one key' : NO_SPLIT_WHY[decision.reason];
}
