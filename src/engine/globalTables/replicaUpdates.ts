/**
 * UpdateTable with ReplicaUpdates: adding a replica in another Region, changing a replica's own
 * settings, removing one. Any member's Region can do each, for any member (DDB-TABLE-297). Checks run
 * in the order a 2026 lab observed on AWS (ack-api-quirks dynamodb DDB-TABLE-188, 203, 223–228, 266,
 * 295, 297, 306–309): the actions themselves, their Regions, the group's state, membership, the
 * table's capacity mode and keys, then the guards on a removal. Replicas need on-demand capacity or
 * auto scaling, which the sandbox does not simulate: a provisioned table cannot have replicas here.
 */
import type { Engine } from '../engine.ts';
import { invalidParameter, resourceInUse, validation } from '../errors.ts';
import { awsManagedKeyArn } from '../operations/serverSideEncryption.ts';
import { describeTable } from '../operations/tableDescription.ts';
import type { Table } from '../storage/table.ts';
import type { ReplicaSettingsInput, UpdateTableRequest } from '../validation/requestTypes.ts';
import { replicaActionsOf, type ReplicaAction } from '../validation/updateTable/replicaActions.ts';
import { checkReplicaRegion } from './replicaRegions.ts';
import { addReplica, removeReplica } from './replicaLifecycle.ts';
import { checkReplicaSettings, updateReplicaSettings } from './replicaSettings.ts';
import { groupInUse, type ReplicaMember, type ReplicationGroup } from './replicationGroup.ts';
import { startDeletion } from '../operations/deleteTable.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function updateReplicas(engine: Engine, table: Table, request: UpdateTableRequest) {
  const actions = replicaActionsOf(request.ReplicaUpdates!);
  for (const { settings } of actions) checkReplicaRegion(settings.RegionName, engine.region);
  checkGroupIdle(engine, table, actions);
  const group = table.replication;
  for (const action of actions) checkMembership(engine, table, group, action);
  const [first] = actions;
  if (first.kind === 'Create') {
    const encryption = replicaEncryption(engine, table, first.settings);
    addReplica(engine, table, first.settings, encryption);
  } else if (first.kind === 'Delete') {
    const member = group!.members.get(first.settings.RegionName)!;
    checkRemovable(engine, group!, member);
    removeReplica(engine, group!, member, startDeletion, table);
  } else {
    const members = actions.map((action) => group!.members.get(action.settings.RegionName)!);
    actions.forEach((action, i) => checkReplicaSettings(members[i], action.settings as ReplicaSettingsInput));
    actions.forEach((action, i) =>
      updateReplicaSettings(members[i], action.settings as ReplicaSettingsInput),
    );
  }
  return { TableDescription: describeTable(engine, table) };
}

/** One replica change at a time, on a table that is otherwise at rest (DDB-TABLE-227, 296, 306). */
function checkGroupIdle(engine: Engine, table: Table, actions: readonly ReplicaAction[]): void {
  const group = table.replication;
  // Asked of the replica being added, in its own Region (DDB-TABLE-298, 306).
  if (group?.members.get(engine.region)?.status === 'CREATING') {
    throw validation(
      `Create/Update/Delete of replica is not allowed while the replica is being added to table with name: ‘${table.name}’ in region: ‘${engine.region}’.`,
    );
  }
  if (group?.changing) {
    const adding = actions.find(
      (action) => action.kind === 'Create' && group.members.get(action.settings.RegionName)?.listed,
    );
    if (adding) {
      const regions = [...group.members.keys()].sort().join(', ');
      throw resourceInUse(
        `Global table with name: ${table.name} already exists with replicas in regions: ${regions}.`,
      );
    }
    throw groupInUse();
  }
  const busyIndex = table.indexes.some((index) => index.status !== 'ACTIVE' || index.backfilling);
  if (table.status !== 'ACTIVE' || busyIndex) throw groupInUse();
}

function checkMembership(
  engine: Engine,
  table: Table,
  group: ReplicationGroup | undefined,
  action: ReplicaAction,
): void {
  const region = action.settings.RegionName;
  const member = group?.members.get(region);
  if (action.kind === 'Create') {
    // A Regional table of the same name there is not adopted (DDB-TABLE-225).
    if (member || engine.regions.existing(region)?.tables.has(table.name)) {
      throw validation(
        `Failed to create a the new replica of table with name: ‘${table.name}’ because one or more replicas already existed as tables.`,
      );
    }
    return;
  }
  if (!member || member.status === 'DELETING') {
    throw validation(
      `Update global table operation failed because one or more replicas were not part of the global table. Please retry the request without these replicas: [${region}].`,
    );
  }
}

/**
 * The replica's encryption: the AWS owned key takes no key at all, the AWS managed key the replica
 * Region's own, and a customer managed key needs a key in the replica's Region (DDB-TABLE-295,
 * 309, 313). Returns the SSESpecification for the replica's table.
 */
function replicaEncryption(
  engine: Engine,
  table: Table,
  settings: ReplicaSettingsInput,
): Record<string, unknown> {
  if (table.billingMode === 'PROVISIONED') {
    throw validation('Table write capacity should either be Pay-Per-Request or AutoScaled.');
  }
  const keyId = settings.KMSMasterKeyId;
  const missingKey = () => invalidParameter('KMSMasterKeyId must be specified for each replica.');
  const current = table.encryption?.kmsMasterKeyArn;
  if (current === undefined) {
    if (keyId !== undefined) throw missingKey();
    return {};
  }
  const managed = current === awsManagedKeyArn(engine);
  const namesManaged = keyId === 'alias/aws/dynamodb' || keyId?.endsWith(':alias/aws/dynamodb');
  if (managed) {
    if (keyId !== undefined && !namesManaged) {
      throw invalidParameter('All replica keys must either be Customer Managed CMK or AWS Managed CMK.');
    }
    return { SSESpecification: { Enabled: true, SSEType: 'KMS' } };
  }
  if (keyId === undefined) throw missingKey();
  if (namesManaged) {
    throw invalidParameter('All replica keys must either be Customer Managed CMK or AWS Managed CMK.');
  }
  const keyRegion = keyId.startsWith('arn:') ? keyId.split(':')[3] : settings.RegionName;
  if (keyRegion !== settings.RegionName) {
    throw validation(
      `KMS validation error for region ${settings.RegionName}: com.amazonaws.services.kms.model.NotFoundException: Invalid arn ${keyRegion}`,
    );
  }
  return { SSESpecification: { Enabled: true, SSEType: 'KMS', KMSMasterKeyId: keyId } };
}

/**
 * A replica with deletion protection stays (DDB-TABLE-297), and so does a Region that added a
 * replica in the last 24 hours while that replica exists (DDB-TABLE-266, 267): remove the newest first.
 */
export function checkRemovable(engine: Engine, group: ReplicationGroup, member: ReplicaMember): void {
  if (member.table?.deletionProtection) {
    throw validation(
      `Cannot delete table ${group.tableName} in region ${member.region} because it has deletion protection enabled. Disable deletion protection first.`,
    );
  }
  const sourced = group
    .others(member.region)
    .some((other) => other.source?.region === member.region && engine.now() - other.source.at < DAY_MS);
  if (sourced) {
    throw validation(
      'Replica cannot be deleted because it has acted as a source region for new replica(s) being added to the table in the last 24 hours.',
    );
  }
}
