/**
 * A well-formed request for every operation, against the tables of `mutationEngine`: the starting
 * points of the field-mutation test. Each one exercises as many optional fields as its operation
 * takes, so that replacing any one field reaches that field's validation.
 */
import { Engine } from '../../src/engine/engine.ts';
import { dispatch } from '../../src/protocol/dispatch.ts';

export interface SampleRequest {
  target: string;
  body: Record<string, unknown>;
}

const db = (operation: string, body: Record<string, unknown>): SampleRequest => ({
  target: `DynamoDB_20120810.${operation}`,
  body,
});

const key = { PK: { S: 'c#1' }, SK: { N: '1' } };
const item = {
  ...key,
  GSK: { S: 'g' },
  n: { N: '2' },
  tags: { SS: ['a', 'b'] },
  more: { NS: ['1', '2'] },
  doc: { M: { list: { L: [{ S: 'x' }, { NULL: true }] }, bin: { B: 'AAEC' } } },
};
const condition = {
  ConditionExpression: 'attribute_exists(#n) AND size(#t) > :zero',
  ExpressionAttributeNames: { '#n': 'n', '#t': 'tags' },
  ExpressionAttributeValues: { ':zero': { N: '0' } },
};

/** The stream of the `orders` table, for the DynamoDB Streams requests. */
export interface StreamPosition {
  streamArn: string;
  shardId: string;
  iterator: string;
}

