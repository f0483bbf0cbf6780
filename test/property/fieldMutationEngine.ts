/**
 * The engine the field-mutation test starts every request on, and the pieces its sample requests
 * share: a table `orders` with a global index, a stream, two items, point-in-time recovery and a
 * backup, built the same way each time
 * (a fixed clock), so one set of sample requests fits every fresh engine.
 */
import { Engine } from '../../src/engine/engine.ts';
import { dispatch } from '../../src/protocol/dispatch.ts';

export interface SampleRequest {
  target: string;
  body: Record<string, unknown>;
}

export const db = (operation: string, body: Record<string, unknown>): SampleRequest => ({
  target: `DynamoDB_20120810.${operation}`,
  body,
});

export const key = { PK: { S: 'c#1' }, SK: { N: '1' } };
export const item = {
  ...key,
  GSK: { S: 'g' },
  n: { N: '2' },
  tags: { SS: ['a', 'b'] },
  more: { NS: ['1', '2'] },
  doc: { M: { list: { L: [{ S: 'x' }, { NULL: true }] }, bin: { B: 'AAEC' } } },
};
export const condition = {
  ConditionExpression: 'attribute_exists(#n) AND size(#t) > :zero',
  ExpressionAttributeNames: { '#n': 'n', '#t': 'tags' },
  ExpressionAttributeValues: { ':zero': { N: '0' } },
};

/** The stream of the `orders` table, for the DynamoDB Streams requests. */
export interface StreamPosition {
  streamArn: string;
  shardId: string;
  iterator: string;
  /** A backup of `orders` (point-in-time recovery is on too). */
  backupArn: string;
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
    // For GetResourcePolicy to read, and DeleteResourcePolicy to delete.
    ResourcePolicy: JSON.stringify({
      Statement: [
        { Effect: 'Allow', Principal: { AWS: '111122223333' }, Action: 'dynamodb:Query', Resource: '*' },
      ],
    }),
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
  call('DynamoDB_20120810.UpdateContinuousBackups', {
    TableName: 'orders',
    PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
  });
  const backup = call('DynamoDB_20120810.CreateBackup', { TableName: 'orders', BackupName: 'nightly' });
  const backupArn = (backup.BackupDetails as { BackupArn: string }).BackupArn;
  return { engine, stream: { streamArn, shardId, iterator: ShardIterator as string, backupArn } };
}
