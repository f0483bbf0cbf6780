/**
 * PutItem request validation: shape, then DynamoDB's static checks in its order, reported in the
 * current layer's envelope (values/valueLayer.ts) — all but the item's size.
 */
import { validation } from '../errors.ts';
import { checkItemAttributeNames } from '../values/attributeName.ts';
import { normalizeMap } from '../values/normalize.ts';
import { itemSize, MAX_ITEM_BYTES } from '../values/size.ts';
import { enveloped } from '../values/valueLayer.ts';
import {
  attributeMap,
  conditionalOperator,
  expected,
  expressionAttributeNames,
  expressionAttributeValues,
  expressionString,
  returnConsumedCapacity,
  returnItemCollectionMetrics,
  returnValues,
  returnValuesOnConditionCheckFailure,
  tableName,
} from './commonShapes.ts';
import { checkParameterMix, CURRENT_LAYER, resolveExpressions } from './expressionParameters.ts';
import { itemWriteConstraints } from './itemWriteConstraints.ts';
import { expectedCondition } from './legacy/expected.ts';
import type { RequestExpressions } from '../expressions/index.ts';
import type { AttributeMap } from '../values/types.ts';
import type { DeleteItemRequest, PutItemRequest } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { structure } from './shape/shapes.ts';

/**
 * Members in the older layer's order (architect/dynalite's; eu-south-2 and me-central-1, still on
 * that layer, list returnValues before tableName: paritysuite/dynamodb-conformance
 * captures/2026-10-07-sweep-follow-up.json). The current layer's is itemWriteConstraints.ts's.
 */
const shape = structure('PutItemInput', {
  ReturnValues: returnValues,
  ReturnConsumedCapacity: returnConsumedCapacity,
  ReturnItemCollectionMetrics: returnItemCollectionMetrics,
  TableName: tableName,
  Item: attributeMap(true),
  Expected: expected,
  ConditionalOperator: conditionalOperator,
  ConditionExpression: expressionString,
  ExpressionAttributeNames: expressionAttributeNames,
  ExpressionAttributeValues: expressionAttributeValues,
  ReturnValuesOnConditionCheckFailure: returnValuesOnConditionCheckFailure,
});

const checkShape = compileRequest<PutItemRequest>(
  shape,
  undefined,
  itemWriteConstraints(shape, { returnValuesAlone: false }),
);

export function validatePutItem(body: object): PutItemRequest {
  const request = checkShape(body);
  try {
    checkParameterMix(request, ['ConditionExpression'], ['Expected'], 'enveloped');
    checkItemAttributeNames(request.Item);
    request.Item = normalizeMap(request.Item, 'current');
    checkReturnsOldValuesOnly(request.ReturnValues);
  } catch (error) {
    throw enveloped(error, request);
  }
  checkItemSize(request);
  try {
    request.expressions = writeConditionExpressions(request);
  } catch (error) {
    throw enveloped(error, request);
  }
  return request;
}

/**
 * An item ImportTable reads: PutItem's item checks, in the older layer and bare. Nothing captures
 * how the import error log words them, so it keeps the wording it had before the current layer.
 */
export function validateImportedItem(tableName: string, item: AttributeMap): AttributeMap {
  const request = checkShape({ TableName: tableName, Item: item });
  checkItemAttributeNames(request.Item);
  request.Item = normalizeMap(request.Item, 'older');
  checkItemSize(request);
  return request.Item;
}

function checkItemSize(request: PutItemRequest): void {
  request.itemBytes = itemSize(request.Item);
  if (request.itemBytes > MAX_ITEM_BYTES) throw validation('Item size has exceeded the maximum allowed size');
}

/**
 * The expressions of a PutItem or DeleteItem: its condition from the legacy Expected parameter, or
 * from ConditionExpression with its name and value maps; values in the current layer.
 */
export function writeConditionExpressions(request: PutItemRequest | DeleteItemRequest): RequestExpressions {
  const condition = expectedCondition(request, 'current');
  if (request.Expected !== undefined) return condition ? { condition } : {};
  return resolveExpressions(request, { ConditionExpression: request.ConditionExpression }, CURRENT_LAYER);
}

/** PutItem and DeleteItem can only return the item as it was. */
export function checkReturnsOldValuesOnly(returnValues: string | undefined): void {
  if (returnValues !== undefined && returnValues !== 'NONE' && returnValues !== 'ALL_OLD') {
    throw validation('ReturnValues can only be ALL_OLD or NONE');
  }
}
