/**
 * DescribeTableReplicaAutoScaling and UpdateTableReplicaAutoScaling: a global table's auto scaling
 * settings, Region by Region, as a 2026 lab recorded them against AWS (ack-api-quirks dynamodb
 * DDB-TABLE-187, 189, 190, 232, 238, 241, 242, 253, 255, 289, 323, 442, 446).
 *
 * The sandbox has no Application Auto Scaling, and its global tables are on-demand (a provisioned
 * table cannot get a replica: globalTables/replicaUpdates.ts), so every setting reads as DynamoDB
 * reads an on-demand group's: `AutoScalingDisabled: true`, no policies. Turning auto scaling off is
 * accepted and changes nothing; asking for any scaling is refused as DynamoDB refuses it on an
 * on-demand group. A table that is not (or no longer) part of a global table is not found.
 *
 * Messages keep DynamoDB's own typography: the on-demand refusal quotes the name with two U+2018
 * marks and capitalises the Regions; the others use U+2018 and U+2019 (DDB-TABLE-190, 242, 446). The
 * names of the index-level parameters in the on-demand refusal are not recorded: they follow the
 * recorded table-level ones.
 */
import type { Engine } from '../engine.ts';
import { resourceNotFound, validation } from '../errors.ts';
import type { ReplicationGroup } from '../globalTables/replicationGroup.ts';
import type { Table } from '../storage/table.ts';
import { compileRequest } from '../validation/shape/compileRequest.ts';
import {
  boolean,
  double,
  integer,
  list,
  long,
  string,
  structure,
  type Shape,
} from '../validation/shape/shapes.ts';
import { indexName, tableName } from '../validation/commonShapes.ts';

interface SettingsUpdate {
  MinimumUnits?: number;
  MaximumUnits?: number;
  AutoScalingDisabled?: boolean;
  AutoScalingRoleArn?: string;
  ScalingPolicyUpdate?: object;
}

interface UpdateRequest {
  TableName: string;
  ProvisionedWriteCapacityAutoScalingUpdate?: SettingsUpdate;
  GlobalSecondaryIndexUpdates?: {
    IndexName?: string;
    ProvisionedWriteCapacityAutoScalingUpdate?: SettingsUpdate;
  }[];
  ReplicaUpdates?: {
    RegionName: string;
    ReplicaProvisionedReadCapacityAutoScalingUpdate?: SettingsUpdate;
    ReplicaGlobalSecondaryIndexUpdates?: {
      IndexName?: string;
      ProvisionedReadCapacityAutoScalingUpdate?: SettingsUpdate;
    }[];
  }[];
}

const settingsUpdate = (): Shape =>
  structure('AutoScalingSettingsUpdate', {
    MinimumUnits: long({ min: 1 }),
    MaximumUnits: long({ min: 1 }),
    AutoScalingDisabled: boolean(),
    AutoScalingRoleArn: string({ min: 1, max: 1600 }),
    ScalingPolicyUpdate: structure('AutoScalingPolicyUpdate', {
      PolicyName: string({ min: 1, max: 256 }),
      TargetTrackingScalingPolicyConfiguration: structure(
        'AutoScalingTargetTrackingScalingPolicyConfigurationUpdate',
        {
          DisableScaleIn: boolean(),
          ScaleInCooldown: integer(),
          ScaleOutCooldown: integer(),
          // Required (API_AutoScalingTargetTrackingScalingPolicyConfigurationUpdate): a policy
          // without it is refused as Coral refuses any missing member, before the settings are read.
          TargetValue: double({ required: true }),
        },
        { required: true },
      ),
    }),
  });

const checkDescribe = compileRequest<{ TableName: string }>(
  structure('DescribeTableReplicaAutoScalingInput', { TableName: tableName }),
);
const checkUpdate = compileRequest<UpdateRequest>(
  structure('UpdateTableReplicaAutoScalingInput', {
    TableName: tableName,
    ProvisionedWriteCapacityAutoScalingUpdate: settingsUpdate(),
    GlobalSecondaryIndexUpdates: list(
      structure('GlobalSecondaryIndexAutoScalingUpdate', {
        IndexName: indexName(),
        ProvisionedWriteCapacityAutoScalingUpdate: settingsUpdate(),
      }),
      { min: 1 },
    ),
    ReplicaUpdates: list(
      structure('ReplicaAutoScalingUpdate', {
        RegionName: string({ required: true }),
        ReplicaGlobalSecondaryIndexUpdates: list(
          structure('ReplicaGlobalSecondaryIndexAutoScalingUpdate', {
            IndexName: indexName(),
            ProvisionedReadCapacityAutoScalingUpdate: settingsUpdate(),
          }),
        ),
        ReplicaProvisionedReadCapacityAutoScalingUpdate: settingsUpdate(),
      }),
      { min: 1 },
    ),
  }),
);

