/**
 * The engine's state as plain data (snapshotTypes.ts), read directly from the tables — no requests,
 * so saving charges no capacity and works whatever the tables' throughput. Tables being deleted and
 * indexes being deleted are left out: a restore would only delete them again.
 */
import { vectorIndexDefinition } from '../vectors/vectorDefinitions.ts';
import { savedPolicy } from './policySnapshots.ts';
import { savedGlobalTable } from './globalTableSnapshots.ts';
import { savedInsights } from './insightsSnapshots.ts';
import { savedKinesisDestinations } from './kinesisSnapshots.ts';
import type { ResourceCapacity } from '../capacity/resourceCapacity.ts';
import { transferSnapshotCodec } from './transferSnapshotSlot.ts';
import type { Engine } from '../engine.ts';
import { storedItemJson } from '../reply.ts';
import { encryptionSpecification } from '../operations/serverSideEncryption.ts';
import { savedBackups } from './backupSnapshots.ts';
import { savedLayouts } from './partitionLayouts.ts';
import { savedPointInTime } from './pointInTimeSnapshots.ts';
import { savedDeletedTableStreams, savedDisabledStreams, savedStreamState } from './streamSnapshots.ts';
import type { SecondaryIndex } from '../storage/secondaryIndex.ts';
import { liveStreams } from '../streams/streamRegistry.ts';
import type { TableStream } from '../streams/tableStream.ts';
import type { ProvisionedThroughputState, Table } from '../storage/table.ts';
import {
  SNAPSHOT_FORMAT,
  SNAPSHOT_VERSION,
  type EngineSnapshot,
  type RegionSnapshot,
  type TableSnapshot,
  type ThroughputHistory,
} from './snapshotTypes.ts';

export interface ExportOptions {
  /** The most records kept per stream (default MAX_SAVED_STREAM_RECORDS, streamSnapshots.ts). */
  maxStreamRecords?: number;
  /** The most point-in-time recovery changes kept per table (default MAX_SAVED_CHANGES). */
  maxPointInTimeChanges?: number;
}

/** The whole account: the home Region at the top level, other Regions (if any hold data) beside it. */
export function exportSnapshot(engine: Engine, options: ExportOptions = {}): EngineSnapshot {
  const home = engine.regions.home;
  const { now, speed, running } = home.clock.state();
  const snapshot: EngineSnapshot = {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    clock: { now, speed, running },
    ...regionSnapshot(home, options),
  };
  if (home.replicas.lagMs > 0) snapshot.replicaLagMs = home.replicas.lagMs;
  const regions = home.regions
    .all()
    .filter((region) => region !== home)
    .map((region) => ({ region: region.region, ...regionSnapshot(region, options) }))
    .filter(
      (region) =>
        region.tables.length > 0 ||
        region.backups ||
        region.deletedTableStreams ||
        region.exports ||
        region.imports ||
        region.bulkOperations,
    );
  if (regions.length > 0) snapshot.regions = regions;
  const s3Objects = transferSnapshotCodec()?.saveObjects(home);
  if (s3Objects) snapshot.s3Objects = s3Objects;
  return snapshot;
}

function regionSnapshot(engine: Engine, options: ExportOptions): RegionSnapshot {
  // Every stream still readable, once: disabled ones go with their tables, a deleted table's apart.
  const streams = liveStreams(engine);
  const tables: TableSnapshot[] = [];
  for (const table of engine.tables.values()) {
    if (table.status !== 'DELETING') tables.push(tableSnapshot(engine, table, streams, options));
  }
  const region: RegionSnapshot = { tables };
  const backups = savedBackups(engine);
  if (backups.length > 0) region.backups = backups;
  const deletedTableStreams = savedDeletedTableStreams(engine, streams, options.maxStreamRecords);
  if (deletedTableStreams.length > 0) region.deletedTableStreams = deletedTableStreams;
  return { ...region, ...transferSnapshotCodec()?.saveTasks(engine) };
}

