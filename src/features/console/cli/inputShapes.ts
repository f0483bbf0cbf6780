/**
 * The input shapes of DynamoDB's operations, decoded from the AWS SDK for JavaScript's static schemas
 * (inputSchemas.ts) and put back into the service model's member order. botocore's parameter validation
 * (paramValidation.ts) and `--generate-cli-skeleton` (cliSkeleton.ts) both walk them.
 */
import { INPUTS, type SchemaRef } from './inputSchemas.ts';

export type { SchemaRef };

const STRING = 0;
const NUMBER = 1;
const BOOLEAN = 2;
const BLOB = 21;
/** Timestamps: 4 (the default format) to 7. */
const FIRST_TIMESTAMP = 4;
const LAST_TIMESTAMP = 7;
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
  | { kind: 'simple'; type: SimpleType };

/** A scalar member's type; `other` for what DynamoDB's inputs do not use (documents). */
export type SimpleType = 'string' | 'number' | 'boolean' | 'blob' | 'timestamp' | 'other';

function simpleType(type: number): SimpleType {
  if (type === STRING) return 'string';
  if (type === NUMBER) return 'number';
  if (type === BOOLEAN) return 'boolean';
  if (type === BLOB) return 'blob';
  if (type >= FIRST_TIMESTAMP && type <= LAST_TIMESTAMP) return 'timestamp';
  return 'other';
}

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
  ExportTableToPointInTimeInput: ['TableArn', 'ExportTime', 'ClientToken', 'S3Bucket'],
  ImportTableInput: [
    'ClientToken',
    'S3BucketSource',
    'InputFormat',
    'InputFormatOptions',
    'InputCompressionType',
  ],
  S3BucketSource: ['S3BucketOwner'],
  // Derived commands' shapes (inputSchemas.ts).
  UpdateTableReplicaAutoScalingInput: ['GlobalSecondaryIndexUpdates'],
  AutoScalingPolicyUpdate: ['PolicyName'],
  AutoScalingTargetTrackingScalingPolicyConfigurationUpdate: [
    'DisableScaleIn',
    'ScaleInCooldown',
    'ScaleOutCooldown',
  ],
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
    return { kind: 'simple', type: simpleType(schema) };
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
