/** What a snapshot keeps of the simulated S3 and of exports and imports. */
import { describe, expect, it } from 'vitest';
import { newEngine, populated, roundTrip, START } from '../../../test/helpers/snapshotEngine.ts';
import { Engine } from '../engine.ts';
import { createDispatch } from '../../protocol/dispatch.ts';
import { exportSnapshot } from './exportSnapshot.ts';
import { importSnapshot } from './importSnapshot.ts';
import { holdsTransfers } from './transferSnapshotSlot.ts';

type Call = ReturnType<typeof newEngine>['call'];

const objects = (call: Call) =>
  (
    call('DynamoSandbox.S3ListObjects', { Bucket: 'sandbox-exports' }).Objects as {
      Key: string;
      ETag: string;
    }[]
  ).map(({ Key, ETag }) => ({ Key, ETag }));

function exportAndImport(call: Call) {
  call('UpdateContinuousBackups', {
    TableName: 'app',
    PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
  });
  const tableArn = (call('DescribeTable', { TableName: 'app' }).Table as { TableArn: string }).TableArn;
  const exported = call('ExportTableToPointInTime', {
    TableArn: tableArn,
    S3Bucket: 'sandbox-exports',
    FilterSpecification: { ProjectionExpression: 'PK, SK, #n', ExpressionAttributeNames: { '#n': 'name' } },
  });
  const exportArn = (exported.ExportDescription as { ExportArn: string }).ExportArn;
  call('DynamoSandbox.AdvanceClock', { Seconds: 1 });
  call('DynamoSandbox.S3PutObject', {
    Bucket: 'sandbox-imports',
    Key: 'people.csv',
    Body: Buffer.from('PK,SK,name\nu1,p,Ada\nu2,p,Grace\n,p,Nobody\n').toString('base64'),
  });
  const imported = call('ImportTable', {
    S3BucketSource: { S3Bucket: 'sandbox-imports', S3KeyPrefix: 'people' },
    InputFormat: 'CSV',
    TableCreationParameters: {
      TableName: 'people',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
      ],
    },
  });
  const importArn = (imported.ImportTableDescription as { ImportArn: string }).ImportArn;
  call('DynamoSandbox.AdvanceClock', { Seconds: 1 });
  return { exportArn, importArn };
}

describe('snapshots and S3 transfers', () => {
  it('keeps the objects, the exports and the imports, with the import errors', () => {
    const source = populated();
    const { exportArn, importArn } = exportAndImport(source.call);
    const saved = roundTrip(exportSnapshot(source.engine));
    // The host loads the transfers' code before it restores such data (sandboxFile.ts).
    expect(holdsTransfers(saved)).toBe(true);
    expect(holdsTransfers(roundTrip(exportSnapshot(populated().engine)))).toBe(false);
    const target = newEngine();
    importSnapshot(target.engine, saved);

    expect(objects(target.call)).toEqual(objects(source.call));
    expect(objects(target.call).length).toBeGreaterThan(5);
    for (const call of [source.call, target.call]) {
      expect(call('DescribeExport', { ExportArn: exportArn }).ExportDescription).toMatchObject({
        ExportStatus: 'COMPLETED',
      });
    }
    expect(target.call('DescribeExport', { ExportArn: exportArn })).toEqual(
      source.call('DescribeExport', { ExportArn: exportArn }),
    );
    expect(target.call('DescribeExport', { ExportArn: exportArn }).ExportDescription).toMatchObject({
      FilterSpecification: { ProjectionExpression: 'PK, SK, #n' },
    });
    expect(target.call('ListImports', {})).toEqual(source.call('ListImports', {}));
    expect(target.call('DescribeImport', { ImportArn: importArn }).ImportTableDescription).toMatchObject({
      ImportStatus: 'FAILED',
      FailureCode: 'ItemValidationError',
      ErrorCount: 1,
      ImportedItemCount: 2,
    });
    expect(target.call('DynamoSandbox.GetImportErrors', { ImportArn: importArn })).toEqual(
      source.call('DynamoSandbox.GetImportErrors', { ImportArn: importArn }),
    );
  });

  it('saves a task still running as interrupted: what it would write is not in the snapshot', () => {
    const engine = new Engine({ tableStatusDelayMs: 1000, clock: { start: START, running: false } });
    const dispatch = createDispatch(engine);
    const call = (operation: string, body: object) =>
      JSON.parse(dispatch(`DynamoDB_20120810.${operation}`, JSON.stringify(body)).body) as Record<
        string,
        never
      >;
    call('CreateTable', {
      TableName: 'slow',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    });
    engine.advance(2000);
    call('UpdateContinuousBackups', {
      TableName: 'slow',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    const started = call('ExportTableToPointInTime', {
      TableArn: engine.tableArn('slow'),
      S3Bucket: 'sandbox-exports',
    });
    const exportArn = (started.ExportDescription as { ExportArn: string }).ExportArn;
    expect(call('DescribeExport', { ExportArn: exportArn }).ExportDescription).toMatchObject({
      ExportStatus: 'IN_PROGRESS',
    });
    const target = newEngine();
    importSnapshot(target.engine, roundTrip(exportSnapshot(engine)));
    expect(target.call('DescribeExport', { ExportArn: exportArn }).ExportDescription).toMatchObject({
      ExportStatus: 'FAILED',
      FailureCode: 'SandboxReloaded',
    });
    // The running engine itself is not touched by saving: its export completes.
    engine.advance(10_000);
    expect(call('DescribeExport', { ExportArn: exportArn }).ExportDescription).toMatchObject({
      ExportStatus: 'COMPLETED',
    });
  });

  it('refuses a damaged object or task and changes nothing', () => {
    const source = populated();
    exportAndImport(source.call);
    const snapshot = roundTrip(exportSnapshot(source.engine)) as Record<string, unknown>;
    const badBody = structuredClone(snapshot) as { s3Objects: { body: string }[] };
    badBody.s3Objects[0].body = 'not base64!';
    expect(() => importSnapshot(newEngine().engine, badBody)).toThrow(
      'The snapshot is damaged: s3Objects[0].body: expected base64',
    );
    const badImport = structuredClone(snapshot) as { imports: { request: { InputFormat: string } }[] };
    badImport.imports[0].request.InputFormat = 'XML';
    const target = newEngine();
    expect(() => importSnapshot(target.engine, badImport)).toThrow(
      /imports\[0\]\.request: ValidationException/,
    );
    const badFilter = structuredClone(snapshot) as { exports: { filterSpecification: unknown }[] };
    badFilter.exports[0].filterSpecification = { ProjectionExpression: 42 };
    expect(() => importSnapshot(target.engine, badFilter)).toThrow(/exports\[0\]\.filterSpecification/);
    expect(target.call('ListTables', {}).TableNames).toEqual([]);
    expect(target.call('DynamoSandbox.S3ListBuckets', {}).Buckets).toEqual([]);
  });
});
