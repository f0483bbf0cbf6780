/**
 * What one UpdateTable call may change. At least one change is needed; encryption, table class,
 * deletion protection and warm throughput each go alone; on-demand maximums only with a billing mode;
 * a stream change not with a throughput change; an index created or deleted with neither. Messages
 * and precedence are DynamoDB's, from live probes in a 2026 catalogue (ack-api-quirks dynamodb,
 * findings DDB-TABLE-433, 174, 359, 442); the order between rules it did not probe is ours.
 */
import { invalidParameter, validation } from '../../errors.ts';
import type { UpdateTableRequest } from '../requestTypes.ts';
import { changesIndexSet } from './indexUpdates.ts';

/** The members that count as a change (AttributeDefinitions alone does not). */
export type TableChange =
  | 'ProvisionedThroughput'
  | 'BillingMode'
  | 'StreamSpecification'
  | 'GlobalSecondaryIndexUpdates'
  | 'SSESpecification'
  | 'TableClass'
  | 'DeletionProtectionEnabled'
  | 'OnDemandThroughput'
  | 'WarmThroughput'
  | 'ReplicaUpdates'
  | 'VectorIndexUpdates'
  | 'GlobalTableSettingsReplicationMode'
  | 'DisassociationProtectionEnabled';

const CHANGES: readonly TableChange[] = [
  'ProvisionedThroughput',
  'BillingMode',
  'StreamSpecification',
  'GlobalSecondaryIndexUpdates',
  'SSESpecification',
  'TableClass',
  'DeletionProtectionEnabled',
  'OnDemandThroughput',
  'WarmThroughput',
  'ReplicaUpdates',
  'VectorIndexUpdates',
  'GlobalTableSettingsReplicationMode',
  'DisassociationProtectionEnabled',
];

/**
 * DynamoDB names every member that could make the call valid, global-table ones included. A
 * MultiRegionConsistency alone changes nothing, and the message then leaves its name out
 * (ack-api-quirks dynamodb DDB-TABLE-202, 442).
 */
const COULD_CHANGE =
  'ProvisionedThroughput, BillingMode, UpdateStreamEnabled, GlobalSecondaryIndexUpdates, SSESpecification, ' +
  'ReplicaUpdates, MultiAccountReplicaReady, ReplicaTransitRoleArn, MultiRegionConsistency, ' +
  'DeletionProtectionEnabled, OnDemandThroughput, WarmThroughput or TableClass';

function nothingToChange(request: UpdateTableRequest): string {
  const named =
    request.MultiRegionConsistency === undefined
      ? COULD_CHANGE
      : COULD_CHANGE.replace('MultiRegionConsistency, ', '');
  return `At least one of ${named} is required`;
}

/** The changes a request asks for; an empty index update list is none. */
export function changesOf(request: UpdateTableRequest): TableChange[] {
  return CHANGES.filter((member) =>
    member === 'GlobalSecondaryIndexUpdates' || member === 'VectorIndexUpdates'
      ? (request[member]?.length ?? 0) > 0
      : member === 'GlobalTableSettingsReplicationMode'
        ? settableReplicationMode(request)
        : request[member] !== undefined,
  );
}

/**
 * AWS takes GlobalTableSettingsReplicationMode ENABLED or DISABLED on a Regional table, and refuses
 * ENABLED_WITH_OVERRIDES (ack-api-quirks dynamodb DDB-TABLE-048). That refusal's message was recorded
 * only in part, so the sandbox does not count the value as a change and answers as for no change.
 */
function settableReplicationMode(request: UpdateTableRequest): boolean {
  const mode = request.GlobalTableSettingsReplicationMode;
  return mode === 'ENABLED' || mode === 'DISABLED';
}

/**
 * A table-level WarmThroughput or OnDemandThroughput without a member is dropped when the call
 * changes something else: DynamoDB then answers 200 without applying it and without the rules on
 * what may go together, e.g. beside DeletionProtectionEnabled, TableClass or a billing mode
 * (ack-api-quirks dynamodb DDB-TABLE-456). Alone it is kept (DynamoDB fails it with HTTP 500).
 */
export function withoutEmptyThroughput(request: UpdateTableRequest): UpdateTableRequest {
  const members = (['WarmThroughput', 'OnDemandThroughput'] as const).filter((member) => {
    const given = request[member];
    return given !== undefined && Object.values(given).every((value) => value === undefined);
  });
  if (members.length === 0) return request;
  const rest = { ...request };
  for (const member of members) delete rest[member];
  return changesOf(rest).length > 0 ? rest : request;
}

