/**
 * Typed helpers over `EngineClient.request` for the UI: DynamoDB operations by name with parsed
 * replies, and the sandbox's clock and replica lag targets. Still errors as data.
 */
import type { EngineClient, Outcome, RequestTrace } from './engineClient.ts';

export const DYNAMODB_TARGET_PREFIX = 'DynamoDB_20120810.';
const SANDBOX_TARGET_PREFIX = 'DynamoSandbox.';

/** A successful operation: the parsed reply, its JSON text, and timings. */
export interface OperationReply {
  reply: Record<string, unknown>;
  raw: string;
  trace?: RequestTrace;
  engineMs: number;
  /** From sending the request to having the parsed reply, real milliseconds. */
  roundTripMs: number;
  /** The virtual clock as the engine answered, epoch milliseconds, when the client says. */
  clockMs?: number;
}

/**
 * Runs a DynamoDB operation (`PutItem`, `Query` …) with a JSON text body; `targetPrefix` names
 * another service the engine serves (DynamoDB Streams).
 */
export async function callOperation(
  client: EngineClient,
  operation: string,
  body: string,
  targetPrefix = DYNAMODB_TARGET_PREFIX,
  /** The Region it is signed for (the AWS CLI's `--region`). */
  region?: string,
): Promise<Outcome<OperationReply>> {
  const started = performance.now();
  const outcome = await client.request(targetPrefix + operation, body, region);
  if (!outcome.ok) return outcome;
  const { body: raw, trace, engineMs, clockMs } = outcome.value;
  const reply = parseReplyBody(raw);
  const roundTripMs = performance.now() - started;
  return { ok: true, value: { reply, raw, trace, engineMs, roundTripMs, clockMs } };
}

/**
 * A successful reply's fields. TagResource and UntagResource answer with an empty body, as
 * DynamoDB does: no fields, not malformed JSON.
 */
export function parseReplyBody(raw: string): Record<string, unknown> {
  return raw === '' ? {} : (JSON.parse(raw) as Record<string, unknown>);
}

/** Same as callOperation with a request object (serialised here). */
export function callWith(client: EngineClient, operation: string, request: object) {
  return callOperation(client, operation, JSON.stringify(request));
}

/** The descriptions the engine also serves under the sandbox's name (protocol/operationTable.ts). */
export type DisplayDescription =
  | 'DescribeTimeToLive'
  | 'DescribeContinuousBackups'
  | 'GetResourcePolicy'
  | 'DescribeKinesisStreamingDestination';

/**
 * A description the app reads only to show it (the Explorer's table summary): the same operation and
 * reply, sent under the sandbox's target prefix so that its expected errors (no policy set, a table
 * still CREATING) do not count in the learner's UserErrors metric.
 */
export function describeForDisplay(client: EngineClient, operation: DisplayDescription, request: object) {
  return callOperation(client, operation, JSON.stringify(request), SANDBOX_TARGET_PREFIX);
}

/** The virtual clock as the engine describes it. Time is epoch seconds, like DynamoDB's timestamps. */
export interface ClockDescription {
  Time: number;
  Speed: number;
  Paused: boolean;
}

export interface ClockChange {
  Time?: number;
  Speed?: number;
  Paused?: boolean;
}

/** A sandbox-only target (`DynamoSandbox.*`) and its parsed reply. */
export async function sandboxCall<Reply>(
  client: EngineClient,
  name: string,
  request: object,
): Promise<Outcome<Reply>> {
  const outcome = await client.request(SANDBOX_TARGET_PREFIX + name, JSON.stringify(request));
  if (!outcome.ok) return outcome;
  return { ok: true, value: JSON.parse(outcome.value.body) as Reply };
}

export const clockCalls = {
  describe: (client: EngineClient) => sandboxCall<ClockDescription>(client, 'DescribeClock', {}),
  advance: (client: EngineClient, seconds: number) =>
    sandboxCall<ClockDescription>(client, 'AdvanceClock', { Seconds: seconds }),
  set: (client: EngineClient, change: ClockChange) =>
    sandboxCall<ClockDescription>(client, 'SetClock', change),
};

/** The simulated replica lag (engine storage/replicaLag.ts): 0 when every read is current. */
export interface ReplicaLagDescription {
  LagMilliseconds: number;
}

export const replicaLagCalls = {
  describe: (client: EngineClient) => sandboxCall<ReplicaLagDescription>(client, 'DescribeReplicaLag', {}),
  set: (client: EngineClient, lagMs: number) =>
    sandboxCall<ReplicaLagDescription>(client, 'SetReplicaLag', { LagMilliseconds: lagMs }),
};

/** One error an import logged (engine imports/importSources.ts): a record that was not imported, and why. */
export interface ImportErrorEvent {
  itemS3Pointer: { bucket: string; key: string; itemIndex: number };
  errorMessages: string[];
}

/** What `DynamoSandbox.GetImportErrors` answers: the import's first errors, as CloudWatch would log them. */
export interface ImportErrorLog {
  CloudWatchLogGroupArn: string;
  ErrorCount: number;
  ErrorEvents: ImportErrorEvent[];
}

export const importErrorCalls = {
  list: (client: EngineClient, importArn: string) =>
    sandboxCall<ImportErrorLog>(client, 'GetImportErrors', { ImportArn: importArn }),
};
