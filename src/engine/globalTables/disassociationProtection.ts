/**
 * Disassociation protection (UpdateTable DisassociationProtectionEnabled, TableDescription
 * DisassociationProtectionEnabled; API_UpdateTable.html, globaltables-disassociate.html, 2026): each
 * replica of an MREC global table has its own, on by default, independent of deletion protection;
 * while it is on, a Disassociate action for that replica is refused. The change goes alone in its
 * UpdateTable (changes.ts). The sandbox sets it at once, without an UPDATING phase, and shows it only
 * for a replica of an MREC global table (AWS describes it as "for the local global table replica");
 * a table that leaves its group and later joins another starts protected again. AWS documents no
 * message for a request on a table that is not such a replica: that one is the sandbox's.
 */
import type { Engine } from '../engine.ts';
import { stillInUse, validation } from '../errors.ts';
import { describeTable } from '../operations/tableDescription.ts';
import type { Table } from '../storage/table.ts';

/** The local replica's protection, for DescribeTable: unset unless the table is an MREC replica. */
export function shownDisassociationProtection(engine: Engine, table: Table): boolean | undefined {
  const group = table.replication;
  const self = group?.members.get(engine.region);
  if (!group || !self || group.consistency !== 'EVENTUAL' || self.status === 'DELETING') return undefined;
  return self.disassociationProtection;
}

export function updateDisassociationProtection(engine: Engine, table: Table, enabled: boolean) {
  // A table being created or deleted names that, as for any UpdateTable (tableBusy.ts).
  if (table.status === 'CREATING') throw stillInUse(`Table is being created: ${table.name}`);
  if (table.status === 'DELETING') throw stillInUse(`Table is being deleted: ${table.name}`);
  const group = table.replication;
  const self = group?.members.get(engine.region);
  if (!group || !self || group.consistency !== 'EVENTUAL' || self.status !== 'ACTIVE') {
    throw validation(
      `Cannot update disassociation protection of table ${table.name} in region ${engine.region} because it is not a replica of a global table with multi-Region eventual consistency (MREC).`,
    );
  }
  self.disassociationProtection = enabled;
  return { TableDescription: describeTable(engine, table) };
}
