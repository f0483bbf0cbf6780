/**
 * Saved streams (streamSnapshots.ts) back into an engine: every field is read and checked first —
 * what is in a file may have been edited by hand or cut short, and a problem names where it is —
 * and only then, with the table in the engine, are the streams made again.
 */
import type { Engine } from '../engine.ts';
import { enableStream, restoreDisabledStream } from '../streams/streamSpecification.ts';
import { Shard } from '../streams/shard.ts';
import {
  showsNewImage,
  showsOldImage,
  streamRecord,
  type StreamEventName,
  type StreamRecord,
  type StreamViewType,
} from '../streams/streamRecord.ts';
import type { StreamNumbering } from '../streams/tableStream.ts';
import type { Table } from '../storage/table.ts';
import { readSavedItem, type RestoredTable } from './restoreTable.ts';
import {
  anyText,
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

/** A table's saved streams, read and checked. */
export interface SavedTableStreams {
  enabled: SavedStreamState | undefined;
  disabled: SavedDisabledStream[];
}

export function readTableStreams(restored: RestoredTable, path: string, now: number): SavedTableStreams {
  const { table, request, streamState, disabledStreams, streamCreatedAt } = restored;
  return {
    enabled:
      streamState === undefined
        ? undefined
        : readStreamState(table, request.StreamSpecification!.StreamViewType!, streamState, `${path}.stream`),
    disabled:
      disabledStreams === undefined
        ? []
        : readDisabledStreams(table, disabledStreams, `${path}.disabledStreams`, streamCreatedAt, now),
  };
}

/**
 * Makes a restored table's streams again, once the table and its partitions are in the engine:
 * the disabled ones, oldest first, then the enabled one (with its saved shards, or new, empty ones
 * for snapshots from before streams were saved). Records past their 24 hours go at once; an open
 * shard whose partition is gone closes. Once every table is done, orderStreamsByCreation puts them
 * in the order ListStreams lists them.
 */
export function restoreTableStreams(engine: Engine, restored: RestoredTable, saved: SavedTableStreams): void {
  const { table, request, streamCreatedAt } = restored;
  for (const stream of saved.disabled) makeDisabledStream(engine, table, stream);
  const specification = request.StreamSpecification;
  if (!specification?.StreamEnabled) return;
  const enabled = enableStream(engine, table, specification.StreamViewType!, streamCreatedAt);
  enabled.status = 'ENABLED';
  if (saved.enabled) {
    enabled.restoreShards(saved.enabled.shards, saved.enabled.numbering);
    enabled.refresh(engine.now());
    for (const [key, value] of saved.enabled.tags) enabled.tags.set(key, value);
  }
}

/** A saved disabled stream of `table`, made again with its shards; records past 24 hours go. */
export function makeDisabledStream(engine: Engine, table: Table, saved: SavedDisabledStream): void {
  const stream = restoreDisabledStream(engine, table, saved.viewType, saved.createdAt, saved.disabledAt);
  stream.restoreShards(saved.shards, saved.numbering);
  stream.refresh(engine.now());
}

export interface SavedDisabledStream extends SavedStreamState {
  viewType: StreamViewType;
  createdAt: number;
  disabledAt: number;
}

/**
 * Reads a table's disabled streams: created in order, each before the enabled stream (if any),
 * disabled after it was created and not after the snapshot's clock.
 */
export function readDisabledStreams(
  table: Table,
  value: unknown,
  path: string,
  enabledCreatedAt: number | undefined,
  now: number,
): SavedDisabledStream[] {
  let previous = Number.NEGATIVE_INFINITY;
  return array(value, path).map((entry, i) => {
    const where = `${path}[${i}]`;
    const stream = readDisabledStream(table, entry, where, now);
    if (
      stream.createdAt <= previous ||
      (enabledCreatedAt !== undefined && stream.createdAt >= enabledCreatedAt)
    ) {
      damaged(
        `${where}.createdAt`,
        'expected streams in the order they were created, before the enabled one',
      );
    }
    previous = stream.createdAt;
    return stream;
  });
}

/** One disabled stream: disabled after it was created, and not after the snapshot's clock. */
export function readDisabledStream(
  table: Table,
  value: unknown,
  where: string,
  now: number,
): SavedDisabledStream {
  const saved = object(value, where);
  const viewType = oneOf(saved.viewType, VIEW_TYPES, `${where}.viewType`);
  const createdAt = whole(saved.createdAt, `${where}.createdAt`);
  const disabledAt = number(saved.disabledAt, `${where}.disabledAt`);
  if (disabledAt < createdAt || disabledAt > now)
    damaged(`${where}.disabledAt`, 'expected a time from the stream’s creation to the snapshot’s clock');
  return { viewType, createdAt, disabledAt, ...readStreamState(table, viewType, saved, where) };
}

const VIEW_TYPES: readonly StreamViewType[] = ['KEYS_ONLY', 'NEW_IMAGE', 'OLD_IMAGE', 'NEW_AND_OLD_IMAGES'];

export interface SavedStreamState {
  numbering: StreamNumbering;
  shards: Shard[];
  tags: [string, string][];
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
  const tags = optional(saved.tags, (list) =>
    array(list, `${path}.tags`).map((entry, i): [string, string] => {
      const [key, value] = array(entry, `${path}.tags[${i}]`);
      return [text(key, `${path}.tags[${i}][0]`), anyText(value, `${path}.tags[${i}][1]`)];
    }),
  );
  return { numbering, shards, tags: tags ?? [] };
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