/** An on-demand table's reading of one capacity dimension: no target, no policy. */
const disabled = () => ({ AutoScalingDisabled: true, ScalingPolicies: [] });

export function describeTableReplicaAutoScaling(engine: Engine, body: object) {
  const { TableName } = checkDescribe(body);
  const { table, group } = globalTable(engine, TableName);
  return { TableAutoScalingDescription: description(engine, table, group) };
}

/** DynamoDB's reply to an update is the settings as they were (DDB-TABLE-238): here, as they are. */
export function updateTableReplicaAutoScaling(engine: Engine, body: object) {
  const request = checkUpdate(body);
  const { table, group } = globalTable(engine, request.TableName);
  const name = table.name;
  const updates = settingsUpdates(request);
  for (const { update } of updates) checkSettingsShape(update, name);
  const failed = `Failed to update settings for global table with name: \u2018${name}\u2019 because`;
  const replicaUpdates = request.ReplicaUpdates ?? [];
  // A request naming only the table (ack-api-quirks dynamodb DDB-TABLE-255).
  const tableWide =
    request.ProvisionedWriteCapacityAutoScalingUpdate ?? request.GlobalSecondaryIndexUpdates?.[0];
  if (tableWide === undefined && replicaUpdates.length === 0) {
    throw validation(`${failed} at least one update parameter must be specified.`);
  }
  const named = replicaUpdates.map((update) => update.RegionName);
  const repeated = [...new Set(named.filter((region, i) => named.indexOf(region) !== i))];
  if (repeated.length > 0) {
    throw validation(
      `${failed} the regions: \u2018[${repeated.join(', ')}]\u2019 were specified more than once.`,
    );
  }
  const empty = replicaUpdates.find(
    (update) =>
      !update.ReplicaProvisionedReadCapacityAutoScalingUpdate &&
      !update.ReplicaGlobalSecondaryIndexUpdates?.length,
  );
  if (empty) {
    throw validation(
      `${failed} at least one update parameter must be specified for region: \u2018${empty.RegionName}\u2019.`,
    );
  }
  const absent = named.filter((region) => !group.members.has(region));
  if (absent.length > 0) {
    throw resourceNotFound(
      `${failed} a replica does not exist in regions: \u2018[${absent.join(', ')}]\u2019.`,
    );
  }
  checkIndexesExist(request, table, group, failed);
  const scaling = updates.find(({ update }) => update.AutoScalingDisabled !== true);
  if (scaling) {
    const regions = [...group.members.keys()].sort().map((region) => `'${region.toUpperCase()}'`);
    throw validation(
      `Failed to update global table with name \u2018${name}\u2018. Replicas ${regions.join(', ')} BillingMode is PayPerRequest. You must convert table's BillingMode to PROVISIONED to set parameters: '${scaling.parameter}'.`,
    );
  }
  return { TableAutoScalingDescription: description(engine, table, group) };
}

/**
 * One settings update is either a switch-off, with nothing else, or limits and a policy together —
 * also where a target and policy exist, and with AutoScalingDisabled false (ack-api-quirks dynamodb
 * DDB-TABLE-241, 242). Checked before the table's billing mode, as the switch-off's check is; the
 * missing parameters are named in the order AWS named them.
 */
function checkSettingsShape(update: SettingsUpdate, name: string): void {
  const list = (fields: readonly string[]) => fields.map((field) => `'${field}'`).join(', ');
  if (update.AutoScalingDisabled === true) {
    const filled = (['MaximumUnits', 'MinimumUnits', 'ScalingPolicyUpdate'] as const).filter(
      (field) => update[field] !== undefined,
    );
    if (filled.length > 0) {
      throw validation(
        `Failed to update settings for global table with name \u2018${name}\u2019: Parameters ${list(filled)} must be left blank when disabling auto scaling.`,
      );
    }
    return;
  }
  const missing = (['MaximumUnits', 'ScalingPolicyUpdate', 'MinimumUnits'] as const).filter(
    (field) => update[field] === undefined,
  );
  if (missing.length > 0) {
    throw validation(
      `Failed to update settings for global table with name: \u2018${name}\u2019: Parameters ${list(missing)} are required unless auto scaling is being disabled.`,
    );
  }
}

