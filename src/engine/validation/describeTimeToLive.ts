/** DescribeTimeToLive request validation: the table name, checked as UpdateTimeToLive checks it. */
import type { DescribeTimeToLiveRequest } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { structure } from './shape/shapes.ts';
import { checkTableNameParameter, tableNameParameter } from './tableNameParameter.ts';

export const validateDescribeTimeToLive = compileRequest<DescribeTimeToLiveRequest>(
  structure('DescribeTimeToLiveInput', { TableName: tableNameParameter }),
  checkTableNameParameter,
);
