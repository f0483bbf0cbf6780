/**
 * A vector index follows the table's writes: a moment later, whichever operation writes — an
 * overwrite rescored, a removed vector or a deleted item gone (the Time to Live deleter's deletes
 * too), an item moved to its new HASH partition.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { ok } from '../helpers/wire.ts';
import {
  engineWith,
  fixture,
  found,
  N,
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

describe('the index following writes', () => {
  const top = (engine: Engine) => scored(search(engine, { SearchVector: query(1, 0, 0) }));

  it('shows a write after the index propagation delay', () => {
    const engine = engineWith(vectorTable([vectorIndex()]), { gsiPropagationDelayMs: 500 });
    put(engine, { pk: S('a'), emb: vector(1, 0, 0) });
    expect(top(engine)).toEqual([]);
    engine.advance(500);
    expect(top(engine)).toEqual([['a', 0]]);
  });

  it('rescores an overwritten vector and drops a removed one', () => {
    const engine = fixture();
    put(engine, { pk: S('a'), emb: vector(0, 1, 0) });
    expect(top(engine).find(([pk]: [string]) => pk === 'a')[1]).toBeCloseTo(1, 6);
    ok(engine, 'UpdateItem', { TableName, Key: { pk: S('e') }, UpdateExpression: 'REMOVE emb' });
    expect(found(search(engine, { SearchVector: query(1, 0, 0) }))).not.toContain('e');
  });

  it('drops deleted items, whichever operation deletes them', () => {
    const engine = fixture();
    const key = (pk: string) => ({ pk: S(pk) });
    ok(engine, 'DeleteItem', { TableName, Key: key('a') });
    ok(engine, 'BatchWriteItem', { RequestItems: { [TableName]: [{ DeleteRequest: { Key: key('b') } }] } });
    ok(engine, 'TransactWriteItems', { TransactItems: [{ Delete: { TableName, Key: key('c') } }] });
    ok(engine, 'ExecuteStatement', { Statement: `DELETE FROM "${TableName}" WHERE pk = 'd'` });
    expect(found(search(engine, { SearchVector: query(1, 0, 0) }))).toEqual(['e']);
  });

  // The TTL deleter's deletes reach the index like any other (agent-toolkit vector-search.md).
  it('drops an item the Time to Live deleter removes', () => {
    const timeToLive = { minDeletionDelayMs: 1000, maxDeletionDelayMs: 5000 };
    const engine = engineWith(vectorTable([vectorIndex()]), { timeToLive });
    const TimeToLiveSpecification = { Enabled: true, AttributeName: 'expires' };
    ok(engine, 'UpdateTimeToLive', { TableName, TimeToLiveSpecification });
    put(engine, { pk: S('old'), expires: N(engine.now() / 1000 - 60), emb: vector(1, 0, 0) });
    put(engine, { pk: S('new'), emb: vector(0, 1, 0) });
    expect(found(search(engine, { SearchVector: query(1, 0, 0) }))).toEqual(['old', 'new']);
    engine.advance(5000);
    expect(found(search(engine, { SearchVector: query(1, 0, 0) }))).toEqual(['new']);
  });

  it('moves an item to its new HASH partition', () => {
    const engine = engineWith(vectorTable([vectorIndex({ schema: [['tenant', 'HASH']] })], { tenant: 'S' }));
    put(engine, { pk: S('a'), tenant: S('t1'), emb: vector(1, 0, 0) });
    ok(engine, 'UpdateItem', {
      TableName,
      Key: { pk: S('a') },
      UpdateExpression: 'SET tenant = :t',
      ExpressionAttributeValues: { ':t': S('t2') },
    });
    const inTenant = (tenant: string) =>
      found(
        search(engine, {
          SearchVector: query(1, 0, 0),
          SearchConditionExpression: 'tenant = :t',
          ExpressionAttributeValues: { ':t': S(tenant) },
        }),
      );
    expect([inTenant('t1'), inTenant('t2')]).toEqual([[], ['a']]);
  });
});