/**
 * The indexes an update names must exist, ACTIVE or being updated: one still being created is not
 * found yet (DDB-TABLE-323, which recorded both messages on AWS: every missing name for the
 * table-wide updates, the first missing one and its Region for a replica's).
 */
function checkIndexesExist(request: UpdateRequest, table: Table, group: ReplicationGroup, failed: string) {
  const known = (source: Table) =>
    new Set(
      source.indexes
        .filter((index) => index.kind === 'global' && index.status !== 'CREATING')
        .map((index) => index.name),
    );
  const here = known(table);
  const missing = (request.GlobalSecondaryIndexUpdates ?? [])
    .map((update) => update.IndexName ?? '')
    .filter((name) => !here.has(name));
  if (missing.length > 0) {
    throw resourceNotFound(
      `${failed} the global secondary indexes with names: \u2018[${missing.join(', ')}]\u2019 do not exist.`,
    );
  }
  for (const replica of request.ReplicaUpdates ?? []) {
    const there = known(group.members.get(replica.RegionName)?.table ?? table);
    const absent = (replica.ReplicaGlobalSecondaryIndexUpdates ?? []).find(
      (update) => !there.has(update.IndexName ?? ''),
    );
    if (absent) {
      throw resourceNotFound(
        `${failed} a global secondary index with name: \u2018${absent.IndexName ?? ''}\u2019 does not exist in region: \u2018${replica.RegionName}\u2019.`,
      );
    }
  }
}

/** Every settings update in the request, with the parameter name DynamoDB gives it. */
function settingsUpdates(request: UpdateRequest): { update: SettingsUpdate; parameter: string }[] {
  const found: { update: SettingsUpdate; parameter: string }[] = [];
  const add = (update: SettingsUpdate | undefined, parameter: string) => {
    if (update) found.push({ update, parameter });
  };
  add(
    request.ProvisionedWriteCapacityAutoScalingUpdate,
    'GlobalTableProvisionedWriteCapacityAutoScalingSettingsUpdate',
  );
  for (const index of request.GlobalSecondaryIndexUpdates ?? [])
    add(index.ProvisionedWriteCapacityAutoScalingUpdate, 'ProvisionedWriteCapacityAutoScalingSettingsUpdate');
  for (const replica of request.ReplicaUpdates ?? []) {
    add(
      replica.ReplicaProvisionedReadCapacityAutoScalingUpdate,
      'ReplicaProvisionedReadCapacityAutoScalingSettingsUpdate',
    );
    for (const index of replica.ReplicaGlobalSecondaryIndexUpdates ?? [])
      add(index.ProvisionedReadCapacityAutoScalingUpdate, 'ProvisionedReadCapacityAutoScalingSettingsUpdate');
  }
  return found;
}

/** The table, when it is part of a global table; otherwise DynamoDB finds no global table of that name. */
function globalTable(engine: Engine, nameOrArn: string): { table: Table; group: ReplicationGroup } {
  const table = engine.findTable(nameOrArn);
  const group = table?.replication;
  if (!table || !group || !group.members.has(engine.region)) {
    const name = nameOrArn.startsWith('arn:') ? nameOrArn.slice(nameOrArn.lastIndexOf('/') + 1) : nameOrArn;
    throw resourceNotFound(`Global table with name: '${name}' does not exist.`);
  }
  return { table, group };
}

/**
 * Every replica, the one asked included, sorted by Region (DDB-TABLE-232, 265) — unlike
 * DescribeTable's `Replicas`, which leaves out the Region asked. A replica still being added shows
 * once the other Regions list it, with its source's indexes until its own table exists.
 */
function description(engine: Engine, table: Table, group: ReplicationGroup) {
  const members = [...group.members.values()]
    .filter((member) => member.listed || member.region === engine.region)
    .sort((a, b) => (a.region < b.region ? -1 : a.region > b.region ? 1 : 0));
  return {
    TableName: table.name,
    TableStatus: table.status,
    Replicas: members.map((member) => ({
      RegionName: member.region,
      GlobalSecondaryIndexes: (member.table ?? table).indexes
        // An index still being created is left out until it is ACTIVE (DDB-TABLE-323).
        .filter((index) => index.kind === 'global' && index.status !== 'CREATING')
        .map((index) => ({
          IndexName: index.name,
          IndexStatus: index.status,
          ProvisionedReadCapacityAutoScalingSettings: disabled(),
          ProvisionedWriteCapacityAutoScalingSettings: disabled(),
        })),
      ReplicaProvisionedReadCapacityAutoScalingSettings: disabled(),
      ReplicaProvisionedWriteCapacityAutoScalingSettings: disabled(),
      ReplicaStatus: member.status,
    })),
  };
}
