/**
 * A trigger's own worker: runs one learner handler, one invocation at a time, next to the same ready
 * `client` and `doc` as console code. Its SDK requests reach the engine worker over a MessagePort.
 * The engine worker starts it (workerRuntime.ts) and terminates it when a handler runs past its
 * timeout, so a runaway handler never freezes the engine. Output is sent as it happens, per invocation.
 */
import { wrap, type Remote } from 'comlink';
import type { WirePortApi } from '../api.ts';
import { blockNetwork } from '../sandbox/blockNetwork.ts';
import { captureConsole, uncaught } from '../sandbox/capturedConsole.ts';
import { nameExportedClasses } from '../sandbox/formatValue.ts';
import { createShimUrls } from '../sandbox/learnerModule.ts';
import { createFunctionHost, describeThrown, type FunctionHost } from './functionHost.ts';
import { InvocationCapture } from './invocationCapture.ts';
import { createSandboxClients, SDK_REGISTRY } from '../sandbox/sandboxSdk.ts';
import { installVirtualDate } from '../sandbox/virtualDate.ts';
import { INIT_PHASE, type FromTrigger, type ToTrigger } from './triggerProtocol.ts';

const post = (message: FromTrigger) => self.postMessage(message);
const captureFor = (id: number) => new InvocationCapture((entry) => post({ type: 'output', id, entry }));

/** Output goes to the invocation running now (before the first: to the init phase). */
let capture = captureFor(INIT_PHASE);
let host: FunctionHost | undefined;
let engine: Remote<WirePortApi> | undefined;
// Date tells the sandbox's virtual time, as in the Console (virtualDate.ts).
const clock = installVirtualDate(self);

captureConsole((level, text) => capture.log(level, text));
// Errors handler code leaves behind (an un-awaited promise, a throwing timer) belong in its output.
self.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  const { errorType, errorMessage } = describeThrown(event.reason);
  capture.log('error', `Uncaught (in promise) ${errorType}: ${errorMessage}`);
});
self.addEventListener('error', (event) => {
  event.preventDefault();
  capture.log('error', uncaught(event.message));
});

self.addEventListener('message', (event: MessageEvent<ToTrigger>) => {
  const message = event.data;
  if (message.type === 'init') void init(message);
  else void invoke(message);
});

async function init({ port, code, functionName }: Extract<ToTrigger, { type: 'init' }>) {
  const wire = wrap<WirePortApi>(port);
  engine = wire;
  clock.restart(await wire.clock());
  const clients = createSandboxClients(async (target, body, region) => {
    const own = capture;
    const reply = await wire.dispatch(target, body, region);
    clock.update(reply.clock);
    own.request(target, reply.status);
    return reply;
  });
  Object.assign(globalThis, clients);
  const shimUrls = createShimUrls(SDK_REGISTRY);
  nameExportedClasses(SDK_REGISTRY);
  blockNetwork();
  host = createFunctionHost({
    code,
    functionName,
    registry: SDK_REGISTRY,
    shimUrls,
    // Kept for the worker's lifetime: stack traces of handler errors point into it.
    moduleUrl: (source) => URL.createObjectURL(new Blob([source], { type: 'text/javascript' })),
  });
  const outcome = await host.load();
  post({ type: 'ready', outcome, dropped: capture.droppedCounts() });
}

async function invoke({ id, event, requestId, timeoutMs }: Extract<ToTrigger, { type: 'invoke' }>) {
  capture = captureFor(id);
  const own = capture;
  if (engine) clock.restart(await engine.clock());
  const started = performance.now();
  const outcome = host
    ? await host.invoke(event, requestId, started + timeoutMs)
    : { ok: false as const, errorType: 'Runtime.Unknown', errorMessage: 'The function was not initialised' };
  const durationMs = performance.now() - started;
  post({ type: 'result', id, outcome, durationMs, dropped: own.droppedCounts() });
}
