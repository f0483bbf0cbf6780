/**
 * A statement's errors in PartiQL's own wording. UPDATE and DELETE run through UpdateItem and
 * DeleteItem, whose request checks answer in the '1 validation error detected: ' envelope and name
 * the expression ("Invalid ConditionExpression: …"); DynamoDB's statements say neither (captured in
 * eu-west-2, 2026-09-17: hectorvent/floci DynamoDbPartiQLEdgeCaseIntegrationTest). From the same
 * capture: a parameter is refused inside a collection literal, at its place; a number bag with a
 * repeated value and a Parameter with a repeated set member get their own words; and a batch
 * member's update that would nest its item too deep names its table.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { call, ok } from '../helpers/wire.ts';
import { getSong, musicEngine, N, putSongs, S, song } from './support.ts';

let engine: Engine;

beforeEach(() => {
  engine = musicEngine();
  putSongs(engine, [song('a', '1', { n: N(1) })]);
});

const ONE_SONG = `Artist = 'a' AND SongTitle = '1'`;
const operands = Array.from({ length: 101 }, (_, i) => `'v${i}'`).join(', ');
const CASES: [string, string][] = [
  [
    `UPDATE "Music" SET n = 'a' + 1 WHERE ${ONE_SONG} AND nope = 'x'`,
    'Incorrect operand type for operator or function; operator or function: +, operand type: S',
  ],
  [
    `UPDATE "Music" SET x = 1 WHERE ${ONE_SONG} AND n < true`,
    'Incorrect operand type for operator or function; operator or function: <, operand type: BOOL',
  ],
  [
    `DELETE FROM "Music" WHERE ${ONE_SONG} AND n < true`,
    'Incorrect operand type for operator or function; operator or function: <, operand type: BOOL',
  ],
  [
    `UPDATE "Music" SET x = 1 WHERE ${ONE_SONG} AND flag IN [${operands}]`,
    'The IN operator is provided with too many operands; number of operands: 101',
  ],
];

describe('UPDATE and DELETE errors in PartiQL’s wording', () => {
  it.each(CASES)('ExecuteStatement: %s', (Statement, message) => {
    expect(call(engine, 'ExecuteStatement', { Statement })).toEqual({
      status: 400,
      body: { __type: 'com.amazon.coral.validate#ValidationException', message },
    });
  });

  it.each(CASES)('BatchExecuteStatement: %s', (Statement, message) => {
    expect(call(engine, 'BatchExecuteStatement', { Statements: [{ Statement }] })).toEqual({
      status: 200,
      body: { Responses: [{ Error: { Code: 'ValidationError', Message: message } }] },
    });
  });

  it('leaves the item as it was', () => {
    for (const [Statement] of CASES) call(engine, 'ExecuteStatement', { Statement });
    expect(getSong(engine, 'a', '1')).toEqual(song('a', '1', { n: N(1) }));
  });
});

describe('a parameter inside a list, set or map literal', () => {
  it.each([
    [`UPDATE "Music" SET x = [?] WHERE ${ONE_SONG}`, 'root[0]'],
    [`INSERT INTO "Music" VALUE {'Artist': 'b', 'SongTitle': '1', 'm': {'k': ?}}`, 'root.k'],
  ])('is refused where it sits: %s', (Statement, where) => {
    const column = Statement.indexOf('?') + 1;
    expect(call(engine, 'ExecuteStatement', { Statement, Parameters: [S('a')] }).body).toEqual({
      __type: 'com.amazon.coral.validate#ValidationException',
      message: `Unsupported data type: Parameter under key ${where} at 1:${column}:1`,
    });
  });

  it('is bound as a whole value, and in an IN list', () => {
    ok(engine, 'ExecuteStatement', {
      Statement: `INSERT INTO "Music" VALUE {'Artist': ?, 'SongTitle': ?, 'tags': ?}`,
      Parameters: [S('b'), S('1'), { L: [S('x')] }],
    });
    const read = ok(engine, 'ExecuteStatement', {
      Statement: `SELECT tags FROM "Music" WHERE Artist IN [?, ?]`,
      Parameters: [S('b'), S('c')],
    });
    expect(read.Items).toEqual([{ tags: { L: [S('x')] } }]);
  });
});

describe('repeated set members, nesting too deep', () => {
  const duplicates =
    'One or more parameter values were invalid: Input collection [a, a] contains duplicates.';

  it('names the numbers of a bag as written', () => {
    ok(engine, 'UpdateItem', {
      TableName: 'Music',
      Key: { Artist: S('a'), SongTitle: S('1') },
      UpdateExpression: 'SET ns = :ns',
      ExpressionAttributeValues: { ':ns': { NS: ['1'] } },
    });
    const reply = call(engine, 'ExecuteStatement', {
      Statement: `UPDATE "Music" SET ns = set_add(ns, <<2, 2.0>>) WHERE ${ONE_SONG}`,
    });
    expect(reply.body.message).toBe(
      'One or more parameter values were invalid: Input collection [2, 2.0] contains duplicates! under root',
    );
    expect(getSong(engine, 'a', '1')?.ns).toEqual({ NS: ['1'] });
  });

  it('checks the Parameters before reading the statement', () => {
    const reply = call(engine, 'ExecuteStatement', {
      Statement: 'UPDATE "Music" SET WHERE',
      Parameters: [{ SS: ['a', 'a'] }],
    });
    expect(reply).toMatchObject({ status: 400, body: { message: duplicates } });
  });

  it('names the table of a batch member whose update would nest its item too deep', () => {
    ok(engine, 'UpdateItem', {
      TableName: 'Music',
      Key: { Artist: S('a'), SongTitle: S('1') },
      UpdateExpression: 'SET m = :m',
      ExpressionAttributeValues: { ':m': { M: {} } },
    });
    let deep: object = S('x');
    for (let i = 0; i < 31; i++) deep = { M: { a: deep } };
    const reply = ok(engine, 'BatchExecuteStatement', {
      Statements: [{ Statement: `UPDATE "Music" SET m.deep = ? WHERE ${ONE_SONG}`, Parameters: [deep] }],
    });
    expect(reply.Responses).toEqual([
      {
        TableName: 'Music',
        Error: { Code: 'ValidationError', Message: 'Nesting Levels have exceeded supported limits' },
      },
    ]);
  });
});
