import { describe, expect, it } from 'vitest';
import { expectIndexesMatchTable } from '../helpers/indexInvariant.ts';
import { fails, ok, testEngine } from '../helpers/wire.ts';
import { createApp, N, putOrder, S } from './appTable.ts';

describe('global secondary indexes', () => {
  it('answers queries on their own keys, sparse, with projected attributes only', () => {
    const engine = createApp();
    putOrder(engine, '1', 'A', 30);
    putOrder(engine, '2', 'B', 10);
    putOrder(engine, '1', 'C', 20, 'SHIPPED');
    ok(engine, 'PutItem', {
      TableName: 'app',
      Item: { PK: S('CUSTOMER#1'), SK: S('PROFILE'), name: S('Ada') },
    });
    const open = ok(engine, 'Query', {
      TableName: 'app',
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :s',
      ExpressionAttributeValues: { ':s': S('STATUS#OPEN') },
    });
    expect(open.Items.map((item: any) => item.SK.S)).toEqual(['ORDER#A', 'ORDER#B']);
    expect(Object.keys(open.Items[0]).sort()).toEqual(['GSI1PK', 'GSI1SK', 'PK', 'SK', 'total']);
    const scan = ok(engine, 'Scan', { TableName: 'app', IndexName: 'GSI1' });
    expect(scan.Count).toBe(3);
    expectIndexesMatchTable(engine);
  });

  it('moves entries when an item’s index key changes and drops them when it goes', () => {
    const engine = createApp();
    putOrder(engine, '1', 'A', 30);
    ok(engine, 'UpdateItem', {
      TableName: 'app',
      Key: { PK: S('CUSTOMER#1'), SK: S('ORDER#A') },
      UpdateExpression: 'SET GSI1PK = :s',
      ExpressionAttributeValues: { ':s': S('STATUS#SHIPPED') },
    });
    expectIndexesMatchTable(engine);
    const consumed = ok(engine, 'UpdateItem', {
      TableName: 'app',
      Key: { PK: S('CUSTOMER#1'), SK: S('ORDER#A') },
      UpdateExpression: 'REMOVE GSI1PK',
      ReturnConsumedCapacity: 'INDEXES',
    }).ConsumedCapacity;
    expect(consumed.GlobalSecondaryIndexes.GSI1.CapacityUnits).toBe(1);
    expect(consumed.LocalSecondaryIndexes).toBeUndefined();
    expectIndexesMatchTable(engine);
  });

  it('charges two index writes when an index key changes', () => {
    const engine = createApp();
    putOrder(engine, '1', 'A', 30);
    const consumed = ok(engine, 'UpdateItem', {
      TableName: 'app',
      Key: { PK: S('CUSTOMER#1'), SK: S('ORDER#A') },
      UpdateExpression: 'SET GSI1PK = :s',
      ExpressionAttributeValues: { ':s': S('STATUS#SHIPPED') },
      ReturnConsumedCapacity: 'INDEXES',
    }).ConsumedCapacity;
    expect(consumed.GlobalSecondaryIndexes.GSI1.CapacityUnits).toBe(2);
    expect(consumed.Table.CapacityUnits).toBe(1);
    expect(consumed.CapacityUnits).toBe(3);
  });

  it('is eventually consistent: a query right after a write can miss it', () => {
    const engine = createApp(testEngine({ gsiPropagationDelayMs: 500 }));
    putOrder(engine, '1', 'A', 30);
    const query = () =>
      ok(engine, 'Query', {
        TableName: 'app',
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :s',
        ExpressionAttributeValues: { ':s': S('STATUS#OPEN') },
      }).Count;
    expect(query()).toBe(0);
    engine.advance(499);
    expect(query()).toBe(0);
    engine.advance(1);
    expect(query()).toBe(1);
    expectIndexesMatchTable(engine);
  });

  it('rejects consistent reads and ALL_ATTRIBUTES on a partial projection', () => {
    const engine = createApp();
    const base = {
      TableName: 'app',
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :s',
      ExpressionAttributeValues: { ':s': S('x') },
    };
    expect(fails(engine, 'Query', { ...base, ConsistentRead: true }).message).toBe(
      'Consistent reads are not supported on global secondary indexes',
    );
    expect(fails(engine, 'Query', { ...base, Select: 'ALL_ATTRIBUTES' }).message).toBe(
      'One or more parameter values were invalid: Select type ALL_ATTRIBUTES is not supported for global secondary index GSI1 because its projection type is not ALL',
    );
    expect(fails(engine, 'Query', { ...base, IndexName: 'Nope' }).message).toBe(
      'The table does not have the specified index: Nope',
    );
  });

  it('rejects index key values of the wrong type, without writing', () => {
    const engine = createApp();
    const failure = fails(engine, 'PutItem', {
      TableName: 'app',
      Item: { PK: S('a'), SK: S('b'), GSI1PK: N(1) },
    });
    expect(failure.message).toBe(
      'One or more parameter values were invalid: Type mismatch for Index Key GSI1PK Expected: S Actual: N IndexName: GSI1',
    );
    expect(ok(engine, 'Scan', { TableName: 'app' }).Count).toBe(0);
  });

  it('pages through an index with LastEvaluatedKey holding index and table keys', () => {
    const engine = createApp();
    for (const id of ['A', 'B', 'C', 'D', 'E']) putOrder(engine, id, id, 1);
    const seen: string[] = [];
    let start: unknown;
    do {
      const page = ok(engine, 'Query', {
        TableName: 'app',
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :s',
        ExpressionAttributeValues: { ':s': S('STATUS#OPEN') },
        Limit: 2,
        ExclusiveStartKey: start,
      });
      seen.push(...page.Items.map((item: any) => item.SK.S));
      start = page.LastEvaluatedKey;
      if (start) expect(Object.keys(start as object).sort()).toEqual(['GSI1PK', 'GSI1SK', 'PK', 'SK']);
    } while (start);
    expect(seen).toEqual(['ORDER#A', 'ORDER#B', 'ORDER#C', 'ORDER#D', 'ORDER#E']);
  });
});

