/**
 * Adding and removing a replica, on the engine clock. The phases follow what a 2026 lab recorded
 * against AWS (ack-api-quirks dynamodb DDB-TABLE-204, 226, 228, 297, 298, 306), with the durations
 * scaled to the engine's table status delay D (AWS: tens of seconds for an empty table, ten minutes
 * and more for one with items, one to four minutes to remove a replica):
 *
 * Adding:
 * - at once: the caller's table is UPDATING; the group exists (GlobalTableVersion shows); a stream
 *   of new and old images is enabled if the table had none; the new replica is not listed yet;
 * - after D: the others list it as CREATING;
 * - after 2D: its table exists in its Region, CREATING (only DescribeTable answers there);
 * - after 4D: it is ACTIVE everywhere, the caller's table too, and writes flow both ways.
 * A table with items takes 10D, and the caller's table is ACTIVE between 2D and 6D while the replica
 * is still CREATING (DDB-TABLE-298, 306): a table status of ACTIVE does not mean the replica is
 * ready — its ReplicaStatus does. The group takes no other change until the replica is ACTIVE.
 *
 * Removing (by a Delete action, or DeleteTable in the replica's Region):
 * - at once: the caller's table is UPDATING (a Delete action) or the replica DELETING (DeleteTable);
 * - after D: the replica is DELETING, and takes no more writes from the others;
 * - after 2D: it has left the group (a group of one is a Regional table again);
 * - after 2.5D: its table, DELETING since D, is gone from its Region. Between the two a Create for
 *   that Region is refused as one that "already existed as tables": DynamoDB's table there went
 *   10-35 s after the entry (ack-api-quirks dynamodb DDB-TABLE-228, 297, 308).
 */
import type { Engine } from '../engine.ts';
import { validateCreateTable } from '../validation/createTable.ts';
import { initializeThroughput } from '../capacity/throughputUpdates.ts';
import { newTable } from '../operations/createTable.ts';
import { definitionOf } from '../snapshot/exportSnapshot.ts';
import type { Table } from '../storage/table.ts';
import { refreshCommitObserver } from '../streams/commitObserver.ts';
import { enableStream } from '../streams/streamSpecification.ts';
import { enableTimeToLive } from '../ttl/timeToLiveChange.ts';
import { isTimeToLiveOn } from '../ttl/timeToLiveState.ts';
import type { ReplicaSettingsInput } from '../validation/requestTypes.ts';
import { applyCreateOverrides } from './replicaOverrides.ts';
import { copyItems } from './replication.ts';
import { ReplicationGroup, type MultiRegionConsistency, type ReplicaMember } from './replicationGroup.ts';

/** The group `table` is in, made (with `table` as its first member) if it is Regional so far. */
function groupOf(engine: Engine, table: Table, consistency: MultiRegionConsistency): ReplicationGroup {
  if (table.replication) return table.replication;
  const group = new ReplicationGroup(table.name);
  group.consistency = consistency;
  group.addMember(engine, table, 'ACTIVE');
  refreshCommitObserver(engine, table);
  return group;
}

export function addReplica(
  engine: Engine,
  table: Table,
  settings: ReplicaSettingsInput,
  encryption: Record<string, unknown>,
  consistency: MultiRegionConsistency = 'EVENTUAL',
): void {
  const group = groupOf(engine, table, consistency);
  // MREC replicates the changes a stream sees: DynamoDB turns one on (new and old images) if the
  // table has none, and keeps a stream of another view type as it is (DDB-TABLE-221, 305). MRSC
  // needs none, and its replicas' stream settings are each their own (V2globaltables_HowItWorks).
  const strong = group.consistency === 'STRONG';
  if (!strong && !table.latestStream?.isEnabled) enableStream(engine, table, 'NEW_AND_OLD_IMAGES');
  const target = engine.regions.region(settings.RegionName);
  const member = group.addMember(target, undefined, 'CREATING');
  member.source = { region: engine.region, at: engine.now() };
  const source = group.members.get(engine.region)!;
  group.changing = true;
  table.status = 'UPDATING';
  table.updatingFor = 'replicas';
  const delay = engine.tableStatusDelayMs;
  engine.after(delay, () => {
    member.listed = true;
  });
  const withItems = table.items.itemCount > 0;
  engine.after(2 * delay, () => {
    member.table = replicaTable(engine, table, target, settings, encryption);
    member.table.replication = group;
    if (withItems) endReplicaUpdating(table);
  });
  if (withItems) {
    engine.after(6 * delay, () => {
      if (table.status !== 'ACTIVE') return;
      table.status = 'UPDATING';
      table.updatingFor = 'replicas';
    });
  }
  engine.after((withItems ? 10 : 4) * delay, () => activate(group, source, member, table));
}

