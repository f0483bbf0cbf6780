/** What a snapshot keeps of bulk put items operations (bulkSnapshots.ts). */
import { describe, expect, it } from 'vitest';
import { newEngine, roundTrip } from '../../../test/helpers/snapshotEngine.ts';
import {
  keyedTable,
  MINUTE,
  newSandbox,
  putObject,
  S,
  type Sandbox,
} from '../../../test/transfers/support.ts';
import { activeTable, bulkRequest, line } from '../../../test/bulk/support.ts';
import { exportSnapshot } from './exportSnapshot.ts';
import { importSnapshot } from './importSnapshot.ts';
import { holdsTransfers } from './transferSnapshotSlot.ts';

type Saved = Record<string, any>;

/**
 * Table `orders` with a global index on `g`, and input under `source`: `data/` (three records, one
 * bad), and with `big` `big/` (20 items of 100 KB: about 10 a second at 1,024 units).
 */
function sandbox(big = false): Sandbox {
  const box = newSandbox();
  activeTable(
    box,
    keyedTable('orders', undefined, {
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'g', AttributeType: 'S' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'byG',
          KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    }),
  );
  putObject(box, 'source', 'data/a.json', line({ pk: S('a'), g: S('x') }) + line({ pk: S('b') }) + '{oops\n');
  if (!big) return box;
  const record = (i: number) => line({ pk: S(`k${i}`), blob: S('x'.repeat(100_000)) });
  putObject(box, 'source', 'big/a.json', Array.from({ length: 20 }, (_, i) => record(i)).join(''));
  return box;
}

const start = (box: Sandbox, request: object) =>
  box.ok('StartBulkPutItems', request).BulkOperationDescription.BulkOperationArn as string;
const slowRequest = { ...bulkRequest('orders', 'source', 'big/'), MaxWriteRequestUnits: 1024 };

/** The source's snapshot, restored into a fresh engine. */
function reloaded(box: Sandbox, edit: (saved: Saved) => void = () => {}) {
  const saved = roundTrip(exportSnapshot(box.engine)) as Saved;
  edit(saved);
  const target = newEngine();
  importSnapshot(target.engine, saved);
  return target;
}

