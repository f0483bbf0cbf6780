/**
 * What an ordinary UpdateTable or UpdateTimeToLive does to a global table. Some settings are the
 * group's: changed in any Region, they change in every replica — global secondary indexes, on-demand
 * maximums, Time to Live (DDB-TABLE-230, 251, 296), vector indexes (each replica builds its own,
 * VectorSearchGlobalTables in the developer guide), the table class, each replica's change counting
 * against its own two in 30 days (DDB-TABLE-294; a replica's own class is an `Update` action's
 * override), and the encryption type: switching to the AWS managed key, or back to the AWS owned
 * one, reaches every replica, each with its own Region's key (DDB-TABLE-295). Others stay with the
 * Region they are set in: a customer managed key (a key lives in one Region; AWS's behaviour for a
 * switch to one on a global table is not recorded), deletion protection, warm throughput, tags,
 * point-in-time recovery, Contributor Insights and the resource-based policy. The stream cannot be
 * changed while there are replicas (DDB-TABLE-222), and the group takes no other change while a
 * replica is being added or removed (DDB-TABLE-227, 228).
 */
import type { Engine } from '../engine.ts';
import { invalidParameter, validation } from '../errors.ts';
import { encryptionOf, planEncryptionChange } from '../operations/serverSideEncryption.ts';
import { checkReplicaTableClassBudget } from '../operations/tableClassChange.ts';
import type { Table } from '../storage/table.ts';
import type { UpdateTableRequest } from '../validation/requestTypes.ts';
import { groupInUse, type ActiveReplica } from './replicationGroup.ts';
import { holdUpdatingForReplicas } from './replicaUpdates.ts';

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

/**
 * The group's own refusals of an UpdateTable, before the caller's table judges the change (so
 * before its own state's messages: DDB-TABLE-227): a stream turned off, another replica change in
 * progress, provisioned capacity without auto scaling.
 */
export function checkGroupAdmits(engine: Engine, table: Table, request: UpdateTableRequest): void {
  if (!table.replication) return;
  // MREC replicates through the stream; MRSC does not, and its replicas' streams are their own.
  // Refused as such also while a replica is being added (ack-api-quirks DDB-TABLE-227).
  if (request.StreamSpecification?.StreamEnabled === false && table.replication.consistency === 'EVENTUAL') {
    throw invalidParameter('Disabling Stream is not allowed for a Global Table replica.');
  }
  idleGroupOthers(engine, table);
  if (request.BillingMode === 'PROVISIONED') {
    throw validation('Table write capacity should either be Pay-Per-Request or AutoScaled.');
  }
}

/**
 * The other replicas an UpdateTable must also change, once the caller's own table has admitted it
 * (its refusals come first): nothing changes anywhere unless every replica can follow.
 */
export function replicasToUpdate(
  engine: Engine,
  table: Table,
  request: UpdateTableRequest,
  admitted: (engine: Engine, table: Table, request: UpdateTableRequest) => void,
): ActiveReplica[] {
  const others = idleGroupOthers(engine, table);
  const sse = request.SSESpecification;
  const encryptionType = sse !== undefined && sse.KMSMasterKeyId === undefined;
  const groupWide =
    (request.GlobalSecondaryIndexUpdates?.length ?? 0) > 0 ||
    (request.VectorIndexUpdates?.length ?? 0) > 0 ||
    request.OnDemandThroughput !== undefined ||
    request.TableClass !== undefined ||
    encryptionType;
  if (!groupWide) return [];
  if (request.TableClass !== undefined) {
    for (const member of others) checkReplicaTableClassBudget(member.engine, member.table);
  }
  for (const member of others) admitted(member.engine, member.table, request);
  if (!encryptionType) return others;
  // A replica already on the AWS owned key has nothing to change when the group goes back to it.
  const following = others.filter(
    (member) => encryptionOf(member.engine, sse) !== undefined || member.table.encryption !== undefined,
  );
  for (const member of following) planEncryptionChange(member.engine, member.table, sse);
  return following;
}

/**
 * Time to Live is the group's: the others follow a change made in any Region. It is taken while a
 * new replica is not listed yet, whose table is still to be made with the source's setting
 * (ack-api-quirks dynamodb DDB-TABLE-227, 230).
 */
export function timeToLiveReplicas(engine: Engine, table: Table): ActiveReplica[] {
  const group = table.replication;
  const members = group ? [...group.members.values()] : [];
  if (members.some((member) => member.status === 'CREATING' && !member.listed)) {
    return group!.activeOthers(engine.region);
  }
  return idleGroupOthers(engine, table);
}

/**
 * Deletion protection is each Region's own, yet changing it in one member holds the whole group:
 * every replica's table is UPDATING for a while, and the group takes no other change meanwhile
 * (ack-api-quirks dynamodb DDB-TABLE-230, 263, 297, 327, 329).
 */
export function holdGroupForProtection(engine: Engine, table: Table): void {
  const group = table.replication;
  if (!group || group.changing) return;
  const tables = [table, ...group.activeOthers(engine.region).map((member) => member.table)];
  group.changing = true;
  for (const member of tables) if (member.status === 'ACTIVE') holdUpdatingForReplicas(engine, member);
  engine.after(engine.tableStatusDelayMs, () => {
    group.changing = false;
  });
}
