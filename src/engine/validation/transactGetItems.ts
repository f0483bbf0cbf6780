/**
 * TransactGetItems request validation: the shape (1 to 100 Gets), then each Get's key values and its
 * projection, in request order. Tables, key schemas, items named twice and the Gets that fail as a
 * transaction (an empty Key is a cancellation reason, not a ValidationException) are the operation's.
 */
import { normalizeMap } from '../values/normalize.ts';
import {
  attributeMap,
  expressionAttributeNames,
  expressionString,
  returnConsumedCapacity,
  tableName,
} from './commonShapes.ts';
import { checkParameterMix, resolveExpressions } from './expressionParameters.ts';
import type { TransactGetItemsRequest } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { list, structure } from './shape/shapes.ts';

/** Actions per transaction (TransactGetItems and TransactWriteItems alike). */
export const MAX_TRANSACTION_ACTIONS = 100;

const get = structure(
  'Get',
  {
    Key: attributeMap(true),
    TableName: tableName,
    ProjectionExpression: expressionString,
    ExpressionAttributeNames: expressionAttributeNames,
  },
  { required: true },
);

const checkShape = compileRequest<TransactGetItemsRequest>(
  structure('TransactGetItemsInput', {
    ReturnConsumedCapacity: returnConsumedCapacity,
    TransactItems: list(structure('TransactGetItem', { Get: get }), {
      required: true,
      min: 1,
      max: MAX_TRANSACTION_ACTIONS,
    }),
  }),
);

export function validateTransactGetItems(body: object): TransactGetItemsRequest {
  const request = checkShape(body);
  for (const { Get: action } of request.TransactItems) {
    checkParameterMix(action, ['ProjectionExpression'], []);
    action.Key = normalizeMap(action.Key, 'older');
    action.expressions = resolveExpressions(action, { ProjectionExpression: action.ProjectionExpression });
  }
  return request;
}
