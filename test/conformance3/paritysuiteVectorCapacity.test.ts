/**
 * Vector capacity as paritysuite/dynamodb-conformance characterised it against DynamoDB
 * (tests/tier2/vectorSearch/consumedCapacity.test.ts; eu-west-2 2026-08-11 and 2026-08-18, and
 * eu-west-2 with us-east-1 2026-10-09): SearchVectors reports a bare VectorSearchRequestBytes; a
 * write reports per-index VectorWriteRequestBytes under INDEXES only, when the index's stored view
 * changes — the projected entry's size, the vector at its name plus 4 bytes a dimension, held to a
 * 1024-byte floor; a read and the 400 KB gate size the vector by its numbers. Through dispatch.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fails, ok } from '../helpers/wire.ts';
import { engineWith, vector, vectorIndex, vectorTable, wideVector } from '../vectors/support.ts';
import type { Engine } from '../../src/engine/engine.ts';

/** A list's stored size: 3 bytes, 1 per element, and the elements (20 bytes each here). */
const storedVectorBytes = (dims: number) => 3 + dims * (1 + 20);
const MAX_ITEM_BYTES = 400 * 1024;

let engine: Engine;

beforeEach(() => {
  engine = engineWith(
    vectorTable([
      vectorIndex({ name: 'vix', attribute: 'embedding' }),
      vectorIndex({ name: 'vkeys', attribute: 'embedding', projection: { ProjectionType: 'KEYS_ONLY' } }),
      vectorIndex({ name: 'vdims', attribute: 'sixdimvec', dimensions: 6 }),
      vectorIndex({ name: 'vname', attribute: 'embeddingWithALongerName' }),
    ]),
  );
  engine.advance(60_000);
  ok(engine, 'PutItem', { TableName: 'docs', Item: { pk: { S: 'seed' }, embedding: vector(1, 0, 0) } });
  engine.advance(60_000);
});

const put = (Item: Record<string, unknown>, ReturnConsumedCapacity = 'INDEXES') =>
  ok(engine, 'PutItem', { TableName: 'docs', Item, ReturnConsumedCapacity }).ConsumedCapacity;
/** Each index's VectorWriteRequestBytes for a write of `item`. */
const charged = (item: Record<string, unknown>): Record<string, number | undefined> => {
  const indexes = put(item).VectorIndexes ?? {};
  return Object.fromEntries(
    ['vix', 'vkeys', 'vdims', 'vname'].map((name) => [name, indexes[name]?.VectorWriteRequestBytes]),
  );
};

describe('SearchVectors capacity (tests/tier2/vectorSearch/consumedCapacity.test.ts)', () => {
  const searched = (ReturnConsumedCapacity: string) =>
    ok(engine, 'SearchVectors', {
      TableName: 'docs',
      IndexName: 'vix',
      SearchVector: vector(1, 0, 0).L,
      TopK: 1,
      ReturnConsumedCapacity,
    }).ConsumedCapacity;

  it('is a bare VectorSearchRequestBytes, the same under TOTAL and INDEXES, absent under NONE', () => {
    const total = searched('TOTAL');
    expect(Object.keys(total)).toEqual(['VectorSearchRequestBytes']);
    expect(total.VectorSearchRequestBytes).toBeGreaterThan(0);
    expect(searched('INDEXES').VectorSearchRequestBytes).toBe(total.VectorSearchRequestBytes);
    expect(searched('NONE')).toBeUndefined();
  });
});

