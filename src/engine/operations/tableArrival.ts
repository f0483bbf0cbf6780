/**
 * How a new table reaches DynamoDB's side services, as probed against AWS in 2026 (ack-api-quirks
 * dynamodb DDB-TABLE-101, 115, DDB-BACKUP-002). A plain table there is CREATING for about 6.5 s: the
 * time-to-live, Contributor Insights and backup services answer as if it did not exist for the first
 * 2.6 s, and that it is being created after that; the tagging service learns of it only 5.3 s in;
 * and backups are still being enabled for up to 6 s after the table is ACTIVE. The sandbox keeps
 * those shares of its own status delay: the side services know a table 40% of the way into its
 * creation, tagging 80%, and backups are available 40% of the delay after it is ACTIVE. A table
 * being restored is unknown to them all until it is ACTIVE.
 *
 * An import's table comes later still (DDB-IMPORT-001): ImportTable names its ARN and TableId at
 * once, but it is unknown to every operation — DescribeTable included — until it appears, CREATING,
 * 30.7 s into an import that took 110.8 s in all; after that it is a table being created like any
 * other. Like a new replica's table in its Region (globalTables/replicaLifecycle.ts), it is not
 * among the engine's tables until then (`tableArrives`).
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError, resourceNotFound } from '../errors.ts';
import type { SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { Table } from '../storage/table.ts';

const SIDE_SERVICES_SHARE = 0.4;
const TAGGING_SHARE = 0.8;
const BACKUPS_AFTER_ACTIVE_SHARE = 0.4;

/**
 * When an import's table appears, in status delays after ImportTable. The sandbox's small import
 * takes 5 delays (transfers/importLifecycle.ts) for AWS's 110.8 s, and it keeps AWS's share of that
 * before the table appears: 30.7 / 110.8 of 5 delays, 1.4. AWS's 30.7 s as such (4.7 times its
 * 6.5 s CREATING of a plain table) would leave the sandbox's import almost no CREATING phase. The
 * wait does not grow with the source's size (DDB-IMPORT-006: CREATING at 30.8 s of a 28,500-item
 * import), nor does the sandbox's.
 */
export const IMPORT_ARRIVAL_DELAYS = 1.4;

function unknownYet(engine: Engine, table: Table, share: number): boolean {
  if (table.status !== 'CREATING') return false;
  if (hiddenUntilActive(engine, table)) return true;
  return engine.now() - table.createdAt < share * engine.tableStatusDelayMs;
}

/**
 * A restore's target, and a replica's table being made in its Region, stay unknown to the side
 * services and to UpdateTable and DescribeTimeToLive until ACTIVE, however long that takes
 * (ack-api-quirks dynamodb DDB-TABLE-217: 72 polls through a restore's CREATING; DDB-TABLE-298).
 * DescribeTable alone shows them.
 */
export function hiddenUntilActive(engine: Engine, table: Table): boolean {
  if (table.status !== 'CREATING') return false;
  const replica = table.replication?.members.get(engine.region);
  return table.restoredFrom !== undefined || replica?.status === 'CREATING';
}

/** Whether time to live, Contributor Insights and backups do not know the table yet. */
export function unknownToSideServices(engine: Engine, table: Table): boolean {
  return unknownYet(engine, table, SIDE_SERVICES_SHARE);
}

/**
 * Whether Contributor Insights does not know yet a global index UpdateTable has just added. AWS
 * answered "Index: <name> not found" 1.7 s into the index's 42 s resource allocation and knew it
 * 21.8 s in (ack-api-quirks dynamodb DDB-TABLE-116); the sandbox keeps the share it keeps for tables.
 */
export function indexUnknownToSideServices(engine: Engine, index: SecondaryIndex): boolean {
  const added = index.addedAt;
  if (index.status !== 'CREATING' || added === undefined) return false;
  return engine.now() - added < SIDE_SERVICES_SHARE * engine.tableStatusDelayMs;
}

/** Whether the tagging service does not know the table yet. */
export function unknownToTagging(engine: Engine, table: Table): boolean {
  return unknownYet(engine, table, TAGGING_SHARE);
}

/** A side service's answer about a table it does not know yet: the one for a missing table. */
export function tableNotFoundYet(table: Table): DynamoDBError {
  return resourceNotFound(`Requested resource not found: Table: ${table.name} not found`);
}

/** Whether backups are still being enabled: while the table is created, and a while after. */
export function backupsBeingEnabled(engine: Engine, table: Table): boolean {
  if (table.status === 'CREATING') return true;
  const since = table.activeSince;
  return since !== undefined && engine.now() < since + BACKUPS_AFTER_ACTIVE_SHARE * engine.tableStatusDelayMs;
}

export function backupsUnavailable(table: Table): DynamoDBError {
  return new DynamoDBError(
    'ContinuousBackupsUnavailableException',
    `Backups are being enabled for the table: ${table.name}. Please retry later`,
  );
}

/**
 * Puts a table made in the background among the engine's tables, where every operation sees it,
 * unless the name has been taken meanwhile: DynamoDB does not reserve an import's table name
 * (DDB-IMPORT-018), so another import's table or CreateTable may have it. Whether it arrived.
 */
export function tableArrives(engine: Engine, table: Table): boolean {
  if (engine.tables.has(table.name)) return false;
  engine.tables.set(table.name, table);
  return true;
}
