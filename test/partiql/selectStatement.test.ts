/**
 * ExecuteStatement SELECT through dispatch: a WHERE that pins the partition key reads as a Query
 * (one per key value), anything else as a full Scan — each with exactly the capacity the equivalent
 * Query or Scan request consumes — with Limit, NextToken and ORDER BY (index reads:
 * selectFromIndexes.test.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { ok } from '../helpers/wire.ts';
import { catalogueEngine, N, putSongs, refused, run, S, song } from './support.ts';

let engine: Engine;

beforeEach(() => {
  engine = catalogueEngine();
});

type Item = Record<string, { S?: string }>;
const titles = (items: Item[]) => items.map((item) => `${item.Artist.S}/${item.SongTitle.S}`);

describe('Query or Scan', () => {
  it('reads a partition key equality as a Query, with the Query capacity', () => {
    const reply = run(engine, `SELECT * FROM "Music" WHERE Artist = 'b'`, {
      ReturnConsumedCapacity: 'TOTAL',
    });
    const query = ok(engine, 'Query', {
      TableName: 'Music',
      KeyConditionExpression: 'Artist = :a',
      ExpressionAttributeValues: { ':a': S('b') },
      ReturnConsumedCapacity: 'TOTAL',
    });
    expect(reply.Items).toEqual(query.Items);
    expect(reply.ConsumedCapacity).toEqual(query.ConsumedCapacity);
    expect(reply.ConsumedCapacity.CapacityUnits).toBe(1.5);
  });

  it('reads anything else as a full Scan, with the Scan capacity', () => {
    const scan = ok(engine, 'Scan', { TableName: 'Music', ReturnConsumedCapacity: 'TOTAL' });
    for (const where of [`Year = 2003`, `Artist > 'a'`, `Artist = 'b' OR Year = 2003`, `NOT Artist = 'b'`]) {
      const reply = run(engine, `SELECT * FROM "Music" WHERE ${where}`, { ReturnConsumedCapacity: 'TOTAL' });
      expect(reply.ConsumedCapacity, where).toEqual(scan.ConsumedCapacity);
    }
    expect(scan.ConsumedCapacity.CapacityUnits).toBe(5.5);
    const all = run(engine, `SELECT * FROM "Music"`, { ReturnConsumedCapacity: 'TOTAL' });
    expect(all.Items).toHaveLength(40);
    expect(all.ConsumedCapacity).toEqual(scan.ConsumedCapacity);
  });

  it('serves a sort-key term as the key condition and filters the rest', () => {
    const reply = run(
      engine,
      `SELECT * FROM "Music" WHERE Artist = 'a' AND SongTitle BETWEEN 't2' AND 't4' AND Year <> 2003`,
      {
        ReturnConsumedCapacity: 'TOTAL',
        ConsistentRead: true,
      },
    );
    expect(titles(reply.Items)).toEqual(['a/t2', 'a/t4']);
    const query = ok(engine, 'Query', {
      TableName: 'Music',
      KeyConditionExpression: 'Artist = :a AND SongTitle BETWEEN :l AND :h',
      ExpressionAttributeValues: { ':a': S('a'), ':l': S('t2'), ':h': S('t4') },
      ConsistentRead: true,
      ReturnConsumedCapacity: 'TOTAL',
    });
    expect(reply.ConsumedCapacity).toEqual(query.ConsumedCapacity);
    expect(
      titles(run(engine, `SELECT * FROM "Music" WHERE 't8' <= SongTitle AND Artist = 'c'`).Items),
    ).toEqual(['c/t8', 't9'].map((t) => (t.includes('/') ? t : `c/${t}`)));
    expect(
      titles(run(engine, `SELECT * FROM "Music" WHERE Artist = 'c' AND begins_with(SongTitle, 't1')`).Items),
    ).toEqual(['c/t1']);
  });

  it('runs one Query per partition key of an IN or OR, and adds up their capacity', () => {
    const reply = run(engine, `SELECT * FROM "Music" WHERE Artist IN ['c', 'a'] AND Year >= 2008`, {
      ReturnConsumedCapacity: 'TOTAL',
    });
    expect(titles(reply.Items)).toEqual(['c/t8', 'c/t9', 'a/t8', 'a/t9']);
    expect(reply.ConsumedCapacity.CapacityUnits).toBe(3);
    const or = run(
      engine,
      `SELECT * FROM "Music" WHERE Artist = 'd' AND SongTitle = 't1' OR Artist = 'b' AND SongTitle = 't2'`,
      {
        ReturnConsumedCapacity: 'TOTAL',
      },
    );
    expect(titles(or.Items)).toEqual(['d/t1', 'b/t2']);
    expect(or.ConsumedCapacity.CapacityUnits).toBe(1);
  });

  it('returns an item once however many branches it matches', () => {
    const reply = run(
      engine,
      `SELECT * FROM "Music" WHERE Artist = 'a' AND NOT SongTitle = 't1' OR Artist = 'a' AND SongTitle = 't2'`,
    );
    expect(reply.Items).toHaveLength(9);
  });
});

describe('projection and filters', () => {
  beforeEach(() => {
    putSongs(engine, [
      song('z', '1', {
        m: { M: { inner: { L: [S('first'), S('second')] }, n: N(5) } },
        ss: { SS: ['x', 'y'] },
        nul: { NULL: true },
        flag: { BOOL: true },
        ['__proto__']: S('proto'),
        constructor: N(7),
      }),
    ]);
  });

  const one = (where: string) =>
    run(engine, `SELECT SongTitle FROM "Music" WHERE Artist = 'z' AND ${where}`).Items.length;

  it('returns a nested path under its last name and the list indexes after it', () => {
    const reply = run(
      engine,
      `SELECT "m"."inner"[1], m.n, "__proto__", "constructor", m.absent FROM "Music" WHERE Artist = 'z'`,
    );
    expect(reply.Items).toEqual([
      { 'inner[1]': S('second'), n: N(5), ['__proto__']: S('proto'), constructor: N(7) },
    ]);
    expect(Object.keys(reply.Items[0])).toContain('__proto__');
  });

  it.each([
    [`begins_with(m."inner"[0], 'fir')`, 1],
    [`contains(ss, 'y')`, 1],
    [`size(ss) = 2`, 1],
    [`attribute_type(flag, 'BOOL')`, 1],
    [`attribute_exists(m.n) = true`, 1],
    [`nul IS NULL`, 1],
    [`flag IS NOT NULL`, 1],
    [`flag IS BOOLEAN AND m IS STRUCT`, 1],
    [`missing_attr IS MISSING`, 1],
    [`m.n IS MISSING`, 0],
    [`m.n IN (4, 5, 6)`, 1],
    [`m.n NOT IN [4, 5, 6]`, 0],
    [`"constructor" BETWEEN 6 AND 8`, 1],
    [`"__proto__" = 'proto'`, 1],
  ])('%s', (where, count) => {
    expect(one(where)).toBe(count);
  });

  it('refuses what DynamoDB refuses, with its messages', () => {
    const where = (condition: string) => `SELECT * FROM "Music" WHERE Artist = 'z' AND ${condition}`;
    expect(refused(engine, where(`m.n < true`)).message).toBe(
      'Incorrect operand type for operator or function; operator or function: <, operand type: BOOL',
    );
    expect(refused(engine, where(`attribute_exists('ss')`)).message).toBe(
      'Operator or function requires a document path; operator or function: attribute_exists',
    );
    expect(refused(engine, where(`attribute_exists()`)).message).toBe(
      'Incorrect number of operands for operator or function; operator or function: attribute_exists, number of operands: 0',
    );
    const exists = where(`EXISTS(ss)`);
    expect(refused(engine, exists).message).toBe(
      `Unrecognized function: exists at 1:${exists.indexOf('EXISTS') + 1}:6`,
    );
    expect(refused(engine, where(`a = MISSING`)).message).toBe('MISSING must be compared using IS operator');
  });
});

describe('paging', () => {
  const pages = (statement: string, limit: number, extra: Record<string, unknown> = {}) => {
    const items: Item[] = [];
    let NextToken: string | undefined;
    let count = 0;
    do {
      const reply = run(engine, statement, { Limit: limit, NextToken, ...extra });
      items.push(...reply.Items);
      NextToken = reply.NextToken;
      expect(++count).toBeLessThan(100);
    } while (NextToken);
    return { items, count };
  };

  it('pages a Query with Limit and NextToken', () => {
    const { items, count } = pages(`SELECT * FROM "Music" WHERE Artist = 'a'`, 3);
    expect(titles(items)).toEqual(titles(run(engine, `SELECT * FROM "Music" WHERE Artist = 'a'`).Items));
    expect(count).toBe(4);
  });

  it('gives the key of the item a read stopped at as LastEvaluatedKey, as a Query would', () => {
    const statement = `SELECT * FROM "Music" WHERE Artist = 'a' AND Year > 2005`;
    const first = run(engine, statement, { Limit: 2 });
    const query = ok(engine, 'Query', {
      TableName: 'Music',
      KeyConditionExpression: 'Artist = :a',
      FilterExpression: '#y > :y',
      ExpressionAttributeNames: { '#y': 'Year' },
      ExpressionAttributeValues: { ':a': S('a'), ':y': N(2005) },
      Limit: 2,
    });
    expect(first.LastEvaluatedKey).toEqual(query.LastEvaluatedKey);
    expect(first.LastEvaluatedKey).toEqual({ Artist: S('a'), SongTitle: S('t1') });
    // The last page read to the end of its Query: no item to name, no token.
    let reply = first;
    while (reply.NextToken) reply = run(engine, statement, { Limit: 2, NextToken: reply.NextToken });
    expect(reply.LastEvaluatedKey).toBeUndefined();
    // A page that ends where the first Query of an IN ended stopped at no item: NextToken alone.
    const between = run(engine, `SELECT * FROM "Music" WHERE Artist IN ['d', 'b']`, { Limit: 12 });
    expect(between).toMatchObject({ NextToken: expect.any(String) });
    expect(between.LastEvaluatedKey).toBeUndefined();
  });

  it('counts Limit in items read, before the filter', () => {
    const first = run(engine, `SELECT * FROM "Music" WHERE Artist = 'a' AND Year > 2005`, { Limit: 5 });
    expect(first.Items).toEqual([]);
    expect(first.NextToken).toBeDefined();
  });

  it('pages across the Queries of an IN, and across a Scan', () => {
    const across = pages(`SELECT * FROM "Music" WHERE Artist IN ['d', 'b']`, 4);
    expect(titles(across.items)).toEqual(
      [...Array(10).keys()].map((i) => `d/t${i}`).concat([...Array(10).keys()].map((i) => `b/t${i}`)),
    );
    const scanned = pages(`SELECT * FROM "Music" WHERE Year = 2001`, 7);
    expect(scanned.items).toHaveLength(4);
  });

  it('refuses a NextToken that is not one, or belongs to another request', () => {
    const token = run(engine, `SELECT * FROM "Music" WHERE Artist = 'a'`, { Limit: 2 }).NextToken;
    expect(refused(engine, `SELECT * FROM "Music" WHERE Artist = 'b'`, { NextToken: token }).message).toBe(
      'NextToken does not match request',
    );
    expect(refused(engine, `SELECT * FROM "Music"`, { NextToken: 'not-a-token' }).message).toBe(
      'Invalid NextToken',
    );
  });
});

describe('ORDER BY', () => {
  it('orders by the sort key, and by the partition key across Queries', () => {
    const desc = run(
      engine,
      `SELECT * FROM "Music" WHERE Artist = 'a' AND SongTitle < 't3' ORDER BY SongTitle DESC`,
    );
    expect(titles(desc.Items)).toEqual(['a/t2', 'a/t1', 'a/t0']);
    const byArtist = run(
      engine,
      `SELECT * FROM "Music" WHERE Artist IN ['a', 'c', 'b'] AND SongTitle = 't0' ORDER BY Artist DESC`,
    );
    expect(titles(byArtist.Items)).toEqual(['c/t0', 'b/t0', 'a/t0']);
  });

  it('needs the partition key in the WHERE, and key attributes only', () => {
    expect(refused(engine, `SELECT * FROM "Music" ORDER BY SongTitle`).message).toBe(
      'Must have WHERE clause in the statement when using ORDER BY clause.',
    );
    expect(refused(engine, `SELECT * FROM "Music" WHERE Year = 1 ORDER BY SongTitle`).message).toBe(
      'Must have at least one non-optional hash key condition in WHERE clause when using ORDER BY clause.',
    );
    expect(refused(engine, `SELECT * FROM "Music" WHERE Artist = 'a' ORDER BY Year`).message).toBe(
      'Variable reference Year in ORDER BY clause must be part of the primary key',
    );
  });
});
