/**
 * Query request validation: shape, Select rules, then DynamoDB's static checks in its order. The
 * key condition comes from KeyConditions (legacy) or KeyConditionExpression; KeyConditions may be
 * combined with FilterExpression/ProjectionExpression, the only legacy/expression mix allowed.
 */
import { validation } from '../errors.ts';
import type { RequestExpressions } from '../expressions/index.ts';
import { normalizeStartKey } from './attributeValues.ts';
import {
  attributeMap,
  attributesToGet,
  conditionalOperator,
  conditions,
  consistentRead,
  expressionAttributeNames,
  expressionAttributeValues,
  expressionString,
  indexName,
  returnConsumedCapacity,
  select,
  tableName,
} from './commonShapes.ts';
import { checkParameterMix, CURRENT_LAYER, resolveExpressions } from './expressionParameters.ts';
import { checkDuplicateNames, projectionOf } from './legacy/attributesToGet.ts';
import { checkConditionalOperator, convertFilter } from './legacy/conditions.ts';
import { convertKeyConditions } from './legacy/keyConditions.ts';
import type { QueryRequest } from './requestTypes.ts';
import { selectProblem } from './selectRules.ts';
import { singleViolation } from './shape/coral.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { boolean, integer, structure } from './shape/shapes.ts';

const checkShape = compileRequest<QueryRequest>(
  structure('QueryInput', {
    Select: select,
    IndexName: indexName(),
    ReturnConsumedCapacity: returnConsumedCapacity,
    QueryFilter: conditions,
    TableName: tableName,
    ConditionalOperator: conditionalOperator,
    AttributesToGet: attributesToGet,
    // In the current layer's wording, `Value at 'Limit'`, unlike the rest of the request and unlike
    // Scan's Limit (nubo-db/dynamodb-conformance tests/tier3/error-messages/query.test.ts; the
    // capital L in paritysuite/dynamodb-conformance tests/tier3/validation-ordering/query.test.ts).
    Limit: integer({ min: 1, layer: 'current' }),
    KeyConditions: conditions,
    ExclusiveStartKey: attributeMap(),
    ConsistentRead: consistentRead,
    ScanIndexForward: boolean(),
    ProjectionExpression: expressionString,
    FilterExpression: expressionString,
    KeyConditionExpression: expressionString,
    ExpressionAttributeNames: expressionAttributeNames,
    ExpressionAttributeValues: expressionAttributeValues,
  }),
);

export function validateQuery(body: object): QueryRequest {
  const request = checkShape(body);
  // Query reports these in Coral's constraint format (a 2026 capture against DynamoDB).
  const problem = selectProblem(request);
  if (problem !== undefined) throw singleViolation(problem);
  checkParameterMix(
    request,
    ['ProjectionExpression', 'FilterExpression', 'KeyConditionExpression'],
    ['AttributesToGet', 'QueryFilter', 'ConditionalOperator', 'KeyConditions'],
  );
  checkConditionalOperator(request.ConditionalOperator, request.QueryFilter);
  const filter =
    request.QueryFilter && convertFilter(request.QueryFilter, request.ConditionalOperator, 'current');
  if (filter) request.QueryFilter = filter.conditions;
  if (request.AttributesToGet !== undefined) checkDuplicateNames(request.AttributesToGet);
  if (request.ExclusiveStartKey !== undefined)
    request.ExclusiveStartKey = normalizeStartKey(request.ExclusiveStartKey, 'current');
  if (request.KeyConditions === undefined && request.KeyConditionExpression === undefined) {
    throw validation(
      'Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.',
    );
  }
  const expressions: RequestExpressions = resolveExpressions(
    request,
    {
      ProjectionExpression: request.ProjectionExpression,
      FilterExpression: request.FilterExpression,
      KeyConditionExpression: request.KeyConditionExpression,
    },
    CURRENT_LAYER,
  );
  if (request.KeyConditions !== undefined) {
    const keyConditions = convertKeyConditions(request.KeyConditions, 'current');
    request.KeyConditions = keyConditions.conditions;
    expressions.keyCondition = keyConditions.tree;
  }
  if (filter?.tree) expressions.filter = filter.tree;
  if (request.AttributesToGet !== undefined) expressions.projection = projectionOf(request.AttributesToGet);
  request.expressions = expressions;
  return request;
}
