/**
 * A consumer's FilterCriteria applied to its shards' records: which records it keeps, and so which
 * records of a batch it sends. Lambda discards the records no filter matches before batching: they
 * are never sent, never retried and never sent to the on-failure destination, and the consumer's
 * place moves past them (invocation-eventfiltering.html). A batch covers positions [start, end)
 * of its shard; the records it holds are the kept ones among them.
 */
import type { Shard } from '../shard.ts';
import type { StreamRecord } from '../streamRecord.ts';
import type { TableStream } from '../tableStream.ts';
import { batchEvent } from './batchEvent.ts';
import { matchesAnyFilter } from './eventFilter.ts';
import type { FilterPattern } from './eventFilterPatterns.ts';
import type { Batch } from './shardCursor.ts';

export class RecordFilter {
  private readonly stream: TableStream;
  private readonly patterns: readonly FilterPattern[];
  /** A record's verdict, worked out once: a batch being retried is looked at again on every poll. */
  private readonly verdicts = new WeakMap<StreamRecord, boolean>();

  constructor(stream: TableStream, patterns: readonly FilterPattern[]) {
    this.stream = stream;
    this.patterns = patterns;
  }

  /** Whether the record at `position` is sent (no filters: every record is). */
  keeps(shard: Shard, position: number): boolean {
    if (this.patterns.length === 0) return true;
    const record = shard.at(position);
    if (!record) return false;
    let verdict = this.verdicts.get(record);
    if (verdict === undefined) {
      // The record as the function would receive it: eventName, dynamodb.Keys, NewImage, ….
      const [event] = batchEvent(this.stream, shard, [position]);
      verdict = matchesAnyFilter(this.patterns, event);
      this.verdicts.set(record, verdict);
    }
    return verdict;
  }

  /** The positions of the records a batch sends, in order. */
  members(shard: Shard, batch: Pick<Batch, 'start' | 'end'>): number[] {
    const positions: number[] = [];
    for (let position = batch.start; position < batch.end; position++) {
      if (this.keeps(shard, position)) positions.push(position);
    }
    return positions;
  }

  /** The first kept record from `from` on, or `to` when there is none before it. */
  nextKept(shard: Shard, from: number, to: number): number {
    let position = from;
    while (position < to && !this.keeps(shard, position)) position++;
    return position;
  }
}
