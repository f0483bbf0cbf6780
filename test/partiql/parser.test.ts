/**
 * parsePartiQL: the statement trees it builds, and the errors it reports with DynamoDB's message
 * and a position an editor can mark. Messages pinned against real DynamoDB by
 * paritysuite/dynamodb-conformance (tests/tier3/error-messages/partiql*.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { parsePartiQL } from '../../src/engine/partiql/parsePartiQL.ts';
import type { Statement } from '../../src/engine/partiql/ast.ts';

const NOT_WELL_FORMED = "Statement wasn't well formed, can't be processed: ";

function parsed(text: string): Statement {
  const result = parsePartiQL(text);
  if (!result.ok) expect.fail(`${text}: ${result.error.message}`);
  return result.statement;
}

function failure(text: string) {
  const result = parsePartiQL(text);
  if (result.ok) expect.fail(`${text} parsed`);
  return result.error;
}

/** The marked text of an error. */
const marked = (text: string, error: { start: number; end: number }) => text.slice(error.start, error.end);

describe('statements', () => {
  it('reads a SELECT with a projection list, an index and a WHERE', () => {
    const statement = parsed(`SELECT a.b[0], "c" FROM "T"."I" WHERE pk = 'x' AND n BETWEEN 1 AND 2`);
    expect(statement.kind).toBe('select');
    if (statement.kind !== 'select') return;
    expect(statement.source).toMatchObject({ table: 'T', index: 'I' });
    expect(statement.projection).toHaveLength(2);
    const [first] = statement.projection as Extract<typeof statement.projection, unknown[]>;
    expect(first).toMatchObject({
      name: 'a',
      steps: [
        { kind: 'name', name: 'b' },
        { kind: 'index', index: 0 },
      ],
    });
    expect(statement.where).toMatchObject({ kind: 'and', right: { kind: 'between' } });
  });

  it('reads every literal form in an INSERT', () => {
    const statement = parsed(
      `INSERT INTO "T" VALUE {'pk': 'it''s', 'n': -1.5e3, 'ss': <<'a', 'b'>>, 'l': [1, {'m': NULL}], 'b': TRUE}`,
    );
    if (statement.kind !== 'insert') return expect.fail('not an insert');
    expect(statement.item).toMatchObject({ kind: 'tuple' });
    const values = (statement.item as { entries: { value: { kind: string } }[] }).entries.map((e) => e.value);
    expect(values.map((v) => v.kind)).toEqual(['string', 'number', 'bag', 'list', 'boolean']);
    expect(values[0]).toMatchObject({ value: "it's" });
    expect(values[1]).toMatchObject({ text: '-1.5e3' });
  });

  it('reads UPDATE with SET, REMOVE and RETURNING, and the FROM-first form', () => {
    const update = parsed(
      `UPDATE T SET a = a + 1, b = list_append(b, [1]) SET c = set_add(c, <<1>>) REMOVE d WHERE pk = ? RETURNING MODIFIED NEW *`,
    );
    expect(update).toMatchObject({ kind: 'update', returning: 'UPDATED_NEW' });
    expect((update as { actions: { kind: string }[] }).actions.map((a) => a.kind)).toEqual([
      'set',
      'set',
      'set',
      'remove',
    ]);
    expect(parsed(`FROM "T" WHERE pk = 'x' SET c = 1 REMOVE a`)).toMatchObject({ kind: 'update' });
  });

  it('reads DELETE, EXISTS, a trailing semicolon, comments and any keyword case', () => {
    expect(parsed(`delete from T where pk = 1 returning all old *;`)).toMatchObject({
      kind: 'delete',
      returning: 'ALL_OLD',
    });
    expect(parsed(`EXISTS(SELECT * FROM T WHERE pk = 1 AND a IS MISSING)`)).toMatchObject({ kind: 'exists' });
    expect(parsed(`-- a note\nSELECT * FROM "T" /* block */ WHERE pk = 'a' -- end`)).toMatchObject({
      kind: 'select',
    });
  });

  it('counts parameters', () => {
    const result = parsePartiQL(`UPDATE T SET a = ? WHERE pk = ? AND sk = ?`);
    expect(result.ok && result.parameterCount).toBe(3);
  });

  it('keeps __proto__ and constructor as ordinary quoted names', () => {
    const statement = parsed(`SELECT "__proto__", "constructor".toString FROM T WHERE "__proto__" = 1`);
    expect(statement).toMatchObject({
      projection: [{ name: '__proto__' }, { name: 'constructor', steps: [{ name: 'toString' }] }],
    });
  });
});

