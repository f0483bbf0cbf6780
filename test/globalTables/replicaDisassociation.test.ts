/**
 * Disassociating a replica (UpdateTable ReplicaUpdates Disassociate; globalTables/
 * replicaDisassociation.ts, globaltables-disassociate.html): the replica leaves the group and stays a
 * Regional table with its items and settings; with two replicas both become Regional; the writes
 * already on their way reach it first (WAIT_FOR_REPLICATION), later ones do not travel; and the
 * rules — the local Region, the only replica update, MREC only, one change at a time. Before, the
 * sandbox refused every Disassociate action by name.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { EU, twoRegionTable } from '../helpers/globalTable.ts';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const DELAY = 400;
const LATENCY = 1000;
const OREGON = 'us-west-2';
const disassociate = (RegionName: string) => ({
  TableName: 'profiles',
  ReplicaUpdates: [{ Disassociate: { RegionName, DisassociationMode: 'WAIT_FOR_REPLICATION' } }],
});
const tableIn = (engine: Engine): Record<string, any> =>
  ok(engine, 'DescribeTable', { TableName: 'profiles' }).Table;
const replicasIn = (engine: Engine) =>
  (tableIn(engine).Replicas as { RegionName: string; ReplicaStatus: string }[] | undefined)?.map(
    (replica) => `${replica.RegionName} ${replica.ReplicaStatus}`,
  );
const put = (engine: Engine, id: string) =>
  ok(engine, 'PutItem', { TableName: 'profiles', Item: { id: { S: id } } });
const has = (engine: Engine, id: string) =>
  ok(engine, 'GetItem', { TableName: 'profiles', Key: { id: { S: id } } }).Item !== undefined;

/** `profiles` in us-east-1, eu-west-1 and us-west-2, ACTIVE, with eu-west-1's protection off. */
function threeRegionTable() {
  const { us, eu } = twoRegionTable({ tableStatusDelayMs: DELAY, replicationLatencyMs: LATENCY });
  ok(us, 'UpdateTable', { TableName: 'profiles', ReplicaUpdates: [{ Create: { RegionName: OREGON } }] });
  us.advance(4 * DELAY);
  ok(eu, 'UpdateTable', { TableName: 'profiles', DisassociationProtectionEnabled: false });
  return { us, eu, oregon: us.regions.forRequest(OREGON) };
}

