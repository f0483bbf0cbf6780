/**
 * Streams of tables deleted less than 24 hours before a save (API_DeleteTable.html: the stream is
 * deleted 24 hours after its table), read back and made again. The table itself is gone, so each
 * saved stream carries its table's name and key schema: from them a stand-in table is built the way
 * CreateTable builds one — never added to the engine — that gives the stream its ARN and checks
 * the saved records' keys and images.
 */
import type { Engine } from '../engine.ts';
import { newTable } from '../operations/createTable.ts';
import type { Table } from '../storage/table.ts';
import { validateCreateTable } from '../validation/createTable.ts';
import { array, checked, object } from './snapshotReader.ts';
import { makeDisabledStream, readDisabledStream, type SavedDisabledStream } from './streamRestore.ts';

export interface SavedDeletedTableStream {
  table: Table;
  stream: SavedDisabledStream;
}

export function readDeletedTableStreams(
  engine: Engine,
  value: unknown,
  path: string,
  now: number,
): SavedDeletedTableStream[] {
  if (value === undefined) return [];
  return array(value, path).map((entry, i) => {
    const where = `${path}[${i}]`;
    const saved = object(object(entry, where).table, `${where}.table`);
    const request = checked(`${where}.table`, () =>
      validateCreateTable({
        TableName: saved.TableName,
        KeySchema: saved.KeySchema,
        AttributeDefinitions: saved.AttributeDefinitions,
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
    const table: Table = { ...newTable(engine, request), status: 'DELETING' };
    return { table, stream: readDisabledStream(table, entry, where, now) };
  });
}

export function restoreDeletedTableStreams(engine: Engine, saved: SavedDeletedTableStream[]): void {
  for (const { table, stream } of saved) makeDisabledStream(engine, table, stream);
}
