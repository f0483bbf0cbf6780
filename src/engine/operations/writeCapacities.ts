/**
 * The ConsumedCapacity of several writes, one entry per table (BatchWriteItem, TransactWriteItems):
 * each table's own units plus what each write cost its indexes (writePlan.indexUnits, charged on the
 * change to what the index stores). A transaction doubles only the table's units: its index writes
 * cost what they cost outside one (captured against DynamoDB, nubo-db/dynoxide#188).
 */
import { consumedCapacity, type ConsumedCapacity } from '../capacity/consumed.ts';
import type { Table } from '../storage/table.ts';
import { vectorWriteBytes } from '../vectors/vectorChanges.ts';
import { indexUnits, type WritePlan } from '../storage/writePlan.ts';
import type { ReturnConsumedCapacity } from '../validation/requestTypes.ts';

export interface CostedWrite {
  table: Table;
  /** The table as the request named it, when that may be its ARN (which ConsumedCapacity echoes). */
  tableName?: string;
  /** The table's own units for this write. */
  units: number;
  /** What the write changes; none for a write that changes nothing (a ConditionCheck). */
  plan?: WritePlan;
}

export function writeCapacities(
  mode: ReturnConsumedCapacity | undefined,
  writes: Iterable<CostedWrite>,
  /** Transactions only: name the units as write units too. */
  kind?: 'write',
): ConsumedCapacity[] | undefined {
  if (mode === undefined || mode === 'NONE') return undefined;
  const byTable = new Map<
    string,
    { units: number; local: Map<string, number>; global: Map<string, number>; vector: Map<string, number> }
  >();
  for (const { table, tableName = table.name, units, plan } of writes) {
    let entry = byTable.get(tableName);
    if (!entry) {
      entry = { units: 0, local: new Map(), global: new Map(), vector: new Map() };
      byTable.set(tableName, entry);
    }
    entry.units += units;
    if (!plan) continue;
    const split = indexUnits(plan);
    split.local.forEach((value, name) => entry.local.set(name, (entry.local.get(name) ?? 0) + value));
    split.global.forEach((value, name) => entry.global.set(name, (entry.global.get(name) ?? 0) + value));
    vectorWriteBytes(plan.vectorChanges, entry.vector);
  }
  return [...byTable].map(([name, { units, local, global, vector }]) =>
    consumedCapacity(
      mode,
      name,
      { table: units, localIndexes: local, globalIndexes: global, vectorIndexes: vector },
      kind,
    )!,
  );
}
