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

/**
 * A run's console output as the app gets it: the first CONSOLE_HEAD_LINES as they are printed, then
 * batches of later lines ('console-tail', a few a second) of which the app keeps the latest
 * CONSOLE_TAIL_LINES and shows them when the run ends, after a note of how many were left out. A
 * runaway `console.log` loop so costs the app's thread almost nothing, and its end is still seen.
 * Both, with the sandbox's few notes, fit in the 2,000 lines the app keeps of a run (consoleSlice.ts).
 */
export const CONSOLE_HEAD_LINES = 1_000;
export const CONSOLE_TAIL_LINES = 990;

export interface ConsoleLine {
  level: ConsoleLevel;
  text: string;
}

export type ToSandbox =
  /** First message: the wire port to the engine worker (see EngineApi.serveWirePort). */
  { type: 'init'; port: MessagePort } | { type: 'run'; runId: number; code: string };

export type FromSandbox =
  | { type: 'console'; runId: number; level: ConsoleLevel; text: string }
  /** Lines past the head, and how many more the worker already left out (its batch keeps the latest). */
  | { type: 'console-tail'; runId: number; lines: ConsoleLine[]; skipped: number }
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
      /** The virtual clock as the engine answered, epoch milliseconds. */
      clockMs: number;
    }
  | { type: 'done'; runId: number; ok: true }
  | {
      type: 'done';
      runId: number;
      ok: false;
      error: { name: string; message: string; position?: CodePosition };
    };
