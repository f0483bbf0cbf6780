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
import { checkOnDemandQuota } from '../capacity/throughputQuota.ts';
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
  // Sent beside BillingMode PAY_PER_REQUEST, throughput is refused in other words than on a table
  // already on demand (ack-api-quirks dynamodb DDB-TABLE-056, 442: a switch from PROVISIONED).
  if (request.BillingMode === 'PAY_PER_REQUEST' && throughput) {
    throw invalidParameter('ProvisionedThroughput cannot be specified when BillingMode is PAY_PER_REQUEST');
  }
  if (mode === 'PAY_PER_REQUEST' && throughput) {
    throw invalidParameter(
      'Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST',
    );
  }
  // Also for a table already PROVISIONED (ack-api-quirks dynamodb DDB-TABLE-057, 164).
  if (request.BillingMode === 'PROVISIONED' && !throughput) {
    throw invalidParameter('ProvisionedThroughput must be specified when BillingMode is PROVISIONED');
  }
  if (mode === 'PROVISIONED' && table.billingMode === 'PAY_PER_REQUEST')
    checkIndexThroughputGiven(table, request);
  const provisioned = table.provisioned;
  if (throughput && mode === table.billingMode) {
    const same =
      throughput.ReadCapacityUnits === provisioned.readCapacityUnits &&
      throughput.WriteCapacityUnits === provisioned.writeCapacityUnits;
    if (same) {
      throw throughputWillNotChange('the table', 'the table', provisioned, throughput);
    }
  }
  checkOnDemandQuota(engine.region, request.OnDemandThroughput);
  const update: ThroughputUpdate = {
    BillingMode: request.BillingMode,
    ProvisionedThroughput: throughput,
    OnDemandThroughput: request.OnDemandThroughput,
    WarmThroughput: request.WarmThroughput,
  };
  checkThroughputUpdate(engine, table, undefined, update);
  return () => applyThroughputUpdate(engine, table, undefined, update);
}

/**
 * Switching to PROVISIONED needs throughput for every global index, in an Update of each; DynamoDB
 * names the ones without it, comma-separated (dynalite's recording; measured against AWS in 2026 by
 * application test suites and ack-api-quirks dynamodb DDB-TABLE-152).
 */
function checkIndexThroughputGiven(table: Table, request: UpdateTableRequest): void {
  const given = new Set(
    (request.GlobalSecondaryIndexUpdates ?? []).flatMap(({ Update }) =>
      Update?.ProvisionedThroughput ? [Update.IndexName] : [],
    ),
  );
  const lacking = table.indexes.filter((index) => index.kind === 'global' && !given.has(index.name));
  if (lacking.length > 0) {
    throw invalidParameter(
      `ProvisionedThroughput must be specified for index: ${lacking.map((index) => index.name).join(',')}`,
    );
  }
}

/**
 * The same for a global index's Update action (applied by globalIndexChanges.ts). Its provisioned
 * throughput unchanged is refused as the table's is (ack-api-quirks dynamodb DDB-TABLE-164 quotes the
 * message up to "Current WriteCapacityUnits"; the rest follows the table's form).
 */
export function checkIndexThroughputUpdate(
  engine: Engine,
  table: Table,
  index: SecondaryIndex,
  update: ThroughputUpdate,
): void {
  const throughput = update.ProvisionedThroughput;
  const current = index.provisioned;
  if (
    throughput &&
    current &&
    table.billingMode === 'PROVISIONED' &&
    throughput.ReadCapacityUnits === current.readCapacityUnits &&
    throughput.WriteCapacityUnits === current.writeCapacityUnits
  ) {
    throw throughputWillNotChange(`the index ${index.name}`, `index ${index.name}`, current, throughput);
  }
  // Held to the per-table quota like the table's (ack-api-quirks dynamodb DDB-TABLE-154).
  checkOnDemandQuota(engine.region, update.OnDemandThroughput, index.name);
  checkThroughputUpdate(engine, table, index, update);
}

/** "… will not change": `subject` is what changes ("the table"), `holder` what holds the units. */
function throughputWillNotChange(
  subject: string,
  holder: string,
  current: { readCapacityUnits: number; writeCapacityUnits: number },
  requested: { ReadCapacityUnits: number; WriteCapacityUnits: number },
) {
  return validation(
    `The provisioned throughput for ${subject} will not change. The requested value equals the current value. Current ReadCapacityUnits provisioned for ${holder}: ${current.readCapacityUnits}. Requested ReadCapacityUnits: ${requested.ReadCapacityUnits}. Current WriteCapacityUnits provisioned for ${holder}: ${current.writeCapacityUnits}. Requested WriteCapacityUnits: ${requested.WriteCapacityUnits}. Refer to the Amazon DynamoDB Developer Guide for current limits and how to request higher limits.`,
  );
}
