/**
 * Which problems with an ExecuteTransaction statement stop the request with a ValidationException
 * naming the statement, and which cancel the transaction with a reason for that statement — as
 * captured against DynamoDB (eu-west-2, September 2026; hectorvent/floci
 * DynamoDbPartiQLEdgeCaseIntegrationTest). A failed transaction changes nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, ok } from '../helpers/wire.ts';
import { getSong, musicEngine, N, putSongs, song } from './support.ts';

let engine: Engine;

beforeEach(() => {
  engine = musicEngine();
  putSongs(engine, [song('a', '1', { n: N(1) }), song('b', '1', { n: N(1) })]);
});

const refusal = (list: string[]) =>
  fails(engine, 'ExecuteTransaction', { TransactStatements: list.map((Statement) => ({ Statement })) });
const codes = (failure: ReturnType<typeof refusal>) =>
  (failure.body.CancellationReasons as { Code: string }[]).map((reason) => reason.Code);
const unchanged = () => {
  expect(getSong(engine, 'a', '1')).toEqual(song('a', '1', { n: N(1) }));
  expect(getSong(engine, 'b', '1')).toEqual(song('b', '1', { n: N(1) }));
};

const MISMATCH = 'The provided key element does not match the schema';
const update = `UPDATE "Music" SET z = 1 WHERE `;
const select = `SELECT * FROM "Music" WHERE Artist = 'a' AND SongTitle = '1'`;

describe('a missing table', () => {
  it('is the reason of each statement that names it, RETURNING or not', () => {
    const failure = refusal([
      `UPDATE "Missing" SET z = 1 WHERE Artist = 'x' AND SongTitle = '1' RETURNING ALL NEW *`,
      `DELETE FROM "Missing" WHERE Artist = 'x' AND SongTitle = '1'`,
    ]);
    expect(failure.type).toBe('TransactionCanceledException');
    expect(failure.message).toBe(
      'Transaction cancelled, please refer cancellation reasons for specific reasons [ResourceNotFound, ResourceNotFound]',
    );
    expect(failure.body.CancellationReasons[0]).toEqual({
      Code: 'ResourceNotFound',
      Message: 'Requested resource not found',
    });
  });

  it('is the reason of a read of its index, with None for the other reads', () => {
    const failure = refusal([select, `SELECT * FROM "Missing"."idx" WHERE Artist = 'x' AND SongTitle = '1'`]);
    expect(codes(failure)).toEqual(['None', 'ResourceNotFound']);
    expect(failure.body.CancellationReasons[0].Message).toBeUndefined();
  });

  it.each([
    [
      [
        `UPDATE "Missing" SET z = 1 WHERE Artist = 'x' AND SongTitle = '1'`,
        `${update}Artist = 'a' AND SongTitle = '1' RETURNING ALL NEW *`,
      ],
      'Validation failed in TransactStatements[1]: RETURNING clause is not supported in ExecuteTransaction.',
    ],
    [
      [
        `SELECT * FROM "Missing" WHERE Artist = 'x' AND SongTitle = '1'`,
        `SELECT * FROM "Music"."ByGenre" WHERE Artist = 'x' AND SongTitle = '1'`,
      ],
      'Validation failed in TransactStatements[1]: Reads on indices are not supported within transactions.',
    ],
  ])('gives way to a later statement that breaks a rule: %j', (list, message) => {
    expect(refusal(list)).toMatchObject({ type: 'ValidationException', message });
    unchanged();
  });
});

describe('a statement that does not name exactly one item', () => {
  it('cancels the transaction with a ValidationError for each such write', () => {
    const failure = refusal([
      `${update}Artist = 'a'`,
      `${update}Artist IN ['a'] AND SongTitle = '1'`,
      `${update}Artist = 'a' AND SongTitle = '1' AND Artist = 'b'`,
      `${update}Artist = 'a' AND SongTitle = 1`,
      `${update}Artist = 'b' AND SongTitle = '1'`,
    ]);
    expect(failure.type).toBe('TransactionCanceledException');
    expect(codes(failure)).toEqual([
      'ValidationError',
      'ValidationError',
      'ValidationError',
      'ValidationError',
      'None',
    ]);
    expect(failure.body.CancellationReasons[0].Message).toBe(MISMATCH);
    expect(failure.body.CancellationReasons[3].Message).toBe(MISMATCH);
    unchanged();
  });

  it('reports an INSERT without its sort key and a DELETE without its partition key', () => {
    const failure = refusal([
      `INSERT INTO "Music" VALUE {'Artist': 'c'}`,
      `DELETE FROM "Music" WHERE SongTitle = '1'`,
    ]);
    expect(failure.body.CancellationReasons).toEqual([
      {
        Code: 'ValidationError',
        Message: 'One or more parameter values were invalid: Missing the key SongTitle in the item',
      },
      { Code: 'ValidationError', Message: MISMATCH },
    ]);
    unchanged();
  });

  it('cancels reads on a key of the wrong type before looking for two reads of one item', () => {
    const failure = refusal([select, select, `SELECT * FROM "Music" WHERE Artist = 1 AND SongTitle = '1'`]);
    expect(failure.message).toBe(
      'Transaction cancelled, please refer cancellation reasons for specific reasons [None, None, ValidationError]',
    );
    expect(failure.body.CancellationReasons[2]).toEqual({ Code: 'ValidationError', Message: MISMATCH });
  });
});

describe("a value the statement's text refuses", () => {
  it.each([
    [
      `${update.replace('z = 1', 'n = n + [1]')}Artist = 'a' AND SongTitle = '1'`,
      'Incorrect operand type for operator or function; operator or function: +, operand type: L',
    ],
    [
      `INSERT INTO "Music" VALUE {'Artist': 'c', 'SongTitle': '1', 'x': [<<'a','a'>>]}`,
      'One or more parameter values were invalid: Input collection [a, a] contains duplicates.',
    ],
  ])('is reported with the position of its statement: %s', (statement, message) => {
    expect(refusal([`${update}Artist = 'b' AND SongTitle = '1'`, statement])).toMatchObject({
      type: 'ValidationException',
      message: `Validation failed in TransactStatements[1]: ${message}`,
    });
    unchanged();
    expect(getSong(engine, 'c', '1')).toBeUndefined();
  });
});

describe('EXISTS with two values for its partition key', () => {
  it('checks the item the first names, and fails its condition on the second', () => {
    const failure = refusal([
      `EXISTS(SELECT * FROM "Music" WHERE Artist = 'a' AND SongTitle = '1' AND Artist = 'b' AND n = 1)`,
      `${update}Artist = 'b' AND SongTitle = '1'`,
    ]);
    expect(codes(failure)).toEqual(['ConditionalCheckFailed', 'None']);
    unchanged();
  });
});

describe('a literal nested in more than 31 lists and maps', () => {
  const where = ` WHERE Artist = 'a' AND SongTitle = '1'`;
  const nested = (open: string, close: string, levels: number) =>
    `${open.repeat(levels)}1${close.repeat(levels)}`;

  it('is refused from the statement, naming the value, and with its position in a transaction', () => {
    expect(
      fails(engine, 'ExecuteStatement', {
        Statement: `UPDATE "Music" SET d = ${nested("{'a':", '}', 32)}${where}`,
      }).message,
    ).toBe(`Nesting Levels have exceeded supported limits under root${'.a'.repeat(32)}`);
    expect(refusal([`UPDATE "Music" SET d = ${nested('[', ']', 32)}${where}`]).message).toBe(
      `Validation failed in TransactStatements[0]: Nesting Levels have exceeded supported limits under root${'[0]'.repeat(32)}`,
    );
    unchanged();
  });

  it('is written at 31', () => {
    ok(engine, 'ExecuteStatement', {
      Statement: `INSERT INTO "Music" VALUE {'Artist': 'c', 'SongTitle': '1', 'd': ${nested("{'a':", '}', 31)}}`,
    });
    expect(getSong(engine, 'c', '1')?.d).toBeDefined();
  });
});

describe("a SELECT's IN", () => {
  const values = (count: number) => Array.from({ length: count }, (_, i) => `'v${i}'`).join(', ');

  it.each([
    [
      `SELECT * FROM "Music" WHERE Artist IN ['a', 'a'] AND SongTitle = '1'`,
      'Overlapping conditions with range keys are not supported in where clause',
    ],
    [
      `SELECT * FROM "Music" WHERE Artist IN [${values(101)}] AND SongTitle = '1'`,
      'The IN operator is provided with too many operands; number of operands: 101',
    ],
  ])('is refused with the position of its statement: %s', (statement, message) => {
    expect(refusal([select.replace("'a'", "'b'"), statement]).message).toBe(
      `Validation failed in TransactStatements[1]: ${message}`,
    );
  });
});
