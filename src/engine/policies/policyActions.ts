/**
 * The actions a resource-based policy may name. A table's policy covers the table and its indexes; a
 * stream has a policy of its own, for the stream actions only. DynamoDB refuses action names that do
 * not apply to the resource, such as the stream actions or ListStreams in a table's policy (ack-api-
 * quirks dynamodb DDB-TABLE-211; aws-controllers-k8s/dynamodb-controller#176 quotes the message).
 * Names are matched without regard to case, as IAM matches them, and kept as written; a name with a
 * wildcard is taken as it is.
 */
import { invalidParameter } from '../errors.ts';

export type PolicyResourceKind = 'table' | 'stream';

/**
 * IAM's DynamoDB actions on the table resource type (and its indexes). Among them the 2026 ones:
 * SearchVectors, on a vector index's ARN (iam-policy-example-search-vectors.html,
 * VectorSearch.Security.html); the replication actions a multi-account global table's policy grants
 * DynamoDB's replication service (V2globaltables_MA.tutorial.html); DisassociateTableReplica, which
 * disassociating a replica needs on the replica (API_UpdateTable.html). Of these the sandbox's
 * requests ask for SearchVectors and DisassociateTableReplica (requestResources.ts); a policy may name
 * the others all the same.
 */
const TABLE_ACTIONS = [
  'BatchGetItem',
  'BatchWriteItem',
  'ConditionCheckItem',
  'CreateBackup',
  'CreateGlobalTable',
  'CreateTable',
  'CreateTableReplica',
  'DeleteItem',
  'DeleteResourcePolicy',
  'DeleteTable',
  'DeleteTableReplica',
  'DescribeContinuousBackups',
  'DescribeContributorInsights',
  'DescribeGlobalTable',
  'DescribeGlobalTableSettings',
  'DescribeKinesisStreamingDestination',
  'DescribeTable',
  'DescribeTableReplicaAutoScaling',
  'DescribeTimeToLive',
  'DisableKinesisStreamingDestination',
  'DisassociateTableReplica',
  'EnableKinesisStreamingDestination',
  'ExportTableToPointInTime',
  'GetItem',
  'GetResourcePolicy',
  'ImportTable',
  'ListTagsOfResource',
  'PartiQLDelete',
  'PartiQLInsert',
  'PartiQLSelect',
  'PartiQLUpdate',
  'PutItem',
  'PutResourcePolicy',
  'Query',
  'ReadDataForReplication',
  'ReplicateSettings',
  'RestoreTableFromAwsBackup',
  'RestoreTableFromBackup',
  'RestoreTableToPointInTime',
  'Scan',
  'SearchVectors',
  'StartAwsBackupJob',
  'TagResource',
  'UntagResource',
  'UpdateContinuousBackups',
  'UpdateContributorInsights',
  'UpdateGlobalTable',
  'UpdateGlobalTableSettings',
  'UpdateGlobalTableVersion',
  'UpdateItem',
  'UpdateKinesisStreamingDestination',
  'UpdateTable',
  'UpdateTableReplicaAutoScaling',
  'UpdateTimeToLive',
  'WriteDataForReplication',
];
const STREAM_ACTIONS = [
  'DescribeStream',
  'GetRecords',
  'GetShardIterator',
  'GetResourcePolicy',
  'PutResourcePolicy',
  'DeleteResourcePolicy',
];

const ALLOWED: Record<PolicyResourceKind, ReadonlySet<string>> = {
  table: new Set(TABLE_ACTIONS.map((name) => `dynamodb:${name.toLowerCase()}`)),
  stream: new Set(STREAM_ACTIONS.map((name) => `dynamodb:${name.toLowerCase()}`)),
};

/** Refuses a statement's Action (or NotAction) naming actions that do not apply to the resource. */
export function checkActions(actions: unknown, kind: PolicyResourceKind): void {
  const names = (Array.isArray(actions) ? actions : [actions]) as string[];
  const invalid = names.filter((name) => !validAction(name, kind));
  if (invalid.length > 0) {
    const quoted = invalid.map((name) => `"${name}"`).join(', ');
    throw invalidParameter(`Invalid policy document: The following action names are invalid: ${quoted}`);
  }
}

function validAction(name: string, kind: PolicyResourceKind): boolean {
  if (name === '*') return true;
  const lower = name.toLowerCase();
  if (!lower.startsWith('dynamodb:')) return false;
  return /[*?]/.test(lower) || ALLOWED[kind].has(lower);
}
