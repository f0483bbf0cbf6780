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
import { invalidParameter, resourceInUse, validation } from '../errors.ts';
import type { Table } from '../storage/table.ts';
import type { UpdateTableRequest } from '../validation/requestTypes.ts';
import type { ReplicaMember } from './replicationGroup.ts';

/** The other replicas an UpdateTable must also change, after checking the group allows it. */
export function replicasToUpdate(
  engine: Engine,
  table: Table,
  request: UpdateTableRequest,
  admitted: (engine: Engine, table: Table, request: UpdateTableRequest) => void,
): ReplicaMember[] {
  const group = table.replication;
  if (!group) return [];
  if (group.changing) throw resourceInUse('The resource which you are attempting to change is in use.');
  if (request.StreamSpecification?.StreamEnabled === false) {
    throw invalidParameter('Disabling Stream is not allowed for a Global Table replica.');
  }
  if (request.BillingMode === 'PROVISIONED') {
    throw validation('Table write capacity should either be Pay-Per-Request or AutoScaled.');
  }
  const groupWide =
    (request.GlobalSecondaryIndexUpdates?.length ?? 0) > 0 || request.OnDemandThroughput !== undefined;
  if (!groupWide) return [];
  const others = group.others(engine.region).filter((member) => member.status === 'ACTIVE' && member.table);
  for (const member of others) admitted(member.engine, member.table!, request);
  return others;
}

/** The body an UpdateTable or UpdateTimeToLive sends to the other replicas: by name, not ARN. */
export function forReplica(body: object, table: Table): object {
  return { ...body, TableName: table.name };
}

/** Time to Live is the group's: the others follow a change made in any Region. */
export function timeToLiveReplicas(engine: Engine, table: Table): ReplicaMember[] {
  const group = table.replication;
  if (!group) return [];
  if (group.changing) throw resourceInUse('The resource which you are attempting to change is in use.');
  return group.others(engine.region).filter((member) => member.status === 'ACTIVE' && member.table);
}
