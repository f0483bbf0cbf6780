/**
 * Writes whose secondary-index key attributes have the wrong type or an empty value are refused,
 * whatever writes them, and change nothing. Recorded DynamoDB answers: architect/dynalite
 * (putItem, updateItem and batchWriteItem tests: "Type mismatch for Index Key …" when the request
 * shows the type, before paths inside key attributes; "…to unsupported type" when only the item does),
 * nubo-db/dynamodb-conformance and paritysuite/dynamodb-conformance captures (the index named is the
 * alphabetically first one the attribute keys; empty values, the update-expression wording; inside a
 * transaction a wrong type cancels while an empty value is refused up front).
 */
import { beforeAll, describe, it } from 'vitest';
import { ALL_TRANSPORTS, ok, parameterError, validationOn } from '../conformance/support/suite.ts';
import { createTable } from '../conformance/support/tables.ts';
import { indexedTableRequest, key, orderItem } from './support/indexedTable.ts';
import { cancelled, guardState, useManualEndpoint } from './support/setup.ts';
import { N, S } from '../helpers/attributeValues.ts';

const context = useManualEndpoint();
/** `k` keys three indexes: lsi1 (sort key), gsi1 (partition key) and gsi2 (partition key, with j). */
const SHARED = 'ikw_shared';
const INDEXED = 'ikw_indexed';
const range = { AttributeName: 'SK', KeyType: 'RANGE' };
const mismatch = (attribute: string, expected: string, actual: string, index: string) =>
  parameterError(
    `Type mismatch for Index Key ${attribute} Expected: ${expected} Actual: ${actual} IndexName: ${index}`,
  );
const EMPTY_ITEM_KEY = (index: string, attribute: string) =>
  `One or more parameter values are not valid. A value specified for a secondary index key is not supported. The AttributeValue for a key attribute cannot contain an empty string value. IndexName: ${index}, IndexKey: ${attribute}`;
const EMPTY_UPDATED_KEY =
  'One or more parameter values are not valid. The update expression attempted to update a secondary index key to a value that is not supported. The AttributeValue for a key attribute cannot contain an empty string value.';

