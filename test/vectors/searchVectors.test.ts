/**
 * SearchVectors: scores and order per distance function, TopK, HASH partitions and inline filters,
 * what an Item holds (the index following writes: searchVectorsFreshness.test.ts). Scores for the query [1,0,0] as
 * nubo-db/dynamodb-conformance measured them on DynamoDB in August 2026: COSINE 1 − cos, EUCLIDEAN
 * plain L2, DOT_PRODUCT the dot product.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { ok } from '../helpers/wire.ts';
import {
  engineWith,
  fixture,
  found,
  put,
  query,
  S,
  scored,
  search,
  TableName,
  vector,
  vectorIndex,
  vectorTable,
} from './support.ts';

const expectScores = (reply: Record<string, any>, expected: [string, number][]) => {
  const actual = scored(reply);
  expect(actual.map(([pk]: [string]) => pk)).toEqual(expected.map(([pk]) => pk));
  expected.forEach(([, score], i) => expect(actual[i][1]).toBeCloseTo(score, 6));
};

describe('scores and order', () => {
  it('COSINE scores 1 − cos, most similar (lowest) first', () => {
    const reply = search(fixture({ distance: 'COSINE' }), { SearchVector: query(1, 0, 0) });
    expectScores(reply, [
      ['a', 0],
      ['e', 1 - Math.SQRT1_2],
      ['d', 0.4],
      ['b', 1],
      ['c', 2],
    ]);
  });

  it('EUCLIDEAN scores the plain L2 distance, nearest first', () => {
    const reply = search(fixture({ distance: 'EUCLIDEAN' }), { SearchVector: query(1, 0, 0) });
    expectScores(reply, [
      ['a', 0],
      ['d', Math.sqrt(0.8)],
      ['b', Math.SQRT2],
      ['c', 2],
      ['e', Math.sqrt(5)],
    ]);
  });

  it('DOT_PRODUCT scores the dot product, highest first, negatives included', () => {
    const reply = search(fixture({ distance: 'DOT_PRODUCT' }), { SearchVector: query(1, 0, 0) });
    expectScores(reply, [
      ['e', 2],
      ['a', 1],
      ['d', 0.6],
      ['b', 0],
      ['c', -1],
    ]);
  });

  it('scores a zero vector 1 under COSINE', () => {
    const engine = engineWith(vectorTable([vectorIndex()]));
    put(engine, { pk: S('zero'), emb: vector(0, 0, 0) });
    expect(search(engine, { SearchVector: query(1, 2, 3) }).SearchResults[0].Score).toBe(1);
  });

  it('scores the index 32-bit copy of the vector, not the value the table keeps', () => {
    const engine = engineWith(vectorTable([vectorIndex({ distance: 'DOT_PRODUCT' })]));
    put(engine, { pk: S('big'), emb: vector(16777217, 0, 0) }); // 2^24 + 1 is no 32-bit float
    expect(search(engine, { SearchVector: query(1, 0, 0) }).SearchResults[0].Score).toBe(16777216);
  });

  it('orders equal scores by the table key', () => {
    const request = vectorTable(
      [vectorIndex()],
      { sk: 'S' },
      {
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
      },
    );
    const engine = engineWith(request);
    for (const sk of ['m', 'c', 'x', 'a']) put(engine, { pk: S('p'), sk: S(sk), emb: vector(1, 1, 0) });
    const reply = search(engine, { SearchVector: query(1, 0, 0) });
    expect(reply.SearchResults.map((result: { Item: { sk: { S: string } } }) => result.Item.sk.S)).toEqual([
      'a',
      'c',
      'm',
      'x',
    ]);
  });
});

describe('TopK', () => {
  it('returns the TopK most similar', () => {
    expect(found(search(fixture(), { SearchVector: query(1, 0, 0), TopK: 2 }))).toEqual(['a', 'e']);
    expect(found(search(fixture(), { SearchVector: query(1, 0, 0), TopK: 1 }))).toEqual(['a']);
  });

  it('returns every match when TopK is larger, and an empty list from an empty index', () => {
    expect(search(fixture(), { SearchVector: query(1, 0, 0), TopK: 100 }).SearchResults).toHaveLength(5);
    const empty = search(engineWith(vectorTable([vectorIndex()])), { SearchVector: query(1, 0, 0) });
    expect(empty).toEqual({ SearchResults: [] });
  });
});

describe('SearchConditionExpression', () => {
  /** `vix` partitioned by `tenant`, filtered by `category`. */
  function tenants(): Engine {
    const index = vectorIndex({
      schema: [
        ['tenant', 'HASH'],
        ['category', 'INLINE_FILTER'],
      ],
    });
    const engine = engineWith(vectorTable([index], { tenant: 'S', category: 'S' }));
    const item = (pk: string, tenant: string, category: string | undefined, values: number[]) =>
      put(engine, {
        pk: S(pk),
        tenant: S(tenant),
        ...(category && { category: S(category) }),
        emb: vector(...values),
      });
    item('p1', 't1', 'c1', [1, 0, 0]);
    item('p2', 't1', 'c2', [0.6, 0.8, 0]);
    item('p3', 't2', 'c1', [1, 0, 0]);
    item('p4', 't1', undefined, [0, 1, 0]);
    return engine;
  }
  const within = (engine: Engine, SearchConditionExpression: string, values: Record<string, string>) =>
    found(
      search(engine, {
        SearchVector: query(1, 0, 0),
        SearchConditionExpression,
        ExpressionAttributeValues: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, S(v)])),
      }),
    );

  it('searches only the HASH partition named', () => {
    const engine = tenants();
    expect(within(engine, 'tenant = :t', { ':t': 't1' })).toEqual(['p1', 'p2', 'p4']);
    expect(within(engine, 'tenant = :t', { ':t': 't2' })).toEqual(['p3']);
    expect(within(engine, 'tenant = :t', { ':t': 't3' })).toEqual([]);
  });

  it('keeps only items whose INLINE_FILTER attribute equals the value, in either order of clauses', () => {
    const engine = tenants();
    expect(within(engine, 'tenant = :t AND category = :c', { ':t': 't1', ':c': 'c1' })).toEqual(['p1']);
    expect(within(engine, 'category = :c AND tenant = :t', { ':t': 't1', ':c': 'c2' })).toEqual(['p2']);
  });

  it('takes names from ExpressionAttributeNames', () => {
    const reply = search(tenants(), {
      SearchVector: query(1, 0, 0),
      SearchConditionExpression: '#t = :t AND #c = :c',
      ExpressionAttributeNames: { '#t': 'tenant', '#c': 'category' },
      ExpressionAttributeValues: { ':t': S('t1'), ':c': S('c2') },
    });
    expect(found(reply)).toEqual(['p2']);
  });

  it('filters an index without a HASH element by its inline filter alone', () => {
    const engine = engineWith(
      vectorTable([vectorIndex({ schema: [['category', 'INLINE_FILTER']] })], { category: 'S' }),
    );
    put(engine, { pk: S('x'), category: S('c1'), emb: vector(1, 0, 0) });
    put(engine, { pk: S('y'), category: S('c2'), emb: vector(1, 0, 0) });
    put(engine, { pk: S('z'), emb: vector(1, 0, 0) });
    expect(within(engine, 'category = :c', { ':c': 'c2' })).toEqual(['y']);
    expect(found(search(engine, { SearchVector: query(1, 0, 0) })).sort()).toEqual(['x', 'y', 'z']);
  });
});

