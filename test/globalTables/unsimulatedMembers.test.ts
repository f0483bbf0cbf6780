/**
 * Global-table members from AWS's 2026 API the sandbox does not simulate — multi-account global
 * tables (CreateTable GlobalTableSourceArn) and disassociating a replica (UpdateTable ReplicaUpdates
 * Disassociate, DisassociationProtectionEnabled; globaltables-disassociate.html) — are refused with
 * a message that says so, and the refused request changes nothing. Before, CreateTable ignored
 * GlobalTableSourceArn and made a plain Regional table, and the other two failed with messages that
 * named neither member ("There are no actions specified …", "At least one of … is required").
 */
import { expect, it } from 'vitest';
import { twoRegionTable } from '../helpers/globalTable.ts';
import { call, fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const NO_DISASSOCIATION =
  'it cannot disassociate a replica from a global table. To keep the table in this Region as a ' +
  'Regional table, delete the replicas in the other Regions with ReplicaUpdates Delete actions.';

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

it('refuses to disassociate a replica and leaves the global table as it was', () => {
  const { us, eu } = twoRegionTable();
  const before = ok(us, 'DescribeTable', { TableName: 'profiles' }).Table;
  const failure = fails(us, 'UpdateTable', {
    TableName: 'profiles',
    ReplicaUpdates: [
      { Disassociate: { RegionName: 'us-east-1', DisassociationMode: 'WAIT_FOR_REPLICATION' } },
    ],
  });
  expect(failure.type).toBe('ValidationException');
  expect(failure.message).toBe(
    `Dynamo Sandbox does not simulate the ReplicaUpdates Disassociate action: ${NO_DISASSOCIATION}`,
  );
  expect(ok(us, 'DescribeTable', { TableName: 'profiles' }).Table).toEqual(before);
  expect(ok(eu, 'DescribeTable', { TableName: 'profiles' }).Table.Replicas[0].RegionName).toBe('us-east-1');
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

it('refuses DisassociationProtectionEnabled, which guards a disassociation the sandbox does not have', () => {
  const { us } = twoRegionTable();
  const failure = fails(us, 'UpdateTable', { TableName: 'profiles', DisassociationProtectionEnabled: false });
  expect(failure.message).toBe(
    `Dynamo Sandbox does not simulate DisassociationProtectionEnabled: ${NO_DISASSOCIATION}`,
  );
  expect(ok(us, 'DescribeTable', { TableName: 'profiles' }).Table).not.toHaveProperty(
    'DisassociationProtectionEnabled',
  );
});
