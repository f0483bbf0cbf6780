/**
 * The ConsumedCapacity block of a reply. TOTAL reports the table's total; INDEXES adds the split
 * between the table and each index. Only transactional operations also name the units as read or
 * write units (ReadCapacityUnits / WriteCapacityUnits); the other operations report CapacityUnits.
 */
import type { ReturnConsumedCapacity } from '../validation/requestTypes.ts';

export interface CapacityUsage {
  table: number;
  /** Units consumed on each local / global secondary index, by index name. */
  localIndexes?: Map<string, number>;
  globalIndexes?: Map<string, number>;
  /** VectorWriteRequestBytes per vector index: reported under INDEXES, apart from the units. */
  vectorIndexes?: Map<string, number>;
}

interface CapacityBlock {
  CapacityUnits: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

export interface ConsumedCapacity extends CapacityBlock {
  TableName: string;
  Table?: CapacityBlock;
  LocalSecondaryIndexes?: Record<string, CapacityBlock>;
  GlobalSecondaryIndexes?: Record<string, CapacityBlock>;
  VectorIndexes?: Record<string, { VectorWriteRequestBytes: number }>;
}

export function consumedCapacity(
  mode: ReturnConsumedCapacity | undefined,
  tableName: string,
  usage: CapacityUsage,
  /** Transactions only: which kind of units to name as well. */
  kind?: 'read' | 'write',
): ConsumedCapacity | undefined {
  if (mode === undefined || mode === 'NONE') return undefined;
  let total = usage.table;
  usage.localIndexes?.forEach((units) => (total += units));
  usage.globalIndexes?.forEach((units) => (total += units));
  const result: ConsumedCapacity = { TableName: tableName, ...block(kind, total, true) };
  if (mode === 'INDEXES') {
    result.Table = block(kind, usage.table);
    if (usage.localIndexes?.size) result.LocalSecondaryIndexes = blocks(kind, usage.localIndexes);
    if (usage.globalIndexes?.size) result.GlobalSecondaryIndexes = blocks(kind, usage.globalIndexes);
    if (usage.vectorIndexes?.size) {
      const vector: Record<string, { VectorWriteRequestBytes: number }> = Object.create(null);
      usage.vectorIndexes.forEach((bytes, name) => (vector[name] = { VectorWriteRequestBytes: bytes }));
      result.VectorIndexes = vector;
    }
  }
  return result;
}

/**
 * Members in the service model's order (the AWS CLI prints them so): ConsumedCapacity lists
 * CapacityUnits before the read or write units, a Capacity block (the table's, an index's) after.
 */
function block(kind: 'read' | 'write' | undefined, units: number, total = false): CapacityBlock {
  if (kind === undefined) return { CapacityUnits: units };
  const named = kind === 'read' ? { ReadCapacityUnits: units } : { WriteCapacityUnits: units };
  return total ? { CapacityUnits: units, ...named } : { ...named, CapacityUnits: units };
}

function blocks(
  kind: 'read' | 'write' | undefined,
  units: Map<string, number>,
): Record<string, CapacityBlock> {
  const out: Record<string, CapacityBlock> = Object.create(null);
  units.forEach((value, name) => (out[name] = block(kind, value)));
  return out;
}
