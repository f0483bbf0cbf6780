/**
 * DeleteTable: the table turns DELETING at once (data-plane calls fail from then on) and disappears
 * after the engine's status delay. A table still being created (or already being deleted) cannot be
 * deleted, and deletion protection must be turned off first — both with DynamoDB's errors. A global
 * table's replica leaves its group as it goes (globalTables/replicaLifecycle.ts).
 */
import { takeBackup } from '../backups/backup.ts';
import type { Engine } from '../engine.ts';
import { stillInUse, validation } from '../errors.ts';
import { onlyOneReplica } from '../globalTables/strongGroups.ts';
import { removeReplica, replicaTableLifetimeMs } from '../globalTables/replicaLifecycle.ts';
import { describeGlobalTableFields } from '../globalTables/replicationGroup.ts';
import { checkRemovable } from '../globalTables/replicaChecks.ts';
import type { Table } from '../storage/table.ts';
import { validateDeleteTable } from '../validation/deleteTable.ts';
import { disableStream } from '../streams/streamSpecification.ts';
import { checkDeleteAdmitted } from './tableBusy.ts';
import { whenForgotten } from './tableDeparture.ts';
import { describeTable } from './tableDescription.ts';

export function deleteTable(engine: Engine, body: object) {
  const request = validateDeleteTable(body);
  const table = engine.describeTarget(request.TableName);
  // A replica being added is in use, not being created (ack-api-quirks DDB-TABLE-298).
  if (table.status === 'CREATING' && table.replication?.changing) {
    throw stillInUse(`Table: ${table.name} is being used.`);
  }
  checkDeleteAdmitted(engine, table);
  const group = table.replication;
  if (group) {
    // A replica goes as a Delete action would take it, and tells so (DDB-TABLE-297, 298).
    const member = group.members.get(engine.region)!;
    if (group.changing) throw stillInUse(`Table: ${table.name} is being used.`);
    if (group.consistency === 'STRONG') throw validation(onlyOneReplica());
    checkRemovable(engine, group, member);
    const shown = describeGlobalTableFields(engine, table);
    removeReplica(engine, group, member, startDeletion);
    startDeletion(engine, table, replicaTableLifetimeMs(engine, group, 0));
    return { TableDescription: { ...deletedTableDescription(describeTable(engine, table)), ...shown } };
  }
  if (table.deletionProtection) {
    throw validation(
      'Resource cannot be deleted as it is currently protected against deletion. Disable deletion protection first.',
    );
  }
  startDeletion(engine, table);
  return { TableDescription: deletedTableDescription(describeTable(engine, table)) };
}

/** The table turns DELETING, its stream ends, and it is gone after `goneAfterMs` (the status delay). */
export function startDeletion(engine: Engine, table: Table, goneAfterMs = engine.tableStatusDelayMs): void {
  // The stream ends first, while its shards can still be brought in line with the partitions.
  if (table.latestStream) disableStream(engine, table);
  table.status = 'DELETING';
  table.deletingSince = engine.now();
  // With point-in-time recovery on when the backup service lets go of the table (it can still be
  // switched until then), DynamoDB keeps the table's last state as a system backup.
  whenForgotten(engine, () => {
    if (table.pointInTime) takeBackup(engine, table, `${table.name}$DeletedTableBackup`, 'SYSTEM');
  });
  engine.after(goneAfterMs, () => {
    if (engine.tables.get(table.name) === table) engine.tables.delete(table.name);
    table.items.clear();
  });
}

/**
 * DeleteTable answers with the table's state, not its definition: no CreationDateTime, KeySchema,
 * AttributeDefinitions, index descriptions or WarmThroughput (captured against AWS in
 * architect/dynalite#60; Alternator's test_table.py, run against DynamoDB; ack-api-quirks dynamodb
 * DDB-TABLE-363, a probe against AWS in 2026).
 */
function deletedTableDescription(description: ReturnType<typeof describeTable>) {
  const {
    CreationDateTime: _created,
    KeySchema: _keys,
    AttributeDefinitions: _definitions,
    GlobalSecondaryIndexes: _global,
    LocalSecondaryIndexes: _local,
    WarmThroughput: _warm,
    ...state
  } = description;
  return state;
}
