/**
 * A table's enabled stream as saved data: its shards (ids, parents, partitions, open or closed) and
 * the records they still keep, with what its numbers come from (sequence numbers, shard and event ids) — so after a
 * reload GetRecords and the triggers see the same records under the same sequence numbers and event
 * ids, and new changes carry on the numbering.
 *
 * A snapshot keeps at most the newest MAX_SAVED_STREAM_RECORDS records of a stream (the stream
 * itself keeps up to 250,000, a load test's worth, which would make every save of the sandbox slow).
 * The older ones come back as trimmed: reading them answers as DynamoDB does for records past their
 * 24 hours (TrimmedDataAccessException), and a trigger that had not reached them records them lost.
 */
import type { Table } from '../storage/table.ts';
import { Shard } from '../streams/shard.ts';
import {
  showsNewImage,
  showsOldImage,
  streamRecord,
  type StreamEventName,
  type StreamRecord,
  type StreamViewType,
} from '../streams/streamRecord.ts';
import type { StreamNumbering, TableStream } from '../streams/tableStream.ts';
import { readSavedItem } from './restoreTable.ts';
import {
  array,
  count,
  damaged,
  flag,
  number,
  object,
  oneOf,
  optional,
  seed,
  text,
} from './snapshotReader.ts';

export const MAX_SAVED_STREAM_RECORDS = 25_000;

export interface StreamStateSnapshot extends StreamNumbering {
  /** In creation order, closed shards included until they age out. */
  shards: ShardSnapshot[];
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
    let kept = shard.keptRecords();
    let base = shard.base;
    let trimmedThrough = shard.trimmedThrough;
    const firstKept = kept.findIndex((record) => record.sequence >= oldestKept);
    const cut = firstKept === -1 ? kept.length : firstKept;
    if (cut > 0) {
      trimmedThrough = kept[cut - 1].sequence;
      base += cut;
      kept = kept.slice(cut);
    }
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

/** The lowest sequence number among the newest `maxRecords` records of the stream. */
function oldestSequenceToKeep(stream: TableStream, maxRecords: number): number {
  const total = stream.shards.reduce((sum, shard) => sum + shard.size, 0);
  if (total <= maxRecords) return 0;
  const sequences = stream.shards.flatMap((shard) => shard.keptRecords().map((record) => record.sequence));
  sequences.sort((a, b) => b - a);
  return maxRecords === 0 ? Number.POSITIVE_INFINITY : sequences[maxRecords - 1];
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

export interface SavedStreamState {
  numbering: StreamNumbering;
  shards: Shard[];
}

/** Reads a saved stream of `table` (already rebuilt, not yet in the engine), checking every field. */
export function readStreamState(
  table: Table,
  viewType: StreamViewType,
  value: unknown,
  path: string,
): SavedStreamState {
  const saved = object(value, path);
  const numbering = {
    sequence: whole(saved.sequence, `${path}.sequence`),
    shardCount: whole(saved.shardCount, `${path}.shardCount`),
    idSeed: seed(saved.idSeed, `${path}.idSeed`),
  };
  const ids = new Set<string>();
  const shards = array(saved.shards, `${path}.shards`).map((entry, i) => {
    const where = `${path}.shards[${i}]`;
    const shard = readShard(table, viewType, numbering.sequence, entry, where);
    if (ids.has(shard.id)) damaged(`${where}.id`, `a second shard ${shard.id}`);
    ids.add(shard.id);
    return shard;
  });
  return { numbering, shards };
}

function readShard(
  table: Table,
  viewType: StreamViewType,
  lastSequence: number,
  value: unknown,
  path: string,
): Shard {
  const saved = object(value, path);
  const startingSequence = whole(saved.startingSequence, `${path}.startingSequence`);
  if (startingSequence > lastSequence)
    damaged(`${path}.startingSequence`, 'beyond the stream’s last sequence number');
  const shard = new Shard(
    text(saved.id, `${path}.id`),
    optional(saved.parentId, (id) => text(id, `${path}.parentId`)),
    text(saved.partitionId, `${path}.partitionId`),
    number(saved.createdAt, `${path}.createdAt`),
    startingSequence,
  );
  const closedAt = optional(saved.closedAt, (at) => number(at, `${path}.closedAt`));
  const endingSequence = optional(saved.endingSequence, (at) => whole(at, `${path}.endingSequence`));
  if ((closedAt === undefined) !== (endingSequence === undefined))
    damaged(path, 'a closed shard needs closedAt and endingSequence, an open one neither');
  let previous = 0;
  const records = array(saved.records, `${path}.records`).map((entry, i) => {
    const record = readRecord(table, viewType, entry, `${path}.records[${i}]`);
    if (record.sequence <= previous || record.sequence > lastSequence)
      damaged(
        `${path}.records[${i}].sequence`,
        'expected increasing sequence numbers up to the stream’s last',
      );
    previous = record.sequence;
    return record;
  });
  shard.load(
    records,
    whole(saved.base, `${path}.base`),
    whole(saved.trimmedThrough, `${path}.trimmedThrough`),
    closedAt === undefined ? undefined : { at: closedAt, endingSequence: endingSequence! },
  );
  return shard;
}

/** Sequence numbers and positions: whole numbers an iterator can carry (15 digits at most). */
const MAX_WHOLE = 999_999_999_999_999;

function whole(value: unknown, path: string): number {
  const n = count(value, path);
  if (n > MAX_WHOLE) damaged(path, `expected a whole number up to ${MAX_WHOLE}`);
  return n;
}

const EVENT_NAMES: readonly StreamEventName[] = ['INSERT', 'MODIFY', 'REMOVE'];

function readRecord(table: Table, viewType: StreamViewType, value: unknown, path: string): StreamRecord {
  const saved = object(value, path);
  const eventName = oneOf(saved.eventName, EVENT_NAMES, `${path}.eventName`);
  // An image is there exactly when the view type shows it and the change had it.
  const image = (field: 'oldImage' | 'newImage', expected: boolean) => {
    if (saved[field] === undefined) {
      if (expected) damaged(`${path}.${field}`, `a ${eventName} record of a ${viewType} stream has one`);
      return undefined;
    }
    if (!expected) damaged(`${path}.${field}`, `a ${eventName} record of a ${viewType} stream has none`);
    return readSavedItem(table, saved[field], `${path}.${field}`).item;
  };
  return streamRecord({
    sequence: whole(saved.sequence, `${path}.sequence`),
    eventName,
    createdAt: number(saved.createdAt, `${path}.createdAt`),
    keys: readSavedItem(table, saved.keys, `${path}.keys`).item.attributes,
    oldImage: image('oldImage', showsOldImage(viewType) && eventName !== 'INSERT'),
    newImage: image('newImage', showsNewImage(viewType) && eventName !== 'REMOVE'),
    byService: optional(saved.byService, (by) => flag(by, `${path}.byService`)) ?? false,
  });
}
