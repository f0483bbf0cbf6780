/**
 * The engine writes each reply's members in the service model's order, the order botocore parses
 * them into and the AWS CLI prints them in (reply_order.py). The console's AWS CLI mode prints the
 * engine's replies as they come, so a member out of place there is a line out of place in its JSON
 * or YAML output. Every operation's reply, with its optional parts asked for, is compared.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine.ts';
import { createDispatch } from '../../src/protocol/dispatch.ts';
import { pythonWithBoto3 } from '../helpers/python.ts';

const SCRIPT = fileURLToPath(new URL('./reply_order.py', import.meta.url));

type Reply = [service: string, operation: string, body: string];

/** One reply of every operation, from a table with both kinds of index, a stream and a backup. */
function replies(): Reply[] {
  const dispatch = createDispatch(new Engine({ tableStatusDelayMs: 0 }));
  const out: Reply[] = [];
  const call = (operation: string, body: object, service = 'dynamodb') => {
    const prefix = service === 'dynamodb' ? 'DynamoDB_20120810' : 'DynamoDBStreams_20120810';
    const reply = dispatch(`${prefix}.${operation}`, JSON.stringify(body));
    if (reply.status !== 200) throw new Error(`${operation}: ${reply.body}`);
    // TagResource answers with no body at all.
    if (reply.body === '') return {};
    out.push([service, operation, reply.body]);
    return JSON.parse(reply.body) as Record<string, any>;
  };
  const S = (value: string) => ({ S: value });
  const key = (sk: string) => ({ PK: S('p'), SK: S(sk) });
  const all = { ReturnConsumedCapacity: 'INDEXES', ReturnItemCollectionMetrics: 'SIZE' };
  const keySchema = (hash: string, range: string) => [
    { AttributeName: hash, KeyType: 'HASH' },
    { AttributeName: range, KeyType: 'RANGE' },
  ];
  call('CreateTable', {
    TableName: 'app',
    ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
    KeySchema: keySchema('PK', 'SK'),
    AttributeDefinitions: ['PK', 'SK', 'G', 'L'].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    GlobalSecondaryIndexes: [
      {
        IndexName: 'byG',
        KeySchema: [{ AttributeName: 'G', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
        ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
      },
    ],
    LocalSecondaryIndexes: [
      { IndexName: 'byL', KeySchema: keySchema('PK', 'L'), Projection: { ProjectionType: 'KEYS_ONLY' } },
    ],
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    SSESpecification: { Enabled: true },
    TableClass: 'STANDARD_INFREQUENT_ACCESS',
  });
  const item = { ...key('1'), G: S('g'), L: S('l') };
  call('PutItem', { TableName: 'app', Item: item, ...all });
  call('PutItem', { TableName: 'app', Item: item, ReturnValues: 'ALL_OLD', ...all });
  call('GetItem', { TableName: 'app', Key: key('1'), ReturnConsumedCapacity: 'INDEXES' });
  call('UpdateItem', {
    TableName: 'app',
    Key: key('1'),
    UpdateExpression: 'SET x = :x',
    ExpressionAttributeValues: { ':x': { N: '1' } },
    ReturnValues: 'ALL_NEW',
    ...all,
  });
  const byPartition = { KeyConditionExpression: 'PK = :p', ExpressionAttributeValues: { ':p': S('p') } };
  call('Query', { TableName: 'app', ...byPartition, Limit: 1, ReturnConsumedCapacity: 'INDEXES' });
  call('Scan', { TableName: 'app', Limit: 1, ReturnConsumedCapacity: 'TOTAL' });
  call('BatchGetItem', {
    RequestItems: { app: { Keys: [key('1'), key('2')] } },
    ReturnConsumedCapacity: 'TOTAL',
  });
  call('BatchWriteItem', {
    RequestItems: { app: [{ PutRequest: { Item: { ...key('3'), L: S('l') } } }] },
    ...all,
  });
  call('TransactGetItems', {
    TransactItems: [{ Get: { TableName: 'app', Key: key('1') } }],
    ReturnConsumedCapacity: 'TOTAL',
  });
  call('TransactWriteItems', { TransactItems: [{ Put: { TableName: 'app', Item: key('4') } }], ...all });
  call('DeleteItem', { TableName: 'app', Key: key('4'), ReturnValues: 'ALL_OLD', ...all });
  const select = "SELECT * FROM app WHERE PK = 'p' AND SK = '1'";
  call('ExecuteStatement', { Statement: select, ReturnConsumedCapacity: 'TOTAL' });
  call('BatchExecuteStatement', {
    Statements: [{ Statement: select }, { Statement: select.replace('app', 'nope') }],
  });
  call('ExecuteTransaction', {
    TransactStatements: [{ Statement: select }],
    ReturnConsumedCapacity: 'TOTAL',
  });
  call('ListTables', { Limit: 1 });
  const { TableArn } = call('DescribeTable', { TableName: 'app' }).Table;
  call('TagResource', { ResourceArn: TableArn, Tags: [{ Key: 'team', Value: 'modeling' }] });
  call('ListTagsOfResource', { ResourceArn: TableArn });
  call('DescribeLimits', {});
  call('DescribeEndpoints', {});
  call('UpdateTimeToLive', {
    TableName: 'app',
    TimeToLiveSpecification: { Enabled: true, AttributeName: 'ttl' },
  });
  call('DescribeTimeToLive', { TableName: 'app' });
  const { BackupArn } = call('CreateBackup', { TableName: 'app', BackupName: 'nightly' }).BackupDetails;
  call('DescribeBackup', { BackupArn });
  call('ListBackups', {});
  call('UpdateContinuousBackups', {
    TableName: 'app',
    PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
  });
  call('DescribeContinuousBackups', { TableName: 'app' });
  call('UpdateContributorInsights', { TableName: 'app', ContributorInsightsAction: 'ENABLE' });
  call('DescribeContributorInsights', { TableName: 'app' });
  call('ListContributorInsights', {});
  call('UpdateTable', {
    TableName: 'app',
    ProvisionedThroughput: { ReadCapacityUnits: 6, WriteCapacityUnits: 6 },
  });
  call('RestoreTableFromBackup', { TargetTableName: 'restored', BackupArn });
  call('RestoreTableToPointInTime', {
    SourceTableName: 'app',
    TargetTableName: 'recovered',
    UseLatestRestorableTime: true,
  });
  call('DeleteBackup', { BackupArn });
  call('DeleteTable', { TableName: 'recovered' });
  const { StreamArn } = call('ListStreams', {}, 'dynamodbstreams').Streams[0];
  const { Shards } = call('DescribeStream', { StreamArn }, 'dynamodbstreams').StreamDescription;
  const { ShardIterator } = call(
    'GetShardIterator',
    { StreamArn, ShardId: Shards[0].ShardId, ShardIteratorType: 'TRIM_HORIZON' },
    'dynamodbstreams',
  );
  call('GetRecords', { ShardIterator }, 'dynamodbstreams');
  return out;
}

describe('reply members', () => {
  it('come in the order botocore parses them into, and the AWS CLI prints them in', () => {
    const all = replies();
    const run = spawnSync(pythonWithBoto3(), [SCRIPT], {
      input: JSON.stringify(all),
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    });
    expect(run.stderr).toBe('');
    const { compared, mismatches } = JSON.parse(run.stdout) as { compared: number; mismatches: string[] };
    expect(mismatches).toEqual([]);
    // Every operation the scenario calls but TagResource, which answers with no body; 337 structures.
    expect(all).toHaveLength(39);
    expect(compared).toBeGreaterThan(300);
  });
});
