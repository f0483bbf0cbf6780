/**
 * BillingMode PAY_PER_REQUEST, alone, while the table switches from on demand to PROVISIONED:
 * DynamoDB answers 200, as to a re-send of the mode it still counts the table in, and drops the
 * request — the table ends PROVISIONED (ack-api-quirks dynamodb DDB-TABLE-452, probed against AWS in
 * 2026, 9 of 9 trials). The other way round, PROVISIONED again while a switch to on demand runs,
 * is refused like any throughput change then (tableBusy.ts).
 */
import type { Engine } from '../engine.ts';
import type { Table } from '../storage/table.ts';
import type { UpdateTableRequest } from '../validation/requestTypes.ts';
import { changesOf } from '../validation/updateTable/changes.ts';
import { describeTable } from './tableDescription.ts';
import { switchingToProvisioned } from './tableBusy.ts';

/** Whether `request` turns back a switch to PROVISIONED still in flight. */
export function reversesSwitchToProvisioned(table: Table, request: UpdateTableRequest): boolean {
  return (
    switchingToProvisioned(table) &&
    request.BillingMode === 'PAY_PER_REQUEST' &&
    changesOf(request).join() === 'BillingMode'
  );
}

/** The reply to the dropped request: UPDATING, and on demand with 0 units, as the probe saw it. */
export function droppedReversalReply(engine: Engine, table: Table): Record<string, unknown> {
  const description = describeTable(engine, table);
  const summary = description.BillingModeSummary as Record<string, unknown>;
  const modeSummary = description.TableThroughputModeSummary as Record<string, unknown>;
  const units = description.ProvisionedThroughput as Record<string, unknown>;
  return {
    ...description,
    TableStatus: 'UPDATING',
    ProvisionedThroughput: { ...units, ReadCapacityUnits: 0, WriteCapacityUnits: 0 },
    BillingModeSummary: { ...summary, BillingMode: 'PAY_PER_REQUEST' },
    TableThroughputModeSummary: { ...modeSummary, TableThroughputMode: 'PAY_PER_REQUEST' },
  };
}
