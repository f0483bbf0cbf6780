/** DeleteItem request validation: shape, then DynamoDB's static checks in its order. */
import { normalizeMap } from '../values/normalize.ts';
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
import { checkReturnsOldValuesOnly, writeConditionExpressions } from './putItem.ts';
import type { DeleteItemRequest } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { structure } from './shape/shapes.ts';

const checkShape = compileRequest<DeleteItemRequest>(
  structure('DeleteItemInput', {
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
  }),
);

export function validateDeleteItem(body: object): DeleteItemRequest {
  const request = checkShape(body);
  checkParameterMix(request, ['ConditionExpression'], ['Expected']);
  request.Key = normalizeMap(request.Key);
  checkReturnsOldValuesOnly(request.ReturnValues);
  request.expressions = writeConditionExpressions(request);
  return request;
}
