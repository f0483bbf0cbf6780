/**
 * The DynamoDB Streams API (`DynamoDBStreams_20120810.*`) for the UI, with the wire shapes it reads:
 * a stream's description with every shard, and a shard's records after a given sequence number —
 * the same calls a learner's code or the AWS CLI makes, but for GetRecords, which the tab sends as the
 * sandbox's uncounted read. Errors as data, like the rest of the client.
 */
import { callOperation, sandboxCall } from './calls.ts';
import type { EngineClient, Outcome } from './engineClient.ts';
import type { Item, KeySchemaElement } from './wireTypes.ts';

export const STREAMS_TARGET_PREFIX = 'DynamoDBStreams_20120810.';

const STREAMS_OPERATIONS: ReadonlySet<string> = new Set([
  'ListStreams',
  'DescribeStream',
  'GetShardIterator',
  'GetRecords',
]);

/**
 * An operation of the DynamoDB Streams API: a separate service on the same endpoint, with its own
 * target prefix (and, in the SDKs, a client and package of its own).
 */
export const isStreamsOperation = (operation: string): boolean => STREAMS_OPERATIONS.has(operation);
/** GetRecords answers at most 1,000 records per call. */
const MAX_RECORDS_PER_CALL = 1000;
/** DescribeStream pages; a stream with more shards than this is far beyond a sandbox's tables. */
const MAX_DESCRIBE_PAGES = 50;

export interface ShardDescription {
  ShardId: string;
  ParentShardId?: string;
  SequenceNumberRange: { StartingSequenceNumber?: string; EndingSequenceNumber?: string };
}

export interface StreamDescription {
  StreamArn: string;
  StreamLabel: string;
  StreamStatus: 'ENABLING' | 'ENABLED' | 'DISABLING' | 'DISABLED';
  StreamViewType: string;
  TableName: string;
  KeySchema: KeySchemaElement[];
  CreationRequestDateTime?: number;
  Shards: ShardDescription[];
}

/** A record as GetRecords sends it (API_streams_Record.html). */
export interface StreamRecordWire {
  eventID: string;
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  eventVersion: string;
  eventSource: string;
  awsRegion: string;
  dynamodb: {
    ApproximateCreationDateTime: number;
    Keys: Item;
    NewImage?: Item;
    OldImage?: Item;
    SequenceNumber: string;
    SizeBytes: number;
    StreamViewType: string;
  };
  /** Set on deletions by Time to Live: `{ Type: 'Service', PrincipalId: 'dynamodb.amazonaws.com' }`. */
  userIdentity?: { Type: string; PrincipalId: string };
}

export async function streamsCall<T>(
  client: EngineClient,
  operation: string,
  request: object,
): Promise<Outcome<T>> {
  const outcome = await callOperation(client, operation, JSON.stringify(request), STREAMS_TARGET_PREFIX);
  return outcome.ok ? { ok: true, value: outcome.value.reply as T } : outcome;
}

/** DescribeStream with every shard (following LastEvaluatedShardId). */
export async function describeStream(
  client: EngineClient,
  streamArn: string,
): Promise<Outcome<StreamDescription>> {
  let description: StreamDescription | undefined;
  let start: string | undefined;
  for (let page = 0; page < MAX_DESCRIBE_PAGES; page++) {
    const outcome = await streamsCall<{
      StreamDescription: StreamDescription & { LastEvaluatedShardId?: string };
    }>(
      client,
      'DescribeStream',
      start ? { StreamArn: streamArn, ExclusiveStartShardId: start } : { StreamArn: streamArn },
    );
    if (!outcome.ok) return outcome;
    const { LastEvaluatedShardId, ...pageDescription } = outcome.value.StreamDescription;
    if (description) description.Shards.push(...pageDescription.Shards);
    else description = pageDescription;
    start = LastEvaluatedShardId;
    if (!start) break;
  }
  return { ok: true, value: description! };
}

export interface ShardRead {
  records: StreamRecordWire[];
  /** Records before `after` were trimmed (24-hour retention): reading restarted at TRIM_HORIZON. */
  restarted: boolean;
}

/**
 * The records of one shard after sequence number `after` (from TRIM_HORIZON without it), up to
 * `limit`: GetShardIterator, then GetRecords (as DynamoSandbox.PeekStreamRecords) until a call
 * returns nothing new. A fresh iterator per read, so an iterator never expires between reads
 * however far the clock jumps.
 */
export async function readShard(
  client: EngineClient,
  streamArn: string,
  shardId: string,
  after: string | undefined,
  limit: number,
): Promise<Outcome<ShardRead>> {
  const position = after
    ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after }
    : { ShardIteratorType: 'TRIM_HORIZON' };
  let restarted = false;
  let iterator = await streamsCall<{ ShardIterator?: string }>(client, 'GetShardIterator', {
    StreamArn: streamArn,
    ShardId: shardId,
    ...position,
  });
  if (!iterator.ok && after && iterator.error.__type.endsWith('#TrimmedDataAccessException')) {
    restarted = true;
    iterator = await streamsCall(client, 'GetShardIterator', {
      StreamArn: streamArn,
      ShardId: shardId,
      ShardIteratorType: 'TRIM_HORIZON',
    });
  }
  if (!iterator.ok) return iterator;
  const records: StreamRecordWire[] = [];
  let next = iterator.value.ShardIterator;
  while (next && records.length < limit) {
    // GetRecords as the sandbox's own read: the tab's polling stays out of the table's metrics.
    const body = { ShardIterator: next, Limit: Math.min(MAX_RECORDS_PER_CALL, limit - records.length) };
    const page = await callOperation(client, 'PeekStreamRecords', JSON.stringify(body), 'DynamoSandbox.');
    if (!page.ok) return page;
    const { Records, NextShardIterator } = page.value.reply as {
      Records: StreamRecordWire[];
      NextShardIterator?: string;
    };
    records.push(...Records);
    if (Records.length === 0) break;
    next = NextShardIterator;
  }
  return { ok: true, value: { records, restarted } };
}

/** Until when a stream stays readable, as DynamoSandbox.DescribeStreamRetention says (epoch seconds). */
export interface StreamRetention {
  StreamArn: string;
  StreamStatus: StreamDescription['StreamStatus'];
  /** A disabled stream's: when it was disabled, and when it stops being readable (24 hours on). */
  DisabledDateTime?: number;
  ReadableUntilDateTime?: number;
}

/** How long a stream stays readable; `gone` once it is no longer readable at all. */
export async function streamRetention(
  client: EngineClient,
  streamArn: string,
): Promise<Outcome<StreamRetention | 'gone'>> {
  const outcome = await sandboxCall<StreamRetention>(client, 'DescribeStreamRetention', {
    StreamArn: streamArn,
  });
  if (outcome.ok || !outcome.error.__type.endsWith('#ResourceNotFoundException')) return outcome;
  return { ok: true, value: 'gone' };
}

/** Sequence numbers are decimal strings of at least 21 digits: compared by length, then text. */
export function compareSequenceNumbers(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
