/**
 * PutItem functionality through dispatch and the AWS SDK: replacing items, conditions (expression
 * and legacy Expected), ReturnValues and ReturnValuesOnConditionCheckFailure, and names such as
 * __proto__. Recorded answers: architect/dynalite test/putItem.js (Expected). Write capacity is in
 * putItemCapacity.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TRANSPORTS, failed, ok, useEndpoint } from './support/suite.ts';
import { createTable, tableRequest } from './support/tables.ts';

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
