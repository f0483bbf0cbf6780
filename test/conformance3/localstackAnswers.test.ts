/**
 * Item, batch and transaction replies recorded against AWS in LocalStack's test suite:
 * localstack/localstack tests/aws/services/dynamodb/test_dynamodb.snapshot.json (2023-08 to
 * 2023-10), and DynamoDB's errors as Step Functions recorded them
 * (tests/aws/services/stepfunctions/v2/error_handling/test_task_service_dynamodb.snapshot.json,
 * 2023-05). Each test repeats the recorded requests (the test named in its title) through dispatch
 * and checks the reply the recording shows.
 */
import { describe, expect, it } from 'vitest';
import { fails, ok, testEngine } from '../helpers/wire.ts';
import { localstackTable as table, TAGS } from './support/localstackTables.ts';
import { S } from '../helpers/attributeValues.ts';

describe('item replies', () => {
  it('test_return_values_in_put_item: old attributes only when an item was there and asked for', () => {
    const engine = testEngine();
    table(engine, 'values');
    const item = { id: S('id1'), data: S('foobar') };
    const putItem = (Item: object, ReturnValues?: string) =>
      ok(engine, 'PutItem', { TableName: 'values', Item, ReturnValues });
    expect(putItem(item, 'ALL_OLD')).toEqual({});
    expect(putItem(item, 'ALL_OLD')).toEqual({ Attributes: item });
    expect(putItem({ id: S('id1'), data: S('barfoo') }, 'ALL_OLD')).toEqual({ Attributes: item });
    expect(putItem(item)).toEqual({});
    expect(putItem(item)).toEqual({});
  });

  it('test_empty_and_binary_values, test_batch_write_binary: empty strings and any bytes are kept', () => {
    const engine = testEngine();
    table(engine, 'binary', 'PK', {
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
      ],
    });
    const keyOf = (n: string) => ({ PK: S(`hello-${n}`), SK: S(`user-${n}`) });
    expect(ok(engine, 'PutItem', { TableName: 'binary', Item: { ...keyOf('0'), data: S('') } })).toEqual({});
    // b"test \xc0 \xed": not UTF-8.
    const raw = Buffer.from([0x74, 0x65, 0x73, 0x74, 0x20, 0xc0, 0x20, 0xed]).toString('base64');
    const reply = ok(engine, 'BatchWriteItem', {
      RequestItems: {
        binary: [
          { PutRequest: { Item: { ...keyOf('1'), data: { B: 'dGVzdC0x' } } } },
          { PutRequest: { Item: { ...keyOf('2'), data: { B: raw } } } },
        ],
      },
    });
    expect(reply).toEqual({ UnprocessedItems: {} });
    const read = (n: string) => ok(engine, 'GetItem', { TableName: 'binary', Key: keyOf(n) }).Item.data;
    expect([read('0'), read('2')]).toEqual([S(''), { B: raw }]);
  });

  it('test_valid_local_secondary_index: a Query of the index for all attributes', () => {
    const engine = testEngine();
    table(engine, 'indexed', 'PK', {
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
        { AttributeName: 'LSI1SK', AttributeType: 'N' },
      ],
      LocalSecondaryIndexes: [
        {
          IndexName: 'LSI1',
          KeySchema: [
            { AttributeName: 'PK', KeyType: 'HASH' },
            { AttributeName: 'LSI1SK', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
      Tags: TAGS,
    });
    const Item = { SK: S('hello'), LSI1SK: { N: '123' }, PK: S('test one') };
    ok(engine, 'PutItem', { TableName: 'indexed', Item });
    const reply = ok(engine, 'Query', {
      TableName: 'indexed',
      IndexName: 'LSI1',
      KeyConditionExpression: 'PK = :v1',
      ExpressionAttributeValues: { ':v1': S('test one') },
      Select: 'ALL_ATTRIBUTES',
    });
    expect(reply).toEqual({ Count: 1, Items: [Item], ScannedCount: 1 });
  });
});

describe('batches and transactions', () => {
  it('test_dynamodb_get_batch_items: a key with no item gives an empty list for its table', () => {
    const engine = testEngine();
    table(engine, 'batched', 'PK');
    const reply = ok(engine, 'BatchGetItem', {
      RequestItems: { batched: { Keys: [{ PK: S('test-key') }] } },
    });
    expect(reply).toEqual({ Responses: { batched: [] }, UnprocessedKeys: {} });
  });

  it('test_batch_write_items, test_transact_get_items: the plain replies', () => {
    const engine = testEngine();
    table(engine, 'people', 'id', { Tags: TAGS });
    ok(engine, 'PutItem', { TableName: 'people', Item: { id: S('Fred') } });
    const written = ok(engine, 'BatchWriteItem', {
      RequestItems: {
        people: [{ DeleteRequest: { Key: { id: S('Fred') } } }, { PutRequest: { Item: { id: S('Bob') } } }],
      },
    });
    expect(written).toEqual({ UnprocessedItems: {} });
    const got = ok(engine, 'TransactGetItems', {
      TransactItems: [{ Get: { Key: { id: S('Bob') }, TableName: 'people' } }],
    });
    expect(got).toEqual({ Responses: [{ Item: { id: S('Bob') } }] });
  });

  it('test_transaction_write_items: one of each action on absent items answers an empty reply', () => {
    const engine = testEngine();
    table(engine, 'actions', 'id', { Tags: TAGS });
    const reply = ok(engine, 'TransactWriteItems', {
      TransactItems: [
        {
          ConditionCheck: {
            TableName: 'actions',
            ConditionExpression: 'attribute_not_exists(id)',
            Key: { id: S('test1') },
          },
        },
        { Put: { TableName: 'actions', Item: { id: S('test2') } } },
        {
          Update: {
            TableName: 'actions',
            Key: { id: S('test3') },
            UpdateExpression: 'SET attr1 = :v1, attr2 = :v2',
            ExpressionAttributeValues: { ':v1': S('value1'), ':v2': S('value2') },
          },
        },
        { Delete: { TableName: 'actions', Key: { id: S('test4') } } },
      ],
    });
    expect(reply).toEqual({});
  });

  it('test_batch_write_not_existing_table: the missing table is named before the empty item is checked', () => {
    const engine = testEngine();
    const refused = fails(engine, 'TransactWriteItems', {
      TransactItems: [{ Put: { TableName: 'non-existing-table', Item: {} } }],
    });
    expect(refused).toMatchObject({
      type: 'ResourceNotFoundException',
      message: 'Requested resource not found',
    });
  });

  it('test_dynamodb_batch_execute_statement: each write answers with its table name alone', () => {
    const engine = testEngine();
    table(engine, 'statements', 'Username');
    ok(engine, 'PutItem', { TableName: 'statements', Item: { Username: S('user02') } });
    const reply = ok(engine, 'BatchExecuteStatement', {
      Statements: [
        { Statement: `INSERT INTO statements VALUE {'Username': 'user01'}` },
        { Statement: `UPDATE statements SET Age=20 WHERE Username='user02'` },
      ],
    });
    expect(reply).toEqual({ Responses: [{ TableName: 'statements' }, { TableName: 'statements' }] });
    const get = (name: string) =>
      ok(engine, 'GetItem', { TableName: 'statements', Key: { Username: S(name) } }).Item;
    expect([get('user02'), get('user01')]).toEqual([
      { Username: S('user02'), Age: { N: '20' } },
      { Username: S('user01') },
    ]);
  });

  it('test_dynamodb_partiql_missing: IS NOT MISSING and IS MISSING', () => {
    const engine = testEngine();
    table(engine, 'profiles', 'Username');
    ok(engine, 'ExecuteStatement', {
      Statement: `INSERT INTO profiles VALUE {'Username': 'Alice123', 'FirstName':'Alice'}`,
    });
    const select = (Statement: string) => ok(engine, 'ExecuteStatement', { Statement }).Items;
    expect(select('SELECT * FROM profiles WHERE FirstName IS NOT MISSING')).toEqual([
      { Username: S('Alice123'), FirstName: S('Alice') },
    ]);
    expect(select('SELECT * FROM profiles WHERE FirstName IS MISSING')).toEqual([]);
  });
});

describe('errors recorded through Step Functions (PutItem task)', () => {
  const Item = { data: S('HelloWorld'), id: S('id1') };

  it('test_put_item_no_such_table: not found, without naming the table', () => {
    const engine = testEngine();
    expect(fails(engine, 'PutItem', { TableName: 'no_such_sfn_test_table_1', Item })).toMatchObject({
      type: 'ResourceNotFoundException',
      message: 'Requested resource not found',
    });
  });

  it('test_put_item_invalid_table_name: the name pattern', () => {
    const engine = testEngine();
    expect(fails(engine, 'PutItem', { TableName: '/invalid_test_table_1', Item })).toMatchObject({
      type: 'ValidationException',
      message:
        "1 validation error detected: Value '/invalid_test_table_1' at 'tableName' failed to satisfy " +
        'constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+',
    });
  });

  it('test_invalid_param: a null item is refused before the missing table is looked for', () => {
    const engine = testEngine();
    expect(fails(engine, 'PutItem', { TableName: 'no_such_sfn_test_table_1', Item: null })).toMatchObject({
      type: 'ValidationException',
      message:
        "1 validation error detected: Value null at 'item' failed to satisfy constraint: Member must not be null",
    });
  });
});
