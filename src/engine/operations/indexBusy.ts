/**
 * What UpdateTable refuses while a global index is being created, updated or deleted, as probed
 * against AWS in 2026 (ack-api-quirks dynamodb DDB-TABLE-135, 149, 163, 375, 376, 458). A new index
 * first has its resources allocated (Backfilling false, the table UPDATING), then backfills (the table
 * ACTIVE again); most refusals belong to the first phase and to deletion:
 *
 * - an action on the index itself: updating or deleting it before it backfills, touching it while it
 *   is deleted, updating it again while an update runs;
 * - the table's throughput or billing mode while an index is allocated or deleted, its stream while
 *   one is allocated, its on-demand maximums while one is created or deleted;
 * - warm throughput while an index is allocated: DynamoDB answers that with a 500 ("system
 *   maintenance"), a state conflict it reports as a server error.
 *
 * Actions on other indexes go through (another create or delete is the LimitExceededException of
 * globalIndexChanges.ts), as do deletion protection, encryption and tags. Not probed, so ours: the
 * stream message has no table suffix (the probe's quote ends at "created"), and on-demand maximums
 * are refused in both phases of a creation (the message speaks of "index creation").
 */
import { DynamoDBError, stillInUse as inUse } from '../errors.ts';
import type { SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { Table } from '../storage/table.ts';
import type { GlobalSecondaryIndexUpdate, UpdateTableRequest } from '../validation/requestTypes.ts';

export function checkIndexPhases(table: Table, request: UpdateTableRequest): void {
  for (const update of request.GlobalSecondaryIndexUpdates ?? []) checkIndexAction(table, update);
  const names = (phase: (index: SecondaryIndex) => boolean) =>
    table.indexes.filter((index) => index.kind === 'global' && phase(index)).map((index) => index.name);
  const allocating = names((index) => index.status === 'CREATING' && !index.backfilling);
  const creating = names((index) => index.status === 'CREATING');
  const deleting = names((index) => index.status === 'DELETING');
  const list = (indexes: string[]) => `[${indexes.join(', ')}]`;
  const iops =
    request.ProvisionedThroughput !== undefined ||
    (request.BillingMode !== undefined && request.BillingMode !== table.billingMode);
  if (iops && deleting.length > 0) {
    throw inUse(
      `Can't change table IOPS when an index is being deleted. Table: ${table.name} Indexes: ${list(deleting)}`,
    );
  }
  if (iops && allocating.length > 0) {
    throw inUse(
      `Can't change table IOPS when an index is being created. Table: ${table.name} Indexes: ${list(allocating)}`,
    );
  }
  if (request.StreamSpecification && allocating.length > 0) {
    throw inUse("Can't change stream status when an index is being created");
  }
  if (request.OnDemandThroughput && creating.length > 0) {
    throw inUse(
      `OnDemandThroughput cannot be updated while index creation is in progress for indexes: ${list(creating)}`,
    );
  }
  if (request.OnDemandThroughput && deleting.length > 0) {
    throw inUse(
      `OnDemandThroughput cannot be updated while index deletion is in progress for indexes: ${list(deleting)}`,
    );
  }
  if (request.WarmThroughput && allocating.length > 0) {
    throw new DynamoDBError(
      'InternalServerError',
      'Table is under system maintenance, please try again later',
    );
  }
}

/** An action on an index in transition; an action on any other index is checked elsewhere. */
function checkIndexAction(table: Table, update: GlobalSecondaryIndexUpdate): void {
  const name = update.Create?.IndexName ?? update.Delete?.IndexName ?? update.Update?.IndexName;
  const index = table.indexes.find((candidate) => candidate.name === name && candidate.kind === 'global');
  if (!index) return;
  const which = `Table: ${table.name} Index: ${index.name}`;
  if (index.status === 'DELETING') throw inUse(`Index is being deleted. ${which}`);
  if (index.status === 'CREATING' && !index.backfilling) {
    if (update.Delete) {
      throw inUse(
        `Index creation is in resource allocation phase. Retry deletion during backfilling phase or when the index is active. ${which}`,
      );
    }
    if (update.Update) throw inUse(`Index is being created but is not backfilling yet. ${which}`);
  }
  if (index.status === 'UPDATING' && update.Update) throw inUse(`Index is being updated. ${which}`);
}
