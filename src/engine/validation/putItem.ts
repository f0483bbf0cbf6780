/** PutItem request validation: shape, then DynamoDB's static checks in its order. */
import { validation } from '../errors.ts';
import { normalizeMap } from '../values/normalize.ts';
import { itemSize, MAX_ITEM_BYTES } from '../values/size.ts';
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
import { checkParameterMix, resolveExpressions } from './expressionParameters.ts';
import { expectedCondition } from './legacy/expected.ts';
import type { RequestExpressions } from '../expressions/index.ts';
import type { DeleteItemRequest, PutItemRequest } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { structure } from './shape/shapes.ts';

const checkShape = compileRequest<PutItemRequest>(
  structure('PutItemInput', {
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
  }),
);

export function validatePutItem(body: object): PutItemRequest {
  const request = checkShape(body);
  checkParameterMix(request, ['ConditionExpression'], ['Expected']);
  request.Item = normalizeMap(request.Item);
  checkReturnsOldValuesOnly(request.ReturnValues);
  request.itemBytes = itemSize(request.Item);
  if (request.itemBytes > MAX_ITEM_BYTES) throw validation('Item size has exceeded the maximum allowed size');
  request.expressions = writeConditionExpressions(request);
  return request;
}

/**
 * The expressions of a PutItem or DeleteItem: its condition from the legacy Expected parameter, or
 * from ConditionExpression with its name and value maps.
 */
export function writeConditionExpressions(request: PutItemRequest | DeleteItemRequest): RequestExpressions {
  const condition = expectedCondition(request);
  if (request.Expected !== undefined) return condition ? { condition } : {};
  return resolveExpressions(request, { ConditionExpression: request.ConditionExpression });
}

/** PutItem and DeleteItem can only return the item as it was. */
export function checkReturnsOldValuesOnly(returnValues: string | undefined): void {
  if (returnValues !== undefined && returnValues !== 'NONE' && returnValues !== 'ALL_OLD') {
    throw validation('ReturnValues can only be ALL_OLD or NONE');
  }
}