/** An empty index update list counts as absent until something else makes the call valid. */
export function checkSomethingChanges(request: UpdateTableRequest, changes: readonly TableChange[]): void {
  if (changes.length === 0) throw validation(nothingToChange(request));
  if (request.GlobalSecondaryIndexUpdates?.length === 0) {
    throw invalidParameter('List of GlobalSecondaryIndexUpdates is empty');
  }
  if (request.VectorIndexUpdates?.length === 0) throw invalidParameter('List of VectorIndexUpdates is empty');
}

const ALONE: readonly [TableChange, string][] = [
  // Checked first: with any other change beside it, this is the answer (DDB-TABLE-224).
  ['ReplicaUpdates', 'Replica modification must be the only operation in the request'],
  ['SSESpecification', 'Server-Side Encryption modification must be the only operation in the request'],
  ['TableClass', 'TableClass modification must be the only operation in the request'],
  ['DeletionProtectionEnabled', 'DeletionProtection modification must be the only operation in the request'],
  // "You can't combine this change with any other change" (API_UpdateTable.html, 2026); the message
  // is not captured from DynamoDB: the sandbox's, in the words of the one above.
  [
    'DisassociationProtectionEnabled',
    'DisassociationProtection modification must be the only operation in the request',
  ],
];

export function checkChangeCombination(request: UpdateTableRequest, changes: readonly TableChange[]): void {
  const withOthers = (member: TableChange) => changes.includes(member) && changes.length > 1;
  // An MRSC table's creation or removal names its own message (DDB-TABLE-442).
  const strongGroupChange =
    request.MultiRegionConsistency !== undefined || request.GlobalTableWitnessUpdates !== undefined;
  if (strongGroupChange && withOthers('ReplicaUpdates')) {
    throw invalidParameter('Requests that modify replicas or witnesses must not also modify other fields');
  }
  for (const [member, message] of ALONE) if (withOthers(member)) throw invalidParameter(message);
  if (
    request.OnDemandThroughput !== undefined &&
    changes.some((change) => change !== 'OnDemandThroughput' && change !== 'BillingMode')
  ) {
    throw invalidParameter(
      'OnDemandThroughput can only be combined with BillingMode in an UpdateTable request',
    );
  }
  const indexSetChanges =
    changesIndexSet(request.GlobalSecondaryIndexUpdates) || (request.VectorIndexUpdates?.length ?? 0) > 0;
  if (request.WarmThroughput !== undefined) {
    if (request.GlobalSecondaryIndexUpdates?.some((update) => update.Create)) {
      throw invalidParameter(
        'Create global secondary index cannot be specified when updating WarmThroughput',
      );
    }
    // The one company it keeps: index updates that only raise their own warm throughput, which
    // AWS's guide shows in a single call with the table's (update-warm-throughput.html).
    const others = changes.filter(
      (change) =>
        change !== 'WarmThroughput' &&
        !(change === 'GlobalSecondaryIndexUpdates' && onlyWarmIndexUpdates(request)),
    );
    if (others.length > 0) {
      throw invalidParameter('WarmThroughput must be the only operation in the request');
    }
  }
  const changesCapacity =
    request.ProvisionedThroughput !== undefined || request.BillingMode === 'PROVISIONED';
  if (request.StreamSpecification !== undefined && changesCapacity) {
    throw invalidParameter('You cannot modify stream status while updating table IOPS');
  }
  if (indexSetChanges && request.ProvisionedThroughput !== undefined) {
    throw invalidParameter('You cannot create or delete index while updating table IOPS');
  }
  if (indexSetChanges && request.StreamSpecification !== undefined) {
    throw invalidParameter('You cannot create or delete index while changing stream status');
  }
}

function onlyWarmIndexUpdates(request: UpdateTableRequest): boolean {
  return (request.GlobalSecondaryIndexUpdates ?? []).every(
    ({ Update }) =>
      Update?.WarmThroughput !== undefined &&
      Update.ProvisionedThroughput === undefined &&
      Update.OnDemandThroughput === undefined,
  );
}

/** A stream is enabled with a view type and disabled without one. */
export function checkStreamChange(request: UpdateTableRequest): void {
  const stream = request.StreamSpecification;
  if (stream === undefined) return;
  if (stream.StreamEnabled && stream.StreamViewType === undefined) {
    throw invalidParameter('If stream is being enabled then UpdateViewType is required');
  }
  if (!stream.StreamEnabled && stream.StreamViewType !== undefined) {
    throw invalidParameter('If stream is being disabled, then UpdateViewType must not be specified');
  }
}
