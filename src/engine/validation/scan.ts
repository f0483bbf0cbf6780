/** Scan request validation: shape, then DynamoDB's static checks in its order. */
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
import { checkParameterMix, resolveExpressions } from './expressionParameters.ts';
import { checkDuplicateNames, projectionOf } from './legacy/attributesToGet.ts';
import { checkConditionalOperator, convertFilter } from './legacy/conditions.ts';
import type { ScanRequest } from './requestTypes.ts';
import { selectProblem } from './selectRules.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { integer, structure } from './shape/shapes.ts';

const checkShape = compileRequest<ScanRequest>(
  structure('ScanInput', {
    Select: select,
    IndexName: indexName(),
    TotalSegments: integer({ min: 1, max: 1000000 }),
    ReturnConsumedCapacity: returnConsumedCapacity,
    TableName: tableName,
    ConditionalOperator: conditionalOperator,
    ScanFilter: conditions,
    Segment: integer({ min: 0, max: 999999 }),
    Limit: integer({ min: 1 }),
    AttributesToGet: attributesToGet,
    ExclusiveStartKey: attributeMap(),
    ConsistentRead: consistentRead,
    FilterExpression: expressionString,
    ProjectionExpression: expressionString,
    ExpressionAttributeNames: expressionAttributeNames,
    ExpressionAttributeValues: expressionAttributeValues,
  }),
);

export function validateScan(body: object): ScanRequest {
  const request = checkShape(body);
  checkParameterMix(
    request,
    ['ProjectionExpression', 'FilterExpression'],
    ['AttributesToGet', 'ScanFilter', 'ConditionalOperator'],
  );
  if (request.AttributesToGet !== undefined) checkDuplicateNames(request.AttributesToGet);
  checkConditionalOperator(request.ConditionalOperator, request.ScanFilter);
  const filter =
    request.ScanFilter && convertFilter(request.ScanFilter, request.ConditionalOperator, 'older');
  if (filter) request.ScanFilter = filter.conditions;
  if (request.ExclusiveStartKey !== undefined)
    request.ExclusiveStartKey = normalizeStartKey(request.ExclusiveStartKey, 'older');
  checkSegments(request.Segment, request.TotalSegments);
  const problem = selectProblem(request);
  if (problem !== undefined) throw validation(problem);
  const expressions: RequestExpressions = resolveExpressions(request, {
    ProjectionExpression: request.ProjectionExpression,
    FilterExpression: request.FilterExpression,
  });
  if (filter?.tree) expressions.filter = filter.tree;
  if (request.AttributesToGet !== undefined) expressions.projection = projectionOf(request.AttributesToGet);
  request.expressions = expressions;
  return request;
}

function checkSegments(segment: number | undefined, totalSegments: number | undefined): void {
  if (segment !== undefined && totalSegments === undefined) {
    throw validation(
      'The TotalSegments parameter is required but was not present in the request when Segment parameter is present',
    );
  }
  if (totalSegments !== undefined && segment === undefined) {
    throw validation(
      'The Segment parameter is required but was not present in the request when parameter TotalSegments is present',
    );
  }
  if (segment !== undefined && totalSegments !== undefined && segment >= totalSegments) {
    throw validation(
      'The Segment parameter is zero-based and must be less than parameter TotalSegments: ' +
        `Segment: ${segment} is not less than TotalSegments: ${totalSegments}`,
    );
  }
}
