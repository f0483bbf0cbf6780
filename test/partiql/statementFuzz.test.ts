/**
 * Random statements through dispatch: fragments of PartiQL glued at random, and well-formed
 * statements with random names and values. Every reply must be a success or an error DynamoDB
 * defines for PartiQL (never a 500), and a refused statement must leave the table as it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { dispatch } from '../../src/protocol/dispatch.ts';
import { musicEngine, N, PARTIQL_ERROR_TYPES, putSongs, S, song } from './support.ts';

const FRAGMENTS = [
  'SELECT',
  '*',
  'FROM',
  '"Music"',
  '"Music"."ByGenre"',
  'WHERE',
  'Artist',
  'SongTitle',
  '=',
  '<>',
  '<',
  '>=',
  "'a'",
  "'t1'",
  '1',
  '-2.5e3',
  '?',
  'AND',
  'OR',
  'NOT',
  'IN',
  '[',
  ']',
  '(',
  ')',
  '{',
  '}',
  ':',
  ',',
  '<<',
  '>>',
  'BETWEEN',
  'IS',
  'MISSING',
  'NULL',
  'TRUE',
  'INSERT',
  'INTO',
  'VALUE',
  'UPDATE',
  'SET',
  'REMOVE',
  'DELETE',
  'RETURNING',
  'ALL',
  'OLD',
  'NEW',
  'EXISTS',
  'size(n)',
  'begins_with(SongTitle, ',
  'set_add(',
  'list_append(',
  'n',
  'n.m[0]',
  '"__proto__"',
  '.',
  'ORDER',
  'BY',
  'DESC',
  ';',
];

const name = fc.constantFrom(
  'Artist',
  'SongTitle',
  'n',
  'Genre',
  'Year',
  '"__proto__"',
  '"constructor"',
  'm.x',
  'l[0]',
);
const value = fc.oneof(
  fc.constantFrom(
    "'a'",
    "'t1'",
    "''",
    '1',
    '0.5',
    '-3',
    '1e126',
    'TRUE',
    'NULL',
    "<<'x'>>",
    '<<1, 2>>',
    "[1, 'a']",
    "{'k': 1}",
    '?',
  ),
  fc.integer().map(String),
);
const condition = fc
  .tuple(name, fc.constantFrom('=', '<>', '<', '>='), value)
  .map(([n, op, v]) => `${n} ${op} ${v}`);
const where = fc
  .array(condition, { minLength: 1, maxLength: 4 })
  .chain((terms) => fc.constantFrom(' AND ', ' OR ').map((joiner) => terms.join(joiner)));
const wellFormed = fc.oneof(
  where.map((w) => `SELECT * FROM "Music" WHERE ${w}`),
  fc.tuple(name, value, where).map(([n, v, w]) => `UPDATE "Music" SET ${n} = ${v} WHERE ${w}`),
  where.map((w) => `DELETE FROM "Music" WHERE ${w}`),
  fc
    .tuple(value, value, value)
    .map(([a, b, c]) => `INSERT INTO "Music" VALUE {'Artist': ${a}, 'SongTitle': ${b}, 'n': ${c}}`),
);
const glued = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 20 }).map((parts) => parts.join(' '));
const parameters = fc.array(
  fc.oneof(
    fc.constant(S('a')),
    fc.constant(N(1)),
    fc.constant({ N: '1e99999999999' }),
    fc.constant({ SS: ['x'] }),
    fc.constant({ L: [] }),
  ),
  { maxLength: 3 },
);

function snapshot(engine: Engine): string {
  const reply = dispatch(
    engine,
    'DynamoDB_20120810.Scan',
    JSON.stringify({ TableName: 'Music', ConsistentRead: true }),
  );
  return reply.body;
}

function check(engine: Engine, operation: string, body: object): void {
  const before = snapshot(engine);
  const reply = dispatch(engine, `DynamoDB_20120810.${operation}`, JSON.stringify(body));
  expect([200, 400], reply.body).toContain(reply.status);
  if (reply.status === 400) {
    expect(PARTIQL_ERROR_TYPES, reply.body).toContain(JSON.parse(reply.body).__type);
    expect(snapshot(engine)).toBe(before);
  }
}

describe('random statements', () => {
  it('answer with success or a defined error, and errors change nothing', () => {
    const engine = musicEngine();
    putSongs(engine, [
      song('a', 't1', { n: N(1), m: { M: { x: S('y') } }, l: { L: [N(1)] } }),
      song('b', 't2'),
    ]);
    const statement = fc.oneof(wellFormed, glued);
    fc.assert(
      fc.property(
        statement,
        parameters,
        fc.constantFrom('ExecuteStatement', 'BatchExecuteStatement', 'ExecuteTransaction'),
        (text, Parameters, operation) => {
          const params = Parameters.length > 0 ? { Parameters } : {};
          const entry = { Statement: text, ...params };
          if (operation === 'ExecuteStatement') check(engine, operation, { ...entry, Limit: 5 });
          else if (operation === 'BatchExecuteStatement')
            check(engine, operation, { Statements: [entry, entry] });
          else check(engine, operation, { TransactStatements: [entry] });
        },
      ),
      { numRuns: 1500, seed: 20261130 },
    );
  });
});
