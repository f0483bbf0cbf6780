/**
 * Fine-grained access control on PartiQL statements: dynamodb:LeadingKeys and dynamodb:Attributes,
 * which the Service Authorization Reference lists for PartiQLSelect, PartiQLInsert, PartiQLUpdate and
 * PartiQLDelete (and dynamodb:ReturnValues for PartiQLUpdate and PartiQLDelete), read from the
 * statement with its Parameters bound, as the operation it runs as reads them: a SELECT's partition
 * key values as a Query's, an INSERT's item as a PutItem's, an UPDATE's or a DELETE's key as an
 * UpdateItem's or a DeleteItem's. Only a Deny binds the sandbox's caller (the root user), so the
 * "Allow only tenant a" policy is written as its Deny: ForAnyValue:StringNotEquals on LeadingKeys.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { call, fails, ok } from '../helpers/wire.ts';
import { getSong, musicEngine, N, putSongs, S, song } from './support.ts';

const ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/Music';
const PARTIQL = ['PartiQLSelect', 'PartiQLInsert', 'PartiQLUpdate', 'PartiQLDelete'].map(
  (action) => `dynamodb:${action}`,
);

let engine: Engine;

/** Attaches a Deny of the PartiQL actions on the table and its indexes under `Condition`. */
function deny(Condition: Record<string, unknown>) {
  ok(engine, 'PutResourcePolicy', {
    ResourceArn: ARN,
    Policy: JSON.stringify({
      Version: '2012-10-17',
      Statement: [
        { Effect: 'Deny', Principal: '*', Action: PARTIQL, Resource: [ARN, `${ARN}/index/*`], Condition },
      ],
    }),
  });
}

const denied = (operation: string, body: Record<string, unknown>) => {
  const reply = call(engine, operation, body);
  return reply.status === 400 && String(reply.body.__type).endsWith('#AccessDeniedException');
};
const statementDenied = (Statement: string, Parameters?: unknown[]) =>
  denied('ExecuteStatement', { Statement, Parameters });
const refusal = (action: string, resource = ARN) =>
  `User: arn:aws:iam::000000000000:root is not authorized to perform: dynamodb:${action} on resource: ${resource} with an explicit deny in a resource-based policy`;

beforeEach(() => {
  engine = musicEngine();
  putSongs(engine, [
    song('a', 't1', { Genre: S('rock'), Year: N(2001), secret: S('x') }),
    song('b', 't1', { Genre: S('jazz'), Year: N(2002) }),
  ]);
});

