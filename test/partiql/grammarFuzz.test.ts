/**
 * Grammar-driven PartiQL statements: SELECT, UPDATE, DELETE, INSERT and EXISTS built from the
 * grammar's parts — functions, IN lists, BETWEEN, NOT/AND/OR nesting, nested and bracketed paths,
 * arithmetic, list_append/set_add/set_delete, RETURNING, ORDER BY, index targets, parameters — with
 * names and values that fit the table and ones that do not. Through all three PartiQL operations,
 * every reply must be a success or an error DynamoDB defines, and a refused statement (or a batch
 * entry that failed) must leave the table as it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/protocol/dispatch.ts';
import { musicEngine, N, PARTIQL_ERROR_TYPES, putSongs, S, song } from './support.ts';

const path = fc.constantFrom(
  'Artist',
  'SongTitle',
  'n',
  'Genre',
  'Year',
  'm',
  'm.x',
  'm.l[1]',
  'm.l[0]',
  'l[0]',
  'l[5]',
  'l',
  'ss',
  'b',
  'z',
  '"__proto__"',
  '"m"."x"',
  "m['x']",
  'nope.deep[3].x',
  'l[0][0]',
);
const literal = fc.oneof(
  fc.constantFrom(
    "'a'",
    "'t1'",
    "''",
    '0.5',
    '1e126',
    '1e-130',
    'TRUE',
    'NULL',
    'MISSING',
    "<<'x'>>",
    "<<'x', 'x'>>",
    '<<1, 2>>',
    '<<>>',
    "[1, 'a', [2]]",
    "{'k': 1, 'j': {'z': [NULL]}}",
    '?',
    "'rock'",
  ),
  fc.integer({ min: -100, max: 3000 }).map(String),
);
const operand = fc.oneof(
  { weight: 3, arbitrary: literal },
  { weight: 3, arbitrary: path },
  {
    weight: 1,
    arbitrary: fc.tuple(path, fc.constantFrom('+', '-'), literal).map((parts) => parts.join(' ')),
  },
);
const predicate = fc.oneof(
  fc.tuple(operand, fc.constantFrom('=', '<>', '!=', '<', '<=', '>', '>='), operand).map((p) => p.join(' ')),
  fc.tuple(path, literal).map(([p, l]) => `begins_with(${p}, ${l})`),
  fc.tuple(path, literal).map(([p, l]) => `contains(${p}, ${l})`),
  fc
    .tuple(path, fc.constantFrom("'S'", "'M'", "'SS'", "'X'", '1'))
    .map(([p, t]) => `attribute_type(${p}, ${t})`),
  fc.tuple(path, fc.constantFrom('IS MISSING', 'IS NOT MISSING', 'IS NULL')).map((p) => p.join(' ')),
  path.map((p) => `exists(${p})`),
  path.map((p) => `size(${p}) > 1`),
  fc.tuple(path, literal, literal).map(([p, a, b]) => `${p} BETWEEN ${a} AND ${b}`),
  fc.tuple(path, fc.array(literal, { maxLength: 4 })).map(([p, ls]) => `${p} IN [${ls.join(', ')}]`),
);
const condition = fc.letrec<{ c: string }>((tie) => ({
  c: fc.oneof(
    { depthSize: 'small' },
    predicate,
    fc.tuple(tie('c'), fc.constantFrom('AND', 'OR'), tie('c')).map((p) => p.join(' ')),
    tie('c').map((c) => `NOT ${c}`),
    tie('c').map((c) => `(${c})`),
  ),
})).c;
const keyCondition = fc.oneof(
  fc.constantFrom(
    "Artist = 'a'",
    "Artist = 'a' AND SongTitle = 't1'",
    "Artist = 'a' AND SongTitle >= 't2'",
    "Artist IN ['a', 'b']",
    "Genre = 'rock'",
    'Artist = ?',
    "Artist = 'a' AND SongTitle = 'new'",
  ),
  condition,
);
const where = fc
  .tuple(keyCondition, fc.option(condition))
  .map(([key, extra]) => (extra ? `${key} AND ${extra}` : key));
/** Writes name their item by its whole key most of the time, as they must. */
const writeWhere = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          "Artist = 'a' AND SongTitle = 't1'",
          "Artist = 'b' AND SongTitle = 't2'",
          "Artist = 'a' AND SongTitle = 'new'",
          "Artist = ? AND SongTitle = 't1'",
        ),
        fc.option(condition),
      )
      .map(([key, extra]) => (extra ? `${key} AND ${extra}` : key)),
  },
  { weight: 1, arbitrary: where },
);
const keyText = fc.constantFrom("'a'", "'b'", "'t1'", "'new'", "'x'");
const returning = fc.option(
  fc.constantFrom('RETURNING ALL OLD *', 'RETURNING ALL NEW *', 'RETURNING MODIFIED NEW *'),
);
const change = fc.oneof(
  fc.tuple(path, operand).map(([p, o]) => `SET ${p} = ${o}`),
  fc.tuple(path, literal).map(([p, l]) => `SET ${p} = list_append(${p}, ${l})`),
  fc
    .tuple(path, literal, fc.constantFrom('set_add', 'set_delete'))
    .map(([p, l, f]) => `SET ${p} = ${f}(${p}, ${l})`),
  path.map((p) => `REMOVE ${p}`),
);
const statement = fc.oneof(
  fc
    .tuple(
      fc.oneof(
        fc.constant('*'),
        fc.array(path, { minLength: 1, maxLength: 3 }).map((p) => p.join(', ')),
      ),
      fc.constantFrom('"Music"', '"Music"."ByGenre"', '"Music"."ByYear"', '"Nope"', '"Music"."Nope"'),
      fc.option(where),
      fc.option(fc.constantFrom('ORDER BY SongTitle DESC', 'ORDER BY Year', 'ORDER BY Artist')),
    )
    .map(([p, t, w, o]) => `SELECT ${p} FROM ${t}${w ? ` WHERE ${w}` : ''}${o ? ` ${o}` : ''}`),
  fc
    .tuple(fc.array(change, { minLength: 1, maxLength: 3 }), writeWhere, returning)
    .map(([c, w, r]) => `UPDATE "Music" ${c.join(' ')} WHERE ${w}${r ? ` ${r}` : ''}`),
  fc
    .tuple(writeWhere, fc.option(fc.constantFrom('RETURNING ALL OLD *', 'RETURNING ALL NEW *')))
    .map(([w, r]) => `DELETE FROM "Music" WHERE ${w}${r ? ` ${r}` : ''}`),
  fc
    .tuple(
      fc.oneof({ weight: 3, arbitrary: keyText }, { weight: 1, arbitrary: literal }),
      fc.oneof({ weight: 3, arbitrary: keyText }, { weight: 1, arbitrary: literal }),
      fc.array(fc.tuple(fc.constantFrom('n', 'Year', 'm', '__proto__'), literal), { maxLength: 2 }),
    )
    .map(
      ([a, t, rest]) =>
        `INSERT INTO "Music" VALUE {'Artist': ${a}, 'SongTitle': ${t}${rest.map(([k, v]) => `, '${k}': ${v}`).join('')}}`,
    ),
  writeWhere.map((w) => `EXISTS(SELECT * FROM "Music" WHERE ${w})`),
);
const parameter = fc.constantFrom(S('a'), N(1), { SS: ['x'] }, { L: [] }, { NULL: true }, S(''));
/** Mostly one parameter per `?` in the statement; sometimes a count that does not match. */
const withParameters = statement.chain((text) => {
  const placeholders = text.split('?').length - 1;
  return fc.tuple(
    fc.constant(text),
    fc.oneof(
      { weight: 4, arbitrary: fc.array(parameter, { minLength: placeholders, maxLength: placeholders }) },
      { weight: 1, arbitrary: fc.array(parameter, { maxLength: 2 }) },
    ),
  );
});

