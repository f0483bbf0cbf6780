/**
 * Adding and removing a global table's replicas (globalTables/replicaUpdates.ts,
 * replicaLifecycle.ts): the phases DescribeTable shows in both Regions, the stream DynamoDB turns on,
 * the items a new replica starts with, and the checks and messages of ReplicaUpdates.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { byEmailIndex, call, fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const DELAY = 400;
const EU = 'eu-west-1';
const create = (RegionName: string, extra: Record<string, unknown> = {}) => ({
  TableName: 'profiles',
  ReplicaUpdates: [{ Create: { RegionName, ...extra } }],
});
const remove = (RegionName: string) => ({
  TableName: 'profiles',
  ReplicaUpdates: [{ Delete: { RegionName } }],
});

/** us-east-1 with an ACTIVE on-demand table `profiles` holding `items` items. */
function home(items = 0, extra: Record<string, unknown> = {}): Engine {
  const engine = testEngine({ tableStatusDelayMs: DELAY, replicationLatencyMs: 1000 });
  ok(engine, 'CreateTable', idTable('profiles', { BillingMode: 'PAY_PER_REQUEST', ...extra }));
  engine.advance(DELAY);
  for (let i = 0; i < items; i++)
    ok(engine, 'PutItem', { TableName: 'profiles', Item: { id: { S: `u${i}` } } });
  return engine;
}

const describeIn = (engine: Engine, region: string) =>
  call(engine.regions.forRequest(region), 'DescribeTable', { TableName: 'profiles' });
const tableIn = (engine: Engine, region: string): Record<string, any> =>
  ok(engine.regions.forRequest(region), 'DescribeTable', { TableName: 'profiles' }).Table;
const replicasIn = (engine: Engine, region: string) =>
  (tableIn(engine, region).Replicas as { RegionName: string; ReplicaStatus: string }[] | undefined)?.map(
    (replica) => `${replica.RegionName} ${replica.ReplicaStatus}`,
  );