describe('a Deny of every partition key but a', () => {
  beforeEach(() => deny({ 'ForAnyValue:StringNotEquals': { 'dynamodb:LeadingKeys': ['a'] } }));

  it('keeps a SELECT to the partitions its WHERE names, a parameter bound', () => {
    expect(statementDenied(`SELECT * FROM "Music" WHERE Artist = 'a'`)).toBe(false);
    expect(statementDenied(`SELECT * FROM "Music" WHERE Artist = ? AND Year > 2000`, [S('a')])).toBe(false);
    expect(
      fails(engine, 'ExecuteStatement', {
        Statement: `SELECT * FROM "Music" WHERE Artist = ?`,
        Parameters: [S('b')],
      }),
    ).toMatchObject({ type: 'AccessDeniedException', message: refusal('PartiQLSelect') });
    expect(statementDenied(`SELECT * FROM "Music" WHERE Artist IN ['a', 'b']`)).toBe(true);
    expect(statementDenied(`SELECT * FROM "Music" WHERE Artist = 'a' OR Artist = ?`, [S('b')])).toBe(true);
  });

  it('reads a SELECT of an index by the index’s partition key', () => {
    expect(statementDenied(`SELECT * FROM "Music"."ByYear" WHERE Artist = 'a'`)).toBe(false);
    expect(
      fails(engine, 'ExecuteStatement', {
        Statement: `SELECT * FROM "Music"."ByGenre" WHERE Genre = 'rock'`,
      }),
    ).toMatchObject({
      type: 'AccessDeniedException',
      message: refusal('PartiQLSelect', `${ARN}/index/ByGenre`),
    });
  });

  it('gives a SELECT that scans no leading key, as a Scan has none', () => {
    expect(statementDenied(`SELECT * FROM "Music"`)).toBe(false);
    expect(statementDenied(`SELECT * FROM "Music" WHERE Year = 2002`)).toBe(false);
  });

  it('keeps INSERT, UPDATE and DELETE to the partition of their item, changing nothing when refused', () => {
    const insert = `INSERT INTO "Music" VALUE {'Artist': ?, 'SongTitle': 't2'}`;
    expect(statementDenied(insert, [S('a')])).toBe(false);
    expect(getSong(engine, 'a', 't2')).toBeDefined();
    expect(fails(engine, 'ExecuteStatement', { Statement: insert, Parameters: [S('b')] })).toMatchObject({
      type: 'AccessDeniedException',
      message: refusal('PartiQLInsert'),
    });
    expect(getSong(engine, 'b', 't2')).toBeUndefined();

    const update = `UPDATE "Music" SET n = 1 WHERE Artist = ? AND SongTitle = 't1'`;
    expect(statementDenied(update, [S('b')])).toBe(true);
    expect(getSong(engine, 'b', 't1')?.n).toBeUndefined();
    expect(statementDenied(update, [S('a')])).toBe(false);
    expect(getSong(engine, 'a', 't1')?.n).toEqual(N(1));

    expect(
      fails(engine, 'ExecuteStatement', {
        Statement: `DELETE FROM "Music" WHERE Artist = 'b' AND SongTitle = 't1'`,
      }),
    ).toMatchObject({ type: 'AccessDeniedException', message: refusal('PartiQLDelete') });
    expect(getSong(engine, 'b', 't1')).toBeDefined();
    expect(statementDenied(`DELETE FROM "Music" WHERE SongTitle = 't2' AND Artist = 'a'`)).toBe(false);
    expect(getSong(engine, 'a', 't2')).toBeUndefined();
  });

  it('tests each statement of a batch and a transaction: one other partition refuses all, changing nothing', () => {
    const insert = (artist: string) => ({
      Statement: `INSERT INTO "Music" VALUE {'Artist': ?, 'SongTitle': 't3'}`,
      Parameters: [S(artist)],
    });
    expect(fails(engine, 'BatchExecuteStatement', { Statements: [insert('a'), insert('b')] })).toMatchObject({
      type: 'AccessDeniedException',
      message: refusal('PartiQLInsert'),
    });
    const update = (artist: string) => ({
      Statement: `UPDATE "Music" SET n = 2 WHERE Artist = ? AND SongTitle = 't1'`,
      Parameters: [S(artist)],
    });
    const remove = { Statement: `DELETE FROM "Music" WHERE Artist = 'b' AND SongTitle = 't1'` };
    expect(fails(engine, 'ExecuteTransaction', { TransactStatements: [update('a'), remove] })).toMatchObject({
      type: 'AccessDeniedException',
      message: refusal('PartiQLDelete'),
    });
    expect(denied('ExecuteTransaction', { TransactStatements: [update('a'), update('b')] })).toBe(true);
    expect(getSong(engine, 'a', 't3')).toBeUndefined();
    expect(getSong(engine, 'a', 't1')?.n).toBeUndefined();
    expect(getSong(engine, 'b', 't1')).toBeDefined();

    const read = (artist: string) => ({
      Statement: `SELECT * FROM "Music" WHERE Artist = ? AND SongTitle = 't1'`,
      Parameters: [S(artist)],
    });
    expect(denied('BatchExecuteStatement', { Statements: [read('a'), read('b')] })).toBe(true);
    expect(denied('ExecuteTransaction', { TransactStatements: [read('b')] })).toBe(true);
    const exists = `EXISTS(SELECT * FROM "Music" WHERE Artist = 'b' AND SongTitle = 't1')`;
    expect(denied('ExecuteTransaction', { TransactStatements: [update('a'), { Statement: exists }] })).toBe(
      true,
    );
    expect(denied('BatchExecuteStatement', { Statements: [read('a'), insert('a')] })).toBe(false);
    expect(denied('ExecuteTransaction', { TransactStatements: [update('a')] })).toBe(false);
    expect(getSong(engine, 'a', 't1')?.n).toEqual(N(2));
  });
});

