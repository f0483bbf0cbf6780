/**
 * UpdateItem request validation: shape, then DynamoDB's static checks in its order. The update
 * comes from AttributeUpdates (legacy) or UpdateExpression; its condition from Expected (legacy) or
 * ConditionExpression — legacy and expression parameters cannot be mixed.
 */
import { normalizeMap } from '../values/normalize.ts';
import {
  attributeMap,
  attributeUpdates,
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
import { convertAttributeUpdates } from './legacy/attributeUpdates.ts';
import { expectedCondition } from './legacy/expected.ts';
import type { UpdateItemRequest } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { structure } from './shape/shapes.ts';

const checkShape = compileRequest<UpdateItemRequest>(
  structure('UpdateItemInput', {
    ReturnConsumedCapacity: returnConsumedCapacity,
    ReturnValues: returnValues,
    ReturnItemCollectionMetrics: returnItemCollectionMetrics,
    TableName: tableName,
    Key: attributeMap(true),
    AttributeUpdates: attributeUpdates,
    Expected: expected,
    ConditionalOperator: conditionalOperator,
    UpdateExpression: expressionString,
    ConditionExpression: expressionString,
    ExpressionAttributeNames: expressionAttributeNames,
    ExpressionAttributeValues: expressionAttributeValues,
    ReturnValuesOnConditionCheckFailure: returnValuesOnConditionCheckFailure,
  }),
);

export function validateUpdateItem(body: object): UpdateItemRequest {
  const request = checkShape(body);
  checkParameterMix(request, ['UpdateExpression', 'ConditionExpression'], ['AttributeUpdates', 'Expected']);
  request.Key = normalizeMap(request.Key);
  let update;
  if (request.AttributeUpdates !== undefined) {
    const converted = convertAttributeUpdates(request.AttributeUpdates);
    request.AttributeUpdates = converted.updates;
    update = converted.actions;
  }
  const condition = expectedCondition(request);
  if (request.AttributeUpdates !== undefined || request.Expected !== undefined) {
    request.expressions = {};
    if (update) request.expressions.update = update;
    if (condition) request.expressions.condition = condition;
  } else {
    request.expressions = resolveExpressions(request, {
      UpdateExpression: request.UpdateExpression,
      ConditionExpression: request.ConditionExpression,
    });
  }
  return request;
}
