/**
 * Bulk put items and global tables (BulkPutItems.Considerations): "You cannot add a replica to a
 * table that has a bulk put items operation in progress" — while the operation is IN_PROGRESS or
 * CANCELLING, by UpdateTable ReplicaUpdates in either consistency mode. AWS documents no error for
 * it: the ValidationException and its message are the sandbox's (globalTables/replicaChecks.ts).
 */
import { describe, expect, it } from 'vitest';
import { keyedTable, MINUTE, newSandbox, putObject, S, type Sandbox } from '../transfers/support.ts';
import { activeTable, bulkRequest, line } from './support.ts';

const addReplica = { TableName: 'orders', ReplicaUpdates: [{ Create: { RegionName: 'eu-west-1' } }] };
const strongGroup = {
  TableName: 'orders',
  ReplicaUpdates: [{ Create: { RegionName: 'us-east-2' } }, { Create: { RegionName: 'us-west-2' } }],
  MultiRegionConsistency: 'STRONG',
};

/** Table `orders` and a bulk operation on it that takes a few seconds (about 10 items a second). */
function withSlowBulk(): { box: Sandbox; arn: string } {
  const box = newSandbox();
  activeTable(box, keyedTable('orders'));
  const big = (i: number) => line({ pk: S(`k${i}`), blob: S('x'.repeat(100_000)) });
  putObject(box, 'source', 'big/a.json', Array.from({ length: 20 }, (_, i) => big(i)).join(''));
  const request = { ...bulkRequest('orders', 'source', 'big/'), MaxWriteRequestUnits: 1024 };
  const arn = box.ok('StartBulkPutItems', request).BulkOperationDescription.BulkOperationArn as string;
  return { box, arn };
}

const refusal = (arn: string, status: string, table = 'orders') => ({
  type: 'ValidationException',
  message: `Cannot add a replica to table ${table} while bulk put items operation ${arn} is ${status}. Wait for it to end (or cancel it with CancelBulkOperation), then add the replica.`,
});

describe('adding a replica during a bulk put items operation', () => {
  it('is refused while it is IN_PROGRESS or CANCELLING, and allowed once it has ended', () => {
    const { box, arn } = withSlowBulk();
    expect(box.fails('UpdateTable', addReplica)).toEqual(refusal(arn, 'IN_PROGRESS'));
    // Still refused once the operation has begun writing.
    box.advance(1000);
    const running = box.ok('DescribeBulkOperation', { BulkOperationArn: arn }).BulkOperationDescription;
    expect(running.BulkOperationStatus).toBe('IN_PROGRESS');
    // 100 KB items take 98 units each: the first second writes 11 of them (the last overdraws).
    expect(running.ProcessedItemCount).toBe(11);
    expect(box.fails('UpdateTable', addReplica)).toEqual(refusal(arn, 'IN_PROGRESS'));
    box.ok('CancelBulkOperation', { BulkOperationArn: arn });
    expect(box.fails('UpdateTable', addReplica)).toEqual(refusal(arn, 'CANCELLING'));
    expect(box.ok('DescribeTable', { TableName: 'orders' }).Table.Replicas).toBeUndefined();

    box.advance(MINUTE);
    expect(
      box.ok('DescribeBulkOperation', { BulkOperationArn: arn }).BulkOperationDescription.BulkOperationStatus,
    ).toBe('CANCELLED');
    expect(box.ok('UpdateTable', addReplica).TableDescription.TableStatus).toBe('UPDATING');
  });

  it('is refused when it would make a strongly consistent (MRSC) global table too', () => {
    const { box, arn } = withSlowBulk();
    // Before the input is read nothing is written yet: the table is still empty, as MRSC needs.
    expect(box.ok('DescribeTable', { TableName: 'orders' }).Table.ItemCount).toBe(0);
    expect(box.fails('UpdateTable', strongGroup)).toEqual(refusal(arn, 'IN_PROGRESS'));
  });

  it('is allowed on another table, and after the operation COMPLETED', () => {
    const box = newSandbox();
    activeTable(box, keyedTable('orders'));
    activeTable(box, keyedTable('other'));
    putObject(box, 'source', 'data/a.json', line({ pk: S('a') }) + line({ pk: S('b') }));
    const arn = box.ok('StartBulkPutItems', bulkRequest('other', 'source', 'data/')).BulkOperationDescription
      .BulkOperationArn;
    expect(box.ok('UpdateTable', addReplica).TableDescription.TableStatus).toBe('UPDATING');
    expect(box.fails('UpdateTable', { ...addReplica, TableName: 'other' })).toEqual(
      refusal(arn, 'IN_PROGRESS', 'other'),
    );
    box.advance(MINUTE);
    expect(
      box.ok('DescribeBulkOperation', { BulkOperationArn: arn }).BulkOperationDescription.BulkOperationStatus,
    ).toBe('COMPLETED');
    expect(box.ok('UpdateTable', { ...addReplica, TableName: 'other' }).TableDescription.TableStatus).toBe(
      'UPDATING',
    );
  });
});
