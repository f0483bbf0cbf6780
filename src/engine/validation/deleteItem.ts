/**
 * DeleteItem request validation: shape, then DynamoDB's static checks in its order, reported in the
 * current layer's envelope (values/valueLayer.ts).
 */
import { normalizeMap } from '../values/normalize.ts';
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
import { checkParameterMix } from './expressionParameters.ts';
import { itemWriteConstraints } from './itemWriteConstraints.ts';
import { checkReturnsOldValuesOnly, writeConditionExpressions } from './putItem.ts';
import type { DeleteItemRequest } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { structure } from './shape/shapes.ts';

/** Members in the older layer's order, as PutItem's; the current layer's is itemWriteConstraints.ts's. */
const shape = structure('DeleteItemInput', {
  ReturnValues: returnValues,
  ReturnConsumedCapacity: returnConsumedCapacity,
  ReturnItemCollectionMetrics: returnItemCollectionMetrics,
  TableName: tableName,
  Key: attributeMap(true),
  Expected: expected,
  ConditionalOperator: conditionalOperator,
  ConditionExpression: expressionString,
  ExpressionAttributeNames: expressionAttributeNames,
  ExpressionAttributeValues: expressionAttributeValues,
  ReturnValuesOnConditionCheckFailure: returnValuesOnConditionCheckFailure,
});

const checkShape = compileRequest<DeleteItemRequest>(
  shape,
  undefined,
  itemWriteConstraints(shape, { returnValuesAlone: false }),
);

export function validateDeleteItem(body: object): DeleteItemRequest {
  const request = checkShape(body);
  try {
    checkParameterMix(request, ['ConditionExpression'], ['Expected'], 'enveloped');
    request.Key = normalizeMap(request.Key, 'current');
    checkReturnsOldValuesOnly(request.ReturnValues);
    request.expressions = writeConditionExpressions(request);
  } catch (error) {
    throw enveloped(error, request);
  }
  return request;
}
