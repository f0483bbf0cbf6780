/**
 * DescribeTable's VectorIndexes, and the phases of a vector index on the engine clock: made with its
 * table by CreateTable, added by UpdateTable (allocation, then backfill), deleted — as
 * nubo-db/dynamodb-conformance, dynoxide and extenddb observed DynamoDB in August 2026.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, ok, testEngine } from '../helpers/wire.ts';
import {
  describeTable,
  engineWith,
  put,
  query,
  S,
  search,
  searchFails,
  TableName,
  vector,
  vectorIndex,
  vectorTable,
} from './support.ts';

const DELAY_MS = 1000;
const TABLE_BUSY = {
  type: 'ResourceInUseException',
  message:
    'Attempt to change a resource which is still in use: Cannot delete table while indexes are being created, updated, or deleted.',
};
const vectorQuery = { SearchVector: query(1, 0, 0), TopK: 100 };
const backfilling = (name = 'vix') => ({
  type: 'ValidationException',
  message: `Cannot search backfilling vector index: ${name}`,
});

const update = (engine: Engine, change: object) => ok(engine, 'UpdateTable', { TableName, ...change });
const refused = (engine: Engine, change: object) => fails(engine, 'UpdateTable', { TableName, ...change });
const createVector = (index: object) => ({ VectorIndexUpdates: [{ Create: index }] });
const deleteVector = (IndexName: string) => ({ VectorIndexUpdates: [{ Delete: { IndexName } }] });
const vectorIndexOf = (table: Record<string, any>, name = 'vix') =>
  (table.VectorIndexes ?? []).find((index: { IndexName: string }) => index.IndexName === name);

/** An ACTIVE table (status delay 1 s) with `count` items holding a vector `emb`, and `indexes`. */
function tableWith(count: number, indexes?: object[]): Engine {
  const engine = engineWith(vectorTable(indexes), { tableStatusDelayMs: DELAY_MS });
  for (let i = 0; i < count; i++) put(engine, { pk: S(`item${i}`), emb: vector(1, i, 0) });
  return engine;
}

describe('DescribeTable VectorIndexes', () => {
  it('describes each index with its definition, status, statistics and ARN', () => {
    const index = vectorIndex({
      dimensions: 8,
      distance: 'EUCLIDEAN',
      schema: [
        ['tenant', 'HASH'],
        ['category', 'INLINE_FILTER'],
      ],
      projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['label'] },
    });
    const table = describeTable(engineWith(vectorTable([index], { tenant: 'S', category: 'S' })));
    expect(table.VectorIndexes).toEqual([
      {
        ...index,
        IndexStatus: 'ACTIVE',
        IndexSizeBytes: 0,
        ItemCount: 0,
        IndexArn: `${table.TableArn}/index/vix`,
      },
    ]);
    expect(table.GlobalSecondaryIndexes).toBeUndefined();
  });

  it('leaves VectorIndexes out for a table without any', () => {
    expect(describeTable(engineWith(vectorTable(undefined)))).not.toHaveProperty('VectorIndexes');
  });

  it('counts indexed items with the six-hourly statistics', () => {
    const sixHours = 6 * 3600 * 1000;
    const engine = engineWith(vectorTable([vectorIndex()]), { statisticsRefreshMs: sixHours });
    put(engine, { pk: S('a'), emb: vector(1, 0, 0) });
    put(engine, { pk: S('b'), emb: vector(0, 1, 0) });
    put(engine, { pk: S('c'), label: S('no vector') });
    expect(vectorIndexOf(describeTable(engine))).toMatchObject({ ItemCount: 0, IndexSizeBytes: 0 });
    engine.advance(sixHours);
    const index = vectorIndexOf(describeTable(engine));
    expect(index.ItemCount).toBe(2);
    expect(index.IndexSizeBytes).toBeGreaterThan(0);
  });
});

describe('an index made by CreateTable', () => {
  it('is CREATING with its table and ACTIVE with it, never showing Backfilling', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
    const reply = ok(engine, 'CreateTable', vectorTable([vectorIndex()])).TableDescription;
    expect([reply.TableStatus, reply.VectorIndexes[0].IndexStatus]).toEqual(['CREATING', 'CREATING']);
    expect(reply.VectorIndexes[0]).not.toHaveProperty('Backfilling');
    engine.advance(DELAY_MS - 1);
    const creating = describeTable(engine);
    expect([creating.TableStatus, creating.VectorIndexes[0].IndexStatus]).toEqual(['CREATING', 'CREATING']);
    engine.advance(1);
    const table = describeTable(engine);
    expect([table.TableStatus, table.VectorIndexes[0].IndexStatus]).toEqual(['ACTIVE', 'ACTIVE']);
    expect(table.VectorIndexes[0]).not.toHaveProperty('Backfilling');
  });

  it('can be searched as soon as the table is ACTIVE', () => {
    const engine = tableWith(3, [vectorIndex()]);
    expect(search(engine, vectorQuery).SearchResults).toHaveLength(3);
  });
});

