/**
 * One saved table rebuilt the way CreateTable builds a table (its validation, newTable, buildIndex),
 * then given back its identity, history and items. Items go through the engine's own PutItem checks
 * and planWrite/commitWrite — no capacity is charged and, since the table is not yet observed by a
 * stream or TTL, no stream records are made. Nothing here touches the engine's table list: a damaged
 * snapshot fails before any table appears.
 */
import { readPolicy } from './policySnapshots.ts';
import { readInsights } from './insightsSnapshots.ts';
import { readKinesisDestinations } from './kinesisSnapshots.ts';
import { LATEST_TIME_MS } from '../clock.ts';
import { toStoredItem, type Engine } from '../engine.ts';
import type { PartitionLayout } from '../capacity/partitionLayout.ts';
import { readLayout } from './partitionLayouts.ts';
import { checkNewTableQuota } from '../capacity/throughputQuota.ts';
import { newTable } from '../operations/createTable.ts';
import { commitLoadedItem } from '../storage/commitWrite.ts';
import { checkIndexKeyValues } from '../storage/indexKeyChecks.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import { keyOfItem, type EncodedKey } from '../storage/primaryKey.ts';
import { newIndexStore, type SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { ProvisionedThroughputState, RestoreSource, Table } from '../storage/table.ts';
import type { CreateTableRequest } from '../validation/requestTypes.ts';
import { validateCreateTable } from '../validation/createTable.ts';
import { validatePutItem } from '../validation/putItem.ts';
import {
  array,
  checked,
  count,
  damaged,
  isObject,
  number,
  object,
  oneOf,
  optional,
  text,
  type Fields,
} from './snapshotReader.ts';

export interface RestoredTable {
  table: Table;
  request: CreateTableRequest;
  /** Point-in-time recovery when it was on, checked later (pointInTimeSnapshots.ts). */
  pointInTime: unknown;
  /** When the enabled stream was created, if the snapshot says (older ones do not). */
  streamCreatedAt: number | undefined;
  /** The saved shards and records of the enabled stream, checked later (streamSnapshots.ts). */
  streamState: unknown;
  /** Streams disabled less than 24 hours before the save, checked later. */
  disabledStreams: unknown;
  /** The saved Time to Live fields, checked later (they need the engine's clock). */
  timeToLive: unknown;
  /** Partition layouts, put back once the table is in the engine (partitionLayouts.ts). */
  layouts: { table?: PartitionLayout; indexes: Map<string, PartitionLayout> };
}

export function restoreTable(engine: Engine, value: unknown, path: string): RestoredTable {
  const saved = object(value, path);
  const request = checked(`${path}.definition`, () => {
    const definition = validateCreateTable(object(saved.definition, `${path}.definition`));
    // A saved file is input like any request: one asking for 10^12 units must not build 10^8 partitions.
    checkNewTableQuota(engine.region, definition);
    return definition;
  });
  // Its item store hashes keys as DynamoDB does; files from before that carry a `hashSeed` (here and
  // per index) for the seeded hash then used, which is ignored.
  const made = newTable(engine, request);
  const createdAt = number(saved.createdAt, `${path}.createdAt`);
  const table: Table = {
    ...made,
    id: text(saved.id, `${path}.id`),
    createdAt,
    // A table saved while CREATING or UPDATING comes back as it would be a moment later.
    status: 'ACTIVE',
    indexes: restoreIndexes(made.indexes, array(saved.indexes, `${path}.indexes`), `${path}.indexes`),
    vectorIndexes: made.vectorIndexes?.map((index) => ({ ...index, status: 'ACTIVE' as const })),
    provisioned: withHistory(made.provisioned, saved.throughput, `${path}.throughput`),
    lastSwitchToPayPerRequest: optional(saved.lastSwitchToPayPerRequest, (at) =>
      number(at, `${path}.lastSwitchToPayPerRequest`),
    ),
    tableClassUpdatedAt: optional(saved.tableClassUpdatedAt, (at) =>
      number(at, `${path}.tableClassUpdatedAt`),
    ),
    settingsReplicationMode: optional(saved.settingsReplicationMode, (mode) =>
      oneOf(mode, ['ENABLED', 'DISABLED'] as const, `${path}.settingsReplicationMode`),
    ),
    statistics: restoreStatistics(saved.statistics, `${path}.statistics`),
    contributorInsights: readInsights(saved.contributorInsights, `${path}.contributorInsights`),
    kinesisDestinations: readKinesisDestinations(saved.kinesisDestinations, `${path}.kinesisDestinations`),
    restoredFrom: optional(saved.restoredFrom, (from) => readRestoreSource(from, `${path}.restoredFrom`)),
    resourcePolicy: readPolicy(engine, saved.resourcePolicy, `${path}.resourcePolicy`),
  };
  if (table.billingMode === 'PAY_PER_REQUEST') table.lastSwitchToPayPerRequest ??= createdAt;
  fillItems(table, array(saved.items, `${path}.items`), `${path}.items`);
  const layouts = {
    table: optional(saved.partitions, (layout) => readLayout(layout, `${path}.partitions`)),
    indexes: indexLayouts(array(saved.indexes, `${path}.indexes`), `${path}.indexes`),
  };
  const streamCreatedAt = optional(saved.streamCreatedAt, (at) => number(at, `${path}.streamCreatedAt`));
  if (streamCreatedAt !== undefined) {
    if (!request.StreamSpecification?.StreamEnabled)
      damaged(`${path}.streamCreatedAt`, 'the table has no enabled stream');
    if (!Number.isInteger(streamCreatedAt) || streamCreatedAt < 0 || streamCreatedAt > LATEST_TIME_MS)
      damaged(`${path}.streamCreatedAt`, `expected whole milliseconds from 0 to ${LATEST_TIME_MS}`);
  }
  if (saved.stream !== undefined && streamCreatedAt === undefined)
    damaged(`${path}.stream`, 'saved shards need the stream’s streamCreatedAt');
  return {
    table,
    request,
    streamCreatedAt,
    streamState: saved.stream,
    disabledStreams: saved.disabledStreams,
    pointInTime: saved.pointInTime,
    timeToLive: saved.timeToLive,
    layouts,
  };
}

/** A restored table's RestoreSummary source: the ARNs it names and the time restored to. */
function readRestoreSource(value: unknown, path: string): RestoreSource {
  const from = object(value, path);
  return {
    sourceBackupArn: optional(from.sourceBackupArn, (arn) => text(arn, `${path}.sourceBackupArn`)),
    sourceTableArn: text(from.sourceTableArn, `${path}.sourceTableArn`),
    restoredTo: number(from.restoredTo, `${path}.restoredTo`),
  };
}

function indexLayouts(saved: unknown[], path: string): Map<string, PartitionLayout> {
  const layouts = new Map<string, PartitionLayout>();
  saved.forEach((entry, i) => {
    const fields = object(entry, `${path}[${i}]`);
    const layout = optional(fields.partitions, (value) => readLayout(value, `${path}[${i}].partitions`));
    if (layout) layouts.set(text(fields.name, `${path}[${i}].name`), layout);
  });
  return layouts;
}

function restoreIndexes(made: SecondaryIndex[], saved: unknown[], path: string): SecondaryIndex[] {
  const byName = new Map<string, Fields>();
  saved.forEach((entry, i) => {
    const fields = object(entry, `${path}[${i}]`);
    byName.set(text(fields.name, `${path}[${i}].name`), fields);
  });
  if (byName.size !== made.length) damaged(path, 'the indexes do not match the table definition');
  return made.map((index) => {
    const fields = byName.get(index.name) ?? damaged(path, `no saved state for index ${index.name}`);
    const where = `${path}[${index.name}]`;
    return {
      ...index,
      status: 'ACTIVE',
      backfilling: undefined,
      entries: newIndexStore(index.keySchema),
      provisioned:
        index.provisioned && withHistory(index.provisioned, fields.throughput, `${where}.throughput`),
      contributorInsights:
        index.kind === 'global'
          ? readInsights(fields.contributorInsights, `${where}.contributorInsights`)
          : undefined,
    };
  });
}

function withHistory(
  state: ProvisionedThroughputState,
  value: unknown,
  path: string,
): ProvisionedThroughputState {
  const saved = object(value, path);
  return {
    ...state,
    lastIncrease: optional(saved.lastIncrease, (at) => number(at, `${path}.lastIncrease`)),
    lastDecrease: optional(saved.lastDecrease, (at) => number(at, `${path}.lastDecrease`)),
    decreasesToday: count(saved.decreasesToday, `${path}.decreasesToday`),
  };
}

function restoreStatistics(value: unknown, path: string): Table['statistics'] {
  const saved = object(value, path);
  const indexes = new Map<string, { itemCount: number; sizeBytes: number }>();
  array(saved.indexes, `${path}.indexes`).forEach((entry, i) => {
    const where = `${path}.indexes[${i}]`;
    const fields = object(entry, where);
    indexes.set(text(fields.name, `${where}.name`), {
      itemCount: count(fields.itemCount, `${where}.itemCount`),
      sizeBytes: count(fields.sizeBytes, `${where}.sizeBytes`),
    });
  });
  return {
    itemCount: count(saved.itemCount, `${path}.itemCount`),
    sizeBytes: count(saved.sizeBytes, `${path}.sizeBytes`),
    takenAt: number(saved.takenAt, `${path}.takenAt`),
    indexes,
  };
}

/** Writes the saved items (index entries at once: the saved items were already consistent). */
function fillItems(table: Table, items: unknown[], path: string): void {
  items.forEach((raw, i) => {
    const where = `${path}[${i}]`;
    const stored = readSavedItem(table, raw, where);
    if (table.items.get(stored.key)) damaged(where, 'a second item with the same key');
    commitLoadedItem(table, stored.key, stored.item);
  });
}

/** A saved item in the wire format, checked as a PutItem into `table` (which it is not put into). */
export function readSavedItem(
  table: Table,
  raw: unknown,
  where: string,
): { key: EncodedKey; item: StoredItem } {
  if (!isObject(raw)) damaged(where, 'expected an item');
  return checked(where, () => {
    const item = validatePutItem({ TableName: table.name, Item: raw }).Item;
    checkIndexKeyValues(table, item);
    return { key: keyOfItem(table.keySchema, item), item: toStoredItem(item) };
  });
}
