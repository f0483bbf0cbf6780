/**
 * The account-level throughput quota: 80,000 read and 80,000 write capacity units provisioned across
 * all provisioned tables and their global indexes together (ServiceQuotas.html; DescribeLimits'
 * AccountMax…CapacityUnits). On-demand tables hold none of it. The per-table and per-index quota,
 * checked apart, is in throughputQuota.ts.
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError } from '../errors.ts';
import type { Table } from '../storage/table.ts';
import type {
  CreateTableRequest,
  ProvisionedThroughputInput,
  UpdateTableRequest,
} from '../validation/requestTypes.ts';
import { ACCOUNT_QUOTA_UNITS } from './limits.ts';
import { HIGHER_LIMITS } from './throughputQuota.ts';

/** Provisioned read and write capacity units. */
export interface ProvisionedUnits {
  read: number;
  write: number;
}

/** What a new table would hold of the account quota: nothing on demand, else table plus indexes. */
export function newTableUnits(request: CreateTableRequest): ProvisionedUnits {
  const units = { read: 0, write: 0 };
  if (request.BillingMode === 'PAY_PER_REQUEST') return units;
  add(units, request.ProvisionedThroughput);
  for (const index of request.GlobalSecondaryIndexes ?? []) add(units, index.ProvisionedThroughput);
  return units;
}

/** What a table holds of the account quota now. */
export function tableUnits(table: Table): ProvisionedUnits {
  const units = { read: 0, write: 0 };
  if (table.billingMode !== 'PROVISIONED') return units;
  addState(units, table.provisioned);
  for (const index of table.indexes) if (index.kind === 'global') addState(units, index.provisioned);
  return units;
}

/** What a table would hold after an UpdateTable: its mode, throughput and global indexes changed. */
export function updatedTableUnits(table: Table, request: UpdateTableRequest): ProvisionedUnits {
  const units = { read: 0, write: 0 };
  if ((request.BillingMode ?? table.billingMode) !== 'PROVISIONED') return units;
  const updates = request.GlobalSecondaryIndexUpdates ?? [];
  if (!add(units, request.ProvisionedThroughput)) addState(units, table.provisioned);
  for (const index of table.indexes) {
    if (index.kind !== 'global' || updates.some((u) => u.Delete?.IndexName === index.name)) continue;
    const update = updates.find((u) => u.Update?.IndexName === index.name)?.Update;
    if (!add(units, update?.ProvisionedThroughput)) addState(units, index.provisioned);
  }
  for (const update of updates) add(units, update.Create?.ProvisionedThroughput);
  return units;
}

/**
 * Throws LimitExceededException when a new table (or restore) would take the account's provisioned
 * throughput past its quota, as recorded for CreateTable (DDB-TABLE-170, 171): "This request would
 * have caused the ReadCapacityUnits limit to be exceeded for the account in us-west-2. Current
 * ReadCapacityUnits reserved by the account: 40136. Limit: 80000. Requested: 40001", followed by
 * "Refer to ..." (DDB-TABLE-443), taken to be the per-table message's closing sentence.
 */
export function checkNewTableAccountQuota(engine: Engine, request: CreateTableRequest): void {
  const reserved = reservedByOthers(engine, request.TableName);
  const requested = newTableUnits(request);
  for (const [member, kind] of [
    ['ReadCapacityUnits', 'read'],
    ['WriteCapacityUnits', 'write'],
  ] as const) {
    if (reserved[kind] + requested[kind] <= ACCOUNT_QUOTA_UNITS) continue;
    throw new DynamoDBError(
      'LimitExceededException',
      `This request would have caused the ${member} limit to be exceeded for the account in ${engine.region}. Current ${member} reserved by the account: ${reserved[kind]}. Limit: ${ACCOUNT_QUOTA_UNITS}. Requested: ${requested[kind]}. ${HIGHER_LIMITS}`,
    );
  }
}

/**
 * Throws LimitExceededException when the account's provisioned throughput, with table `name`
 * holding `units`, would exceed the account quota. For UpdateTable, whose wording is not recorded
 * (nor what it counts as reserved and requested): the message is the sandbox's own.
 */
export function checkAccountQuota(engine: Engine, name: string, units: ProvisionedUnits): void {
  const others = reservedByOthers(engine, name);
  for (const [kind, requested] of [
    ['read', others.read + units.read],
    ['write', others.write + units.write],
  ] as const) {
    if (requested <= ACCOUNT_QUOTA_UNITS) continue;
    throw new DynamoDBError(
      'LimitExceededException',
      `Subscriber limit exceeded: The provisioned throughput of all tables and global secondary indexes cannot exceed the account-level quota of ${ACCOUNT_QUOTA_UNITS} ${kind} capacity units. Requested in total: ${requested}`,
    );
  }
}

/** What the account's tables other than `name` hold of its quota. */
function reservedByOthers(engine: Engine, name: string): ProvisionedUnits {
  const total = { read: 0, write: 0 };
  for (const table of engine.tables.values()) {
    if (table.name === name) continue;
    const held = tableUnits(table);
    total.read += held.read;
    total.write += held.write;
  }
  return total;
}

/** Adds given throughput; false when none was given. */
function add(units: ProvisionedUnits, throughput: ProvisionedThroughputInput | undefined): boolean {
  if (!throughput) return false;
  units.read += throughput.ReadCapacityUnits;
  units.write += throughput.WriteCapacityUnits;
  return true;
}

function addState(
  units: ProvisionedUnits,
  state: { readCapacityUnits: number; writeCapacityUnits: number } | undefined,
): void {
  if (!state) return;
  units.read += state.readCapacityUnits;
  units.write += state.writeCapacityUnits;
}
