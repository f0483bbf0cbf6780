/**
 * Runs trigger handlers on the calling thread, for the in-process engine client (unit tests and
 * Node), with the same module loading, SDK clients, output capture and timeouts as the app's trigger
 * workers (workerRuntime.ts). Two differences, inherent to sharing a thread: a handler stuck in a
 * synchronous loop cannot be stopped (the timeout only stops waiting for a pending promise), and
 * `client`, `doc` and `console` are the thread's globals, set for each invocation — so invocations
 * of every in-thread runtime run one at a time.
 */
import { wrap } from 'comlink';
import type { WirePortApi } from '../api.ts';
import { captureConsole } from '../sandbox/capturedConsole.ts';
import { REGISTRY_GLOBAL, shimSource } from '../sandbox/learnerModule.ts';
import { createFunctionHost, type HandlerOutcome } from './functionHost.ts';
import { InvocationCapture } from './invocationCapture.ts';
import { createSandboxClients, SDK_REGISTRY } from '../sandbox/sandboxSdk.ts';
import { newInvocationQueue, serialRuntime } from './serialRuntime.ts';
import { newUuid } from './uuid.ts';
import type { FunctionResult, RuntimeFactory, TriggerRuntime } from './triggerTypes.ts';

/** Every in-thread runtime shares the thread's globals, so they share one queue too. */
const threadQueue = newInvocationQueue();
let modules = 0;

/** An importable URL for module source, on any thread (Node imports data: URLs, not blob: URLs). */
export const dataUrl = (source: string) => `data:text/javascript,${encodeURIComponent(source)}`;

/** data: URLs of the SDK packages' shim modules (learnerModule.ts), their registry set on the thread. */
export function dataShimUrls(): Record<string, string> {
  (globalThis as Record<string, unknown>)[REGISTRY_GLOBAL] = SDK_REGISTRY;
  return Object.fromEntries(
    Object.entries(SDK_REGISTRY).map(([specifier, exports]) => [
      specifier,
      dataUrl(shimSource(specifier, exports)),
    ]),
  );
}

export function moduleRuntimeFactory(connectWirePort: (port: MessagePort) => void): RuntimeFactory {
  return ({ code, functionName }) => createModuleRuntime(code, functionName, connectWirePort);
}

function createModuleRuntime(
  code: string,
  functionName: string,
  connectWirePort: (port: MessagePort) => void,
): TriggerRuntime {
  const channel = new MessageChannel();
  connectWirePort(channel.port1);
  const engine = wrap<WirePortApi>(channel.port2);
  let capture = new InvocationCapture();
  const clients = createSandboxClients(async (target, body, region) => {
    const own = capture;
    const reply = await engine.dispatch(target, body, region);
    own.request(target, reply.status);
    return reply;
  });
  // Each runtime imports its own copy of the module (data: URLs of equal text would be one module).
  const module = ++modules;
  const host = createFunctionHost({
    code,
    functionName,
    registry: SDK_REGISTRY,
    shimUrls: dataShimUrls(),
    moduleUrl: (source) => dataUrl(`${source}\n// ${functionName} #${module}`),
  });
  let disposed = false;
  const dispose = () => {
    disposed = true;
    channel.port1.close();
    channel.port2.close();
  };

  const run = async (event: Parameters<TriggerRuntime['invoke']>[0], timeoutMs: number) => {
    capture = new InvocationCapture();
    const own = capture;
    if (disposed)
      return result(
        { ok: false, errorType: 'Runtime.ExitError', errorMessage: 'The function was stopped' },
        own,
        0,
      );
    const restore = useThreadGlobals(clients, (level, text) => own.log(level, text));
    const started = performance.now();
    try {
      const outcome = await Promise.race([
        host.invoke(event, newUuid(), started + timeoutMs),
        new Promise<'timed-out'>((resolve) => setTimeout(() => resolve('timed-out'), timeoutMs)),
      ]);
      const durationMs = performance.now() - started;
      if (outcome !== 'timed-out') return result(outcome, own, durationMs);
      const message = `Task timed out after ${(timeoutMs / 1000).toFixed(2)} seconds`;
      return {
        ...result({ ok: false, errorType: 'Sandbox.Timedout', errorMessage: message }, own, durationMs),
        outcome: 'timed-out' as const,
      };
    } finally {
      restore();
    }
  };

  return serialRuntime(threadQueue, run, dispose);
}

function result(outcome: HandlerOutcome, capture: InvocationCapture, durationMs: number): FunctionResult {
  if (outcome.ok) {
    return { outcome: 'succeeded', response: outcome.response, durationMs, ...capture.result() };
  }
  const { errorType, errorMessage } = outcome;
  return { outcome: 'failed', errorType, errorMessage, durationMs, ...capture.result() };
}

/** Sets `client`, `doc` and a capturing console on the thread; returns what puts them back. */
function useThreadGlobals(clients: object, sink: Parameters<typeof captureConsole>[0]): () => void {
  const scope = globalThis as Record<string, unknown>;
  const saved = { client: scope.client, doc: scope.doc, console: scope.console };
  Object.assign(scope, clients);
  scope.console = Object.create(saved.console as object) as Console;
  captureConsole(sink);
  return () => Object.assign(scope, saved);
}
