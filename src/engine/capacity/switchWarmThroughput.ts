/**
 * WarmThroughput across a switch from PROVISIONED to PAY_PER_REQUEST, as probed against AWS in 2026
 * (ack-api-quirks dynamodb DDB-TABLE-064, 061, 068): while the table is UPDATING, DescribeTable (and
 * the switch's reply) go on showing the warm throughput of the provisioned table; the
 * on-demand 12000/4000 shows once the switch has landed. The capacity itself is in place at once.
 */
import type { Engine } from '../engine.ts';
import type { Table } from '../storage/table.ts';
import type { WarmThroughputState } from './resourceIdentity.ts';

/** Keeps the table's current warm throughput on show until the switch lands, `delayMs` from now. */
export function showWarmUntilSwitchLands(engine: Engine, table: Table, delayMs: number): void {
  const { warm } = engine.capacity.of(table).resourceFor(undefined, engine.now());
  const shown = { read: warm.read, write: warm.write, status: warm.status };
  table.warmBeforeOnDemand = shown;
  engine.after(delayMs, () => {
    if (table.warmBeforeOnDemand === shown) table.warmBeforeOnDemand = undefined;
  });
}

/** The table-level WarmThroughput to describe, given the live one. */
export function shownTableWarm(
  table: Table,
  live: { ReadUnitsPerSecond: number; WriteUnitsPerSecond: number; Status: WarmThroughputState['status'] },
) {
  const before = table.warmBeforeOnDemand;
  if (!before) return live;
  return { ReadUnitsPerSecond: before.read, WriteUnitsPerSecond: before.write, Status: before.status };
}
