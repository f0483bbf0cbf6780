/**
 * The one way into the engine for every transport (HTTP endpoint, browser worker, AWS SDK request
 * handler, tests): `dispatch(target, body)` with DynamoDB's JSON wire format in and out.
 * `target` is the X-Amz-Target header value, e.g. `DynamoDB_20120810.GetItem`.
 */
import type { Engine } from '../engine/engine.ts';
import { checkExplicitDeny } from '../engine/policies/explicitDeny.ts';
import { DynamoDBError, httpStatusOf, wireType } from '../engine/errors.ts';
import { DeferredReply } from '../engine/deferred.ts';
import { stringifyReply } from '../engine/reply.ts';
import { ReplyChecksum } from '../engine/wireChecksum.ts';
import { operationFor } from './operationTable.ts';
import { SANDBOX_PREFIX } from './targetPrefixes.ts';
import { unknownOperationError } from './unknownOperation.ts';

export interface WireReply {
  status: number;
  /** JSON text. */
  body: string;
  /**
   * With the `checksums` option, on most success replies: `body`'s CRC-32 (unsigned, as x-amz-crc32
   * carries it) and UTF-8 length, built while it was written (wireChecksum.ts). Absent, the
   * transport computes them from the bytes.
   */
  crc32?: number;
  bytes?: number;
}

export interface DispatchOptions {
  /** Build each success reply's checksum with it (WireReply's crc32 and bytes): for the HTTP endpoint. */
  checksums?: boolean;
}

/** `region`: the Region the request was signed for (regions/regions.ts); the home Region when absent. */
export type Dispatch = (target: string, body: string, region?: string) => WireReply;
/**
 * A dispatch that may wait on the engine clock (in-flight transactions): for the server and the
 * worker. It answers at once — a plain reply, no promise — unless the operation really waits, so
 * the endpoint's common path costs no promise and no extra event-loop turn.
 */
export type AsyncDispatch = (target: string, body: string, region?: string) => WireReply | Promise<WireReply>;

/** A dispatch for every Region of `engine`'s account: each request reaches the Region it names. */
export function createDispatch(engine: Engine): Dispatch {
  const regions = engine.regions;
  return (target, body, region) => dispatch(regions.forRequest(region), target, body);
}

export function createAsyncDispatch(engine: Engine, options: DispatchOptions = {}): AsyncDispatch {
  const regions = engine.regions;
  const checksums = options.checksums === true;
  return (target, body, region) =>
    dispatchAsync(regions.forRequest(region), target, body, undefined, checksums);
}

/**
 * Sees the typed DynamoDB error of a failed request before it becomes wire JSON: dispatchTraced
 * reads an expression's or statement's editor position from it. The reply is the same either way.
 */
export type ErrorObserver = (error: DynamoDBError) => void;

/**
 * Like dispatch, for transports that can wait (the HTTP server, the browser worker): an operation may
 * then stay in flight on the engine clock — a transaction holding its items for transactionLatencyMs
 * — and the reply comes when it completes; any other reply is returned at once.
 */
export function dispatchAsync(
  engine: Engine,
  target: string,
  body: string,
  onError?: ErrorObserver,
  checksums = false,
): WireReply | Promise<WireReply> {
  engine.deferralAllowed = true;
  let reply: WireReply | DeferredReply;
  try {
    reply = run(engine, target, body, onError, checksums);
  } finally {
    engine.deferralAllowed = false;
  }
  return reply instanceof DeferredReply ? settle(reply, onError, checksums) : reply;
}

async function settle(
  reply: DeferredReply,
  onError: ErrorObserver | undefined,
  checksums: boolean,
): Promise<WireReply> {
  try {
    return successReply(await reply.ready, checksums);
  } catch (error) {
    if (!(error instanceof DynamoDBError)) return internalError(error);
    onError?.(error);
    return errorReply(error);
  }
}

export function dispatch(engine: Engine, target: string, body: string, onError?: ErrorObserver): WireReply {
  const reply = run(engine, target, body, onError, false);
  // Deferral is only allowed under dispatchAsync, so a synchronous caller always gets a reply.
  return reply as WireReply;
}

function run(
  engine: Engine,
  target: string,
  body: string,
  onError: ErrorObserver | undefined,
  checksums: boolean,
): WireReply | DeferredReply {
  // DynamoDB reads the body before it looks at the target: malformed JSON wins over an unknown operation.
  let request: unknown;
  try {
    request = body === '' ? undefined : JSON.parse(body);
  } catch {
    return errorReply(new DynamoDBError('SerializationException', ''));
  }
  const operation = operationFor(target);
  if (!operation) return errorReply(unknownOperationError());
  if (request === null || typeof request !== 'object' || Array.isArray(request)) {
    return errorReply(new DynamoDBError('SerializationException', ''));
  }
  try {
    engine.beginRequest(body);
    checkExplicitDeny(engine, target, request);
    const result = operation(engine, request);
    if (result instanceof DeferredReply) return result;
    return result === undefined ? { status: 200, body: '' } : successReply(result, checksums);
  } catch (error) {
    // UserErrors and SystemErrors count DynamoDB's and DynamoDB Streams' requests; the sandbox's own
    // (its S3 pages, its clock) are not DynamoDB requests and must not show in the learner's metrics.
    if (!target.startsWith(SANDBOX_PREFIX)) {
      engine.capacity.recordError(error instanceof DynamoDBError ? error.type : 'InternalServerError');
    }
    if (!(error instanceof DynamoDBError)) return internalError(error);
    onError?.(error);
    return errorReply(error);
  } finally {
    engine.endRequest();
  }
}

function successReply(result: unknown, checksums: boolean): WireReply {
  if (!checksums) return { status: 200, body: stringifyReply(result) };
  const sum = new ReplyChecksum();
  const body = stringifyReply(result, false, sum);
  return sum.complete ? { status: 200, body, crc32: sum.crc >>> 0, bytes: sum.bytes } : { status: 200, body };
}

function errorReply(error: DynamoDBError): WireReply {
  return { status: httpStatusOf(error.type), body: stringifyReply(error.toWire()) };
}

/**
 * A bug, not a DynamoDB answer. Operations validate everything before they change anything, so the
 * state is as it was; the reply is DynamoDB's 500 and the cause goes to the host's error log.
 */
function internalError(error: unknown): WireReply {
  reportInternalError(error);
  return { ...INTERNAL_ERROR_REPLY };
}

/** DynamoDB's 500: for the engine's own bugs, and the endpoint's answer to a body it cannot decode. */
export const INTERNAL_ERROR_REPLY: Readonly<WireReply> = {
  status: 500,
  body: JSON.stringify({ __type: wireType('InternalServerError'), message: 'Internal server error' }),
};

let reportInternalError: (error: unknown) => void = () => {};

/** Lets the host (server, worker) log internal errors; the protocol layer has no console of its own. */
export function onInternalError(handler: (error: unknown) => void): void {
  reportInternalError = handler;
}