function tableSnapshot(
  engine: Engine,
  table: Table,
  streams: readonly TableStream[],
  options: ExportOptions,
): TableSnapshot {
  const indexes = table.indexes.filter((index) => index.status !== 'DELETING');
  const ttl = table.timeToLive;
  const layouts = savedLayouts(engine, table, indexes);
  const snapshot: TableSnapshot = {
    definition: definitionOf(engine, table, indexes),
    id: table.id,
    createdAt: table.createdAt,
    indexes: indexes.map((index) =>
      withoutUndefined({
        name: index.name,
        throughput: index.provisioned && history(index.provisioned),
        partitions: layouts.indexes.get(index.name),
        contributorInsights: savedInsights(index.contributorInsights),
      }),
    ),
    throughput: history(table.provisioned),
    statistics: {
      itemCount: table.statistics.itemCount,
      sizeBytes: table.statistics.sizeBytes,
      takenAt: table.statistics.takenAt,
      indexes: [...table.statistics.indexes]
        .filter(([name]) => [...indexes, ...(table.vectorIndexes ?? [])].some((index) => index.name === name))
        .map(([name, { itemCount, sizeBytes }]) => ({ name, itemCount, sizeBytes })),
    },
    items: itemsOf(table),
  };
  if (layouts.table) snapshot.partitions = layouts.table;
  if (table.contributorInsights) snapshot.contributorInsights = savedInsights(table.contributorInsights);
  const kinesisDestinations = savedKinesisDestinations(table.kinesisDestinations);
  if (kinesisDestinations) snapshot.kinesisDestinations = kinesisDestinations;
  const disabledStreams = savedDisabledStreams(streams, table, options.maxStreamRecords);
  if (disabledStreams.length > 0) snapshot.disabledStreams = disabledStreams;
  if (table.latestStream?.isEnabled) {
    snapshot.streamCreatedAt = table.latestStream.createdAt;
    snapshot.stream = savedStreamState(table.latestStream, options.maxStreamRecords);
    if (table.latestStream.tags.size > 0) snapshot.stream.tags = [...table.latestStream.tags];
  }
  if (table.pointInTime) {
    snapshot.pointInTime = savedPointInTime(table, table.pointInTime, options.maxPointInTimeChanges);
  }
  if (table.restoredFrom) snapshot.restoredFrom = { ...table.restoredFrom };
  const globalTable = savedGlobalTable(engine, table);
  if (globalTable) snapshot.globalTable = globalTable;
  const policy = savedPolicy(table.resourcePolicy);
  if (policy) snapshot.resourcePolicy = policy;
  if (table.lastSwitchToPayPerRequest !== undefined)
    snapshot.lastSwitchToPayPerRequest = table.lastSwitchToPayPerRequest;
  if (table.tableClassUpdatedAt !== undefined) snapshot.tableClassUpdatedAt = table.tableClassUpdatedAt;
  if (table.settingsReplicationMode) snapshot.settingsReplicationMode = table.settingsReplicationMode;
  if (ttl) {
    snapshot.timeToLive = {
      status: ttl.status,
      attributeName: ttl.attributeName,
      changedAt: ttl.changedAt,
      deletedItems: ttl.deletedItems,
    };
  }
  return snapshot;
}

/**
 * The CreateTable request that makes this table (definitions limited to the key attributes in use),
 * on-demand maximum throughput included where it was set.
 */