describe('grammar-driven statements', () => {
  it('answer with success or a defined error, and what fails changes nothing', () => {
    const engine = musicEngine({ capacity: { enforce: false } });
    putSongs(engine, [
      song('a', 't1', {
        n: N(1),
        Genre: S('rock'),
        Year: N(1999),
        m: { M: { x: S('y'), l: { L: [N(1), { M: {} }] } } },
        l: { L: [N(1), S('z')] },
        ss: { SS: ['p', 'q'] },
        b: { B: 'AQI=' },
        z: { NULL: true },
      }),
      song('b', 't2', { Genre: S('pop'), Year: N(2001) }),
    ]);
    const table = () =>
      dispatch(engine, 'DynamoDB_20120810.Scan', JSON.stringify({ TableName: 'Music', ConsistentRead: true }))
        .body;
    fc.assert(
      fc.property(
        withParameters,
        fc.constantFrom('ExecuteStatement', 'BatchExecuteStatement', 'ExecuteTransaction'),
        ([text, Parameters], operation) => {
          const entry = Parameters.length > 0 ? { Statement: text, Parameters } : { Statement: text };
          const body =
            operation === 'ExecuteStatement'
              ? entry
              : operation === 'BatchExecuteStatement'
                ? { Statements: [entry] }
                : { TransactStatements: [entry] };
          const before = table();
          const reply = dispatch(engine, `DynamoDB_20120810.${operation}`, JSON.stringify(body));
          expect([200, 400], reply.body).toContain(reply.status);
          const answer = JSON.parse(reply.body);
          if (reply.status === 400) expect(PARTIQL_ERROR_TYPES, reply.body).toContain(answer.__type);
          if (reply.status === 400 || answer.Responses?.[0]?.Error) expect(table(), text).toBe(before);
        },
      ),
      { numRuns: 1000, seed: 20261130 },
    );
  });
});
