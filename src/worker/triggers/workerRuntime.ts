/**
 * One execution environment of a trigger (environmentPool.ts keeps several, one per batch in
 * flight), the way Lambda runs a function: a worker of its own started from the engine worker (so a
 * runaway handler cannot freeze the engine):
 * - one invocation at a time, in the order they were asked for (an execution environment serves
 *   one request at a time);
 * - the worker starts on the first invocation and is kept warm for the next ones;
 * - the init phase (importing the module, top-level code) has 10 s, like Lambda's; a failed init
 *   fails the invocation and the next one starts a fresh worker;
 * - each invocation has the function's timeout in real time; past it the worker is terminated and
 *   the invocation fails with Lambda's "Task timed out after 3.00 seconds".
 */
import { failure, newInvocationQueue, serialRuntime } from './serialRuntime.ts';
import { newUuid } from './uuid.ts';
import { TriggerWorkerConnection } from './triggerWorkerConnection.ts';
import type { FunctionResult, RuntimeFactory, StreamEvent, TriggerRuntime } from './triggerTypes.ts';

export const INIT_TIMEOUT_MS = 10_000;

export interface WorkerRuntimeOptions {
  code: string;
  functionName: string;
  /** Serves the wire protocol on `port` (EngineApi.serveWirePort): the handler's SDK clients use it. */
  connectWirePort(port: MessagePort): void;
  /** Starts a trigger worker; tests may pass their own. */
  spawn?: (functionName: string) => Worker;
}

const TIMED_OUT = Symbol('timed out');

export function createWorkerRuntime(options: WorkerRuntimeOptions): TriggerRuntime {
  const spawn = options.spawn ?? spawnTriggerWorker;
  let connection: TriggerWorkerConnection | undefined;
  let nextId = 1;
  let disposed = false;

  const endConnection = (reason?: string) => {
    connection?.end(reason);
    connection = undefined;
  };

  const run = async (event: StreamEvent, timeoutMs: number): Promise<FunctionResult> => {
    if (disposed) return failure('Runtime.ExitError', 'The function was stopped');
    const current = (connection ??= new TriggerWorkerConnection(
      spawn(options.functionName),
      { code: options.code, functionName: options.functionName },
      options.connectWirePort,
    ));
    const id = nextId++;
    const ready = await within(current.ready, INIT_TIMEOUT_MS);
    current.reportInitWith(id);
    const capture = current.capture(id);
    if (ready === TIMED_OUT || !ready.ok) {
      endConnection();
      current.release(id);
      return ready === TIMED_OUT
        ? failure(
            'Sandbox.Timedout',
            `Init timed out after ${seconds(INIT_TIMEOUT_MS)} seconds`,
            capture.result(),
          )
        : failure(ready.errorType, ready.errorMessage, capture.result());
    }
    const started = performance.now();
    const reply = await within(current.invoke(id, event, newUuid(), timeoutMs), timeoutMs);
    current.release(id);
    if (reply === TIMED_OUT) {
      endConnection('The function timed out');
      return {
        outcome: 'timed-out',
        errorType: 'Sandbox.Timedout',
        errorMessage: `Task timed out after ${seconds(timeoutMs)} seconds`,
        durationMs: performance.now() - started,
        ...capture.result(),
      };
    }
    const { outcome, durationMs } = reply;
    if (outcome.ok) {
      return { outcome: 'succeeded', response: outcome.response, durationMs, ...capture.result() };
    }
    if (outcome.errorType === 'Runtime.ExitError') endConnection();
    return { ...failure(outcome.errorType, outcome.errorMessage, capture.result()), durationMs };
  };

  const dispose = () => {
    disposed = true;
    endConnection();
  };

  return serialRuntime(newInvocationQueue(), run, dispose);
}

/** The runtime factory the app's engine worker uses. */
export function workerRuntimeFactory(connectWirePort: (port: MessagePort) => void): RuntimeFactory {
  return ({ code, functionName }) => createWorkerRuntime({ code, functionName, connectWirePort });
}

function spawnTriggerWorker(functionName: string): Worker {
  return new Worker(new URL('./trigger.worker.ts', import.meta.url), {
    type: 'module',
    name: `dynamo-sandbox-trigger-${functionName}`,
  });
}

function seconds(milliseconds: number): string {
  return (milliseconds / 1000).toFixed(2);
}

/** The promise's value, or TIMED_OUT if it has not settled within `ms` real milliseconds. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>(
    (resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), ms)),
  );
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
