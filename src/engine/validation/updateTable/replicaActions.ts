/**
 * UpdateTable's ReplicaUpdates, checked on their own: each element names exactly one action, and a
 * call adds or removes at most one replica (multi-Region eventual consistency). Messages and
 * precedence as a 2026 lab recorded them against AWS (ack-api-quirks dynamodb DDB-TABLE-223, 224,
 * 252, 265, 294): identical Creates count as one; an Update must change something. A Disassociate
 * action must be the only replica update in the request (API_ReplicationGroupUpdate.html, 2026);
 * AWS documents the ValidationException, not its message, so that message is the sandbox's.
 */
import { validation } from '../../errors.ts';
import type { ReplicaSettingsInput, ReplicationGroupUpdate } from '../requestTypes.ts';

export type ReplicaAction =
  | { kind: 'Create'; settings: ReplicaSettingsInput }
  | { kind: 'Update'; settings: ReplicaSettingsInput }
  | { kind: 'Delete'; settings: { RegionName: string } }
  | { kind: 'Disassociate'; settings: { RegionName: string; DisassociationMode: 'WAIT_FOR_REPLICATION' } };

const NO_ACTION = 'There are no actions specified in the Replica Update Action of the request.';
/** Not captured from DynamoDB (see above): the sandbox's words. */
const DISASSOCIATE_ALONE =
  'A Disassociate action must be the only replica update in the request. Send it in an UpdateTable request of its own.';

/**
 * `several`: an MRSC global table is created, and taken apart, with all its replicas in one call
 * (globalTables/strongGroups.ts), so it may name more than one Create or Delete.
 */
export function replicaActionsOf(
  updates: readonly ReplicationGroupUpdate[],
  several = false,
): ReplicaAction[] {
  const actions: ReplicaAction[] = [];
  const seen = new Set<string>();
  for (const update of updates) {
    const named = (['Create', 'Update', 'Delete', 'Disassociate'] as const).filter(
      (kind) => update[kind] !== undefined,
    );
    if (named.length === 0) throw validation(NO_ACTION);
    if (named.length > 1) {
      throw validation('Update table operation with more than one type of replica actions not allowed.');
    }
    const kind = named[0];
    const settings = update[kind]!;
    if (kind === 'Update' && !changesSomething(settings as ReplicaSettingsInput)) throw validation(NO_ACTION);
    const identity = `${kind} ${JSON.stringify(settings)}`;
    if (seen.has(identity)) continue;
    seen.add(identity);
    actions.push({ kind, settings } as ReplicaAction);
  }
  const kinds = new Set(actions.map((action) => action.kind));
  if (kinds.has('Disassociate') && updates.length > 1) throw validation(DISASSOCIATE_ALONE);
  if (kinds.size > 1) {
    throw validation('Update table operation with more than one type of replica actions not allowed.');
  }
  if (actions.length > 1 && !kinds.has('Update') && !several) {
    throw validation(
      'Update table operation with more than one create or delete replica actions not allowed',
    );
  }
  return actions;
}

/** An Update that names only its Region, or indexes without overrides, asks for nothing (DDB-TABLE-252). */
function changesSomething(settings: ReplicaSettingsInput): boolean {
  return (
    settings.KMSMasterKeyId !== undefined ||
    settings.ProvisionedThroughputOverride !== undefined ||
    settings.OnDemandThroughputOverride !== undefined ||
    settings.TableClassOverride !== undefined ||
    (settings.GlobalSecondaryIndexes ?? []).some(
      (index) =>
        index.ProvisionedThroughputOverride !== undefined || index.OnDemandThroughputOverride !== undefined,
    )
  );
}
