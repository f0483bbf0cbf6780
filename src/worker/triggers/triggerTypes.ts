/**
 * Triggers as plain data: what a learner defines (a handler's code and the event source mapping's
 * settings, as Lambda names them), what the app is shown (counters, shard progress, failed batches,
 * recent invocations with their console output), and how a handler is run (TriggerRuntime).
 * Everything here crosses worker boundaries, so it is JSON-safe.
 */
import type {
  ConsumerCounters,
  FailedBatch,
  FilterCriteria,
  FunctionResponseType,
  ShardCheckpoint,
  ShardProgress,
  StreamEvent,
  StreamEventRecord,
} from '../../engine/streams/consumers/consumerTypes.ts';
import type { ConsoleLevel } from '../sandboxProtocol.ts';

export type {
  FailedBatch,
  FilterCriteria,
  FunctionResponseType,
  ShardProgress,
  StreamEvent,
  StreamEventRecord,
} from '../../engine/streams/consumers/consumerTypes.ts';

export type StartingPosition = 'TRIM_HORIZON' | 'LATEST';

/**
 * The event source mapping's settings (CreateEventSourceMapping) and the function's timeout. The
 * later ones are optional here so forms written before them still type-check; definitions and
 * summaries always carry them (Required<TriggerSettings>).
 */
export interface TriggerSettings {
  /** Records per invocation, 1–10,000 (Lambda's default for DynamoDB streams: 100). */
  batchSize: number;
  /** Retries of a failing batch before it goes to the on-failure destination; -1: until it expires. */
  maximumRetryAttempts: number;
  bisectBatchOnFunctionError: boolean;
  /** Where reading starts in the shards that exist when the trigger is created. */
  startingPosition: StartingPosition;
  /** ['ReportBatchItemFailures']: the handler may return the records that failed; []: not read. */
  functionResponseTypes?: FunctionResponseType[];
  /** A failing batch older than this is given up instead of retried; -1 (default): no limit, or 60–604,800. */
  maximumRecordAgeInSeconds?: number;
  /**
   * The longest a new batch waits for more records before it is sent, 0–300 s (default 0: at once);
   * a full batch (batch size or 6 MB) goes without waiting.
   */
  maximumBatchingWindowInSeconds?: number;
  /**
   * Lambda's event filtering: `{ Filters: [{ Pattern: '{"eventName": ["INSERT"]}' }] }`, up to 5
   * filters; a record matching none is discarded unsent. `Filters: []` (default): every record is sent.
   */
  filterCriteria?: FilterCriteria;
  /** The function's timeout in real seconds, 1–900 (Lambda's default: 3). */
  timeoutSeconds: number;
}

/** What the app sends to create a trigger; settings left out take Lambda's defaults. */
export interface TriggerInput extends Partial<TriggerSettings> {
  tableName: string;
  /** The function's name (Lambda's rules: 1–64 letters, digits, hyphens and underscores). */
  name: string;
  /** An ES module exporting `handler(event)`. */
  code: string;
  enabled?: boolean;
}

/** A trigger as saved with the sandbox and re-registered when it is restored. */
export interface TriggerDefinition extends Required<TriggerSettings> {
  id: string;
  name: string;
  tableName: string;
  code: string;
  enabled: boolean;
  /** Simulated time of creation, epoch milliseconds. */
  createdAt: number;
}

/** A trigger as the sandbox saves it: its definition and its progress (triggerProgress.ts). */
export interface SavedTrigger extends TriggerDefinition {
  /**
   * The stream the trigger reads. A table's stream that was disabled and enabled again is a new
   * stream with a new ARN: the trigger stays on the one it was attached to, as an event source
   * mapping does.
   */
  streamArn?: string;
  checkpoint?: ShardCheckpoint[];
  counters?: ConsumerCounters;
  /** The on-failure destination's batches, oldest first. */
  failures?: FailedBatch[];
  /** The trigger's log, newest first (as many as fit a budget: triggerProgress.ts). */
  recentInvocations?: InvocationRecord[];
}

