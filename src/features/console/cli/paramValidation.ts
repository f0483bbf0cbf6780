/**
 * botocore's parameter validation, which the AWS CLI runs before it sends anything: a value of the
 * wrong type, a missing required member or an unknown one stops the command with "Parameter
 * validation failed:" and one line per problem — the CLI's answer to `--item '{"PK": "x"}'` or
 * `{"PK": {"s": "x"}}`, mistakes DynamoDB would otherwise answer with a SerializationException.
 *
 * The input shapes are the AWS SDK for JavaScript's (its exported `…Input$` schemas, the same
 * service model botocore reads). Those carry no length or range minimums: botocore's "valid min
 * length/value" checks take theirs from botocoreMinimums.ts.
 * As in botocore, AttributeValue is an ordinary structure: setting two of its members, or none, is
 * DynamoDB's to refuse.
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
import { BOTOCORE_MINIMUMS } from './botocoreMinimums.ts';
import { pythonStr, pythonTypeName } from './pythonText.ts';
import { STREAMS_INPUTS } from './streamsInputShapes.ts';

/**
 * The SDK's static schemas: a number for a simple type (0 string, 1 number, 2 boolean, 21 blob,
 * 4–7 timestamps, 15 document; `64 |` a list of it, `128 |` a map of it), or an array — [3 or 4,
 * namespace, name, traits, member names, member schemas, required count] for a structure or union,
 * [1, …, member] for a list, [2, …, key, value] for a map. A member with traits is [schema, traits];
 * a reference to another shape is a function returning it. Required members come first.
 */
type SchemaRef = number | readonly unknown[] | (() => unknown);

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
  ...STREAMS_INPUTS,
};

const LIST_MODIFIER = 64;
const MAP_MODIFIER = 128;
const STRING = 0;
const NUMBER = 1;
const BOOLEAN = 2;
const BLOB = 21;
/** Timestamps: 4 (the default format) to 7. */
const FIRST_TIMESTAMP = 4;
const LAST_TIMESTAMP = 7;

type Shape =
  | { kind: 'structure'; name: string; members: string[]; schemas: SchemaRef[]; required: number }
  | { kind: 'list'; member: SchemaRef }
  | { kind: 'map'; value: SchemaRef }
  | { kind: 'simple'; type: number };

/** botocore's messages for what is wrong with the request (empty when nothing is). */
export function parameterErrors(operation: string, request: Record<string, unknown>): string[] {
  const input = INPUTS[operation];
  if (input === undefined) return [];
  const errors: string[] = [];
  validate(request, input, '', errors);
  return errors;
}

function shapeOf(ref: SchemaRef): Shape {
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
  return {
    kind: 'structure',
    name: array[2] as string,
    members: array[4] as string[],
    schemas: array[5] as SchemaRef[],
    required: (array[6] as number | undefined) ?? 0,
  };
}

/** The path as botocore names it: `input` at the top, then `.Member`, `[0]`, `.key`. */
const displayName = (name: string) => (name === '' ? 'input' : name.startsWith('.') ? name.slice(1) : name);

function invalidType(errors: string[], name: string, value: unknown, validTypes: string): void {
  errors.push(
    `Invalid type for parameter ${displayName(name)}, value: ${pythonStr(value)}, ` +
      `type: ${pythonTypeName(value)}, valid types: ${validTypes}`,
  );
}

const isDict = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `minimum`: the member's (botocoreMinimums.ts), checked once the value has the right type. */
function validate(value: unknown, ref: SchemaRef, name: string, errors: string[], minimum?: number): void {
  const shape = shapeOf(ref);
  switch (shape.kind) {
    case 'structure':
      return validateStructure(value, shape, name, errors);
    case 'list':
      if (!Array.isArray(value)) return invalidType(errors, name, value, "<class 'list'>, <class 'tuple'>");
      if (minimum !== undefined && value.length < minimum) tooShort(errors, name, value.length, minimum);
      value.forEach((element, i) => validate(element, shape.member, `${name}[${i}]`, errors));
      return;
    case 'map':
      if (!isDict(value)) return invalidType(errors, name, value, "<class 'dict'>");
      for (const [key, member] of Object.entries(value))
        validate(member, shape.value, `${name}.${key}`, errors);
      return;
    case 'simple':
      if (validateSimple(value, shape.type, name, errors) && minimum !== undefined)
        checkMinimum(value, shape.type, name, minimum, errors);
      return;
  }
}

function tooShort(errors: string[], name: string, length: number, minimum: number): void {
  errors.push(
    `Invalid length for parameter ${displayName(name)}, value: ${length}, valid min length: ${minimum}`,
  );
}

/** botocore's range check: a string's length (Python counts code points) or a number's value. */
function checkMinimum(value: unknown, type: number, name: string, minimum: number, errors: string[]): void {
  if (type === STRING) {
    const length = [...(value as string)].length;
    if (length < minimum) tooShort(errors, name, length, minimum);
  } else if (type === NUMBER && Number(value) < minimum) {
    errors.push(
      `Invalid value for parameter ${displayName(name)}, value: ${pythonStr(value)}, valid min value: ${minimum}`,
    );
  }
}

function validateStructure(
  value: unknown,
  shape: Extract<Shape, { kind: 'structure' }>,
  name: string,
  errors: string[],
): void {
  if (!isDict(value)) return invalidType(errors, name, value, "<class 'dict'>");
  for (const required of shape.members.slice(0, shape.required)) {
    if (!Object.hasOwn(value, required)) {
      errors.push(`Missing required parameter in ${displayName(name)}: "${required}"`);
    }
  }
  const known: string[] = [];
  for (const key of Object.keys(value)) {
    if (shape.members.includes(key)) known.push(key);
    else {
      errors.push(
        `Unknown parameter in ${displayName(name)}: "${key}", must be one of: ${shape.members.join(', ')}`,
      );
    }
  }
  // The CLI builds the request from its options in the input's member order, whatever the order
  // on the command line; nested values keep the order they were written in.
  if (name === '') known.sort((a, b) => shape.members.indexOf(a) - shape.members.indexOf(b));
  const minimums = BOTOCORE_MINIMUMS[shape.name];
  for (const key of known) {
    const schema = shape.schemas[shape.members.indexOf(key)];
    validate(value[key], schema, `${name}.${key}`, errors, minimums?.[key]);
  }
}

/** Reports a value of the wrong type; true when the type is right. */
function validateSimple(value: unknown, type: number, name: string, errors: string[]): boolean {
  const before = errors.length;
  if (type === STRING && typeof value !== 'string') invalidType(errors, name, value, "<class 'str'>");
  // Python's bool is an int, so true passes where an integer belongs.
  else if (type === NUMBER && !(Number.isInteger(value) || typeof value === 'boolean')) {
    invalidType(errors, name, value, "<class 'int'>");
  } else if (type === BOOLEAN && typeof value !== 'boolean')
    invalidType(errors, name, value, "<class 'bool'>");
  // A timestamp option the console could not read as a date stays a string, as it does in the CLI.
  else if (type >= FIRST_TIMESTAMP && type <= LAST_TIMESTAMP && typeof value !== 'number') {
    invalidType(errors, name, value, "<class 'datetime.datetime'>, timestamp-string");
  } else if (type === BLOB && typeof value !== 'string') {
    invalidType(errors, name, value, "<class 'bytes'>, <class 'bytearray'>, file-like object");
  }
  return errors.length === before;
}
