/**
 * What a BatchExecuteStatement member that failed at its table costs, as measured against DynamoDB
 * (captures M4, U2 and B10 in nubo-db/dynoxide tests/partiql_index_consumed_capacity.rs and
 * tests/batch_statement_member_fields.rs, eu-west-2, August 2026): the write units any failed
 * conditional write consumes, sized on the item stored at its key, counted in its table's
 * CapacityUnits but in none of the Table or index figures — and only for a table where some
 * statement succeeded.
 */
import { beforeEach, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { ok } from '../helpers/wire.ts';
import { musicEngine, S } from './support.ts';

let engine: Engine;

beforeEach(() => {
  engine = musicEngine();
  const put = (title: string, extra: object = {}) =>
    ok(engine, 'PutItem', { TableName: 'Music', Item: { Artist: S('a'), SongTitle: S(title), ...extra } });
  put('1');
  put('2');
  put('big', { notes: S('x'.repeat(3000)) });
});

const batch = (...Statement: string[]) =>
  ok(engine, 'BatchExecuteStatement', {
    Statements: Statement.map((text) => ({ Statement: text })),
    ReturnConsumedCapacity: 'INDEXES',
  });
const insert = (title: string, genre?: string) =>
  `INSERT INTO "Music" VALUE {'Artist': 'a', 'SongTitle': '${title}'${genre ? `, 'Genre': '${genre}'` : ''}}`;

it('adds a duplicate INSERT to the total only, sized on the stored item', () => {
  const reply = batch(insert('1'), insert('new', 'jazz'));
  expect(reply.Responses.map((r: { Error?: { Code: string } }) => r.Error?.Code)).toEqual([
    'DuplicateItem',
    undefined,
  ]);
  expect(reply.ConsumedCapacity).toEqual([
    {
      TableName: 'Music',
      CapacityUnits: 3,
      Table: { CapacityUnits: 1 },
      GlobalSecondaryIndexes: { ByGenre: { CapacityUnits: 1 } },
    },
  ]);
  const larger = batch(insert('1'), insert('2'), insert('big'), insert('newer', 'rock'));
  expect(larger.ConsumedCapacity[0].CapacityUnits).toBe(1 + 1 + 3 + 2);
  expect(larger.ConsumedCapacity[0].Table).toEqual({ CapacityUnits: 1 });
});

it('adds a failed UPDATE condition the same way, and reports nothing when every member failed', () => {
  const reply = batch(
    `UPDATE "Music" SET Genre = 'x' WHERE Artist = 'a' AND SongTitle = 'big' AND Genre = 'none'`,
    `UPDATE "Music" SET Rating = 5 WHERE Artist = 'a' AND SongTitle = '1'`,
  );
  expect(reply.Responses[0].Error.Code).toBe('ConditionalCheckFailed');
  expect(reply.ConsumedCapacity).toEqual([
    { TableName: 'Music', CapacityUnits: 3 + 1, Table: { CapacityUnits: 1 } },
  ]);
  expect(batch(insert('1'), insert('2')).ConsumedCapacity).toBeUndefined();
});
