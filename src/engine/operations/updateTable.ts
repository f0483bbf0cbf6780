/**
 * UpdateTable: add, remove or re-provision global secondary indexes, change billing mode and
 * throughput, deletion protection, table class and encryption. Changes run on the engine clock: the table is
 * UPDATING (still readable and writable) for the status delay; a new index is CREATING while it is
 * filled from the table (Backfilling once the table is ACTIVE again), which can take longer, and
 * cannot be queried until ACTIVE.
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError, invalidParameter, resourceNotFound, validation } from '../errors.ts';
import { fitsIndexKey } from '../storage/indexKeyChecks.ts';
import { indexEntry, indexEntryKey, type SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { AttributeDefinition, Table } from '../storage/table.ts';
import {
  initializeThroughput,
  settleCreationWarmThroughput,
  stampRequestedChange,
} from '../capacity/throughputUpdates.ts';
import { planStreamUpdate } from '../streams/streamSpecification.ts';
import { validateUpdateTable } from '../validation/updateTable.ts';
import type { OnDemandThroughputInput, UpdateTableRequest } from '../validation/requestTypes.ts';
import {
  checkAccountQuota,
  checkThroughputQuota,
  tableUnits,
  updatedTableUnits,
} from '../capacity/throughputQuota.ts';
import { buildIndex } from './indexDefinitions.ts';
import { checkNewIndexKeysDefined, checkNewIndexKeyTypes } from './newIndexKeys.ts';
import { planEncryptionChange } from './serverSideEncryption.ts';
import { checkUpdateAdmitted } from './tableBusy.ts';
import { describeTable, withoutSwitchTime } from './tableDescription.ts';
import { planIndexThroughputUpdate, planTableThroughputUpdate } from './throughputUpdate.ts';

/** DynamoDB's default quota of global secondary indexes per table. */
export const MAX_GLOBAL_INDEXES = 20;
/** Simulated backfill speed of a new global index (items per second). */
export const BACKFILL_ITEMS_PER_SECOND = 5000;

export function updateTable(engine: Engine, body: object) {
  const request = validateUpdateTable(body);
  const table = engine.describeTarget(request.TableName);
  checkUpdateAdmitted(engine, table, request);
  const indexChanges = planIndexChanges(engine, table, request);
  const streamChange = planStreamUpdate(engine, table, request);
  const throughputChange = planTableThroughputUpdate(engine, table, request);
  const encryptionChange =
    request.SSESpecification && planEncryptionChange(engine, table, request.SSESpecification);
  const switchedToOnDemand =
    request.BillingMode === 'PAY_PER_REQUEST' && table.billingMode !== 'PAY_PER_REQUEST';
  const held = tableUnits(table);
  const after = updatedTableUnits(table, request);
  if (after.read > held.read || after.write > held.write) checkAccountQuota(engine, table.name, after);
  // A change of provisioned throughput alone takes effect when the table is ACTIVE again, as the AWS
  // CLI and API references show it: the UpdateTable reply, and DescribeTable meanwhile, give the old
  // figures with TableStatus UPDATING.
  const pending = pendingThroughput(table, request);
  if (pending) stampRequestedChange(table.provisioned, pending, engine.now());
  const throughputChanged = pending ? true : throughputChange();
  if (
    request.DeletionProtectionEnabled !== undefined &&
    request.DeletionProtectionEnabled !== table.deletionProtection
  ) {
    table.deletionProtection = request.DeletionProtectionEnabled;
    table.deletionProtectionChangedAt = engine.now();
  }
  if (request.TableClass !== undefined) {
    table.tableClass = request.TableClass;
    table.tableClassUpdatedAt = engine.now();
  }
  encryptionChange?.();
  for (const change of indexChanges) change();
  streamChange?.();
  if (throughputChanged || indexChanges.length > 0 || streamChange) {
    table.status = 'UPDATING';
    table.updatingFor = streamChange ? 'stream' : throughputChanged ? 'iops' : 'indexes';
    table.pendingThroughput = pending;
    // The table is ACTIVE again after the status delay even while a new index is still backfilling:
    // DynamoDB shows UPDATING for under a minute, then ACTIVE for the minutes the backfill takes
    // (live probes: ack-api-quirks dynamodb DDB-TABLE-148/150). Another index change meanwhile is
    // the LimitExceededException of planIndexChanges.
    engine.after(engine.tableStatusDelayMs, () => {
      if (table.status !== 'UPDATING') return;
      if (table.pendingThroughput) {
        table.pendingThroughput = undefined;
        throughputChange();
      }
      table.status = 'ACTIVE';
      table.updatingFor = undefined;
    });
  }
  const description = withRemovedMaximums(describeTable(engine, table), request);
  return { TableDescription: switchedToOnDemand ? withoutSwitchTime(description) : description };
}

