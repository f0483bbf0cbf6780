/**
 * DynamoDB's words for statements its PartiQL parser refuses, as measured in eu-west-2, October 2026
 * (paritysuite/dynamodb-conformance tests/tier3/error-messages/partiqlGrammar.test.ts): a dangling
 * AND / OR, an operator where a term should start, IS with a name that is no type, DELETE FROM with
 * no table, a FROM-first UPDATE without WHERE, and a transaction's parse error with its position.
 */
import { expect, it } from 'vitest';
import { fails, ok } from '../helpers/wire.ts';
import { musicEngine, refused } from './support.ts';

const NOT_WELL_FORMED = "Statement wasn't well formed, can't be processed: ";
const engine = musicEngine();

it.each([
  [`SELECT * FROM "Music" WHERE Artist = 'a' AND`, 'Missing right-hand side expression of infix operator'],
  [`SELECT * FROM "Music" WHERE Artist = 'a' OR;`, 'Missing right-hand side expression of infix operator'],
  [`SELECT * FROM "Music" WHERE IS NULL`, 'Unexpected operator'],
  [`SELECT * FROM "Music" WHERE Artist = LIKE`, 'Unexpected operator'],
  [`SELECT * FROM "Music" WHERE ORDER BY Artist`, 'Unexpected keyword'],
  [`SELECT * FROM "Music" WHERE Artist = 'a' AND x IS FOO`, 'Expected type name'],
  ['DELETE FROM', 'Expected identifier for simple path'],
  ['DELETE FROM;', 'Expected identifier for simple path'],
  [`DELETE FROM WHERE Artist = 'a'`, 'Expected identifier for simple path'],
  ['SELECT * FROM', 'Unexpected term'],
  [`FROM "Music" SET c = 1 WHERE Artist = 'a'`, 'Unexpected token after expression'],
])('%s', (statement, detail) => {
  expect(refused(engine, statement).message).toBe(NOT_WELL_FORMED + detail);
});

it('refuses a PartiQL type DynamoDB does not support after IS, and reads two-word type names', () => {
  const supported =
    'Supported data types are [MISSING, NULL, BOOLEAN, BLOB, STRING, NUMERIC, STRUCT, TUPLE, LIST]';
  for (const type of ['INT4', 'DOUBLE PRECISION', 'CHARACTER VARYING']) {
    expect(refused(engine, `SELECT * FROM "Music" WHERE Artist = 'a' AND x IS ${type}`).message).toBe(
      `Unsupported data type for IS operator: ${type}. ${supported}`,
    );
  }
});

it('reports a FROM-first UPDATE without WHERE as naming no item', () => {
  for (const statement of [`FROM "Music" SET c = 1`, `FROM "Music" REMOVE a`]) {
    expect(refused(engine, statement).message).toBe(
      'Where clause does not contain a mandatory equality on all key attributes',
    );
  }
});

it('names the position of a transaction statement the parser cannot read, not of a batch member', () => {
  const statement = `SELECT * FROM "Music" WHERE`;
  expect(
    fails(engine, 'ExecuteTransaction', { TransactStatements: [{ Statement: statement }] }).message,
  ).toBe(`Validation failed in TransactStatements[0]: ${NOT_WELL_FORMED}Unexpected term`);
  const batch = ok(engine, 'BatchExecuteStatement', { Statements: [{ Statement: statement }] });
  expect(batch.Responses[0].Error.Message).toBe(`${NOT_WELL_FORMED}Unexpected term`);
});
