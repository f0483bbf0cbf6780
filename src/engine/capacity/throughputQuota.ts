/**
 * The throughput quotas of the sandbox's account, DynamoDB's defaults (ServiceQuotas.html; what
 * DescribeLimits reports):
 *   - table level: 40,000 read and 40,000 write units for any one table or global secondary index,
 *     each held to it apart (a table at 39,900 with an index at 200 is accepted);
 *   - account level: 80,000 read and 80,000 write units across all provisioned tables and their
 *     global indexes together (accountQuota.ts).
 * CreateTable and UpdateTable refuse provisioned throughput beyond either, and warm throughput above
 * the table level too, since a table or index cannot consume more than its quota however warm it is.
 *
 * DynamoDB answers LimitExceededException (HTTP 400) in the words a 2026 lab recorded against AWS
 * (ack-api-quirks dynamodb DDB-TABLE-170, 171, 154, 393, 443; the per-table text also appears in AWS
 * Health notices of failed auto scaling). Not recorded, so still the sandbox's own words: a table's
 * (not an index's) warm throughput above the quota.
 * The table-level quota also bounds what the capacity model builds: partitions follow the
 * throughput a resource must serve, and a CreateTable asking for 10^12 units would otherwise ask for
 * 3·10^8 of them.
 */
import { DynamoDBError, invalidParameter } from '../errors.ts';
import type {
  CreateTableRequest,
  OnDemandThroughputInput,
  ProvisionedThroughputInput,
  WarmThroughputInput,
} from '../validation/requestTypes.ts';
import { ON_DEMAND_INITIAL_READ, ON_DEMAND_INITIAL_WRITE, TABLE_QUOTA_UNITS } from './limits.ts';

/** The sentence DynamoDB ends its quota refusals with (DDB-TABLE-170, 443). */
export const HIGHER_LIMITS =
  'Refer to the Amazon DynamoDB Developer Guide for current limits and how to request higher limits.';

export interface QuotaCheck {
  /** The Region the messages name. */
  region: string;
  table: string;
  /** The global index's name; absent for the table itself. */
  index?: string;
  provisioned?: ProvisionedThroughputInput;
  warm?: WarmThroughputInput;
}

/** Throws LimitExceededException when a table's or index's throughput is above the quota. */
export function checkThroughputQuota(check: QuotaCheck): void {
  const { provisioned, warm } = check;
  if (provisioned) {
    provisionedAbove(check, 'ReadCapacityUnits', provisioned.ReadCapacityUnits);
    provisionedAbove(check, 'WriteCapacityUnits', provisioned.WriteCapacityUnits);
  }
  if (warm) {
    warmAbove(check, 'ReadUnitsPerSecond', warm.ReadUnitsPerSecond);
    warmAbove(check, 'WriteUnitsPerSecond', warm.WriteUnitsPerSecond);
  }
}

/**
 * As recorded for CreateTable and UpdateTable (DDB-TABLE-170): "The requested ReadCapacityUnits,
 * 40001, is above the per table maximum for the account in us-west-2. Per table maximum: 40000.
 * Refer to …"; for an index "The requested ReadCapacityUnits for index gsi1, 40001, is above the per
 * index maximum for the account in us-west-2. Per table maximum: 40000. ..." (sic, "table"), whose
 * elided end is taken to be the table's closing sentence.
 */
function provisionedAbove(check: QuotaCheck, member: string, units: number): void {
  if (units <= TABLE_QUOTA_UNITS) return;
  const [requested, maximum] = check.index
    ? [`${member} for index ${check.index}`, 'per index maximum']
    : [member, 'per table maximum'];
  throw new DynamoDBError(
    'LimitExceededException',
    `The requested ${requested}, ${units}, is above the ${maximum} for the account in ${check.region}. Per table maximum: ${TABLE_QUOTA_UNITS}. ${HIGHER_LIMITS}`,
  );
}

/**
 * An index's warm throughput is refused in the on-demand maximums' form, "for index gsi1" (no colon):
 * "Requested ReadUnitsPerSecond for WarmThroughput for index gsi1 exceeds TableMaxReadCapacityUnits…"
 * (DDB-TABLE-154, 171). A table's is not recorded: its message is the sandbox's own.
 */
function warmAbove(check: QuotaCheck, member: string, units: number | undefined): void {
  if (units === undefined || units <= TABLE_QUOTA_UNITS) return;
  const quota = member.startsWith('Read') ? 'TableMaxReadCapacityUnits' : 'TableMaxWriteCapacityUnits';
  const unitName = member.startsWith('Read') ? 'read units per second' : 'write units per second';
  throw new DynamoDBError(
    'LimitExceededException',
    check.index
      ? `Subscriber limit exceeded: Requested ${member} for WarmThroughput for index ${check.index} exceeds ${quota} of the account in region ${check.region}`
      : `Subscriber limit exceeded: The warm throughput for table ${check.table} cannot exceed the table-level quota of ${TABLE_QUOTA_UNITS} ${unitName}. Requested: ${units}`,
  );
}

/**
 * UpdateTable's on-demand maximums above the per-table quota (DDB-TABLE-154): "Subscriber limit
 * exceeded: Requested MaxReadRequestUnits for OnDemandThroughput for table exceeds
 * TableMaxReadCapacityUnits of the account in region us-west-2", an index named "for index : gsi1".
 * CreateTable's are not recorded and not checked.
 */
export function checkOnDemandQuota(
  region: string,
  settings: OnDemandThroughputInput | undefined,
  index?: string,
): void {
  if (!settings) return;
  for (const [member, quota] of [
    ['MaxReadRequestUnits', 'TableMaxReadCapacityUnits'],
    ['MaxWriteRequestUnits', 'TableMaxWriteCapacityUnits'],
  ] as const) {
    if ((settings[member] ?? 0) <= TABLE_QUOTA_UNITS) continue;
    const owner = index === undefined ? 'table' : `index : ${index}`;
    throw new DynamoDBError(
      'LimitExceededException',
      `Subscriber limit exceeded: Requested ${member} for OnDemandThroughput for ${owner} exceeds ${quota} of the account in region ${region}`,
    );
  }
}

/** A new table's quota check: the table, then each global index in request order. */
export function checkNewTableQuota(region: string, request: CreateTableRequest): void {
  const table = request.TableName;
  checkThroughputQuota({
    region,
    table,
    provisioned: request.ProvisionedThroughput,
    warm: request.WarmThroughput,
  });
  for (const index of request.GlobalSecondaryIndexes ?? []) {
    checkThroughputQuota({
      region,
      table,
      index: index.IndexName,
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
