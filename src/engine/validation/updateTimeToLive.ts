/**
 * UpdateTimeToLive request validation: the table name (before any constraint, with its own messages),
 * then the shape (architect/dynalite's updateTimeToLive tests). An empty attribute name is a length
 * violation: AWS answered so in 2026 (ack-api-quirks dynamodb DDB-TABLE-457), where dynalite's older
 * recordings had a sentence of its own. Whether TTL is already in that state, or was changed too
 * recently, is the operation's.
 */
import type { UpdateTimeToLiveRequest } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { boolean, string, structure } from './shape/shapes.ts';
import { checkTableNameParameter, tableNameParameter } from './tableNameParameter.ts';

export const validateUpdateTimeToLive = compileRequest<UpdateTimeToLiveRequest>(
  structure('UpdateTimeToLiveInput', {
    TableName: tableNameParameter,
    TimeToLiveSpecification: structure(
      'TimeToLiveSpecification',
      { Enabled: boolean({ required: true }), AttributeName: string({ required: true, min: 1, max: 255 }) },
      { required: true },
    ),
  }),
  checkTableNameParameter,
);
