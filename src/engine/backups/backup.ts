/**
 * On-demand backups (BackupRestore.html): a full copy of a table at the moment CreateBackup is
 * called, kept until DeleteBackup, whatever happens to the table — deleting the table keeps its
 * backups. A backup holds references to the table's stored items (immutable once stored), so taking
 * one copies no item. It is CREATING for a moment (BACKUP_CREATING_SHARE), then AVAILABLE.
 *
 * Deleting a table with point-in-time recovery on leaves a SYSTEM backup, `<table>$DeletedTableBackup`,
 * which expires after 35 days and cannot be deleted (pointintimerecovery_beforeyoubegin.html).
 *
 * Kept beside the engine (a WeakMap, as the stream registry is): only the backup operations need it.
 */
import type { Engine } from '../engine.ts';
import { definitionOf } from '../snapshot/exportSnapshot.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import type { Table } from '../storage/table.ts';
import { describeStreamFields } from '../streams/streamSpecification.ts';
import { describeIndexes } from '../operations/indexDefinitions.ts';
import { describeEncryption } from '../operations/serverSideEncryption.ts';
import { toEpochSeconds } from '../operations/tableDescription.ts';
import { vectorIndexDefinition } from '../vectors/vectorDefinitions.ts';

export type BackupStatus = 'CREATING' | 'AVAILABLE' | 'DELETED';
export type BackupType = 'USER' | 'SYSTEM';

/**
 * The share of the table status delay a backup stays CREATING. On AWS a small table's backup is
 * CREATING only in the CreateBackup reply: DescribeBackup ~50 ms later says AVAILABLE (ack-api-quirks
 * dynamodb DDB-BACKUP-003, 024, probed in 2026), against ~6.5 s for a new table to turn ACTIVE
 * (operations/tableArrival.ts). The sandbox keeps that ratio of its own status delay, so a restore
 * sent in the same instant as the backup still finds it being created.
 */
export const BACKUP_CREATING_SHARE = 50 / 6_500;

/** How long DynamoDB keeps the system backup of a deleted table. */
export const SYSTEM_BACKUP_RETENTION_MS = 35 * 24 * 60 * 60 * 1000;

export interface Backup {
  readonly arn: string;
  readonly name: string;
  readonly createdAt: number;
  readonly type: BackupType;
  /** SYSTEM backups expire; user backups are kept until deleted. */
  readonly expiresAt: number | undefined;
  status: BackupStatus;
  readonly sizeBytes: number;
  readonly itemCount: number;
  /** The source table as it was, for SourceTableDetails and restores. */
  readonly table: {
    readonly name: string;
    readonly id: string;
    readonly arn: string;
    readonly createdAt: number;
    readonly billingMode: Table['billingMode'];
    readonly read: number;
    readonly write: number;
    readonly keySchema: Table['keySchemaElements'];
    /** The CreateTable request that makes the table (indexes included). */
    readonly definition: Record<string, unknown>;
    /** SourceTableFeatureDetails, as the table was. */
    readonly features: Record<string, unknown>;
  };
  readonly items: readonly StoredItem[];
}

const registries = new WeakMap<Engine, Map<string, Backup>>();

/** Every backup of the engine's account, oldest first (Map order is creation order); expired ones go. */
export function backupsOf(engine: Engine): Map<string, Backup> {
  let backups = registries.get(engine);
  if (!backups) {
    backups = new Map();
    registries.set(engine, backups);
  }
  const now = engine.now();
  for (const [arn, backup] of backups) {
    if (backup.expiresAt !== undefined && backup.expiresAt <= now) backups.delete(arn);
  }
  return backups;
}

/** The table a restore from the backup is still making, if any (one restore may use a backup at a time). */
export function restoreInProgress(engine: Engine, backup: Backup): Table | undefined {
  for (const table of engine.tables.values()) {
    if (table.status === 'CREATING' && table.restoredFrom?.sourceBackupArn === backup.arn) return table;
  }
  return undefined;
}

export function takeBackup(engine: Engine, table: Table, name: string, type: BackupType = 'USER'): Backup {
  const now = Math.floor(engine.now());
  const items: StoredItem[] = [];
  let sizeBytes = 0;
  for (const collection of table.items.scanOrder.values()) {
    for (const item of collection.items.values()) {
      items.push(item);
      sizeBytes += item.size;
    }
  }
  const indexes = table.indexes.filter((index) => index.status !== 'DELETING');
  // System backups' ids end in zeros (recorded against AWS).
  const suffix = type === 'SYSTEM' ? 0 : engine.random32();
  const backup: Backup = {
    arn: `${table.arn}/backup/${String(now).padStart(14, '0')}-${suffix.toString(16).padStart(8, '0')}`,
    name,
    createdAt: now,
    type,
    expiresAt: type === 'SYSTEM' ? now + SYSTEM_BACKUP_RETENTION_MS : undefined,
    status: 'CREATING',
    sizeBytes,
    itemCount: items.length,
    table: {
      name: table.name,
      id: table.id,
      arn: table.arn,
      createdAt: table.createdAt,
      billingMode: table.billingMode,
      read: table.provisioned.readCapacityUnits,
      write: table.provisioned.writeCapacityUnits,
      keySchema: table.keySchemaElements.map(({ AttributeName, KeyType }) => ({ AttributeName, KeyType })),
      definition: definitionOf(engine, table, indexes),
      // A deleted table's system backup lists no features (recorded against AWS).
      features: type === 'SYSTEM' ? {} : featuresOf(engine, table),
    },
    items,
  };
  backupsOf(engine).set(backup.arn, backup);
  engine.after(BACKUP_CREATING_SHARE * engine.tableStatusDelayMs, () => {
    if (backup.status === 'CREATING') backup.status = 'AVAILABLE';
  });
  return backup;
}

