/**
 * Table replies recorded against AWS in LocalStack's test suite: localstack/localstack
 * tests/aws/services/dynamodb/test_dynamodb.snapshot.json (2023-08 to 2024-12) and
 * tests/aws/services/dynamodb/resources/test_dynamodb.snapshot.json (DescribeTable of tables made by
 * CloudFormation, 2025-04). Each test repeats the recorded requests (the test named in its title)
 * through dispatch. Values a snapshot's transformer replaced (names, ids, times) are checked for
 * presence only; members DynamoDB added after a recording (RecoveryPeriodInDays in 2025,
 * WarmThroughput in 2024-11) are left unchecked where the recording predates them.
 */
import { describe, expect, it } from 'vitest';
import { ok, testEngine } from '../helpers/wire.ts';
import { localstackTable, TAGS } from './support/localstackTables.ts';

describe('table replies', () => {
  it('test_batch_write_items_streaming: the members of a new provisioned table with a stream', () => {
    const engine = testEngine();
    const created = localstackTable(engine, 'streamed', 'id', {
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
    expect(Object.keys(created).sort()).toEqual([
      'AttributeDefinitions',
      'CreationDateTime',
      'DeletionProtectionEnabled',
      'ItemCount',
      'KeySchema',
      'LatestStreamArn',
      'LatestStreamLabel',
      'ProvisionedThroughput',
      'StreamSpecification',
      'TableArn',
      'TableId',
      'TableName',
      'TableSizeBytes',
      'TableStatus',
    ]);
    expect(created.ProvisionedThroughput).toEqual({
      NumberOfDecreasesToday: 0,
      ReadCapacityUnits: 5,
      WriteCapacityUnits: 5,
    });
    expect(created.LatestStreamArn).toBe(`${created.TableArn}/stream/${created.LatestStreamLabel}`);
  });

  it('test_default_name_for_table, test_table_with_ttl_and_sse: warm throughput of a provisioned table', () => {
    const engine = testEngine();
    localstackTable(engine, 'warm', 'keyName', {
      Tags: [
        { Key: 'TagKey1', Value: 'TagValue1' },
        { Key: 'TagKey2', Value: 'TagValue2' },
      ],
    });
    const described = ok(engine, 'DescribeTable', { TableName: 'warm' }).Table;
    expect(described).not.toHaveProperty('BillingModeSummary');
    expect(described.WarmThroughput).toEqual({
      ReadUnitsPerSecond: 5,
      WriteUnitsPerSecond: 5,
      Status: 'ACTIVE',
    });
    expect(ok(engine, 'ListTagsOfResource', { ResourceArn: described.TableArn }).Tags).toEqual([
      { Key: 'TagKey1', Value: 'TagValue1' },
      { Key: 'TagKey2', Value: 'TagValue2' },
    ]);
  });

  it('test_global_table_with_ttl_and_sse: an on-demand global index as DescribeTable shows it', () => {
    const engine = testEngine();
    const key = (name: string) => ({ AttributeName: name, AttributeType: 'S' });
    ok(engine, 'CreateTable', {
      TableName: 'onDemand',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [key('pk'), key('sk'), key('gsi1pk'), key('gsi1sk')],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'GSI1',
          KeySchema: [
            { AttributeName: 'gsi1pk', KeyType: 'HASH' },
            { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
      SSESpecification: { Enabled: true, SSEType: 'KMS' },
    });
    const described = ok(engine, 'DescribeTable', { TableName: 'onDemand' }).Table;
    const [index] = described.GlobalSecondaryIndexes;
    expect(index).toEqual({
      IndexName: 'GSI1',
      IndexArn: `${described.TableArn}/index/GSI1`,
      IndexSizeBytes: 0,
      IndexStatus: 'ACTIVE',
      ItemCount: 0,
      KeySchema: [
        { AttributeName: 'gsi1pk', KeyType: 'HASH' },
        { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
      ProvisionedThroughput: { NumberOfDecreasesToday: 0, ReadCapacityUnits: 0, WriteCapacityUnits: 0 },
      WarmThroughput: { ReadUnitsPerSecond: 12000, WriteUnitsPerSecond: 4000, Status: 'ACTIVE' },
    });
    expect(described.AttributeDefinitions.map((d: { AttributeName: string }) => d.AttributeName)).toEqual([
      'gsi1pk',
      'gsi1sk',
      'pk',
      'sk',
    ]);
    expect(described.SSEDescription).toMatchObject({ SSEType: 'KMS', Status: 'ENABLED' });
  });

  it('test_dynamodb_update_table_without_sse_specification_change: encryption stays ENABLED', () => {
    const engine = testEngine();
    localstackTable(engine, 'encrypted', 'id', { SSESpecification: { Enabled: true }, Tags: TAGS });
    const updated = ok(engine, 'UpdateTable', { TableName: 'encrypted', BillingMode: 'PAY_PER_REQUEST' });
    expect(updated.TableDescription.SSEDescription).toEqual({
      Status: 'ENABLED',
      SSEType: 'KMS',
      KMSMasterKeyArn: expect.stringMatching(/^arn:aws:kms:us-east-1:000000000000:key\/[0-9a-f-]{36}$/),
    });
  });

  it('test_continuous_backup_update: both replies name the restorable window', () => {
    const engine = testEngine();
    localstackTable(engine, 'recoverable');
    const updated = ok(engine, 'UpdateContinuousBackups', {
      TableName: 'recoverable',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    const described = ok(engine, 'DescribeContinuousBackups', { TableName: 'recoverable' });
    for (const reply of [updated, described]) {
      expect(reply.ContinuousBackupsDescription).toMatchObject({
        ContinuousBackupsStatus: 'ENABLED',
        PointInTimeRecoveryDescription: {
          EarliestRestorableDateTime: expect.any(Number),
          LatestRestorableDateTime: expect.any(Number),
          PointInTimeRecoveryStatus: 'ENABLED',
        },
      });
    }
  });
});
