/**
 * Restores as DynamoDB answered them in 2026 (ack-api-quirks dynamodb DDB-TABLE-087, 100, 215, 216,
 * 275–277, 279, 281, 282, 463): what a restore keeps and drops, the order of its errors, its target
 * while CREATING. Through dispatch. One difference is kept on purpose: DynamoDB answers
 * OnDemandThroughputOverride={} with a TableInUseException yet restores the table (DDB-TABLE-463); a
 * failed request changes nothing in the sandbox, so it answers 200 and restores.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { call, fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const DELAY_MS = 1000;
const arn = (TableName: string) => `arn:aws:dynamodb:us-east-1:000000000000:table/${TableName}`;

function sourceTable(extra: Record<string, unknown> = {}): Engine {
  const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
  ok(engine, 'CreateTable', idTable('orders', extra));
  engine.advance(2 * DELAY_MS);
  return engine;
}
function backupOf(engine: Engine, TableName = 'orders'): string {
  const { BackupArn } = ok(engine, 'CreateBackup', { TableName, BackupName: 'nightly' }).BackupDetails;
  engine.advance(DELAY_MS);
  return BackupArn;
}
const restore = (engine: Engine, BackupArn: string, TargetTableName: string, extra = {}) =>
  call(engine, 'RestoreTableFromBackup', { BackupArn, TargetTableName, ...extra }) as {
    status: number;
    body: Record<string, any>;
  };
const table = (engine: Engine, TableName: string) => ok(engine, 'DescribeTable', { TableName }).Table;

describe('a restored table', () => {
  it('keeps encryption, billing mode and on-demand maximums, and drops the rest (DDB-TABLE-215, 216)', () => {
    const engine = sourceTable({
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
      SSESpecification: { Enabled: true },
      OnDemandThroughput: { MaxReadRequestUnits: 100, MaxWriteRequestUnits: 50 },
      TableClass: 'STANDARD_INFREQUENT_ACCESS',
      DeletionProtectionEnabled: true,
      Tags: [{ Key: 'team', Value: 'shop' }],
    });
    ok(engine, 'UpdateTimeToLive', {
      TableName: 'orders',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'ttl' },
    });
    ok(engine, 'UpdateContinuousBackups', {
      TableName: 'orders',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    expect(restore(engine, backupOf(engine), 'copy').body.TableDescription.RestoreSummary).toMatchObject({
      RestoreInProgress: true,
    });
    engine.advance(2 * DELAY_MS);
    const copy = table(engine, 'copy');
    expect(copy).toMatchObject({
      TableStatus: 'ACTIVE',
      SSEDescription: { Status: 'ENABLED', SSEType: 'KMS' },
      BillingModeSummary: { BillingMode: 'PAY_PER_REQUEST' },
      OnDemandThroughput: { MaxReadRequestUnits: 100, MaxWriteRequestUnits: 50 },
      DeletionProtectionEnabled: false,
    });
    for (const gone of ['RestoreSummary', 'StreamSpecification', 'TableClassSummary']) {
      expect(copy[gone]).toBeUndefined();
    }
    expect(
      ok(engine, 'DescribeTimeToLive', { TableName: 'copy' }).TimeToLiveDescription.TimeToLiveStatus,
    ).toBe('DISABLED');
    expect(ok(engine, 'ListTagsOfResource', { ResourceArn: arn('copy') }).Tags).toEqual([]);
    const pitr = ok(engine, 'DescribeContinuousBackups', { TableName: 'copy' }).ContinuousBackupsDescription;
    expect(pitr.PointInTimeRecoveryDescription.PointInTimeRecoveryStatus).toBe('DISABLED');
  });

  it('has no indexes when the overrides are empty lists, all of them when absent (DDB-TABLE-279)', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
    ok(engine, 'CreateTable', {
      TableName: 'orders',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: ['pk', 'sk', 'g', 'l'].map((AttributeName) => ({
        AttributeName,
        AttributeType: 'S',
      })),
      GlobalSecondaryIndexes: [
        {
          IndexName: 'gsi1',
          KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
      LocalSecondaryIndexes: [
        {
          IndexName: 'lsi1',
          KeySchema: [
            { AttributeName: 'pk', KeyType: 'HASH' },
            { AttributeName: 'l', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
    engine.advance(2 * DELAY_MS);
    restore(engine, backupOf(engine), 'bare', {
      GlobalSecondaryIndexOverride: [],
      LocalSecondaryIndexOverride: [],
    });
    restore(engine, backupOf(engine), 'full');
    engine.advance(2 * DELAY_MS);
    expect(table(engine, 'bare').GlobalSecondaryIndexes).toBeUndefined();
    expect(table(engine, 'bare').LocalSecondaryIndexes).toBeUndefined();
    expect(table(engine, 'full').GlobalSecondaryIndexes).toHaveLength(1);
    expect(table(engine, 'full').LocalSecondaryIndexes).toHaveLength(1);
  });

  it('takes ProvisionedThroughputOverride for the table only, its indexes keep theirs (DDB-TABLE-281)', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
    const units = { ReadCapacityUnits: 5, WriteCapacityUnits: 5 };
    ok(engine, 'CreateTable', {
      TableName: 'orders',
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      AttributeDefinitions: ['pk', 'g'].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
      ProvisionedThroughput: units,
      GlobalSecondaryIndexes: [
        {
          IndexName: 'gsi1',
          KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'ALL' },
          ProvisionedThroughput: units,
        },
      ],
    });
    engine.advance(2 * DELAY_MS);
    restore(engine, backupOf(engine), 'copy', {
      ProvisionedThroughputOverride: { ReadCapacityUnits: 7, WriteCapacityUnits: 7 },
    });
    engine.advance(2 * DELAY_MS);
    const copy = table(engine, 'copy');
    expect(copy.ProvisionedThroughput).toMatchObject({ ReadCapacityUnits: 7, WriteCapacityUnits: 7 });
    expect(copy.GlobalSecondaryIndexes[0].ProvisionedThroughput).toMatchObject(units);
  });

  it('restores to the AWS owned key with SSESpecificationOverride Enabled=false (DDB-TABLE-276)', () => {
    const engine = sourceTable({ SSESpecification: { Enabled: true } });
    restore(engine, backupOf(engine), 'copy', { SSESpecificationOverride: { Enabled: false } });
    engine.advance(2 * DELAY_MS);
    expect(table(engine, 'copy').SSEDescription).toBeUndefined();
  });

  it('answers 200 to OnDemandThroughputOverride={} and restores, where DynamoDB fails yet restores (DDB-TABLE-463)', () => {
    const engine = sourceTable();
    expect(restore(engine, backupOf(engine), 'copy', { OnDemandThroughputOverride: {} }).status).toBe(200);
    expect(table(engine, 'copy').TableStatus).toBe('CREATING');
  });
});

describe('while the target is CREATING', () => {
  it('refuses DeleteTable, CreateTable and another restore into the name; other backups restore at once (DDB-TABLE-277, 282)', () => {
    const engine = sourceTable();
    const [first, second, third] = [backupOf(engine), backupOf(engine), backupOf(engine)];
    expect(restore(engine, first, 'copy').status).toBe(200);
    expect(fails(engine, 'DeleteTable', { TableName: 'copy' }).type).toBe('ResourceInUseException');
    expect(fails(engine, 'CreateTable', idTable('copy')).type).toBe('ResourceInUseException');
    expect(restore(engine, second, 'copy').body.__type).toMatch(/#TableInUseException$/);
    expect(restore(engine, second, 'copy-2').status).toBe(200);
    expect(restore(engine, third, 'copy-3').status).toBe(200);
  });
});

describe('the order of restore errors', () => {
  it('checks the time flags, then PITR, then the time, then the target (DDB-TABLE-100, 087)', () => {
    const engine = sourceTable();
    const toPointInTime = (request: Record<string, unknown>) =>
      fails(engine, 'RestoreTableToPointInTime', {
        SourceTableName: 'orders',
        TargetTableName: 'orders',
        ...request,
      });
    expect(toPointInTime({}).message).toBe(
      'Invalid Request: Either one of RestoreDateTime or UseLatestRestorableTime must be specified, but not both',
    );
    expect(toPointInTime({ UseLatestRestorableTime: true })).toMatchObject({
      type: 'PointInTimeRecoveryUnavailableException',
      message: "Point in time recovery is not enabled for table 'orders'",
    });
    ok(engine, 'UpdateContinuousBackups', {
      TableName: 'orders',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    expect(toPointInTime({ RestoreDateTime: 1 }).type).toBe('InvalidRestoreTimeException');
    expect(toPointInTime({ UseLatestRestorableTime: true })).toMatchObject({
      type: 'TableAlreadyExistsException',
      message: 'Table already exists: orders',
    });
    expect(
      fails(engine, 'RestoreTableToPointInTime', {
        SourceTableName: 'nope',
        TargetTableName: 'orders',
        UseLatestRestorableTime: true,
      }),
    ).toMatchObject({ type: 'TableNotFoundException', message: 'Table not found: nope' });
  });

  it('finds a table being deleted still in the way of a restore into its name (DDB-TABLE-275)', () => {
    const engine = sourceTable();
    const backup = backupOf(engine);
    ok(engine, 'CreateTable', idTable('doomed'));
    engine.advance(2 * DELAY_MS);
    ok(engine, 'DeleteTable', { TableName: 'doomed' });
    expect(restore(engine, backup, 'doomed').body).toMatchObject({
      __type: expect.stringMatching(/#TableAlreadyExistsException$/),
      message: 'Table already exists: doomed',
    });
  });
});
