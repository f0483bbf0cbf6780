/** The hint under "Expected data manipulation": a PartiQL statement's mistyped or SQL-only first word. */
import { describe, expect, it } from 'vitest';
import { callOperation } from '../../../client/calls.ts';
import { createInProcessClient } from '../../../client/inProcessClient.ts';
import { errorHint } from './errorHints.ts';
import { EXPECTED_DML_MESSAGE, firstWord, firstWordHint, statementHint } from './statementHints.ts';

const STARTS = 'A PartiQL statement starts with SELECT, INSERT, UPDATE or DELETE.';

/** DynamoDB's error for a request, from the engine, and the hint the console shows under it. */
async function hinted(operation: string, request: object) {
  const client = createInProcessClient({ clock: { running: false } });
  const outcome = await callOperation(client, operation, JSON.stringify(request));
  if (outcome.ok) throw new Error(`${operation} succeeded`);
  const hint = errorHint(outcome.error, {
    operation,
    request: JSON.stringify(request),
    region: undefined,
    tables: {},
    tableNames: [],
    clockPaused: false,
    mode: 'partiql',
  });
  return { message: outcome.error.message, hint };
}

describe('the hint under Expected data manipulation', () => {
  it('keeps DynamoDB’s message and asks whether SELEC meant SELECT', async () => {
    expect(await hinted('ExecuteStatement', { Statement: 'SELEC * FROM "app"' })).toEqual({
      message: EXPECTED_DML_MESSAGE,
      hint: `Did you mean SELECT? ${STARTS}`,
    });
  });

  it('finds the mistyped statement in a transaction', async () => {
    const request = {
      TransactStatements: [
        { Statement: `INSERT INTO "app" VALUE {'PK': 'a'}` },
        { Statement: `UPDTE "app" SET n = 1 WHERE PK = 'b'` },
      ],
    };
    expect((await hinted('ExecuteTransaction', request)).hint).toBe(`Did you mean UPDATE? ${STARTS}`);
  });

  it('names the operation for CREATE TABLE, which DynamoDB answers the same way', async () => {
    const { message, hint } = await hinted('ExecuteStatement', { Statement: 'CREATE TABLE orders (id INT)' });
    expect(message).toBe(EXPECTED_DML_MESSAGE);
    expect(hint).toContain('CreateTable is an operation of its own');
  });

  it('says nothing when the first word is right: an UPDATE without SET gets the same message', async () => {
    const { message, hint } = await hinted('ExecuteStatement', { Statement: `UPDATE "app" WHERE PK = 'a'` });
    expect(message).toBe(EXPECTED_DML_MESSAGE);
    expect(hint).toBeUndefined();
  });
});

describe('firstWordHint', () => {
  it('suggests the statement word a near-miss was meant to be, in any case', () => {
    expect(firstWordHint('selec * from "app"')).toBe(`Did you mean SELECT? ${STARTS}`);
    expect(firstWordHint('INSRT INTO "app" VALUE {}')).toBe(`Did you mean INSERT? ${STARTS}`);
    expect(firstWordHint(`DELTE FROM "app" WHERE PK = 'a'`)).toBe(`Did you mean DELETE? ${STARTS}`);
    expect(firstWordHint('EXIST(SELECT * FROM "app")')).toMatch(/^Did you mean EXISTS\? EXISTS\(SELECT …\)/);
  });

  it('names the operation for a SQL table statement', () => {
    expect(firstWordHint('CREATE TABLE orders (id INT)')).toBe(
      'DynamoDB’s PartiQL reads and writes items only: it has no CREATE statement. CreateTable is an operation of its own: run it in JSON or AWS CLI mode.',
    );
    expect(firstWordHint('drop table "app"')).toContain('DeleteTable');
  });

  it('says nothing for a right first word or one close to none', () => {
    expect(firstWordHint('SELECT * FROM "app"')).toBeUndefined();
    expect(firstWordHint('GIVE ME EVERYTHING')).toBeUndefined();
    expect(firstWordHint('"app"')).toBeUndefined();
  });

  it('reads the first word past whitespace and comments, as DynamoDB does', () => {
    expect(firstWord('  -- all of it\n /* really */ SELEC *')).toBe('SELEC');
    expect(firstWord('-- only a comment')).toBeUndefined();
  });

  it('reads a request without the statement the message names as having no hint', () => {
    expect(statementHint(EXPECTED_DML_MESSAGE, undefined)).toBeUndefined();
    const transaction = { TransactStatements: [null, { Statement: 1 }] };
    const named = (index: number) =>
      `Validation failed in TransactStatements[${index}]: ${EXPECTED_DML_MESSAGE}`;
    expect(statementHint(named(0), transaction)).toBeUndefined();
    expect(statementHint(named(1), transaction)).toBeUndefined();
    expect(statementHint(named(5), transaction)).toBeUndefined();
    expect(
      statementHint('Validation failed in TransactStatements[0]: other', { Statement: 'SELEC' }),
    ).toBeUndefined();
  });
});
