/**
 * A shard of a stream: an ordered run of records from one partition of the table, open (receiving
 * records) or closed. Positions are absolute record indexes within the shard: trimming drops
 * records from the front but never renumbers, so an iterator keeps meaning the same record and can
 * tell when what it points at was trimmed.
 */
import { formatSequence, type StreamRecord } from './streamRecord.ts';

export class Shard {
  readonly id: string;
  readonly parentId: string | undefined;
  /** The table partition whose changes this shard carries. */
  readonly partitionId: string;
  readonly createdAt: number;
  readonly startingSequence: number;
  /** Records still kept; records[0] is at position `base`. */
  private records: StreamRecord[] = [];
  private head = 0;
  /** Position of the first kept record (everything before was trimmed). */
  base = 0;
  closedAt: number | undefined;
  endingSequence: number | undefined;
  /** Sequence number of the last record trimmed (0: none yet). */
  trimmedThrough = 0;
  private lastRecordSequence: number | undefined;

  constructor(
    id: string,
    parentId: string | undefined,
    partitionId: string,
    createdAt: number,
    startingSequence: number,
  ) {
    this.id = id;
    this.parentId = parentId;
    this.partitionId = partitionId;
    this.createdAt = createdAt;
    this.startingSequence = startingSequence;
  }

  get isOpen(): boolean {
    return this.closedAt === undefined;
  }

  /** Position just past the last record: where LATEST starts. */
  get end(): number {
    return this.base + this.records.length - this.head;
  }

  get size(): number {
    return this.records.length - this.head;
  }

  /** The kept records from absolute position `position` on, oldest first (for saving the stream). */
  recordsFrom(position: number): StreamRecord[] {
    return this.records.slice(this.head + Math.max(0, position - this.base));
  }

  /**
   * Puts back what a saved shard held (snapshot/streamSnapshots.ts): its kept records — the first at
   * position `base` — the last trimmed sequence number and, for a closed shard, when it closed.
   */
  load(
    records: StreamRecord[],
    base: number,
    trimmedThrough: number,
    closed: { at: number; endingSequence: number } | undefined,
  ): void {
    this.records = records;
    this.head = 0;
    this.base = base;
    this.trimmedThrough = trimmedThrough;
    this.lastRecordSequence = records.at(-1)?.sequence;
    this.closedAt = closed?.at;
    this.endingSequence = closed?.endingSequence;
  }

  append(record: StreamRecord): void {
    this.records.push(record);
    this.lastRecordSequence = record.sequence;
  }

  /** The record at an absolute position, if it is kept. */
  at(position: number): StreamRecord | undefined {
    if (position < this.base) return undefined;
    return this.records[this.head + position - this.base];
  }

  /** The first kept record's time, if any. */
  oldestTime(): number | undefined {
    return this.records[this.head]?.createdAt;
  }

  close(now: number): void {
    if (this.closedAt !== undefined) return;
    this.closedAt = now;
    this.endingSequence = this.lastRecordSequence ?? this.startingSequence;
  }

  /** Drops records created before `cutoff`; returns how many were dropped. */
  trimBefore(cutoff: number): number {
    let dropped = 0;
    while (this.head < this.records.length && this.records[this.head].createdAt < cutoff) {
      this.trimmedThrough = this.records[this.head].sequence;
      this.head++;
      dropped++;
    }
    this.compact(dropped);
    return dropped;
  }

  /** Drops the oldest record; returns whether there was one. */
  trimOne(): boolean {
    if (this.head >= this.records.length) return false;
    this.trimmedThrough = this.records[this.head].sequence;
    this.head++;
    this.compact(1);
    return true;
  }

  /** Position of the first kept record whose sequence number is ≥ `sequence` (or > when `after`). */
  positionOf(sequence: number, after: boolean): number {
    let lo = this.head;
    let hi = this.records.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const s = this.records[mid].sequence;
      if (s < sequence || (after && s === sequence)) lo = mid + 1;
      else hi = mid;
    }
    return this.base + lo - this.head;
  }

  /** Whether a kept record of this shard has sequence number `sequence`. */
  holds(sequence: number): boolean {
    return this.at(this.positionOf(sequence, false))?.sequence === sequence;
  }

  /** The wire Shard of DescribeStream. */
  describe(): Record<string, unknown> {
    return {
      ShardId: this.id,
      SequenceNumberRange: {
        StartingSequenceNumber: formatSequence(this.startingSequence),
        EndingSequenceNumber:
          this.endingSequence === undefined ? undefined : formatSequence(this.endingSequence),
      },
      ParentShardId: this.parentId,
    };
  }

  private compact(dropped: number): void {
    this.base += dropped;
    // Reclaim the array's front once half of it is trimmed: amortised O(1) per record.
    if (this.head > 1024 && this.head * 2 > this.records.length) {
      this.records = this.records.slice(this.head);
      this.head = 0;
    }
  }
}