describe('the Item of a result', () => {
  const ITEM = { pk: S('p1'), tenant: S('t1'), label: S('one'), colour: S('two'), emb: vector(1, 0.5, 0.1) };
  const held = (projection: Record<string, unknown>, request: Record<string, unknown> = {}) => {
    const index = vectorIndex({ schema: [['tenant', 'INLINE_FILTER']], projection });
    const engine = engineWith(vectorTable([index], { tenant: 'S' }));
    put(engine, ITEM);
    return search(engine, { SearchVector: query(1, 0, 0), ...request }).SearchResults[0].Item;
  };
  const { emb: _, ...withoutVector } = ITEM;

  it('holds every attribute the index holds but the vector, even under ALL', () => {
    expect(held({ ProjectionType: 'ALL' })).toEqual(withoutVector);
  });

  it('holds the keys and SearchSchema attributes under KEYS_ONLY, and the NonKeyAttributes under INCLUDE', () => {
    expect(held({ ProjectionType: 'KEYS_ONLY' })).toEqual({ pk: S('p1'), tenant: S('t1') });
    const include = { ProjectionType: 'INCLUDE', NonKeyAttributes: ['label'] };
    expect(held(include)).toEqual({ pk: S('p1'), tenant: S('t1'), label: S('one') });
  });

  it('returns the index 32-bit copy of the vector when a ProjectionExpression names it', () => {
    const item = held(
      { ProjectionType: 'ALL' },
      { ProjectionExpression: 'pk, #v', ExpressionAttributeNames: { '#v': 'emb' } },
    );
    expect(item).toEqual({ pk: S('p1'), emb: { L: [{ N: '1.0' }, { N: '0.5' }, { N: '0.1' }] } });
  });

  it('rounds a vector element to 32 bits in the copy it returns', () => {
    const engine = engineWith(vectorTable([vectorIndex()]));
    put(engine, { pk: S('big'), emb: vector(16777217, 0.5, 0) });
    const item = search(engine, { SearchVector: query(1, 0, 0), ProjectionExpression: 'emb' })
      .SearchResults[0].Item;
    expect(item.emb.L.map((element: { N: string }) => Number(element.N))).toEqual([16777216, 0.5, 0]);
    // The table keeps what was written.
    expect(ok(engine, 'GetItem', { TableName, Key: { pk: S('big') } }).Item.emb).toEqual(
      vector(16777217, 0.5, 0),
    );
  });

  it('leaves out named attributes the index does not hold, without an error', () => {
    const request = { ProjectionExpression: 'pk, label, emb' };
    expect(held({ ProjectionType: 'KEYS_ONLY' }, request)).toEqual({ pk: S('p1') });
    const include = { ProjectionType: 'INCLUDE', NonKeyAttributes: ['label'] };
    expect(held(include, { ProjectionExpression: 'label, colour' })).toEqual({ label: S('one') });
  });
});
