/**
 * How a new batch is cut from a shard, by Lambda's limits for a stream event source mapping:
 * - at most BatchSize kept records (recordFilter.ts: records no filter matches are not part of it);
 * - at most the payload limit for synchronous invocation, 6 MB: Lambda passes the records of a
 *   batch "in a single call, up to the payload limit for synchronous invocation (6 MB)"
 *   (API_CreateEventSourceMapping.html, BatchSize). A batch is cut before the record that would take
 *   the event over it, always holding at least one record;
 * - with MaximumBatchingWindowInSeconds, whether it may go yet (batchWait).
 */
import type { Shard } from '../shard.ts';
import type { StreamRecord } from '../streamRecord.ts';
import type { TableStream } from '../tableStream.ts';
import { eventRecordBytes } from './batchEvent.ts';
import type { RecordFilter } from './recordFilter.ts';

/** Lambda's invocation payload quota, 6 MB, read as 6 × 1024 × 1024 bytes (the sandbox's reading). */
export const MAX_PAYLOAD_BYTES = 6 * 1024 * 1024;

/** `{"Records":[` and `]}` around the records, which are separated by commas. */
const EVENT_FRAME_BYTES = '{"Records":[]}'.length;

/** A new batch: positions [start, end) of its shard, and whether it may not grow any more. */
export interface FormedBatch {
  end: number;
  /** BatchSize kept records, or cut by the payload limit: it goes without waiting for a batching window. */
  full: boolean;
}

export class BatchFormer {
  private readonly stream: TableStream;
  private readonly filter: RecordFilter;
  private readonly batchSize: number;
  /**
   * Each record's size in the event, worked out once. The measure: the UTF-8 length of the record's
   * JSON exactly as the handler receives it (batchEvent.ts: the GetRecords record plus eventSourceARN).
   */
  private readonly sizes = new WeakMap<StreamRecord, number>();

  constructor(stream: TableStream, filter: RecordFilter, batchSize: number) {
    this.stream = stream;
    this.filter = filter;
    this.batchSize = batchSize;
  }

  /** The batch starting at `start` (a kept record), from the records the shard holds now. */
  form(shard: Shard, start: number): FormedBatch {
    let end = start;
    let kept = 0;
    let bytes = EVENT_FRAME_BYTES;
    while (end < shard.end && kept < this.batchSize) {
      if (this.filter.keeps(shard, end)) {
        const size = this.recordBytes(shard, end) + (kept > 0 ? 1 : 0);
        // The first record always goes, alone if it must: a batch is never empty.
        if (kept > 0 && bytes + size > MAX_PAYLOAD_BYTES) return { end, full: true };
        bytes += size;
        kept++;
      }
      end++;
    }
    return { end, full: kept >= this.batchSize };
  }

  private recordBytes(shard: Shard, position: number): number {
    const record = shard.at(position)!;
    let size = this.sizes.get(record);
    if (size === undefined) this.sizes.set(record, (size = eventRecordBytes(this.stream, record)));
    return size;
  }
}

/**
 * MaximumBatchingWindowInSeconds: how long a new batch still waits for more records, in ms (0: it
 * goes now). Lambda documents the window as the longest time it spends gathering records before
 * invoking, and invokes earlier when the batch is full or reaches the payload limit; it keeps its
 * timer private. The sandbox's model: the window starts when the batch's first (oldest kept) record
 * became available, its createdAt on the engine clock, so a consumer catching up on older records
 * sends them at once. Also sent at once (the sandbox's choices): a batch of a closed shard, which can
 * get no more records, and one whose first record reaches MaximumRecordAgeInSeconds — waiting longer
 * would only make its records too old to send.
 */
export function batchWait(
  shard: Shard,
  start: number,
  formed: FormedBatch,
  settings: { maximumBatchingWindowInSeconds: number; maximumRecordAgeInSeconds: number },
  now: number,
): number {
  const windowSeconds = settings.maximumBatchingWindowInSeconds;
  const maximumAge = settings.maximumRecordAgeInSeconds;
  if (windowSeconds === 0 || formed.full || !shard.isOpen) return 0;
  const limit = maximumAge < 0 ? windowSeconds : Math.min(windowSeconds, maximumAge);
  return Math.max(0, shard.at(start)!.createdAt + limit * 1000 - now);
}
