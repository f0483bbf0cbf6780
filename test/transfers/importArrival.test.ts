/**
 * When an import's table appears, as AWS was seen to answer (ack-api-quirks dynamodb DDB-IMPORT-001,
 * 012, 018, 019, DDB-TABLE-444, probed in 2026): ImportTable names the table's ARN and TableId at
 * once, yet the table is unknown to every operation until it appears, CREATING, 1.4 status delays
 * later (operations/tableArrival.ts); the name is not reserved meanwhile, so another import of it is
 * accepted, and the one whose table finds the name taken ends FAILED with TableAlreadyExists.
 */
import { describe, expect, it } from 'vitest';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot } from '../../src/engine/snapshot/importSnapshot.ts';
import { MINUTE, S, importRequest, keyedTable, newSandbox, putObject, type Sandbox } from './support.ts';

/** 1.4 status delays of 100 ms: when an import's table appears. */
const ARRIVAL = 140;
const NOT_FOUND = 'Requested resource not found: Table: copy not found';

function withSource(): Sandbox {
  const box = newSandbox();
  putObject(box, 'import-source', 'data/a.json', `${JSON.stringify({ Item: { pk: S('a') } })}\n`);
  return box;
}

const started = (box: Sandbox, extra = {}) =>
  box.ok('ImportTable', importRequest('copy', 'DYNAMODB_JSON', 'data/', extra)).ImportTableDescription;
const describeImport = (box: Sandbox, ImportArn: string) =>
  box.ok('DescribeImport', { ImportArn }).ImportTableDescription;

describe("an import's table before it appears (DDB-IMPORT-001)", () => {
  it('is unknown to every operation, though the reply names it', () => {
    const box = withSource();
    const reply = started(box);
    expect(reply).toMatchObject({ ImportStatus: 'IN_PROGRESS', TableId: expect.any(String) });
    const missing = { type: 'ResourceNotFoundException', message: NOT_FOUND };
    expect(box.fails('DescribeTable', { TableName: 'copy' })).toEqual(missing);
    expect(box.fails('DescribeTable', { TableName: reply.TableArn })).toEqual(missing);
    expect(box.ok('ListTables', {}).TableNames).toEqual([]);
    expect(box.fails('PutItem', { TableName: 'copy', Item: { pk: S('b') } }).type).toBe(
      'ResourceNotFoundException',
    );
    expect(box.fails('UpdateTable', { TableName: 'copy', DeletionProtectionEnabled: true }).type).toBe(
      'ResourceNotFoundException',
    );
    expect(box.fails('DeleteTable', { TableName: 'copy' }).type).toBe('ResourceNotFoundException');
    expect(
      box.fails('TagResource', { ResourceArn: reply.TableArn, Tags: [{ Key: 'k', Value: 'v' }] }).type,
    ).toBe('ResourceNotFoundException');
    expect(box.fails('DescribeTimeToLive', { TableName: 'copy' }).type).toBe('ResourceNotFoundException');
    expect(box.fails('DescribeContinuousBackups', { TableName: 'copy' }).type).toBe('TableNotFoundException');
    // The import itself is known at once, with the table's ARN and id.
    expect(describeImport(box, reply.ImportArn)).toMatchObject({
      TableId: reply.TableId,
      ImportStatus: 'IN_PROGRESS',
    });
    expect(box.ok('ListImports', { TableArn: reply.TableArn }).ImportSummaryList).toHaveLength(1);

    box.advance(ARRIVAL - 1);
    expect(box.fails('DescribeTable', { TableName: 'copy' })).toEqual(missing);
    box.advance(1);
    const table = box.ok('DescribeTable', { TableName: 'copy' }).Table;
    expect(table).toMatchObject({
      TableStatus: 'CREATING',
      TableId: reply.TableId,
      TableArn: reply.TableArn,
    });
    expect(box.ok('ListTables', {}).TableNames).toEqual(['copy']);
    box.advance(MINUTE);
    expect(box.ok('DescribeTable', { TableName: 'copy' }).Table.TableStatus).toBe('ACTIVE');
    expect(describeImport(box, reply.ImportArn).ImportStatus).toBe('COMPLETED');
  });

  it('once it has appeared, it is a table being created like any other', () => {
    const box = withSource();
    const reply = started(box);
    // Half a status delay after it appears: known to the side services, not yet to tagging.
    box.advance(ARRIVAL + 50);
    const inUse = (operation: string, body: object) => box.fails(operation, body).type;
    expect(inUse('UpdateTable', { TableName: 'copy', DeletionProtectionEnabled: true })).toBe(
      'ResourceInUseException',
    );
    expect(inUse('PutItem', { TableName: 'copy', Item: { pk: S('b') } })).toBe('ResourceNotFoundException');
    expect(inUse('TagResource', { ResourceArn: reply.TableArn, Tags: [{ Key: 'k', Value: 'v' }] })).toBe(
      'ResourceNotFoundException',
    );
    expect(
      inUse('UpdateTimeToLive', {
        TableName: 'copy',
        TimeToLiveSpecification: { Enabled: true, AttributeName: 'ttl' },
      }),
    ).toBe('ResourceInUseException');
    expect(inUse('CreateBackup', { TableName: 'copy', BackupName: 'first' })).toBe(
      'ContinuousBackupsUnavailableException',
    );
    expect(
      inUse('UpdateContinuousBackups', {
        TableName: 'copy',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      }),
    ).toBe('ContinuousBackupsUnavailableException');
    expect(box.ok('DescribeContinuousBackups', { TableName: 'copy' })).toHaveProperty(
      'ContinuousBackupsDescription',
    );
  });

  it('once it has appeared, CREATING, it is in use to another import of the name (DDB-TABLE-444)', () => {
    const box = withSource();
    started(box);
    box.advance(ARRIVAL);
    expect(box.fails('ImportTable', importRequest('copy', 'DYNAMODB_JSON', 'data/'))).toEqual({
      type: 'ResourceInUseException',
      message: 'Table already exists: copy',
    });
  });

  it('is never shown when the bucket cannot exist (DDB-IMPORT-012)', () => {
    const box = withSource();
    const reply = box.ok('ImportTable', {
      ...importRequest('copy', 'DYNAMODB_JSON', 'data/'),
      S3BucketSource: { S3Bucket: 'No_Such_Bucket' },
    }).ImportTableDescription;
    for (const step of [ARRIVAL, MINUTE]) {
      box.advance(step);
      expect(box.fails('DescribeTable', { TableName: 'copy' }).type).toBe('ResourceNotFoundException');
    }
    expect(describeImport(box, reply.ImportArn)).toMatchObject({
      ImportStatus: 'FAILED',
      FailureCode: 'S3NoSuchBucket',
      TableId: reply.TableId,
    });
  });
});