describe('snapshots and bulk put items', () => {
  it('keep an operation that has ended, with its description and its ClientToken', () => {
    const box = sandbox();
    const request = { ...bulkRequest('orders', 'source', 'data/'), ClientToken: 'load-1' };
    const arn = start(box, request);
    box.advance(MINUTE);
    const describe = (call: (operation: string, body: object) => Saved) =>
      call('DescribeBulkOperation', { BulkOperationArn: arn });
    const before = describe(box.ok);
    expect(before.BulkOperationDescription).toMatchObject({
      BulkOperationStatus: 'COMPLETED_WITH_ERRORS',
      FailedItemCount: 1,
      BulkOperationUsage: [{ GlobalSecondaryIndexes: { byG: { BulkPutBytes: expect.any(Number) } } }],
    });

    const saved = roundTrip(exportSnapshot(box.engine)) as Saved;
    // The host loads the transfers' code before it restores data holding an operation.
    expect(holdsTransfers({ ...saved, s3Objects: undefined })).toBe(true);
    const target = newEngine();
    importSnapshot(target.engine, saved);
    expect(describe(target.call)).toEqual(before);
    expect(target.call('ListBulkOperations', {})).toEqual(box.ok('ListBulkOperations', {}));
    // The same ClientToken still answers with the same operation; with other parameters it is refused.
    expect(target.call('StartBulkPutItems', request)).toEqual(before);
    expect(() => target.call('StartBulkPutItems', { ...request, MaxWriteRequestUnits: 2048 })).toThrow(
      /IdempotentParameterMismatchException/,
    );
    expect((target.call('ListBulkOperations', {}).BulkOperationsSummaryList as unknown[]).length).toBe(1);
  });

  it('save a running operation FAILED, a cancelling one CANCELLED: what it would write is not saved', () => {
    const box = sandbox(true);
    const running = start(box, slowRequest);
    box.advance(1000);
    const cancelling = start(box, slowRequest);
    box.ok('CancelBulkOperation', { BulkOperationArn: cancelling });
    const status = (arn: string) =>
      box.ok('DescribeBulkOperation', { BulkOperationArn: arn }).BulkOperationDescription;
    expect(status(cancelling).BulkOperationStatus).toBe('CANCELLING');
    const progress = status(running);
    expect(progress).toMatchObject({ BulkOperationStatus: 'IN_PROGRESS' });
    // 100 KB items take 98 units each: the first second writes 11 of them (the last overdraws).
    expect(progress.ProcessedItemCount).toBe(11);

    const target = reloaded(box);
    const describe = (arn: string) =>
      target.call('DescribeBulkOperation', { BulkOperationArn: arn }).BulkOperationDescription as Saved;
    const interrupted = {
      BulkOperationStatus: 'FAILED',
      FailureCode: 'SandboxReloaded',
      FailureMessage:
        'The sandbox was saved and reloaded before this bulk operation completed: start it again with a new ClientToken (or none); a request with the same ClientToken returns this operation.',
    };
    // Its counts as they were: the items written before the save are in the saved table.
    expect(describe(running)).toMatchObject({
      ...interrupted,
      ProcessedItemCount: progress.ProcessedItemCount,
      EndTime: box.engine.now() / 1000,
    });
    // Cancelled before its input was read: it would have ended CANCELLED having written nothing.
    expect(describe(cancelling)).toMatchObject({
      BulkOperationStatus: 'CANCELLED',
      FailureCode: 'BulkOperationCancelled',
      FailureMessage: 'The bulk operation was stopped by a CancelBulkOperation request.',
      ProcessedItemCount: 0,
      EndTime: box.engine.now() / 1000,
    });
    const count = (target.call('Scan', { TableName: 'orders', Select: 'COUNT' }) as Saved).Count;
    expect(count).toBe(progress.ProcessedItemCount);
    // Nothing goes on writing in the reloaded sandbox; the saved one is not touched and completes.
    target.engine.advance(MINUTE);
    expect(describe(running).ProcessedItemCount).toBe(progress.ProcessedItemCount);
    box.advance(MINUTE);
    expect(status(running)).toMatchObject({ BulkOperationStatus: 'COMPLETED', ProcessedItemCount: 20 });
  });

  it('refuse a damaged operation and change nothing', () => {
    const box = sandbox();
    start(box, bulkRequest('orders', 'source', 'data/'));
    box.advance(MINUTE);
    const target = newEngine();
    const snapshot = roundTrip(exportSnapshot(box.engine)) as Saved;
    const damaged = (edit: (operation: Saved, saved: Saved) => void) => () => {
      const saved = structuredClone(snapshot);
      edit(saved.bulkOperations[0], saved);
      importSnapshot(target.engine, saved);
    };
    expect(
      damaged((operation) => {
        operation.status = 'IN_PROGRESS';
      }),
    ).toThrow(
      'The snapshot is damaged: bulkOperations[0].status: expected one of COMPLETED, COMPLETED_WITH_ERRORS, CANCELLED, FAILED',
    );
    expect(
      damaged((operation) => {
        operation.request.InputS3Configuration.InputFormat = 'CSV';
      }),
    ).toThrow(/bulkOperations\[0\]\.request: ValidationException/);
    expect(
      damaged((operation) => {
        operation.indexBytes[0].bytes = -1;
      }),
    ).toThrow(
      'The snapshot is damaged: bulkOperations[0].indexBytes[0].bytes: expected a whole number, 0 or more',
    );
    expect(
      damaged((operation) => {
        operation.failedItems = operation.processedItems + 1;
      }),
    ).toThrow('The snapshot is damaged: bulkOperations[0].failedItems: more than its processedItems');
    expect(
      damaged((operation, saved) => {
        saved.bulkOperations.push(structuredClone(operation));
      }),
    ).toThrow(/bulkOperations\[1\]\.arn: a second bulk operation/);
    expect(
      damaged((_, saved) => {
        saved.bulkOperations = {};
      }),
    ).toThrow('The snapshot is damaged: bulkOperations: expected a list');
    expect(target.call('ListTables', {}).TableNames).toEqual([]);
    expect(target.call('ListBulkOperations', {}).BulkOperationsSummaryList).toEqual([]);
  });

  it('load from an older snapshot, made before bulk operations were saved', () => {
    const box = sandbox();
    start(box, bulkRequest('orders', 'source', 'data/'));
    box.advance(MINUTE);
    const target = reloaded(box, (saved) => {
      expect(saved.bulkOperations).toHaveLength(1);
      delete saved.bulkOperations;
    });
    expect(target.call('ListBulkOperations', {}).BulkOperationsSummaryList).toEqual([]);
    expect((target.call('Scan', { TableName: 'orders', Select: 'COUNT' }) as Saved).Count).toBe(2);
  });
});
