/**
 * Disassociating a replica (UpdateTable ReplicaUpdates Disassociate, 2026): the replica leaves its
 * global table and stays in its Region as a Regional table, with its name, ARN, items and settings
 * (indexes, stream, Time to Live, backups, encryption, billing mode, class). What AWS documents
 * (globaltables-disassociate.html, API_UpdateTable.html, API_DisassociateReplicationGroupMemberAction.html):
 *
 * - MREC only (an MRSC group, or a Regional table, has nothing to disassociate);
 * - the request goes to the replica's own Region and names it (RegionName), and asks for
 *   dynamodb:DisassociateTableReplica besides dynamodb:UpdateTable (policies/requestResources.ts);
 * - the action is the only replica update in the request (replicaActions.ts);
 * - disassociation protection, on by default, refuses it until turned off (disassociationProtection.ts);
 * - with three or more replicas the others go on as a global table; with two, both become Regional;
 * - WAIT_FOR_REPLICATION (the only mode): the writes already on their way reach it first;
 * - done when its DescribeTable shows ACTIVE and no Replicas.
 *
 * AWS documents neither the refusals' messages (except the group's "in use", DynamoDB's words from
 * replicaChecks.ts) nor the phases. The sandbox's phases, modelled on a Delete action's
 * (replicaLifecycle.ts), with D the table status delay:
 * - at once: its table is UPDATING, the others list it as UPDATING, and the group takes no other
 *   replica change; writes still flow both ways;
 * - after D: it is detached — it sends and takes no new writes;
 * - after 2D, once every write already on its way to or from it has arrived: it leaves the group,
 *   its table is ACTIVE, and a group left with one replica is a Regional table too.
 */
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import { describeTable } from '../operations/tableDescription.ts';
import type { Table } from '../storage/table.ts';
import { refreshCommitObserver } from '../streams/commitObserver.ts';
import { endReplicaUpdating, leave } from './replicaLifecycle.ts';
import { groupInUse, type ReplicaMember, type ReplicationGroup } from './replicationGroup.ts';

/** Not captured from DynamoDB: the sandbox's words. */
export const disassociationNotSupported = (table: Table, region: string) =>
  validation(
    `Cannot disassociate the replica of table ${table.name} in region ${region}: disassociation is supported only for global tables with multi-Region eventual consistency (MREC).`,
  );

export function disassociateReplica(engine: Engine, table: Table, regionName: string) {
  // The sandbox's messages (not captured), in the order of AWS's prerequisites.
  if (regionName !== engine.region) {
    throw validation(
      `Cannot disassociate the replica in region ${regionName} through a request sent to region ${engine.region}. Send the Disassociate action to the replica's own Region, naming that Region.`,
    );
  }
  const group = table.replication;
  const member = group?.members.get(engine.region);
  if (!group || !member) {
    throw validation(
      `Cannot disassociate table ${table.name} in region ${engine.region} because it is not a replica of a global table.`,
    );
  }
  if (group.consistency === 'STRONG') throw disassociationNotSupported(table, engine.region);
  // One replica change at a time, on a table at rest: DynamoDB's words for a busy group.
  const busyIndex = table.indexes.some((index) => index.status !== 'ACTIVE' || index.backfilling);
  if (group.changing || table.status !== 'ACTIVE' || member.status !== 'ACTIVE' || busyIndex) {
    throw groupInUse();
  }
  if (member.disassociationProtection) {
    throw validation(
      `Cannot disassociate the replica of table ${table.name} in region ${engine.region} because it has disassociation protection enabled. Disable disassociation protection first.`,
    );
  }
  startDisassociation(engine, group, member);
  return { TableDescription: describeTable(engine, table) };
}

/**
 * The phases (see above). `detached`: resumed from a snapshot saved after the replica stopped
 * sending and taking new writes.
 */
export function startDisassociation(
  engine: Engine,
  group: ReplicationGroup,
  member: ReplicaMember,
  detached = false,
): void {
  const table = member.table!;
  group.changing = true;
  member.disassociating = detached ? 'detached' : 'waiting';
  table.status = 'UPDATING';
  table.updatingFor = 'replicas';
  const delay = engine.tableStatusDelayMs;
  if (!detached) {
    engine.after(delay, () => {
      member.disassociating = 'detached';
    });
  }
  engine.after((detached ? 1 : 2) * delay, () => finishWhenReplicated(group, member));
}

/**
 * WAIT_FOR_REPLICATION: leaves once no write to or from the replica is on its way any more (none
 * sets out once it is detached, so the last one's arrival is the moment).
 */
function finishWhenReplicated(group: ReplicationGroup, member: ReplicaMember): void {
  const engine = member.engine;
  // The last arrival, by a loop: Math.max(...arrivals) overflowed the call stack past about 120,000
  // writes in flight, in a clock callback, and left the replica UPDATING for good.
  let last = Number.NEGATIVE_INFINITY;
  for (const [write, arrivesAt] of group.inFlight) {
    if (write.to === member || write.stamp.region === member.region) last = Math.max(last, arrivesAt);
  }
  if (last !== Number.NEGATIVE_INFINITY) {
    // Just after the last arrival (a write due at this very moment may not have run yet).
    const wait = Math.max(1, last - engine.now());
    engine.after(wait, () => finishWhenReplicated(group, member));
    return;
  }
  const table = member.table!;
  member.disassociating = undefined;
  leave(group, member);
  group.changing = false;
  table.replication = undefined;
  refreshCommitObserver(engine, table);
  endReplicaUpdating(table);
}
