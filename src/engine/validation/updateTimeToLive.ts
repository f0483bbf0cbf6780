/**
 * UpdateTimeToLive request validation: the table name (before any constraint, with its own messages),
 * the shape, then a non-empty attribute name (architect/dynalite's updateTimeToLive tests). Whether
 * TTL is already in that state, or was changed too recently, is the operation's.
 */
import { validation } from '../errors.ts';
import type { UpdateTimeToLiveRequest } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { boolean, string, structure } from './shape/shapes.ts';
import { checkTableNameParameter, tableNameParameter } from './tableNameParameter.ts';

const checkShape = compileRequest<UpdateTimeToLiveRequest>(
  structure('UpdateTimeToLiveInput', {
    TableName: tableNameParameter,
    TimeToLiveSpecification: structure(
      'TimeToLiveSpecification',
      { Enabled: boolean({ required: true }), AttributeName: string({ required: true, max: 255 }) },
      { required: true },
    ),
  }),
  checkTableNameParameter,
);

export function validateUpdateTimeToLive(body: object): UpdateTimeToLiveRequest {
  const request = checkShape(body);
  // DynamoDB answers an empty name with a sentence of its own, not a length violation.
  if (request.TimeToLiveSpecification.AttributeName === '') {
    throw validation('TimeToLiveSpecification.AttributeName must be non empty');
  }
  return request;
}
