/**
 * PartiQL answers captured from DynamoDB in eu-west-2, September 2026 (hectorvent/floci
 * DynamoDbPartiQLEdgeCaseIntegrationTest): the column a SELECT path comes back under
 * (src/engine/partiql/selectList.ts), the refusal of a key value of the wrong type
 * (src/engine/partiql/keyTypes.ts), signs repeated before a number literal
 * (src/engine/partiql/expressionParser.ts), literals nested too deep (src/engine/partiql/bind.ts),
 * the filters of an index read by key, branch by branch (src/engine/partiql/indexReach.ts), and a
 * condition compared as the boolean it evaluates to (src/engine/partiql/expressionWriter.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { ok } from '../helpers/wire.ts';
import { getSong, musicEngine, N, putSongs, refused, run, S, song } from './support.ts';

let engine: Engine;

beforeEach(() => {
  engine = musicEngine();
  putSongs(engine, [
    song('a', 't1', {
      m: { M: { k: { L: [S('c'), S('d')] }, sub: { M: { x: S('deep') } } } },
      r: { L: [{ M: { y: S('r0') } }] },
      l: { L: [S('a'), { L: [S('b0'), S('b1')] }] },
      n: N(1),
      Genre: S('rock'),
    }),
    song('a', 't2'),
  ]);
});

const one = (list: string) => {
  const items = run(engine, `SELECT ${list} FROM "Music" WHERE Artist = 'a' AND SongTitle = 't1'`).Items;
  expect(items).toHaveLength(1);
  return items[0];
};

describe('SELECT list columns', () => {
  it('names a path ending in a list index after its last name and the index', () => {
    expect(one('m.k[0]')).toEqual({ 'k[0]': S('c') });
    expect(one('l[-0]')).toEqual({ 'l[0]': S('a') });
    expect(one('"m"."k"[1]')).toEqual({ 'k[1]': S('d') });
  });

  it('keeps every index after the last name, and drops an index before it', () => {
    expect(one('l[1][0]')).toEqual({ 'l[1][0]': S('b0') });
    expect(one('m.sub.x, l[1][1]')).toEqual({ x: S('deep'), 'l[1][1]': S('b1') });
    expect(one('r[0].y')).toEqual({ y: S('r0') });
  });

  it('gives two indexes of one list two columns, beside the whole attribute', () => {
    expect(one('l[1][1], l[0], m.k[1], n')).toEqual({
      'l[1][1]': S('b1'),
      'l[0]': S('a'),
      'k[1]': S('d'),
      n: N(1),
    });
    expect(one('m.k, m.k[0]')).toEqual({ k: { L: [S('c'), S('d')] }, 'k[0]': S('c') });
  });

  it('leaves out a path the item does not have', () => {
    expect(one('l[5], m.k[0]')).toEqual({ 'k[0]': S('c') });
  });

  it('names the column the same way in a one-item read of BatchExecuteStatement', () => {
    const reply = ok(engine, 'BatchExecuteStatement', {
      Statements: [{ Statement: `SELECT m.k[0] FROM "Music" WHERE Artist = 'a' AND SongTitle = 't1'` }],
    });
    expect(reply.Responses[0].Item).toEqual({ 'k[0]': S('c') });
  });
});

describe('key values of the wrong type', () => {
  const mismatch = (key: string) =>
    `Key attribute's data type should match its data type in table's schema: Key ${key}`;
  const select = (where: string) => `SELECT SongTitle FROM "Music" WHERE ${where}`;

  it.each([
    [`Artist = 1 OR Artist = 'a'`, 'Artist'],
    [`Artist = 'a' AND SongTitle IN ['t1', 2]`, 'SongTitle'],
    [`Artist IN ['a', 1]`, 'Artist'],
    [`Artist = 1`, 'Artist'],
    [`Artist = 'a' AND SongTitle > 1`, 'SongTitle'],
    [`Artist = 'a' AND SongTitle BETWEEN 't' AND 2`, 'SongTitle'],
  ])('refuses %s for Key %s', (where, key) => {
    const error = refused(engine, select(where));
    expect(error.type).toBe('ValidationException');
    expect(error.message).toBe(mismatch(key));
  });

  it('refuses a parameter of the wrong type on a key', () => {
    expect(refused(engine, select('Artist = ?'), { Parameters: [N(1)] }).message).toBe(mismatch('Artist'));
  });

  it("checks an index's own key", () => {
    expect(refused(engine, `SELECT * FROM "Music"."ByGenre" WHERE Genre = 5`).message).toBe(
      mismatch('Genre'),
    );
  });

  it('scans, without checking, a statement that reads by no key', () => {
    expect(run(engine, select('Artist > 1')).Items).toEqual([]);
    expect(run(engine, select(`Artist = 1 OR n = 1`)).Items).toEqual([{ SongTitle: S('t1') }]);
  });
});

describe('signs before a number literal', () => {
  const count = (condition: string) =>
    run(engine, `SELECT SongTitle FROM "Music" WHERE Artist = 'a' AND SongTitle = 't1' AND ${condition}`)
      .Items.length;

  it('reads repeated signs as one signed literal', () => {
    expect(count('n = - - 1')).toBe(1);
    expect(count('n > -/* c */-1')).toBe(0);
    expect(count('n BETWEEN - 2 AND +5 AND n IN [- 1, 1]')).toBe(1);
    expect(count('n = - + - 1')).toBe(1);
  });

  it('still refuses a minus before a path or a parameter', () => {
    expect(refused(engine, `SELECT * FROM "Music" WHERE Artist = 'a' AND n > -n`).message).toBe(
      'WHERE clause must contain an expression that resolves to a boolean',
    );
    expect(
      refused(engine, `SELECT * FROM "Music" WHERE Artist = 'a' AND n > -?`, { Parameters: [N(1)] }).type,
    ).toBe('ValidationException');
  });

  it('writes repeated signs as the literal they make', () => {
    run(
      engine,
      `UPDATE "Music" SET n = n - - 2, l = [- 1], o = - - - 4 WHERE Artist = 'a' AND SongTitle = 't1'`,
    );
    expect(getSong(engine, 'a', 't1')).toMatchObject({ n: N(3), l: { L: [N(-1)] }, o: N(-4) });
  });
});