describe('disassociating a replica', () => {
  it('of three: the replica becomes a Regional table with its items, the other two go on', () => {
    const { us, eu, oregon } = threeRegionTable();
    put(us, 'ada');
    us.advance(LATENCY);
    const arn = tableIn(eu).TableArn;

    const reply = ok(eu, 'UpdateTable', disassociate(EU)).TableDescription;
    expect(reply.TableStatus).toBe('UPDATING');
    expect(replicasIn(us)).toEqual([`${EU} UPDATING`, `${OREGON} ACTIVE`]);
    // The group takes no other replica change meanwhile.
    expect(
      fails(us, 'UpdateTable', {
        TableName: 'profiles',
        ReplicaUpdates: [{ Delete: { RegionName: OREGON } }],
      }),
    ).toMatchObject({
      type: 'ResourceInUseException',
      message: 'The resource which you are attempting to change is in use.',
    });

    us.advance(2 * DELAY);
    const regional = tableIn(eu);
    expect(regional.TableStatus).toBe('ACTIVE');
    expect(regional.TableArn).toBe(arn);
    for (const member of ['Replicas', 'GlobalTableVersion', 'DisassociationProtectionEnabled']) {
      expect(regional).not.toHaveProperty(member);
    }
    // Its stream stays on, as its other settings do.
    expect(regional.StreamSpecification).toEqual({
      StreamEnabled: true,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    });
    expect(has(eu, 'ada')).toBe(true);
    expect(replicasIn(us)).toEqual([`${OREGON} ACTIVE`]);
    expect(replicasIn(oregon)).toEqual(['us-east-1 ACTIVE']);

    // Replication stops both ways; the remaining two still replicate to each other.
    put(us, 'grace');
    put(eu, 'alan');
    us.advance(LATENCY);
    expect(has(oregon, 'grace')).toBe(true);
    expect(has(eu, 'grace')).toBe(false);
    expect(has(us, 'alan')).toBe(false);
    expect(has(oregon, 'alan')).toBe(false);
  });

  it('of two: both tables become Regional tables and keep their items', () => {
    const { us, eu } = twoRegionTable({ tableStatusDelayMs: DELAY, replicationLatencyMs: LATENCY });
    put(eu, 'ada');
    us.advance(LATENCY);
    ok(us, 'UpdateTable', { TableName: 'profiles', DisassociationProtectionEnabled: false });
    ok(us, 'UpdateTable', disassociate('us-east-1'));
    us.advance(2 * DELAY);
    for (const engine of [us, eu]) {
      expect(tableIn(engine).TableStatus).toBe('ACTIVE');
      expect(tableIn(engine)).not.toHaveProperty('Replicas');
      expect(tableIn(engine)).not.toHaveProperty('GlobalTableVersion');
      expect(has(engine, 'ada')).toBe(true);
    }
    put(eu, 'grace');
    us.advance(LATENCY);
    expect(has(us, 'grace')).toBe(false);
    // A Regional table again: it can be made a global table anew, protected by default.
    ok(us, 'DeleteTable', { TableName: 'profiles' });
    us.advance(2 * DELAY);
    ok(eu, 'DeleteItem', { TableName: 'profiles', Key: { id: { S: 'ada' } } });
    ok(eu, 'UpdateTable', {
      TableName: 'profiles',
      ReplicaUpdates: [{ Create: { RegionName: 'us-east-1' } }],
    });
    us.advance(4 * DELAY);
    expect(tableIn(eu).DisassociationProtectionEnabled).toBe(true);
  });

  it('waits for the writes already on their way to it (WAIT_FOR_REPLICATION), and sends its own', () => {
    const { us, eu, oregon } = threeRegionTable();
    put(us, 'ada');
    put(eu, 'grace');
    us.advance(100);
    ok(eu, 'UpdateTable', disassociate(EU));
    // After 2 delays (800 ms) the writes of 100 ms ago are still on their way: the table waits.
    us.advance(2 * DELAY);
    expect(tableIn(eu).TableStatus).toBe('UPDATING');
    expect(replicasIn(eu)).toEqual(['us-east-1 ACTIVE', `${OREGON} ACTIVE`]);
    us.advance(LATENCY);
    expect(tableIn(eu).TableStatus).toBe('ACTIVE');
    expect(tableIn(eu)).not.toHaveProperty('Replicas');
    expect(has(eu, 'ada')).toBe(true);
    expect(has(us, 'grace')).toBe(true);
    expect(has(oregon, 'grace')).toBe(true);
  });

  it('keeps writes flowing until it is detached, then none travel', () => {
    const { us, eu } = threeRegionTable();
    ok(eu, 'UpdateTable', disassociate(EU));
    put(us, 'before');
    us.advance(DELAY);
    put(us, 'after');
    put(eu, 'local');
    us.advance(2 * LATENCY);
    expect(has(eu, 'before')).toBe(true);
    expect(has(eu, 'after')).toBe(false);
    expect(has(us, 'local')).toBe(false);
  });
});

