/**
 * UpdateTable: change billing mode and throughput, streams, deletion protection (and a global table
 * replica's disassociation protection), table class and encryption, add, remove or re-provision
 * global secondary indexes (globalIndexChanges.ts), add or remove vector indexes
 * (vectors/vectorIndexUpdates.ts), and add, remove or disassociate a global table's replicas
 * (globalTables/replicaUpdates.ts).
 * Changes run on the engine clock: the table is UPDATING (still readable and writable) for the status
 * delay while its throughput, stream or set of indexes changes.
 */
import type { Engine } from '../engine.ts';
import type { Table } from '../storage/table.ts';
import { stampRequestedChange } from '../capacity/throughputUpdates.ts';
import { showWarmUntilSwitchLands } from '../capacity/switchWarmThroughput.ts';
import { planStreamUpdate } from '../streams/streamSpecification.ts';
import { validateUpdateTable } from '../validation/updateTable.ts';
import { changesOf } from '../validation/updateTable/changes.ts';
import type { OnDemandThroughputInput, UpdateTableRequest } from '../validation/requestTypes.ts';
import { checkAccountQuota, tableUnits, updatedTableUnits } from '../capacity/accountQuota.ts';
import { holdIndexUpdating, planIndexChanges } from './globalIndexChanges.ts';
import { planEncryptionChange } from './serverSideEncryption.ts';
import { checkUpdateAdmitted } from './tableBusy.ts';
import { hiddenUntilActive, tableNotFoundYet } from './tableArrival.ts';
import { describeTable, toEpochSeconds, withoutSwitchTime } from './tableDescription.ts';
import { planTableClassChange } from './tableClassChange.ts';
import { planTableThroughputUpdate } from './throughputUpdate.ts';
import { checkGroupAdmits, holdGroupForProtection, replicasToUpdate } from '../globalTables/groupSettings.ts';
import { updateReplicas } from '../globalTables/replicaUpdates.ts';
import { updateDisassociationProtection } from '../globalTables/disassociationProtection.ts';
import { planVectorIndexChange } from '../vectors/vectorIndexUpdates.ts';
import { checkNotOnlyEmptyThroughput } from './emptyThroughputUpdate.ts';
import { droppedReversalReply, reversesSwitchToProvisioned } from './billingSwitchReversal.ts';

