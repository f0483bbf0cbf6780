/**
 * The checks a replica change passes before anything changes, shared by both consistency modes
 * (replicaUpdates.ts, strongGroups.ts) and DeleteTable. Messages as a 2026 lab recorded them against
 * AWS (ack-api-quirks dynamodb; finding numbers beside each).
 */
import type { Engine } from '../engine.ts';
import { invalidParameter, resourceInUse, validation } from '../errors.ts';
import { bulkOperationWriting } from '../bulk/bulkTask.ts';
import { awsManagedKeyArn } from '../operations/serverSideEncryption.ts';
import type { Table } from '../storage/table.ts';
import type { ReplicaSettingsInput } from '../validation/requestTypes.ts';
import type { ReplicaAction } from '../validation/updateTable/replicaActions.ts';
import { groupInUse, type ReplicaMember, type ReplicationGroup } from './replicationGroup.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One replica change at a time, on a table that is otherwise at rest (DDB-TABLE-227, 296, 306). */
export function checkGroupIdle(engine: Engine, table: Table, actions: readonly ReplicaAction[]): void {
  const group = table.replication;
  // Asked of the replica being added, in its own Region (DDB-TABLE-298, 306); removing the Region
  // it is being added from is the 24-hour rule's refusal there (ack-api-quirks DDB-TABLE-298, 267).
  if (group?.members.get(engine.region)?.status === 'CREATING') {
    for (const action of actions) {
      const member = group.members.get(action.settings.RegionName);
      if (action.kind === 'Delete' && member) checkNotSource(engine, group, member);
    }
    throw validation(
      `Create/Update/Delete of replica is not allowed while the replica is being added to table with name: ‘${table.name}’ in region: ‘${engine.region}’.`,
    );
  }
  if (group?.changing) {
    for (const action of actions) {
      const member = group.members.get(action.settings.RegionName);
      // A replica not yet in Replicas[] is not part of the group to an Update or a Delete
      // (ack-api-quirks DDB-TABLE-227), and one being removed is one that exists to a Create
      // (DDB-TABLE-225, 228): checkMembership's refusals, ahead of the group's state.
      const leaving = action.kind === 'Create' && member !== undefined && member.status !== 'CREATING';
      if (leaving || (action.kind !== 'Create' && !member?.listed)) {
        checkMembership(engine, table, group, action);
      }
    }
    const adding = actions.find(
      (action) => action.kind === 'Create' && group.members.get(action.settings.RegionName)?.listed,
    );
    if (adding) {
      const regions = [...group.members.keys()].sort().join(', ');
      throw resourceInUse(
        `Global table with name: ${table.name} already exists with replicas in regions: ${regions}.`,
      );
    }
    throw groupInUse();
  }
  const busyIndex = table.indexes.some((index) => index.status !== 'ACTIVE' || index.backfilling);
  if (table.status !== 'ACTIVE' || busyIndex) throw groupInUse();
  if (actions.some((action) => action.kind === 'Create')) checkNoBulkWrites(engine, table);
}

/**
 * "You cannot add a replica to a table that has a bulk put items operation in progress"
 * (BulkPutItems.Considerations), by either consistency mode. AWS documents neither the error nor
 * its message: the ValidationException and its wording are the sandbox's.
 */
function checkNoBulkWrites(engine: Engine, table: Table): void {
  const bulk = bulkOperationWriting(engine, table);
  if (bulk === undefined) return;
  throw validation(
    `Cannot add a replica to table ${table.name} while bulk put items operation ${bulk.arn} is ${bulk.status}. Wait for it to end (or cancel it with CancelBulkOperation), then add the replica.`,
  );
}

export function checkMembership(
  engine: Engine,
  table: Table,
  group: ReplicationGroup | undefined,
  action: ReplicaAction,
): void {
  const region = action.settings.RegionName;
  const member = group?.members.get(region);
  if (action.kind === 'Create') {
    // A Regional table of the same name there is not adopted (DDB-TABLE-225).
    if (member || engine.regions.existing(region)?.tables.has(table.name)) {
      throw validation(
        `Failed to create a the new replica of table with name: ‘${table.name}’ because one or more replicas already existed as tables.`,
      );
    }
    return;
  }
  if (!member || !member.listed || member.status === 'DELETING') {
    throw validation(
      `Update global table operation failed because one or more replicas were not part of the global table. Please retry the request without these replicas: [${region}].`,
    );
  }
}

/**
 * The replica's encryption: the AWS owned key takes no key at all, the AWS managed key the replica
 * Region's own, and a customer managed key needs a key in the replica's Region (DDB-TABLE-295,
 * 309, 313). Returns the SSESpecification for the replica's table.
 */
export function replicaEncryption(
  engine: Engine,
  table: Table,
  settings: ReplicaSettingsInput,
): Record<string, unknown> {
  if (table.billingMode === 'PROVISIONED') {
    throw validation('Table write capacity should either be Pay-Per-Request or AutoScaled.');
  }
  const keyId = settings.KMSMasterKeyId;
  const missingKey = () => invalidParameter('KMSMasterKeyId must be specified for each replica.');
  const current = table.encryption?.kmsMasterKeyArn;
  if (current === undefined) {
    if (keyId !== undefined) throw missingKey();
    return {};
  }
  const managed = current === awsManagedKeyArn(engine);
  const namesManaged = keyId === 'alias/aws/dynamodb' || keyId?.endsWith(':alias/aws/dynamodb');
  if (managed) {
    if (keyId !== undefined && !namesManaged) {
      throw invalidParameter('All replica keys must either be Customer Managed CMK or AWS Managed CMK.');
    }
    return { SSESpecification: { Enabled: true, SSEType: 'KMS' } };
  }
  if (keyId === undefined) throw missingKey();
  if (namesManaged) {
    throw invalidParameter('All replica keys must either be Customer Managed CMK or AWS Managed CMK.');
  }
  const keyRegion = keyId.startsWith('arn:') ? keyId.split(':')[3] : settings.RegionName;
  if (keyRegion !== settings.RegionName) {
    throw validation(
      `KMS validation error for region ${settings.RegionName}: com.amazonaws.services.kms.model.NotFoundException: Invalid arn ${keyRegion}`,
    );
  }
  return { SSESpecification: { Enabled: true, SSEType: 'KMS', KMSMasterKeyId: keyId } };
}

/**
 * A replica with deletion protection stays (DDB-TABLE-297), and so does a Region that added a
 * replica in the last 24 hours while that replica exists (DDB-TABLE-266, 267): remove the newest first.
 */
export function checkRemovable(engine: Engine, group: ReplicationGroup, member: ReplicaMember): void {
  if (member.table?.deletionProtection) {
    throw validation(
      `Cannot delete table ${group.tableName} in region ${member.region} because it has deletion protection enabled. Disable deletion protection first.`,
    );
  }
  checkNotSource(engine, group, member);
}

function checkNotSource(engine: Engine, group: ReplicationGroup, member: ReplicaMember): void {
  const sourced = group
    .others(member.region)
    .some((other) => other.source?.region === member.region && engine.now() - other.source.at < DAY_MS);
  if (sourced) {
    throw validation(
      'Replica cannot be deleted because it has acted as a source region for new replica(s) being added to the table in the last 24 hours.',
    );
  }
}
