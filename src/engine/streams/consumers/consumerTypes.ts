/**
 * Stream consumers in the sandbox, shaped after Lambda's event source mappings for DynamoDB
 * streams (with-ddb.html, API_CreateEventSourceMapping.html): the options a learner sets, the event
 * a handler receives, and the consumer's observable state — plain data, safe to send to the UI.
 */
import type { FilterCriteria } from './eventFilterPatterns.ts';

/** An attribute value in a handler's event, typed as Lambda's typings type it (one member is set). */
export interface StreamAttributeValue {
  S?: string;
  N?: string;
  B?: string;
  BOOL?: boolean;
  NULL?: boolean;
  M?: Record<string, StreamAttributeValue>;
  L?: StreamAttributeValue[];
  SS?: string[];
  NS?: string[];
  BS?: string[];
}

export type StreamAttributeMap = Record<string, StreamAttributeValue>;

/** A record as Lambda delivers it: the GetRecords record plus the stream's ARN. */
export interface StreamEventRecord {
  eventID: string;
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  eventVersion: string;
  eventSource: 'aws:dynamodb';
  awsRegion: string;
  eventSourceARN: string;
  dynamodb: {
    ApproximateCreationDateTime: number;
    Keys: StreamAttributeMap;
    NewImage?: StreamAttributeMap;
    OldImage?: StreamAttributeMap;
    SequenceNumber: string;
    SizeBytes: number;
    StreamViewType: string;
  };
  userIdentity?: { type: string; principalId: string };
}

export interface StreamEvent {
  Records: StreamEventRecord[];
}

/**
 * A learner's function: throwing (or a rejected promise) fails the whole batch, as in Lambda. What
 * it returns (or its promise resolves to) is read only with ReportBatchItemFailures on: a
 * BatchItemFailuresResponse (batchItemFailures.ts); otherwise it is ignored.
 */
export type StreamHandler = (event: StreamEvent) => unknown;

/** The response types a handler may use (Lambda's FunctionResponseTypes; streams know one). */
export type FunctionResponseType = 'ReportBatchItemFailures';

/** A partial batch response: the records that failed, by their SequenceNumber. */
export interface BatchItemFailuresResponse {
  batchItemFailures?: { itemIdentifier: string }[] | null;
}

export type { FilterCriteria } from './eventFilterPatterns.ts';

export interface StreamConsumerOptions {
  /** The stream to read: its ARN, or a table name (the table's enabled stream). */
  streamArn?: string;
  tableName?: string;
  handler: StreamHandler;
  /** Shown in the state; defaults to `consumer-<n>`. */
  name?: string;
  /** Records per invocation, 1–10,000 (Lambda's default for DynamoDB streams: 100). */
  batchSize?: number;
  /** Retries of a failing batch before it is sent to the failure destination; -1 (default): until the records expire. */
  maximumRetryAttempts?: number;
  /** Split a failing batch in two and retry the halves (splitting does not count as a retry). */
  bisectBatchOnFunctionError?: boolean;
  /** Where reading starts in the shards that exist at registration (default LATEST). */
  startingPosition?: 'TRIM_HORIZON' | 'LATEST';
  /** ['ReportBatchItemFailures'] lets the handler report the records that failed (default: none). */
  functionResponseTypes?: FunctionResponseType[];
  /**
   * Records older than this are never sent: they go to the on-failure destination, and a failing
   * batch that grows that old is given up instead of retried. -1 (default, infinite: until the
   * records leave the stream after 24 hours) or 60–604,800.
   */
  maximumRecordAgeInSeconds?: number;
  /**
   * The longest time, 0–300 s, a new batch waits for more records before it is sent, unless it
   * fills up first (batchSize, or the 6 MB payload limit). 0 (default, Lambda's for DynamoDB
   * streams): a batch goes at the first poll that finds records. A retried batch never waits.
   */
  maximumBatchingWindowInSeconds?: number;
  /**
   * Lambda's event filtering: `{ Filters: [{ Pattern: '{"eventName": ["INSERT"]}' }] }`, up to 5
   * filters. A record matching none is discarded unsent and the consumer reads past it; no filters
   * (default): every record is sent.
   */
  filterCriteria?: FilterCriteria;
  /** Simulated time between polls of a shard with work (default 250 ms: Lambda polls 4 times a second). */
  pollIntervalMs?: number;
  /**
   * A saved place to carry on from (a restored sandbox): shards named here are read from their
   * position, other shards from their start; startingPosition is then only shown.
   */
  resumeAt?: ShardCheckpoint[];
  /** Saved running totals to carry on from (a restored sandbox). */
  resumeCounters?: ConsumerCounters;
  /** Saved batches given up on, oldest first: the on-failure destination's contents so far. */
  resumeFailures?: FailedBatch[];
}

/** Where a consumer is in one shard: the absolute position of the first record it has not handled. */
export interface ShardCheckpoint {
  shardId: string;
  position: number;
}

/** A batch given up on: what Lambda sends to an on-failure destination, plus the records themselves. */
export interface FailedBatch {
  /** Simulated time, epoch milliseconds. */
  time: number;
  condition: 'RetryAttemptsExhausted' | 'RecordAgeExceeded' | 'RecordsExpired';
  approximateInvokeCount: number;
  functionError: string | undefined;
  shardId: string;
  startSequenceNumber: string;
  endSequenceNumber: string;
  batchSize: number;
  records: StreamEventRecord[];
}

export interface ShardProgress {
  shardId: string;
  /** Sequence number of the last record handled (processed or given up), if any. */
  lastSequenceNumber: string | undefined;
  /** Records in the shard not handled yet. */
  behind: number;
  state: 'waiting-for-parent' | 'idle' | 'in-flight' | 'retrying' | 'finished';
  /** Attempts of the batch being retried. */
  attempts: number;
}

export interface StreamConsumerState {
  id: number;
  name: string;
  streamArn: string;
  tableName: string;
  status: 'ACTIVE' | 'DISABLED' | 'STOPPED';
  batchSize: number;
  maximumRetryAttempts: number;
  bisectBatchOnFunctionError: boolean;
  startingPosition: 'TRIM_HORIZON' | 'LATEST';
  functionResponseTypes: FunctionResponseType[];
  maximumRecordAgeInSeconds: number;
  maximumBatchingWindowInSeconds: number;
  /** The filters as given (`Filters: []`: none, every record is sent). */
  filterCriteria: Required<FilterCriteria>;
  pollIntervalMs: number;
  invocations: number;
  failedInvocations: number;
  recordsProcessed: number;
  recordsFailed: number;
  /** Records no filter matched, discarded unsent (Lambda's FilteredOutEventCount). */
  recordsFilteredOut: number;
  /** Age of the last record of the latest batch when it was handed over (Lambda's IteratorAge). */
  iteratorAgeMs: number | undefined;
  lastInvocationAt: number | undefined;
  lastError: { message: string; time: number; shardId: string } | undefined;
  shards: ShardProgress[];
  /** The on-failure destination. */
  failures: FailedBatch[];
}

/** A consumer's running totals: what a saved sandbox keeps of them besides its place (checkpoint). */
export type ConsumerCounters = Pick<
  StreamConsumerState,
  | 'invocations'
  | 'failedInvocations'
  | 'recordsProcessed'
  | 'recordsFailed'
  | 'recordsFilteredOut'
  | 'iteratorAgeMs'
  | 'lastInvocationAt'
  | 'lastError'
>;