export function definitionOf(
  engine: Engine,
  table: Table,
  indexes: SecondaryIndex[],
): Record<string, unknown> {
  const provisioned = table.billingMode === 'PROVISIONED';
  const capacity = engine.capacity.existing(table);
  const maximums = (resource: ResourceCapacity | undefined) =>
    provisioned || !resource ? undefined : onDemandMaximums(resource);
  const used = new Set(table.keySchemaElements.map((element) => element.AttributeName));
  for (const index of indexes) for (const element of index.keySchemaElements) used.add(element.AttributeName);
  const vectorIndexes = (table.vectorIndexes ?? []).filter((index) => index.status !== 'DELETING');
  for (const index of vectorIndexes) for (const attribute of index.searchSchema) used.add(attribute.name);
  const indexDefinition = (index: SecondaryIndex) =>
    withoutUndefined({
      IndexName: index.name,
      KeySchema: index.keySchemaElements.map(({ AttributeName, KeyType }) => ({ AttributeName, KeyType })),
      Projection:
        index.projection.type === 'INCLUDE'
          ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection.nonKeyAttributes] }
          : { ProjectionType: index.projection.type },
      ProvisionedThroughput:
        provisioned && index.provisioned
          ? (index.pendingThroughput ?? throughputOf(index.provisioned))
          : undefined,
      OnDemandThroughput:
        index.kind === 'global' ? maximums(capacity?.existingIndexResource(index)) : undefined,
    });
  const locals = indexes.filter((index) => index.kind === 'local');
  const globals = indexes.filter((index) => index.kind === 'global');
  const stream = table.latestStream;
  return withoutUndefined({
    TableName: table.name,
    KeySchema: table.keySchemaElements.map(({ AttributeName, KeyType }) => ({ AttributeName, KeyType })),
    AttributeDefinitions: table.attributeDefinitions
      .filter((definition) => used.has(definition.AttributeName))
      .map(({ AttributeName, AttributeType }) => ({ AttributeName, AttributeType })),
    BillingMode: table.billingMode,
    // A save while a throughput change is pending keeps the new figures, as a moment later.
    ProvisionedThroughput: provisioned
      ? (table.pendingThroughput ?? throughputOf(table.provisioned))
      : undefined,
    OnDemandThroughput: maximums(capacity?.resource),
    LocalSecondaryIndexes: locals.length > 0 ? locals.map(indexDefinition) : undefined,
    GlobalSecondaryIndexes: globals.length > 0 ? globals.map(indexDefinition) : undefined,
    StreamSpecification: stream?.isEnabled
      ? { StreamEnabled: true, StreamViewType: stream.viewType }
      : undefined,
    // A save while the class changes keeps the new class, as a moment later.
    TableClass: table.pendingTableClass ?? table.tableClass,
    ...encryptionSpecification(table),
    DeletionProtectionEnabled: table.deletionProtection,
    Tags: table.tags.size > 0 ? [...table.tags].map(([Key, Value]) => ({ Key, Value })) : undefined,
    VectorIndexes: vectorIndexes.length > 0 ? vectorIndexes.map(vectorIndexDefinition) : undefined,
  });
}

/** OnDemandThroughput as CreateTable takes it, when a maximum is set. */
function onDemandMaximums(resource: ResourceCapacity): Record<string, number> | undefined {
  const read = resource.maxReadRequestUnits;
  const write = resource.maxWriteRequestUnits;
  if (read === undefined && write === undefined) return undefined;
  return withoutUndefined({ MaxReadRequestUnits: read, MaxWriteRequestUnits: write }) as Record<
    string,
    number
  >;
}

function throughputOf(state: ProvisionedThroughputState) {
  return { ReadCapacityUnits: state.readCapacityUnits, WriteCapacityUnits: state.writeCapacityUnits };
}

function history(state: ProvisionedThroughputState): ThroughputHistory {
  return withoutUndefined({
    lastIncrease: state.lastIncrease,
    lastDecrease: state.lastDecrease,
    decreasesToday: state.decreasesToday,
  });
}

/** Items as wire JSON objects, in scan order: a copy, never the engine's own (immutable) maps. */
function itemsOf(table: Table): unknown[] {
  const items: unknown[] = [];
  for (const collection of table.items.scanOrder.values()) {
    for (const item of collection.items.values()) items.push(JSON.parse(storedItemJson(item).json));
  }
  return items;
}

/** Saved data stays JSON-shaped: absent members are left out rather than stored as undefined. */
function withoutUndefined<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) if (value[key] === undefined) delete value[key];
  return value;
}
