/**
 * When the store under the simulated S3 fails (a full disk under `--s3-dir`, a bug), the export or
 * import that needed it ends FAILED and the engine carries on: the clock's next tasks run and the
 * next request is answered.
 */
import { describe, expect, it } from 'vitest';
import { MemoryObjectStore, ObjectStoreRefusal } from '../../src/engine/s3/objectStore.ts';
import {
  exportAndWait,
  importAndWait,
  importRequest,
  newSandbox,
  putObject,
  tableArn,
  tableWithRecovery,
} from './support.ts';

/** A store that refuses every write once `failing` is set: as a full disk would, or with a plain error. */
class FailingStore extends MemoryObjectStore {
  failing: Error | undefined;
  override put(bucket: string, key: string, body: Uint8Array, now: number) {
    if (this.failing) throw this.failing;
    return super.put(bucket, key, body, now);
  }
}

describe('a failing store', () => {
  it('fails the export that meets it, with the reason, and the engine carries on', () => {
    for (const [failing, code] of [
      [new ObjectStoreRefusal('InternalServerError', 'disk full'), 'S3WriteFailed'],
      [new Error('something unexpected'), 'InternalFailure'],
    ] as const) {
      const store = new FailingStore();
      const box = newSandbox({ objectStore: store });
      tableWithRecovery(box);
      store.failing = failing;
      const done = exportAndWait(box, { TableArn: tableArn('orders'), S3Bucket: 'exports' });
      expect(done).toMatchObject({ ExportStatus: 'FAILED', FailureCode: code });
      expect(done.FailureMessage).toContain(failing.message);
      expect(done.ItemCount).toBeUndefined();
      expect(box.ok('ListTables', {}).TableNames).toEqual(['orders']);
    }
  });

  it('answers S3PutObject with the refusal as its error', () => {
    const store = new FailingStore();
    const box = newSandbox({ objectStore: store });
    store.failing = new ObjectStoreRefusal('InternalServerError', 'disk full');
    const reply = box.sandbox('S3PutObject', { Bucket: 'files', Key: 'a', Body: 'aGk=' });
    expect(reply.status).toBe(500);
    expect(reply.body.message).toBe('disk full');
  });

  it('ends an import that fails mid-way FAILED, keeping its table ACTIVE', () => {
    const store = new FailingStore();
    const box = newSandbox({ objectStore: store });
    putObject(box, 'import-source', 'data/a.json', '{"Item":{"pk":{"S":"a"}}}\n');
    store.get = () => {
      throw new Error('read failed');
    };
    const done = importAndWait(box, importRequest('copy', 'DYNAMODB_JSON', 'data/'));
    expect(done).toMatchObject({ ImportStatus: 'FAILED', FailureCode: 'InternalFailure' });
    expect(done.FailureMessage).toContain('read failed');
    expect(box.ok('DescribeTable', { TableName: 'copy' }).Table.TableStatus).toBe('ACTIVE');
  });
});