describe('the same table name imported again before the table appears (DDB-IMPORT-018, 019)', () => {
  it('is accepted; the first table to appear keeps the name, the others FAIL with TableAlreadyExists', () => {
    const box = withSource();
    const first = started(box, { ClientToken: 'load-1' });
    box.advance(10);
    const second = started(box);
    const third = started(box, { ClientToken: 'load-2' });
    expect(new Set([first.ImportArn, second.ImportArn, third.ImportArn]).size).toBe(3);
    expect(new Set([first.TableId, second.TableId, third.TableId]).size).toBe(3);

    box.advance(ARRIVAL);
    expect(box.ok('DescribeTable', { TableName: 'copy' }).Table.TableId).toBe(first.TableId);
    for (const loser of [second, third]) {
      expect(describeImport(box, loser.ImportArn)).toMatchObject({
        ImportStatus: 'FAILED',
        FailureCode: 'TableAlreadyExists',
        FailureMessage: 'Table already exists: copy',
        ImportedItemCount: 0,
      });
    }
    box.advance(MINUTE);
    expect(describeImport(box, first.ImportArn).ImportStatus).toBe('COMPLETED');
    expect(box.ok('DescribeTable', { TableName: 'copy' }).Table).toMatchObject({
      TableId: first.TableId,
      TableStatus: 'ACTIVE',
      ItemCount: 1,
    });
    expect(
      box.ok('ListImports', {}).ImportSummaryList.map((s: { ImportStatus: string }) => s.ImportStatus),
    ).toEqual(['FAILED', 'FAILED', 'COMPLETED']);
  });

  it('CreateTable of the name meanwhile makes its table, and the import then FAILS', () => {
    const box = withSource();
    const reply = started(box);
    const made = box.ok('CreateTable', keyedTable('copy')).TableDescription;
    box.advance(MINUTE);
    expect(describeImport(box, reply.ImportArn)).toMatchObject({
      ImportStatus: 'FAILED',
      FailureCode: 'TableAlreadyExists',
    });
    expect(box.ok('DescribeTable', { TableName: 'copy' }).Table).toMatchObject({
      TableId: made.TableId,
      ItemCount: 0,
    });
  });
});

describe('a snapshot saved before the table appears', () => {
  it('does not show the table after a reload: the import was cut short before it had one', () => {
    const box = withSource();
    const reply = started(box);
    const saved = JSON.parse(JSON.stringify(exportSnapshot(box.engine)));
    const reloaded = withSource();
    importSnapshot(reloaded.engine, saved);
    reloaded.advance(MINUTE);
    expect(reloaded.fails('DescribeTable', { TableName: 'copy' }).type).toBe('ResourceNotFoundException');
    expect(reloaded.ok('ListTables', {}).TableNames).toEqual([]);
    expect(describeImport(reloaded, reply.ImportArn)).toMatchObject({
      ImportStatus: 'FAILED',
      FailureCode: 'SandboxReloaded',
    });
    reloaded.ok('CreateTable', keyedTable('copy'));
    // The sandbox that was saved goes on: its import makes the table.
    box.advance(MINUTE);
    expect(describeImport(box, reply.ImportArn).ImportStatus).toBe('COMPLETED');
  });
});
