/**
 * DescribeTableReplicaAutoScaling and UpdateTableReplicaAutoScaling (operations/replicaAutoScaling.ts):
 * a global table's settings Region by Region, all of them off as on an on-demand group; turning
 * auto scaling off is accepted, asking for it refused with DynamoDB's messages, as is naming an
 * index the group does not have (or is still creating); a Regional table has no such settings.
 */
import { describe, expect, it } from 'vitest';
import { EU, twoRegionTable } from '../helpers/globalTable.ts';
import { byEmailIndex, fails, idTable, ok } from '../helpers/wire.ts';

const OFF = { AutoScalingDisabled: true, ScalingPolicies: [] };

/** `profiles` (with the index `byEmail`) in us-east-1, with an ACTIVE replica in eu-west-1. */
const globalTable = () => twoRegionTable({}, byEmailIndex);

const replica = (RegionName: string) => ({
  RegionName,
  GlobalSecondaryIndexes: [
    {
      IndexName: 'byEmail',
      IndexStatus: 'ACTIVE',
      ProvisionedReadCapacityAutoScalingSettings: OFF,
      ProvisionedWriteCapacityAutoScalingSettings: OFF,
    },
  ],
  ReplicaProvisionedReadCapacityAutoScalingSettings: OFF,
  ReplicaProvisionedWriteCapacityAutoScalingSettings: OFF,
  ReplicaStatus: 'ACTIVE',
});

