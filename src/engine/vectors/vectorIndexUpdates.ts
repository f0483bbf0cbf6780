/**
 * UpdateTable's VectorIndexUpdates: creating and deleting vector indexes (one per call, shared with
 * global index creations and deletions: globalIndexChanges.ts checks that). Phases as observed
 * against DynamoDB in August 2026 (nubo-db/dynamodb-conformance tests/tier2/vectorSearch; ExtendDB;
 * dynoxide):
 *
 * - Create: the table is UPDATING and the index CREATING with Backfilling false while resources are
 *   allocated (the status delay here, about 30 s on AWS); then the table is ACTIVE and the index
 *   CREATING with Backfilling true while it fills from the table; then ACTIVE, Backfilling gone.
 *   AWS spends minutes on that last phase even for a handful of items ("index construction drives
 *   backfill duration, not the number of items"); the sandbox takes the status delay again plus a
 *   moment per item, as for a global index, so a lesson need not wait minutes.
 * - Delete: the table stays ACTIVE; the index is DELETING for the status delay, then gone, its items
 *   untouched. Not while resources are being allocated; once backfilling, yes.
 *
 * Also here: a table with vector indexes stays on-demand.
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError, invalidParameter, resourceNotFound, stillInUse, validation } from '../errors.ts';
import type { AttributeDefinition, Table } from '../storage/table.ts';
import type { UpdateTableRequest } from '../validation/requestTypes.ts';
import {
  checkSameDimensions,
  checkVectorIndexDefinition,
  MAX_VECTOR_INDEXES,
  PAY_PER_REQUEST_ONLY,
} from '../validation/createTable/vectorIndexes.ts';
import type { VectorIndexInput } from '../validation/requestTypes.ts';
import {
  BACKFILL_ITEMS_PER_SECOND,
  indexNameTaken,
  keyDefinitions,
  withRequestedDefinitions,
} from '../operations/indexSet.ts';
import { buildVectorIndex } from './vectorDefinitions.ts';
import { tableKeyId, vectorEntryFor, type VectorIndex } from './vectorIndex.ts';
import { checkNotAKey } from './vectorKeyConflicts.ts';

export interface VectorIndexChange {
  /** A creation keeps the table UPDATING while resources are allocated; a deletion does not. */
  structural: boolean;
  apply(): void;
}

/** Checks the request's vector index action against the table; returns how to apply it. */
export function planVectorIndexChange(
  engine: Engine,
  table: Table,
  request: UpdateTableRequest,
): VectorIndexChange | undefined {
  const live = (table.vectorIndexes ?? []).filter((index) => index.status !== 'DELETING');
  if (request.BillingMode === 'PROVISIONED' && live.length > 0) throw invalidParameter(PAY_PER_REQUEST_ONLY);
  const update = request.VectorIndexUpdates?.[0];
  if (update?.Create) {
    const create = update.Create;
    const { index, definitions } = planCreate(table, request, create, live);
    return { structural: true, apply: () => startBackfill(engine, table, index, definitions) };
  }
  if (update?.Delete) {
    const index = findVectorIndex(table, update.Delete.IndexName);
    return { structural: false, apply: () => deleteVectorIndex(engine, table, index) };
  }
  return undefined;
}

function planCreate(
  table: Table,
  request: UpdateTableRequest,
  create: VectorIndexInput,
  live: readonly VectorIndex[],
): { index: VectorIndex; definitions: AttributeDefinition[] } {
  if ((request.BillingMode ?? table.billingMode) !== 'PAY_PER_REQUEST') {
    throw invalidParameter(PAY_PER_REQUEST_ONLY);
  }
  const existing = table.vectorIndexes?.find((index) => index.name === create.IndexName);
  if (existing?.status === 'CREATING') {
    throw stillInUse(`Index is being created.  Table: ${table.name} Index: ${create.IndexName}`);
  }
  if (indexNameTaken(table, create.IndexName)) {
    throw validation('Attempting to create an index which already exists');
  }
  // The search schema's definitions must be in this request, even when the table has them
  // (ExtendDB/extenddb, measured 2026-08-13).
  const definitions = request.AttributeDefinitions ?? [];
  checkVectorIndexDefinition(create, definitions);
  checkNotAKey(table, create.VectorAttribute.AttributeName, create.Dimensions);
  checkSameDimensions([create], live);
  if (live.length >= MAX_VECTOR_INDEXES) {
    throw new DynamoDBError(
      'LimitExceededException',
      `Subscriber limit exceeded: Number of vector secondary indexes exceeds per-table limit of ${MAX_VECTOR_INDEXES}`,
    );
  }
  const pool = withRequestedDefinitions(table, definitions);
  return { index: buildVectorIndex(table.arn, pool, create), definitions: pool };
}

function findVectorIndex(table: Table, name: string): VectorIndex {
  const index = table.vectorIndexes?.find((candidate) => candidate.name === name);
  if (!index) throw resourceNotFound(`Requested resource not found: Index ${name} for table ${table.name}`);
  if (index.status === 'CREATING' && index.backfilling === false) {
    throw stillInUse(
      'Index creation is in resource allocation phase. Retry deletion during backfilling phase or when the index is active. ' +
        `Table: ${table.name} Index: ${name}`,
    );
  }
  return index;
}

/** Fills the new index from the table (searchable only once ACTIVE); writes meanwhile keep it current. */
function startBackfill(
  engine: Engine,
  table: Table,
  index: VectorIndex,
  definitions: AttributeDefinition[],
): void {
  index.status = 'CREATING';
  index.backfilling = false;
  for (const collection of table.items.scanOrder.values()) {
    for (const [sk, stored] of collection.items.entries()) {
      const key = { pk: collection.pk, sk };
      const entry = vectorEntryFor(index, table.keySchema, stored, key);
      if (entry) index.entries.set(tableKeyId(key), entry);
    }
  }
  (table.vectorIndexes ??= []).push(index);
  table.attributeDefinitions = keyDefinitions(table, definitions);
  engine.after(engine.tableStatusDelayMs, () => {
    if (index.status === 'CREATING') index.backfilling = true;
  });
  const duration = 2 * engine.tableStatusDelayMs + (table.items.itemCount / BACKFILL_ITEMS_PER_SECOND) * 1000;
  engine.after(duration, () => {
    if (index.status !== 'CREATING') return;
    index.status = 'ACTIVE';
    index.backfilling = undefined;
  });
}

function deleteVectorIndex(engine: Engine, table: Table, index: VectorIndex): void {
  index.status = 'DELETING';
  index.backfilling = undefined;
  engine.after(engine.tableStatusDelayMs, () => {
    table.vectorIndexes = table.vectorIndexes!.filter((candidate) => candidate !== index);
    table.attributeDefinitions = keyDefinitions(table, table.attributeDefinitions);
    index.entries.clear();
  });
}