beforeAll(async () => {
  await createTable(context.call.dispatch, {
    TableName: SHARED,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }, range],
    AttributeDefinitions: ['PK', 'SK', 'k', 'j'].map((AttributeName) => ({
      AttributeName,
      AttributeType: 'S',
    })),
    LocalSecondaryIndexes: [
      {
        IndexName: 'lsi1',
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'k', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'gsi2',
        KeySchema: [
          { AttributeName: 'k', KeyType: 'HASH' },
          { AttributeName: 'j', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
      {
        IndexName: 'gsi1',
        KeySchema: [{ AttributeName: 'k', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  });
  await createTable(context.call.dispatch, indexedTableRequest(INDEXED));
  ok(
    await context.call.dispatch('PutItem', {
      TableName: SHARED,
      Item: { PK: S('p'), SK: S('s'), k: S('v') },
    }),
  );
  ok(
    await context.call.dispatch('PutItem', {
      TableName: INDEXED,
      Item: orderItem({ pk: 'c', sk: 'o', status: 'OPEN' }),
    }),
  );
  ok(
    await context.call.dispatch('PutItem', {
      TableName: SHARED,
      Item: { PK: S('p'), SK: S('typed'), n: N(1) },
    }),
  );
});

describe('index key values on write', () => {
  const rejects = (operation: string, body: object, message: string) =>
    validationOn(context, ALL_TRANSPORTS, operation, body, message);
  guardState(context, [SHARED, INDEXED]);

  it('refuses PutItem and BatchWriteItem items with an index key of another type, naming the first index', async () => {
    for (const [value, actual] of [
      [N(1), 'N'],
      [{ L: [S('x')] }, 'L'],
      [{ NULL: true }, 'NULL'],
      [{ SS: ['x'] }, 'SS'],
    ] as const) {
      const item = { PK: S('p'), SK: S('new'), k: value };
      await rejects('PutItem', { TableName: SHARED, Item: item }, mismatch('k', 'S', actual, 'gsi1'));
      await rejects(
        'BatchWriteItem',
        { RequestItems: { [SHARED]: [{ PutRequest: { Item: item } }] } },
        mismatch('k', 'S', actual, 'gsi1'),
      );
    }
    await rejects(
      'PutItem',
      { TableName: SHARED, Item: { PK: S('p'), SK: S('new'), k: S('v'), j: N(2) } },
      mismatch('j', 'S', 'N', 'gsi2'),
    );
    await rejects(
      'PutItem',
      {
        TableName: INDEXED,
        Item: orderItem({ pk: 'c', sk: 'new', tenant: 't', region: 'eu', day: 'd1', extra: { seq: S('1') } }),
      },
      mismatch('seq', 'N', 'S', 'ByTenantDay'),
    );
    await rejects(
      'PutItem',
      { TableName: INDEXED, Item: orderItem({ pk: 'c', sk: 'new', extra: { rank: S('1') } }) },
      mismatch('rank', 'N', 'S', 'ByRank'),
    );
  });

  it('refuses an empty index key value, in the words of what wrote it', async () => {
    const item = { PK: S('p'), SK: S('new'), k: S('') };
    await rejects('PutItem', { TableName: SHARED, Item: item }, EMPTY_ITEM_KEY('gsi1', 'k'));
    await rejects(
      'BatchWriteItem',
      { RequestItems: { [SHARED]: [{ PutRequest: { Item: item } }] } },
      EMPTY_ITEM_KEY('gsi1', 'k'),
    );
    const update = {
      TableName: SHARED,
      Key: { PK: S('p'), SK: S('s') },
      UpdateExpression: 'SET k = :v',
      ExpressionAttributeValues: { ':v': S('') },
    };
    await rejects('UpdateItem', update, EMPTY_UPDATED_KEY);
    await rejects('TransactWriteItems', { TransactItems: [{ Update: update }] }, EMPTY_UPDATED_KEY);
    await rejects(
      'TransactWriteItems',
      { TransactItems: [{ Put: { TableName: SHARED, Item: item } }] },
      EMPTY_ITEM_KEY('gsi1', 'k'),
    );
  });

  it('refuses an update that gives an index key another type', async () => {
    await rejects(
      'UpdateItem',
      {
        TableName: SHARED,
        Key: { PK: S('p'), SK: S('s') },
        UpdateExpression: 'SET k = :v',
        ExpressionAttributeValues: { ':v': N(1) },
      },
      mismatch('k', 'S', 'N', 'gsi1'),
    );
    await rejects(
      'UpdateItem',
      {
        TableName: INDEXED,
        Key: key('c', 'o'),
        UpdateExpression: 'ADD #r :one',
        ExpressionAttributeNames: { '#r': 'region' },
        ExpressionAttributeValues: { ':one': N(1) },
      },
      mismatch('region', 'S', 'N', 'ByTenantDay'),
    );
  });

  it('judges the types an expression shows before paths inside keys, and the rest once the item is read', async () => {
    const update = (UpdateExpression: string, values?: object) => ({
      TableName: SHARED,
      Key: { PK: S('p'), SK: S('typed') },
      UpdateExpression,
      ...(values ? { ExpressionAttributeValues: values } : {}),
    });
    // k = j + :one is a number whatever j holds; j.a reaches inside an index key.
    await rejects(
      'UpdateItem',
      update('SET j.a = PK, k = j + :one', { ':one': N(1) }),
      mismatch('k', 'S', 'N', 'gsi1'),
    );
    await rejects('UpdateItem', update('SET k = list_append(j, j)'), mismatch('k', 'S', 'L', 'gsi1'));
    await rejects(
      'UpdateItem',
      update('SET k = if_not_exists(k, :n)', { ':n': N(1) }),
      mismatch('k', 'S', 'N', 'gsi1'),
    );
    await rejects(
      'UpdateItem',
      update('DELETE j :set', { ':set': { SS: ['x'] } }),
      mismatch('j', 'S', 'SS', 'gsi2'),
    );
    // A path's type is known only once the item is read.
    const unsupported =
      'The update expression attempted to update the secondary index key to unsupported type';
    await rejects('UpdateItem', update('SET k = n'), unsupported);
    for (const via of ALL_TRANSPORTS) {
      cancelled(
        await context.call[via]('TransactWriteItems', { TransactItems: [{ Update: update('SET j = n') }] }),
        [{ Code: 'ValidationError', Message: unsupported }],
      );
    }
  });

  it('cancels a transaction whose item would get an index key of another type', async () => {
    for (const via of ALL_TRANSPORTS) {
      cancelled(
        await context.call[via]('TransactWriteItems', {
          TransactItems: [
            {
              Update: {
                TableName: SHARED,
                Key: { PK: S('p'), SK: S('s') },
                UpdateExpression: 'SET k = :v',
                ExpressionAttributeValues: { ':v': { L: [S('x')] } },
              },
            },
            { Put: { TableName: SHARED, Item: { PK: S('p'), SK: S('other'), k: N(1) } } },
          ],
        }),
        [
          { Code: 'ValidationError', Message: mismatch('k', 'S', 'L', 'gsi1') },
          { Code: 'ValidationError', Message: mismatch('k', 'S', 'N', 'gsi1') },
        ],
      );
    }
  });
});