/** The new provisioned figures when they are all the request changes about throughput. */
function pendingThroughput(table: Table, request: UpdateTableRequest) {
  const throughput = request.ProvisionedThroughput;
  const sameMode = (request.BillingMode ?? table.billingMode) === table.billingMode;
  if (!throughput || !sameMode || table.billingMode !== 'PROVISIONED') return undefined;
  if (request.OnDemandThroughput || request.WarmThroughput) return undefined;
  return {
    ReadCapacityUnits: throughput.ReadCapacityUnits,
    WriteCapacityUnits: throughput.WriteCapacityUnits,
  };
}

/**
 * An on-demand maximum set to -1 is removed, yet the UpdateTable reply still shows the -1 it was
 * given; DescribeTable then leaves the member out (captured against DynamoDB: nubo-db/dynoxide#159).
 */
function withRemovedMaximums(description: Record<string, unknown>, request: UpdateTableRequest) {
  const requested = request.OnDemandThroughput;
  if (requested?.MaxReadRequestUnits !== -1 && requested?.MaxWriteRequestUnits !== -1) return description;
  const kept = description.OnDemandThroughput as OnDemandThroughputInput | undefined;
  const shown = (member: keyof OnDemandThroughputInput) => (requested[member] === -1 ? -1 : kept?.[member]);
  return {
    ...description,
    OnDemandThroughput: {
      MaxReadRequestUnits: shown('MaxReadRequestUnits'),
      MaxWriteRequestUnits: shown('MaxWriteRequestUnits'),
    },
  };
}

/** Checks every index change against the table, returning the changes to apply (nothing applied yet). */
function planIndexChanges(engine: Engine, table: Table, request: UpdateTableRequest): (() => void)[] {
  const updates = request.GlobalSecondaryIndexUpdates ?? [];
  const busy = table.indexes.some((index) => index.status === 'CREATING' || index.status === 'DELETING');
  const structural = updates.filter((u) => u.Create || u.Delete).length;
  if (structural > 0 && busy) {
    throw new DynamoDBError(
      'LimitExceededException',
      'Subscriber limit exceeded: Only 1 online index can be created or deleted simultaneously per table',
    );
  }
  return updates.map((update) => {
    if (update.Create) {
      const name = update.Create.IndexName;
      // Local indexes included (ack-api-quirks dynamodb DDB-TABLE-137, live probes 2026).
      if (table.indexes.some((index) => index.name === name)) {
        throw validation('Attempting to create an index which already exists');
      }
      checkNewIndexThroughput(
        name,
        update.Create.ProvisionedThroughput,
        request.BillingMode ?? table.billingMode,
      );
      checkThroughputQuota({
        owner: `index ${name}`,
        provisioned: update.Create.ProvisionedThroughput,
        warm: update.Create.WarmThroughput,
      });
      if (table.indexes.filter((index) => index.kind === 'global').length >= MAX_GLOBAL_INDEXES) {
        throw new DynamoDBError(
          'LimitExceededException',
          // As probed against AWS in 2026 (ack-api-quirks dynamodb DDB-TABLE-169).
          `Subscriber limit exceeded: Number of global secondary indexes exceeds per-table limit of ${MAX_GLOBAL_INDEXES}`,
        );
      }
      checkNewIndexKeysDefined(update.Create.KeySchema, request.AttributeDefinitions ?? []);
      checkNewIndexKeyTypes(table, update.Create.KeySchema, request.AttributeDefinitions ?? []);
      // Any other definition the table already has keeps its stored type, even when the request
      // declares another: DynamoDB accepts that conflict silently (observed against the service,
      // eu-west-2, in nubo-db/dynamodb-conformance tests/tier2/updateTable/gsi.test.ts).
      const definitions = [...table.attributeDefinitions];
      for (const d of request.AttributeDefinitions ?? []) {
        if (!definitions.some((e) => e.AttributeName === d.AttributeName)) definitions.push(d);
      }
      const index = buildIndex(
        table.arn,
        definitions,
        update.Create,
        'global',
        table.billingMode === 'PROVISIONED',
      );
      const created = update.Create;
      return () => {
        startBackfill(engine, table, index);
        // The new index's on-demand maximums and warm throughput (ack-api-quirks dynamodb DDB-TABLE-418).
        initializeThroughput(engine, table, {}, [created]);
        table.attributeDefinitions = keyDefinitions(table, definitions);
      };
    }
    if (update.Delete) {
      const index = findGlobalIndex(table, update.Delete.IndexName, 'delete');
      return () => deleteIndex(engine, table, index);
    }
    const index = findGlobalIndex(table, update.Update!.IndexName, 'update');
    const throughput = update.Update!.ProvisionedThroughput;
    if (throughput && (request.BillingMode ?? table.billingMode) === 'PAY_PER_REQUEST') {
      throw invalidParameter(
        `The only Updates for index: ${index.name} when TableThroughputMode is PAY_PER_REQUEST can be to OnDemandThroughput, WarmThroughput`,
      );
    }
    const { OnDemandThroughput, WarmThroughput } = update.Update!;
    const apply = planIndexThroughputUpdate(engine, table, index, {
      ProvisionedThroughput: throughput,
      OnDemandThroughput,
      WarmThroughput,
    });
    return () => {
      apply();
    };
  });
}