describe('local secondary indexes', () => {
  it('query by the alternate sort key, and fetch unprojected attributes from the table at a cost', () => {
    const engine = createApp();
    putOrder(engine, '1', 'A', 30);
    putOrder(engine, '1', 'B', 10);
    putOrder(engine, '1', 'C', 20);
    const keysOnly = ok(engine, 'Query', {
      TableName: 'app',
      IndexName: 'ByTotal',
      KeyConditionExpression: 'PK = :c AND #total > :t',
      ExpressionAttributeNames: { '#total': 'total' },
      ExpressionAttributeValues: { ':c': S('CUSTOMER#1'), ':t': N(15) },
      ReturnConsumedCapacity: 'INDEXES',
    });
    expect(keysOnly.Items.map((item: any) => item.total.N)).toEqual(['20', '30']);
    expect(keysOnly.Items[0].note).toBeUndefined();
    expect(keysOnly.ConsumedCapacity.Table.CapacityUnits).toBe(0);
    const fetched = ok(engine, 'Query', {
      TableName: 'app',
      IndexName: 'ByTotal',
      KeyConditionExpression: 'PK = :c AND #total > :t',
      ExpressionAttributeNames: { '#total': 'total' },
      ExpressionAttributeValues: { ':c': S('CUSTOMER#1'), ':t': N(15) },
      Select: 'ALL_ATTRIBUTES',
      ConsistentRead: true,
      ReturnConsumedCapacity: 'INDEXES',
    });
    expect(fetched.Items.map((item: any) => item.note.S)).toEqual(['order C', 'order A']);
    // Each fetched item is a separate strongly consistent read of at most 4 KB: 1 unit each.
    expect(fetched.ConsumedCapacity.Table.CapacityUnits).toBe(2);
    expect(fetched.ConsumedCapacity.LocalSecondaryIndexes.ByTotal.CapacityUnits).toBe(1);
    // A page cut by Limit fetches only the items it returns, though another one matches after them.
    for (const [Limit, units] of [
      [1, 1],
      [2, 2],
    ]) {
      const limited = ok(engine, 'Query', {
        TableName: 'app',
        IndexName: 'ByTotal',
        KeyConditionExpression: 'PK = :c',
        ExpressionAttributeValues: { ':c': S('CUSTOMER#1') },
        Select: 'ALL_ATTRIBUTES',
        ConsistentRead: true,
        Limit,
        ReturnConsumedCapacity: 'INDEXES',
      });
      expect(limited.Count).toBe(Limit);
      expect(limited.LastEvaluatedKey).toBeDefined();
      expect(limited.ConsumedCapacity.Table.CapacityUnits).toBe(units);
    }
    const scanned = ok(engine, 'Scan', {
      TableName: 'app',
      IndexName: 'ByTotal',
      Select: 'ALL_ATTRIBUTES',
      Limit: 1,
      ReturnConsumedCapacity: 'INDEXES',
    });
    // Eventually consistent: half a unit for the one item fetched.
    expect(scanned.ConsumedCapacity.Table.CapacityUnits).toBe(0.5);
  });

  it('caps item collections and reports their size', () => {
    const engine = createApp(testEngine({ itemCollectionLimitBytes: 600 }));
    const item = (id: string) => ({ PK: S('CUSTOMER#9'), SK: S(id), total: N(1), pad: S('x'.repeat(200)) });
    const first = ok(engine, 'PutItem', {
      TableName: 'app',
      Item: item('1'),
      ReturnItemCollectionMetrics: 'SIZE',
    });
    expect(first.ItemCollectionMetrics).toEqual({
      ItemCollectionKey: { PK: S('CUSTOMER#9') },
      SizeEstimateRangeGB: [0, 1],
    });
    ok(engine, 'PutItem', { TableName: 'app', Item: item('2') });
    const failure = fails(engine, 'PutItem', { TableName: 'app', Item: item('3') });
    expect(failure.type).toBe('ItemCollectionSizeLimitExceededException');
    expect(
      ok(engine, 'Query', {
        TableName: 'app',
        KeyConditionExpression: 'PK = :c',
        ExpressionAttributeValues: { ':c': S('CUSTOMER#9') },
      }).Count,
    ).toBe(2);
  });
});
