/**
 * The settings a global table's replicas share (globalTables/groupSettings.ts): a table class change
 * made in one Region reaches every replica and counts against each one's own two changes in 30
 * days; switching to the AWS managed key, or back to the AWS owned one, reaches every replica with
 * its own Region's key; a customer managed key stays with its Region.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { EU, twoRegionTable } from '../helpers/globalTable.ts';
import { fails, ok } from '../helpers/wire.ts';

const DELAY = 400;
const described = (engine: Engine): Record<string, any> =>
  ok(engine, 'DescribeTable', { TableName: 'profiles' }).Table;
const update = (engine: Engine, change: Record<string, unknown>) =>
  ok(engine, 'UpdateTable', { TableName: 'profiles', ...change });
const managedKey = (region: string) => `arn:aws:kms:${region}:000000000000:key/`;

describe('a table class change on a global table', () => {
  it('reaches every replica, each UPDATING until its class is in place', () => {
    const { us, eu } = twoRegionTable({ tableStatusDelayMs: DELAY });
    update(eu, { TableClass: 'STANDARD_INFREQUENT_ACCESS' });
    expect(described(us).TableStatus).toBe('UPDATING');
    expect(described(eu).TableStatus).toBe('UPDATING');
    us.advance(DELAY);
    for (const engine of [us, eu]) {
      expect(described(engine)).toMatchObject({
        TableStatus: 'ACTIVE',
        TableClassSummary: { TableClass: 'STANDARD_INFREQUENT_ACCESS' },
      });
    }
    expect(described(us).Replicas[0].ReplicaTableClassSummary.TableClass).toBe('STANDARD_INFREQUENT_ACCESS');
  });

  it('is refused everywhere when a replica has had its two changes in 30 days', () => {
    const { us, eu } = twoRegionTable();
    // Two changes of eu-west-1's own class, through its override.
    for (const TableClassOverride of ['STANDARD_INFREQUENT_ACCESS', 'STANDARD']) {
      update(us, { ReplicaUpdates: [{ Update: { RegionName: EU, TableClassOverride } }] });
    }
    expect(
      fails(us, 'UpdateTable', { TableName: 'profiles', TableClass: 'STANDARD_INFREQUENT_ACCESS' }),
    ).toEqual({
      type: 'LimitExceededException',
      message:
        'Limit exceeded for replica in eu-west-1. Updates to TableClass are limited to 2 times in 30 day(s)',
      body: expect.anything(),
    });
    expect(described(us).TableClassSummary).toBeUndefined();
    expect(described(us).TableStatus).toBe('ACTIVE');
    // Thirty days on, the replica may change again.
    us.advance(30 * 24 * 3600 * 1000);
    update(us, { TableClass: 'STANDARD_INFREQUENT_ACCESS' });
    expect(described(eu).TableClassSummary.TableClass).toBe('STANDARD_INFREQUENT_ACCESS');
  });
});

describe('encryption of a global table', () => {
  it('moves every replica to its own Region’s AWS managed key, and back to the AWS owned key', () => {
    const { us, eu } = twoRegionTable({ tableStatusDelayMs: DELAY });
    update(us, { SSESpecification: { Enabled: true, SSEType: 'KMS' } });
    expect(described(us).SSEDescription).toEqual({ Status: 'UPDATING' });
    expect(described(eu).SSEDescription).toEqual({ Status: 'UPDATING' });
    expect(described(eu).TableStatus).toBe('ACTIVE');
    // Another change in the other Region meanwhile is refused there.
    expect(
      fails(eu, 'UpdateTable', { TableName: 'profiles', SSESpecification: { Enabled: false } }),
    ).toMatchObject({
      type: 'ResourceInUseException',
      message:
        'Attempt to change a resource which is still in use: Server-Side Encryption is still being updated',
    });
    us.advance(DELAY);
    expect(described(us).SSEDescription.KMSMasterKeyArn).toMatch(managedKey('us-east-1'));
    expect(described(eu).SSEDescription.KMSMasterKeyArn).toMatch(managedKey(EU));
    expect(described(us).Replicas[0].KMSMasterKeyId).toBe(described(eu).SSEDescription.KMSMasterKeyArn);

    update(eu, { SSESpecification: { Enabled: false } });
    us.advance(DELAY);
    expect(described(us).SSEDescription).toBeUndefined();
    expect(described(eu).SSEDescription).toBeUndefined();
  });

  it('keeps a customer managed key in the Region that names it', () => {
    const { us, eu } = twoRegionTable();
    update(eu, { SSESpecification: { Enabled: true, SSEType: 'KMS', KMSMasterKeyId: 'alias/profiles-eu' } });
    expect(described(eu).SSEDescription).toMatchObject({ Status: 'ENABLED', SSEType: 'KMS' });
    expect(described(us).SSEDescription).toBeUndefined();
  });
});
