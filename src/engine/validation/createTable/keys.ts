/**
 * CreateTable's key schemas against its AttributeDefinitions: every key attribute defined, every
 * definition used by some key, HASH before RANGE, two different names. Messages and their order
 * are DynamoDB's (architect/dynalite's createTable tests; live probes in a 2026 catalogue).
 */
import { invalidParameter, validation } from '../../errors.ts';
import type { CreateTableRequest, KeySchemaElementInput } from '../requestTypes.ts';
import { javaHashSetOrder } from './javaSetOrder.ts';

const list = (names: Iterable<string>) => `[${javaHashSetOrder(names).join(', ')}]`;

export function checkDefinitionsUnique(request: CreateTableRequest): void {
  const seen = new Set<string>();
  for (const { AttributeName: name } of request.AttributeDefinitions) {
    if (seen.has(name)) throw validation(`Attribute Name is duplicated: ${name}`);
    seen.add(name);
  }
}

/** Index key attributes must all be defined (the table's own key is checked the same way). */
export function checkKeysDefined(
  keySchema: readonly KeySchemaElementInput[],
  definitions: readonly string[],
): void {
  const keys = keySchema.map((key) => key.AttributeName);
  if (keys.some((key) => !definitions.includes(key))) {
    throw invalidParameter(
      `Some index key attributes are not defined in AttributeDefinitions. Keys: ${list(keys)}, AttributeDefinitions: ${list(definitions)}`,
    );
  }
}

/** A key schema's structure: distinct names, HASH first, RANGE second. */
export function checkKeyOrder(keySchema: readonly KeySchemaElementInput[]): void {
  if (keySchema.length === 2 && keySchema[0].AttributeName === keySchema[1].AttributeName) {
    throw validation('Both the Hash Key and the Range Key element in the KeySchema have the same name');
  }
  if (keySchema[0].KeyType !== 'HASH')
    throw validation('Invalid KeySchema: The first KeySchemaElement is not a HASH key type');
  if (keySchema.length === 2 && keySchema[1].KeyType !== 'RANGE') {
    throw validation('Invalid KeySchema: The second KeySchemaElement is not a RANGE key type');
  }
}

/** DynamoDB's limits on a multi-attribute global index key (November 2025). */
export const MAX_KEY_ATTRIBUTES_PER_ROLE = 4;

/**
 * A global secondary index's key schema: HASH elements first (1 to 4), then RANGE elements (0 to 4),
 * all names distinct. A two-element schema gets the classic messages, unless it is two HASH
 * elements: a multi-attribute partition key with no sort key (Alternator's test_gsi_composite_keys.py,
 * run against DynamoDB).
 */
export function checkGlobalIndexKeyOrder(keySchema: readonly KeySchemaElementInput[]): void {
  const twoHashes =
    keySchema.length === 2 &&
    keySchema.every((key) => key.KeyType === 'HASH') &&
    keySchema[0].AttributeName !== keySchema[1].AttributeName;
  if (keySchema.length <= 2 && !twoHashes) return checkKeyOrder(keySchema);
  if (keySchema[0].KeyType !== 'HASH')
    throw validation('Invalid KeySchema: The first KeySchemaElement is not a HASH key type');
  const hashes = keySchema.filter((key) => key.KeyType === 'HASH').length;
  const ordered = keySchema.every((key, i) =>
    i < hashes ? key.KeyType === 'HASH' : key.KeyType === 'RANGE',
  );
  // Messages as DynamoDB answers multi-attribute key schemas (live captures, ack-api-quirks catalogue).
  if (!ordered)
    throw invalidParameter('All HASH key attributes must precede RANGE key attributes in the KeySchema');
  if (hashes > MAX_KEY_ATTRIBUTES_PER_ROLE) {
    throw invalidParameter('The KeySchema exceeds the maximum allowed number of HASH key attributes');
  }
  if (keySchema.length - hashes > MAX_KEY_ATTRIBUTES_PER_ROLE) {
    throw invalidParameter('The KeySchema exceeds the maximum allowed number of RANGE key attributes');
  }
  if (new Set(keySchema.map((key) => key.AttributeName)).size !== keySchema.length) {
    throw validation('The KeySchema contains multiple key attributes with the same name');
  }
}

export function checkTableKeys(request: CreateTableRequest): void {
  const definitions = request.AttributeDefinitions.map((d) => d.AttributeName);
  if (request.KeySchema.length > definitions.length) {
    throw validation('Invalid KeySchema: Some index key attribute have no definition');
  }
  checkKeysDefined(request.KeySchema, definitions);
  checkKeyOrder(request.KeySchema);
  if (!hasSecondaryIndexes(request) && request.KeySchema.length !== definitions.length) {
    throw invalidParameter(
      'Number of attributes in KeySchema does not exactly match number of attributes defined in AttributeDefinitions',
    );
  }
}

/** Whether the request makes any index: its definitions may then serve more than the table's key. */
export function hasSecondaryIndexes(request: CreateTableRequest): boolean {
  return (
    request.LocalSecondaryIndexes !== undefined ||
    request.GlobalSecondaryIndexes !== undefined ||
    request.VectorIndexes !== undefined
  );
}

/**
 * With indexes, each definition must serve the table's or some index's key, or a vector index's
 * search schema.
 */
export function checkDefinitionsUsed(request: CreateTableRequest): void {
  const used = new Set<string>();
  const schemas = [
    request.KeySchema,
    ...(request.LocalSecondaryIndexes ?? []).map((index) => index.KeySchema),
    ...(request.GlobalSecondaryIndexes ?? []).map((index) => index.KeySchema),
    ...(request.VectorIndexes ?? []).map((index) => index.SearchSchema ?? []),
  ];
  const usedInOrder: string[] = [];
  for (const schema of schemas) {
    for (const { AttributeName: name } of schema) {
      if (!used.has(name)) usedInOrder.push(name);
      used.add(name);
    }
  }
  const definitions = request.AttributeDefinitions.map((d) => d.AttributeName);
  if (definitions.some((name) => !used.has(name))) {
    throw invalidParameter(
      `Some AttributeDefinitions are not used. AttributeDefinitions: [${definitions.join(', ')}], keys used: ${list(usedInOrder)}`,
    );
  }
}
