/**
 * SearchVectors request validation: serde's reading of the body (shape/serde.ts: a required member
 * sent as null, a missing TableName), the shape (SearchVector a bare list of {N}, TopK an integer),
 * TopK's range, the search vector's values, then the expressions. Messages as captured against
 * DynamoDB in August 2026 (nubo-db/dynamodb-conformance tests/tier3/error-messages/searchVectors.test.ts;
 * nubo-db/dynoxide) and October 2026 (the body's reading: paritysuite/dynamodb-conformance, the same
 * file). The checks that need the index (its dimensions, its search schema) are the operation's
 * (vectors/searchVectors.ts).
 */
import { validation } from '../errors.ts';
import type { RequestExpressions } from '../expressions/index.ts';
import { parseRequestExpressions } from '../expressions/requestExpressions.ts';
import type { AttributeValue } from '../values/types.ts';
import { MAX_FLOAT32 } from '../vectors/vectorIndex.ts';
import {
  expressionAttributeNames,
  expressionAttributeValues,
  expressionString,
  indexName,
  returnConsumedCapacity,
  tableName,
} from './commonShapes.ts';
import type { ReturnConsumedCapacity } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { compileSerdeRead } from './shape/serde.ts';
import { attributeValue, integer, list, structure } from './shape/shapes.ts';

export const MAX_TOP_K = 100;

export interface SearchVectorsRequest {
  TableName: string;
  IndexName: string;
  SearchVector: AttributeValue[];
  TopK: number;
  SearchConditionExpression?: string;
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, AttributeValue>;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
  /** Set by validation: the search vector as 32-bit floats. */
  vector: Float32Array;
  expressions: RequestExpressions;
}

const SHAPE = structure('SearchVectorsInput', {
  TableName: tableName,
  IndexName: indexName(true),
  ReturnConsumedCapacity: returnConsumedCapacity,
  ExpressionAttributeNames: expressionAttributeNames,
  ExpressionAttributeValues: expressionAttributeValues,
  ProjectionExpression: expressionString,
  SearchVector: list(attributeValue(), { required: true, min: 1 }),
  SearchConditionExpression: expressionString,
  TopK: integer({ required: true, min: 1 }),
});

// Only a missing TableName is captured; the other required members' absence keeps Coral's wording.
const readBody = compileSerdeRead(SHAPE, ['TableName']);
const checkShape = compileRequest<SearchVectorsRequest>(SHAPE);

/** `text`: the body as sent, whose layout serde's messages point into. */
export function validateSearchVectors(body: object, text: string): SearchVectorsRequest {
  readBody(body, text);
  const request = checkShape(body);
  if (request.TopK > MAX_TOP_K) {
    throw validation(
      `Provided TopK value '${request.TopK}' is out of valid range. The value must be between 1 and ${MAX_TOP_K} inclusive`,
    );
  }
  request.vector = searchVector(request.SearchVector);
  request.expressions = parseRequestExpressions({
    SearchConditionExpression: request.SearchConditionExpression,
    ProjectionExpression: request.ProjectionExpression,
    ExpressionAttributeNames: request.ExpressionAttributeNames,
    ExpressionAttributeValues: request.ExpressionAttributeValues,
  });
  return request;
}

function searchVector(values: readonly AttributeValue[]): Float32Array {
  const vector = new Float32Array(values.length);
  values.forEach((value, i) => {
    const number = value !== null && typeof value === 'object' && 'N' in value ? Number(value.N) : NaN;
    if (!(Math.abs(number) <= MAX_FLOAT32)) {
      throw validation(
        'Search vector contains invalid values. All values in the search vector must be a 32-bit floating-point number attribute',
      );
    }
    vector[i] = number;
  });
  return vector;
}
