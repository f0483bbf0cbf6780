/**
 * The condition keys a resource policy can test on PartiQL statements (ql-iam):
 * - dynamodb:FullTableScan ("Example: Allow select statements and deny full table scan statements"):
 *   true for a SELECT that reads its whole table or index — no equality or IN on the partition key
 *   (ql-reference.select) — false for one that runs as Queries, so a Deny on it refuses only scans;
 * - dynamodb:EnclosingOperation ("Allow PartiQL for DynamoDB non-transactional reads and writes and
 *   block PartiQL transactional reads and writes"): ExecuteTransaction for its statements.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { call, ok } from '../helpers/wire.ts';
import { getSong, musicEngine, N, putSongs, S, song } from './support.ts';

const ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/Music';

let engine: Engine;

/** Attaches a Deny of `Action` on the table and its indexes under `Condition`. */
function deny(Action: string | string[], Condition: Record<string, unknown>) {
  ok(engine, 'PutResourcePolicy', {
    ResourceArn: ARN,
    Policy: JSON.stringify({
      Version: '2012-10-17',
      Statement: [{ Effect: 'Deny', Principal: '*', Action, Resource: [ARN, `${ARN}/index/*`], Condition }],
    }),
  });
}

/** Denies PartiQLSelect when FullTableScan is `value`. */
const denySelects = (value: string) =>
  deny('dynamodb:PartiQLSelect', { Bool: { 'dynamodb:FullTableScan': [value] } });

const denied = (operation: string, body: Record<string, unknown>) => {
  const reply = call(engine, operation, body);
  return reply.status === 400 && String(reply.body.__type).endsWith('#AccessDeniedException');
};
const selectDenied = (Statement: string, Parameters?: unknown[]) =>
  denied('ExecuteStatement', { Statement, Parameters });

beforeEach(() => {
  engine = musicEngine();
  putSongs(engine, [song('a', 't1', { Genre: S('rock'), Year: N(2001) })]);
});

describe('a Deny of full table scans', () => {
  beforeEach(() => denySelects('true'));

  it.each([
    `SELECT * FROM "Music"`,
    `SELECT * FROM "Music" WHERE Year = 2001`,
    `SELECT * FROM "Music" WHERE Artist > 'a'`,
    `SELECT * FROM "Music" WHERE Artist = 'a' OR Year = 2001`,
    `SELECT * FROM "Music"."ByGenre" WHERE Year = 2001`,
  ])('refuses %s', (statement) => {
    expect(selectDenied(statement)).toBe(true);
  });

  it.each([
    `SELECT * FROM "Music" WHERE Artist = 'a'`,
    `SELECT * FROM "Music" WHERE Artist = 'a' AND Year = 2001`,
    `SELECT * FROM "Music" WHERE Artist = 'a' OR Artist = 'b'`,
    `SELECT * FROM "Music" WHERE Artist IN ['a', 'b']`,
    `SELECT * FROM "Music"."ByGenre" WHERE Genre = 'rock'`,
  ])('lets %s run as Queries', (statement) => {
    expect(selectDenied(statement)).toBe(false);
  });

  it('reads a partition key given as a parameter', () => {
    expect(selectDenied(`SELECT * FROM "Music" WHERE Artist = ?`, [S('a')])).toBe(false);
    expect(selectDenied(`SELECT * FROM "Music" WHERE Year = ?`, [N(2001)])).toBe(true);
  });

  it('leaves writes, and the one-item reads of a batch, alone', () => {
    expect(
      denied('ExecuteStatement', {
        Statement: `UPDATE "Music" SET n = 1 WHERE Artist = 'a' AND SongTitle = 't1'`,
      }),
    ).toBe(false);
    expect(getSong(engine, 'a', 't1')?.n).toEqual(N(1));
    expect(
      denied('BatchExecuteStatement', {
        Statements: [{ Statement: `SELECT * FROM "Music" WHERE Artist = 'a' AND SongTitle = 't1'` }],
      }),
    ).toBe(false);
  });
});

it('a Deny of what is not a full table scan refuses the Queries and lets scans run', () => {
  denySelects('false');
  expect(selectDenied(`SELECT * FROM "Music" WHERE Artist = 'a'`)).toBe(true);
  expect(selectDenied(`SELECT * FROM "Music" WHERE Year = 2001`)).toBe(false);
});

describe('a Deny of PartiQL in transactions', () => {
  const PARTIQL = ['PartiQLSelect', 'PartiQLInsert', 'PartiQLUpdate', 'PartiQLDelete'];
  beforeEach(() =>
    deny(
      PARTIQL.map((action) => `dynamodb:${action}`),
      { StringEquals: { 'dynamodb:EnclosingOperation': ['ExecuteTransaction'] } },
    ),
  );
  const update = `UPDATE "Music" SET n = 2 WHERE Artist = 'a' AND SongTitle = 't1'`;
  const read = `SELECT * FROM "Music" WHERE Artist = 'a' AND SongTitle = 't1'`;

  it('refuses ExecuteTransaction, reads or writes, changing nothing', () => {
    expect(denied('ExecuteTransaction', { TransactStatements: [{ Statement: update }] })).toBe(true);
    expect(denied('ExecuteTransaction', { TransactStatements: [{ Statement: read }] })).toBe(true);
    expect(getSong(engine, 'a', 't1')?.n).toBeUndefined();
  });

  it('lets the same statements run on their own or in a batch', () => {
    expect(denied('ExecuteStatement', { Statement: update })).toBe(false);
    expect(denied('BatchExecuteStatement', { Statements: [{ Statement: read }] })).toBe(false);
    expect(getSong(engine, 'a', 't1')?.n).toEqual(N(2));
  });
});