/** `regionalOnly`: a change a global table's other replica already made (globalTables/groupSettings.ts). */
export function updateTable(engine: Engine, body: object, regionalOnly = false) {
  const request = validateUpdateTable(body);
  const table = engine.describeTarget(request.TableName);
  checkNotOnlyEmptyThroughput(request);
  if (request.ReplicaUpdates) return updateReplicas(engine, table, request);
  if (hiddenUntilActive(engine, table)) throw tableNotFoundYet(table);
  // Alone in its request (changes.ts), and the local replica's own setting.
  if (request.DisassociationProtectionEnabled !== undefined) {
    return updateDisassociationProtection(engine, table, request.DisassociationProtectionEnabled);
  }
  if (reversesSwitchToProvisioned(table, request)) {
    return { TableDescription: droppedReversalReply(engine, table) };
  }
  if (!regionalOnly) checkGroupAdmits(engine, table, request);
  checkUpdateAdmitted(engine, table, request);
  const indexChanges = planIndexChanges(engine, table, request);
  const vectorChange = planVectorIndexChange(engine, table, request);
  const streamChange = planStreamUpdate(engine, table, request);
  const throughputChange = planTableThroughputUpdate(engine, table, request);
  const encryptionChange =
    request.SSESpecification && planEncryptionChange(engine, table, request.SSESpecification);
  const classChange = request.TableClass && planTableClassChange(engine, table, request.TableClass);
  const switchedMode = request.BillingMode !== undefined && request.BillingMode !== table.billingMode;
  const switchedToOnDemand = switchedMode && request.BillingMode === 'PAY_PER_REQUEST';
  const held = tableUnits(table);
  const after = updatedTableUnits(table, request);
  if (after.read > held.read || after.write > held.write) checkAccountQuota(engine, table.name, after);
  const replicas = regionalOnly ? [] : replicasToUpdate(engine, table, request, checkUpdateAdmitted);
  // A change of provisioned throughput alone takes effect when the table is ACTIVE again, as the AWS
  // CLI and API references show it: the UpdateTable reply, and DescribeTable meanwhile, give the old
  // figures with TableStatus UPDATING.
  // Before the switch reconfigures the capacity: its warm throughput is shown until it lands.
  if (switchedToOnDemand) showWarmUntilSwitchLands(engine, table, engine.tableStatusDelayMs);
  const pending = pendingThroughput(table, request);
  if (pending) stampRequestedChange(table.provisioned, pending, engine.now());
  const throughputChanged = pending ? true : throughputChange();
  if (
    request.DeletionProtectionEnabled !== undefined &&
    request.DeletionProtectionEnabled !== table.deletionProtection
  ) {
    table.deletionProtection = request.DeletionProtectionEnabled;
    table.deletionProtectionChangedAt = engine.now();
    if (!regionalOnly) holdGroupForProtection(engine, table);
  }
  // Set at once: the table does not go UPDATING for it (ack-api-quirks dynamodb DDB-TABLE-048).
  const mode = request.GlobalTableSettingsReplicationMode;
  if (mode === 'ENABLED' || mode === 'DISABLED') table.settingsReplicationMode = mode;
  classChange?.();
  encryptionChange?.();
  indexChanges.apply();
  vectorChange?.apply();
  streamChange?.();
  // Every global index is UPDATING too while the table switches billing mode or class (DDB-TABLE-152, 175).
  if (switchedMode || classChange) {
    for (const index of table.indexes) {
      if (index.kind === 'global' && index.status === 'ACTIVE') holdIndexUpdating(engine, table, index);
    }
  }
  const structural = indexChanges.structural || vectorChange?.structural === true;
  if (throughputChanged || structural || streamChange || classChange) {
    table.status = 'UPDATING';
    table.updatingFor = updatingFor(Boolean(streamChange), throughputChanged, Boolean(classChange));
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
      // A switch to PAY_PER_REQUEST is dated when it lands: until the table is ACTIVE, DescribeTable
      // shows the time of the one before, if any (ack-api-quirks dynamodb DDB-TABLE-064, 183, 452).
      if (switchedToOnDemand) table.lastSwitchToPayPerRequest = engine.now();
      table.status = 'ACTIVE';
      table.updatingFor = undefined;
    });
  }
  // By name: an ARN in the request names this Region's table.
  for (const replica of replicas) updateTable(replica.engine, { ...body, TableName: table.name }, true);
  const description = withRemovedMaximums(describeTable(engine, table), request);
  // A re-send of the billing mode or class the table has changes nothing, yet DynamoDB's reply says
  // UPDATING (ack-api-quirks dynamodb DDB-TABLE-177, 284); DescribeTable says ACTIVE.
  const resent = request.TableClass !== undefined || changesOf(request).join() === 'BillingMode';
  if (resent && table.status === 'ACTIVE') description.TableStatus = 'UPDATING';
  // An encryption change answers ACTIVE even while another change keeps the table UPDATING, which
  // DescribeTable goes on showing (ack-api-quirks dynamodb DDB-TABLE-119, 458, 462).
  if (request.SSESpecification) description.TableStatus = 'ACTIVE';
  return { TableDescription: switchedToOnDemand ? switchReply(description, engine.now()) : description };
}

/**
 * The reply to a switch to PAY_PER_REQUEST: without the time of the switch (tableDescription.ts), and
 * with a LastDecreaseDateTime of the request's time, which DescribeTable does not show afterwards
 * (ack-api-quirks dynamodb DDB-TABLE-183, 064).
 */
function switchReply(description: Record<string, unknown>, now: number) {
  const units = description.ProvisionedThroughput as Record<string, unknown>;
  return {
    ...withoutSwitchTime(description),
    ProvisionedThroughput: { ...units, LastDecreaseDateTime: toEpochSeconds(now) },
  };
}

function updatingFor(stream: boolean, throughput: boolean, tableClass: boolean): Table['updatingFor'] {
  if (stream) return 'stream';
  if (throughput) return 'iops';
  return tableClass ? 'tableClass' : 'indexes';
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
