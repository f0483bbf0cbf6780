/**
 * Messages between the engine worker and a trigger worker (trigger.worker.ts). Plain postMessage:
 * a timed-out handler is ended by terminating its worker, which no RPC reply could express. Output
 * travels as it happens (bounded by the worker's InvocationCapture), so a timed-out invocation
 * still shows what it printed.
 */
import type { HandlerOutcome } from './functionHost.ts';
import type { CapturedEntry, DroppedCounts } from './invocationCapture.ts';
import type { StreamEvent } from './triggerTypes.ts';

/** Output of the init phase (top-level code) carries this invocation id. */
export const INIT_PHASE = 0;

export type ToTrigger =
  /** First message: the function and one end of a wire port to the engine (EngineApi.serveWirePort). */
  | { type: 'init'; port: MessagePort; code: string; functionName: string }
  | { type: 'invoke'; id: number; event: StreamEvent; requestId: string; timeoutMs: number };

export type FromTrigger =
  | { type: 'output'; id: number; entry: CapturedEntry }
  /** The init phase is over: the module was imported and `handler` found, or why not. */
  | { type: 'ready'; outcome: HandlerOutcome; dropped: DroppedCounts }
  | { type: 'result'; id: number; outcome: HandlerOutcome; durationMs: number; dropped: DroppedCounts };
