/**
 * A replica's own settings (ReplicaUpdates' Update action): its table class and its on-demand
 * maximum read rate. Write capacity is the group's and cannot differ per replica
 * (API_UpdateReplicationGroupMemberAction); provisioned read overrides need provisioned capacity,
 * which the sandbox's global tables never have (replicaUpdates.ts). Messages as a 2026 lab recorded
 * them against AWS (ack-api-quirks dynamodb DDB-TABLE-223, 250, 294, 295, 309).
 */
import { invalidParameter, validation } from '../errors.ts';
import { updateTable } from '../operations/updateTable.ts';
import type { ReplicaSettingsInput } from '../validation/requestTypes.ts';
import type { ReplicaMember } from './replicationGroup.ts';

export function checkReplicaSettings(member: ReplicaMember, settings: ReplicaSettingsInput): void {
  if (settings.KMSMasterKeyId !== undefined) {
    throw invalidParameter('KMSMasterKeyId must be specified for each replica.');
  }
  const overridesProvisioned =
    settings.ProvisionedThroughputOverride !== undefined ||
    settings.GlobalSecondaryIndexes?.some((index) => index.ProvisionedThroughputOverride !== undefined);
  if (overridesProvisioned && member.table?.billingMode === 'PAY_PER_REQUEST') {
    throw validation(
      'Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST',
    );
  }
}

/** Applied in the replica's Region as that Region's own UpdateTable would apply it. */
export function updateReplicaSettings(member: ReplicaMember, settings: ReplicaSettingsInput): void {
  const table = member.table!;
  const engine = member.engine;
  if (
    settings.TableClassOverride !== undefined &&
    settings.TableClassOverride !== (table.tableClass ?? 'STANDARD')
  ) {
    updateTable(engine, { TableName: table.name, TableClass: settings.TableClassOverride }, true);
  }
  const maxRead = settings.OnDemandThroughputOverride?.MaxReadRequestUnits;
  if (maxRead !== undefined) {
    updateTable(
      engine,
      { TableName: table.name, OnDemandThroughput: { MaxReadRequestUnits: maxRead } },
      true,
    );
  }
  for (const index of settings.GlobalSecondaryIndexes ?? []) {
    const indexMaxRead = index.OnDemandThroughputOverride?.MaxReadRequestUnits;
    if (indexMaxRead === undefined || !table.indexes.some((existing) => existing.name === index.IndexName))
      continue;
    updateTable(
      engine,
      {
        TableName: table.name,
        GlobalSecondaryIndexUpdates: [
          {
            Update: { IndexName: index.IndexName, OnDemandThroughput: { MaxReadRequestUnits: indexMaxRead } },
          },
        ],
      },
      true,
    );
  }
}
