/**
 * How the side services let go of a table being deleted (operations/tableDeparture.ts), as probed
 * against AWS in 2026 (ack-api-quirks dynamodb DDB-TABLE-104, 167, 453, 454): for the first quarter
 * of DELETING, backups and point-in-time recovery still work and tag writes are refused while tags
 * are listed; how point-in-time recovery is left then decides the system backup.
 */
import { expect, it } from 'vitest';
import { call, idTable, ok, testEngine } from '../helpers/wire.ts';

const DELAY_MS = 1000;
const arnOf = (name: string) => `arn:aws:dynamodb:us-east-1:000000000000:table/${name}`;

function deletedTable(TableName: string, pointInTime: boolean) {
  const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
  ok(engine, 'CreateTable', idTable(TableName, { Tags: [{ Key: 'team', Value: 'data' }] }));
  engine.advance(2 * DELAY_MS);
  const recovery = { PointInTimeRecoveryEnabled: pointInTime };
  ok(engine, 'UpdateContinuousBackups', { TableName, PointInTimeRecoverySpecification: recovery });
  ok(engine, 'DeleteTable', { TableName });
  return engine;
}
const pointInTime = (engine: ReturnType<typeof testEngine>, TableName: string, enabled: boolean) =>
  call(engine, 'UpdateContinuousBackups', {
    TableName,
    PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: enabled },
  });
const systemBackups = (engine: ReturnType<typeof testEngine>) =>
  (ok(engine, 'ListBackups', { BackupType: 'SYSTEM' }).BackupSummaries as { BackupName: string }[]).map(
    (summary) => summary.BackupName,
  );

it('keeps a deleted table known to backups and tagging for a moment, then forgets it before it is gone', () => {
  const engine = deletedTable('leaving', false);
  const ResourceArn = arnOf('leaving');
  expect(call(engine, 'CreateBackup', { TableName: 'leaving', BackupName: 'last' }).status).toBe(200);
  expect(ok(engine, 'ListTagsOfResource', { ResourceArn }).Tags).toEqual([{ Key: 'team', Value: 'data' }]);
  expect(call(engine, 'TagResource', { ResourceArn, Tags: [{ Key: 'k', Value: 'v' }] }).body).toEqual({
    __type: 'com.amazonaws.dynamodb.v20120810#ResourceInUseException',
    message: 'Attempt to change a resource which is still in use: Table is being deleted: leaving',
  });
  engine.advance(0.25 * DELAY_MS);
  expect(ok(engine, 'DescribeTable', { TableName: 'leaving' }).Table.TableStatus).toBe('DELETING');
  expect(call(engine, 'CreateBackup', { TableName: 'leaving', BackupName: 'later' }).body).toEqual({
    __type: 'com.amazonaws.dynamodb.v20120810#TableNotFoundException',
    message: 'Table not found: leaving',
  });
  expect(call(engine, 'ListTagsOfResource', { ResourceArn }).body.message).toBe(
    `Requested resource not found: ResourceArn: ${ResourceArn} not found`,
  );
});

it('leaves a system backup as point-in-time recovery is left in the first moment of the deletion', () => {
  const kept = deletedTable('kept', false);
  expect(pointInTime(kept, 'kept', true).status).toBe(200);
  kept.advance(DELAY_MS);
  expect(systemBackups(kept)).toEqual(['kept$DeletedTableBackup']);

  const dropped = deletedTable('dropped', true);
  expect(pointInTime(dropped, 'dropped', false).status).toBe(200);
  dropped.advance(DELAY_MS);
  expect(systemBackups(dropped)).toEqual([]);
  expect(pointInTime(dropped, 'dropped', true).status).toBe(400);
});
