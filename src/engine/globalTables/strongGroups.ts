/**
 * Global tables in multi-Region strong consistency (MRSC): how one is made and taken apart. The
 * rules, from AWS's guide (V2globaltables_HowItWorks, bp-global-table-design) and the messages a
 * 2026 lab recorded against AWS (ack-api-quirks dynamodb DDB-TABLE-257, 258, 442):
 *
 * - An MRSC table spans exactly three Regions of one Region set: three replicas, or two and a
 *   witness. One UpdateTable on an empty, Regional table names them all, with
 *   `MultiRegionConsistency: STRONG` (a witness in `GlobalTableWitnessUpdates`).
 * - The mode is fixed: no replica is added later, and none leaves alone. The group is taken apart by
 *   one UpdateTable that deletes every other replica and the witness; the table left is Regional.
 * - Time to Live, local secondary indexes and transactions are not supported (strongFeatures.ts).
 *
 * AWS documents no messages for an MRSC request on a table with items, local secondary indexes or
 * Time to Live: those are the sandbox's. Replicas and the witness appear and turn ACTIVE on the
 * same clock as MREC's replicas (replicaLifecycle.ts).
 */
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import { startDeletion } from '../operations/deleteTable.ts';
import type { Table } from '../storage/table.ts';
import { isTimeToLiveOn } from '../ttl/timeToLiveState.ts';
import type { ReplicaSettingsInput, UpdateTableRequest } from '../validation/requestTypes.ts';
import { replicaActionsOf, type ReplicaAction } from '../validation/updateTable/replicaActions.ts';
import { checkGroupIdle, checkMembership, checkRemovable, replicaEncryption } from './replicaChecks.ts';
import { addReplica, removeReplica } from './replicaLifecycle.ts';
import { checkReplicaRegion } from './replicaRegions.ts';
import type { ReplicationGroup, Witness } from './replicationGroup.ts';
import { checkStrongRegions, STRONG } from './strongRegions.ts';
import { disassociationNotSupported } from './replicaDisassociation.ts';

/** Whether an UpdateTable with ReplicaUpdates is MRSC's business rather than MREC's. */
export function isStrongGroupChange(table: Table, request: UpdateTableRequest): boolean {
  return (
    request.MultiRegionConsistency === 'STRONG' ||
    request.GlobalTableWitnessUpdates !== undefined ||
    (request.MultiRegionConsistency !== undefined && table.replication !== undefined) ||
    // A replica's own settings (Update actions) change as under MREC.
    (table.replication?.consistency === 'STRONG' &&
      request.ReplicaUpdates!.some((update) => update.Create !== undefined || update.Delete !== undefined))
  );
}

export function updateStrongGroup(engine: Engine, table: Table, request: UpdateTableRequest): void {
  const actions = replicaActionsOf(request.ReplicaUpdates!, true);
  // MREC only (globaltables-disassociate.html): here beside witness or consistency members. On
  // other tables those members' own refusals below answer.
  const strongTable = table.replication?.consistency === 'STRONG';
  if (strongTable && actions.some((action) => action.kind === 'Disassociate')) {
    throw disassociationNotSupported(table, engine.region);
  }
  if (request.MultiRegionConsistency === undefined) return takeApart(engine, table, request, actions);
  if (actions.some((action) => action.kind !== 'Create')) {
    throw validation(
      'Only Replica Create actions are supported when MultiRegionConsistency parameter is provided.',
    );
  }
  const witnesses = (request.GlobalTableWitnessUpdates ?? []).flatMap((update) =>
    update.Create ? [update.Create.RegionName] : [],
  );
  if (request.MultiRegionConsistency === 'STRONG' && actions.length + witnesses.length !== 2) {
    throw validation(`Unsupported replica count for global tables with ${STRONG}.`);
  }
  if (table.replication) {
    throw validation('MultiRegionConsistency parameter is unsupported on existing global table');
  }
  for (const { settings } of actions) checkReplicaRegion(settings.RegionName, engine.region);
  const [witness] = witnesses;
  if (witness === engine.region) {
    throw validation(
      `Cannot add a witness in the same region as an existing replica when creating a global table with ${STRONG}.`,
    );
  }
  const regions = actions.map((action) => action.settings.RegionName);
  if (witness !== undefined && regions.includes(witness)) {
    throw validation('Cannot target multiple regions with the same action');
  }
  checkStrongRegions(engine.region, witness === undefined ? regions : [...regions, witness]);
  createStrongGroup(engine, table, actions, witness);
}