describe('the rules of a Disassociate action', () => {
  it('names the Region the request is sent to', () => {
    const { us, eu } = threeRegionTable();
    const before = tableIn(eu);
    expect(fails(us, 'UpdateTable', disassociate(EU))).toMatchObject({
      type: 'ValidationException',
      message: `Cannot disassociate the replica in region ${EU} through a request sent to region us-east-1. Send the Disassociate action to the replica's own Region, naming that Region.`,
    });
    expect(tableIn(eu)).toEqual(before);
  });

  it('is the only replica update in the request', () => {
    const { us, eu } = threeRegionTable();
    const before = { us: tableIn(us), eu: tableIn(eu) };
    const action = disassociate(EU).ReplicaUpdates[0];
    const alone =
      'A Disassociate action must be the only replica update in the request. Send it in an UpdateTable request of its own.';
    for (const others of [
      [action],
      [{ Create: { RegionName: 'us-east-2' } }],
      [{ Delete: { RegionName: OREGON } }],
    ]) {
      const failure = fails(eu, 'UpdateTable', {
        TableName: 'profiles',
        ReplicaUpdates: [action, ...others],
      });
      expect(failure).toMatchObject({ type: 'ValidationException', message: alone });
    }
    // Two actions in one element: DynamoDB's rule for any element.
    expect(
      fails(eu, 'UpdateTable', {
        TableName: 'profiles',
        ReplicaUpdates: [{ ...action, Delete: { RegionName: OREGON } }],
      }).message,
    ).toBe('Update table operation with more than one type of replica actions not allowed.');
    expect({ us: tableIn(us), eu: tableIn(eu) }).toEqual(before);
  });

  it('needs a replica of a global table', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', idTable('profiles'));
    expect(fails(engine, 'UpdateTable', disassociate('us-east-1')).message).toBe(
      'Cannot disassociate table profiles in region us-east-1 because it is not a replica of a global table.',
    );
  });

  it('is refused for an MRSC global table, which stays as it was', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', idTable('profiles'));
    ok(engine, 'UpdateTable', {
      TableName: 'profiles',
      MultiRegionConsistency: 'STRONG',
      ReplicaUpdates: [{ Create: { RegionName: 'us-east-2' } }, { Create: { RegionName: OREGON } }],
    });
    const before = tableIn(engine);
    const message =
      'Cannot disassociate the replica of table profiles in region us-east-1: disassociation is supported only for global tables with multi-Region eventual consistency (MREC).';
    expect(fails(engine, 'UpdateTable', disassociate('us-east-1'))).toMatchObject({
      type: 'ValidationException',
      message,
    });
    // Also beside the members that take an MRSC group apart.
    expect(
      fails(engine, 'UpdateTable', {
        ...disassociate('us-east-1'),
        GlobalTableWitnessUpdates: [{ Delete: { RegionName: 'us-east-2' } }],
      }).message,
    ).toBe(message);
    expect(tableIn(engine)).toEqual(before);
  });

  it('waits for the group to be at rest', () => {
    const { us, eu } = threeRegionTable();
    ok(us, 'UpdateTable', { TableName: 'profiles', ReplicaUpdates: [{ Delete: { RegionName: OREGON } }] });
    expect(fails(eu, 'UpdateTable', disassociate(EU)).type).toBe('ResourceInUseException');
    us.advance(3 * DELAY);
    ok(eu, 'UpdateTable', disassociate(EU));
    // A second one while the first is under way.
    expect(fails(eu, 'UpdateTable', disassociate(EU)).type).toBe('ResourceInUseException');
  });

  it('asks for dynamodb:DisassociateTableReplica on the replica: a resource policy can deny it', () => {
    const { us, eu } = threeRegionTable();
    const arn = `arn:aws:dynamodb:${EU}:000000000000:table/profiles`;
    const statement = {
      Effect: 'Deny',
      Principal: '*',
      Action: 'dynamodb:DisassociateTableReplica',
      Resource: arn,
    };
    ok(eu, 'PutResourcePolicy', {
      ResourceArn: arn,
      Policy: JSON.stringify({ Version: '2012-10-17', Statement: [statement] }),
    });
    us.advance(5000);
    const failure = fails(eu, 'UpdateTable', disassociate(EU));
    expect(failure.type).toBe('AccessDeniedException');
    expect(failure.message).toContain(
      `not authorized to perform: dynamodb:DisassociateTableReplica on resource: ${arn}`,
    );
    expect(tableIn(eu).Replicas).toHaveLength(2);
    // Other changes of the table are not that action.
    ok(eu, 'UpdateTable', { TableName: 'profiles', DisassociationProtectionEnabled: true });
  });

  it('checks DisassociationMode against the API shape: WAIT_FOR_REPLICATION is the only mode', () => {
    const { eu } = threeRegionTable();
    const failure = fails(eu, 'UpdateTable', {
      TableName: 'profiles',
      ReplicaUpdates: [{ Disassociate: { RegionName: EU, DisassociationMode: 'IMMEDIATE' } }],
    });
    expect(failure.message).toContain(
      "Value 'IMMEDIATE' at 'replicaUpdates.1.member.disassociate.disassociationMode' failed to satisfy constraint: Member must satisfy enum value set: [WAIT_FOR_REPLICATION]",
    );
  });
});
