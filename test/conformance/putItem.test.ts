/**
 * PutItem conformance. Recorded DynamoDB answers: architect/dynalite test/putItem.js (validation
 * messages, key errors, legacy Expected, ReturnValues, capacity of 1024- and 1025-byte items), the
 * developer guide on condition expressions and ReturnValuesOnConditionCheckFailure. Value types,
 * canonical numbers and size limits are in itemValues.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { consumed } from './support/capacity.ts';
import {
  ALL_TRANSPORTS,
  CLIENT_TRANSPORTS,
  constraintErrors,
  failed,
  ok,
  parameterError,
  rejectsOn,
  useEndpoint,
  validationOn,
  WIRE_TRANSPORTS,
} from './support/suite.ts';
import { createTable, expectUnchanged, snapshot, tableRequest } from './support/tables.ts';

const context = useEndpoint();
const HASH = 'put_hash';
const RANGE = 'put_range';
const INDEXED = 'put_indexed';

beforeAll(async () => {
  const call = context.call.dispatch;
  await createTable(call, tableRequest(HASH, ['a', 'S']));
  await createTable(call, tableRequest(RANGE, ['a', 'S'], ['b', 'S']));
  await createTable(call, {
    ...tableRequest(INDEXED, ['a', 'S'], ['b', 'S']),
    AttributeDefinitions: [
      { AttributeName: 'a', AttributeType: 'S' },
      { AttributeName: 'b', AttributeType: 'S' },
      { AttributeName: 'c', AttributeType: 'S' },
    ],
    GlobalSecondaryIndexes: [
      { IndexName: 'index4', KeySchema: [{ AttributeName: 'c', KeyType: 'HASH' }], Projection: { ProjectionType: 'ALL' } },
    ],
  });
});

describe('PutItem serializations', () => {
  it.each([
    [{ TableName: HASH, Item: '23' }, 'Unexpected field type'],
    [{ TableName: HASH, Item: { a: true } }, 'Unexpected value type in payload'],
    [{ TableName: HASH, Item: { a: { S: 1 } } }, 'NUMBER_VALUE cannot be converted to String'],
    [{ TableName: HASH, Item: { a: { S: 'x' } }, Expected: '23' }, 'Unexpected field type'],
    [{ TableName: HASH, Expected: { a: { Exists: 23 } } }, 'NUMBER_VALUE cannot be converted to Boolean'],
    [{ TableName: HASH, ReturnValues: 34.56 }, 'DECIMAL_VALUE cannot be converted to String'],
    [
      { TableName: HASH, ExpressionAttributeValues: { ':a': { M: { b: [] } } } },
      'Unrecognized collection type class com.amazonaws.dynamodb.v20120810.AttributeValue',
    ],
  ])('%j', async (body, message) => {
    await rejectsOn(context, WIRE_TRANSPORTS, 'PutItem', body, 'SerializationException', message);
  });
});

describe('PutItem validations', () => {
  const rejects = (body: object, message: string) => validationOn(context, ALL_TRANSPORTS, 'PutItem', body, message);

  it('reports missing members and bad enums together', async () => {
    await rejects(
      {},
      constraintErrors(
        "Value null at 'tableName' failed to satisfy constraint: Member must not be null",
        "Value null at 'item' failed to satisfy constraint: Member must not be null",
      ),
    );
    await rejects(
      { TableName: 'abc', Item: {}, ReturnConsumedCapacity: 'INVALID', ReturnItemCollectionMetrics: 'INVALID', ReturnValues: 'INVALID' },
      constraintErrors(
        "Value 'INVALID' at 'returnValues' failed to satisfy constraint: Member must satisfy enum value set: [ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]",
        "Value 'INVALID' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]",
        "Value 'INVALID' at 'returnItemCollectionMetrics' failed to satisfy constraint: Member must satisfy enum value set: [SIZE, NONE]",
      ),
    );
  });

  it.each(['UPDATED_OLD', 'ALL_NEW', 'UPDATED_NEW'])('allows ReturnValues NONE or ALL_OLD only (%s)', async (value) => {
    await rejects({ TableName: HASH, Item: { a: { S: 'x' } }, ReturnValues: value }, 'ReturnValues can only be ALL_OLD or NONE');
  });

  it.each([
    [{ a: { S: 'x' }, b: {} }, 'Supplied AttributeValue is empty, must contain exactly one of the supported datatypes'],
    [{ a: { S: 'x' }, b: { S: 'a', N: '1' } }, 'Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes'],
    [{ a: { S: 'x' }, b: { NULL: false } }, parameterError('Null attribute value types must have the value of true')],
    [{ a: { S: 'x' }, b: { SS: [] } }, parameterError('An string set  may not be empty')],
    [{ a: { S: 'x' }, b: { NS: [] } }, parameterError('An number set  may not be empty')],
    [{ a: { S: 'x' }, b: { BS: [] } }, parameterError('Binary sets should not be empty')],
    [{ a: { S: 'x' }, b: { SS: ['a', 'a'] } }, parameterError('Input collection [a, a] contains duplicates.')],
    [{ a: { S: 'x' }, b: { NS: ['1', '1.0'] } }, 'Input collection contains duplicates'],
    [{ a: { S: 'x' }, b: { BS: ['Yg==', 'Yg=='] } }, parameterError('Input collection [Yg==, Yg==]of type BS contains duplicates.')],
    [{ a: { S: 'x' }, b: { N: '' } }, 'The parameter cannot be converted to a numeric value'],
    [{ a: { S: 'x' }, b: { N: 'b' } }, 'The parameter cannot be converted to a numeric value: b'],
    [{ a: { S: 'x' }, b: { NS: ['1', 'b', 'a'] } }, 'The parameter cannot be converted to a numeric value: b'],
    [{ a: { S: 'x' }, b: { N: '123456789012345678901234567890123456789' } }, 'Attempting to store more than 38 significant digits in a Number'],
    [{ a: { S: 'x' }, b: { N: '1e126' } }, 'Number overflow. Attempting to store a number with magnitude larger than supported range'],
    [{ a: { S: 'x' }, b: { N: '-1e-131' } }, 'Number underflow. Attempting to store a number with magnitude smaller than supported range'],
  ])('rejects the value in %j', async (item, message) => {
    await rejects({ TableName: HASH, Item: item }, message);
  });

  it('checks the item against the key schema of the table', async () => {
    await rejects({ TableName: HASH, Item: {} }, parameterError('Missing the key a in the item'));
    await rejects({ TableName: HASH, Item: { b: { S: 'a' } } }, parameterError('Missing the key a in the item'));
    await rejects({ TableName: RANGE, Item: { a: { S: 'a' } } }, parameterError('Missing the key b in the item'));
    for (const [value, type] of [[{ B: 'abcd' }, 'B'], [{ N: '1' }, 'N'], [{ SS: ['a'] }, 'SS'], [{ BS: ['aaaa'] }, 'BS']] as const) {
      await rejects({ TableName: HASH, Item: { a: value } }, parameterError(`Type mismatch for key a expected: S actual: ${type}`));
    }
    await rejects(
      { TableName: HASH, Item: { a: { S: '' } } },
      'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: a',
    );
    await rejects(
      { TableName: INDEXED, Item: { a: { S: 'a' }, b: { S: 'a' }, c: { N: '1' } } },
      parameterError('Type mismatch for Index Key c Expected: S Actual: N IndexName: index4'),
    );
  });

  it('answers ResourceNotFoundException for a missing table, even with an empty item', async () => {
    await rejectsOn(context, ALL_TRANSPORTS, 'PutItem', { TableName: 'nowhere', Item: {} }, 'ResourceNotFoundException', 'Requested resource not found');
  });

  it('rejects mixing expressions with Expected, and unused or missing expression values', async () => {
    const item = { a: { S: 'x' } };
    await rejects(
      { TableName: HASH, Item: item, Expected: { a: { Exists: false } }, ConditionExpression: 'attribute_exists(a)' },
      'Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {Expected} Expression parameters: {ConditionExpression}',
    );
    await rejects(
      { TableName: HASH, Item: item, Expected: { a: { Exists: false } }, ExpressionAttributeValues: { ':a': { S: 'a' } } },
      'ExpressionAttributeValues can only be specified when using expressions: ConditionExpression is null',
    );
    await rejects(
      { TableName: HASH, Item: item, ConditionExpression: 'a = :a', ExpressionAttributeValues: { ':a': { S: 'a' }, ':b': { S: 'b' } } },
      'Value provided in ExpressionAttributeValues unused in expressions: keys: {:b}',
    );
    await rejects(
      { TableName: HASH, Item: item, ConditionExpression: 'a = :a', ExpressionAttributeNames: { '#b': 'b' }, ExpressionAttributeValues: { ':a': { S: 'a' } } },
      'Value provided in ExpressionAttributeNames unused in expressions: keys: {#b}',
    );
    await rejects(
      { TableName: HASH, Item: item, ConditionExpression: 'a = :v' },
      'Invalid ConditionExpression: An expression attribute value used in expression is not defined; attribute value: :v',
    );
    await rejects(
      { TableName: HASH, Item: item, ConditionExpression: '#n = :v', ExpressionAttributeValues: { ':v': { S: 'a' } } },
      'Invalid ConditionExpression: An expression attribute name used in the document path is not defined; attribute name: #n',
    );
  });

  it('checks legacy Expected entries', async () => {
    await rejects({ TableName: HASH, Item: {}, Expected: { a: {} } }, parameterError('Value must be provided when Exists is null for Attribute: a'));
    await rejects(
      { TableName: HASH, Item: {}, Expected: { a: { Exists: false, Value: { S: 'a' } } } },
      parameterError('Value cannot be used when Exists is false for Attribute: a'),
    );
    await rejects(
      { TableName: HASH, Item: {}, Expected: { a: { AttributeValueList: [], ComparisonOperator: 'EQ' } } },
      parameterError('Invalid number of argument(s) for the EQ ComparisonOperator'),
    );
    await rejects(
      { TableName: HASH, Item: {}, ConditionalOperator: 'OR', Expected: { a: { Exists: false } } },
      'ConditionalOperator can only be used when Filter or Expected has two or more elements',
    );
  });

  it('changes nothing when it rejects a write', async () => {
    const call = context.call.dispatch;
    ok(await call('PutItem', { TableName: HASH, Item: { a: { S: 'kept' }, v: { N: '1' } } }));
    const before = await snapshot(call, HASH);
    await rejects({ TableName: HASH, Item: { a: { S: 'kept' }, v: { SS: [] } } }, parameterError('An string set  may not be empty'));
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'PutItem',
      { TableName: HASH, Item: { a: { S: 'kept' }, v: { N: '2' } }, ConditionExpression: 'v = :two', ExpressionAttributeValues: { ':two': { N: '2' } } },
      'ConditionalCheckFailedException',
      'The conditional request failed',
    );
    expect(await snapshot(call, HASH)).toEqual(before);
  });
});

describe.each(CLIENT_TRANSPORTS)('PutItem functionality via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const hash = `items_${via}`;
  const range = `ranged_${via}`;
  const get = async (key: object, table = hash) => ok(await call('GetItem', { TableName: table, Key: key, ConsistentRead: true }));

  beforeAll(async () => {
    await createTable(context.call.dispatch, tableRequest(hash, ['a', 'S']));
    await createTable(context.call.dispatch, tableRequest(range, ['a', 'S'], ['b', 'S']));
  });

  it('puts an item and replaces it whole, answering {} or the old item', async () => {
    expect(ok(await call('PutItem', { TableName: hash, Item: { a: { S: 'p1' }, b: { S: 'x' }, c: { S: 'y' } } }))).toEqual({});
    expect(await get({ a: { S: 'p1' } })).toEqual({ Item: { a: { S: 'p1' }, b: { S: 'x' }, c: { S: 'y' } } });
    expect(ok(await call('PutItem', { TableName: hash, Item: { a: { S: 'p1' }, d: { N: '-0015.789e6' } }, ReturnValues: 'ALL_OLD' }))).toEqual({
      Attributes: { a: { S: 'p1' }, b: { S: 'x' }, c: { S: 'y' } },
    });
    expect(await get({ a: { S: 'p1' } })).toEqual({ Item: { a: { S: 'p1' }, d: { N: '-15789000' } } });
    expect(ok(await call('PutItem', { TableName: hash, Item: { a: { S: 'p2' } }, ReturnValues: 'ALL_OLD' }))).toEqual({});
    expect(ok(await call('PutItem', { TableName: hash, Item: { a: { S: 'p2' } }, ReturnValues: 'NONE' }))).toEqual({});
  });

  it('keeps items with the same partition key apart by sort key', async () => {
    ok(await call('PutItem', { TableName: range, Item: { a: { S: 'r' }, b: { S: 'one' }, c: { S: '1' } } }));
    ok(await call('PutItem', { TableName: range, Item: { a: { S: 'r' }, b: { S: 'two' } } }));
    expect(await get({ a: { S: 'r' }, b: { S: 'one' } }, range)).toEqual({ Item: { a: { S: 'r' }, b: { S: 'one' }, c: { S: '1' } } });
  });

  it('checks a ConditionExpression and returns the old item on failure only when asked', async () => {
    const item = { a: { S: 'c1' }, v: { N: '1' } };
    const create = { TableName: hash, Item: item, ConditionExpression: 'attribute_not_exists(a)' };
    ok(await call('PutItem', create));
    expect(failed(await call('PutItem', create), 'ConditionalCheckFailedException', 'The conditional request failed')).toEqual({});
    expect(
      failed(
        await call('PutItem', { ...create, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }),
        'ConditionalCheckFailedException',
        'The conditional request failed',
      ),
    ).toEqual({ Item: item });
    expect(
      failed(
        await call('PutItem', { ...create, Item: { a: { S: 'c-missing' } }, ConditionExpression: 'attribute_exists(a)', ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }),
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
    failed(await call('PutItem', update), 'ConditionalCheckFailedException', 'The conditional request failed');
    expect((await get({ a: { S: 'c1' } })).Item.v).toEqual({ N: '2' });
  });

  it('evaluates legacy Expected conditions, joined by AND or OR', async () => {
    const item = { a: { S: 'e1' }, c: { S: 'cc' } };
    ok(await call('PutItem', { TableName: hash, Item: item }));
    ok(await call('PutItem', { TableName: hash, Item: item, Expected: { a: { Value: item.a }, b: { Exists: false }, c: { Value: item.c, ComparisonOperator: 'GE' } } }));
    failed(
      await call('PutItem', { TableName: hash, Item: item, Expected: { a: { Value: item.a }, c: { Value: { S: 'zz' } } } }),
      'ConditionalCheckFailedException',
      'The conditional request failed',
    );
    ok(
      await call('PutItem', {
        TableName: hash,
        Item: item,
        ConditionalOperator: 'OR',
        Expected: { a: { ComparisonOperator: 'EQ', AttributeValueList: [item.a] }, c: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'zz' }] } },
      }),
    );
    failed(
      await call('PutItem', { TableName: hash, Item: { a: { S: 'e2' } }, Expected: { a: { ComparisonOperator: 'NOT_NULL' } } }),
      'ConditionalCheckFailedException',
      'The conditional request failed',
    );
    ok(await call('PutItem', { TableName: hash, Item: { a: { S: 'e2' } }, Expected: { a: { Exists: false } } }));
  });

  it('charges a write unit per started KB of the larger of the old and new item', async () => {
    // dynalite's recorded capacity items: 1024 bytes (a 5 + b 1006 + c 5 + d 3 + e 5), then 1025.
    const small = { a: { S: 'w001' }, b: { S: 'b'.repeat(1009 - 4) }, c: { N: '12.3456' }, d: { B: 'AQI=' }, e: { BS: ['AQI=', 'Ag==', 'AQ=='] } };
    const large = { ...small, a: { S: 'w002' }, b: { S: 'b'.repeat(1011 - 4) }, e: { BS: ['AQI=', 'Ag=='] } };
    const put = async (item: object, mode = 'TOTAL') => consumed(ok(await call('PutItem', { TableName: hash, Item: item, ReturnConsumedCapacity: mode })));
    expect(await put(small)).toEqual({ TableName: hash, CapacityUnits: 1 });
    expect(await put(small, 'INDEXES')).toEqual({ TableName: hash, CapacityUnits: 1, Table: { CapacityUnits: 1 } });
    expect(await put(large)).toEqual({ TableName: hash, CapacityUnits: 2 });
    // Replacing the 1025-byte item with a 5-byte one is still charged on the old size.
    expect(await put({ a: { S: 'w002' } })).toEqual({ TableName: hash, CapacityUnits: 2 });
    expect(await put({ a: { S: 'w002' } })).toEqual({ TableName: hash, CapacityUnits: 1 });
    expect(ok(await call('PutItem', { TableName: hash, Item: small, ReturnConsumedCapacity: 'NONE' }))).toEqual({});
  });

  it('answers a failed conditional write without capacity, and changes nothing', async () => {
    const large = { a: { S: 'w003' }, b: { S: 'b'.repeat(3000) } };
    ok(await call('PutItem', { TableName: hash, Item: large }));
    await expectUnchanged(call, hash, async () => {
      const extra = failed(
        await call('PutItem', { TableName: hash, Item: { a: { S: 'w003' } }, ConditionExpression: 'attribute_not_exists(a)', ReturnConsumedCapacity: 'TOTAL' }),
        'ConditionalCheckFailedException',
        'The conditional request failed',
      );
      expect(extra).toEqual({});
    });
    // DynamoDB charges the failed write as it would the write (the larger item, 3 KB here); an
    // error reply carries no ConsumedCapacity, so the charge shows in the same write succeeding.
    expect(consumed(ok(await call('PutItem', { TableName: hash, Item: { a: { S: 'w003' } }, ReturnConsumedCapacity: 'TOTAL' })))).toEqual({
      TableName: hash,
      CapacityUnits: 3,
    });
  });

  it('keeps __proto__, constructor and toString as ordinary attributes and map keys', async () => {
    const item = JSON.parse(
      '{"a":{"S":"proto"},"__proto__":{"S":"p"},"constructor":{"M":{"__proto__":{"N":"1"},"toString":{"S":"t"}}},"toString":{"L":[{"S":"x"}]}}',
    );
    ok(await call('PutItem', { TableName: hash, Item: item, ConditionExpression: 'attribute_not_exists(#p)', ExpressionAttributeNames: { '#p': '__proto__' } }));
    const stored = ok(await context.call.dispatch('GetItem', { TableName: hash, Key: { a: { S: 'proto' } } })).Item;
    expect(JSON.stringify(stored)).toBe(JSON.stringify(item));
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
    failed(
      await call('PutItem', { TableName: hash, Item: item, ConditionExpression: 'attribute_not_exists(#p)', ExpressionAttributeNames: { '#p': '__proto__' } }),
      'ConditionalCheckFailedException',
      'The conditional request failed',
    );
    ok(await call('PutItem', { TableName: hash, Item: item, ConditionExpression: '#c.#t = :t', ExpressionAttributeNames: { '#c': 'constructor', '#t': 'toString' }, ExpressionAttributeValues: { ':t': { S: 't' } } }));
  });
});
