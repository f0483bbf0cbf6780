/**
 * What a table admits while something is in progress, as probed against AWS in 2026 (ack-api-quirks
 * dynamodb DDB-TABLE-001, 002, 003, 047, 063, 064, 069, 119, 120, 175, 369, 370, 381, 410, 445; for
 * indexes in transition see indexBusy.ts): an UpdateTable that only turns deletion protection,
 * encryption or warm throughput goes through while the table is UPDATING, other changes are refused in
 * words that say what is in progress; DeleteTable waits for every change, also those that leave the
 * table ACTIVE (encryption, warm throughput, indexes); deletion protection, once changed, stays for
 * 15 seconds.
 */
import { onDemandOnProvisioned, warmThroughputUpdating } from '../capacity/throughputUpdates.ts';
import type { Engine } from '../engine.ts';
import { DynamoDBError, stillInUse as inUse } from '../errors.ts';
import type { Table } from '../storage/table.ts';
import type { UpdateTableRequest } from '../validation/requestTypes.ts';
import { changesOf, type TableChange } from '../validation/updateTable/changes.ts';
import { changesIndexSet } from '../validation/updateTable/indexUpdates.ts';
import { checkIndexPhases } from './indexBusy.ts';
import { policyPending } from '../policies/policySlot.ts';

const DELETION_PROTECTION_COOLDOWN_MS = 15_000;
/** The changes DynamoDB lets through while a table is UPDATING. */
const ADMITTED_WHILE_UPDATING: ReadonlySet<TableChange> = new Set([
  'DeletionProtectionEnabled',
  'SSESpecification',
  'WarmThroughput',
]);

/**
 * While a table is UPDATING for its indexes, also the actions on global and vector indexes (indexBusy.ts,
 * vectorIndexUpdates.ts and the one-index-at-a-time rule judge them); for its indexes or its stream, a
 * billing mode it already has (DDB-TABLE-375, 383).
 */
function admittedWhileUpdating(table: Table, request: UpdateTableRequest, change: TableChange): boolean {
  if (ADMITTED_WHILE_UPDATING.has(change)) return true;
  if (change === 'BillingMode' && request.BillingMode === table.billingMode) {
    return table.updatingFor === 'indexes' || table.updatingFor === 'stream';
  }
  if (table.updatingFor !== 'indexes') return false;
  return change === 'GlobalSecondaryIndexUpdates' || change === 'VectorIndexUpdates';
}

export function checkUpdateAdmitted(engine: Engine, table: Table, request: UpdateTableRequest): void {
  // A table being created or deleted names that (DDB-TABLE-001, 006, 455 and the catalogue of
  // DDB-TABLE-444; architect/dynalite's updateTable test "should reject updates while table is in
  // CREATING state").
  if (table.status === 'CREATING') throw inUse(`Table is being created: ${table.name}`);
  if (table.status === 'DELETING') throw inUse(`Table is being deleted: ${table.name}`);
  checkIndexPhases(table, request);
  const changes = changesOf(request);
  if (
    table.status === 'UPDATING' &&
    !changes.every((change) => admittedWhileUpdating(table, request, change))
  ) {
    const iops = changes.includes('ProvisionedThroughput') || changes.includes('BillingMode');
    if (table.updatingFor === 'iops' && iops) {
      throw inUse(`Table IOPS are currently being updated. Table: ${table.name}`);
    }
    const onDemandJudged = ['iops', 'stream', 'tableClass'].includes(table.updatingFor ?? '');
    if (changes.includes('OnDemandThroughput') && onDemandJudged) {
      throw onDemandWhileUpdating(table, request);
    }
    if (table.updatingFor === 'iops' && changes.includes('StreamSpecification')) {
      throw inUse(`Can't enable or disable stream while table IOPS are being updated. Table: ${table.name}`);
    }
    // DDB-TABLE-175.
    if (table.updatingFor === 'iops' && changesIndexSet(request.GlobalSecondaryIndexUpdates)) {
      throw inUse(`Can't create or delete indexes while table IOPS are being updated. Table: ${table.name}`);
    }
    if (table.updatingFor === 'stream' && changesIndexSet(request.GlobalSecondaryIndexUpdates)) {
      throw inUse("Can't create or delete an index when stream status is being updated.");
    }
    // DDB-TABLE-119 (the probe's quote ends at "Table:"; the name follows as in the messages above).
    if (table.updatingFor === 'stream' && changes.includes('TableClass')) {
      throw inUse(`Can't update table class when stream status is being updated. Table: ${table.name}`);
    }
    if (table.updatingFor === 'tableClass' && changesIndexSet(request.GlobalSecondaryIndexUpdates)) {
      throw inUse("Can't create or delete an index when a table class update is in progress.");
    }
    // DDB-TABLE-286, 287: both name the table and the class it is being given.
    const classPending = `Table: ${table.name} TableClassUpdateInProgress: ${table.pendingTableClass}`;
    if (table.updatingFor === 'tableClass' && changes.includes('TableClass')) {
      throw inUse(`Can't update table class when a table class update is in progress. ${classPending}`);
    }
    if (table.updatingFor === 'tableClass' && changes.includes('StreamSpecification')) {
      throw inUse(`Can't change stream status when a table class update is in progress. ${classPending}`);
    }
    throw inUse(`Table: ${table.name} is in the process of being updated.`);
  }
  const changedAt = table.deletionProtectionChangedAt;
  if (
    request.DeletionProtectionEnabled !== undefined &&
    changedAt !== undefined &&
    engine.now() - changedAt < DELETION_PROTECTION_COOLDOWN_MS
  ) {
    const after = new Date(changedAt + DELETION_PROTECTION_COOLDOWN_MS).toISOString().slice(0, -1);
    throw new DynamoDBError(
      'ThrottlingException',
      `Deletion protection setting for table ${table.name} modified within the previous ${DELETION_PROTECTION_COOLDOWN_MS} milliseconds. Please try again after ${after}`,
    );
  }
}

