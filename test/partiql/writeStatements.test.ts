/**
 * ExecuteStatement INSERT and DELETE through dispatch: what they change, what they answer (an empty
 * Items list, or RETURNING's item), their conditions, and DynamoDB's errors for write statements.
 * Behaviour pinned against real DynamoDB by paritysuite/dynamodb-conformance
 * (tests/tier2/partiql/*.test.ts). UPDATE is in updateStatement.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { ok } from '../helpers/wire.ts';
import { getSong, N, refused, rocksEngine, run, S, song } from './support.ts';

let engine: Engine;

beforeEach(() => {
  engine = rocksEngine();
});

describe('INSERT', () => {
  it('puts the item and answers with an empty Items list', () => {
    const reply = run(
      engine,
      `INSERT INTO "Music" VALUE {'Artist': ?, 'SongTitle': 'New', 'm': {'k': [1, 'two', <<3, 4>>]}, 'b': TRUE, 'z': NULL}`,
      {
        Parameters: [S('Acme')],
        ReturnConsumedCapacity: 'INDEXES',
      },
    );
    expect(reply.Items).toEqual([]);
    expect(reply.ConsumedCapacity).toMatchObject({
      TableName: 'Music',
      CapacityUnits: 1,
      Table: { CapacityUnits: 1 },
    });
    expect(getSong(engine, 'Acme', 'New')).toEqual(
      song('Acme', 'New', {
        m: { M: { k: { L: [N(1), S('two'), { NS: ['3', '4'] }] } } },
        b: { BOOL: true },
        z: { NULL: true },
      }),
    );
  });

  it('refuses a key that exists with DuplicateItemException, changing nothing', () => {
    const failure = refused(engine, `INSERT INTO "Music" VALUE {'Artist': 'Acme', 'SongTitle': 'Rocks'}`);
    expect(failure).toMatchObject({
      type: 'DuplicateItemException',
      message: 'Duplicate primary key exists in table',
    });
    expect(getSong(engine, 'Acme', 'Rocks').n).toEqual(N(1));
  });

  it('stores __proto__ and constructor as ordinary attribute names', () => {
    run(
      engine,
      `INSERT INTO "Music" VALUE {'Artist': 'p', 'SongTitle': 'q', '__proto__': {'constructor': 1}, 'toString': 'x'}`,
    );
    const item = getSong(engine, 'p', 'q');
    expect(Object.keys(item).sort()).toEqual(['Artist', 'SongTitle', '__proto__', 'toString']);
    expect(item['__proto__']).toEqual({ M: { constructor: N(1) } });
  });

  it.each([
    [
      `INSERT INTO "Music" VALUE {'Artist': 'x', 'SongTitle': 1e126}`,
      'Number overflow. Attempting to store a number with magnitude larger than supported range under root',
    ],
    [
      `INSERT INTO "Music" VALUE {'Artist': 'x', 'SongTitle': 'y', 'm': {'x': 1e126}}`,
      'Number overflow. Attempting to store a number with magnitude larger than supported range under root.x',
    ],
    [
      `INSERT INTO "Music" VALUE {'Artist': 'x', 'SongTitle': 'y', 'l': [1, 1e126]}`,
      'Number overflow. Attempting to store a number with magnitude larger than supported range under root[1]',
    ],
    [
      `INSERT INTO "Music" VALUE {'Artist': 'x', 'SongTitle': 'y', 's': <<'a', 'a'>>}`,
      'One or more parameter values were invalid: Input collection [a, a] contains duplicates.',
    ],
    [
      `INSERT INTO "Music" VALUE {'Artist': 'x', 'SongTitle': 'y', 's': <<>>}`,
      'Empty bags are not supported',
    ],
    [
      `INSERT INTO "Music" VALUE {'Artist': 'x', 'SongTitle': 'y', 's': <<'a', 1>>}`,
      'Unsupported data type in Bag. DynamoDB only supports either numbers or strings in bags',
    ],
    [
      `INSERT INTO "Music" VALUE {'Artist': 'x', 'SongTitle': 'y', 'a': 1, 'a': 2}`,
      'Duplicate keys in tuple. Key: a under root',
    ],
    [
      `INSERT INTO "Music" VALUE {'Artist': 'x'}`,
      'One or more parameter values were invalid: Missing the key SongTitle in the item',
    ],
    [
      `INSERT INTO "Music" VALUE 'x'`,
      'Unsupported format in item expression. Please use struct format {...} to express item values for insert statement.',
    ],
    [
      // The grammar refuses a qualified INSERT target (nubo-db/dynamodb-conformance
      // tests/tier2/partiql/indexQualifier.test.ts); UPDATE and DELETE refuse it later.
      `INSERT INTO "Music"."ByGenre" VALUE {'Artist': 'x', 'SongTitle': 'y'}`,
      'FROM clause may only contain a single table name in data manipulation statements at 1:13:17',
    ],
  ])('%s', (statement, message) => {
    expect(refused(engine, statement)).toMatchObject({ type: 'ValidationException', message });
  });

  it('names set_add in an INSERT value with its position', () => {
    const statement = `INSERT INTO "Music" VALUE {'Artist': 'x', 'SongTitle': 'y', 'ss': set_add(<<'a'>>, <<'b'>>)}`;
    expect(refused(engine, statement).message).toBe(
      `Unsupported data type: set_add under key root at 1:${statement.indexOf('set_add') + 1}:7`,
    );
  });
});
describe('DELETE', () => {
  it('deletes the item, and succeeds when there is none', () => {
    expect(run(engine, `DELETE FROM "Music" WHERE Artist = 'Acme' AND SongTitle = 'Rocks'`).Items).toEqual(
      [],
    );
    expect(getSong(engine, 'Acme', 'Rocks')).toBeUndefined();
    expect(
      run(engine, `DELETE FROM "Music" WHERE Artist = 'Acme' AND SongTitle = 'Rocks' AND n = 1`).Items,
    ).toEqual([]);
  });

  it('fails its condition on an item that exists, and returns the old item with RETURNING', () => {
    expect(
      refused(engine, `DELETE FROM "Music" WHERE Artist = 'Acme' AND SongTitle = 'Rocks' AND n = 2`).type,
    ).toBe('ConditionalCheckFailedException');
    expect(getSong(engine, 'Acme', 'Rocks')).toBeDefined();
    const reply = run(
      engine,
      `DELETE FROM "Music" WHERE Artist = 'Acme' AND SongTitle = 'Rocks' AND attribute_exists(ss) RETURNING ALL OLD *`,
    );
    expect(reply.Items).toEqual([
      song('Acme', 'Rocks', { n: N(1), ss: { SS: ['a', 'b', 'c'] }, l: { L: [N(1)] }, s: S('str') }),
    ]);
  });
});

describe('statement-level errors', () => {
  it.each([
    [
      `SELECT * FROM "Music" WHERE Artist = ?`,
      {},
      "Number of parameters in request and statement don't match.",
    ],
    [
      `SELECT * FROM "Music" WHERE Artist = 'a'`,
      { Parameters: [S('x')] },
      "Number of parameters in request and statement don't match.",
    ],
    [
      `SELECT * FROM "Music" WHERE Artist = ?`,
      { Parameters: [N('1e99999999999')] },
      'The parameter cannot be converted to a numeric value: 1e99999999999',
    ],
    [
      `SELECT * FROM "Music" WHERE Artist = ?`,
      { Parameters: [N('1e2147483647')] },
      'Number underflow. Attempting to store a number with magnitude smaller than supported range',
    ],
    [
      `SELECT * FROM "Music" WHERE Artist = 1e-131`,
      {},
      'Number underflow. Attempting to store a number with magnitude smaller than supported range under root',
    ],
    [
      `EXISTS(SELECT * FROM "Music" WHERE Artist = 'a' AND SongTitle = 'b' AND n = 1)`,
      {},
      'EXISTS can only be used in ExecuteTransaction write requests.',
    ],
    [
      `SELECT * FROM "x!"`,
      {},
      "Table name should be within the length [3, 255] and only contain 'a-z', 'A-Z', '0-9', '-', '_', '.'.",
    ],
  ])('%s', (statement, extra, message) => {
    expect(refused(engine, statement, extra)).toMatchObject({ type: 'ValidationException', message });
  });

  it('answers ResourceNotFoundException for a table that does not exist', () => {
    expect(refused(engine, `SELECT * FROM "Nothing"`).type).toBe('ResourceNotFoundException');
  });

  it('checks the request shape first', () => {
    expect(ok(engine, 'ListTables', {}).TableNames).toEqual(['Music']);
    expect(refused(engine, '').message).toBe(
      "1 validation error detected: Value '' at 'statement' failed to satisfy constraint: Member must have length greater than or equal to 1",
    );
    expect(refused(engine, `SELECT * FROM "Music"`, { Limit: 0 }).message).toBe(
      "1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1",
    );
  });
});
