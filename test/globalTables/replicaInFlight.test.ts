/**
 * What a global table answers while a replica is being added or removed, as a 2026 lab recorded it
 * against AWS (ack-api-quirks dynamodb DDB-TABLE-225, 227, 228, 267, 294, 298): the checks of a
 * replica action that come before the group's state, the table settings still taken, and the new
 * replica's table, which only DescribeTable knows until it is ACTIVE.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { EU, twoRegionTable } from '../helpers/globalTable.ts';
import { call, fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const DELAY = 400;
const TableName = 'profiles';
const action = (kind: 'Create' | 'Update' | 'Delete', RegionName: string, extra = {}) => ({
  TableName,
  ReplicaUpdates: [{ [kind]: { RegionName, ...extra } }],
});
const notPart = (region: string) =>
  `Update global table operation failed because one or more replicas were not part of the global table. Please retry the request without these replicas: [${region}].`;
const alreadyTables =
  'Failed to create a the new replica of table with name: ‘profiles’ because one or more replicas already existed as tables.';
const inUse = {
  type: 'ResourceInUseException',
  message: 'The resource which you are attempting to change is in use.',
};
const notFound = {
  type: 'ResourceNotFoundException',
  message: 'Requested resource not found: Table: profiles not found',
};

/** `profiles` (empty, on demand) in us-east-1, ACTIVE, a replica being added in eu-west-1. */
function adding(): Engine {
  const engine = testEngine({ tableStatusDelayMs: DELAY });
  ok(engine, 'CreateTable', idTable(TableName));
  engine.advance(DELAY);
  ok(engine, 'UpdateTable', action('Create', EU));
  return engine;
}

describe('while a replica is being added', () => {
  it('finds no replica not yet listed to update or remove, and takes no other change', () => {
    const engine = adding();
    expect(
      fails(engine, 'UpdateTable', action('Update', EU, { TableClassOverride: 'STANDARD' })).message,
    ).toBe(notPart(EU));
    expect(fails(engine, 'UpdateTable', action('Delete', EU)).message).toBe(notPart(EU));
    expect(fails(engine, 'UpdateTable', action('Create', EU))).toMatchObject(inUse);
    // The stream rule is judged before the group's state; any other change is "in use".
    expect(
      fails(engine, 'UpdateTable', { TableName, StreamSpecification: { StreamEnabled: false } }).message,
    ).toBe(
      'One or more parameter values were invalid: Disabling Stream is not allowed for a Global Table replica.',
    );
    expect(
      fails(engine, 'UpdateTable', { TableName, TableClass: 'STANDARD_INFREQUENT_ACCESS' }),
    ).toMatchObject(inUse);
  });

  it('takes Time to Live before the replica is listed, and the replica starts with it', () => {
    const engine = adding();
    ok(engine, 'UpdateTimeToLive', {
      TableName,
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' },
    });
    engine.advance(4 * DELAY);
    const eu = engine.regions.forRequest(EU);
    // Being turned on there as in the first table (ENABLING, then ENABLED).
    expect(ok(eu, 'DescribeTimeToLive', { TableName }).TimeToLiveDescription).toMatchObject({
      TimeToLiveStatus: expect.stringMatching(/^ENABL/),
      AttributeName: 'expires',
    });
  });

  it('keeps the new replica’s table unknown but to DescribeTable, and not removable, until ACTIVE', () => {
    const engine = adding();
    engine.advance(2 * DELAY);
    const eu = engine.regions.forRequest(EU);
    expect(ok(eu, 'DescribeTable', { TableName }).Table.TableStatus).toBe('CREATING');
    expect(fails(eu, 'DescribeTimeToLive', { TableName })).toMatchObject(notFound);
    expect(fails(eu, 'UpdateTable', { TableName, DeletionProtectionEnabled: true })).toMatchObject(notFound);
    expect(fails(eu, 'DeleteTable', { TableName })).toMatchObject({
      type: 'ResourceInUseException',
      message: 'Attempt to change a resource which is still in use: Table: profiles is being used.',
    });
    // Removing the Region it is being added from meets the 24-hour rule (DDB-TABLE-267).
    expect(fails(eu, 'UpdateTable', action('Delete', 'us-east-1')).message).toBe(
      'Replica cannot be deleted because it has acted as a source region for new replica(s) being added to the table in the last 24 hours.',
    );
    engine.advance(2 * DELAY);
    expect(call(eu, 'DescribeTimeToLive', { TableName }).status).toBe(200);
  });
});

describe('while a replica is being removed', () => {
  it('answers adding it again as a replica that exists, other changes as in use', () => {
    const { us } = twoRegionTable({ tableStatusDelayMs: DELAY });
    ok(us, 'UpdateTable', action('Delete', EU));
    expect(fails(us, 'UpdateTable', action('Create', EU)).message).toBe(alreadyTables);
    expect(fails(us, 'UpdateTable', action('Create', 'us-west-2'))).toMatchObject(inUse);
    expect(fails(us, 'UpdateTable', action('Delete', EU))).toMatchObject(inUse);
    us.advance(DELAY);
    expect(ok(us, 'DescribeTable', { TableName }).Table.Replicas[0].ReplicaStatus).toBe('DELETING');
    expect(fails(us, 'UpdateTable', action('Create', EU)).message).toBe(alreadyTables);
  });
});

describe('an Update action', () => {
  it('holds the table UPDATING a while, also when it changes nothing', () => {
    const { us } = twoRegionTable({ tableStatusDelayMs: DELAY });
    ok(us, 'UpdateTable', action('Update', EU, { TableClassOverride: 'STANDARD' }));
    expect(ok(us, 'DescribeTable', { TableName }).Table.TableStatus).toBe('UPDATING');
    us.advance(DELAY);
    expect(ok(us, 'DescribeTable', { TableName }).Table.TableStatus).toBe('ACTIVE');
  });
});
