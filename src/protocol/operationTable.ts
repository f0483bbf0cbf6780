/**
 * X-Amz-Target → operation. Each operation validates its own request (validation/<name>.ts) and
 * returns a wire-shaped reply object (item data as RawJson).
 */
import {
  describeContributorInsights,
  listContributorInsights,
  updateContributorInsights,
} from '../engine/operations/contributorInsights.ts';
import { FIRST_USE_OPERATIONS, TRANSFER_OPERATIONS } from './firstUseNames.ts';
import { firstUseOperations } from './firstUseOperations.ts';
import type { Engine } from '../engine/engine.ts';
import { DYNAMODB_PREFIX, SANDBOX_PREFIX, STREAMS_PREFIX } from './targetPrefixes.ts';
import {
  describeContinuousBackups,
  updateContinuousBackups,
} from '../engine/operations/backups/continuousBackups.ts';
import {
  createBackup,
  deleteBackup,
  describeBackup,
  listBackups,
} from '../engine/operations/backups/onDemandBackups.ts';
import { restoreTableFromBackup, restoreTableToPointInTime } from '../engine/operations/backups/restores.ts';
import { batchGetItem } from '../engine/operations/batchGetItem.ts';
import { batchWriteItem } from '../engine/operations/batchWriteItem.ts';
import { createTable } from '../engine/operations/createTable.ts';
import { deleteItem } from '../engine/operations/deleteItem.ts';
import { deleteTable } from '../engine/operations/deleteTable.ts';
import { describeEndpoints } from '../engine/operations/describeEndpoints.ts';
import { describeLimits } from '../engine/operations/describeLimits.ts';
import { describeStream } from '../engine/operations/describeStream.ts';
import { describeTable } from '../engine/operations/describeTable.ts';
import { describeTimeToLive } from '../engine/operations/describeTimeToLive.ts';
import { getItem } from '../engine/operations/getItem.ts';
import {
  describeKinesisStreamingDestination,
  disableKinesisStreamingDestination,
  enableKinesisStreamingDestination,
  updateKinesisStreamingDestination,
} from '../engine/operations/kinesisStreamingDestinations.ts';
import { getRecords, peekStreamRecords } from '../engine/operations/getRecords.ts';
import { getShardIterator } from '../engine/operations/getShardIterator.ts';
import { listStreams } from '../engine/operations/listStreams.ts';
import { listTables } from '../engine/operations/listTables.ts';
import { listTagsOfResource } from '../engine/operations/listTagsOfResource.ts';
import { advanceClock, describeClock, setClock } from '../engine/operations/sandboxClock.ts';
import { describeReplicaLag, setReplicaLag } from '../engine/operations/sandboxReplicas.ts';
import { describeStreamRetention } from '../engine/operations/sandboxStreams.ts';
import { putItem } from '../engine/operations/putItem.ts';
import {
  deleteResourcePolicy,
  getResourcePolicy,
  putResourcePolicy,
} from '../engine/operations/resourcePolicies.ts';
import { query } from '../engine/operations/query.ts';
import { scan } from '../engine/operations/scan.ts';
import { tagResource } from '../engine/operations/tagResource.ts';
import { transactGetItems } from '../engine/operations/transactGetItems.ts';
import { transactWriteItems } from '../engine/operations/transactWriteItems.ts';
import { untagResource } from '../engine/operations/untagResource.ts';
import { updateItem } from '../engine/operations/updateItem.ts';
import { updateTable } from '../engine/operations/updateTable.ts';
import { updateTimeToLive } from '../engine/operations/updateTimeToLive.ts';

export type OperationHandler = (engine: Engine, request: object) => unknown;

export { DYNAMODB_PREFIX } from './targetPrefixes.ts';

