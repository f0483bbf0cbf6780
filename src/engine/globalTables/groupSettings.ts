/**
 * What an ordinary UpdateTable or UpdateTimeToLive does to a global table. Some settings are the
 * group's: changed in any Region, they change in every replica — global secondary indexes, on-demand
 * maximums, Time to Live (DDB-TABLE-230, 251, 296). Others stay with the Region they are set in:
 * deletion protection, the table class (a replica's own class is its override, DDB-TABLE-294),
 * warm throughput, encryption (each Region has its own keys), tags, point-in-time recovery,
 * Contributor Insights and the resource-based policy. The stream cannot be changed while there are
 * replicas (DDB-TABLE-222), and the group takes no other change while a replica is being added or
 * removed (DDB-TABLE-227, 228).
 */
import type { Engine } from '../engine.ts';
import { invalidParameter, validation } from '../errors.ts';
import type { Table } from '../storage/table.ts';
import type { UpdateTableRequest } from '../validation/requestTypes.ts';
import { groupInUse, type ActiveReplica } from './replicationGroup.ts';

/**
 * The other replicas a group-wide change must reach (none for a Regional table); the group takes
 * no change while a replica is being added or removed.
 */
function idleGroupOthers(engine: Engine, table: Table): ActiveReplica[] {
  const group = table.replication;
  if (!group) return [];
  if (group.changing) throw groupInUse();
  return group.activeOthers(engine.region);
}

/** The other replicas an UpdateTable must also change, after checking the group allows it. */
export function replicasToUpdate(
  engine: Engine,
  table: Table,
  request: UpdateTableRequest,
  admitted: (engine: Engine, table: Table, request: UpdateTableRequest) => void,
): ActiveReplica[] {
  const others = idleGroupOthers(engine, table);
  if (!table.replication) return [];
  if (request.StreamSpecification?.StreamEnabled === false) {
    throw invalidParameter('Disabling Stream is not allowed for a Global Table replica.');
  }
  if (request.BillingMode === 'PROVISIONED') {
    throw validation('Table write capacity should either be Pay-Per-Request or AutoScaled.');
  }
  const groupWide =
    (request.GlobalSecondaryIndexUpdates?.length ?? 0) > 0 || request.OnDemandThroughput !== undefined;
  if (!groupWide) return [];
  for (const member of others) admitted(member.engine, member.table, request);
  return others;
}

/** Time to Live is the group's: the others follow a change made in any Region. */
export function timeToLiveReplicas(engine: Engine, table: Table): ActiveReplica[] {
  return idleGroupOthers(engine, table);
}
