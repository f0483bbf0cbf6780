/**
 * Kinesis Data Streams destinations of a table, as the DynamoDB API shows them: one entry per
 * stream a table was ever switched to, each with its status on the engine clock. The sandbox has
 * no Kinesis service and delivers no records anywhere; this is the switch and what
 * DescribeKinesisStreamingDestination reports of it. Learners who want the changes themselves read
 * the table's DynamoDB stream (StreamSpecification), which is independent of these destinations
 * (ack-api-quirks dynamodb DDB-TABLE-303).
 *
 * Which streams exist — the sandbox's rule, since there is no Kinesis to ask: every well-formed
 * stream ARN `arn:<partition>:kinesis:<region>:<account>:stream/<name>` (a name of 1–128 of
 * `a-zA-Z0-9_.-`) in the sandbox's own account and the table's Region names an ACTIVE stream. Any
 * other ARN is accepted too and fails later, as DynamoDB fails it (DDB-TABLE-318: Enable never
 * checks the stream while answering): a stream in another Region after 1 s, "not in the current
 * region"; one in another account, or a Firehose delivery stream, after about a minute, "not in
 * Active state"; anything else (a consumer ARN, a table ARN, a made-up string of 37 characters or
 * more) after 2 s, with the permission message AWS gives for a missing stream.
 *
 * The statuses follow what the 2026 lab measured against AWS (DDB-TABLE-299, 268, 300, 301, 304,
 * 269): ENABLING 2–7 s (the sandbox takes 6 s), then ACTIVE or ENABLE_FAILED; DISABLING about 2 s,
 * then a DISABLED entry that stays listed (the sandbox keeps it until the stream is enabled again or
 * the table goes); a precision change UPDATING for 124–152 s (the sandbox takes 140 s); Describe
 * still showing ACTIVE for about 100 ms after a Disable. A stream deleted from under an ACTIVE
 * destination (DDB-TABLE-319) cannot happen here: the sandbox's streams are never deleted.
 *
 * Statuses are worked out from the time of the last change when asked, so nothing is scheduled and
 * a snapshot holds just the entries (snapshot/kinesisSnapshots.ts).
 */
import type { Engine } from '../engine.ts';

export type KinesisDestinationStatus =
  | 'ENABLING'
  | 'ACTIVE'
  | 'DISABLING'
  | 'DISABLED'
  | 'ENABLE_FAILED'
  | 'UPDATING';
export type CreationTimePrecision = 'MILLISECOND' | 'MICROSECOND';
/** In the service model's order (the order Coral lists them in is not recorded). */
export const CREATION_TIME_PRECISIONS: readonly CreationTimePrecision[] = ['MILLISECOND', 'MICROSECOND'];
/** The last call that changed an entry. */
export type KinesisChange = 'enable' | 'disable' | 'update';
export const KINESIS_CHANGES: readonly KinesisChange[] = ['enable', 'disable', 'update'];

export const ENABLING_MS = 6_000;
export const DISABLING_MS = 2_000;
export const UPDATING_MS = 140_000;
/** How long Describe still shows a disabled destination ACTIVE (DDB-TABLE-269, 304: 31–100 ms). */
export const DESCRIBE_LAG_AFTER_DISABLE_MS = 100;

export interface KinesisDestination {
  readonly streamArn: string;
  change: KinesisChange;
  /** Epoch ms of that change. */
  changedAt: number;
  /** As Enable or Update set it; absent until one did (DynamoDB then uses MILLISECOND, DDB-TABLE-300). */
  precision?: CreationTimePrecision;
}

/** How enabling a stream ends: after how long, and why it failed if it did. */
interface EnableOutcome {
  afterMs: number;
  failure?: string;
}

const STREAM_ARN = /^arn:([^:]+):kinesis:([^:]*):(\d{12}):stream\/([a-zA-Z0-9_.-]{1,128})$/;
const FIREHOSE_ARN = /^arn:[^:]+:firehose:/;
const NOT_IN_REGION =
  'The kinesis Arn used to enable kinesis replication belongs to a stream which is not in the current region';
const NOT_ACTIVE =
  'The kinesis Arn used to enable kinesis replication belongs to a stream which is not in Active state';
const NO_PERMISSION = 'User does not have a permission to use kinesis stream';

/** The sandbox's rule for which streams exist (see the top of this file), with AWS's delays. */
export function enableOutcome(engine: Engine, streamArn: string): EnableOutcome {
  const stream = STREAM_ARN.exec(streamArn);
  if (stream) {
    const [, partition, region, account] = stream;
    if (partition !== engine.partition || region !== engine.region) {
      return { afterMs: 1_000, failure: NOT_IN_REGION };
    }
    if (account !== engine.accountId) return { afterMs: 60_000, failure: NOT_ACTIVE };
    return { afterMs: ENABLING_MS };
  }
  if (FIREHOSE_ARN.test(streamArn)) return { afterMs: 60_000, failure: NOT_ACTIVE };
  return { afterMs: 2_000, failure: NO_PERMISSION };
}

export interface ShownDestination {
  status: KinesisDestinationStatus;
  description?: string;
}

/** An entry's status now (and why, when enabling it failed). */
export function destinationStatus(engine: Engine, destination: KinesisDestination): ShownDestination {
  const elapsed = engine.now() - destination.changedAt;
  switch (destination.change) {
    case 'enable': {
      const outcome = enableOutcome(engine, destination.streamArn);
      if (elapsed < outcome.afterMs) return { status: 'ENABLING' };
      return outcome.failure
        ? { status: 'ENABLE_FAILED', description: outcome.failure }
        : { status: 'ACTIVE' };
    }
    case 'disable':
      return { status: elapsed < DISABLING_MS ? 'DISABLING' : 'DISABLED' };
    case 'update':
      return { status: elapsed < UPDATING_MS ? 'UPDATING' : 'ACTIVE' };
  }
}

/** A destination in flight or on: a table may have one at a time (DDB-TABLE-268). */
export function isLive(status: KinesisDestinationStatus): boolean {
  return status !== 'DISABLED' && status !== 'ENABLE_FAILED';
}