describe('replica auto scaling of a global table', () => {
  it('describes every replica, the Region asked included, sorted by Region, from either Region', () => {
    const { us, eu } = globalTable();
    const expected = {
      TableAutoScalingDescription: {
        TableName: 'profiles',
        TableStatus: 'ACTIVE',
        Replicas: [replica(EU), replica('us-east-1')],
      },
    };
    expect(ok(us, 'DescribeTableReplicaAutoScaling', { TableName: 'profiles' })).toEqual(expected);
    const arn = 'arn:aws:dynamodb:eu-west-1:000000000000:table/profiles';
    expect(ok(eu, 'DescribeTableReplicaAutoScaling', { TableName: arn })).toEqual(expected);
  });

  it('accepts turning auto scaling off, and changes nothing', () => {
    const { us } = globalTable();
    const before = ok(us, 'DescribeTableReplicaAutoScaling', { TableName: 'profiles' });
    const reply = ok(us, 'UpdateTableReplicaAutoScaling', {
      TableName: 'profiles',
      ProvisionedWriteCapacityAutoScalingUpdate: { AutoScalingDisabled: true },
      ReplicaUpdates: [
        { RegionName: EU, ReplicaProvisionedReadCapacityAutoScalingUpdate: { AutoScalingDisabled: true } },
      ],
    });
    expect(reply).toEqual(before);
  });

  it('refuses auto scaling on an on-demand group, with DynamoDB’s message', () => {
    const { us } = globalTable();
    const refusal = (request: Record<string, unknown>) =>
      fails(us, 'UpdateTableReplicaAutoScaling', { TableName: 'profiles', ...request });
    const policy = { TargetTrackingScalingPolicyConfiguration: { TargetValue: 70 } };
    const limits = { MinimumUnits: 5, MaximumUnits: 50 };
    const settings = { ...limits, ScalingPolicyUpdate: policy };
    expect(refusal({ ProvisionedWriteCapacityAutoScalingUpdate: settings })).toMatchObject({
      type: 'ValidationException',
      message:
        "Failed to update global table with name \u2018profiles\u2018. Replicas 'EU-WEST-1', 'US-EAST-1' BillingMode is PayPerRequest. You must convert table's BillingMode to PROVISIONED to set parameters: 'GlobalTableProvisionedWriteCapacityAutoScalingSettingsUpdate'.",
    });
    expect(
      refusal({
        ReplicaUpdates: [{ RegionName: EU, ReplicaProvisionedReadCapacityAutoScalingUpdate: settings }],
      }).message,
    ).toMatch(/to set parameters: 'ReplicaProvisionedReadCapacityAutoScalingSettingsUpdate'\.$/);
    // Turning it off while giving limits or a policy is refused before anything else.
    expect(
      refusal({ ProvisionedWriteCapacityAutoScalingUpdate: { AutoScalingDisabled: true, ...limits } }),
    ).toMatchObject({
      type: 'ValidationException',
      message:
        "Failed to update settings for global table with name \u2018profiles\u2019: Parameters 'MaximumUnits', 'MinimumUnits' must be left blank when disabling auto scaling.",
    });
    expect(
      refusal({
        ReplicaUpdates: [{ RegionName: 'ap-south-1', ReplicaProvisionedReadCapacityAutoScalingUpdate: OFF }],
      }),
    ).toMatchObject({
      type: 'ResourceNotFoundException',
      message:
        'Failed to update settings for global table with name: \u2018profiles\u2019 because a replica does not exist in regions: \u2018[ap-south-1]\u2019.',
    });
    const twice = { RegionName: EU, ReplicaProvisionedReadCapacityAutoScalingUpdate: OFF };
    expect(refusal({ ReplicaUpdates: [twice, twice] }).message).toBe(
      'Failed to update settings for global table with name: \u2018profiles\u2019 because the regions: \u2018[eu-west-1]\u2019 were specified more than once.',
    );
    expect(refusal({ ReplicaUpdates: [{ RegionName: EU }] }).message).toBe(
      'Failed to update settings for global table with name: \u2018profiles\u2019 because at least one update parameter must be specified for region: \u2018eu-west-1\u2019.',
    );
  });

  // ack-api-quirks dynamodb DDB-TABLE-241, 242: an update that does not turn auto scaling off must
  // give the limits and a policy, the missing ones named in this order.
  it('refuses an update that neither turns auto scaling off nor gives limits and a policy', () => {
    const { us } = globalTable();
    const policy = { TargetTrackingScalingPolicyConfiguration: { TargetValue: 40 } };
    const required = (update: Record<string, unknown>) =>
      fails(us, 'UpdateTableReplicaAutoScaling', {
        TableName: 'profiles',
        ReplicaUpdates: [{ RegionName: EU, ReplicaProvisionedReadCapacityAutoScalingUpdate: update }],
      });
    const message = (parameters: string) =>
      `Failed to update settings for global table with name: \u2018profiles\u2019: Parameters ${parameters} are required unless auto scaling is being disabled.`;
    const all = "'MaximumUnits', 'ScalingPolicyUpdate', 'MinimumUnits'";
    expect(required({ MinimumUnits: 2, MaximumUnits: 20 })).toEqual({
      type: 'ValidationException',
      message: message("'ScalingPolicyUpdate'"),
      body: expect.anything(),
    });
    expect(required({ ScalingPolicyUpdate: policy }).message).toBe(message("'MaximumUnits', 'MinimumUnits'"));
    expect(required({ MinimumUnits: 2, ScalingPolicyUpdate: policy }).message).toBe(
      message("'MaximumUnits'"),
    );
    expect(required({ MaximumUnits: 20, ScalingPolicyUpdate: policy }).message).toBe(
      message("'MinimumUnits'"),
    );
    expect(required({}).message).toBe(message(all));
    expect(required({ AutoScalingRoleArn: 'arn:aws:iam::000000000000:role/scaling' }).message).toBe(
      message(all),
    );
    expect(required({ AutoScalingDisabled: false }).message).toBe(message(all));
  });

  it('finds no index the group does not have, naming every one table-wide and the first per Region', () => {
    const { us } = globalTable();
    const off = { AutoScalingDisabled: true };
    const update = (request: Record<string, unknown>) =>
      fails(us, 'UpdateTableReplicaAutoScaling', { TableName: 'profiles', ...request });
    const failed = 'Failed to update settings for global table with name: \u2018profiles\u2019 because';
    const indexes = (...names: string[]) =>
      names.map((IndexName) => ({ IndexName, ProvisionedWriteCapacityAutoScalingUpdate: off }));
    expect(update({ GlobalSecondaryIndexUpdates: indexes('byEmail', 'gsi1', 'gsi2') })).toMatchObject({
      type: 'ResourceNotFoundException',
      message: `${failed} the global secondary indexes with names: \u2018[gsi1, gsi2]\u2019 do not exist.`,
    });
    const onReplica = (...names: string[]) => ({
      ReplicaUpdates: [
        {
          RegionName: EU,
          ReplicaGlobalSecondaryIndexUpdates: names.map((IndexName) => ({
            IndexName,
            ProvisionedReadCapacityAutoScalingUpdate: off,
          })),
        },
      ],
    });
    expect(update(onReplica('gsi1', 'gsi2'))).toMatchObject({
      type: 'ResourceNotFoundException',
      message: `${failed} a global secondary index with name: \u2018gsi1\u2019 does not exist in region: \u2018eu-west-1\u2019.`,
    });
    const existing = { TableName: 'profiles', GlobalSecondaryIndexUpdates: indexes('byEmail') };
    expect(ok(us, 'UpdateTableReplicaAutoScaling', { ...existing, ...onReplica('byEmail') })).toHaveProperty(
      'TableAutoScalingDescription',
    );
  });

  it('leaves out an index still being created, and finds no settings of it until it is ACTIVE', () => {
    const { us } = twoRegionTable({ tableStatusDelayMs: 1000 });
    ok(us, 'UpdateTable', {
      TableName: 'profiles',
      ...byEmailIndex,
      GlobalSecondaryIndexUpdates: [{ Create: byEmailIndex.GlobalSecondaryIndexes[0] }],
    });
    const indexes = () =>
      ok(us, 'DescribeTableReplicaAutoScaling', {
        TableName: 'profiles',
      }).TableAutoScalingDescription.Replicas.map(
        (replica: { GlobalSecondaryIndexes: unknown[] }) => replica.GlobalSecondaryIndexes.length,
      );
    expect(indexes()).toEqual([0, 0]);
    const update = {
      TableName: 'profiles',
      GlobalSecondaryIndexUpdates: [
        { IndexName: 'byEmail', ProvisionedWriteCapacityAutoScalingUpdate: { AutoScalingDisabled: true } },
      ],
    };
    expect(fails(us, 'UpdateTableReplicaAutoScaling', update).type).toBe('ResourceNotFoundException');
    us.advance(1000);
    expect(indexes()).toEqual([1, 1]);
    expect(ok(us, 'UpdateTableReplicaAutoScaling', update)).toHaveProperty('TableAutoScalingDescription');
  });

  it('finds no global table for a Regional table, a missing one, or one whose last replica left', () => {
    const { us } = globalTable();
    ok(us, 'CreateTable', idTable('solo'));
    for (const TableName of ['solo', 'nowhere']) {
      for (const operation of ['DescribeTableReplicaAutoScaling', 'UpdateTableReplicaAutoScaling']) {
        expect(fails(us, operation, { TableName })).toMatchObject({
          type: 'ResourceNotFoundException',
          message: `Global table with name: '${TableName}' does not exist.`,
        });
      }
    }
    ok(us, 'UpdateTable', { TableName: 'profiles', ReplicaUpdates: [{ Delete: { RegionName: EU } }] });
    expect(fails(us, 'DescribeTableReplicaAutoScaling', { TableName: 'profiles' })).toMatchObject({
      type: 'ResourceNotFoundException',
      message: "Global table with name: 'profiles' does not exist.",
    });
  });

  it('asks for at least one update when the request names only the table (ack-api-quirks DDB-TABLE-255)', () => {
    const { us } = globalTable();
    expect(fails(us, 'UpdateTableReplicaAutoScaling', { TableName: 'profiles' })).toMatchObject({
      type: 'ValidationException',
      message:
        'Failed to update settings for global table with name: ‘profiles’ because at least one update parameter must be specified.',
    });
  });

  it('checks the request’s shape first', () => {
    const { us } = globalTable();
    expect(fails(us, 'DescribeTableReplicaAutoScaling', {}).type).toBe('ValidationException');
    expect(
      fails(us, 'UpdateTableReplicaAutoScaling', { TableName: 'profiles', ReplicaUpdates: [] }).message,
    ).toMatch(/replicaUpdates/);
  });

  // A target tracking policy must give its TargetValue (API_AutoScalingTargetTrackingScalingPolicyConfigurationUpdate:
  // Required), reported as its sibling TargetTrackingScalingPolicyConfiguration is when left out.
  it('refuses a target tracking policy without its TargetValue, as Coral does a missing member', () => {
    const { us } = globalTable();
    const withPolicy = (configuration: Record<string, unknown> | undefined) =>
      fails(us, 'UpdateTableReplicaAutoScaling', {
        TableName: 'profiles',
        ProvisionedWriteCapacityAutoScalingUpdate: {
          MinimumUnits: 5,
          MaximumUnits: 50,
          ScalingPolicyUpdate: { TargetTrackingScalingPolicyConfiguration: configuration },
        },
      });
    const path =
      'provisionedWriteCapacityAutoScalingUpdate.scalingPolicyUpdate.targetTrackingScalingPolicyConfiguration';
    expect(withPolicy({ ScaleInCooldown: 60 })).toMatchObject({
      type: 'ValidationException',
      message: `1 validation error detected: Value null at '${path}.targetValue' failed to satisfy constraint: Member must not be null`,
    });
    expect(withPolicy(undefined).message).toBe(
      `1 validation error detected: Value null at '${path}' failed to satisfy constraint: Member must not be null`,
    );
    expect(withPolicy({ TargetValue: '70' })).toMatchObject({
      type: 'SerializationException',
      message: 'STRING_VALUE cannot be converted to Double',
    });
  });
});
