/**
 * A table being restored is unknown to the side services until it is ACTIVE, not only for the first
 * part of its creation as a new table is (operations/tableArrival.ts): probed against AWS in 2026
 * through a restore's whole CREATING (ack-api-quirks dynamodb DDB-TABLE-217), as are DescribeTimeToLive
 * and UpdateTable.
 */
import { expect, it } from 'vitest';
import { dispatch } from '../../src/protocol/dispatch.ts';
import { call, idTable, ok, testEngine } from '../helpers/wire.ts';

const DELAY_MS = 1000;

const answer = (reply: { status: number; body: Record<string, unknown> }) =>
  reply.status === 200 ? 'ok' : String(reply.body.__type).split('#')[1];

it('answers not found for the restore target until it is ACTIVE', () => {
  const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
  const advance = (ms: number) =>
    dispatch(engine, 'DynamoSandbox.AdvanceClock', JSON.stringify({ Seconds: ms / 1000 }));
  ok(engine, 'CreateTable', idTable('orders'));
  advance(2 * DELAY_MS);
  const { BackupArn } = ok(engine, 'CreateBackup', {
    TableName: 'orders',
    BackupName: 'nightly',
  }).BackupDetails;
  advance(DELAY_MS);
  const target = ok(engine, 'RestoreTableFromBackup', {
    BackupArn,
    TargetTableName: 'copy',
  }).TableDescription;
  const answers = () => ({
    tag: answer(
      call(engine, 'TagResource', { ResourceArn: target.TableArn, Tags: [{ Key: 'k', Value: 'v' }] }),
    ),
    tags: answer(call(engine, 'ListTagsOfResource', { ResourceArn: target.TableArn })),
    describeBackups: answer(call(engine, 'DescribeContinuousBackups', { TableName: 'copy' })),
    backup: answer(call(engine, 'CreateBackup', { TableName: 'copy', BackupName: 'again' })),
    describeTtl: answer(call(engine, 'DescribeTimeToLive', { TableName: 'copy' })),
    update: answer(call(engine, 'UpdateTable', { TableName: 'copy', DeletionProtectionEnabled: true })),
  });
  // Past the shares after which a new table's creation is known to them.
  advance(0.9 * DELAY_MS);
  expect(ok(engine, 'DescribeTable', { TableName: 'copy' }).Table.TableStatus).toBe('CREATING');
  expect(answers()).toEqual({
    tag: 'ResourceNotFoundException',
    tags: 'ResourceNotFoundException',
    describeBackups: 'TableNotFoundException',
    backup: 'TableNotFoundException',
    describeTtl: 'ResourceNotFoundException',
    update: 'ResourceNotFoundException',
  });
  expect(
    call(engine, 'UpdateTable', { TableName: 'copy', DeletionProtectionEnabled: true }).body.message,
  ).toBe('Requested resource not found: Table: copy not found');
  // Another table of the name is refused while the restore runs (DDB-TABLE-219, 444).
  expect(call(engine, 'CreateTable', idTable('copy')).body.message).toBe(
    'Attempt to change a resource which is still in use: Table is being used: copy',
  );
  advance(0.2 * DELAY_MS);
  expect(ok(engine, 'DescribeTable', { TableName: 'copy' }).Table.TableStatus).toBe('ACTIVE');
  expect(answers()).toMatchObject({ tag: 'ok', tags: 'ok', describeBackups: 'ok', describeTtl: 'ok' });
});
