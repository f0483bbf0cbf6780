/**
 * A write is billed with a vector index's attribute counted as its name plus 4 bytes a dimension,
 * whatever numbers the vector holds (paritysuite/dynamodb-conformance
 * tests/tier2/vectorSearch/consumedCapacity.test.ts, "a vector attribute is billed at four bytes per
 * dimension", eu-west-2 and us-east-1, 2026-10-09): items built to 1,024 and 1,025 billed bytes
 * around 38-digit numbers (20 bytes each as numbers) cost 1 and 2 write units. Through dispatch.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../helpers/wire.ts';
import { engineWith, vectorIndex, vectorTable, wideVector } from '../vectors/support.ts';
import type { Engine } from '../../src/engine/engine.ts';

let engine: Engine;

beforeEach(() => {
  engine = engineWith(
    vectorTable([
      vectorIndex({ name: 'vix', attribute: 'embedding' }),
      vectorIndex({ name: 'vkeys', attribute: 'embedding', projection: { ProjectionType: 'KEYS_ONLY' } }),
      vectorIndex({ name: 'vdims', attribute: 'sixdimvec', dimensions: 6 }),
    ]),
  );
});

/** An item of exactly `target` billed bytes: the key, a vector at 4 bytes a dimension, padding. */
function billed(target: number, key: string, attribute: string, dims: number) {
  const fixed = 'pk'.length + key.length + attribute.length + 4 * dims + 'pad'.length;
  return { pk: { S: key }, [attribute]: wideVector(dims), pad: { S: 'x'.repeat(target - fixed) } };
}

const units = (operation: string, body: Record<string, unknown>) =>
  ok(engine, operation, { ...body, ReturnConsumedCapacity: 'TOTAL' }).ConsumedCapacity.CapacityUnits;

describe('the write units of an item with a vector (tests/tier2/vectorSearch/consumedCapacity.test.ts)', () => {
  it('bill the vector at four bytes a dimension, once for two indexes on it', () => {
    expect(units('PutItem', { TableName: 'docs', Item: billed(1024, 'a3', 'embedding', 3) })).toBe(1);
    expect(units('PutItem', { TableName: 'docs', Item: billed(1025, 'b3', 'embedding', 3) })).toBe(2);
    expect(units('PutItem', { TableName: 'docs', Item: billed(1024, 'a6', 'sixdimvec', 6) })).toBe(1);
    expect(units('PutItem', { TableName: 'docs', Item: billed(1025, 'b6', 'sixdimvec', 6) })).toBe(2);
  });

  it('hold for a delete and a batch write too', () => {
    const item = billed(1024, 'c3', 'embedding', 3);
    ok(engine, 'PutItem', { TableName: 'docs', Item: item });
    expect(units('DeleteItem', { TableName: 'docs', Key: { pk: item.pk } })).toBe(1);
    const batch = ok(engine, 'BatchWriteItem', {
      RequestItems: { docs: [{ PutRequest: { Item: billed(1024, 'd3', 'embedding', 3) } }] },
      ReturnConsumedCapacity: 'TOTAL',
    });
    expect(batch.ConsumedCapacity[0].CapacityUnits).toBe(1);
  });

  it('hold in a transaction, at twice the units', () => {
    const transact = (key: string, target: number) =>
      ok(engine, 'TransactWriteItems', {
        TransactItems: [{ Put: { TableName: 'docs', Item: billed(target, key, 'embedding', 3) } }],
        ReturnConsumedCapacity: 'TOTAL',
      }).ConsumedCapacity[0].CapacityUnits;
    expect(transact('e3', 1024)).toBe(2);
    expect(transact('f3', 1025)).toBe(4);
  });
});
