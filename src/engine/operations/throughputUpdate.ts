/**
 * The billing-mode and throughput part of UpdateTable, for the table and for each global index
 * Update: checked first (nothing changes on an error), applied afterwards through the capacity
 * model (capacity/throughputUpdates.ts), which enforces DynamoDB's decrease and switch limits.
 */
import {
  applyThroughputUpdate,
  checkThroughputUpdate,
  type ThroughputUpdate,
} from '../capacity/throughputUpdates.ts';
import type { Engine } from '../engine.ts';
import { invalidParameter, validation } from '../errors.ts';
import type { SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { Table } from '../storage/table.ts';
import type { UpdateTableRequest } from '../validation/requestTypes.ts';

/** Checks the table-level throughput change; returns how to apply it (true when something changed). */
export function planTableThroughputUpdate(
  engine: Engine,
  table: Table,
  request: UpdateTableRequest,
): () => boolean {
  const mode = request.BillingMode ?? table.billingMode;
  const throughput = request.ProvisionedThroughput;
  if (mode === 'PAY_PER_REQUEST' && throughput) {
    throw invalidParameter(
      'Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST',
    );
  }
  if (mode === 'PROVISIONED' && table.billingMode === 'PAY_PER_REQUEST' && !throughput) {
    throw validation(
      'One or more parameter values were invalid: ProvisionedThroughput must be specified when BillingMode is PROVISIONED',
    );
  }
  const provisioned = table.provisioned;
  if (throughput && mode === table.billingMode) {
    const same =
      throughput.ReadCapacityUnits === provisioned.readCapacityUnits &&
      throughput.WriteCapacityUnits === provisioned.writeCapacityUnits;
    if (same) {
      throw validation(
        `The provisioned throughput for the table will not change. The requested value equals the current value. Current ReadCapacityUnits provisioned for the table: ${provisioned.readCapacityUnits}. Requested ReadCapacityUnits: ${throughput.ReadCapacityUnits}. Current WriteCapacityUnits provisioned for the table: ${provisioned.writeCapacityUnits}. Requested WriteCapacityUnits: ${throughput.WriteCapacityUnits}. Refer to the Amazon DynamoDB Developer Guide for current limits and how to request higher limits.`,
      );
    }
  }
  const update: ThroughputUpdate = {
    BillingMode: request.BillingMode,
    ProvisionedThroughput: throughput,
    OnDemandThroughput: request.OnDemandThroughput,
    WarmThroughput: request.WarmThroughput,
  };
  checkThroughputUpdate(engine, table, undefined, update);
  return () => applyThroughputUpdate(engine, table, undefined, update);
}

/** The same for a global index's Update action. */
export function planIndexThroughputUpdate(
  engine: Engine,
  table: Table,
  index: SecondaryIndex,
  update: ThroughputUpdate,
): () => boolean {
  checkThroughputUpdate(engine, table, index, update);
  return () => applyThroughputUpdate(engine, table, index, update);
}
