/** GetItem request validation: shape, then DynamoDB's static checks in its order. */
import { normalizeMap } from '../values/normalize.ts';
import {
  attributeMap,
  attributesToGet,
  consistentRead,
  expressionAttributeNames,
  expressionString,
  returnConsumedCapacity,
  tableName,
} from './commonShapes.ts';
import { checkParameterMix, resolveExpressions } from './expressionParameters.ts';
import { checkDuplicateNames, projectionOf } from './legacy/attributesToGet.ts';
import type { GetItemRequest } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { structure } from './shape/shapes.ts';

const checkShape = compileRequest<GetItemRequest>(
  structure('GetItemInput', {
    AttributesToGet: attributesToGet,
    ReturnConsumedCapacity: returnConsumedCapacity,
    Key: attributeMap(true),
    TableName: tableName,
    ConsistentRead: consistentRead,
    ProjectionExpression: expressionString,
    ExpressionAttributeNames: expressionAttributeNames,
  }),
);

export function validateGetItem(body: object): GetItemRequest {
  const request = checkShape(body);
  checkParameterMix(request, ['ProjectionExpression'], ['AttributesToGet']);
  request.Key = normalizeMap(request.Key, 'current');
  if (request.AttributesToGet !== undefined) {
    checkDuplicateNames(request.AttributesToGet);
    request.expressions = { projection: projectionOf(request.AttributesToGet) };
  } else {
    request.expressions = resolveExpressions(request, { ProjectionExpression: request.ProjectionExpression });
  }
  return request;
}
