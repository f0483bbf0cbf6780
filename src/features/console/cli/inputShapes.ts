/**
 * The input shapes of the operations the console's CLI mode runs or waits on, read from the AWS SDK for
 * JavaScript's static schemas (its exported `…Input$`, built from the same service model botocore
 * reads) and put back into the service model's member order. botocore's parameter validation
 * (paramValidation.ts) and `--generate-cli-skeleton` (cliSkeleton.ts) both walk them.
 */
import {
  CreateBackupInput$,
  DeleteBackupInput$,
  DescribeBackupInput$,
  DescribeContinuousBackupsInput$,
  ListBackupsInput$,
  RestoreTableFromBackupInput$,
  RestoreTableToPointInTimeInput$,
  UpdateContinuousBackupsInput$,
  BatchExecuteStatementInput$,
  BatchGetItemInput$,
  BatchWriteItemInput$,
  CreateTableInput$,
  DeleteItemInput$,
  DeleteTableInput$,
  DescribeLimitsInput$,
  DescribeTableInput$,
  DescribeTimeToLiveInput$,
  DescribeContributorInsightsInput$,
  DescribeExportInput$,
  DescribeImportInput$,
  DescribeKinesisStreamingDestinationInput$,
  ListContributorInsightsInput$,
  UpdateContributorInsightsInput$,
  ExecuteStatementInput$,
  ExecuteTransactionInput$,
  GetItemInput$,
  ListTablesInput$,
  ListTagsOfResourceInput$,
  PutItemInput$,
  QueryInput$,
  ScanInput$,
  TagResourceInput$,
  TransactGetItemsInput$,
  TransactWriteItemsInput$,
  UntagResourceInput$,
  UpdateItemInput$,
  UpdateTableInput$,
  UpdateTimeToLiveInput$,
} from '@aws-sdk/client-dynamodb';
import { STREAMS_INPUTS } from './streamsInputShapes.ts';

/**
 * The SDK's static schemas: a number for a simple type (0 string, 1 number, 2 boolean, 21 blob,
 * 4–7 timestamps, 15 document; `64 |` a list of it, `128 |` a map of it), or an array — [3 or 4,
 * namespace, name, traits, member names, member schemas, required count] for a structure or union,
 * [1, …, member] for a list, [2, …, key, value] for a map. A member with traits is [schema, traits];
 * a reference to another shape is a function returning it. Required members come first.
 */
export type SchemaRef = number | readonly unknown[] | (() => unknown);

const INPUTS: Record<string, SchemaRef> = {
  CreateBackup: CreateBackupInput$,
  DeleteBackup: DeleteBackupInput$,
  DescribeBackup: DescribeBackupInput$,
  DescribeContinuousBackups: DescribeContinuousBackupsInput$,
  ListBackups: ListBackupsInput$,
  RestoreTableFromBackup: RestoreTableFromBackupInput$,
  RestoreTableToPointInTime: RestoreTableToPointInTimeInput$,
  UpdateContinuousBackups: UpdateContinuousBackupsInput$,
  BatchExecuteStatement: BatchExecuteStatementInput$,
  BatchGetItem: BatchGetItemInput$,
  BatchWriteItem: BatchWriteItemInput$,
  CreateTable: CreateTableInput$,
  DeleteItem: DeleteItemInput$,
  DeleteTable: DeleteTableInput$,
  DescribeLimits: DescribeLimitsInput$,
  DescribeTable: DescribeTableInput$,
  DescribeTimeToLive: DescribeTimeToLiveInput$,
  ExecuteStatement: ExecuteStatementInput$,
  ExecuteTransaction: ExecuteTransactionInput$,
  GetItem: GetItemInput$,
  ListTables: ListTablesInput$,
  ListTagsOfResource: ListTagsOfResourceInput$,
  PutItem: PutItemInput$,
  Query: QueryInput$,
  Scan: ScanInput$,
  TagResource: TagResourceInput$,
  TransactGetItems: TransactGetItemsInput$,
  TransactWriteItems: TransactWriteItemsInput$,
  UntagResource: UntagResourceInput$,
  UpdateItem: UpdateItemInput$,
  UpdateTable: UpdateTableInput$,
  UpdateTimeToLive: UpdateTimeToLiveInput$,
  UpdateContributorInsights: UpdateContributorInsightsInput$,
  DescribeContributorInsights: DescribeContributorInsightsInput$,
  ListContributorInsights: ListContributorInsightsInput$,
  // Polled by waiters (cliWaiters.ts), though the sandbox leaves these operations out.
  DescribeExport: DescribeExportInput$,
  DescribeImport: DescribeImportInput$,
  DescribeKinesisStreamingDestination: DescribeKinesisStreamingDestinationInput$,
  ...STREAMS_INPUTS,
};