describe('literal values nested too deep', () => {
  const update = (value: string) =>
    refused(engine, `UPDATE "Music" SET d = ${value} WHERE Artist = 'a' AND SongTitle = 't1'`).message;

  it('are refused at the value inside 32 lists or tuples, naming where it sits', () => {
    expect(update(`${"{'a':".repeat(32)}1${'}'.repeat(32)}`)).toBe(
      `Nesting Levels have exceeded supported limits under root${'.a'.repeat(32)}`,
    );
    expect(update(`{'a':${'['.repeat(31)}1${']'.repeat(31)}}`)).toBe(
      `Nesting Levels have exceeded supported limits under root.a${'[0]'.repeat(31)}`,
    );
    expect(getSong(engine, 'a', 't1')?.d).toBeUndefined();
  });

  it('are taken inside 31', () => {
    run(
      engine,
      `UPDATE "Music" SET d = ${"{'a':".repeat(31)}1${'}'.repeat(31)} WHERE Artist = 'a' AND SongTitle = 't1'`,
    );
    expect(JSON.stringify(getSong(engine, 'a', 't1')?.d)).toBe(
      `${'{"M":{"a":'.repeat(31)}{"N":"1"}${'}}'.repeat(31)}`,
    );
  });
});

describe('the filters of each branch of an index read by key', () => {
  // ByGenre is keyed by Genre alone and projects Year beside the keys, as the capture's gsi-inc
  // projects projattr.
  const select = (where: string) => `SELECT SongTitle FROM "Music"."ByGenre" WHERE ${where}`;
  const unprojected = (where: string) =>
    refused(engine, select(where)).message.replace(
      'One or more parameter values were invalid: Secondary index ByGenre does not project one or more filter attributes: ',
      '',
    );

  it('names what the branch on the highest partition value filters on, when every branch fails', () => {
    expect(unprojected(`(Genre='b' AND u1='1') OR (Genre='q' AND u2='1')`)).toBe('[u2]');
    expect(unprojected(`(Genre='q' AND u1='1') OR (Genre='b' AND u2='1')`)).toBe('[u1]');
    expect(unprojected(`(Genre='y' OR Genre='z') AND zz='1'`)).toBe('[zz]');
  });

  it('names the attributes in the order a Java HashSet holds them', () => {
    expect(unprojected(`Genre='y' AND b='1' AND (a='2' OR "Year"=3)`)).toBe('[a, b]');
    expect(unprojected(`Genre='y' AND (zz='1' OR aa='2' OR mm='3')`)).toBe('[zz, aa, mm]');
  });

  it('runs when one branch filters only on what the index projects', () => {
    putSongs(engine, [song('b', 't1', { Genre: S('jazz') })]);
    expect(run(engine, select(`(Genre='y' AND "Year"=1) OR (Genre='z' AND aa='1')`)).Items).toEqual([]);
    expect(run(engine, select(`(Genre='rock' AND n=1) OR Genre='jazz'`)).Items).toEqual([
      { SongTitle: S('t1') },
    ]);
  });

  it('scans when a branch names two partition values', () => {
    expect(run(engine, select(`Genre='rock' AND (Genre='z' OR zz='1')`)).Items).toEqual([]);
  });
});

describe('a condition compared as the boolean it evaluates to', () => {
  const count = (condition: string, extra = {}) =>
    run(
      engine,
      `SELECT SongTitle FROM "Music" WHERE Artist = 'a' AND SongTitle = 't1' AND ${condition}`,
      extra,
    ).Items.length;

  beforeEach(() => {
    putSongs(engine, [song('a', 't1', { n: N(1), flag: S('right'), yes: { BOOL: true } })]);
  });

  it.each([
    'attribute_exists(nope) = false',
    'true = attribute_exists(n)',
    'attribute_exists(n) <> 1',
    "contains(nope, 'z') = false",
    '(n BETWEEN 0 AND 5) = true',
    "(n = 5 OR flag = 'x') = false",
    'attribute_exists(nope) IN [true, false]',
    'attribute_exists(n) = attribute_exists(flag)',
    'attribute_exists(n) = yes',
  ])('holds: %s', (condition) => {
    expect(count(condition)).toBe(1);
  });

  it.each([
    'attribute_exists(n) = 1',
    'NOT attribute_exists(n) = true',
    '(attribute_exists(n) = true) = false',
    'attribute_exists(n) = flag',
    'attribute_exists(n) NOT IN [true]',
  ])('fails: %s', (condition) => {
    expect(count(condition)).toBe(0);
  });

  it('takes a boolean parameter', () => {
    expect(count('attribute_exists(nope) = ?', { Parameters: [{ BOOL: false }] })).toBe(1);
  });

  it.each([
    ['attribute_exists(n) > false', '>'],
    // Not in the capture: the condition is taken as the BOOL operand here too.
    ['attribute_exists(n) <= 1', '<='],
  ])('refuses an ordering comparison: %s', (condition, op) => {
    expect(refused(engine, `SELECT * FROM "Music" WHERE Artist = 'a' AND ${condition}`).message).toBe(
      `Incorrect operand type for operator or function; operator or function: ${op}, operand type: BOOL`,
    );
  });
});
