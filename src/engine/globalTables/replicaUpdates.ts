/**
 * UpdateTable with ReplicaUpdates: adding a replica in another Region, changing a replica's own
 * settings, removing one, disassociating the local one (replicaDisassociation.ts). Any member's
 * Region can do each of the first three, for any member (DDB-TABLE-297). Checks run in the order a
 * 2026 lab observed on AWS (ack-api-quirks dynamodb DDB-TABLE-188, 203, 223–228, 266, 295, 297,
 * 306–309): the actions themselves, their Regions, the group's state, membership, the
 * table's capacity mode and keys, then the guards on a removal (replicaChecks.ts). Replicas need
 * on-demand capacity or auto scaling, which the sandbox does not simulate: a provisioned table
 * cannot have replicas here. Creating or taking apart a strongly consistent group (MRSC) follows
 * its own rules (strongGroups.ts).
 */
import type { Engine } from '../engine.ts';
import { describeTable } from '../operations/tableDescription.ts';
import type { Table } from '../storage/table.ts';
import type { ReplicaSettingsInput, UpdateTableRequest } from '../validation/requestTypes.ts';
import { replicaActionsOf } from '../validation/updateTable/replicaActions.ts';
import { checkReplicaRegion } from './replicaRegions.ts';
import { addReplica, removeReplica } from './replicaLifecycle.ts';
import { checkReplicaSettings, updateReplicaSettings } from './replicaSettings.ts';
import { checkGroupIdle, checkMembership, checkRemovable, replicaEncryption } from './replicaChecks.ts';
import { isStrongGroupChange, updateStrongGroup } from './strongGroups.ts';
import { disassociateReplica } from './replicaDisassociation.ts';
import { checkReplicaOverrides } from './replicaOverrides.ts';
import { startDeletion } from '../operations/deleteTable.ts';

export function updateReplicas(engine: Engine, table: Table, request: UpdateTableRequest) {
  if (isStrongGroupChange(table, request)) {
    updateStrongGroup(engine, table, request);
    return { TableDescription: describeTable(engine, table) };
  }
  const actions = replicaActionsOf(request.ReplicaUpdates!);
  const [first] = actions;
  if (first.kind === 'Disassociate') return disassociateReplica(engine, table, first.settings.RegionName);
  for (const { settings } of actions) checkReplicaRegion(settings.RegionName, engine.region);
  checkGroupIdle(engine, table, actions);
  const group = table.replication;
  for (const action of actions) checkMembership(engine, table, group, action);
  if (first.kind === 'Create') {
    checkReplicaOverrides(first.settings.RegionName, first.settings, false);
    const encryption = replicaEncryption(engine, table, first.settings);
    addReplica(engine, table, first.settings, encryption);
  } else if (first.kind === 'Delete') {
    const member = group!.members.get(first.settings.RegionName)!;
    checkRemovable(engine, group!, member);
    removeReplica(engine, group!, member, startDeletion, table);
  } else {
    const members = actions.map((action) => group!.members.get(action.settings.RegionName)!);
    actions.forEach((action, i) => {
      checkReplicaSettings(members[i], action.settings as ReplicaSettingsInput);
      checkReplicaOverrides(members[i].region, action.settings as ReplicaSettingsInput, true);
    });
    holdUpdatingForReplicas(engine, table);
    // The reply shows the replicas as they were: DynamoDB's echoes no new override or class
    // (ack-api-quirks dynamodb DDB-TABLE-250, 294, 422); DescribeTable shows them.
    const reply = describeTable(engine, table);
    actions.forEach((action, i) =>
      updateReplicaSettings(members[i], action.settings as ReplicaSettingsInput),
    );
    return { TableDescription: reply };
  }
  return { TableDescription: describeTable(engine, table) };
}

/**
 * Holds `table` UPDATING for a status delay, for a change of its global table: an Update action,
 * also one that changes nothing, such as a re-sent table class (ack-api-quirks dynamodb DDB-TABLE-294,
 * 250), and a deletion protection change in any member (groupSettings.ts).
 */
export function holdUpdatingForReplicas(engine: Engine, table: Table): void {
  table.status = 'UPDATING';
  table.updatingFor = 'replicas';
  engine.after(engine.tableStatusDelayMs, () => {
    if (table.status !== 'UPDATING' || table.updatingFor !== 'replicas') return;
    table.status = 'ACTIVE';
    table.updatingFor = undefined;
  });
}
