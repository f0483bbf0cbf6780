/**
 * Global-table members from AWS's 2026 API the sandbox does not simulate — multi-account global
 * tables (CreateTable GlobalTableSourceArn, UpdateTable MultiAccountReplicaReady) — are refused with
 * a message that says so, and the refused request changes nothing. Before, CreateTable ignored
 * GlobalTableSourceArn and made a plain Regional table. Disassociating a replica, once refused here
 * too, is simulated (replicaDisassociation.test.ts); its action is still checked against the API
 * shape first.
 */
import { expect, it } from 'vitest';
import { twoRegionTable } from '../helpers/globalTable.ts';
import { call, fails, idTable, ok, testEngine } from '../helpers/wire.ts';

it('refuses a CreateTable for a multi-account global table and makes no table', () => {
  const engine = testEngine();
  const source = 'arn:aws:dynamodb:us-east-2:111122223333:table/MusicTable';
  const failure = fails(engine, 'CreateTable', idTable('MusicTable', { GlobalTableSourceArn: source }));
  expect(failure.type).toBe('ValidationException');
  expect(failure.message).toBe(
    'Dynamo Sandbox does not simulate GlobalTableSourceArn: its global tables are in one account.',
  );
  expect(fails(engine, 'DescribeTable', { TableName: 'MusicTable' }).type).toBe('ResourceNotFoundException');
});

it('checks a Disassociate action against the API shape first: DisassociationMode is required', () => {
  const { us } = twoRegionTable();
  const reply = call(us, 'UpdateTable', {
    TableName: 'profiles',
    ReplicaUpdates: [{ Disassociate: { RegionName: 'us-east-1' } }],
  });
  expect(reply.status).toBe(400);
  expect(String(reply.body.message)).toContain(
    "Value null at 'replicaUpdates.1.member.disassociate.disassociationMode' failed to satisfy constraint: Member must not be null",
  );
});

it('refuses an UpdateTable that readies a multi-account replica and leaves the table as it was', () => {
  const { us } = twoRegionTable();
  const before = ok(us, 'DescribeTable', { TableName: 'profiles' }).Table;
  const failure = fails(us, 'UpdateTable', { TableName: 'profiles', MultiAccountReplicaReady: true });
  expect(failure.message).toBe(
    'Dynamo Sandbox does not simulate MultiAccountReplicaReady: its global tables are in one account.',
  );
  expect(ok(us, 'DescribeTable', { TableName: 'profiles' }).Table).toEqual(before);
});
