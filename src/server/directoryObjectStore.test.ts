import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Engine } from '../engine/engine.ts';
import { createDispatch } from '../protocol/dispatch.ts';
import { DirectoryObjectStore } from './directoryObjectStore.ts';

const text = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : undefined);

describe('DirectoryObjectStore', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 's3-dir-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('keeps a bucket as a directory and an object as a file at its key', () => {
    const store = new DirectoryObjectStore(root);
    const info = store.put('exports', 'nightly/AWSDynamoDB/a.json', new TextEncoder().encode('{"x":1}'), 0);
    expect(readFileSync(join(root, 'exports', 'nightly', 'AWSDynamoDB', 'a.json'), 'utf8')).toBe('{"x":1}');
    expect(info).toMatchObject({ key: 'nightly/AWSDynamoDB/a.json', size: 7 });
    expect(text(store.get('exports', 'nightly/AWSDynamoDB/a.json')?.body)).toBe('{"x":1}');
    expect(store.get('exports', 'nightly/missing')).toBeUndefined();
  });

  it('lists files copied in by other tools, in UTF-8 key order, under a prefix', () => {
    mkdirSync(join(root, 'imports', 'csv'), { recursive: true });
    writeFileSync(join(root, 'imports', 'csv', 'b.csv'), 'pk\nb\n');
    writeFileSync(join(root, 'imports', 'csv', 'a.csv'), 'pk\na\n');
    writeFileSync(join(root, 'imports', 'readme.txt'), 'hi');
    const store = new DirectoryObjectStore(root);
    expect(store.list('imports', 'csv/').map((object) => object.key)).toEqual(['csv/a.csv', 'csv/b.csv']);
    expect(store.list('imports').map((object) => object.key)).toEqual([
      'csv/a.csv',
      'csv/b.csv',
      'readme.txt',
    ]);
    expect(store.list('nobucket')).toEqual([]);
    expect(store.buckets()).toEqual(['imports']);
    expect(store.delete('imports', 'readme.txt')).toBe(true);
    expect(store.delete('imports', 'readme.txt')).toBe(false);
  });

  it('refuses a key that cannot be a relative path, as a ValidationException to the request', () => {
    const dispatch = createDispatch(new Engine({ objectStore: new DirectoryObjectStore(root) }));
    const put = (key: string) =>
      dispatch('DynamoSandbox.S3PutObject', JSON.stringify({ Bucket: 'files', Key: key, Body: 'aGk=' }));
    for (const key of ['a//b', '../escape', 'dir/']) {
      const reply = put(key);
      expect(reply.status).toBe(400);
      expect(JSON.parse(reply.body).message).toContain('cannot be kept as a file under --s3-dir');
    }
    expect(put('dir/ok.txt').status).toBe(200);
    expect(readFileSync(join(root, 'files', 'dir', 'ok.txt'), 'utf8')).toBe('hi');
  });

  it('is where an export writes and an import reads', () => {
    const engine = new Engine({ tableStatusDelayMs: 0, objectStore: new DirectoryObjectStore(root) });
    const dispatch = createDispatch(engine);
    const call = (operation: string, body: object) => {
      const reply = dispatch(`DynamoDB_20120810.${operation}`, JSON.stringify(body));
      expect(reply.status, reply.body).toBe(200);
      return JSON.parse(reply.body);
    };
    mkdirSync(join(root, 'imports'), { recursive: true });
    writeFileSync(join(root, 'imports', 'people.csv'), 'pk,name\nu1,Ada\nu2,Grace\n');
    const started = call('ImportTable', {
      S3BucketSource: { S3Bucket: 'imports', S3KeyPrefix: 'people' },
      InputFormat: 'CSV',
      TableCreationParameters: {
        TableName: 'people',
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      },
    });
    engine.advance(1);
    const done = call('DescribeImport', { ImportArn: started.ImportTableDescription.ImportArn });
    expect(done.ImportTableDescription).toMatchObject({ ImportStatus: 'COMPLETED', ImportedItemCount: 2 });
    call('UpdateContinuousBackups', {
      TableName: 'people',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    const exported = call('ExportTableToPointInTime', {
      TableArn: engine.tableArn('people'),
      S3Bucket: 'exports',
    });
    engine.advance(1);
    const manifest = call('DescribeExport', { ExportArn: exported.ExportDescription.ExportArn })
      .ExportDescription.ExportManifest as string;
    const summary = JSON.parse(readFileSync(join(root, 'exports', ...manifest.split('/')), 'utf8'));
    expect(summary).toMatchObject({ itemCount: 2, outputFormat: 'DYNAMODB_JSON', s3Bucket: 'exports' });
  });
});