function createStrongGroup(
  engine: Engine,
  table: Table,
  actions: readonly ReplicaAction[],
  witness: string | undefined,
): void {
  checkGroupIdle(engine, table, actions);
  for (const action of actions) checkMembership(engine, table, undefined, action);
  const encryptions = actions.map((action) => replicaEncryption(engine, table, action.settings));
  if (table.items.itemCount > 0) {
    throw validation(
      `Table ${table.name} has items: a global table with ${STRONG} can only be created from an empty table.`,
    );
  }
  if (table.indexes.some((index) => index.kind === 'local')) {
    throw validation(`Local secondary indexes are not supported for global tables with ${STRONG}.`);
  }
  if (isTimeToLiveOn(table.timeToLive)) {
    throw validation(`Time to Live is not supported for global tables with ${STRONG}. Disable it first.`);
  }
  actions.forEach((action, i) =>
    addReplica(engine, table, action.settings as ReplicaSettingsInput, encryptions[i], 'STRONG'),
  );
  if (witness !== undefined) addWitness(engine, table.replication!, witness);
}

/** The witness shows up and turns ACTIVE with the replicas (replicaLifecycle.ts's phases). */
function addWitness(engine: Engine, group: ReplicationGroup, region: string): void {
  const witness: Witness = { region, status: 'CREATING', listed: false };
  group.witness = witness;
  const delay = engine.tableStatusDelayMs;
  engine.after(delay, () => {
    witness.listed = true;
  });
  engine.after(4 * delay, () => {
    if (witness.status === 'CREATING') witness.status = 'ACTIVE';
  });
}

/**
 * Taking an MRSC group apart: every other replica and the witness in one call. (A replica's own
 * settings change as under MREC, in replicaUpdates.ts.)
 */
function takeApart(
  engine: Engine,
  table: Table,
  request: UpdateTableRequest,
  actions: readonly ReplicaAction[],
): void {
  const witnessDelete = request.GlobalTableWitnessUpdates?.[0]?.Delete?.RegionName;
  // A witness Delete may come to any table; past this check, the table's group is an MRSC one.
  if (witnessDelete !== undefined && witnessDelete !== table.replication?.witness?.region) {
    throw validation(
      `Update global table operation failed because one or more witnesses were not part of the global table. Please retry the request without these witnesses: [${witnessDelete}].`,
    );
  }
  const group = table.replication!;
  if (actions.some((action) => action.kind === 'Create')) {
    throw validation('Cannot add replicas to a global table with strong MultiRegionConsistency');
  }
  for (const { settings } of actions) checkReplicaRegion(settings.RegionName, engine.region);
  checkGroupIdle(engine, table, actions);
  for (const action of actions) checkMembership(engine, table, group, action);
  const others = group.others(engine.region);
  // Only the whole group goes: a witness Delete beside replica Updates would leave the replicas.
  if (actions.some((action) => action.kind !== 'Delete') || actions.length < others.length) {
    throw validation(onlyOneReplica());
  }
  if (group.witness !== undefined && witnessDelete === undefined) {
    throw validation('Update table delete operation does not include all witnesses.');
  }
  for (const member of others) checkRemovable(engine, group, member);
  for (const member of others) removeReplica(engine, group, member, startDeletion, table);
  if (group.witness !== undefined) removeWitness(engine, group);
}

function removeWitness(engine: Engine, group: ReplicationGroup): void {
  const witness = group.witness!;
  engine.after(engine.tableStatusDelayMs, () => {
    witness.status = 'DELETING';
  });
  engine.after(2 * engine.tableStatusDelayMs, () => {
    if (group.witness === witness) group.witness = undefined;
  });
}

/** DeleteTable on one member, or a Delete that leaves a replica behind (DDB-TABLE-442). */
export const onlyOneReplica = () =>
  `Deletion of only one table replica is not supported for global tables with ${STRONG}.`;