/**
 * Whether the table is UPDATING for a switch from on demand to PROVISIONED: a switch leaves no pending
 * figures, a throughput change on a provisioned table does (updateTable.ts).
 */
export function switchingToProvisioned(table: Table): boolean {
  return (
    table.status === 'UPDATING' &&
    table.updatingFor === 'iops' &&
    table.billingMode === 'PROVISIONED' &&
    !table.pendingThroughput
  );
}

/**
 * On-demand maximums while the table's stream, class, throughput or billing mode changes are judged
 * against the billing mode the table had before, ahead of the state (ack-api-quirks dynamodb
 * DDB-TABLE-369, 119, 286): on a table that was PROVISIONED they are not allowed at all; on one that
 * was on demand they are in use, in words that name the change (the stream one's quote ends at "is
 * i", completed as the billing mode one reads).
 */
function onDemandWhileUpdating(table: Table, request: UpdateTableRequest): DynamoDBError {
  const switching = table.updatingFor === 'iops';
  const wasOnDemand = switching ? switchingToProvisioned(table) : table.billingMode === 'PAY_PER_REQUEST';
  if (wasOnDemand) return inUse(`OnDemandThroughput cannot be updated while ${changeInProgress(table)}`);
  return onDemandOnProvisioned(request.OnDemandThroughput ?? {});
}

/** The change under way, in the words of DynamoDB's on-demand refusal. */
function changeInProgress(table: Table): string {
  if (table.updatingFor === 'iops') return 'BillingMode update is in progress';
  if (table.updatingFor === 'tableClass') {
    return `TableClass update is in progress. TableClassUpdateInProgress: ${table.pendingTableClass}`;
  }
  return 'stream status update is in progress';
}

/** DeleteTable's refusals while the table is not at rest, before its index and protection checks. */
export function checkDeleteAdmitted(engine: Engine, table: Table): void {
  if (table.status === 'CREATING') throw inUse(`Table is being created: ${table.name}`);
  // A second DeleteTable meets the first one's DELETING (recorded against AWS in
  // hashicorp/terraform-provider-aws#3355): "Table is being deleted".
  if (table.status === 'DELETING') throw inUse(`Table is being deleted: ${table.name}`);
  if (table.status === 'UPDATING' && table.updatingFor === 'stream') {
    throw inUse('Cannot delete table while stream is being enabled/disabled.');
  }
  // Also while the table is ACTIVE again and an index backfills or is UPDATING (DDB-TABLE-150, 376).
  if ([...table.indexes, ...(table.vectorIndexes ?? [])].some((index) => index.status !== 'ACTIVE')) {
    throw inUse('Cannot delete table while indexes are being created, updated, or deleted.');
  }
  // DDB-TABLE-172.
  if (table.shownTags) throw inUse(`Table tags are being updated: ${table.name}`);
  // DDB-TABLE-348: for a moment after a policy change.
  if (policyPending(engine, table.resourcePolicy)) {
    throw inUse(`Table: ${table.name} has a pending resource-based policy update.`);
  }
  if (table.status === 'UPDATING' || table.encryptionChange || warmThroughputUpdating(engine, table)) {
    throw inUse(`Table: ${table.name} is in the process of being updated.`);
  }
}