/** BackupDetails. */
export function backupDetails(backup: Backup): Record<string, unknown> {
  return {
    BackupArn: backup.arn,
    BackupName: backup.name,
    BackupSizeBytes: backup.sizeBytes,
    BackupStatus: backup.status,
    BackupType: backup.type,
    BackupCreationDateTime: toEpochSeconds(backup.createdAt),
    BackupExpiryDateTime: backup.expiresAt === undefined ? undefined : toEpochSeconds(backup.expiresAt),
  };
}

/** BackupDescription (DescribeBackup, DeleteBackup). */
export function backupDescription(backup: Backup): Record<string, unknown> {
  const source = backup.table;
  return {
    BackupDetails: backupDetails(backup),
    SourceTableDetails: {
      TableName: source.name,
      TableId: source.id,
      TableArn: source.arn,
      TableSizeBytes: backup.sizeBytes,
      KeySchema: source.keySchema,
      TableCreationDateTime: toEpochSeconds(source.createdAt),
      ProvisionedThroughput: {
        ReadCapacityUnits: source.billingMode === 'PAY_PER_REQUEST' ? 0 : source.read,
        WriteCapacityUnits: source.billingMode === 'PAY_PER_REQUEST' ? 0 : source.write,
      },
      // The on-demand maximums the table had (ack-api-quirks dynamodb DDB-BACKUP-017, probed in 2026).
      OnDemandThroughput: source.definition.OnDemandThroughput,
      ItemCount: backup.itemCount,
      BillingMode: source.billingMode,
    },
    SourceTableFeatureDetails: source.features,
  };
}

/** BackupSummary (ListBackups), its members in the service model's order (as the AWS CLI prints them). */
export function backupSummary(backup: Backup): Record<string, unknown> {
  const details = backupDetails(backup);
  return {
    TableName: backup.table.name,
    TableId: backup.table.id,
    TableArn: backup.table.arn,
    BackupArn: details.BackupArn,
    BackupName: details.BackupName,
    BackupCreationDateTime: details.BackupCreationDateTime,
    BackupExpiryDateTime: details.BackupExpiryDateTime,
    BackupStatus: details.BackupStatus,
    BackupType: details.BackupType,
    BackupSizeBytes: details.BackupSizeBytes,
  };
}

/** The indexes, stream, TTL and encryption the table had, as SourceTableFeatureDetails lists them. */
function featuresOf(engine: Engine, table: Table): Record<string, unknown> {
  const indexes = describeIndexes(engine, table) as {
    LocalSecondaryIndexes?: Record<string, unknown>[];
    GlobalSecondaryIndexes?: Record<string, unknown>[];
  };
  const pick = (index: Record<string, unknown>, fields: string[]) =>
    Object.fromEntries(
      fields.filter((field) => index[field] !== undefined).map((field) => [field, index[field]]),
    );
  const stream = describeStreamFields(table).StreamSpecification as { StreamEnabled?: boolean } | undefined;
  const ttl = table.timeToLive;
  return {
    LocalSecondaryIndexes: indexes.LocalSecondaryIndexes?.map((index) =>
      pick(index, ['IndexName', 'KeySchema', 'Projection']),
    ),
    GlobalSecondaryIndexes: indexes.GlobalSecondaryIndexes?.map((index) => {
      const throughput = index.ProvisionedThroughput as {
        ReadCapacityUnits: number;
        WriteCapacityUnits: number;
      };
      return {
        ...pick(index, ['IndexName', 'KeySchema', 'Projection', 'OnDemandThroughput']),
        ProvisionedThroughput: {
          ReadCapacityUnits: throughput.ReadCapacityUnits,
          WriteCapacityUnits: throughput.WriteCapacityUnits,
        },
      };
    }),
    StreamDescription: stream?.StreamEnabled ? stream : undefined,
    TimeToLiveDescription: ttl
      ? { TimeToLiveStatus: ttl.status, AttributeName: ttl.attributeName }
      : undefined,
    // A KMS key the table used (ack-api-quirks dynamodb DDB-BACKUP-009, probed in 2026).
    SSEDescription: describeEncryption(table),
    VectorIndexes: table.vectorIndexes
      ?.filter((index) => index.status !== 'DELETING')
      .map(vectorIndexDefinition),
  };
}