export const STRING = 0;
export const NUMBER = 1;
export const BOOLEAN = 2;
export const BLOB = 21;
/** Timestamps: 4 (the default format) to 7. */
export const FIRST_TIMESTAMP = 4;
export const LAST_TIMESTAMP = 7;
const LIST_MODIFIER = 64;
const MAP_MODIFIER = 128;

export interface StructureShape {
  kind: 'structure';
  name: string;
  /** In the service model's order. */
  members: readonly string[];
  schemas: readonly SchemaRef[];
  required: ReadonlySet<string>;
}

export type Shape =
  | StructureShape
  | { kind: 'list'; member: SchemaRef }
  | { kind: 'map'; value: SchemaRef }
  | { kind: 'simple'; type: number };

/**
 * Structures whose required members the service model does not list first: these members lead,
 * in the model's order, and the rest follow in the SDK's (which is the model's). botocore names
 * members in this order in its messages, and the CLI's skeletons list them so.
 */
const MODEL_LEADING_MEMBERS: Readonly<Record<string, readonly string[]>> = {
  CreateTableInput: ['AttributeDefinitions', 'TableName'],
  UpdateTableInput: ['AttributeDefinitions', 'TableName'],
  RestoreTableToPointInTimeInput: ['SourceTableArn', 'SourceTableName'],
  UpdateContributorInsightsInput: ['TableName', 'IndexName'],
  Condition: ['AttributeValueList', 'ComparisonOperator'],
};

/** The input shape of an operation the console runs; undefined for one without a schema here. */
export function inputShape(operation: string): StructureShape | undefined {
  const input = Object.hasOwn(INPUTS, operation) ? INPUTS[operation] : undefined;
  return input === undefined ? undefined : (shapeOf(input) as StructureShape);
}

export function shapeOf(ref: SchemaRef): Shape {
  let schema: unknown = typeof ref === 'function' ? ref() : ref;
  // A member with traits: [schema, traits].
  if (Array.isArray(schema) && schema.length === 2) schema = schema[0];
  if (typeof schema === 'function') schema = (schema as () => unknown)();
  if (typeof schema === 'number') {
    if (schema & MAP_MODIFIER) return { kind: 'map', value: schema & ~MAP_MODIFIER };
    if (schema & LIST_MODIFIER) return { kind: 'list', member: schema & ~LIST_MODIFIER };
    return { kind: 'simple', type: schema };
  }
  const array = schema as unknown[];
  if (array[0] === 1) return { kind: 'list', member: array[4] as SchemaRef };
  if (array[0] === 2) return { kind: 'map', value: array[5] as SchemaRef };
  return structureOf(array);
}

const structures = new WeakMap<readonly unknown[], StructureShape>();

/** Reordered once per schema: validation runs on every keystroke of the CLI editor. */
function structureOf(schema: readonly unknown[]): StructureShape {
  const known = structures.get(schema);
  if (known) return known;
  const name = schema[2] as string;
  const sdkMembers = schema[4] as string[];
  const sdkSchemas = schema[5] as SchemaRef[];
  const required = new Set(sdkMembers.slice(0, (schema[6] as number | undefined) ?? 0));
  const leading = (Object.hasOwn(MODEL_LEADING_MEMBERS, name) ? MODEL_LEADING_MEMBERS[name] : []).filter(
    (member) => sdkMembers.includes(member),
  );
  const members = [...leading, ...sdkMembers.filter((member) => !leading.includes(member))];
  const shape: StructureShape = {
    kind: 'structure',
    name,
    members,
    schemas: members.map((member) => sdkSchemas[sdkMembers.indexOf(member)]),
    required,
  };
  structures.set(schema, shape);
  return shape;
}