describe('an index added by UpdateTable', () => {
  it('allocates with the table UPDATING, backfills with it ACTIVE, then is ACTIVE without Backfilling', () => {
    // Allocation takes the status delay; the backfill the status delay again plus 10 ms for 50 items
    // (5000 items/s).
    const engine = tableWith(50);
    const reply = update(engine, createVector(vectorIndex())).TableDescription;
    expect(reply.TableStatus).toBe('UPDATING');
    expect(vectorIndexOf(reply)).toMatchObject({ IndexStatus: 'CREATING', Backfilling: false });
    const allocating = describeTable(engine);
    expect(allocating.TableStatus).toBe('UPDATING');
    expect(vectorIndexOf(allocating)).toMatchObject({ IndexStatus: 'CREATING', Backfilling: false });
    expect(searchFails(engine, vectorQuery)).toMatchObject(backfilling());

    engine.advance(DELAY_MS);
    const filling = describeTable(engine);
    expect(filling.TableStatus).toBe('ACTIVE');
    expect(vectorIndexOf(filling)).toMatchObject({ IndexStatus: 'CREATING', Backfilling: true });
    expect(searchFails(engine, vectorQuery)).toMatchObject(backfilling());
    engine.advance(DELAY_MS + 9);
    expect(vectorIndexOf(describeTable(engine))).toMatchObject({
      IndexStatus: 'CREATING',
      Backfilling: true,
    });

    engine.advance(1);
    const done = describeTable(engine);
    expect(done.TableStatus).toBe('ACTIVE');
    expect(vectorIndexOf(done).IndexStatus).toBe('ACTIVE');
    expect(vectorIndexOf(done)).not.toHaveProperty('Backfilling');
    // The backfill indexed every item already in the table.
    expect(search(engine, vectorQuery).SearchResults).toHaveLength(50);
  });

  it('backfills for longer when the table holds more items', () => {
    const engine = tableWith(500); // 100 ms more than an empty table
    update(engine, createVector(vectorIndex()));
    engine.advance(2 * DELAY_MS + 50);
    expect(vectorIndexOf(describeTable(engine))).toMatchObject({
      IndexStatus: 'CREATING',
      Backfilling: true,
    });
    engine.advance(50);
    expect(vectorIndexOf(describeTable(engine)).IndexStatus).toBe('ACTIVE');
  });

  it('cannot be deleted while its resources are allocated, but can once it backfills', () => {
    const engine = tableWith(50);
    update(engine, createVector(vectorIndex()));
    expect(refused(engine, deleteVector('vix'))).toMatchObject({
      type: 'ResourceInUseException',
      message: `Attempt to change a resource which is still in use: Index creation is in resource allocation phase. Retry deletion during backfilling phase or when the index is active. Table: ${TableName} Index: vix`,
    });
    engine.advance(DELAY_MS);
    const reply = update(engine, deleteVector('vix')).TableDescription;
    expect(vectorIndexOf(reply).IndexStatus).toBe('DELETING');
    engine.advance(DELAY_MS);
    expect(describeTable(engine)).not.toHaveProperty('VectorIndexes');
  });

  it('keeps DeleteTable out while it is created, in either phase', () => {
    const engine = tableWith(50);
    update(engine, createVector(vectorIndex()));
    expect(fails(engine, 'DeleteTable', { TableName })).toMatchObject(TABLE_BUSY);
    engine.advance(DELAY_MS);
    expect(vectorIndexOf(describeTable(engine)).Backfilling).toBe(true);
    expect(fails(engine, 'DeleteTable', { TableName })).toMatchObject(TABLE_BUSY);
    engine.advance(DELAY_MS + 10);
    expect(ok(engine, 'DeleteTable', { TableName }).TableDescription.TableStatus).toBe('DELETING');
  });
});

describe('deleting a vector index', () => {
  it('leaves the table ACTIVE, the index DELETING for the status delay, then gone, the items kept', () => {
    const engine = tableWith(2, [vectorIndex()]);
    const reply = update(engine, deleteVector('vix')).TableDescription;
    expect(reply.TableStatus).toBe('ACTIVE');
    expect(vectorIndexOf(reply).IndexStatus).toBe('DELETING');
    engine.advance(DELAY_MS - 1);
    const deleting = describeTable(engine);
    expect(deleting.TableStatus).toBe('ACTIVE');
    expect(vectorIndexOf(deleting).IndexStatus).toBe('DELETING');
    engine.advance(1);
    expect(describeTable(engine)).not.toHaveProperty('VectorIndexes');
    const item = ok(engine, 'GetItem', { TableName, Key: { pk: S('item1') } }).Item;
    expect(item).toEqual({ pk: S('item1'), emb: vector(1, 1, 0) });
    expect(searchFails(engine, vectorQuery)).toMatchObject({
      type: 'ValidationException',
      message: 'The table does not have the specified index: vix',
    });
  });

  it('keeps the other vector indexes searchable', () => {
    const engine = tableWith(2, [vectorIndex(), vectorIndex({ name: 'other', distance: 'EUCLIDEAN' })]);
    update(engine, deleteVector('vix'));
    engine.advance(DELAY_MS);
    const table = describeTable(engine);
    expect(table.VectorIndexes.map((index: { IndexName: string }) => index.IndexName)).toEqual(['other']);
    expect(search(engine, { ...vectorQuery, IndexName: 'other' }).SearchResults).toHaveLength(2);
  });

  it('lets a new index of the same name be created once the old one is gone', () => {
    const engine = tableWith(2, [vectorIndex()]);
    update(engine, deleteVector('vix'));
    engine.advance(DELAY_MS);
    update(engine, createVector(vectorIndex({ distance: 'DOT_PRODUCT' })));
    engine.advance(2 * DELAY_MS + 1);
    expect(vectorIndexOf(describeTable(engine))).toMatchObject({
      IndexStatus: 'ACTIVE',
      DistanceFunction: 'DOT_PRODUCT',
    });
    expect(search(engine, vectorQuery).SearchResults).toHaveLength(2);
  });
});
