/**
 * The requests that make a table again somewhere else — in an AWS account, or another sandbox — as
 * it is here: CreateTable with its keys, indexes (vector indexes too), capacity, stream, table class
 * and deletion protection as DescribeTable shows them; Time to Live and point-in-time recovery when they are on;
 * then its items in BatchWriteItem requests of 25 (DynamoDB's most per batch). Left out: what only
 * means something in this sandbox or costs money to copy blindly (encryption keys, warm throughput,
 * tags, Contributor Insights), and the resource-based policy, which names this account's ARNs.
 */
import type {
  IndexDescription,
  Item,
  OnDemandThroughput,
  TableDescription,
  VectorIndexDescription,
} from '../../client/wireTypes.ts';
import type { ScriptStep } from '../console/asCode/scriptSteps.ts';

/** Items a script carries: 40 batches, past which a script is no way to move data. */
export const RECREATE_ITEM_LIMIT = 1_000;
const BATCH_SIZE = 25;

export interface TableSettings {
  table: TableDescription;
  /** The Time to Live attribute, when Time to Live is on (or being turned on). */
  timeToLiveAttribute?: string;
  pointInTimeRecovery: boolean;
  /** Its window in days; CreateTable's copy would otherwise get the default 35. */
  recoveryPeriodInDays?: number;
}

/** The steps; `name` gives the new table another name (a copy in the same account, to try a change on). */
export function recreateTableSteps(
  settings: TableSettings,
  items: readonly Item[],
  name = settings.table.TableName,
): ScriptStep[] {
  const { table } = settings;
  const steps: ScriptStep[] = [{ operation: 'CreateTable', request: createTableRequest(table, name) }];
  if (settings.timeToLiveAttribute)
    steps.push({
      operation: 'UpdateTimeToLive',
      request: {
        TableName: name,
        TimeToLiveSpecification: { Enabled: true, AttributeName: settings.timeToLiveAttribute },
      },
    });
  if (settings.pointInTimeRecovery)
    steps.push({
      operation: 'UpdateContinuousBackups',
      request: {
        TableName: name,
        PointInTimeRecoverySpecification: {
          PointInTimeRecoveryEnabled: true,
          ...(settings.recoveryPeriodInDays !== undefined &&
            settings.recoveryPeriodInDays !== 35 && { RecoveryPeriodInDays: settings.recoveryPeriodInDays }),
        },
      },
    });
  const carried = items.slice(0, RECREATE_ITEM_LIMIT);
  for (let start = 0; start < carried.length; start += BATCH_SIZE) {
    const batch = carried.slice(start, start + BATCH_SIZE);
    steps.push({
      operation: 'BatchWriteItem',
      request: { RequestItems: { [name]: batch.map((item) => ({ PutRequest: { Item: item } })) } },
    });
  }
  return steps;
}

function createTableRequest(table: TableDescription, name: string): Record<string, unknown> {
  const provisioned = (table.BillingModeSummary?.BillingMode ?? 'PROVISIONED') === 'PROVISIONED';
  const request: Record<string, unknown> = {
    TableName: name,
    KeySchema: table.KeySchema,
    AttributeDefinitions: table.AttributeDefinitions,
    BillingMode: provisioned ? 'PROVISIONED' : 'PAY_PER_REQUEST',
    ...capacityOf(provisioned, table),
  };
  const locals = table.LocalSecondaryIndexes ?? [];
  if (locals.length > 0) request.LocalSecondaryIndexes = locals.map(indexDefinition);
  const globals = table.GlobalSecondaryIndexes ?? [];
  if (globals.length > 0)
    request.GlobalSecondaryIndexes = globals.map((index) => ({
      ...indexDefinition(index),
      ...capacityOf(provisioned, index),
    }));
  const vectors = table.VectorIndexes ?? [];
  if (vectors.length > 0) request.VectorIndexes = vectors.map(vectorIndexDefinition);
  const stream = table.StreamSpecification;
  if (stream?.StreamEnabled)
    request.StreamSpecification = { StreamEnabled: true, StreamViewType: stream.StreamViewType };
  const tableClass = table.TableClassSummary?.TableClass;
  if (tableClass && tableClass !== 'STANDARD') request.TableClass = tableClass;
  if (table.DeletionProtectionEnabled) request.DeletionProtectionEnabled = true;
  return request;
}

function indexDefinition(index: IndexDescription): Record<string, unknown> {
  return {
    IndexName: index.IndexName,
    KeySchema: index.KeySchema,
    Projection: index.Projection ?? { ProjectionType: 'ALL' },
  };
}

/**
 * A vector index as CreateTable defines it: DescribeTable's description without its status, size and
 * ARN. Its search-schema attributes are in the table's AttributeDefinitions, which CreateTable needs.
 */
function vectorIndexDefinition(index: VectorIndexDescription): Record<string, unknown> {
  return {
    IndexName: index.IndexName,
    VectorAttribute: { AttributeName: index.VectorAttribute.AttributeName },
    Dimensions: index.Dimensions,
    DistanceFunction: index.DistanceFunction,
    ...(index.SearchSchema && index.SearchSchema.length > 0 && { SearchSchema: index.SearchSchema }),
    Projection: index.Projection ?? { ProjectionType: 'ALL' },
  };
}

type Capacity = Pick<TableDescription, 'ProvisionedThroughput' | 'OnDemandThroughput'>;

/**
 * A table's or global index's capacity as CreateTable takes it: its provisioned throughput, or the
 * on-demand maximums that are set (DescribeTable shows -1 for none; nothing when neither is).
 */
function capacityOf(provisioned: boolean, described: Capacity): Capacity {
  if (provisioned) {
    const { ReadCapacityUnits = 1, WriteCapacityUnits = 1 } = described.ProvisionedThroughput ?? {};
    return { ProvisionedThroughput: { ReadCapacityUnits, WriteCapacityUnits } };
  }
  const { MaxReadRequestUnits = -1, MaxWriteRequestUnits = -1 } = described.OnDemandThroughput ?? {};
  const set: OnDemandThroughput = {
    ...(MaxReadRequestUnits > 0 && { MaxReadRequestUnits }),
    ...(MaxWriteRequestUnits > 0 && { MaxWriteRequestUnits }),
  };
  return Object.keys(set).length > 0 ? { OnDemandThroughput: set } : {};
}
