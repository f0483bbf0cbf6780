/** ListTables request validation (messages recorded in architect/dynalite's listTables tests). */
import { NAME_PATTERN } from './commonShapes.ts';
import type { ListTablesRequest } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { integer, string, structure } from './shape/shapes.ts';

export const validateListTables = compileRequest<ListTablesRequest>(
  structure('ListTablesInput', {
    ExclusiveStartTableName: string({ pattern: NAME_PATTERN, min: 3, max: 255 }),
    Limit: integer({ min: 1, max: 100 }),
  }),
);
