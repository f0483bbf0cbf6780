/**
 * UpdateTable's GlobalSecondaryIndexUpdates: creating, deleting and re-provisioning global indexes.
 * Every action is checked before any is applied. Their phases on the engine clock follow DynamoDB as
 * probed in 2026 (ack-api-quirks dynamodb DDB-TABLE-135, 148, 149, 152, 155, 159, 165):
 *
 * - Create: the table is UPDATING and the index CREATING with Backfilling false for the status delay
 *   (resource allocation); then the table is ACTIVE while the index, Backfilling true, fills from the
 *   table, and it can be queried once ACTIVE.
 * - Delete: the table is UPDATING and the index DELETING for the status delay, then it is gone. An
 *   index still being created can be deleted once it is backfilling.
 * - Update: the table stays ACTIVE and the index is UPDATING for the status delay. New provisioned
 *   figures take effect when it is ACTIVE again (the reply shows the old ones, as DynamoDB's does)
 *   except in a billing-mode switch; on-demand maximums at once; warm throughput alone leaves the
 *   index ACTIVE, its WarmThroughput UPDATING.
 */
import {
  applyThroughputUpdate,
  initializeThroughput,
  stampRequestedChange,
  type ThroughputUpdate,
} from '../capacity/throughputUpdates.ts';
import { checkThroughputQuota } from '../capacity/throughputQuota.ts';
import type { Engine } from '../engine.ts';
import { DynamoDBError, invalidParameter, resourceNotFound, validation } from '../errors.ts';
import type { SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { Table } from '../storage/table.ts';
import { MAX_GLOBAL_INDEXES } from '../validation/createTable/indexes.ts';
import type {
  CreateGlobalSecondaryIndexAction,
  GlobalSecondaryIndexUpdate,
  UpdateTableRequest,
} from '../validation/requestTypes.ts';
import { buildIndex } from './indexDefinitions.ts';
import { replanBackfill, startBackfill } from './globalIndexBackfill.ts';
import { checkOneOnlineIndex, indexNameTaken, keyDefinitions, withRequestedDefinitions } from './indexSet.ts';
import { checkNotVectorAttribute } from '../vectors/vectorKeyConflicts.ts';
import { checkNewIndexKeysDefined, checkNewIndexKeyTypes } from './newIndexKeys.ts';
import { checkIndexThroughputUpdate } from './throughputUpdate.ts';

export interface IndexChanges {
  /** Whether an index is created or deleted, which keeps the table UPDATING. */
  structural: boolean;
  apply(): void;
}

/** Checks every index action against the table; returns how to apply them (nothing applied yet). */
export function planIndexChanges(engine: Engine, table: Table, request: UpdateTableRequest): IndexChanges {
  const updates = request.GlobalSecondaryIndexUpdates ?? [];
  const structural = updates.filter((update) => update.Create || update.Delete);
  const vectorUpdates = request.VectorIndexUpdates ?? [];
  checkOneOnlineIndex(table, [
    ...structural.map((update) => update.Delete?.IndexName ?? ''),
    ...vectorUpdates.map((update) => update.Delete?.IndexName ?? ''),
  ]);
  const changes = updates.map((update) => planIndexChange(engine, table, request, update));
  return {
    structural: structural.length > 0,
    apply: () => {
      for (const change of changes) change();
    },
  };
}

function planIndexChange(
  engine: Engine,
  table: Table,
  request: UpdateTableRequest,
  update: GlobalSecondaryIndexUpdate,
): () => void {
  if (update.Create) return planCreate(engine, table, request, update.Create);
  if (update.Delete) {
    const index = findGlobalIndex(table, update.Delete.IndexName, 'delete');
    return () => deleteIndex(engine, table, index);
  }
  const { IndexName, ProvisionedThroughput, OnDemandThroughput, WarmThroughput } = update.Update!;
  // Warm throughput for an index the table lacks fails with DynamoDB's own HTTP 500 and no message
  // (ack-api-quirks dynamodb DDB-TABLE-161, 448, probed in 2026), as an empty WarmThroughput alone does
  // (emptyThroughputUpdate.ts); other updates of such an index are ResourceNotFoundException.
  if (WarmThroughput && !table.indexes.some((candidate) => candidate.name === IndexName)) {
    throw new DynamoDBError('InternalFailure', '');
  }
  const index = findGlobalIndex(table, IndexName, 'update');
  const mode = request.BillingMode ?? table.billingMode;
  // An Update must change something (ack-api-quirks dynamodb DDB-TABLE-456, probed in 2026): an
  // empty WarmThroughput is refused by validation (updateTable/indexUpdates.ts); on an on-demand
  // table, so is an Update that names only the index or an empty OnDemandThroughput, as one with
  // ProvisionedThroughput is.
  const onDemand =
    OnDemandThroughput?.MaxReadRequestUnits !== undefined ||
    OnDemandThroughput?.MaxWriteRequestUnits !== undefined;
  if (mode === 'PAY_PER_REQUEST' && (ProvisionedThroughput || (!onDemand && !WarmThroughput))) {
    throw invalidParameter(
      `The only Updates for index: ${index.name} when TableThroughputMode is PAY_PER_REQUEST can be to OnDemandThroughput, WarmThroughput`,
    );
  }
  const change = { ProvisionedThroughput, OnDemandThroughput, WarmThroughput };
  checkIndexThroughputUpdate(engine, table, index, change);
  const switching = mode !== table.billingMode;
  return () => updateIndexThroughput(engine, table, index, change, switching);
}

function planCreate(
  engine: Engine,
  table: Table,
  request: UpdateTableRequest,
  create: CreateGlobalSecondaryIndexAction,
): () => void {
  const name = create.IndexName;
  // Local and vector indexes included (ack-api-quirks dynamodb DDB-TABLE-137, live probes 2026).
  if (indexNameTaken(table, name)) {
    throw validation('Attempting to create an index which already exists');
  }
  checkNewIndexThroughput(
    name,
    create.ProvisionedThroughput,
    request.BillingMode ?? table.billingMode,
    table,
  );
  checkThroughputQuota({
    region: engine.region,
    table: table.name,
    index: name,
    provisioned: create.ProvisionedThroughput,
    warm: create.WarmThroughput,
  });
  if (table.indexes.filter((index) => index.kind === 'global').length >= MAX_GLOBAL_INDEXES) {
    throw new DynamoDBError(
      'LimitExceededException',
      // As probed against AWS in 2026 (ack-api-quirks dynamodb DDB-TABLE-169).
      `Subscriber limit exceeded: Number of global secondary indexes exceeds per-table limit of ${MAX_GLOBAL_INDEXES}`,
    );
  }
  checkNewIndexKeysDefined(create.KeySchema, request.AttributeDefinitions ?? []);
  checkNotVectorAttribute(table, create.KeySchema, request.AttributeDefinitions ?? []);
  checkNewIndexKeyTypes(table, create.KeySchema, request.AttributeDefinitions ?? []);
  const definitions = withRequestedDefinitions(table, request.AttributeDefinitions);
  const index = buildIndex(table.arn, definitions, create, 'global', table.billingMode === 'PROVISIONED');
  return () => {
    startBackfill(engine, table, index);
    // The new index's on-demand maximums and warm throughput (ack-api-quirks dynamodb DDB-TABLE-418).
    initializeThroughput(engine, table, {}, [create]);
    table.attributeDefinitions = keyDefinitions(table, definitions);
  };
}

/**
 * The global index an update or delete names. Messages from live probes (ack-api-quirks dynamodb,
 * DDB-TABLE-161 for an unknown index, DDB-TABLE-137 for a local one).
 */
export function findGlobalIndex(table: Table, name: string, action: 'delete' | 'update'): SecondaryIndex {
  const index = table.indexes.find((candidate) => candidate.name === name);
  if (!index) throw resourceNotFound(`Requested resource not found: Index ${name} for table ${table.name}`);
  if (index.kind !== 'global') {
    throw validation(`Cannot ${action} an index that is not a GlobalSecondaryIndex: ${name}`);
  }
  return index;
}

/**
 * A new index carries throughput exactly when the table will be PROVISIONED (messages from live
 * probes in ack-api-quirks dynamodb, finding DDB-TABLE-442). On a table that already is PROVISIONED
 * the refusal asks for both units (DDB-TABLE-152, probed after a switch to PROVISIONED; quoted from
 * production in circles-learning-labs/ecto_adapters_dynamodb's README); the "ProvisionedThroughput
 * must be specified" wording is the billing switch's, kept for a new index beside BillingMode
 * PROVISIONED without table throughput (not probed).
 */
function checkNewIndexThroughput(
  name: string,
  throughput: unknown,
  billingMode: Table['billingMode'],
  table: Table,
): void {
  if (billingMode === 'PROVISIONED' && throughput === undefined) {
    throw invalidParameter(
      table.billingMode === 'PROVISIONED'
        ? `Both ReadCapacityUnits and WriteCapacityUnits must be specified for index: ${name}`
        : `ProvisionedThroughput must be specified for index: ${name}`,
    );
  }
  if (billingMode === 'PAY_PER_REQUEST' && throughput !== undefined) {
    throw invalidParameter(
      `Neither ReadCapacityUnits nor WriteCapacityUnits can be specified for index: ${name} when BillingMode is PAY_PER_REQUEST`,
    );
  }
}

function updateIndexThroughput(
  engine: Engine,
  table: Table,
  index: SecondaryIndex,
  change: ThroughputUpdate,
  switching: boolean,
): void {
  const { ProvisionedThroughput: throughput, ...atOnce } = change;
  // In a billing-mode switch the reply already shows an index's new figures (DDB-TABLE-165).
  const later = switching ? undefined : throughput;
  applyThroughputUpdate(engine, table, index, later ? atOnce : change);
  if (!throughput && !change.OnDemandThroughput) return;
  if (later) {
    stampRequestedChange(index.provisioned!, later, engine.now());
    index.pendingThroughput = later;
  }
  if (index.status === 'CREATING') raiseWhileBackfilling(engine, table, index);
  else holdIndexUpdating(engine, table, index);
}

/**
 * An index being built can have its write capacity changed "even while the index is still being
 * built", to shorten the backfill (metrics-dimensions.html, OnlineIndexConsumedWriteCapacity). It
 * stays CREATING — an index has one status — and the new figures take effect after the status
 * delay, as an ACTIVE index's do (not probed against AWS). On-demand maximums apply at once.
 */
function raiseWhileBackfilling(engine: Engine, table: Table, index: SecondaryIndex): void {
  replanBackfill(engine, index);
  engine.after(engine.tableStatusDelayMs, () => {
    const pending = index.pendingThroughput;
    // Also when the backfill ended meanwhile: the index is ACTIVE, the change still due.
    if (!pending || (index.status !== 'CREATING' && index.status !== 'ACTIVE')) return;
    index.pendingThroughput = undefined;
    applyThroughputUpdate(engine, table, index, { ProvisionedThroughput: pending });
    replanBackfill(engine, index);
  });
}

/**
 * The index is UPDATING for the status delay, then ACTIVE with its pending figures in effect; also
 * every global index of a table switching billing mode (DDB-TABLE-152: the index UPDATING for the
 * first seconds of the switch).
 */
export function holdIndexUpdating(engine: Engine, table: Table, index: SecondaryIndex): void {
  index.status = 'UPDATING';
  engine.after(engine.tableStatusDelayMs, () => {
    if (index.status !== 'UPDATING') return;
    const pending = index.pendingThroughput;
    index.pendingThroughput = undefined;
    if (pending) applyThroughputUpdate(engine, table, index, { ProvisionedThroughput: pending });
    index.status = 'ACTIVE';
  });
}

/** The index is DELETING (the table UPDATING) for the status delay, then gone. */
function deleteIndex(engine: Engine, table: Table, index: SecondaryIndex): void {
  index.status = 'DELETING';
  index.backfilling = undefined;
  engine.after(engine.tableStatusDelayMs, () => {
    table.indexes = table.indexes.filter((candidate) => candidate !== index);
    table.attributeDefinitions = keyDefinitions(table, table.attributeDefinitions);
    index.entries.clear();
  });
}
