/**
 * The engine worker's typed surface, exposed with comlink (engine.worker.ts) and used in-process by
 * unit tests (client/inProcessClient.ts). Everything that crosses the boundary is plain data, and
 * nothing throws across it: a DynamoDB error, a broken request or an engine bug all come back as
 * `{ ok: false, error: { __type, message } }` (comlink would keep only a thrown error's message).
 *
 * Requests go through dispatchTracedAsync: the reply is DynamoDB's wire reply, an in-flight
 * transaction answers when it commits on the engine clock, and beside the reply come how it was
 * served (RequestTrace) and, for expression and PartiQL errors, where the error points.
 */
import type { ClockState } from '../engine/clock.ts';
import type { Engine } from '../engine/engine.ts';
import type { PartiQLSyntaxError } from '../engine/partiql/parsePartiQL.ts';
import type { RequestTrace } from '../engine/trace.ts';
import { expose } from 'comlink';
import { dispatchTracedAsync, type ErrorPosition, type TracedReply } from '../protocol/dispatchTraced.ts';
import { operationNames } from '../protocol/operationTable.ts';
import { partiqlParser } from '../protocol/firstUseOperations.ts';
import { wireError } from '../client/wireOutcome.ts';
import { createCapacityApi, type CapacityApi } from './capacityApi.ts';
import type { WallGate } from './capacity/wallGate.ts';

export type { ErrorPosition } from '../protocol/dispatchTraced.ts';
export type { PartiQLSyntaxError } from '../engine/partiql/parsePartiQL.ts';

/** A DynamoDB error as the wire carries it, with the whole error body for extra fields. */
export interface WireError {
  /** e.g. `com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException`. */
  __type: string;
  message: string;
  /** HTTP status DynamoDB would answer with (400, or 500 for InternalServerError). */
  status: number;
  /** The error body as JSON text: CancellationReasons, Item … live here. */
  body: string;
  /** Where in an expression or statement the error is (never on the wire; for editor markers). */
  position?: ErrorPosition;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: WireError };

/** A successful reply: the wire body as JSON text, and how it was served. */
export interface Served {
  body: string;
  trace?: RequestTrace;
  /** Time from the request to its reply in the engine, real milliseconds (a transaction's wait included). */
  engineMs: number;
  /** The virtual clock as the engine answered, epoch milliseconds (the Console's history keeps it). */
  clockMs: number;
}

export interface EngineApi extends CapacityApi {
  /** One request: `target` is the X-Amz-Target value (`DynamoDB_20120810.GetItem`, `DynamoSandbox.SetClock`). */
  request(target: string, body: string, region?: string): Promise<Outcome<Served>>;
  /** The DynamoDB operations this engine answers, for the console's operation picker. */
  operations(): string[];
  /** What ExecuteStatement would say about a statement's syntax, with its position (editor markers). */
  checkPartiQL(statement: string): Promise<PartiQLSyntaxError | undefined>;
  /**
   * Serves the wire protocol on `port` (one end of a MessageChannel): the sandbox worker that runs
   * learner code holds the other end, so its AWS SDK reaches this engine without the main thread.
   */
  serveWirePort(port: MessagePort): void;
}

/** What `serveWirePort` answers on its port: the wire reply, exactly as HTTP would, with its trace. */
export interface WirePortApi {
  /**
   * `region`: the one the learner's client signed for; each Region with a replica has its own tables.
   * The reply carries the virtual clock as it answered (learner code's Date, sandbox/virtualDate.ts).
   */
  dispatch(target: string, body: string, region?: string): Promise<TracedReply & { clock: ClockState }>;
  /** The virtual clock now: read as a run or a trigger invocation starts. */
  clock(): Promise<ClockState>;
}

export interface EngineApiHooks {
  /** Called after every request, from any transport (the app's and the sandbox SDK's). */
  afterRequest?: (target: string) => void;
  /** The wall clock the engines' clocks read, so load runs can pace them (capacityApi.ts). */
  wallGate?: WallGate;
}

/** `engine` is read at each request, so the host can swap in a fresh engine (reset, restore). */
export function createEngineApi(engine: () => Engine, hooks: EngineApiHooks = {}): EngineApi {
  const run = async (target: string, body: string, region?: string): Promise<TracedReply> => {
    try {
      return await dispatchTracedAsync(engine().regions.forRequest(region), target, body);
    } finally {
      hooks.afterRequest?.(target);
    }
  };
  return {
    ...createCapacityApi(engine, {
      wallGate: hooks.wallGate,
      onLoadEnded: () => hooks.afterRequest?.('DynamoDB_20120810.PutItem'),
    }),
    async request(target, body, region) {
      const started = performance.now();
      let reply: TracedReply;
      try {
        reply = await run(target, body, region);
      } catch (error) {
        // dispatch answers every DynamoDB error itself; reaching here is a bug, still reported as data.
        return { ok: false, error: internalError(error) };
      }
      const engineMs = performance.now() - started;
      const clockMs = engine().clock.state().now;
      if (reply.status === 200)
        return { ok: true, value: { body: reply.body, trace: reply.trace, engineMs, clockMs } };
      const error = wireError(reply);
      return { ok: false, error: reply.errorPosition ? { ...error, position: reply.errorPosition } : error };
    },
    operations() {
      return operationNames();
    },
    async checkPartiQL(statement) {
      const parsed = (await partiqlParser())(statement);
      return parsed.ok ? undefined : parsed.error;
    },
    serveWirePort(port) {
      const portApi: WirePortApi = {
        dispatch: async (target, body, region) => ({
          ...(await run(target, body, region)),
          clock: engine().clock.state(),
        }),
        clock: async () => engine().clock.state(),
      };
      expose(portApi, port);
    },
  };
}

function internalError(error: unknown): WireError {
  const message = error instanceof Error ? error.message : String(error);
  const body = JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message });
  return { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message, status: 500, body };
}
