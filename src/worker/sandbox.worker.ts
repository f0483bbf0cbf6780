/**
 * The sandbox worker: runs learner JavaScript with no DOM, next to a ready AWS SDK client. Its
 * requests reach the engine worker over a MessagePort (the engine's data lives there, so ending this
 * worker — the console's Stop button — loses nothing). Globals for learner code: `client`
 * (DynamoDBClient) and `doc` (DynamoDBDocumentClient); both packages can be imported by name, and a
 * client the code makes itself is connected too (sandbox/sandboxSdk.ts).
 */
import { wrap } from 'comlink';
import type { WirePortApi } from './api.ts';
import { captureConsole, uncaught } from './sandbox/capturedConsole.ts';
import {
  createShimUrls,
  explainImportError,
  learnerModuleUrl,
  positionInModule,
} from './sandbox/learnerModule.ts';
import { blockNetwork } from './sandbox/blockNetwork.ts';
import { createSandboxClients, HOME_REGION, SDK_REGISTRY as registry } from './sandbox/sandboxSdk.ts';
import type { FromSandbox, ToSandbox } from './sandboxProtocol.ts';

const post = (message: FromSandbox) => self.postMessage(message);
let currentRun = 0;
/** Lines posted for the current run: a runaway `console.log` loop must not flood the app's thread. */
let linesThisRun = 0;
let requestsThisRun = 0;
const MAX_LINES_PER_RUN = 2_000;

captureConsole((level, text) => {
  linesThisRun++;
  if (linesThisRun < MAX_LINES_PER_RUN) post({ type: 'console', runId: currentRun, level, text });
  else if (linesThisRun === MAX_LINES_PER_RUN) {
    const notice = `… further output is not shown (the console keeps ${MAX_LINES_PER_RUN - 1} lines per run)`;
    post({ type: 'console', runId: currentRun, level: 'warn', text: notice });
  }
});

// Errors learner code leaves behind (an un-awaited promise, a throwing timer) belong in its console.
self.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  post({
    type: 'console',
    runId: currentRun,
    level: 'error',
    text: `Uncaught (in promise) ${describeReason(event.reason)}`,
  });
});
self.addEventListener('error', (event) => {
  event.preventDefault();
  post({ type: 'console', runId: currentRun, level: 'error', text: uncaught(event.message) });
});

self.addEventListener('message', (event: MessageEvent<ToSandbox>) => {
  const message = event.data;
  if (message.type === 'init') setUp(message.port);
  else void run(message.runId, message.code);
});

let shimUrls: Record<string, string> = {};

/**
 * The AWS SDK's examples export a `main` function that a separate script calls; pasted here they
 * define it and stop. Said when the code exported one and sent nothing.
 */
const UNCALLED_MAIN = (runId: number): FromSandbox => ({
  type: 'console',
  runId,
  level: 'info',
  text: 'The code exports main() but nothing called it (AWS examples leave that to another script): add `await main();` at the end to run it.',
});

function setUp(port: MessagePort) {
  const engine = wrap<WirePortApi>(port);
  const clients = createSandboxClients(async (target, body, region) => {
    const runId = currentRun;
    requestsThisRun++;
    const started = performance.now();
    const reply = await engine.dispatch(target, body, region);
    const ms = performance.now() - started;
    const { status, trace, errorPosition } = reply;
    const where = region === undefined || region === HOME_REGION ? {} : { region };
    post({
      type: 'request',
      runId,
      target,
      body,
      status,
      reply: reply.body,
      ms,
      trace,
      errorPosition,
      ...where,
    });
    return reply;
  });
  Object.assign(globalThis, clients);
  shimUrls = createShimUrls(registry);
  blockNetwork();
}

async function run(runId: number, code: string) {
  currentRun = runId;
  linesThisRun = 0;
  requestsThisRun = 0;
  const url = learnerModuleUrl(code, shimUrls);
  try {
    const module = (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
    if (typeof module.main === 'function' && requestsThisRun === 0) post(UNCALLED_MAIN(runId));
    post({ type: 'done', runId, ok: true });
  } catch (error) {
    post({ type: 'done', runId, ok: false, error: describeError(error, url) });
  } finally {
    URL.revokeObjectURL(url);
  }
}

function describeError(error: unknown, url: string) {
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  return { name, message: explainImportError(message, registry), position: positionInModule(error, url) };
}

function describeReason(reason: unknown): string {
  return reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
}
