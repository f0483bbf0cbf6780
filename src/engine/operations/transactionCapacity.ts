/**
 * Capacity for transactions: every item is checked before any is charged (a transaction is all or
 * nothing, its capacity too), at twice the units of a plain read or write. An item refused by
 * capacity cancels the transaction with a ProvisionedThroughputExceeded / ThrottlingError reason.
 */
import { consumedCapacity, type ConsumedCapacity } from '../capacity/consumed.ts';
import { type ReadConsistency, readUnits, writeUnits } from '../capacity/units.ts';
import type { Engine } from '../engine.ts';
import { billedChangeSize } from '../vectors/billedSize.ts';
import type { ReturnConsumedCapacity } from '../validation/requestTypes.ts';
import type { EncodedKey } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';
import { planWrite } from '../storage/writePlan.ts';
import { isThrottling } from './batchThrottling.ts';
import type { PreparedAction } from './transactionActions.ts';
import { cancellation, type CancellationReason, throttledReason } from './transactionSupport.ts';

/** Checks and then charges the write capacity of a prepared TransactWriteItems. */
export function chargeTransactionWrites(engine: Engine, prepared: PreparedAction[]): void {
  const charges = prepared.map((action) => ({
    table: action.table,
    // A ConditionCheck writes nothing but is charged like a write of the item it checks.
    plan: action.plan ?? planWrite(action.table, action.key, action.old, action.old),
    units: writeUnits(billedChangeSize(action.table, action.old, action.next), true),
  }));
  const reasons = charges.map(({ plan, units }) =>
    refusal(() => engine.capacity.checkWrite(plan, units, { batchItem: true })),
  );
  refuseIfThrottled(engine, reasons, charges);
  for (const { plan, units } of charges) engine.capacity.chargeWrite(plan, units, { admitted: true });
}

/** A transactional read of one item: `size` is the item's size, undefined for a missing item. */
export interface TransactionRead {
  table: Table;
  /** The table as the request named it, when that may be its ARN (which ConsumedCapacity echoes). */
  tableName?: string;
  key: EncodedKey;
  size: number | undefined;
}

/** Checks and then charges the read capacity of transactional reads. */
export function chargeTransactionReads(engine: Engine, reads: TransactionRead[]): void {
  const reasons = reads.map(({ table, key }) =>
    refusal(() => engine.capacity.admitItemRead(table, key, { batchItem: true })),
  );
  refuseIfThrottled(engine, reasons, reads);
  const consistency: ReadConsistency = 'transactional';
  for (const { table, key, size } of reads) {
    engine.capacity.chargeItemRead(table, key, readUnits(size ?? 0, consistency), size, { admitted: true });
  }
}

/** The ConsumedCapacity of transactional reads (TransactGetItems, a replayed TransactWriteItems), by table. */
export function transactionReadCapacity(
  mode: ReturnConsumedCapacity | undefined,
  reads: TransactionRead[],
): ConsumedCapacity[] | undefined {
  if (mode === undefined || mode === 'NONE') return undefined;
  const units = new Map<string, number>();
  for (const { table, tableName = table.name, size } of reads)
    units.set(tableName, (units.get(tableName) ?? 0) + readUnits(size ?? 0, 'transactional'));
  return [...units].map(([name, value]) => consumedCapacity(mode, name, { table: value }, 'read')!);
}

function refusal(check: () => void): CancellationReason | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (isThrottling(error)) return throttledReason(error);
    throw error;
  }
}

function refuseIfThrottled(
  engine: Engine,
  reasons: (CancellationReason | undefined)[],
  items: { table: Table }[],
): void {
  if (!reasons.some(Boolean)) return;
  for (const table of new Set(items.map((item) => item.table))) engine.capacity.recordThrottledRequest(table);
  throw cancellation(reasons);
}
