/** DescribeTable request validation: the table name. */
import { tableName } from './commonShapes.ts';
import type { TableNameRequest } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { structure } from './shape/shapes.ts';

export const validateDescribeTable = compileRequest<TableNameRequest>(
  structure('DescribeTableInput', { TableName: tableName }),
);
