/**
 * Messages between the app and the sandbox worker that runs learner code (sandbox.worker.ts).
 * Plain postMessage rather than comlink: a run streams events, and Stop ends it by terminating the
 * worker, which no RPC reply could express.
 */

import type { RequestTrace } from '../engine/trace.ts';
import type { ErrorPosition } from '../protocol/dispatchTraced.ts';

export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error' | 'debug';

/** Where in the learner's code something happened (1-based, like the editor's positions). */
export interface CodePosition {
  line: number;
  column: number;
}

export type ToSandbox =
  /** First message: the wire port to the engine worker (see EngineApi.serveWirePort). */
  { type: 'init'; port: MessagePort } | { type: 'run'; runId: number; code: string };

export type FromSandbox =
  | { type: 'console'; runId: number; level: ConsoleLevel; text: string }
  /** One request the learner's SDK client made, with the engine's reply. */
  | {
      type: 'request';
      runId: number;
      target: string;
      body: string;
      status: number;
      reply: string;
      ms: number;
      trace: RequestTrace;
      errorPosition?: ErrorPosition;
      /** The Region the client signed for, when not the sandbox's home Region (us-east-1). */
      region?: string;
    }
  | { type: 'done'; runId: number; ok: true }
  | {
      type: 'done';
      runId: number;
      ok: false;
      error: { name: string; message: string; position?: CodePosition };
    };