describe('write capacity of a vector index (tests/tier2/vectorSearch/consumedCapacity.test.ts)', () => {
  it('adds VectorIndexes under INDEXES only, and only when the stored view changes', () => {
    const indexes = put({ pk: { S: 'fresh-write' }, embedding: vector(0, 1, 0) });
    expect(indexes.CapacityUnits).toBe(1);
    expect(indexes.Table.CapacityUnits).toBe(1);
    expect(indexes.VectorIndexes.vix.VectorWriteRequestBytes).toBeGreaterThan(0);
    const total = put({ pk: { S: 'total-write' }, embedding: vector(0, 0, 1) }, 'TOTAL');
    expect(total).toEqual({ TableName: 'docs', CapacityUnits: 1 });
    expect(put({ pk: { S: 'plain-write' }, label: { S: 'no-vector' } }).VectorIndexes).toBeUndefined();
    const item = { pk: { S: 'idempotent' }, embedding: vector(0.5, 0.5, 0) };
    expect(put(item).VectorIndexes.vix.VectorWriteRequestBytes).toBeGreaterThan(0);
    const repeat = put(item);
    expect(repeat.CapacityUnits).toBe(1);
    expect(repeat.VectorIndexes).toBeUndefined();
  });

  it('charges the index projecting the changed attribute, and neither when nothing they hold changes', () => {
    const embedded = { pk: { S: 'projection' }, embedding: vector(0.25, 0.5, 0.75) };
    charged({ ...embedded, note: { S: 'before' } });
    const changed = charged({ ...embedded, note: { S: 'after!' } });
    expect(changed.vix).toBeGreaterThan(0);
    expect(changed.vkeys).toBeUndefined();
    const settled = { ...embedded, note: { S: 'settled' } };
    charged(settled);
    expect(charged(settled)).toMatchObject({ vix: undefined, vkeys: undefined });
  });

  it('sizes VectorWriteRequestBytes term by term, held to a 1024 floor per index', () => {
    expect(charged({ pk: { S: 'f0' }, embedding: vector(0, 1, 0) }).vix).toBe(1024);
    const blob = { blob: { S: 'x'.repeat(1500) } };
    const entry = (key: string, attribute: string, value: object, extra = {}) => ({
      pk: { S: key },
      [attribute]: value,
      ...blob,
      ...extra,
    });
    const both = charged(entry('3a', 'embedding', vector(1, 0, 0)));
    expect(both.vix).toBeGreaterThan(1024);
    expect(both.vkeys).toBe(1024);
    const three = charged(entry('3b', 'embedding', vector(1, 0, 0))).vix!;
    expect(charged(entry('6b', 'sixdimvec', vector(1, 0, 0, 0, 1, 0))).vdims! - three).toBe(12);
    const named = charged(entry('nc', 'embeddingWithALongerName', vector(1, 0, 0))).vname!;
    expect(named - three).toBe('embeddingWithALongerName'.length - 'embedding'.length);
    const withNote = charged(entry('td', 'embedding', vector(1, 0, 0), { note: { S: 'n' } })).vix!;
    expect(withNote - three).toBe(5);
  });
});

describe('the base item with a vector in it (tests/tier2/vectorSearch/consumedCapacity.test.ts)', () => {
  /** An item of exactly `target` bytes with its vector counted as `vectorBytes`. */
  const itemWithVector = (
    target: number,
    key: string,
    attribute: string,
    dims: number,
    vectorBytes: number,
  ) => {
    const fixed = 'pk'.length + key.length + attribute.length + vectorBytes + 'pad'.length;
    return { pk: { S: key }, [attribute]: wideVector(dims), pad: { S: 'x'.repeat(target - fixed) } };
  };
  const billed = (target: number, key: string, attribute: string, dims: number) =>
    itemWithVector(target, key, attribute, dims, 4 * dims);

  it('charges a read, and holds the 400 KB gate, by the numbers the vector holds', () => {
    const item = billed(4096, 'r6', 'sixdimvec', 6);
    put(item);
    const read = ok(engine, 'GetItem', {
      TableName: 'docs',
      Key: { pk: item.pk },
      ConsistentRead: true,
      ReturnConsumedCapacity: 'TOTAL',
    });
    expect(read.ConsumedCapacity.CapacityUnits).toBe(2);
    put(itemWithVector(MAX_ITEM_BYTES, 'g0', 'sixdimvec', 6, storedVectorBytes(6)));
    const over = fails(engine, 'PutItem', {
      TableName: 'docs',
      Item: itemWithVector(MAX_ITEM_BYTES + 1, 'g1', 'sixdimvec', 6, storedVectorBytes(6)),
    });
    expect(over.type).toBe('ValidationException');
    expect(over.message).toMatch(/Item size has exceeded the maximum allowed size/);
    expect(ok(engine, 'GetItem', { TableName: 'docs', Key: { pk: { S: 'g1' } } }).Item).toBeUndefined();
  });
});
