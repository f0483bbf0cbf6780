/**
 * UpdateItem request validation: shape, then DynamoDB's static checks in its order. The update
 * comes from AttributeUpdates (legacy) or UpdateExpression; its condition from Expected (legacy) or
 * ConditionExpression — legacy and expression parameters cannot be mixed. Every check here is
 * reported in the current layer's envelope (values/valueLayer.ts).
 */
import type { UpdateActions } from '../expressions/index.ts';
import { normalizeMap } from '../values/normalize.ts';
import { enveloped } from '../values/valueLayer.ts';
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
import { checkParameterMix, CURRENT_LAYER, resolveExpressions } from './expressionParameters.ts';
import { itemWriteConstraints } from './itemWriteConstraints.ts';
import { convertAttributeUpdates } from './legacy/attributeUpdates.ts';
import { expectedCondition } from './legacy/expected.ts';
import type { UpdateItemRequest } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { structure } from './shape/shapes.ts';

const shape = structure('UpdateItemInput', {
  // The older layer lists violations in this order: ReturnConsumedCapacity, TableName,
  // ReturnValues, ConditionalOperator, then Key (paritysuite/dynamodb-conformance
  // tests/tier3/validation-ordering/updateItem.test.ts, 2026-10-09; itemWriteConstraints.ts).
  ReturnConsumedCapacity: returnConsumedCapacity,
  TableName: tableName,
  ReturnValues: returnValues,
  ReturnItemCollectionMetrics: returnItemCollectionMetrics,
  ConditionalOperator: conditionalOperator,
  Key: attributeMap(true),
  AttributeUpdates: attributeUpdates,
  Expected: expected,
  UpdateExpression: expressionString,
  ConditionExpression: expressionString,
  ExpressionAttributeNames: expressionAttributeNames,
  ExpressionAttributeValues: expressionAttributeValues,
  ReturnValuesOnConditionCheckFailure: returnValuesOnConditionCheckFailure,
});

const checkShape = compileRequest<UpdateItemRequest>(
  shape,
  undefined,
  itemWriteConstraints(shape, { returnValuesAlone: true }),
);

export function validateUpdateItem(body: object): UpdateItemRequest {
  const request = checkShape(body);
  try {
    checkStatically(request);
  } catch (error) {
    throw enveloped(error, request);
  }
  return request;
}

function checkStatically(request: UpdateItemRequest): void {
  checkParameterMix(
    request,
    ['UpdateExpression', 'ConditionExpression'],
    ['AttributeUpdates', 'Expected'],
    'enveloped',
  );
  request.Key = normalizeMap(request.Key, 'current');
  let update: UpdateActions | undefined;
  if (request.AttributeUpdates !== undefined) {
    const converted = convertAttributeUpdates(request.AttributeUpdates, 'current');
    request.AttributeUpdates = converted.updates;
    update = converted.actions;
  }
  const condition = expectedCondition(request, 'current');
  if (request.AttributeUpdates !== undefined || request.Expected !== undefined) {
    request.expressions = {};
    if (update) request.expressions.update = update;
    if (condition) request.expressions.condition = condition;
  } else {
    request.expressions = resolveExpressions(
      request,
      { UpdateExpression: request.UpdateExpression, ConditionExpression: request.ConditionExpression },
      CURRENT_LAYER,
    );
  }
}