describe('parse errors', () => {
  it.each([
    ['SLECT * FROM T', 'Expected data manipulation', 'SLECT'],
    ['SELECT * FROM "T" WHERE pk = 1 foo', 'Unexpected token after expression', 'foo'],
    ['SELECT * FROM "T" WHERE pk = 1)', 'Unexpected token after expression', ')'],
    ['DELETE FROM "T" WHERE pk = 1 ORDER BY pk', 'Unexpected token after expression', 'ORDER'],
    ['SELECT * FROM "T" WHERE', 'Unexpected term', ''],
    ['SELECT key FROM T', 'Unexpected keyword', 'key'],
    ['SELECT * FROM T WHERE m.inner = 1', 'Invalid path dot component', 'inner'],
  ])('%s → %s', (text, detail, mark) => {
    const error = failure(text);
    expect(error.message).toBe(NOT_WELL_FORMED + detail);
    expect(marked(text, error)).toBe(mark);
  });

  it.each([
    ['a hash comment', `SELECT * FROM "T" WHERE pk = 1 # note`, '#'],
    ['an unterminated block comment', `SELECT * FROM "T" WHERE pk = 1 /* note`, '/'],
    ['an unterminated string', `SELECT * FROM "T" WHERE pk = 'x`, "'"],
    ['an exponent beyond 32 bits', `SELECT * FROM "T" WHERE pk = 1e2147483648`, '1'],
    ['a scale beyond 32 bits', `SELECT * FROM "T" WHERE pk = 1.5e-2147483647`, '1'],
  ])('%s: nothing after the colon', (_label, text, mark) => {
    const error = failure(text);
    expect(error.message).toBe(NOT_WELL_FORMED);
    expect(marked(text, error)).toBe(mark);
  });

  it('names the token of a function in a projection with line:column:length', () => {
    const text = `SELECT attribute_exists(ss) FROM "T"`;
    const error = failure(text);
    expect(error.message).toBe('Unexpected path component at 1:8:16');
    expect(marked(text, error)).toBe('attribute_exists');
  });

  it('reports a negative list index at its number', () => {
    expect(failure(`SELECT l[-1] FROM "T"`).message).toBe(
      'List index is not within the allowable range; index: [-1] at 1:11:1',
    );
  });

  it('takes list indexes up to 2^31 - 1, and minus zero as zero', () => {
    expect(failure(`SELECT l[2147483648] FROM "T"`).message).toBe(
      'List index is not within the allowable range; index: [2147483648] at 1:10:10',
    );
    const index = (text: string) => JSON.stringify(parsed(text)).match(/"kind":"index","index":(\d+)/)?.[1];
    expect(index(`SELECT l[2147483647] FROM "T"`)).toBe('2147483647');
    expect(index(`SELECT l[-0] FROM "T"`)).toBe('0');
  });

  it('gives line and column on later lines', () => {
    const text = `SELECT *\r\nFROM "T"\nWHERE pk = 1\n  AND x >`;
    const error = failure(text);
    expect(error).toMatchObject({ message: NOT_WELL_FORMED + 'Unexpected term', line: 4, column: 10 });
  });

  it.each([
    [`SELECT * FROM "T" t WHERE pk = 'x'`, 'Aliasing is not supported'],
    [`SELECT * FROM "T" AS t WHERE pk = 'x'`, 'Aliasing is not supported'],
    [`UPDATE "T" t SET a = 3 WHERE pk = 'x'`, 'Aliasing is not supported'],
    [`DELETE FROM "T" t WHERE pk = 'x'`, 'Aliasing is not supported'],
    [`INSERT INTO "T" t VALUE {'pk': 'x'}`, NOT_WELL_FORMED + 'Unexpected token after expression'],
    [`SELECT *, a FROM "T"`, "Other attributes should not be present in the projection when '*' is used."],
    [
      `DELETE FROM "T" WHERE pk = 1 RETURNING ALL NEW *`,
      'Invalid returning clause: RETURNING ALL NEW *. Only RETURNING ALL OLD * is allowed in DELETE statements.',
    ],
    [`UPDATE "T" SET a = 1`, 'Where clause does not contain a mandatory equality on all key attributes'],
    [`INSERT INTO "T" VALUE {'pk': 1} RETURNING ALL OLD *`, 'RETURNING is not supported in INSERT'],
  ])('%s → %s', (text, message) => {
    expect(failure(text).message).toBe(message);
  });
});

describe('bounds', () => {
  it('refuses nesting past its limit instead of recursing', () => {
    const text = `SELECT * FROM T WHERE a = ${'['.repeat(5000)}1${']'.repeat(5000)}`;
    expect(failure(text).message).toBe(NOT_WELL_FORMED);
  });

  it('never throws, whatever the text', () => {
    const alphabet = [
      `'`,
      '"',
      '(',
      ')',
      '[',
      ']',
      '{',
      '}',
      '<<',
      '>>',
      '.',
      ',',
      '?',
      '=',
      '-',
      '*',
      'a',
      '1',
      'e',
      ' ',
      'SELECT',
      'FROM',
      'WHERE',
      'AND',
      'NOT',
      'IN',
      'IS',
      '#',
      '/*',
      '--',
      '\n',
    ];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let run = 0; run < 2000; run++) {
      const text = Array.from(
        { length: 1 + Math.floor(random() * 30) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
      const result = parsePartiQL(text);
      if (!result.ok) {
        expect(result.error.start).toBeGreaterThanOrEqual(0);
        expect(result.error.end).toBeLessThanOrEqual(text.length);
        expect(result.error.start).toBeLessThanOrEqual(result.error.end);
      }
    }
  });
});

describe('write statements without their clauses', () => {
  it.each([
    [
      `UPDATE Payment-table SET active = 1 WHERE id = 'x'`,
      NOT_WELL_FORMED + 'Expected data manipulation',
      '-',
    ],
    [`UPDATE "T" WHERE pk = 1`, NOT_WELL_FORMED + 'Expected data manipulation', 'WHERE'],
    [`DELETE FROM "T"`, 'Where clause does not contain a mandatory equality on all key attributes', ''],
    [`DELETE FROM my-table WHERE pk = 1`, NOT_WELL_FORMED + 'Unexpected token after expression', '-'],
    [`UPDATE "T" SET a = 1 b WHERE pk = 1`, NOT_WELL_FORMED + 'Unexpected token after expression', 'b'],
  ])('%s', (text, message, mark) => {
    const error = failure(text);
    expect(error.message).toBe(message);
    expect(marked(text, error)).toBe(mark);
  });
});
