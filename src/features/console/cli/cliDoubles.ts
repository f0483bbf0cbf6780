/**
 * The reply's `double` members, which botocore parses to Python floats and the CLI prints with a
 * fraction in every output format (`"CapacityUnits": 1.0`, where an int prints `1`). The wire's
 * `1.0` parses to 1 in JavaScript, so the members are known by name, as timestamps are
 * (cliTimestamps.ts): in DynamoDB's and DynamoDB Streams' output shapes (botocore's service models
 * and the API reference) every number under these names is a double, and no double is anywhere
 * else. Item data holds no numbers (an attribute value's number is a string), so an attribute of
 * the same name is left as it is.
 */
import { isJsonObject, PythonFloat } from './jsonValue.ts';

const DOUBLE_MEMBERS: ReadonlySet<string> = new Set([
  // ConsumedCapacity: CapacityUnits, ReadCapacityUnits, WriteCapacityUnits, and those of its Table,
  // LocalSecondaryIndexes and GlobalSecondaryIndexes; SearchVectors' VectorSearchRequestBytes and
  // the VectorWriteRequestBytes of its VectorIndexes. (The throughput a table is given, such as
  // ProvisionedThroughput's ReadCapacityUnits, is a long.)
  'ConsumedCapacity',
  // ItemCollectionMetrics' bounds, a list of two doubles.
  'SizeEstimateRangeGB',
  // SearchVectors' similarity scores.
  'Score',
  // An auto scaling policy's target utilization (DescribeTableReplicaAutoScaling,
  // DescribeGlobalTableSettings and their updates).
  'TargetValue',
]);

/**
 * Members that hold items (and GetRecords' records), where no double ever is: not walked, as a
 * Scan's thousands of items would take longer to walk than to print.
 */
const ITEM_MEMBERS: ReadonlySet<string> = new Set([
  'Items',
  'Item',
  'Attributes',
  'Responses',
  'Records',
  'UnprocessedItems',
  'UnprocessedKeys',
]);

/**
 * The reply with its doubles as PythonFloats, sharing every part that holds none: the same object
 * when the reply has none (most replies: capacity is reported only when asked for).
 */
export function withCliDoubles(value: unknown, doubles = false): unknown {
  if (typeof value === 'number') return doubles ? new PythonFloat(value) : value;
  if (value === null || typeof value !== 'object') return value;
  const isList = Array.isArray(value);
  return mapMembers(value, (member, key) =>
    !isList && !doubles && ITEM_MEMBERS.has(key)
      ? member
      : withCliDoubles(member, doubles || (!isList && DOUBLE_MEMBERS.has(key))),
  );
}

/**
 * A --query result, with the floats the same expression found where the doubles were typed.
 * JMESPath runs on the plain numbers for its answer, as the Python library (where 1.0 == 1) gives
 * it: JavaScript compares a Number object by identity, so `[?CapacityUnits == \`1\`]` would find
 * nothing among PythonFloats. The typed run's result, read alongside, marks which of the answer's
 * numbers are floats: those a path picked out as they were. A number a function computes (sum(),
 * max()) is a plain number in both runs, and prints as an int.
 */
export function withFloatsFrom(plain: unknown, typed: unknown): unknown {
  if (plain === typed) return plain;
  if (typeof plain === 'number') {
    return typed instanceof PythonFloat && typed.valueOf() === plain ? typed : plain;
  }
  const alike = Array.isArray(plain)
    ? Array.isArray(typed) && typed.length === plain.length
    : isJsonObject(plain) && isJsonObject(typed);
  // The typed run answered otherwise (a filter's `==` on a double, which JavaScript compares by
  // identity): the plain answer's containers are the reply's own, so each takes its typed copy.
  if (!alike) return typedCopyOf(plain);
  const members = typed as Record<string, unknown>;
  return mapMembers(plain as object, (member, key) =>
    Object.hasOwn(members, key) ? withFloatsFrom(member, members[key]) : member,
  );
}

/** The arrays and objects made here: each holds a float somewhere below it. */
const floatHolders = new WeakSet<object>();
/** A container of a reply → its copy with the doubles typed (for the containers that hold any). */
const typedCopies = new WeakMap<object, object>();

/** `plain` with every container of the reply in it replaced by its typed copy. */
function typedCopyOf(plain: unknown): unknown {
  if (typeof plain !== 'object' || plain === null) return plain;
  const copy = typedCopies.get(plain);
  if (copy !== undefined) return copy;
  return Array.isArray(plain) ? mapMembers(plain, typedCopyOf) : plain;
}

/** Whether a value is a float or holds one; one that does not prints as JSON.stringify prints it. */
export const holdsFloats = (value: unknown): value is object =>
  value instanceof PythonFloat || (typeof value === 'object' && value !== null && floatHolders.has(value));

/** An array or object with its members mapped: a copy only when one of them changed. */
function mapMembers(container: object, map: (member: unknown, key: string) => unknown): unknown {
  let copy: Record<string, unknown> | unknown[] | undefined;
  for (const [key, member] of Object.entries(container)) {
    const mapped = map(member, key);
    if (mapped === member) continue;
    copy ??= Array.isArray(container) ? [...container] : { ...container };
    (copy as Record<string, unknown>)[key] = mapped;
  }
  if (copy === undefined) return container;
  floatHolders.add(copy);
  typedCopies.set(container, copy);
  return copy;
}