describe('adding a replica', () => {
  it('goes through DynamoDB’s phases in both Regions and ends with the items in both', () => {
    const engine = home(2);
    const reply = ok(engine, 'UpdateTable', create(EU)).TableDescription;
    expect(reply.TableStatus).toBe('UPDATING');
    expect(reply.GlobalTableVersion).toBe('2019.11.21');
    expect(reply.Replicas).toEqual([]);
    // DynamoDB turns on a stream of new and old images for the table that had none.
    expect(reply.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
    expect(describeIn(engine, EU).status).toBe(400);

    engine.advance(DELAY);
    expect(replicasIn(engine, 'us-east-1')).toEqual([`${EU} CREATING`]);
    expect(describeIn(engine, EU).body.__type).toMatch(/ResourceNotFoundException/);

    engine.advance(DELAY);
    const creating = tableIn(engine, EU);
    expect(creating.TableStatus).toBe('CREATING');
    expect(creating.TableArn).toBe(`arn:aws:dynamodb:${EU}:000000000000:table/profiles`);
    expect(replicasIn(engine, EU)).toEqual(['us-east-1 ACTIVE']);
    // Only DescribeTable answers in the new Region so far, and it takes no replica changes yet.
    const eu = engine.regions.forRequest(EU);
    expect(fails(eu, 'UpdateTable', create('us-west-2')).message).toBe(
      `Create/Update/Delete of replica is not allowed while the replica is being added to table with name: ‘profiles’ in region: ‘${EU}’.`,
    );
    expect(fails(eu, 'GetItem', { TableName: 'profiles', Key: { id: { S: 'u0' } } }).type).toBe(
      'ResourceNotFoundException',
    );

    // With items to copy, the source table is ACTIVE a while though its replica is not ready: then
    // UPDATING again until it is (10 status delays in all).
    expect(tableIn(engine, 'us-east-1').TableStatus).toBe('ACTIVE');
    expect(
      fails(engine, 'UpdateTable', { TableName: 'profiles', DeletionProtectionEnabled: true }).type,
    ).toBe('ResourceInUseException');
    engine.advance(4 * DELAY);
    expect(tableIn(engine, 'us-east-1').TableStatus).toBe('UPDATING');
    expect(replicasIn(engine, 'us-east-1')).toEqual([`${EU} CREATING`]);
    engine.advance(4 * DELAY);
    expect(tableIn(engine, 'us-east-1').TableStatus).toBe('ACTIVE');
    expect(replicasIn(engine, 'us-east-1')).toEqual([`${EU} ACTIVE`]);
    const active = tableIn(engine, EU);
    expect(active.TableStatus).toBe('ACTIVE');
    expect(active.TableId).not.toBe(tableIn(engine, 'us-east-1').TableId);
    expect(active.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
    expect(active.LatestStreamArn).toContain(`:${EU}:`);
    const scanned = ok(eu, 'Scan', { TableName: 'profiles' })
      .Items.map((item: any) => item.id.S)
      .sort();
    expect(scanned).toEqual(['u0', 'u1']);
  });

  it('keeps a stream of another view type, and copies its type, Time to Live and indexes', () => {
    const engine = home(0, {
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
      ...byEmailIndex,
    });
    ok(engine, 'UpdateTimeToLive', {
      TableName: 'profiles',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' },
    });
    engine.advance(DELAY);
    expect(ok(engine, 'UpdateTable', create(EU)).TableDescription.StreamSpecification.StreamViewType).toBe(
      'KEYS_ONLY',
    );
    engine.advance(4 * DELAY);
    const eu = engine.regions.forRequest(EU);
    const table = tableIn(engine, EU);
    expect(table.StreamSpecification.StreamViewType).toBe('KEYS_ONLY');
    expect(
      table.GlobalSecondaryIndexes.map((index: any) => `${index.IndexName} ${index.IndexStatus}`),
    ).toEqual(['byEmail ACTIVE']);
    engine.advance(DELAY);
    expect(ok(eu, 'DescribeTimeToLive', { TableName: 'profiles' }).TimeToLiveDescription).toEqual({
      TimeToLiveStatus: 'ENABLED',
      AttributeName: 'expires',
    });
  });

  it('refuses what DynamoDB refuses, with its messages, and changes nothing', () => {
    const engine = home();
    const refusal = (body: unknown) => fails(engine, 'UpdateTable', body);
    expect(refusal({ ...create(EU), DeletionProtectionEnabled: true }).message).toBe(
      'One or more parameter values were invalid: Replica modification must be the only operation in the request',
    );
    expect(refusal(create('us-east-1')).message).toBe(
      'Cannot add or delete the local region through ReplicaUpdates. Use CreateTable, DeleteTable, or UpdateTable as required.',
    );
    expect(refusal(create('EU-WEST-1')).message).toMatch(
      /^Region EU-WEST-1 is not supported\. The latest version of global tables are only supported in the following regions: \[ap-south-2, ap-south-1, eu-south-1, eu-south-2, me-central-1, /,
    );
    expect(
      refusal({
        TableName: 'profiles',
        ReplicaUpdates: [{ Create: { RegionName: EU } }, { Create: { RegionName: 'us-west-2' } }],
      }).message,
    ).toBe('Update table operation with more than one create or delete replica actions not allowed');
    expect(
      refusal({
        TableName: 'profiles',
        ReplicaUpdates: [{ Create: { RegionName: EU }, Delete: { RegionName: EU } }],
      }).message,
    ).toBe('Update table operation with more than one type of replica actions not allowed.');
    expect(refusal({ TableName: 'profiles', ReplicaUpdates: [{}] }).message).toBe(
      'There are no actions specified in the Replica Update Action of the request.',
    );
    expect(refusal(remove(EU)).message).toBe(
      `Update global table operation failed because one or more replicas were not part of the global table. Please retry the request without these replicas: [${EU}].`,
    );
    expect(refusal(create(EU, { KMSMasterKeyId: 'alias/mine' })).message).toBe(
      'One or more parameter values were invalid: KMSMasterKeyId must be specified for each replica.',
    );
    // MRSC needs all three Regions in one call (strongGroups.test.ts).
    expect(refusal({ ...create(EU), MultiRegionConsistency: 'STRONG' }).message).toBe(
      'Unsupported replica count for global tables with MultiRegionConsistency set to STRONG.',
    );
    const provisioned = testEngine();
    ok(
      provisioned,
      'CreateTable',
      idTable('profiles', {
        BillingMode: 'PROVISIONED',
        ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
      }),
    );
    expect(fails(provisioned, 'UpdateTable', create(EU)).message).toBe(
      'Table write capacity should either be Pay-Per-Request or AutoScaled.',
    );
    // Nothing changed: no group, no stream, no Region made.
    const table = tableIn(engine, 'us-east-1');
    expect(table.GlobalTableVersion).toBeUndefined();
    expect(table.StreamSpecification).toBeUndefined();
    expect(engine.regions.existing(EU)).toBeUndefined();
  });

  it('takes one replica change at a time, and counts identical Creates as one', () => {
    const engine = home();
    ok(engine, 'UpdateTable', {
      TableName: 'profiles',
      ReplicaUpdates: [{ Create: { RegionName: EU } }, { Create: { RegionName: EU } }],
    });
    expect(fails(engine, 'UpdateTable', create('us-west-2'))).toMatchObject({
      type: 'ResourceInUseException',
      message: 'The resource which you are attempting to change is in use.',
    });
    engine.advance(DELAY);
    expect(fails(engine, 'UpdateTable', create(EU)).message).toBe(
      `Global table with name: profiles already exists with replicas in regions: ${EU}, us-east-1.`,
    );
    expect(
      fails(engine, 'UpdateTable', { TableName: 'profiles', DeletionProtectionEnabled: true }).type,
    ).toBe('ResourceInUseException');
    engine.advance(3 * DELAY);
    expect(fails(engine, 'UpdateTable', create(EU)).message).toBe(
      'Failed to create a the new replica of table with name: ‘profiles’ because one or more replicas already existed as tables.',
    );
    ok(engine, 'UpdateTable', create('us-west-2'));
    engine.advance(4 * DELAY);
    expect(replicasIn(engine, 'us-east-1')).toEqual([`${EU} ACTIVE`, 'us-west-2 ACTIVE']);
    expect(replicasIn(engine, 'us-west-2')).toEqual(['us-east-1 ACTIVE', `${EU} ACTIVE`]);
  });
});

describe('removing a replica', () => {
  /** `profiles` in us-east-1 with an ACTIVE replica in eu-west-1. */
  function global(): Engine {
    const engine = home();
    ok(engine, 'UpdateTable', create(EU));
    engine.advance(4 * DELAY);
    return engine;
  }

  it('runs a Delete action to a Regional table again, whose stream stays on', () => {
    const engine = global();
    const reply = ok(engine, 'UpdateTable', remove(EU)).TableDescription;
    expect(reply.TableStatus).toBe('UPDATING');
    expect(reply.Replicas.map((replica: any) => replica.ReplicaStatus)).toEqual(['ACTIVE']);
    engine.advance(DELAY);
    expect(replicasIn(engine, 'us-east-1')).toEqual([`${EU} DELETING`]);
    expect(tableIn(engine, EU).TableStatus).toBe('DELETING');
    engine.advance(DELAY);
    const table = tableIn(engine, 'us-east-1');
    expect(table.TableStatus).toBe('ACTIVE');
    expect(table.Replicas).toBeUndefined();
    expect(table.GlobalTableVersion).toBeUndefined();
    expect(table.StreamSpecification.StreamEnabled).toBe(true);
    // Its table there goes half a delay later (DDB-TABLE-308: replicaAnswers.test.ts).
    engine.advance(DELAY / 2);
    expect(describeIn(engine, EU).body.__type).toMatch(/ResourceNotFoundException/);
    // The Region stays: a new replica can go there again.
    ok(engine, 'UpdateTable', create(EU));
  });

  it('keeps the Region that added a replica in the last 24 hours, and a protected replica', () => {
    const engine = global();
    const eu = engine.regions.forRequest(EU);
    const sourceRule =
      'Replica cannot be deleted because it has acted as a source region for new replica(s) being added to the table in the last 24 hours.';
    expect(fails(eu, 'UpdateTable', remove('us-east-1')).message).toBe(sourceRule);
    expect(fails(engine, 'DeleteTable', { TableName: 'profiles' }).message).toBe(sourceRule);
    ok(eu, 'UpdateTable', { TableName: 'profiles', DeletionProtectionEnabled: true });
    // The change holds the group a while (globalTableProtection.test.ts).
    engine.advance(DELAY);
    expect(fails(engine, 'UpdateTable', remove(EU)).message).toBe(
      `Cannot delete table profiles in region ${EU} because it has deletion protection enabled. Disable deletion protection first.`,
    );
    // Deletion protection is the Region's own.
    expect(tableIn(engine, 'us-east-1').DeletionProtectionEnabled).toBe(false);
  });

  it('lets DeleteTable in the replica’s Region take it out of the group', () => {
    const engine = global();
    const eu = engine.regions.forRequest(EU);
    const reply = ok(eu, 'DeleteTable', { TableName: 'profiles' }).TableDescription;
    expect(reply.TableStatus).toBe('DELETING');
    expect(reply.Replicas).toEqual([
      expect.objectContaining({ RegionName: 'us-east-1', ReplicaStatus: 'ACTIVE' }),
    ]);
    expect(replicasIn(engine, 'us-east-1')).toEqual([`${EU} DELETING`]);
    engine.advance(2 * DELAY);
    expect(tableIn(engine, 'us-east-1').Replicas).toBeUndefined();
    // With no replica left it was the source of, the first table can go too.
    ok(engine, 'DeleteTable', { TableName: 'profiles' });
  });
});
