/**
 * DynamoDB checks attribute values in one of two layers, and the layer an operation runs decides how
 * a bad number or a duplicate set member is worded — and, for one number, whether it is refused as
 * an overflow or an underflow. Captured on 2026-10-09 in eu-west-2, us-east-1, eu-west-1 and
 * us-west-2 by paritysuite/dynamodb-conformance (tests/tier3/error-messages/valueLayers.test.ts).
 * AWS is rolling the current layer out region by region (eu-west-2 already runs it for
 * transactions); the sandbox follows the regions in step, operation by operation:
 *
 *   current  PutItem, UpdateItem, DeleteItem (inside the envelope, below), GetItem, BatchGetItem
 *            and Query (bare). Numbers are read with a 64-bit exponent, so 1e2147483647 overflows;
 *            "" is `…numeric value: ` with its colon; duplicate set members are quoted, and an
 *            ExpressionAttributeValues problem is reported without naming its key.
 *   older    BatchWriteItem, TransactWriteItems, TransactGetItems, Scan, PartiQL parameters and
 *            everything not yet captured. Numbers are read as Java's BigDecimal reads them;
 *            members are listed unquoted, as sent; expression values sit inside
 *            `ExpressionAttributeValues contains invalid value: … for key :v`.
 *
 * A few members' constraint violations are in the current layer's wording too, where captured:
 * BatchGetItem's RequestItems and Keys, Query's Limit (validation/shape/shapes.ts, BaseRules.layer),
 * and the item writes' TableName and ReturnValues, which also decide which violations are reported
 * (validation/itemWriteConstraints.ts).
 *
 * The item writes of the current layer also report their request checks (values, Expected,
 * unused or empty name and value maps, empty expressions, ReturnValues…) inside Coral's
 * `1 validation error detected: ` envelope, while checks against the table (key schema, empty key
 * values, key attributes in an update, item size) stay bare.
 *
 * Only errors differ between the layers: a value both accept is read the same way by both, and
 * the success path never looks at the layer.
 */
import { DynamoDBError, invalidParameter, validation } from '../errors.ts';
import { KEY_NAMING_CONTAINER_LEVEL } from './nesting.ts';
import { orderSetMembers, type SetType } from './setOrder.ts';
import type { AttributeMap, AttributeValue } from './types.ts';

export type ValueLayer = 'current' | 'older';

/** How an operation reports its request checks: the current layer's item writes in the envelope. */
export type RequestReport = 'enveloped' | 'bare';

/**
 * A set with a repeated member. `sent` are the members as the request wrote them, `canonical`
 * their canonical forms so far, `repeat` the index of the first member equal to an earlier one.
 * The current layer quotes the members, in byte order up to the repeat, then the repeat, then the
 * rest as sent (SS b, a, b → ["a", "b", "b"]), and names none of a number set's; the older one
 * lists them as sent, unquoted.
 */
export function duplicateMembers(
  type: SetType,
  sent: readonly string[],
  canonical: readonly string[],
  repeat: number,
  layer: ValueLayer,
): DynamoDBError {
  if (layer === 'older') {
    if (type === 'NS') return validation('Input collection contains duplicates');
    const listed = `[${sent.join(', ')}]`;
    return invalidParameter(
      `Input collection ${listed}${type === 'BS' ? 'of type BS' : ''} contains duplicates.`,
    );
  }
  if (type === 'NS') return invalidParameter('Input collection contains duplicates.');
  const members = [
    ...orderSetMembers(type, canonical.slice(0, repeat))!,
    canonical[repeat],
    ...sent.slice(repeat + 1),
  ];
  const quoted = members.map((member) => JSON.stringify(member));
  // The two set types are rendered by different code in DynamoDB: only SS spaces its members.
  if (type === 'SS') return invalidParameter(`Input collection [${quoted.join(', ')}] contains duplicates.`);
  return invalidParameter(`Input collection [${quoted.join(',')}]of type BS contains duplicates.`);
}

/** The members of an item write that hold attribute values. */
export interface WriteValues {
  Item?: AttributeMap;
  Key?: AttributeMap;
  ExpressionAttributeValues?: AttributeMap;
  Expected?: Record<string, { Value?: AttributeValue; AttributeValueList?: AttributeValue[] }>;
  AttributeUpdates?: Record<string, { Value?: AttributeValue }>;
}

/**
 * The item writes' envelope of the current layer: Coral's wording of a single violation. A request
 * holding a value nested as far as KEY_NAMING_CONTAINER_LEVEL is read in the older form instead,
 * and its errors stay bare (paritysuite/dynamodb-conformance
 * tests/tier3/validation-ordering/deepRequests.test.ts, 2026-10-09). Only failed requests are
 * walked for that.
 */
export function enveloped(error: unknown, request: WriteValues): unknown {
  if (!(error instanceof DynamoDBError) || error.type !== 'ValidationException') return error;
  if (readInOlderForm(request)) return error;
  // The error itself is reworded, not replaced: an expression's error keeps the place in its text
  // that the Console's editor marks (ExpressionError).
  error.message = `1 validation error detected: ${error.message}`;
  return error;
}

/**
 * Whether an item write holds a value nested as far as KEY_NAMING_CONTAINER_LEVEL, which DynamoDB
 * reads in the older form: its request checks bare, its member violations in the older wording
 * (validation/itemWriteConstraints.ts).
 */
export function readInOlderForm(request: WriteValues): boolean {
  return deepestValue(request) >= KEY_NAMING_CONTAINER_LEVEL;
}

function deepestValue(request: WriteValues): number {
  const values: AttributeValue[] = [];
  for (const map of [request.Item, request.Key, request.ExpressionAttributeValues]) {
    if (map) values.push(...Object.values(map));
  }
  for (const entry of Object.values(request.Expected ?? {})) {
    if (entry.Value) values.push(entry.Value);
    if (entry.AttributeValueList) values.push(...entry.AttributeValueList);
  }
  for (const entry of Object.values(request.AttributeUpdates ?? {}))
    if (entry.Value) values.push(entry.Value);
  return Math.max(0, ...values.map(levels));
}

/**
 * nesting.ts's containerLevels for a value not yet checked: a failed request may hold anything that
 * passed the shape check, such as a null in a legacy AttributeValueList, which containerLevels (for
 * checked values, on the success path) does not expect.
 */
function levels(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const { M, L } = value as { M?: unknown; L?: unknown };
  let deepest = 0;
  if (Array.isArray(L)) for (const element of L) deepest = Math.max(deepest, levels(element));
  else if (M !== null && typeof M === 'object')
    for (const member of Object.values(M)) deepest = Math.max(deepest, levels(member));
  else return 0;
  return deepest + 1;
}
