/**
 * PutItem functionality through dispatch and the AWS SDK: replacing items, conditions (expression
 * and legacy Expected), ReturnValues and ReturnValuesOnConditionCheckFailure, write capacity for
 * the table and its indexes, and names such as __proto__. Recorded answers: architect/dynalite
 * test/putItem.js (capacity of 1024- and 1025-byte items, Expected), GSI.html and LSI.html for index
 * writes, read-write-operations.html for the larger-of-old-and-new rule.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { consumed } from './support/capacity.ts';
import { CLIENT_TRANSPORTS, failed, ok, useEndpoint } from './support/suite.ts';
import { createTable, expectUnchanged, tableRequest } from './support/tables.ts';

const context = useEndpoint();

describe.each(CLIENT_TRANSPORTS)('PutItem functionality via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const hash = `items_${via}`;
  const range = `ranged_${via}`;
  const get = async (key: object, table = hash) =>
    ok(await call('GetItem', { TableName: table, Key: key, ConsistentRead: true }));

  beforeAll(async () => {
    await createTable(context.call.dispatch, tableRequest(hash, ['a', 'S']));
    await createTable(context.call.dispatch, tableRequest(range, ['a', 'S'], ['b', 'S']));
  });

  it('puts an item and replaces it whole, answering {} or the old item', async () => {
    expect(
      ok(await call('PutItem', { TableName: hash, Item: { a: { S: 'p1' }, b: { S: 'x' }, c: { S: 'y' } } })),
    ).toEqual({});
    expect(await get({ a: { S: 'p1' } })).toEqual({ Item: { a: { S: 'p1' }, b: { S: 'x' }, c: { S: 'y' } } });
    expect(
      ok(
        await call('PutItem', {
          TableName: hash,
          Item: { a: { S: 'p1' }, d: { N: '-0015.789e6' } },
          ReturnValues: 'ALL_OLD',
        }),
      ),
    ).toEqual({
      Attributes: { a: { S: 'p1' }, b: { S: 'x' }, c: { S: 'y' } },
    });
    expect(await get({ a: { S: 'p1' } })).toEqual({ Item: { a: { S: 'p1' }, d: { N: '-15789000' } } });
    expect(
      ok(await call('PutItem', { TableName: hash, Item: { a: { S: 'p2' } }, ReturnValues: 'ALL_OLD' })),
    ).toEqual({});
    expect(
      ok(await call('PutItem', { TableName: hash, Item: { a: { S: 'p2' } }, ReturnValues: 'NONE' })),
    ).toEqual({});
  });

  it('keeps items with the same partition key apart by sort key', async () => {
    ok(await call('PutItem', { TableName: range, Item: { a: { S: 'r' }, b: { S: 'one' }, c: { S: '1' } } }));
    ok(await call('PutItem', { TableName: range, Item: { a: { S: 'r' }, b: { S: 'two' } } }));
    expect(await get({ a: { S: 'r' }, b: { S: 'one' } }, range)).toEqual({
      Item: { a: { S: 'r' }, b: { S: 'one' }, c: { S: '1' } },
    });
  });

  it('checks a ConditionExpression and returns the old item on failure only when asked', async () => {
    const item = { a: { S: 'c1' }, v: { N: '1' } };
    const create = { TableName: hash, Item: item, ConditionExpression: 'attribute_not_exists(a)' };
    ok(await call('PutItem', create));
    expect(
      failed(
        await call('PutItem', create),
        'ConditionalCheckFailedException',
        'The conditional request failed',
      ),
    ).toEqual({});
    expect(
      failed(
        await call('PutItem', { ...create, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }),
        'ConditionalCheckFailedException',
        'The conditional request failed',
      ),
    ).toEqual({ Item: item });
    expect(
      failed(
        await call('PutItem', {
          ...create,
          Item: { a: { S: 'c-missing' } },
          ConditionExpression: 'attribute_exists(a)',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
        'ConditionalCheckFailedException',
        'The conditional request failed',
      ),
    ).toEqual({});
    const update = {
      TableName: hash,
      Item: { a: { S: 'c1' }, v: { N: '2' } },
      ConditionExpression: '#v = :expected AND size(a) BETWEEN :lo AND :hi',
      ExpressionAttributeNames: { '#v': 'v' },
      ExpressionAttributeValues: { ':expected': { N: '1.0' }, ':lo': { N: '1' }, ':hi': { N: '5' } },
    };
    ok(await call('PutItem', update));
    expect((await get({ a: { S: 'c1' } })).Item.v).toEqual({ N: '2' });
    failed(
      await call('PutItem', update),
      'ConditionalCheckFailedException',
      'The conditional request failed',
    );
    expect((await get({ a: { S: 'c1' } })).Item.v).toEqual({ N: '2' });
  });

  it('evaluates legacy Expected conditions, joined by AND or OR', async () => {
    const item = { a: { S: 'e1' }, c: { S: 'cc' } };
    ok(await call('PutItem', { TableName: hash, Item: item }));
    ok(
      await call('PutItem', {
        TableName: hash,
        Item: item,
        Expected: {
          a: { Value: item.a },
          b: { Exists: false },
          c: { Value: item.c, ComparisonOperator: 'GE' },
        },
      }),
    );
    failed(
      await call('PutItem', {
        TableName: hash,
        Item: item,
        Expected: { a: { Value: item.a }, c: { Value: { S: 'zz' } } },
      }),
      'ConditionalCheckFailedException',
      'The conditional request failed',
    );
    ok(
      await call('PutItem', {
        TableName: hash,
        Item: item,
        ConditionalOperator: 'OR',
        Expected: {
          a: { ComparisonOperator: 'EQ', AttributeValueList: [item.a] },
          c: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'zz' }] },
        },
      }),
    );
    failed(
      await call('PutItem', {
        TableName: hash,
        Item: { a: { S: 'e2' } },
        Expected: { a: { ComparisonOperator: 'NOT_NULL' } },
      }),
      'ConditionalCheckFailedException',
      'The conditional request failed',
    );
    ok(
      await call('PutItem', {
        TableName: hash,
        Item: { a: { S: 'e2' } },
        Expected: { a: { Exists: false } },
      }),
    );
  });

  it('charges a write unit per started KB of the larger of the old and new item', async () => {
    // dynalite's recorded capacity items: 1024 bytes (a 5 + b 1006 + c 5 + d 3 + e 5), then 1025.
    const small = {
      a: { S: 'w001' },
      b: { S: 'b'.repeat(1009 - 4) },
      c: { N: '12.3456' },
      d: { B: 'AQI=' },
      e: { BS: ['AQI=', 'Ag==', 'AQ=='] },
    };
    const large = { ...small, a: { S: 'w002' }, b: { S: 'b'.repeat(1011 - 4) }, e: { BS: ['AQI=', 'Ag=='] } };
    const put = async (item: object, mode = 'TOTAL') =>
      consumed(ok(await call('PutItem', { TableName: hash, Item: item, ReturnConsumedCapacity: mode })));
    expect(await put(small)).toEqual({ TableName: hash, CapacityUnits: 1 });
    expect(await put(small, 'INDEXES')).toEqual({
      TableName: hash,
      CapacityUnits: 1,
      Table: { CapacityUnits: 1 },
    });
    expect(await put(large)).toEqual({ TableName: hash, CapacityUnits: 2 });
    // Replacing the 1025-byte item with a 5-byte one is still charged on the old size.
    expect(await put({ a: { S: 'w002' } })).toEqual({ TableName: hash, CapacityUnits: 2 });
    expect(await put({ a: { S: 'w002' } })).toEqual({ TableName: hash, CapacityUnits: 1 });
    expect(
      ok(await call('PutItem', { TableName: hash, Item: small, ReturnConsumedCapacity: 'NONE' })),
    ).toEqual({});
  });

  it('charges each secondary index the writes its entry needs (GSI.html, LSI.html)', async () => {
    const indexed = `indexed_${via}`;
    const key = { AttributeName: 'a', KeyType: 'HASH' };
    await createTable(context.call.dispatch, {
      ...tableRequest(indexed, ['a', 'S'], ['b', 'S']),
      AttributeDefinitions: ['a', 'b', 'c'].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      LocalSecondaryIndexes: [
        {
          IndexName: 'index1',
          KeySchema: [key, { AttributeName: 'c', KeyType: 'RANGE' }],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'index3',
          KeySchema: [{ AttributeName: 'c', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
    const put = async (extra: object, mode = 'INDEXES') =>
      consumed(
        ok(
          await call('PutItem', {
            TableName: indexed,
            Item: { a: { S: '1' }, b: { S: '1' }, ...extra },
            ReturnConsumedCapacity: mode,
          }),
        ),
      );
    const indexes = (local: number, global: number) => ({
      LocalSecondaryIndexes: { index1: { CapacityUnits: local } },
      GlobalSecondaryIndexes: { index3: { CapacityUnits: global } },
    });
    // A new entry costs one write per index; a changed index key two (delete + put); leaving one.
    expect(await put({ c: { S: 'x' } })).toEqual({
      TableName: indexed,
      CapacityUnits: 3,
      Table: { CapacityUnits: 1 },
      ...indexes(1, 1),
    });
    expect(await put({ c: { S: 'y' } })).toEqual({
      TableName: indexed,
      CapacityUnits: 5,
      Table: { CapacityUnits: 1 },
      ...indexes(2, 2),
    });
    expect(await put({ c: { S: 'z' } }, 'TOTAL')).toEqual({ TableName: indexed, CapacityUnits: 5 });
    // Writing the same item again changes no index entry: only the table is charged.
    expect(await put({ c: { S: 'z' } })).toEqual({
      TableName: indexed,
      CapacityUnits: 1,
      Table: { CapacityUnits: 1 },
    });
    expect(await put({})).toEqual({
      TableName: indexed,
      CapacityUnits: 3,
      Table: { CapacityUnits: 1 },
      ...indexes(1, 1),
    });
    expect(await put({})).toEqual({ TableName: indexed, CapacityUnits: 1, Table: { CapacityUnits: 1 } });
  });

  it('answers a failed conditional write without capacity, and changes nothing', async () => {
    const large = { a: { S: 'w003' }, b: { S: 'b'.repeat(3000) } };
    ok(await call('PutItem', { TableName: hash, Item: large }));
    await expectUnchanged(call, hash, async () => {
      const extra = failed(
        await call('PutItem', {
          TableName: hash,
          Item: { a: { S: 'w003' } },
          ConditionExpression: 'attribute_not_exists(a)',
          ReturnConsumedCapacity: 'TOTAL',
        }),
        'ConditionalCheckFailedException',
        'The conditional request failed',
      );
      expect(extra).toEqual({});
    });
    // DynamoDB charges the failed write as it would the write (the larger item, 3 KB here); an
    // error reply carries no ConsumedCapacity, so the charge shows in the same write succeeding.
    expect(
      consumed(
        ok(
          await call('PutItem', {
            TableName: hash,
            Item: { a: { S: 'w003' } },
            ReturnConsumedCapacity: 'TOTAL',
          }),
        ),
      ),
    ).toEqual({
      TableName: hash,
      CapacityUnits: 3,
    });
  });

  it('keeps __proto__, constructor and toString as ordinary attributes and map keys', async () => {
    const item = JSON.parse(
      '{"a":{"S":"proto"},"__proto__":{"S":"p"},"constructor":{"M":{"__proto__":{"N":"1"},"toString":{"S":"t"}}},"toString":{"L":[{"S":"x"}]}}',
    );
    ok(
      await call('PutItem', {
        TableName: hash,
        Item: item,
        ConditionExpression: 'attribute_not_exists(#p)',
        ExpressionAttributeNames: { '#p': '__proto__' },
      }),
    );
    const stored = ok(
      await context.call.dispatch('GetItem', { TableName: hash, Key: { a: { S: 'proto' } } }),
    ).Item;
    expect(JSON.stringify(stored)).toBe(JSON.stringify(item));
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
    failed(
      await call('PutItem', {
        TableName: hash,
        Item: item,
        ConditionExpression: 'attribute_not_exists(#p)',
        ExpressionAttributeNames: { '#p': '__proto__' },
      }),
      'ConditionalCheckFailedException',
      'The conditional request failed',
    );
    ok(
      await call('PutItem', {
        TableName: hash,
        Item: item,
        ConditionExpression: '#c.#t = :t',
        ExpressionAttributeNames: { '#c': 'constructor', '#t': 'toString' },
        ExpressionAttributeValues: { ':t': { S: 't' } },
      }),
    );
  });
});
