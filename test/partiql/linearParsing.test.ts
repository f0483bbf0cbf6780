/**
 * PartiQL statements parse in time linear in their length: for each shape of statement that could
 * make a parser superlinear (long lists and chains, long literals and names, many clauses, nesting
 * to its bound), the parse's steps (characters the tokenizer read, tokens the parser looked at)
 * grow at most linearly, up to ExecuteStatement's 8,192-character limit. This replaces a test that
 * compared two timings, which a loaded machine could stretch.
 */
import { describe, it } from 'vitest';
import { lastCursorReads, MAX_NESTING } from '../../src/engine/partiql/cursor.ts';
import { lastTokenizeReads } from '../../src/engine/partiql/lexer.ts';
import { parsePartiQL } from '../../src/engine/partiql/parsePartiQL.ts';
import { MAX_STATEMENT_LENGTH } from '../../src/engine/validation/partiql/shapes.ts';
import { expectLinearWork, times, type Family } from '../helpers/linearWork.ts';

/**
 * The tokenizer reads each character once and the parser looks at each token a few times: 8 steps
 * per character where tokens are shortest (`[1, [1, …`; 7 in `IN (?, ?, …)`).
 */
const LIMITS = { maxLength: MAX_STATEMENT_LENGTH, stepsPerCharacter: 10 };
/** Nesting stops at MAX_NESTING levels: the families that nest go 60 deep at 4n. */
const NESTED = { ...LIMITS, maxN: MAX_NESTING - 4 };

function stepsOf(text: string): number {
  const result = parsePartiQL(text);
  if (!result.ok) throw new Error(`${result.error.message} in ${text.slice(0, 200)}…`);
  return lastTokenizeReads() + lastCursorReads();
}

const where = (condition: string) => `SELECT * FROM "T" WHERE ${condition}`;
const insert = (item: string) => `INSERT INTO "T" VALUE ${item}`;

const statements: [string, Family][] = [
  ['a long SELECT list', (n) => `SELECT ${times(n, (i) => `a${i}`, ', ')} FROM "T"`],
  ['a long WHERE AND chain', (n) => where(times(n, (i) => `a${i} = ${i}`, ' AND '))],
  ['a long WHERE OR chain of parameters', (n) => where(times(n, (i) => `"a${i}" <> ?`, ' OR '))],
  [
    'IS, BETWEEN, NOT and IN mixed',
    (n) =>
      where(times(n, (i) => `a${i} IS NOT MISSING AND NOT b NOT BETWEEN 1 AND 2 OR c NOT IN [1]`, ' AND ')),
  ],
  ['function calls', (n) => where(times(n, (i) => `begins_with(a${i}, 'x') AND size(b) > ${i}`, ' OR '))],
  ['arithmetic', (n) => where(`a = ${times(n, (i) => `${i}`, ' + b - ')}`)],
  ['a long IN list', (n) => where(`pk IN [${times(n, (i) => `'k${i}'`, ', ')}]`)],
  ['a long IN list of parameters', (n) => where(`pk IN (${times(n, () => '?', ', ')})`)],
  ['a long document path', (n) => `SELECT a${times(n, (i) => `.b${i}[${i}]."c"['d']`, '')} FROM "T"`],
  ['a long ORDER BY', (n) => `${where(`pk = 'x'`)} ORDER BY ${times(n, (i) => `a${i} DESC`, ', ')}`],
  ['comments', (n) => where(times(n, (i) => `a${i} = ${i} /* a note */ -- another\n`, ' AND '))],
  ['a long string literal', (n) => where(`pk = '${'x'.repeat(n)}'`)],
  ['a long string literal with escaped quotes', (n) => where(`pk = '${"it''s ".repeat(n)}'`)],
  ['a long quoted name with escaped quotes', (n) => `SELECT "${'a""b'.repeat(n)}" FROM "T"`],
  ['a long name', (n) => `SELECT ${'a'.repeat(n)} FROM "T"`],
  ['a long number', (n) => where(`a = ${'9'.repeat(n)}.${'1'.repeat(n)}e5`)],
  ['INSERT of a long list', (n) => insert(`{'pk': 'x', 'l': [${times(n, (i) => `${i}`, ', ')}]}`)],
  ['INSERT of a long map', (n) => insert(`{${times(n, (i) => `'k${i}': 'v${i}'`, ', ')}}`)],
  ['INSERT of a long bag', (n) => insert(`{'pk': 'x', 's': <<${times(n, (i) => `'s${i}'`, ', ')}>>}`)],
  [
    'UPDATE with many SET actions',
    (n) => `UPDATE "T" SET ${times(n, (i) => `a${i} = a${i} + ${i}`, ', ')} WHERE pk = 'x'`,
  ],
  [
    'UPDATE with many REMOVE actions',
    (n) => `UPDATE "T" REMOVE ${times(n, (i) => `a${i}[0]`, ', ')} WHERE pk = 'x'`,
  ],
  [
    'UPDATE with many SET and REMOVE clauses',
    (n) => `UPDATE "T" ${times(n, (i) => `SET a${i} = 'v' REMOVE b${i}`, ' ')} WHERE pk = 'x'`,
  ],
  ['DELETE with a long WHERE', (n) => `DELETE FROM "T" WHERE ${times(n, (i) => `a${i} = ${i}`, ' OR ')}`],
];

const nested: [string, Family][] = [
  ['nested parentheses', (n) => where(`${'(a = 1 AND '.repeat(n)}b = 2${')'.repeat(n)}`)],
  ['a NOT chain', (n) => where(`${'NOT '.repeat(n)}a = 1`)],
  ['nested lists in an INSERT', (n) => insert(`{'pk': 'x', 'l': ${'[1, '.repeat(n)}2${']'.repeat(n)}}`)],
  ['nested maps in an INSERT', (n) => insert(`{'pk': 'x', 'm': ${"{'k': ".repeat(n)}1${'}'.repeat(n)}}`)],
  ['nested function calls', (n) => where(`${'size('.repeat(n)}a${')'.repeat(n)} = 1`)],
];

describe('statements parse in linear time', () => {
  it.each(statements)('%s', (_, family) => {
    expectLinearWork(stepsOf, family, LIMITS);
  });

  it.each(nested)('%s, nested to the bound', (_, family) => {
    expectLinearWork(stepsOf, family, NESTED);
  });
});
