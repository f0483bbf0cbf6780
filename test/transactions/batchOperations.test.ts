import { describe, expect, it } from 'vitest';
import { expectIndexesMatchTable } from '../helpers/indexInvariant.ts';
import { fails, ok, testEngine } from '../helpers/wire.ts';
import { S } from '../helpers/attributeValues.ts';

function table() {
  const engine = testEngine();
  ok(engine, 'CreateTable', {
    TableName: 'things',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [
      { AttributeName: 'id', AttributeType: 'S' },
      { AttributeName: 'kind', AttributeType: 'S' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'ByKind',
        KeySchema: [{ AttributeName: 'kind', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ],
  });
  return engine;
}

describe('BatchWriteItem and BatchGetItem', () => {
  it('writes and reads many items, maintaining indexes', () => {
    const engine = table();
    const puts = Array.from({ length: 25 }, (_, i) => ({
      PutRequest: { Item: { id: S(`i${i}`), kind: S(i % 2 ? 'odd' : 'even') } },
    }));
    const written = ok(engine, 'BatchWriteItem', {
      RequestItems: { things: puts },
      ReturnConsumedCapacity: 'TOTAL',
    });
    expect(written.UnprocessedItems).toEqual({});
    expect(written.ConsumedCapacity).toEqual([{ TableName: 'things', CapacityUnits: 50 }]);
    const read = ok(engine, 'BatchGetItem', {
      RequestItems: {
        things: {
          Keys: [{ id: S('i1') }, { id: S('i2') }, { id: S('missing') }],
          ProjectionExpression: 'id',
        },
      },
      ReturnConsumedCapacity: 'TOTAL',
    });
    expect(read.Responses.things).toEqual([{ id: S('i1') }, { id: S('i2') }]);
    expect(read.UnprocessedKeys).toEqual({});
    expect(read.ConsumedCapacity).toEqual([{ TableName: 'things', CapacityUnits: 1.5 }]);
    ok(engine, 'BatchWriteItem', { RequestItems: { things: [{ DeleteRequest: { Key: { id: S('i1') } } }] } });
    expectIndexesMatchTable(engine);
  });

  it('rejects duplicates and bad items before writing anything', () => {
    const engine = table();
    const duplicate = fails(engine, 'BatchWriteItem', {
      RequestItems: {
        things: [{ PutRequest: { Item: { id: S('x') } } }, { DeleteRequest: { Key: { id: S('x') } } }],
      },
    });
    expect(duplicate.message).toBe('Provided list of item keys contains duplicates');
    const bad = fails(engine, 'BatchWriteItem', {
      RequestItems: {
        things: [{ PutRequest: { Item: { id: S('y') } } }, { PutRequest: { Item: { nope: S('z') } } }],
      },
    });
    // DynamoDB's batch wording for a put item without its key (architect/dynalite batchWriteItem tests).
    expect(bad.message).toBe('The provided key element does not match the schema');
    expect(ok(engine, 'Scan', { TableName: 'things' }).Count).toBe(0);
    expect(
      fails(engine, 'BatchGetItem', { RequestItems: { things: { Keys: [{ id: S('a') }, { id: S('a') }] } } })
        .message,
    ).toBe('Provided list of item keys contains duplicates');
    expect(fails(engine, 'BatchGetItem', { RequestItems: { nope: { Keys: [{ id: S('a') }] } } }).type).toBe(
      'ResourceNotFoundException',
    );
  });

  it('returns what does not fit in 16 MB as UnprocessedKeys', () => {
    const engine = table();
    const big = 'x'.repeat(390 * 1024);
    // 390 WCU per write: one per simulated second stays inside a partition's 1,000 WCU/s.
    for (let i = 0; i < 50; i++) {
      ok(engine, 'PutItem', { TableName: 'things', Item: { id: S(`big${i}`), pad: S(big) } });
      engine.advance(1000);
    }
    const keys = Array.from({ length: 50 }, (_, i) => ({ id: S(`big${i}`) }));
    const first = ok(engine, 'BatchGetItem', { RequestItems: { things: { Keys: keys } } });
    const served = first.Responses.things.length;
    expect(served).toBe(42);
    expect(first.UnprocessedKeys.things.Keys).toHaveLength(50 - served);
    const second = ok(engine, 'BatchGetItem', { RequestItems: first.UnprocessedKeys });
    expect(second.Responses.things).toHaveLength(50 - served);
  });
});