/** A fresh engine holding `orders` (a GSI, a stream, two items); the same every time it is built. */
export function mutationEngine(): { engine: Engine; stream: StreamPosition } {
  const engine = new Engine({
    tableStatusDelayMs: 0,
    statisticsRefreshMs: 0,
    clock: { start: Date.UTC(2026, 0, 1), running: false },
  });
  const call = (target: string, body: unknown) => {
    const reply = dispatch(engine, target, JSON.stringify(body));
    if (reply.status !== 200) throw new Error(`${target} failed in setup: ${reply.body}`);
    return JSON.parse(reply.body) as Record<string, unknown>;
  };
  const created = call('DynamoDB_20120810.CreateTable', {
    TableName: 'orders',
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'N' },
      { AttributeName: 'GSK', AttributeType: 'S' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'byG',
        KeySchema: [{ AttributeName: 'GSK', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
    BillingMode: 'PAY_PER_REQUEST',
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
  });
  const streamArn = (created.TableDescription as { LatestStreamArn: string }).LatestStreamArn;
  call('DynamoDB_20120810.PutItem', { TableName: 'orders', Item: item });
  call('DynamoDB_20120810.PutItem', { TableName: 'orders', Item: { ...item, SK: { N: '2' } } });
  const described = call('DynamoDBStreams_20120810.DescribeStream', { StreamArn: streamArn });
  const shardId = (described.StreamDescription as { Shards: { ShardId: string }[] }).Shards[0].ShardId;
  const { ShardIterator } = call('DynamoDBStreams_20120810.GetShardIterator', {
    StreamArn: streamArn,
    ShardId: shardId,
    ShardIteratorType: 'TRIM_HORIZON',
  });
  return { engine, stream: { streamArn, shardId, iterator: ShardIterator as string } };
}

export function sampleRequests({ streamArn, shardId, iterator }: StreamPosition): SampleRequest[] {
  const tableArn = 'arn:aws:dynamodb:us-east-1:000000000000:table/orders';
  return [
    db('CreateTable', {
      TableName: 'other',
      KeySchema: [
        { AttributeName: 'id', KeyType: 'HASH' },
        { AttributeName: 's', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'id', AttributeType: 'S' },
        { AttributeName: 's', AttributeType: 'S' },
        { AttributeName: 'r', AttributeType: 'N' },
        { AttributeName: 'x', AttributeType: 'B' },
      ],
      LocalSecondaryIndexes: [
        {
          IndexName: 'byX',
          KeySchema: [
            { AttributeName: 'id', KeyType: 'HASH' },
            { AttributeName: 'x', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'byR',
          KeySchema: [{ AttributeName: 'r', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['x'] },
          ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
        },
      ],
      ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
      Tags: [{ Key: 'team', Value: 'a' }],
      TableClass: 'STANDARD',
      DeletionProtectionEnabled: false,
    }),
    db('DescribeTable', { TableName: 'orders' }),
    db('ListTables', { Limit: 5, ExclusiveStartTableName: 'aaa' }),
    db('DeleteTable', { TableName: 'orders' }),
    db('TagResource', { ResourceArn: tableArn, Tags: [{ Key: 'k', Value: 'v' }] }),
    db('UntagResource', { ResourceArn: tableArn, TagKeys: ['k'] }),
    db('ListTagsOfResource', { ResourceArn: tableArn, NextToken: 'x' }),
    db('DescribeLimits', {}),
    db('DescribeEndpoints', {}),
    db('PutItem', {
      TableName: 'orders',
      Item: item,
      ReturnValues: 'ALL_OLD',
      ReturnConsumedCapacity: 'INDEXES',
      ReturnItemCollectionMetrics: 'SIZE',
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      ...condition,
    }),
    db('PutItem', {
      TableName: 'orders',
      Item: item,
      Expected: {
        n: { ComparisonOperator: 'BETWEEN', AttributeValueList: [{ N: '1' }, { N: '3' }] },
        tags: { Exists: true, Value: { SS: ['a', 'b'] } },
      },
      ConditionalOperator: 'AND',
    }),
    db('GetItem', {
      TableName: 'orders',
      Key: key,
      ConsistentRead: true,
      ProjectionExpression: '#n, #d.#l[0]',
      ExpressionAttributeNames: { '#n': 'n', '#d': 'doc', '#l': 'list' },
      ReturnConsumedCapacity: 'TOTAL',
    }),
    db('GetItem', { TableName: 'orders', Key: key, AttributesToGet: ['n', 'tags'] }),
    db('UpdateItem', {
      TableName: 'orders',
      Key: key,
      UpdateExpression: 'SET #n = #n + :one, #d.#l[2] = :one REMOVE gone ADD #t :s DELETE more :d',
      ...condition,
      ExpressionAttributeNames: { '#n': 'n', '#t': 'tags', '#d': 'doc', '#l': 'list' },
      ExpressionAttributeValues: {
        ':zero': { N: '0' },
        ':one': { N: '1' },
        ':s': { SS: ['c'] },
        ':d': { NS: ['1'] },
      },
      ReturnValues: 'UPDATED_NEW',
    }),
    db('UpdateItem', {
      TableName: 'orders',
      Key: key,
      AttributeUpdates: { n: { Action: 'ADD', Value: { N: '1' } }, gone: { Action: 'DELETE' } },
      Expected: { n: { Exists: true, Value: { N: '2' } } },
    }),
    db('DeleteItem', { TableName: 'orders', Key: key, ReturnValues: 'ALL_OLD', ...condition }),
    db('Query', {
      TableName: 'orders',
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
      FilterExpression: 'contains(tags, :a) OR NOT attribute_type(n, :t)',
      ProjectionExpression: 'PK, SK, n',
      ExpressionAttributeValues: {
        ':pk': { S: 'c#1' },
        ':lo': { N: '0' },
        ':hi': { N: '9' },
        ':a': { S: 'a' },
        ':t': { S: 'N' },
      },
      ScanIndexForward: false,
      Limit: 1,
      ExclusiveStartKey: { PK: { S: 'c#1' }, SK: { N: '5' } },
      Select: 'SPECIFIC_ATTRIBUTES',
      ConsistentRead: false,
      ReturnConsumedCapacity: 'INDEXES',
    }),
    db('Query', {
      TableName: 'orders',
      IndexName: 'byG',
      KeyConditions: { GSK: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'g' }] } },
      QueryFilter: {
        n: { ComparisonOperator: 'GT', AttributeValueList: [{ N: '0' }] },
        tags: { ComparisonOperator: 'NOT_NULL' },
      },
      ConditionalOperator: 'OR',
      AttributesToGet: ['n'],
    }),
    db('Scan', {
      TableName: 'orders',
      IndexName: 'byG',
      FilterExpression: 'n > :zero',
      ExpressionAttributeValues: { ':zero': { N: '0' } },
      Segment: 0,
      TotalSegments: 2,
      Limit: 10,
      Select: 'COUNT',
    }),
    db('Scan', {
      TableName: 'orders',
      ScanFilter: { tags: { ComparisonOperator: 'CONTAINS', AttributeValueList: [{ S: 'a' }] } },
      ExclusiveStartKey: key,
    }),
    db('BatchGetItem', {
      RequestItems: {
        orders: {
          Keys: [key, { PK: { S: 'c#1' }, SK: { N: '2' } }],
          ProjectionExpression: '#n',
          ExpressionAttributeNames: { '#n': 'n' },
          ConsistentRead: true,
        },
      },
      ReturnConsumedCapacity: 'TOTAL',
    }),
    db('BatchWriteItem', {
      RequestItems: {
        orders: [{ PutRequest: { Item: { ...item, SK: { N: '3' } } } }, { DeleteRequest: { Key: key } }],
      },
      ReturnConsumedCapacity: 'INDEXES',
      ReturnItemCollectionMetrics: 'SIZE',
    }),
    db('TransactGetItems', {
      TransactItems: [{ Get: { TableName: 'orders', Key: key, ProjectionExpression: 'n' } }],
      ReturnConsumedCapacity: 'TOTAL',
    }),
    db('TransactWriteItems', {
      TransactItems: [
        { Put: { TableName: 'orders', Item: { ...item, SK: { N: '4' } } } },
        {
          Update: {
            TableName: 'orders',
            Key: { PK: { S: 'c#1' }, SK: { N: '2' } },
            UpdateExpression: 'SET n = :v',
            ExpressionAttributeValues: { ':v': { N: '5' } },
          },
        },
        { Delete: { TableName: 'orders', Key: { PK: { S: 'c#2' }, SK: { N: '1' } } } },
        {
          ConditionCheck: {
            TableName: 'orders',
            Key: key,
            ConditionExpression: 'attribute_exists(PK)',
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        },
      ],
      ClientRequestToken: 'token-1',
      ReturnConsumedCapacity: 'INDEXES',
    }),
    db('ExecuteStatement', {
      Statement: 'SELECT n FROM "orders" WHERE PK = ? AND SK > ?',
      Parameters: [{ S: 'c#1' }, { N: '0' }],
      ConsistentRead: true,
      Limit: 5,
      ReturnConsumedCapacity: 'TOTAL',
    }),
    db('BatchExecuteStatement', {
      Statements: [
        {
          Statement: 'SELECT * FROM "orders" WHERE PK = ? AND SK = ?',
          Parameters: [{ S: 'c#1' }, { N: '1' }],
        },
        { Statement: `SELECT n FROM "orders" WHERE PK = 'c#1' AND SK = 2` },
      ],
    }),
    db('ExecuteTransaction', {
      TransactStatements: [{ Statement: `INSERT INTO "orders" VALUE {'PK': 'c#9', 'SK': 1}` }],
      ClientRequestToken: 'token-2',
    }),
    db('UpdateTable', {
      TableName: 'orders',
      AttributeDefinitions: [{ AttributeName: 'H', AttributeType: 'S' }],
      GlobalSecondaryIndexUpdates: [
        {
          Create: {
            IndexName: 'byH',
            KeySchema: [{ AttributeName: 'H', KeyType: 'HASH' }],
            Projection: { ProjectionType: 'KEYS_ONLY' },
          },
        },
      ],
    }),
    db('UpdateTable', {
      TableName: 'orders',
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
      GlobalSecondaryIndexUpdates: [
        {
          Update: {
            IndexName: 'byG',
            ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
          },
        },
      ],
    }),
    db('UpdateTable', { TableName: 'orders', StreamSpecification: { StreamEnabled: false } }),
    db('UpdateTimeToLive', {
      TableName: 'orders',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' },
    }),
    db('DescribeTimeToLive', { TableName: 'orders' }),
    { target: 'DynamoDBStreams_20120810.ListStreams', body: { TableName: 'orders', Limit: 2 } },
    {
      target: 'DynamoDBStreams_20120810.DescribeStream',
      body: { StreamArn: streamArn, Limit: 1, ExclusiveStartShardId: shardId },
    },
    {
      target: 'DynamoDBStreams_20120810.GetShardIterator',
      body: { StreamArn: streamArn, ShardId: shardId, ShardIteratorType: 'LATEST' },
    },
    { target: 'DynamoDBStreams_20120810.GetRecords', body: { ShardIterator: iterator, Limit: 10 } },
    { target: 'DynamoSandbox.AdvanceClock', body: { Seconds: 1 } },
    { target: 'DynamoSandbox.SetClock', body: { Paused: true, Speed: 2 } },
  ];
}
