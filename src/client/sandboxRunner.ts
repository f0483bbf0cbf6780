/**
 * Runs learner JavaScript in the sandbox worker (worker/sandbox.worker.ts) and reports what it did.
 * The worker is created on the first run and kept for the next ones (loading the SDK costs time);
 * `stop()` terminates it — the only way to end `while (true) {}` — and the next run starts a fresh
 * one. The engine lives in its own worker, so stopping loses no data.
 */
import {
  CONSOLE_TAIL_LINES,
  type CodePosition,
  type ConsoleLevel,
  type ConsoleLine,
  type FromSandbox,
  type ToSandbox,
} from '../worker/sandboxProtocol.ts';
import type { EngineClient } from './engineClient.ts';

export type { CodePosition, ConsoleLevel } from '../worker/sandboxProtocol.ts';

/** One request the learner's SDK client sent, with the engine's reply (JSON texts) and its trace. */
export type SandboxRequest = Omit<Extract<FromSandbox, { type: 'request' }>, 'type' | 'runId'>;

export interface RunListener {
  console(level: ConsoleLevel, text: string): void;
  request(request: SandboxRequest): void;
}

export type RunResult =
  | { status: 'completed' }
  | { status: 'failed'; error: { name: string; message: string; position?: CodePosition } }
  | { status: 'stopped' };

export interface SandboxRunner {
  run(code: string, listener: RunListener): Promise<RunResult>;
  /** Ends the current run at once (terminating the worker); no-op when nothing runs. */
  stop(): void;
  dispose(): void;
}

export function createSandboxRunner(
  engine: EngineClient,
  createWorker: () => Worker = sandboxWorker,
): SandboxRunner {
  let worker: Worker | undefined;
  let nextRunId = 1;
  type ActiveRun = {
    runId: number;
    listener: RunListener;
    /** The latest lines past the head of the output, shown when the run ends (sandboxProtocol.ts). */
    tail: ConsoleLine[];
    /** Lines past the head that are not in `tail`. */
    hidden: number;
    finish: (result: RunResult) => void;
  };
  let active: ActiveRun | undefined;
  /**
   * The run that finished last, while the worker lives and no other run has started: a request it
   * sent may be answered after it ended (a timer threw while it was in flight). The engine carried
   * it out, so it still goes to that run's history; the run's code never hears the reply.
   */
  let finished: ActiveRun | undefined;

  function onMessage(event: MessageEvent<FromSandbox>) {
    const message = event.data;
    if (message.type === 'request' && message.runId === finished?.runId) {
      finished.listener.request(message);
      return;
    }
    if (!active || message.runId !== active.runId) return;
    if (message.type === 'console') active.listener.console(message.level, message.text);
    else if (message.type === 'console-tail') keepTail(active, message.lines, message.skipped);
    else if (message.type === 'request') active.listener.request(message);
    else active.finish(message.ok ? { status: 'completed' } : { status: 'failed', error: message.error });
  }

  async function ready(): Promise<Worker> {
    if (worker) return worker;
    const created = createWorker();
    created.addEventListener('message', onMessage);
    const channel = new MessageChannel();
    await engine.connectWirePort(channel.port1);
    const init: ToSandbox = { type: 'init', port: channel.port2 };
    created.postMessage(init, [channel.port2]);
    worker = created;
    return created;
  }

  function terminate() {
    worker?.terminate();
    worker = undefined;
    // Nothing of its runs arrives any more.
    finished = undefined;
  }

  return {
    async run(code, listener) {
      if (active) throw new Error('A run is already in progress; stop it first.');
      const runId = nextRunId++;
      finished = undefined;
      const result = new Promise<RunResult>((resolve) => {
        const run: ActiveRun = {
          runId,
          listener,
          tail: [],
          hidden: 0,
          finish: (outcome) => {
            active = undefined;
            // Stop terminated the worker: nothing of the run arrives any more.
            finished = outcome.status === 'stopped' ? undefined : run;
            // Stopped too: the last lines before Stop are often the ones wanted.
            showTail(run);
            resolve(outcome);
          },
        };
        active = run;
      });
      const target = await ready();
      // Stopped while the worker was starting: the run is over before it began.
      if ((active as ActiveRun | undefined)?.runId !== runId) return result;
      const message: ToSandbox = { type: 'run', runId, code };
      target.postMessage(message);
      return result;
    },
    stop() {
      if (!active) return;
      terminate();
      active.finish({ status: 'stopped' });
    },
    dispose() {
      terminate();
    },
  };
}

function keepTail(run: { tail: ConsoleLine[]; hidden: number }, lines: ConsoleLine[], skipped: number) {
  run.tail.push(...lines);
  run.hidden += skipped;
  const excess = run.tail.length - CONSOLE_TAIL_LINES;
  if (excess > 0) {
    run.tail.splice(0, excess);
    run.hidden += excess;
  }
}

function showTail({
  tail,
  hidden,
  listener,
}: {
  tail: ConsoleLine[];
  hidden: number;
  listener: RunListener;
}) {
  if (hidden > 0) listener.console('warn', `… ${hidden.toLocaleString('en-US')} lines not shown …`);
  for (const { level, text } of tail) listener.console(level, text);
}

function sandboxWorker(): Worker {
  return new Worker(new URL('../worker/sandbox.worker.ts', import.meta.url), {
    type: 'module',
    name: 'dynamo-sandbox-learner-code',
  });
}
