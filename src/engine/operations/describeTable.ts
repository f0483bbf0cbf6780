import type { Engine } from '../engine.ts';
import { validateDescribeTable } from '../validation/describeTable.ts';
import { describeTable as tableDescription } from './tableDescription.ts';

export function describeTable(engine: Engine, body: object) {
  const request = validateDescribeTable(body);
  return { Table: tableDescription(engine, engine.describeTarget(request.TableName)) };
}
