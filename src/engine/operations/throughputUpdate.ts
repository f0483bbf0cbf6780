/**
 * The billing-mode and provisioned-throughput part of UpdateTable. Returns whether anything changed.
 */
import type { Engine } from '../engine.ts';
import { invalidParameter, validation } from '../errors.ts';
import type { Table } from '../storage/table.ts';
import type { UpdateTableRequest } from '../validation/requestTypes.ts';

export function applyThroughputUpdate(engine: Engine, table: Table, request: UpdateTableRequest): boolean {
  const mode = request.BillingMode ?? table.billingMode;
  const throughput = request.ProvisionedThroughput;
  if (mode === 'PAY_PER_REQUEST' && throughput) {
    throw invalidParameter('Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST');
  }
  if (mode === 'PROVISIONED' && table.billingMode === 'PAY_PER_REQUEST' && !throughput) {
    throw validation('One or more parameter values were invalid: ProvisionedThroughput must be specified when BillingMode is PROVISIONED');
  }
  const provisioned = table.provisioned;
  if (throughput && mode === table.billingMode) {
    const same =
      throughput.ReadCapacityUnits === provisioned.readCapacityUnits && throughput.WriteCapacityUnits === provisioned.writeCapacityUnits;
    if (same) {
      throw validation(
        `The provisioned throughput for the table will not change. The requested value equals the current value. Current ReadCapacityUnits provisioned for the table: ${provisioned.readCapacityUnits}. Requested ReadCapacityUnits: ${throughput.ReadCapacityUnits}. Current WriteCapacityUnits provisioned for the table: ${provisioned.writeCapacityUnits}. Requested WriteCapacityUnits: ${throughput.WriteCapacityUnits}. Refer to the Amazon DynamoDB Developer Guide for current limits and how to request higher limits.`,
      );
    }
  }
  let changed = false;
  if (mode !== table.billingMode) {
    table.billingMode = mode;
    if (mode === 'PAY_PER_REQUEST') table.lastSwitchToPayPerRequest = engine.now();
    changed = true;
  }
  if (throughput) {
    const now = engine.now();
    const increase = throughput.ReadCapacityUnits > provisioned.readCapacityUnits || throughput.WriteCapacityUnits > provisioned.writeCapacityUnits;
    const decrease = throughput.ReadCapacityUnits < provisioned.readCapacityUnits || throughput.WriteCapacityUnits < provisioned.writeCapacityUnits;
    if (increase) provisioned.lastIncrease = now;
    if (decrease) {
      provisioned.lastDecrease = now;
      provisioned.decreasesToday++;
    }
    provisioned.readCapacityUnits = throughput.ReadCapacityUnits;
    provisioned.writeCapacityUnits = throughput.WriteCapacityUnits;
    changed = true;
  }
  return changed;
}
