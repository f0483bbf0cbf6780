/**
 * Deletion protection on a global table's member, as a 2026 lab recorded it against AWS
 * (ack-api-quirks dynamodb DDB-TABLE-230, 263, 297, 327, 329): the setting stays the Region's own,
 * yet the change holds every replica UPDATING for a while, and the group refuses other changes,
 * another protection change included, until it is over.
 */
import { expect, it } from 'vitest';
import { EU, twoRegionTable } from '../helpers/globalTable.ts';
import { fails, ok } from '../helpers/wire.ts';

const DELAY = 400;
const TableName = 'profiles';

it('holds every replica UPDATING a while, and takes no other change meanwhile', () => {
  const { us, eu } = twoRegionTable({ tableStatusDelayMs: DELAY });
  const statuses = () =>
    [us, eu].map((engine) => ok(engine, 'DescribeTable', { TableName }).Table.TableStatus);
  const reply = ok(eu, 'UpdateTable', { TableName, DeletionProtectionEnabled: true }).TableDescription;
  expect(reply.TableStatus).toBe('UPDATING');
  expect(statuses()).toEqual(['UPDATING', 'UPDATING']);
  expect(fails(eu, 'UpdateTable', { TableName, DeletionProtectionEnabled: false })).toMatchObject({
    type: 'ResourceInUseException',
    message: 'The resource which you are attempting to change is in use.',
  });
  expect(fails(us, 'UpdateTable', { TableName, ReplicaUpdates: [{ Delete: { RegionName: EU } }] }).type).toBe(
    'ResourceInUseException',
  );
  us.advance(DELAY);
  expect(statuses()).toEqual(['ACTIVE', 'ACTIVE']);
  // The setting itself stays in the Region it was made in.
  expect(ok(us, 'DescribeTable', { TableName }).Table.DeletionProtectionEnabled).toBe(false);
  expect(ok(eu, 'DescribeTable', { TableName }).Table.DeletionProtectionEnabled).toBe(true);
});
