/**
 * The bytes vector indexes meter show in the table's per-second metrics (VectorWriteRequestBytes,
 * VectorSearchRequestBytes), whether or not a request asked for its ConsumedCapacity.
 */
import { describe, expect, it } from 'vitest';
import { ok } from '../helpers/wire.ts';
import { engineWith, put, query, S, search, TableName, vector, vectorIndex, vectorTable } from './support.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('vector index metrics', () => {
  it('add up the bytes of the writes and searches of each second', () => {
    const engine = engineWith(vectorTable([vectorIndex()]));
    const written = ok(engine, 'PutItem', {
      TableName,
      Item: { pk: S('a'), emb: vector(1, 0, 0) },
      ReturnConsumedCapacity: 'INDEXES',
    }).ConsumedCapacity.VectorIndexes.vix.VectorWriteRequestBytes;
    put(engine, { pk: S('b'), emb: vector(0, 1, 0) });
    put(engine, { pk: S('c'), note: S('no vector') });
    const searched = search(engine, { SearchVector: query(1, 0, 0), ReturnConsumedCapacity: 'TOTAL' })
      .ConsumedCapacity.VectorSearchRequestBytes;
    search(engine, { SearchVector: query(0, 1, 0) });
    engine.advance(1000);

    const table = engine.tables.get(TableName)!;
    const { metrics } = engine.capacity.snapshot(table).table;
    expect(sum(metrics.VectorWriteRequestBytes)).toBe(2 * written);
    expect(sum(metrics.VectorSearchRequestBytes)).toBe(2 * searched);
    expect(sum(metrics.ConsumedReadCapacityUnits)).toBe(0);
  });
});
