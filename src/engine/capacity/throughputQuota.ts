/**
 * The throughput quotas of the sandbox's account, DynamoDB's defaults (ServiceQuotas.html; what
 * DescribeLimits reports):
 *   - table level: 40,000 read and 40,000 write units for any one table or global secondary index;
 *   - account level: 80,000 read and 80,000 write capacity units provisioned across all provisioned
 *     tables and their global indexes together (on-demand tables hold none of it).
 * CreateTable and UpdateTable refuse provisioned throughput beyond either, and warm throughput above
 * the table level too, since a table or index cannot consume more than its quota however warm it is.
 *
 * DynamoDB answers with LimitExceededException; its wording for these cases is not recorded, so the
 * messages are the sandbox's own, in the "Subscriber limit exceeded" form of DynamoDB's other quota
 * errors. The table-level quota also bounds what the capacity model builds: partitions follow the
 * throughput a resource must serve, and a CreateTable asking for 10^12 units would otherwise ask for
 * 3·10^8 of them.
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError, invalidParameter } from '../errors.ts';
import type { Table } from '../storage/table.ts';
import type {
  CreateTableRequest,
  ProvisionedThroughputInput,
  UpdateTableRequest,
  WarmThroughputInput,
} from '../validation/requestTypes.ts';
import {
  ACCOUNT_QUOTA_UNITS,
  ON_DEMAND_INITIAL_READ,
  ON_DEMAND_INITIAL_WRITE,
  TABLE_QUOTA_UNITS,
} from './limits.ts';

export interface QuotaCheck {
  /** `table <name>` or `index <name>`. */
  owner: string;
  provisioned?: ProvisionedThroughputInput;
  warm?: WarmThroughputInput;
}

/** Throws LimitExceededException when a table's or index's throughput is above the quota. */
export function checkThroughputQuota({ owner, provisioned, warm }: QuotaCheck): void {
  if (provisioned) {
    exceeds(provisioned.ReadCapacityUnits, `provisioned throughput for ${owner}`, 'read capacity units');
    exceeds(provisioned.WriteCapacityUnits, `provisioned throughput for ${owner}`, 'write capacity units');
  }
  if (warm) {
    exceeds(warm.ReadUnitsPerSecond, `warm throughput for ${owner}`, 'read units per second');
    exceeds(warm.WriteUnitsPerSecond, `warm throughput for ${owner}`, 'write units per second');
  }
}

function exceeds(units: number | undefined, what: string, unitName: string): void {
  if (units === undefined || units <= TABLE_QUOTA_UNITS) return;
  throw new DynamoDBError(
    'LimitExceededException',
    `Subscriber limit exceeded: The ${what} cannot exceed the table-level quota of ${TABLE_QUOTA_UNITS} ${unitName}. Requested: ${units}`,
  );
}

/** A new table's quota check: the table, then each global index in request order. */
export function checkNewTableQuota(request: CreateTableRequest): void {
  checkThroughputQuota({
    owner: `table ${request.TableName}`,
    provisioned: request.ProvisionedThroughput,
    warm: request.WarmThroughput,
  });
  for (const index of request.GlobalSecondaryIndexes ?? []) {
    checkThroughputQuota({
      owner: `index ${index.IndexName}`,
      provisioned: index.ProvisionedThroughput,
      warm: index.WarmThroughput,
    });
  }
}

/**
 * CreateTable refuses a WarmThroughput below what the table starts with: on demand 12,000 / 4,000
 * units (Alternator's test_warm_throughput.py, run against DynamoDB), naming the table or index and
 * the on-demand guide; provisioned, the table's provisioned capacity. Messages as probed against AWS
 * in 2026 (ack-api-quirks dynamodb DDB-TABLE-039, 128, 442).
 */
export function checkNewTableWarmMinimum(request: CreateTableRequest): void {
  if (request.BillingMode !== 'PAY_PER_REQUEST') {
    const warm = request.WarmThroughput;
    const provisioned = request.ProvisionedThroughput;
    if (!warm || !provisioned) return;
    const pairs = [
      ['ReadUnitsPerSecond', warm.ReadUnitsPerSecond, 'ReadCapacityUnits', provisioned.ReadCapacityUnits],
      ['WriteUnitsPerSecond', warm.WriteUnitsPerSecond, 'WriteCapacityUnits', provisioned.WriteCapacityUnits],
    ] as const;
    for (const [member, value, units, capacity] of pairs) {
      if (value !== undefined && value < capacity) {
        throw invalidParameter(
          `Requested ${member} for WarmThroughput for table is lower than ${units} of ProvisionedThroughput`,
        );
      }
    }
    return;
  }
  const owners = [
    { owner: 'table', warm: request.WarmThroughput },
    ...(request.GlobalSecondaryIndexes ?? []).map((index) => ({
      owner: `index ${index.IndexName}`,
      warm: index.WarmThroughput,
    })),
  ];
  const minimum = {
    ReadUnitsPerSecond: ON_DEMAND_INITIAL_READ,
    WriteUnitsPerSecond: ON_DEMAND_INITIAL_WRITE,
  };
  for (const { owner, warm } of owners) {
    for (const member of ['ReadUnitsPerSecond', 'WriteUnitsPerSecond'] as const) {
      const value = warm?.[member];
      if (value === undefined || value >= minimum[member]) continue;
      throw invalidParameter(
        `Requested ${member} for WarmThroughput for ${owner} is lower than initial throughput for OnDemand. See: ${ON_DEMAND_INITIAL_GUIDE}`,
      );
    }
  }
}

const ON_DEMAND_INITIAL_GUIDE =
  'https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/on-demand-capacity-mode.html#on-demand-capacity-mode-initial';

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
 * Throws LimitExceededException when the account's provisioned throughput, with table `name`
 * holding `units` (a new table is not in the engine yet), would exceed the account quota.
 */
export function checkAccountQuota(engine: Engine, name: string, units: ProvisionedUnits): void {
  const total = { ...units };
  for (const table of engine.tables.values()) {
    if (table.name === name) continue;
    const held = tableUnits(table);
    total.read += held.read;
    total.write += held.write;
  }
  for (const [kind, requested] of [
    ['read', total.read],
    ['write', total.write],
  ] as const) {
    if (requested <= ACCOUNT_QUOTA_UNITS) continue;
    throw new DynamoDBError(
      'LimitExceededException',
      `Subscriber limit exceeded: The provisioned throughput of all tables and global secondary indexes cannot exceed the account-level quota of ${ACCOUNT_QUOTA_UNITS} ${kind} capacity units. Requested in total: ${requested}`,
    );
  }
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
