/**
 * A well-formed request for every operation, against the tables of `mutationEngine`: the starting
 * points of the field-mutation test. Each one exercises as many optional fields as its operation
 * takes, so that replacing any one field reaches that field's validation. The item operations'
 * requests are in itemSampleRequests.ts; the table, stream and clock ones are here.
 */
import { db, type SampleRequest, type StreamPosition } from './fieldMutationEngine.ts';
import { itemRequests } from './itemSampleRequests.ts';

export function sampleRequests({ streamArn, shardId, iterator, backupArn }: StreamPosition): SampleRequest[] {
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
    db('PutResourcePolicy', {
      ResourceArn: tableArn,
      Policy: JSON.stringify({
        Statement: [
          {
            Effect: 'Allow',
            Principal: { AWS: '111122223333' },
            Action: 'dynamodb:GetItem',
            Resource: tableArn,
          },
        ],
      }),
      ConfirmRemoveSelfResourceAccess: false,
    }),
    db('GetResourcePolicy', { ResourceArn: tableArn }),
    db('DeleteResourcePolicy', { ResourceArn: tableArn }),
    db('DescribeLimits', {}),
    db('DescribeEndpoints', {}),
    ...itemRequests(),
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
    db('UpdateTable', {
      TableName: 'orders',
      ReplicaUpdates: [
        {
          Create: {
            RegionName: 'eu-west-1',
            TableClassOverride: 'STANDARD',
            GlobalSecondaryIndexes: [
              { IndexName: 'byG', OnDemandThroughputOverride: { MaxReadRequestUnits: 5 } },
            ],
          },
        },
      ],
    }),
    db('UpdateTimeToLive', {
      TableName: 'orders',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' },
    }),
    db('DescribeTimeToLive', { TableName: 'orders' }),
    db('CreateBackup', { TableName: 'orders', BackupName: 'weekly' }),
    db('DescribeBackup', { BackupArn: backupArn }),
    db('ListBackups', {
      TableName: 'orders',
      Limit: 5,
      TimeRangeLowerBound: 0,
      TimeRangeUpperBound: 2e9,
      BackupType: 'ALL',
      ExclusiveStartBackupArn: backupArn,
    }),
    db('DeleteBackup', { BackupArn: backupArn }),
    db('RestoreTableFromBackup', {
      TargetTableName: 'copy',
      BackupArn: backupArn,
      BillingModeOverride: 'PROVISIONED',
      ProvisionedThroughputOverride: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
      GlobalSecondaryIndexOverride: [
        {
          // An override must keep the source index's keys and projection (restoreOverrides.ts).
          IndexName: 'byG',
          KeySchema: [{ AttributeName: 'GSK', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'ALL' },
          ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
        },
      ],
      LocalSecondaryIndexOverride: [],
    }),
    db('DescribeContinuousBackups', { TableName: 'orders' }),
    db('UpdateContinuousBackups', {
      TableName: 'orders',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 7 },
    }),
    db('RestoreTableToPointInTime', {
      SourceTableName: 'orders',
      TargetTableName: 'copy',
      UseLatestRestorableTime: true,
      BillingModeOverride: 'PAY_PER_REQUEST',
    }),
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