export interface LogLine {
  level: ConsoleLevel;
  text: string;
}

/** What one handler call did. */
export interface FunctionResult {
  outcome: 'succeeded' | 'failed' | 'timed-out';
  /** For failures: Lambda's errorType (the thrown error's name, or Runtime.* / Sandbox.Timedout). */
  errorType?: string;
  errorMessage?: string;
  /** For a success: what the handler returned, as JSON data (not kept in the trigger's log). */
  response?: unknown;
  /** Real milliseconds the handler ran. */
  durationMs: number;
  logs: LogLine[];
  /** The requests its SDK clients sent, with DynamoDB's answers. */
  requests: { operation: string; status: number }[];
  /** The execution environment that ran it (1, 2, … in the order they started; environmentPool.ts). */
  environment?: number;
}

/** One invocation as the trigger's log keeps it. */
export interface InvocationRecord extends Omit<FunctionResult, 'response'> {
  id: number;
  /** Simulated time it started, epoch milliseconds. */
  at: number;
  records: number;
  firstSequenceNumber: string;
  lastSequenceNumber: string;
  /** How many records of each kind the batch held. */
  eventCounts: Partial<Record<StreamEventRecord['eventName'], number>>;
}

/** How a trigger's handler runs: in a worker of its own in the app (workerRuntime.ts). */
export interface TriggerRuntime {
  /** Runs the handler on one batch; never rejects (a failure is a result). */
  invoke(event: StreamEvent, timeoutMs: number): Promise<FunctionResult>;
  /** Ends the runtime once the invocations already given to it have finished. */
  retire(): void;
  /** Ends it now; invocations in progress finish as failed. */
  dispose(): void;
}

export type RuntimeFactory = (options: { code: string; functionName: string }) => TriggerRuntime;

/**
 * `ACTIVE` / `DISABLED` as Lambda shows an event source mapping's state; `DETACHED` when the trigger
 * could not be attached to its table's stream (the table or its stream is gone), with the reason.
 */
export type TriggerStatus = 'ACTIVE' | 'DISABLED' | 'DETACHED';

/** A trigger as lists show it: settings, counters and progress, without code, records or logs. */
export interface TriggerSummary extends Required<TriggerSettings> {
  id: string;
  name: string;
  tableName: string;
  enabled: boolean;
  status: TriggerStatus;
  detachedReason?: string;
  streamArn?: string;
  invocations: number;
  failedInvocations: number;
  recordsProcessed: number;
  recordsFailed: number;
  /** Records no filter matched, discarded unsent (Lambda's FilteredOutEventCount). */
  recordsFilteredOut: number;
  iteratorAgeMs?: number;
  lastInvocationAt?: number;
  lastError?: { message: string; time: number; shardId: string };
  shards: ShardProgress[];
  /** Batches in the on-failure destination. */
  failedBatches: number;
}

/** One trigger in full: its code, the on-failure destination's batches and recent invocations. */
export interface TriggerDetails extends TriggerSummary {
  code: string;
  failures: FailedBatch[];
  /** Newest first. */
  recentInvocations: InvocationRecord[];
}

/**
 * Lambda's defaults for a DynamoDB stream event source mapping, and its default function timeout:
 * what the trigger form starts from and what a saved trigger without a setting gets.
 */
export const DEFAULT_TRIGGER_SETTINGS: Required<TriggerSettings> = {
  batchSize: 100,
  maximumRetryAttempts: -1,
  bisectBatchOnFunctionError: false,
  startingPosition: 'LATEST',
  functionResponseTypes: [],
  maximumRecordAgeInSeconds: -1,
  maximumBatchingWindowInSeconds: 0,
  filterCriteria: { Filters: [] },
  timeoutSeconds: 3,
};
