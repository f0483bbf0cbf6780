/** The table a backup or point-in-time recovery call names, as the backup service sees it. */
import type { Engine } from '../../engine.ts';
import { DynamoDBError } from '../../errors.ts';
import type { Table } from '../../storage/table.ts';
import { unknownToSideServices } from '../tableArrival.ts';
import { forgottenWhileDeleting } from '../tableDeparture.ts';

export const tableNotFound = (name: string) =>
  new DynamoDBError('TableNotFoundException', `Table not found: ${name}`);

/**
 * The table, while the backup service knows it: not at first while it is created (tableArrival.ts),
 * nor soon after DeleteTable (tableDeparture.ts).
 */
export function backedUpTable(engine: Engine, name: string): Table {
  const table = engine.findTable(name);
  if (!table || forgottenWhileDeleting(engine, table) || unknownToSideServices(engine, table)) {
    throw tableNotFound(name);
  }
  return table;
}
