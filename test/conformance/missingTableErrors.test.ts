/**
 * What each control-plane call answers for a table that does not exist, by name or ARN, as AWS
 * answered in 2026 (ack-api-quirks dynamodb DDB-TABLE-014, 098): ResourceNotFoundException, except
 * the point-in-time recovery family and CreateBackup (TableNotFoundException), ListBackups (an empty list)
 * and an UpdateTable that asks for nothing (ValidationException, checked before the table). Every
 * one is HTTP 400. (The Kinesis streaming destination calls are another file's.)
 */
import { expect, it } from 'vitest';
import { call, testEngine } from '../helpers/wire.ts';

const NAME = 'missing';
const ARN = `arn:aws:dynamodb:us-east-1:000000000000:table/${NAME}`;
const POLICY = JSON.stringify({
  Version: '2012-10-17',
  Statement: [
    { Effect: 'Allow', Principal: { AWS: '111122223333' }, Action: 'dynamodb:GetItem', Resource: ARN },
  ],
});

const tableNotFound = `Requested resource not found: Table: ${NAME} not found`;
const arnNotFound = `Requested resource not found: ResourceArn: ${ARN} not found`;

it.each([
  ['DescribeTable', { TableName: NAME }, 'ResourceNotFoundException', tableNotFound],
  ['DescribeTable', { TableName: ARN }, 'ResourceNotFoundException', tableNotFound],
  [
    'UpdateTable',
    { TableName: NAME, DeletionProtectionEnabled: true },
    'ResourceNotFoundException',
    tableNotFound,
  ],
  ['DeleteTable', { TableName: NAME }, 'ResourceNotFoundException', tableNotFound],
  ['DescribeTimeToLive', { TableName: NAME }, 'ResourceNotFoundException', tableNotFound],
  [
    'UpdateTimeToLive',
    { TableName: NAME, TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' } },
    'ResourceNotFoundException',
    tableNotFound,
  ],
  ['DescribeContributorInsights', { TableName: NAME }, 'ResourceNotFoundException', tableNotFound],
  [
    'UpdateContributorInsights',
    { TableName: NAME, ContributorInsightsAction: 'ENABLE' },
    'ResourceNotFoundException',
    tableNotFound,
  ],
  ['ListTagsOfResource', { ResourceArn: ARN }, 'ResourceNotFoundException', arnNotFound],
  [
    'TagResource',
    { ResourceArn: ARN, Tags: [{ Key: 'team', Value: 'a' }] },
    'ResourceNotFoundException',
    arnNotFound,
  ],
  ['UntagResource', { ResourceArn: ARN, TagKeys: ['team'] }, 'ResourceNotFoundException', arnNotFound],
  ['GetResourcePolicy', { ResourceArn: ARN }, 'ResourceNotFoundException', tableNotFound],
  ['PutResourcePolicy', { ResourceArn: ARN, Policy: POLICY }, 'ResourceNotFoundException', tableNotFound],
  ['DeleteResourcePolicy', { ResourceArn: ARN }, 'ResourceNotFoundException', tableNotFound],
  ['DescribeContinuousBackups', { TableName: NAME }, 'TableNotFoundException', `Table not found: ${NAME}`],
  [
    'UpdateContinuousBackups',
    { TableName: NAME, PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } },
    'TableNotFoundException',
    `Table not found: ${NAME}`,
  ],
  [
    'CreateBackup',
    { TableName: NAME, BackupName: 'nightly' },
    'TableNotFoundException',
    `Table not found: ${NAME}`,
  ],
  ['ListContributorInsights', { TableName: NAME }, 'ResourceNotFoundException', tableNotFound],
  [
    'RestoreTableToPointInTime',
    { SourceTableName: NAME, TargetTableName: 'copy', UseLatestRestorableTime: true },
    'TableNotFoundException',
    `Table not found: ${NAME}`,
  ],
])('%s %j: %s', (operation, body, type, message) => {
  const reply = call(testEngine(), operation, body);
  expect(reply.status).toBe(400);
  expect(reply.body).toEqual({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message });
});

it('ListBackups lists nothing, an UpdateTable asking nothing is refused first, PutItem is not found', () => {
  const engine = testEngine();
  expect(call(engine, 'ListBackups', { TableName: NAME })).toEqual({
    status: 200,
    body: { BackupSummaries: [] },
  });
  const nothing = call(engine, 'UpdateTable', { TableName: NAME });
  expect(nothing.status).toBe(400);
  expect(String(nothing.body.__type)).toMatch(/#ValidationException$/);
  expect(nothing.body.message).toMatch(
    /^At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, /,
  );
  for (const operation of ['PutItem', 'DescribeTableReplicaAutoScaling']) {
    const body =
      operation === 'PutItem' ? { TableName: NAME, Item: { id: { S: 'a' } } } : { TableName: NAME };
    expect(String(call(engine, operation, body).body.__type)).toMatch(/#ResourceNotFoundException$/);
  }
});
