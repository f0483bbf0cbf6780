/**
 * BatchExecuteStatement through dispatch: up to 25 statements, all reads or all writes, each
 * answering on its own — a failing statement has its Error in Responses and the others still run.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, ok, testEngine } from '../helpers/wire.ts';
import { getSong, musicEngine, N, putSongs, S, song } from './support.ts';

let engine: Engine;

beforeEach(() => {
  engine = musicEngine();
  putSongs(engine, [song('a', '1', { n: N(1) }), song('a', '2', { n: N(2) })]);
});

const batch = (statements: (string | Record<string, unknown>)[], extra: Record<string, unknown> = {}) =>
  ok(engine, 'BatchExecuteStatement', {
    Statements: statements.map((s) => (typeof s === 'string' ? { Statement: s } : s)),
    ...extra,
  });

/** A batch SELECT's answer when its WHERE does not name one item by its full key. */
const NEEDS_KEY = {
  Error: {
    Code: 'ValidationError',
    Message:
      'Select statements within BatchExecuteStatement must specify the primary key in the where clause.',
  },
};

describe('writes', () => {
  it('runs each statement on its own and reports failures in place', () => {
    const reply = batch(
      [
        `INSERT INTO "Music" VALUE {'Artist': 'b', 'SongTitle': '1'}`,
        `INSERT INTO "Music" VALUE {'Artist': 'a', 'SongTitle': '1'}`,
        `SLECT`,
        {
          Statement: `UPDATE "Music" SET n = 5 WHERE Artist = 'a' AND SongTitle = '2' AND n = 9`,
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
        `DELETE FROM "Music" WHERE Artist = 'b' AND SongTitle = '9'`,
        {
          Statement: `UPDATE "Music" SET n = ? WHERE Artist = 'c' AND SongTitle = '1'`,
          Parameters: [N('1e99999999999')],
        },
        `UPDATE "Nothing" SET n = 1 WHERE Artist = 'c' AND SongTitle = '1'`,
      ],
      { ReturnConsumedCapacity: 'TOTAL' },
    );
    expect(reply.Responses).toEqual([
      { TableName: 'Music' },
      // A member that reached its table names it; ReturnValuesOnConditionCheckFailure returns no item
      // on a member (nubo-db/dynamodb-conformance tests/tier2/partiql/batchExecuteStatement.test.ts).
      {
        TableName: 'Music',
        Error: { Code: 'DuplicateItem', Message: 'Duplicate primary key exists in table' },
      },
      {
        Error: {
          Code: 'ValidationError',
          Message: "Statement wasn't well formed, can't be processed: Expected data manipulation",
        },
      },
      {
        TableName: 'Music',
        Error: { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
      },
      { TableName: 'Music' },
      {
        Error: {
          Code: 'ValidationError',
          Message: 'The parameter cannot be converted to a numeric value: 1e99999999999',
        },
      },
      { Error: { Code: 'ResourceNotFound', Message: 'Requested resource not found' } },
    ]);
    expect(reply.ConsumedCapacity).toHaveLength(1);
    // Two writes, and one unit for each of the two members that failed at the table (batchFailedWrites.test.ts).
    expect(reply.ConsumedCapacity[0]).toMatchObject({ TableName: 'Music', CapacityUnits: 2 + 2 });
    expect(getSong(engine, 'b', '1')).toBeDefined();
    expect(getSong(engine, 'a', '2')).toEqual(song('a', '2', { n: N(2) }));
  });

  it('runs set_add and the FROM-first UPDATE', () => {
    const reply = batch([
      `UPDATE "Music" SET ss = set_add(ss, <<'t'>>) WHERE Artist = 'a' AND SongTitle = '1'`,
      `FROM "Music" WHERE Artist = 'a' AND SongTitle = '2' SET c = 1`,
    ]);
    expect(reply.Responses.map((r: Record<string, unknown>) => r.Error)).toEqual([undefined, undefined]);
    expect(getSong(engine, 'a', '1').ss).toEqual({ SS: ['t'] });
    expect(getSong(engine, 'a', '2').c).toEqual(N(1));
  });
});

describe('reads', () => {
  it('returns a nested map path under its last name, as ExecuteStatement does', () => {
    putSongs(engine, [song('m', '1', { info: { M: { label: S('Blue Note'), year: N(1959) } } })]);
    const reply = batch([`SELECT info.label, SongTitle FROM "Music" WHERE Artist = 'm' AND SongTitle = '1'`]);
    expect(reply.Responses).toEqual([
      { TableName: 'Music', Item: { label: S('Blue Note'), SongTitle: S('1') } },
    ]);
  });

  it('reads one item per statement by its full primary key', () => {
    const reply = batch(
      [
        `SELECT * FROM "Music" WHERE Artist = 'a' AND SongTitle = '1'`,
        {
          Statement: `SELECT n FROM "Music" WHERE SongTitle = ? AND Artist = ?`,
          Parameters: [S('2'), S('a')],
          ConsistentRead: true,
        },
        `SELECT * FROM "Music" WHERE Artist = 'a' AND SongTitle = 'none'`,
        `SELECT * FROM "Music" WHERE Artist = 'a'`,
        `SELECT * FROM "Music" WHERE Artist = 'a' AND SongTitle = '3' AND n = 1`,
        `SELECT * FROM "Music"."ByGenre" WHERE Genre = 'x'`,
      ],
      { ReturnConsumedCapacity: 'TOTAL' },
    );
    expect(reply.Responses).toEqual([
      { TableName: 'Music', Item: song('a', '1', { n: N(1) }) },
      { TableName: 'Music', Item: { n: N(2) } },
      { TableName: 'Music' },
      NEEDS_KEY,
      NEEDS_KEY,
      NEEDS_KEY,
    ]);
    expect(reply.ConsumedCapacity).toHaveLength(1);
    expect(reply.ConsumedCapacity[0]).toMatchObject({ TableName: 'Music', CapacityUnits: 2 });
  });

  // As DynamoDB answered in eu-west-2, September 2026 (hectorvent/floci
  // DynamoDbPartiQLEdgeCaseIntegrationTest): a one-value IN on a key is its equality; two values
  // for one key name no item.
  it('reads a key named by a one-value IN, and refuses two values for one key', () => {
    const reply = batch([
      `SELECT n FROM "Music" WHERE Artist IN ['a'] AND SongTitle = '1'`,
      `SELECT n FROM "Music" WHERE Artist IN ['a'] AND SongTitle IN ['2']`,
      `SELECT n FROM "Music" WHERE Artist = 'a' AND SongTitle = '1' AND Artist = 'b'`,
      `SELECT n FROM "Music" WHERE Artist IN ['a', 'b'] AND SongTitle = '1'`,
    ]);
    expect(reply.Responses).toEqual([
      { TableName: 'Music', Item: { n: N(1) } },
      { TableName: 'Music', Item: { n: N(2) } },
      NEEDS_KEY,
      NEEDS_KEY,
    ]);
  });
});

describe('request errors', () => {
  it.each([
    [
      'reads and writes together',
      [
        `SELECT * FROM "Music" WHERE Artist = 'a' AND SongTitle = '1'`,
        `DELETE FROM "Music" WHERE Artist = 'a' AND SongTitle = '1'`,
      ],
      'Read and write requests together in the same batch is not supported.',
    ],
    [
      'two statements on one item',
      [
        `UPDATE "Music" SET x = 1 WHERE Artist = 'a' AND SongTitle = '1'`,
        `DELETE FROM "Music" WHERE SongTitle = '1' AND Artist = 'a'`,
      ],
      'Provided list of item keys contains duplicates',
    ],
    [
      'no statements',
      [],
      "1 validation error detected: Value '[]' at 'statements' failed to satisfy constraint: Member must have length greater than or equal to 1",
    ],
  ])('refuses %s and runs nothing', (_label, statements, message) => {
    const failure = fails(engine, 'BatchExecuteStatement', {
      Statements: statements.map((Statement) => ({ Statement })),
    });
    expect(failure).toMatchObject({ type: 'ValidationException', message });
    expect(getSong(engine, 'a', '1')).toEqual(song('a', '1', { n: N(1) }));
  });

  it('allows 25 statements and refuses 26', () => {
    const statements = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        Statement: `INSERT INTO "Music" VALUE {'Artist': 'm', 'SongTitle': '${i}'}`,
      }));
    expect(fails(engine, 'BatchExecuteStatement', { Statements: statements(26) }).message).toMatch(
      /^1 validation error detected: Value '.*' at 'statements' failed to satisfy constraint: Member must have length less than or equal to 25$/,
    );
    expect(ok(engine, 'BatchExecuteStatement', { Statements: statements(25) }).Responses).toHaveLength(25);
  });
});

describe('a throttled statement', () => {
  it('names its table beside its Error (boto/boto3#3834), unlike other failures', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', {
      TableName: 'Slow',
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
    });
    const insert = (i: number) => ({ Statement: `INSERT INTO "Slow" VALUE {'pk': 'p${i}'}` });
    let throttled: Record<string, unknown> | undefined;
    for (let i = 0; i < 1000 && !throttled; i += 20) {
      const { Responses } = ok(engine, 'BatchExecuteStatement', {
        Statements: Array.from({ length: 20 }, (_, j) => insert(i + j)),
      });
      throttled = Responses.find((r: { Error?: unknown }) => r.Error);
    }
    expect(throttled).toEqual({
      TableName: 'Slow',
      Error: { Code: 'ProvisionedThroughputExceeded', Message: expect.any(String) },
    });
  });
});