const dynamodbOperations = new Map<string, OperationHandler>([
  ['CreateTable', createTable],
  ['DescribeTable', describeTable],
  ['ListTables', listTables],
  ['DeleteTable', deleteTable],
  ['TagResource', tagResource],
  ['UntagResource', untagResource],
  ['ListTagsOfResource', listTagsOfResource],
  ['PutResourcePolicy', putResourcePolicy],
  ['GetResourcePolicy', getResourcePolicy],
  ['DeleteResourcePolicy', deleteResourcePolicy],
  ['DescribeLimits', describeLimits],
  ['DescribeEndpoints', describeEndpoints],
  ['PutItem', putItem],
  ['GetItem', getItem],
  ['UpdateItem', updateItem],
  ['DeleteItem', deleteItem],
  ['Query', query],
  ['Scan', scan],
  ['BatchGetItem', batchGetItem],
  ['BatchWriteItem', batchWriteItem],
  ['TransactGetItems', transactGetItems],
  ['TransactWriteItems', transactWriteItems],
  ['UpdateTable', updateTable],
  ['UpdateTimeToLive', updateTimeToLive],
  ['DescribeTimeToLive', describeTimeToLive],
  ['CreateBackup', createBackup],
  ['DescribeBackup', describeBackup],
  ['ListBackups', listBackups],
  ['DeleteBackup', deleteBackup],
  ['RestoreTableFromBackup', restoreTableFromBackup],
  ['DescribeContinuousBackups', describeContinuousBackups],
  ['UpdateContinuousBackups', updateContinuousBackups],
  ['RestoreTableToPointInTime', restoreTableToPointInTime],
  ['UpdateContributorInsights', updateContributorInsights],
  ['DescribeContributorInsights', describeContributorInsights],
  ['ListContributorInsights', listContributorInsights],
  ['EnableKinesisStreamingDestination', enableKinesisStreamingDestination],
  ['DisableKinesisStreamingDestination', disableKinesisStreamingDestination],
  ['DescribeKinesisStreamingDestination', describeKinesisStreamingDestination],
  ['UpdateKinesisStreamingDestination', updateKinesisStreamingDestination],
  // SearchVectors, PartiQL, the legacy global-table operations, replica auto scaling and the S3
  // exports and imports: firstUseNames.ts.
]);

/** DynamoDB Streams: its own target prefix, on the same endpoint and the same JSON protocol. */

const streamsOperations = new Map<string, OperationHandler>([
  ['ListStreams', listStreams],
  ['DescribeStream', describeStream],
  ['GetShardIterator', getShardIterator],
  ['GetRecords', getRecords],
]);

/**
 * Sandbox-specific targets for every transport: clock control, replica lag, the Streams tab's
 * uncounted read, how long a stream stays readable (the simulated S3's are loaded with the transfers:
 * firstUseNames.ts), and four of DynamoDB's descriptions under the sandbox's name. The Explorer reads
 * those for its summary of a table, and their usual errors there (a table still CREATING, a policy
 * that is not set, a stream no longer readable) are the app's, not the learner's: under this prefix
 * they stay out of UserErrors (see dispatch.ts).
 */

const sandboxOperations = new Map<string, OperationHandler>([
  ['DescribeClock', describeClock],
  ['AdvanceClock', advanceClock],
  ['SetClock', setClock],
  ['DescribeReplicaLag', describeReplicaLag],
  ['SetReplicaLag', setReplicaLag],
  ['PeekStreamRecords', peekStreamRecords],
  ['DescribeStreamRetention', describeStreamRetention],
  ['DescribeTimeToLive', describeTimeToLive],
  ['DescribeContinuousBackups', describeContinuousBackups],
  ['GetResourcePolicy', getResourcePolicy],
  ['DescribeKinesisStreamingDestination', describeKinesisStreamingDestination],
]);

/** Every target by its full X-Amz-Target name: one lookup, no slicing, per request. */
const byTarget = new Map<string, OperationHandler>([
  ...prefixed(DYNAMODB_PREFIX, dynamodbOperations),
  ...prefixed(SANDBOX_PREFIX, sandboxOperations),
  ...prefixed(STREAMS_PREFIX, streamsOperations),
]);

function prefixed(prefix: string, operations: Map<string, OperationHandler>): [string, OperationHandler][] {
  return [...operations].map(([name, handler]) => [prefix + name, handler]);
}

/** Some operations come from firstUseOperations.ts, which the browser's worker loads on first use. */
export function operationFor(target: string): OperationHandler | undefined {
  return byTarget.get(target) ?? firstUseOperations.get(target);
}

export function operationNames(): string[] {
  return [...dynamodbOperations.keys(), ...FIRST_USE_OPERATIONS, ...TRANSFER_OPERATIONS];
}
