/** The table a backup or point-in-time recovery call names, as the backup service sees it. */
import type { Engine } from '../../engine.ts';
import { DynamoDBError } from '../../errors.ts';
import type { Table } from '../../storage/table.ts';
import { unknownToSideServices } from '../tableArrival.ts';
import { forgottenWhileDeleting } from '../tableDeparture.ts';

/** `name` as the request gave it; none for a point-in-time restore's SourceTableArn (restores.ts). */
export const tableNotFound = (name: string | undefined) =>
  new DynamoDBError(
    'TableNotFoundException',
    name === undefined ? 'Table not found' : `Table not found: ${name}`,
  );

/**
 * The table, while the backup service knows it: not at first while it is created (tableArrival.ts),
 * nor soon after DeleteTable (tableDeparture.ts). `unnamed`: not found, it is not named.
 */
export function backedUpTable(engine: Engine, name: string, unnamed = false): Table {
  const table = engine.findTable(name);
  if (!table || forgottenWhileDeleting(engine, table) || unknownToSideServices(engine, table)) {
    throw tableNotFound(unnamed ? undefined : name);
  }
  return table;
}
