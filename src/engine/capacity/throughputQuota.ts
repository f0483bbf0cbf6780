/**
 * The table-level throughput quota of the sandbox's account: DynamoDB's default, 40,000 read and
 * 40,000 write units for any one table or global secondary index (ServiceQuotas.html; DescribeLimits
 * reports it as TableMax…CapacityUnits). CreateTable and UpdateTable refuse provisioned throughput
 * above it, and warm throughput above it too, since a table or index cannot consume more than its
 * quota however warm it is.
 *
 * DynamoDB answers with LimitExceededException; its wording for this case is not recorded, so the
 * messages are the sandbox's own, in the "Subscriber limit exceeded" form of DynamoDB's other quota
 * errors. The quota also bounds what the capacity model builds: partitions follow the throughput a
 * resource must serve, and a CreateTable asking for 10^12 units would otherwise ask for 3·10^8 of
 * them. Not modelled: the account-level quota (80,000 across all provisioned tables and indexes).
 */
import { DynamoDBError } from '../errors.ts';
import type {
  CreateTableRequest,
  ProvisionedThroughputInput,
  WarmThroughputInput,
} from '../validation/requestTypes.ts';
import { TABLE_QUOTA_UNITS } from './limits.ts';

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