/**
 * The global index an update or delete names. Messages from live probes (ack-api-quirks dynamodb,
 * DDB-TABLE-161 for an unknown index, DDB-TABLE-137 for a local one).
 */
function findGlobalIndex(table: Table, name: string, action: 'delete' | 'update'): SecondaryIndex {
  const index = table.indexes.find((candidate) => candidate.name === name);
  if (!index) throw resourceNotFound(`Requested resource not found: Index ${name} for table ${table.name}`);
  if (index.kind !== 'global') {
    throw validation(`Cannot ${action} an index that is not a GlobalSecondaryIndex: ${name}`);
  }
  return index;
}

/**
 * A new index carries throughput exactly when the table will be PROVISIONED (messages from live
 * probes in ack-api-quirks dynamodb, finding DDB-TABLE-442).
 */
function checkNewIndexThroughput(name: string, throughput: unknown, billingMode: Table['billingMode']): void {
  if (billingMode === 'PROVISIONED' && throughput === undefined) {
    throw invalidParameter(`ProvisionedThroughput must be specified for index: ${name}`);
  }
  if (billingMode === 'PAY_PER_REQUEST' && throughput !== undefined) {
    throw invalidParameter(
      `Neither ReadCapacityUnits nor WriteCapacityUnits can be specified for index: ${name} when BillingMode is PAY_PER_REQUEST`,
    );
  }
}

/**
 * Fills a new index from the table; it turns ACTIVE after a time that grows with the table. As probed
 * against AWS in 2026 (ack-api-quirks dynamodb DDB-TABLE-138, 148, 165), the index shows Backfilling
 * false while the table is UPDATING and true once the table is ACTIVE again, until the index is.
 */
function startBackfill(engine: Engine, table: Table, index: SecondaryIndex): void {
  index.status = 'CREATING';
  index.backfilling = false;
  engine.after(engine.tableStatusDelayMs, () => {
    if (index.status === 'CREATING') index.backfilling = true;
  });
  for (const collection of table.items.scanOrder.values()) {
    for (const [sk, stored] of collection.items.entries()) {
      if (!fitsIndexKey(index, stored.attributes)) continue;
      const key = indexEntryKey(index, table.keySchema, stored.attributes, { pk: collection.pk, sk });
      if (key) index.entries.put(key, indexEntry(index, table.keySchema, stored));
    }
  }
  table.indexes.push(index);
  const duration = engine.tableStatusDelayMs + (table.items.itemCount / BACKFILL_ITEMS_PER_SECOND) * 1000;
  engine.after(duration, () => {
    if (index.status !== 'CREATING') return;
    index.status = 'ACTIVE';
    index.backfilling = undefined;
    settleCreationWarmThroughput(engine, table);
    if (table.status === 'UPDATING' && !table.indexes.some((i) => i.status !== 'ACTIVE'))
      table.status = 'ACTIVE';
  });
}

function deleteIndex(engine: Engine, table: Table, index: SecondaryIndex): void {
  index.status = 'DELETING';
  engine.after(engine.tableStatusDelayMs, () => {
    table.indexes = table.indexes.filter((candidate) => candidate !== index);
    table.attributeDefinitions = keyDefinitions(table, table.attributeDefinitions);
    index.entries.clear();
    if (table.status === 'UPDATING' && !table.indexes.some((i) => i.status !== 'ACTIVE'))
      table.status = 'ACTIVE';
  });
}

/**
 * The definitions a key schema uses — the table's and each index's. DynamoDB keeps no others: a
 * deleted index's keys go, and a definition in the request that no key uses is dropped without
 * an error (live captures: nubo-db/dynoxide#131, paritysuite/dynamodb-conformance#79).
 */
function keyDefinitions(table: Table, pool: readonly AttributeDefinition[]): AttributeDefinition[] {
  const used = new Set(
    [table.keySchemaElements, ...table.indexes.map((index) => index.keySchemaElements)].flatMap((schema) =>
      schema.map((key) => key.AttributeName),
    ),
  );
  return pool.filter((definition) => used.has(definition.AttributeName));
}
