import { describe, expect, it } from 'vitest';
import { replyFacts } from './replyFacts.ts';

describe('the facts of a reply', () => {
  it('counts capacity units, as before', () => {
    expect(
      replyFacts({ Count: 2, ScannedCount: 5, ConsumedCapacity: { TableName: 'app', CapacityUnits: 0.5 } }),
    ).toEqual(['Count 2', 'ScannedCount 5', 'ConsumedCapacity 0.5 units']);
    expect(replyFacts({ ConsumedCapacity: [{ CapacityUnits: 1 }, { CapacityUnits: 2 }] })).toEqual([
      'ConsumedCapacity 3 units',
    ]);
  });

  it('gives a search its billed bytes, not zero units', () => {
    expect(replyFacts({ SearchResults: [], ConsumedCapacity: { VectorSearchRequestBytes: 4608 } })).toEqual([
      'VectorSearchRequestBytes 4,608 bytes',
    ]);
  });

  it('adds the bytes a write sent each vector index, under INDEXES', () => {
    const consumed = {
      TableName: 'dishes',
      CapacityUnits: 1,
      Table: { CapacityUnits: 1 },
      VectorIndexes: { taste: { VectorWriteRequestBytes: 4111 } },
    };
    expect(replyFacts({ ConsumedCapacity: consumed })).toEqual([
      'ConsumedCapacity 1 unit',
      'vector index taste: VectorWriteRequestBytes 4,111 bytes',
    ]);
  });
});
