/**
 * BatchGetItem request validation: the shape, then DynamoDB's static checks table by table in
 * request order — expression/legacy mix, duplicate AttributesToGet, the projection, then each key's
 * values, duplicate keys and the 100-key total (architect/dynalite's batchGetItem tests). Whether the
 * tables exist and the keys match their schemas is the operation's job.
 *
 * RequestItems and each table's Keys are reported in the current layer's wording (shapes.ts,
 * BaseRules.layer), as captured in eu-west-2 and us-east-1 by paritysuite/dynamodb-conformance
 * (tests/tier3/error-messages/batchGetItem.test.ts, 2026-10-09): an empty RequestItems or Keys, or
 * Keys past 100, is `Value at 'RequestItems.t.member.Keys' failed to satisfy constraint: …`, and a
 * malformed table name echoes RequestItems as JSON. Nothing else of the request has moved there yet.
 */
import { validation } from '../errors.ts';
import { mapsEqual } from '../values/equality.ts';
import { normalizeMap } from '../values/normalize.ts';
import type { AttributeMap } from '../values/types.ts';
import {
  attributeMap,
  attributesToGet,
  consistentRead,
  expressionAttributeNames,
  expressionString,
  returnConsumedCapacity,
  tableNameKeys,
} from './commonShapes.ts';
import { checkParameterMix, resolveExpressions } from './expressionParameters.ts';
import { checkDuplicateNames, projectionOf } from './legacy/attributesToGet.ts';
import type { BatchGetItemRequest, KeysAndAttributes } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { list, map, structure } from './shape/shapes.ts';

/** Keys per call, across all tables. */
export const MAX_BATCH_GET_KEYS = 100;

const keysAndAttributes = structure('KeysAndAttributes', {
  Keys: list(attributeMap(true), { required: true, min: 1, max: MAX_BATCH_GET_KEYS, layer: 'current' }),
  AttributesToGet: attributesToGet,
  ConsistentRead: consistentRead,
  ProjectionExpression: expressionString,
  ExpressionAttributeNames: expressionAttributeNames,
});

const checkShape = compileRequest<BatchGetItemRequest>(
  structure('BatchGetItemInput', {
    ReturnConsumedCapacity: returnConsumedCapacity,
    RequestItems: map(keysAndAttributes, {
      required: true,
      min: 1,
      keys: tableNameKeys,
      layer: 'current',
    }),
  }),
);

export function validateBatchGetItem(body: object): BatchGetItemRequest {
  const request = checkShape(body);
  const tables = Object.keys(request.RequestItems).map((name) => request.RequestItems[name]);
  checkProjectionStyles(tables);
  let keyCount = 0;
  for (const table of tables) {
    checkParameterMix(table, ['ProjectionExpression'], ['AttributesToGet']);
    if (table.AttributesToGet !== undefined) {
      checkDuplicateNames(table.AttributesToGet);
      table.expressions = { projection: projectionOf(table.AttributesToGet) };
    } else {
      table.expressions = resolveExpressions(table, { ProjectionExpression: table.ProjectionExpression });
    }
    const keys: AttributeMap[] = [];
    for (const key of table.Keys) {
      const normal = normalizeMap(key, 'current');
      // At most 100 keys, so comparing each with the ones before stays cheap.
      if (keys.some((earlier) => mapsEqual(earlier, normal))) {
        throw validation('Provided list of item keys contains duplicates');
      }
      keys.push(normal);
      if (++keyCount > MAX_BATCH_GET_KEYS)
        throw validation('Too many items requested for the BatchGetItem call');
    }
    table.Keys = keys;
  }
  return request;
}

/**
 * One table projected by ProjectionExpression and another by AttributesToGet is a mix as well: DynamoDB
 * rejects the request as a whole (recorded in nubo-db/dynamodb-conformance, which does not record the
 * wording; this is the single-table mix message).
 */
function checkProjectionStyles(tables: readonly KeysAndAttributes[]): void {
  const expression = tables.find((table) => table.ProjectionExpression !== undefined);
  const legacy = tables.find((table) => table.AttributesToGet !== undefined);
  if (expression && legacy && expression !== legacy) {
    checkParameterMix(
      { ProjectionExpression: expression.ProjectionExpression, AttributesToGet: legacy.AttributesToGet },
      ['ProjectionExpression'],
      ['AttributesToGet'],
    );
  }
}
