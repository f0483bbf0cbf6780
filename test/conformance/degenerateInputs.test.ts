/**
 * Empty strings where DynamoDB wants a value, as AWS answered them in 2026 (ack-api-quirks dynamodb
 * DDB-TABLE-457, its catalogue of degenerate requests): an empty KMS key is a length violation
 * wherever an SSESpecification is taken, an empty time-to-live attribute name too, while an empty
 * Contributor Insights index name, an empty restore target or legacy global table name, and an
 * empty table ARN to export or backup ARN to describe get DynamoDB's own sentences; the insights
 * mode enum is listed in AWS's order.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const emptyKey = (path: string) =>
  `1 validation error detected: Value '' at '${path}.kMSMasterKeyId' failed to satisfy constraint: Member must have length greater than or equal to 1`;
const KMS_EMPTY_KEY = { Enabled: true, SSEType: 'KMS', KMSMasterKeyId: '' };

function ordersWithBackup(): { engine: Engine; backupArn: string } {
  const engine = testEngine();
  ok(engine, 'CreateTable', idTable('orders'));
  const backupArn = ok(engine, 'CreateBackup', { TableName: 'orders', BackupName: 'nightly' }).BackupDetails
    .BackupArn;
  return { engine, backupArn };
}

describe('an empty KMSMasterKeyId', () => {
  it('is a length violation in CreateTable, UpdateTable and a restore, and changes nothing', () => {
    const { engine, backupArn } = ordersWithBackup();
    const refused = (operation: string, body: object) => fails(engine, operation, body);
    expect(refused('CreateTable', idTable('other', { SSESpecification: KMS_EMPTY_KEY }))).toMatchObject({
      type: 'ValidationException',
      message: emptyKey('sSESpecification'),
    });
    expect(refused('UpdateTable', { TableName: 'orders', SSESpecification: KMS_EMPTY_KEY }).message).toBe(
      emptyKey('sSESpecification'),
    );
    const restore = {
      TargetTableName: 'copy',
      BackupArn: backupArn,
      SSESpecificationOverride: KMS_EMPTY_KEY,
    };
    expect(refused('RestoreTableFromBackup', restore).message).toBe(emptyKey('sSESpecificationOverride'));
    expect(ok(engine, 'ListTables', {}).TableNames).toEqual(['orders']);
    expect(ok(engine, 'DescribeTable', { TableName: 'orders' }).Table.SSEDescription).toBeUndefined();
  });
});

describe('an empty name', () => {
  it('of the time-to-live attribute is a length violation', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', idTable('orders'));
    const request = { TableName: 'orders', TimeToLiveSpecification: { Enabled: true, AttributeName: '' } };
    expect(fails(engine, 'UpdateTimeToLive', request)).toMatchObject({
      type: 'ValidationException',
      message:
        "1 validation error detected: Value '' at 'timeToLiveSpecification.attributeName' failed to satisfy constraint: Member must have length greater than or equal to 1",
    });
  });

  it('of a Contributor Insights index gets DynamoDB’s own sentence', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', idTable('orders'));
    const sentence = 'IndexName must be at least 3 characters long and at most 255 characters long';
    const update = { TableName: 'orders', IndexName: '', ContributorInsightsAction: 'ENABLE' };
    expect(fails(engine, 'UpdateContributorInsights', update)).toMatchObject({
      type: 'ValidationException',
      message: sentence,
    });
    expect(fails(engine, 'DescribeContributorInsights', { TableName: 'orders', IndexName: '' }).message).toBe(
      sentence,
    );
  });

  it('of a restore’s target or a legacy global table gets DynamoDB’s own sentence', () => {
    const { engine, backupArn } = ordersWithBackup();
    const sentence = 'TableName must be at least 3 characters long and at most 255 characters long';
    expect(
      fails(engine, 'RestoreTableFromBackup', { TargetTableName: '', BackupArn: backupArn }),
    ).toMatchObject({
      type: 'ValidationException',
      message: sentence,
    });
    expect(fails(engine, 'DescribeGlobalTable', { GlobalTableName: '' }).message).toBe(sentence);
    expect(fails(engine, 'DescribeGlobalTableSettings', { GlobalTableName: '' }).message).toBe(sentence);
  });
});

it('an empty replica update of a legacy global table is refused before the name is looked up', () => {
  const engine = testEngine();
  ok(engine, 'CreateTable', idTable('orders'));
  expect(fails(engine, 'UpdateGlobalTable', { GlobalTableName: 'orders', ReplicaUpdates: [{}] })).toEqual({
    type: 'ValidationException',
    message: 'One or more parameter values were invalid',
    body: expect.anything(),
  });
  const settings = { GlobalTableName: 'orders', ReplicaSettingsUpdate: [{}] };
  expect(fails(engine, 'UpdateGlobalTableSettings', settings).message).toBe(
    "1 validation error detected: Value null at 'replicaSettingsUpdate.1.member.regionName' failed to satisfy constraint: Member must not be null",
  );
});

it('an empty ARN of a table to export or of a backup gets DynamoDB’s own sentence', () => {
  const engine = testEngine();
  expect(fails(engine, 'ExportTableToPointInTime', { TableArn: '', S3Bucket: 'exports' })).toMatchObject({
    type: 'ValidationException',
    message: 'Invalid TableArn: Invalid Table ARN',
  });
  expect(fails(engine, 'DescribeBackup', { BackupArn: '' })).toMatchObject({
    type: 'ValidationException',
    message: 'Invalid Backup ARN',
  });
});

it('lists the Contributor Insights modes in AWS’s order', () => {
  const engine = testEngine();
  ok(engine, 'CreateTable', idTable('orders'));
  const update = { TableName: 'orders', ContributorInsightsAction: 'ENABLE', ContributorInsightsMode: '' };
  expect(fails(engine, 'UpdateContributorInsights', update).message).toBe(
    "1 validation error detected: Value '' at 'contributorInsightsMode' failed to satisfy constraint: Member must satisfy enum value set: [THROTTLED_KEYS, ACCESSED_AND_THROTTLED_KEYS]",
  );
});