/** The new replica's table: the source's definition, with the replica's own key and class. */
function replicaTable(
  engine: Engine,
  source: Table,
  target: Engine,
  settings: ReplicaSettingsInput,
  encryption: Record<string, unknown>,
): Table {
  const indexes = source.indexes.filter((index) => index.status !== 'DELETING');
  const {
    StreamSpecification: _stream,
    Tags: _tags,
    DeletionProtectionEnabled: _protection,
    SSESpecification: _sse,
    TableClass,
    ...definition
  } = definitionOf(engine, source, indexes);
  const request = validateCreateTable({
    ...definition,
    ...encryption,
    TableClass: settings.TableClassOverride ?? TableClass,
  });
  const table = newTable(target, request);
  target.tables.set(table.name, table);
  initializeThroughput(target, table, request, request.GlobalSecondaryIndexes);
  applyCreateOverrides(target, table, settings);
  return table;
}

function activate(group: ReplicationGroup, source: ReplicaMember, member: ReplicaMember, sourceTable: Table) {
  const table = member.table!;
  const engine = member.engine;
  copyItems(source, member);
  table.status = 'ACTIVE';
  table.activeSince = engine.now();
  for (const index of [...table.indexes, ...(table.vectorIndexes ?? [])]) index.status = 'ACTIVE';
  const stream = sourceTable.latestStream;
  if (stream?.isEnabled && group.consistency === 'EVENTUAL') enableStream(engine, table, stream.viewType);
  // Time to Live settings are the group's: a new replica takes them (DDB-TABLE-230).
  if (isTimeToLiveOn(sourceTable.timeToLive))
    enableTimeToLive(engine, table, sourceTable.timeToLive!.attributeName);
  member.status = 'ACTIVE';
  member.listed = true;
  refreshCommitObserver(engine, table);
  endReplicaUpdating(sourceTable);
  group.changing = false;
}

/**
 * Takes `member` out of the group. `deleteTable` ends its table (DeleteTable in its own Region has
 * begun that already; a Delete action asks for it here, once the replica is DELETING).
 */
export function removeReplica(
  caller: Engine,
  group: ReplicationGroup,
  member: ReplicaMember,
  deleteTable: (engine: Engine, table: Table, goneAfterMs: number) => void,
  callerTable?: Table,
): void {
  group.changing = true;
  const delay = caller.tableStatusDelayMs;
  if (callerTable) {
    callerTable.status = 'UPDATING';
    callerTable.updatingFor = 'replicas';
  } else member.status = 'DELETING';
  caller.after(delay, () => {
    member.status = 'DELETING';
    const table = member.table;
    if (table && table.status !== 'DELETING') {
      deleteTable(member.engine, table, replicaTableLifetimeMs(caller, group, delay));
    }
    if (callerTable) endReplicaUpdating(callerTable);
  });
  caller.after(2 * delay, () => leave(group, member));
}

/** How much of the status delay a removed MREC replica's table outlasts its `Replicas` entry. */
const TABLE_OUTLASTS_ENTRY_SHARE = 0.5;

/**
 * How long a replica table being removed stays in its Region once it is DELETING, `started` after
 * the removal began: until half a delay after it left the group (MREC; DDB-TABLE-308), or as long
 * as any table's deletion (MRSC, for which no lab recorded a gap).
 */
export function replicaTableLifetimeMs(engine: Engine, group: ReplicationGroup, started: number): number {
  const delay = engine.tableStatusDelayMs;
  if (group.consistency === 'STRONG') return delay;
  return (2 + TABLE_OUTLASTS_ENTRY_SHARE) * delay - started;
}

/** The table that asked for a replica change is ACTIVE again (unless something else changed it meanwhile). */
export function endReplicaUpdating(table: Table): void {
  if (table.status !== 'UPDATING' || table.updatingFor !== 'replicas') return;
  table.status = 'ACTIVE';
  table.updatingFor = undefined;
}

/** `member` leaves the group; a group left with one replica is a Regional table again. */
export function leave(group: ReplicationGroup, member: ReplicaMember): void {
  group.members.delete(member.region);
  group.changing = false;
  // The last replica left: a Regional table again, its stream still on (DDB-TABLE-231).
  if (group.members.size === 1) {
    const [last] = group.members.values();
    if (last.table) {
      last.table.replication = undefined;
      refreshCommitObserver(last.engine, last.table);
    }
    group.members.clear();
  }
}
