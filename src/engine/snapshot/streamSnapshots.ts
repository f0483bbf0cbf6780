/**
 * A table's streams as saved data — the enabled one, and those disabled less than 24 hours ago,
 * which DynamoDB keeps readable: their shards (ids, parents, partitions, open or closed), the records
 * the shards still keep, and what the stream's numbers come from (sequence numbers, shard and event
 * ids). So after a reload GetRecords, ListStreams and the triggers see the same streams and records
 * under the same numbers, and new changes carry on the numbering. Reading them back:
 * streamRestore.ts.
 *
 * A snapshot keeps at most the newest MAX_SAVED_STREAM_RECORDS records of a stream (the stream
 * itself keeps up to 250,000, a load test's worth, which would make every save of the sandbox slow).
 * The older ones come back as trimmed: reading them answers as DynamoDB does for records past their
 * 24 hours (TrimmedDataAccessException), and a trigger that had not reached them records them lost.
 */
import type { Engine } from '../engine.ts';
import type { Table } from '../storage/table.ts';
import type { StreamEventName, StreamRecord, StreamViewType } from '../streams/streamRecord.ts';
import type { StreamNumbering, TableStream } from '../streams/tableStream.ts';

export const MAX_SAVED_STREAM_RECORDS = 25_000;

export interface StreamStateSnapshot extends StreamNumbering {
  /** In creation order, closed shards included until they age out. */
  shards: ShardSnapshot[];
  /** The enabled stream's own tags, [key, value] (operations/streamTags.ts); absent when none. */
  tags?: [string, string][];
}

/** A stream that was disabled less than 24 hours ago: still readable, and listed. */
export interface DisabledStreamSnapshot extends StreamStateSnapshot {
  viewType: StreamViewType;
  /** Epoch milliseconds: the stream's label. */
  createdAt: number;
  disabledAt: number;
}

export interface ShardSnapshot {
  id: string;
  parentId?: string;
  /** The table partition whose changes the shard carries. */
  partitionId: string;
  createdAt: number;
  startingSequence: number;
  /** For a closed shard. */
  closedAt?: number;
  endingSequence?: number;
  /** Position of the first kept record: trimming never renumbers positions. */
  base: number;
  /** Sequence number of the last trimmed record (0: none). */
  trimmedThrough: number;
  records: RecordSnapshot[];
}

export interface RecordSnapshot {
  sequence: number;
  eventName: StreamEventName;
  /** Epoch milliseconds. */
  createdAt: number;
  /** Wire format, like the images. */
  keys: unknown;
  oldImage?: unknown;
  newImage?: unknown;
  /** A deletion by Time to Live. */
  byService?: true;
}

export function savedStreamState(
  stream: TableStream,
  maxRecords = MAX_SAVED_STREAM_RECORDS,
): StreamStateSnapshot {
  const oldestKept = oldestSequenceToKeep(stream, maxRecords);
  const shards = stream.shards.map((shard): ShardSnapshot => {
    // Records older than the newest maxRecords are saved as trimmed, as if the stream had dropped them.
    const base = shard.positionOf(oldestKept, false);
    const trimmedThrough = base > shard.base ? shard.at(base - 1)!.sequence : shard.trimmedThrough;
    const kept = shard.recordsFrom(base);
    const saved: ShardSnapshot = {
      id: shard.id,
      partitionId: shard.partitionId,
      createdAt: shard.createdAt,
      startingSequence: shard.startingSequence,
      base,
      trimmedThrough,
      records: kept.map(savedRecord),
    };
    if (shard.parentId !== undefined) saved.parentId = shard.parentId;
    if (shard.closedAt !== undefined) {
      saved.closedAt = shard.closedAt;
      saved.endingSequence = shard.endingSequence;
    }
    return saved;
  });
  return { ...stream.numbering, shards };
}

/** The table's streams that are disabled but still readable, oldest first (`streams`: liveStreams). */
export function savedDisabledStreams(
  streams: readonly TableStream[],
  table: Table,
  maxRecords = MAX_SAVED_STREAM_RECORDS,
): DisabledStreamSnapshot[] {
  return streams
    .filter((stream) => stream.table === table && !stream.isEnabled && stream.disabledAt !== undefined)
    .map((stream) => ({
      viewType: stream.viewType,
      createdAt: stream.createdAt,
      disabledAt: stream.disabledAt!,
      ...savedStreamState(stream, maxRecords),
    }));
}

/** A stream of a table deleted less than 24 hours ago, with what is needed to read its records. */
export interface DeletedTableStreamSnapshot extends DisabledStreamSnapshot {
  /** The deleted table's name and key schema (its key attributes' definitions). */
  table: { TableName: string; KeySchema: unknown; AttributeDefinitions: unknown };
}

/** Streams still readable whose table was deleted (DeleteTable.html: readable for 24 hours). */
export function savedDeletedTableStreams(
  engine: Engine,
  streams: readonly TableStream[],
  maxRecords = MAX_SAVED_STREAM_RECORDS,
): DeletedTableStreamSnapshot[] {
  return streams
    .filter(
      (stream) => engine.tables.get(stream.tableName) !== stream.table || stream.table.status === 'DELETING',
    )
    .map((stream) => {
      const keyNames = new Set(stream.keySchema.map((key) => key.AttributeName));
      return {
        table: {
          TableName: stream.tableName,
          KeySchema: stream.keySchema,
          AttributeDefinitions: stream.table.attributeDefinitions.filter((definition) =>
            keyNames.has(definition.AttributeName),
          ),
        },
        viewType: stream.viewType,
        createdAt: stream.createdAt,
        disabledAt: stream.disabledAt ?? engine.now(),
        ...savedStreamState(stream, maxRecords),
      };
    });
}

/**
 * The lowest sequence number among the newest `maxRecords` records of the stream. Each shard's
 * records are in sequence order, so how many are at or above a number is found by binary search in
 * each, and the number itself by a binary search over sequence numbers — no sort of every record.
 */
function oldestSequenceToKeep(stream: TableStream, maxRecords: number): number {
  const keptFrom = (sequence: number) =>
    stream.shards.reduce((sum, shard) => sum + shard.end - shard.positionOf(sequence, false), 0);
  if (keptFrom(0) <= maxRecords) return 0;
  let low = 1;
  let high = stream.lastSequence + 1; // nothing is at or above it
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (keptFrom(middle) <= maxRecords) high = middle;
    else low = middle + 1;
  }
  return low;
}

function savedRecord(record: StreamRecord): RecordSnapshot {
  const saved: RecordSnapshot = {
    sequence: record.sequence,
    eventName: record.eventName,
    createdAt: record.createdAt,
    keys: record.keys,
  };
  if (record.oldImage) saved.oldImage = record.oldImage.attributes;
  if (record.newImage) saved.newImage = record.newImage.attributes;
  if (record.byService) saved.byService = true;
  return saved;
}
