/**
 * RestoreTableFromBackup's overrides against what the backup holds, and what DescribeBackup records of
 * the source, as probed against AWS in 2026
 * (ack-api-quirks dynamodb DDB-TABLE-273, 280, 442, 457).
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, ok, testEngine } from '../helpers/wire.ts';

const units = (n: number) => ({ ReadCapacityUnits: n, WriteCapacityUnits: n });
const keys = (hash: string) => [{ AttributeName: hash, KeyType: 'HASH' }];

function backupOf(engine: Engine, TableName: string, billing: object, indexExtra: object): string {
  ok(engine, 'CreateTable', {
    TableName,
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'gk', AttributeType: 'S' },
    ],
    KeySchema: keys('pk'),
    ...billing,
    GlobalSecondaryIndexes: [
      { IndexName: 'gsi1', KeySchema: keys('gk'), Projection: { ProjectionType: 'ALL' }, ...indexExtra },
    ],
  });
  return ok(engine, 'CreateBackup', { TableName, BackupName: 'bak' }).BackupDetails.BackupArn;
}

describe('restore overrides', () => {
  const engine = testEngine();
  const provisioned = backupOf(
    engine,
    'prov',
    { ProvisionedThroughput: units(5) },
    { ProvisionedThroughput: units(5) },
  );
  const onDemand = backupOf(engine, 'ondemand', { BillingMode: 'PAY_PER_REQUEST' }, {});
  const restore = (BackupArn: string, overrides: object) =>
    fails(engine, 'RestoreTableFromBackup', { BackupArn, TargetTableName: 'copy', ...overrides }).message;
  const gsi = (extra: object) => ({
    IndexName: 'gsi1',
    KeySchema: keys('gk'),
    Projection: { ProjectionType: 'ALL' },
    ...extra,
  });

  it('holds a global index override to an index of the source, with its keys and projection', () => {
    const mismatch = (name: string) =>
      `Invalid Request: Index ${name} does not match a secondary index that existed in the source table and cannot be created during the restore operation`;
    expect(
      restore(provisioned, {
        GlobalSecondaryIndexOverride: [
          gsi({ IndexName: 'newidx', KeySchema: keys('pk'), ProvisionedThroughput: units(1) }),
        ],
      }),
    ).toBe(mismatch('newidx'));
    expect(
      restore(provisioned, {
        GlobalSecondaryIndexOverride: [
          gsi({ Projection: { ProjectionType: 'KEYS_ONLY' }, ProvisionedThroughput: units(1) }),
        ],
      }),
    ).toBe(mismatch('gsi1'));
    expect(restore(provisioned, { GlobalSecondaryIndexOverride: [gsi({})] })).toBe(
      'Invalid Request: Must specify provisioned throughput for index gsi1',
    );
    expect(
      restore(provisioned, {
        BillingModeOverride: 'PAY_PER_REQUEST',
        GlobalSecondaryIndexOverride: [gsi({ ProvisionedThroughput: units(1) })],
      }),
    ).toBe(
      'Invalid Request: Cannot override ProvisionedThroughput if BillingMode is overridden to PAY_PER_REQUEST for index gsi1',
    );
  });

  it('renames an index whose override has its keys and projection under another name (DDB-TABLE-280)', () => {
    const restored = ok(engine, 'RestoreTableFromBackup', {
      BackupArn: provisioned,
      TargetTableName: 'renamed',
      GlobalSecondaryIndexOverride: [gsi({ IndexName: 'gsi-new', ProvisionedThroughput: units(1) })],
    }).TableDescription;
    expect(restored.GlobalSecondaryIndexes.map((index: { IndexName: string }) => index.IndexName)).toEqual([
      'gsi-new',
    ]);
  });

  it('holds a local index override to the keys and projection of an index of the source', () => {
    const sorted = testEngine();
    ok(sorted, 'CreateTable', {
      TableName: 'events',
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: ['pk', 'sk', 'at', 'by'].map((name) => ({
        AttributeName: name,
        AttributeType: 'S',
      })),
      KeySchema: [...keys('pk'), { AttributeName: 'sk', KeyType: 'RANGE' }],
      LocalSecondaryIndexes: [
        {
          IndexName: 'byTime',
          KeySchema: [...keys('pk'), { AttributeName: 'at', KeyType: 'RANGE' }],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
        {
          IndexName: 'byAuthor',
          KeySchema: [...keys('pk'), { AttributeName: 'by', KeyType: 'RANGE' }],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
    const BackupArn = ok(sorted, 'CreateBackup', { TableName: 'events', BackupName: 'bak' }).BackupDetails
      .BackupArn;
    const lsi = (IndexName: string, range: string, ProjectionType: string) => ({
      IndexName,
      KeySchema: [...keys('pk'), { AttributeName: range, KeyType: 'RANGE' }],
      Projection: { ProjectionType },
    });
    const failure = fails(sorted, 'RestoreTableFromBackup', {
      BackupArn,
      TargetTableName: 'copy',
      LocalSecondaryIndexOverride: [lsi('byTime', 'at', 'ALL')],
    });
    expect(failure).toMatchObject({
      type: 'ValidationException',
      message:
        'Invalid Request: Index byTime does not match a secondary index that existed in the source table and cannot be created during the restore operation',
    });
    expect(sorted.tables.has('copy')).toBe(false);
    const restored = ok(sorted, 'RestoreTableFromBackup', {
      BackupArn,
      TargetTableName: 'copy',
      LocalSecondaryIndexOverride: [lsi('when', 'at', 'KEYS_ONLY')],
    }).TableDescription;
    expect(restored.LocalSecondaryIndexes.map((index: { IndexName: string }) => index.IndexName)).toEqual([
      'when',
    ]);
  });

  it('takes throughput only with the billing mode it belongs to', () => {
    expect(restore(onDemand, { ProvisionedThroughputOverride: units(1) })).toBe(
      'Invalid Request: Cannot override ProvisionedThroughput unless BillingMode is PROVISIONED',
    );
    expect(restore(onDemand, { BillingModeOverride: 'PROVISIONED' })).toBe(
      'Invalid Request: Must override ProvisionedThroughput if BillingMode is overridden to PROVISIONED',
    );
    expect(restore(provisioned, { OnDemandThroughputOverride: { MaxReadRequestUnits: 100 } })).toBe(
      'Invalid Request: Cannot override MaxReadRequestUnits for OnDemandThroughput unless BillingModeOverride is PAY_PER_REQUEST',
    );
    expect(
      restore(onDemand, {
        BillingModeOverride: 'PAY_PER_REQUEST',
        OnDemandThroughputOverride: { MaxReadRequestUnits: 0 },
      }),
    ).toBe('Invalid Request: Requested MaxReadRequestUnits for OnDemandThroughput is outside of valid range');
    expect(engine.tables.has('copy')).toBe(false);
    ok(engine, 'RestoreTableFromBackup', {
      BackupArn: onDemand,
      TargetTableName: 'copy',
      BillingModeOverride: 'PAY_PER_REQUEST',
      OnDemandThroughputOverride: { MaxReadRequestUnits: 100 },
    });
  });
});

describe('DescribeBackup', () => {
  it('records the source table’s KMS key and on-demand maximums (ack-api-quirks DDB-BACKUP-009, 017)', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', {
      TableName: 'kept',
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      KeySchema: keys('pk'),
      BillingMode: 'PAY_PER_REQUEST',
      OnDemandThroughput: { MaxReadRequestUnits: 100, MaxWriteRequestUnits: 50 },
      SSESpecification: { Enabled: true },
    });
    const arn = ok(engine, 'CreateBackup', { TableName: 'kept', BackupName: 'bak' }).BackupDetails.BackupArn;
    const description = ok(engine, 'DescribeBackup', { BackupArn: arn }).BackupDescription;
    const key = ok(engine, 'DescribeTable', { TableName: 'kept' }).Table.SSEDescription;
    expect(key).toMatchObject({ Status: 'ENABLED', SSEType: 'KMS' });
    expect(description.SourceTableFeatureDetails.SSEDescription).toEqual(key);
    expect(description.SourceTableDetails.OnDemandThroughput).toEqual({
      MaxReadRequestUnits: 100,
      MaxWriteRequestUnits: 50,
    });
  });
});
