/**
 * Partition splits as events a learner can see: when, why (size, heat, throughput, raise), which
 * partition became which two. A hot partition that no split can help (all its traffic on one item,
 * or on a rising sort key) is an event too, because that is the lesson: DynamoDB cannot split a
 * single hot item, and splitting a collection cannot spread traffic that always goes to its newest
 * end. So is a partition over the size limit whose bytes no split can divide.
 */
import type { SplitCause } from './partitionLayout.ts';

/**
 * Why a hot partition whose traffic is all on one partition key was left whole: one item carries it
 * all, its sort keys rise (or fall) with every request, the table has a local secondary index (whose
 * item collections DynamoDB never splits), or it is a global secondary index's key (AWS documents
 * dividing a table's item collections only; the sandbox keeps an index key whole — the low-cardinality
 * index key stays the trap AWS warns about). For a partition over the size limit (cause `size`): its
 * bytes are one item, or one item collection of a table with a local secondary index, or one index key.
 * For either cause, `partition-limit`: a split had a place to divide, but the resource already has as
 * many partitions as the sandbox keeps (MAX_PARTITIONS, a memory bound: DynamoDB publishes none).
 */
export type NoSplitReason = 'single-item' | 'monotonic' | 'local-index' | 'global-index' | 'partition-limit';

export interface PartitionEvent {
  /** Simulated time, epoch milliseconds. */
  time: number;
  /** `table` or `table/index/name`. */
  resource: string;
  kind: 'split' | 'no-split';
  cause: SplitCause;
  /** The partition split (or left whole). */
  partition: string;
  /** The two partitions that replaced it. */
  children?: [string, string];
  /** The first hash of the right child. */
  boundary?: number;
  /** When the split divided an item collection: the encoded sort key the right child starts at. */
  boundarySk?: string;
  /** For a no-split event: why the hot key's collection (for size: the one item or collection) stayed whole. */
  reason?: NoSplitReason;
  /** For a heat event, the encoded partition key that carried the most traffic. */
  hotKey?: string;
}

/** Enough history for any session; the oldest events go first beyond it. */
const MAX_EVENTS = 1000;

export class PartitionEvents {
  readonly list: PartitionEvent[] = [];
  splits = 0;
  private readonly label: string;

  constructor(identity: { label: string }) {
    this.label = identity.label;
  }

  record(event: Omit<PartitionEvent, 'resource'>): void {
    if (event.kind === 'split') this.splits++;
    this.list.push({ ...event, resource: this.label });
    if (this.list.length > MAX_EVENTS) this.list.shift();
  }
}
