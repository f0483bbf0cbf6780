/**
 * Capacity for transactions: every item is checked before any is charged (a transaction is all or
 * nothing, its capacity too), at twice the units of a plain read or write. An item refused by
 * capacity cancels the transaction with a ProvisionedThroughputExceeded / ThrottlingError reason.
 */
import { type ReadConsistency, readUnits, writeUnits } from '../capacity/units.ts';
import type { Engine } from '../engine.ts';
import type { StoredItem } from '../storage/itemStore.ts';
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
    units: writeUnits(Math.max(action.old?.size ?? 0, action.next?.size ?? 0), true),
  }));
  const reasons = charges.map(({ plan, units }) =>
    refusal(() => engine.capacity.checkWrite(plan, units, { batchItem: true })),
  );
  refuseIfThrottled(engine, reasons, charges);
  for (const { plan, units } of charges) engine.capacity.chargeWrite(plan, units, { admitted: true });
}

/** Checks and then charges the read capacity of TransactGetItems' items. */
export function chargeTransactionReads(
  engine: Engine,
  reads: { table: Table; key: EncodedKey; stored: StoredItem | undefined }[],
): void {
  const reasons = reads.map(({ table, key }) =>
    refusal(() => engine.capacity.admitItemRead(table, key, { batchItem: true })),
  );
  refuseIfThrottled(engine, reasons, reads);
  const consistency: ReadConsistency = 'transactional';
  for (const { table, key, stored } of reads) {
    const units = readUnits(stored?.size ?? 0, consistency);
    engine.capacity.chargeItemRead(table, key, units, stored?.size, { admitted: true });
  }
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