describe('a Deny on dynamodb:Attributes', () => {
  beforeEach(() => deny({ 'ForAnyValue:StringEquals': { 'dynamodb:Attributes': ['secret'] } }));

  it('refuses the statements that project, set, remove or insert the attribute', () => {
    const where = `WHERE Artist = 'a' AND SongTitle = 't1'`;
    expect(statementDenied(`SELECT Genre, Year FROM "Music" ${where}`)).toBe(false);
    expect(statementDenied(`SELECT Genre, secret FROM "Music" ${where}`)).toBe(true);
    expect(statementDenied(`SELECT "secret".part FROM "Music" ${where}`)).toBe(true);
    expect(statementDenied(`UPDATE "Music" SET note = 'y' ${where}`)).toBe(false);
    expect(statementDenied(`UPDATE "Music" SET secret = 'y' ${where}`)).toBe(true);
    expect(statementDenied(`UPDATE "Music" REMOVE secret ${where}`)).toBe(true);
    expect(getSong(engine, 'a', 't1')?.secret).toEqual(S('x'));
    const insert = `INSERT INTO "Music" VALUE {'Artist': 'a', 'SongTitle': 't4', 'secret': ?}`;
    expect(statementDenied(insert, [S('y')])).toBe(true);
    expect(statementDenied(`INSERT INTO "Music" VALUE {'Artist': 'a', 'SongTitle': 't4'}`)).toBe(false);
    expect(statementDenied(`DELETE FROM "Music" ${where}`)).toBe(false);
  });

  it('reads the statement, not a stray Key or Item beside it, which the operation ignores', () => {
    const Statement = `SELECT Genre FROM "Music" WHERE Artist = 'a' AND SongTitle = 't1'`;
    expect(denied('ExecuteStatement', { Statement, Item: { secret: S('y') } })).toBe(false);
    const batch = { Statements: [{ Statement, Key: { secret: S('y') } }] };
    expect(denied('BatchExecuteStatement', batch)).toBe(false);
  });
});

it('a Deny on dynamodb:ReturnValues reads an UPDATE’s or a DELETE’s RETURNING', () => {
  deny({ StringEquals: { 'dynamodb:ReturnValues': ['ALL_OLD'] } });
  const where = `WHERE Artist = 'a' AND SongTitle = 't1'`;
  expect(statementDenied(`DELETE FROM "Music" ${where} RETURNING ALL OLD *`)).toBe(true);
  expect(statementDenied(`UPDATE "Music" SET n = 3 ${where} RETURNING ALL OLD *`)).toBe(true);
  expect(statementDenied(`UPDATE "Music" SET n = 3 ${where} RETURNING ALL NEW *`)).toBe(false);
  expect(getSong(engine, 'a', 't1')?.n).toEqual(N(3));
});

it('gives no leading key for a parameter whose S is not text: it fails as malformed, not with a 500', () => {
  // The string operators lower-case the value (StringEqualsIgnoreCase): a number or a list there made
  // the policy check throw. The classic operations read S, N and B only when they are text.
  deny({ 'ForAnyValue:StringEqualsIgnoreCase': { 'dynamodb:LeadingKeys': ['B'] } });
  const statements = [
    `SELECT * FROM "Music" WHERE Artist = ?`,
    `SELECT * FROM "Music"."ByGenre" WHERE Genre IN ['pop', ?]`,
    `INSERT INTO "Music" VALUE {'Artist': ?, 'SongTitle': 't5'}`,
    `UPDATE "Music" SET n = 4 WHERE Artist = ? AND SongTitle = 't1'`,
  ];
  for (const Statement of statements) {
    for (const bad of [{ S: 5 }, { S: ['b'] }, { S: { b: 1 } }, { S: null, N: 7 }]) {
      expect(fails(engine, 'ExecuteStatement', { Statement, Parameters: [bad] }).type).toBe(
        'SerializationException',
      );
    }
    expect(statementDenied(Statement, [S('b')])).toBe(true);
  }
});
