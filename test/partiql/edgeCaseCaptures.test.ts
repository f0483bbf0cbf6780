/**
 * PartiQL answers captured from DynamoDB in eu-west-2, September 2026 (hectorvent/floci
 * DynamoDbPartiQLEdgeCaseIntegrationTest): the column a SELECT path comes back under
 * (src/engine/partiql/selectList.ts), the refusal of a key value of the wrong type
 * (src/engine/partiql/keyTypes.ts), signs repeated before a number literal
 * (src/engine/partiql/expressionParser.ts), and literals nested too deep (src/engine/partiql/bind.ts).
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
