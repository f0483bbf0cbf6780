/**
 * ExecuteTransaction through dispatch: all SELECTs (a TransactGetItems) or all writes with EXISTS
 * checks (a TransactWriteItems) — all or nothing, with DynamoDB's cancellation reasons,
 * idempotency token and transactional capacity.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { dispatchAsync } from '../../src/protocol/dispatch.ts';
import { call, fails, ok } from '../helpers/wire.ts';
import { getSong, musicEngine, N, putSongs, S, song } from './support.ts';

let engine: Engine;

beforeEach(() => {
  engine = musicEngine();
  putSongs(engine, [song('a', '1', { n: N(1) }), song('a', '2', { n: N(2) })]);
});

const statements = (list: (string | Record<string, unknown>)[]) =>
  list.map((s) => (typeof s === 'string' ? { Statement: s } : s));
const transact = (list: (string | Record<string, unknown>)[], extra: Record<string, unknown> = {}) =>
  ok(engine, 'ExecuteTransaction', { TransactStatements: statements(list), ...extra });
const refusal = (list: (string | Record<string, unknown>)[], extra: Record<string, unknown> = {}) =>
  fails(engine, 'ExecuteTransaction', { TransactStatements: statements(list), ...extra });

describe('writes', () => {
  const writes = [
    `INSERT INTO "Music" VALUE {'Artist': 'b', 'SongTitle': '1'}`,
    `UPDATE "Music" SET n = n + 10 WHERE Artist = 'a' AND SongTitle = '1'`,
    `DELETE FROM "Music" WHERE Artist = 'a' AND SongTitle = '2'`,
    `EXISTS(SELECT * FROM "Music" WHERE Artist = 'a' AND SongTitle = '3' AND n IS MISSING)`,
  ];

  it('commits every statement and answers with an empty Responses list', () => {
    putSongs(engine, [song('a', '3')]);
    const reply = transact(writes, { ReturnConsumedCapacity: 'TOTAL' });
    expect(reply.Responses).toEqual([]);
    expect(reply.ConsumedCapacity).toEqual([{ TableName: 'Music', CapacityUnits: 8, WriteCapacityUnits: 8 }]);
    expect(getSong(engine, 'b', '1')).toBeDefined();
    expect(getSong(engine, 'a', '1').n).toEqual(N(11));
    expect(getSong(engine, 'a', '2')).toBeUndefined();
  });

  it('cancels all of them with a reason per statement', () => {
    putSongs(engine, [song('b', '1')]);
    const failure = refusal(
      writes.map((statement, i) =>
        i === 1 ? { Statement: statement, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } : statement,
      ),
    );
    expect(failure.type).toBe('TransactionCanceledException');
    expect(failure.message).toBe(
      'Transaction cancelled, please refer cancellation reasons for specific reasons [DuplicateItem, None, None, ConditionalCheckFailed]',
    );
    expect(failure.body.CancellationReasons).toEqual([
      { Code: 'DuplicateItem', Message: 'Duplicate primary key exists in table' },
      { Code: 'None' },
      { Code: 'None' },
      { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
    ]);
    expect(getSong(engine, 'a', '1').n).toEqual(N(1));
    expect(getSong(engine, 'a', '2')).toBeDefined();
  });

  it('fails an UPDATE of a missing item as a condition', () => {
    const failure = refusal([`UPDATE "Music" SET n = 1 WHERE Artist = 'z' AND SongTitle = '1'`]);
    expect(failure.body.CancellationReasons).toEqual([
      { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
    ]);
  });

  it('answers a repeated ClientRequestToken with the first result, and refuses it for other statements', () => {
    const token = { ClientRequestToken: 'token-1' };
    const update = `UPDATE "Music" SET n = n + 1 WHERE Artist = 'a' AND SongTitle = '1'`;
    transact([update], token);
    transact([update], token);
    expect(getSong(engine, 'a', '1').n).toEqual(N(2));
    expect(refusal([`DELETE FROM "Music" WHERE Artist = 'a' AND SongTitle = '1'`], token).type).toBe(
      'IdempotentParameterMismatchException',
    );
  });
});

describe('in flight', () => {
  it('holds its items for the engine transaction latency, as TransactWriteItems does', async () => {
    const slow = musicEngine({ transactionLatencyMs: 100 });
    putSongs(slow, [song('a', '1', { n: N(1) })]);
    const body = {
      TransactStatements: [{ Statement: `UPDATE "Music" SET n = 2 WHERE Artist = 'a' AND SongTitle = '1'` }],
    };
    const pending = dispatchAsync(slow, 'DynamoDB_20120810.ExecuteTransaction', JSON.stringify(body));
    const meanwhile = call(slow, 'ExecuteStatement', {
      Statement: `UPDATE "Music" SET n = 3 WHERE Artist = 'a' AND SongTitle = '1'`,
    });
    expect(meanwhile.body.__type).toMatch(/#TransactionConflictException$/);
    slow.advance(100);
    const reply = await pending;
    expect(JSON.parse(reply.body)).toEqual({ Responses: [] });
    expect(getSong(slow, 'a', '1').n).toEqual(N(2));
  });
});

describe('reads', () => {
  it('returns a nested map path under its last name, as ExecuteStatement does', () => {
    putSongs(engine, [song('m', '1', { info: { M: { label: S('Blue Note') } } })]);
    const reply = transact([`SELECT info.label FROM "Music" WHERE Artist = 'm' AND SongTitle = '1'`]);
    expect(reply.Responses).toEqual([{ Item: { label: S('Blue Note') } }]);
  });

  it('reads every item in one snapshot at the transactional cost', () => {
    const reply = transact(
      [
        `SELECT * FROM "Music" WHERE Artist = 'a' AND SongTitle = '1'`,
        { Statement: `SELECT n FROM "Music" WHERE Artist = ? AND SongTitle = '2'`, Parameters: [S('a')] },
        `SELECT * FROM "Music" WHERE Artist = 'a' AND SongTitle = 'none'`,
      ],
      { ReturnConsumedCapacity: 'TOTAL' },
    );
    expect(reply.Responses).toEqual([{ Item: song('a', '1', { n: N(1) }) }, { Item: { n: N(2) } }, {}]);
    expect(reply.ConsumedCapacity[0]).toMatchObject({ TableName: 'Music', CapacityUnits: 6 });
  });

  // As DynamoDB answered in eu-west-2, September 2026 (hectorvent/floci
  // DynamoDbPartiQLEdgeCaseIntegrationTest): a one-value IN on a key is its equality in a read.
  it('reads a key named by a one-value IN', () => {
    const reply = transact([
      `SELECT n FROM "Music" WHERE Artist IN ['a'] AND SongTitle IN ['1']`,
      `SELECT n FROM "Music" WHERE (Artist IN ['a']) AND Artist = 'a' AND SongTitle = '2'`,
    ]);
    expect(reply.Responses).toEqual([{ Item: { n: N(1) } }, { Item: { n: N(2) } }]);
  });

  it.each([
    `SELECT * FROM "Music" WHERE Artist IN ['b'] AND Artist = 'a' AND SongTitle = '1'`,
    `SELECT * FROM "Music" WHERE Artist = 'a' AND SongTitle = '1' AND Artist = 'b'`,
  ])('refuses two values for one key as naming no item: %s', (statement) => {
    expect(refusal([statement]).message).toBe(
      'Validation failed in TransactStatements[0]: Select statements within ExecuteTransaction must specify the primary key in the where clause.',
    );
  });
});

describe('request errors', () => {
  it.each([
    [
      [`SELECT * FROM "Music" WHERE Artist = 'a'`],
      'Validation failed in TransactStatements[0]: Select statements within ExecuteTransaction must specify the primary key in the where clause.',
    ],
    [
      [
        `SELECT * FROM "Music" WHERE Artist = 'a' AND SongTitle = '1'`,
        `SELECT * FROM "Music"."ByGenre" WHERE Genre = 'x'`,
      ],
      'Validation failed in TransactStatements[1]: Reads on indices are not supported within transactions.',
    ],
    [
      [
        `UPDATE "Music" SET z = 1 WHERE Artist = 'a' AND SongTitle = '1'`,
        `EXISTS(SELECT * FROM "Music" WHERE Artist = 'a' AND SongTitle = '2')`,
      ],
      'Validation failed in TransactStatements[1]: EXISTS() must contain a single item read with additional condition',
    ],
    [
      [`UPDATE "Music" SET z = 1 WHERE Artist = 'a' AND SongTitle = '1' RETURNING ALL NEW *`],
      'Validation failed in TransactStatements[0]: RETURNING clause is not supported in ExecuteTransaction.',
    ],
    [
      [
        `SELECT * FROM "Music" WHERE Artist = 'a' AND SongTitle = '1'`,
        `DELETE FROM "Music" WHERE Artist = 'a' AND SongTitle = '2'`,
      ],
      'ExecuteTransaction API does not support both read and write operations in the same request.',
    ],
    [
      [
        `UPDATE "Music" SET z = 1 WHERE Artist = 'a' AND SongTitle = '1'`,
        `DELETE FROM "Music" WHERE Artist = 'a' AND SongTitle = '1'`,
      ],
      'Transaction request cannot include multiple operations on one item',
    ],
    [
      [`UPDATE "Music" SET z = ? WHERE Artist = 'a' AND SongTitle = '1'`],
      "Number of parameters in request and statement don't match.",
    ],
    [
      [`SELECT * FROM "Music" WHERE Artist = 'a' AND SongTitle = '1'`, `SLECT`],
      "Validation failed in TransactStatements[1]: Statement wasn't well formed, can't be processed: Expected data manipulation",
    ],
  ])('%j', (list, message) => {
    expect(refusal(list)).toMatchObject({ type: 'ValidationException', message });
    expect(getSong(engine, 'a', '1')).toEqual(song('a', '1', { n: N(1) }));
  });

  it('allows 100 statements and refuses 101', () => {
    const inserts = (n: number) =>
      Array.from({ length: n }, (_, i) => `INSERT INTO "Music" VALUE {'Artist': 't', 'SongTitle': '${i}'}`);
    expect(refusal(inserts(101)).message).toMatch(/Member must have length less than or equal to 100$/);
    expect(transact(inserts(100)).Responses).toEqual([]);
  });
});
