/**
 * Disassociation protection (globalTables/disassociationProtection.ts; API_UpdateTable.html
 * DisassociationProtectionEnabled, 2026): on by default for every MREC replica, each Region's own,
 * changed alone in its UpdateTable, and refusing a Disassociate action while on. Before, the sandbox
 * refused the member by name and DescribeTable never showed it.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { EU, twoRegionTable } from '../helpers/globalTable.ts';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const describeTable = (engine: Engine): Record<string, any> =>
  ok(engine, 'DescribeTable', { TableName: 'profiles' }).Table;
const protection = (engine: Engine, enabled: boolean) =>
  ok(engine, 'UpdateTable', { TableName: 'profiles', DisassociationProtectionEnabled: enabled })
    .TableDescription;
const disassociate = (RegionName: string) => ({
  TableName: 'profiles',
  ReplicaUpdates: [{ Disassociate: { RegionName, DisassociationMode: 'WAIT_FOR_REPLICATION' } }],
});

describe('disassociation protection', () => {
  it('is on by default for each replica of an MREC global table, and absent on a Regional table', () => {
    const { us, eu } = twoRegionTable();
    expect(describeTable(us).DisassociationProtectionEnabled).toBe(true);
    expect(describeTable(eu).DisassociationProtectionEnabled).toBe(true);
    // Independent of deletion protection.
    expect(describeTable(us).DeletionProtectionEnabled).toBe(false);
    const regional = testEngine();
    ok(regional, 'CreateTable', idTable('profiles'));
    expect(describeTable(regional)).not.toHaveProperty('DisassociationProtectionEnabled');
  });

  it('turns off and on again in one Region only, and leaves deletion protection alone', () => {
    const { us, eu } = twoRegionTable();
    const reply = protection(eu, false);
    expect(reply.DisassociationProtectionEnabled).toBe(false);
    expect(reply.TableStatus).toBe('ACTIVE');
    expect(describeTable(eu).DisassociationProtectionEnabled).toBe(false);
    expect(describeTable(us).DisassociationProtectionEnabled).toBe(true);
    expect(describeTable(eu).DeletionProtectionEnabled).toBe(false);
    expect(protection(eu, true).DisassociationProtectionEnabled).toBe(true);
    expect(describeTable(eu).DisassociationProtectionEnabled).toBe(true);
  });

  it('blocks a Disassociate action while on, and the refused request changes nothing', () => {
    const { us, eu } = twoRegionTable();
    const before = describeTable(eu);
    const failure = fails(eu, 'UpdateTable', disassociate(EU));
    expect(failure.type).toBe('ValidationException');
    expect(failure.message).toBe(
      `Cannot disassociate the replica of table profiles in region ${EU} because it has disassociation protection enabled. Disable disassociation protection first.`,
    );
    expect(describeTable(eu)).toEqual(before);
    expect(describeTable(us).Replicas.map((r: { RegionName: string }) => r.RegionName)).toEqual([EU]);
    // Turning it off in the other Region does not lift it here.
    protection(us, false);
    expect(fails(eu, 'UpdateTable', disassociate(EU)).message).toMatch(/disassociation protection enabled/);
  });

  it('goes alone in its UpdateTable', () => {
    const { us } = twoRegionTable();
    const withDeletion = fails(us, 'UpdateTable', {
      TableName: 'profiles',
      DisassociationProtectionEnabled: false,
      DeletionProtectionEnabled: true,
    });
    expect(withDeletion.message).toMatch(/must be the only operation in the request$/);
    expect(
      fails(us, 'UpdateTable', {
        TableName: 'profiles',
        DisassociationProtectionEnabled: false,
        TableClass: 'STANDARD_INFREQUENT_ACCESS',
      }).message,
    ).toMatch(/must be the only operation in the request$/);
    expect(
      fails(us, 'UpdateTable', { ...disassociate('us-east-1'), DisassociationProtectionEnabled: false })
        .message,
    ).toMatch(/Replica modification must be the only operation in the request$/);
    expect(describeTable(us).DisassociationProtectionEnabled).toBe(true);
    expect(describeTable(us).DeletionProtectionEnabled).toBe(false);
  });

  it('is refused on a Regional table and on an MRSC replica', () => {
    const regional = testEngine();
    ok(regional, 'CreateTable', idTable('profiles'));
    expect(
      fails(regional, 'UpdateTable', { TableName: 'profiles', DisassociationProtectionEnabled: false }),
    ).toMatchObject({
      type: 'ValidationException',
      message:
        'Cannot update disassociation protection of table profiles in region us-east-1 because it is not a replica of a global table with multi-Region eventual consistency (MREC).',
    });
    const strong = testEngine();
    ok(strong, 'CreateTable', idTable('profiles'));
    ok(strong, 'UpdateTable', {
      TableName: 'profiles',
      MultiRegionConsistency: 'STRONG',
      ReplicaUpdates: [{ Create: { RegionName: 'us-east-2' } }, { Create: { RegionName: 'us-west-2' } }],
    });
    expect(describeTable(strong)).not.toHaveProperty('DisassociationProtectionEnabled');
    expect(
      fails(strong, 'UpdateTable', { TableName: 'profiles', DisassociationProtectionEnabled: false }).message,
    ).toMatch(/is not a replica of a global table with multi-Region eventual consistency \(MREC\)\.$/);
  });
});
