/**
 * The sandbox worker: runs learner JavaScript with no DOM, next to a ready AWS SDK client. Its
 * requests reach the engine worker over a MessagePort (the engine's data lives there, so ending this
 * worker — the console's Stop button — loses nothing). Globals for learner code: `client`
 * (a DynamoDB client) and `doc` (a DynamoDBDocument), each taking `send(command)` and a method per
 * operation; both packages can be imported by name, and a client the code makes itself is connected
 * too (sandbox/sandboxSdk.ts).
 */
import { wrap, type Remote } from 'comlink';
import type { WirePortApi } from './api.ts';
import { captureConsole, uncaught } from './sandbox/capturedConsole.ts';
import { formatValue, nameExportedClasses } from './sandbox/formatValue.ts';
import {
  createShimUrls,
  explainImportError,
  learnerModuleSource,
  moduleUrl,
  positionInModule,
  STARTED_GLOBAL,
  startMarkerSource,
} from './sandbox/learnerModule.ts';
import { blockNetwork } from './sandbox/blockNetwork.ts';
import { createProcess, nodeShims, ProcessExit } from './sandbox/nodeShims.ts';
import { createRunOutput } from './sandbox/runOutput.ts';
import { installRunTimers, type TimerGlobals } from './sandbox/runTimers.ts';
import { countSends, createSandboxClients, HOME_REGION, SDK_REGISTRY } from './sandbox/sandboxSdk.ts';
import { UNSETTLED_AWAIT_NOTICE, watchUnsettledAwait } from './sandbox/unsettledAwait.ts';
import { installVirtualDate } from './sandbox/virtualDate.ts';
import type { FromSandbox, ToSandbox } from './sandboxProtocol.ts';

const post = (message: FromSandbox) => self.postMessage(message);

/**
 * The run in progress. Like a Node script, it is over when its module has evaluated and nothing it
 * started is pending — no timer, no SDK request — or as soon as it calls process.exit or throws: in
 * its module, a timer's callback or a promise nobody handles (uncaughtError).
 */
interface Run {
  id: number;
  /** The module's URL, by which its frames in an error's stack are found. */
  url: string;
  exports?: Record<string, unknown>;
  /** SDK requests sent and not yet settled. */
  sending: number;
  /** Requests that reached the engine (none, with an exported main: it was never called). */
  requests: number;
  waitNoticeShown: boolean;
  /** Checks in a row that found nothing pending (settleSoon). */
  idleChecks: number;
  over: boolean;
}
let current: Run | undefined;

// Date tells the header's time, so TTL values computed from it expire when the learner expects.
const clock = installVirtualDate(self);
let engine: Remote<WirePortApi> | undefined;
const timers = installRunTimers(
  self as unknown as TimerGlobals,
  () => settleSoon(),
  (error) => uncaughtError(error, `Uncaught ${describeReason(error)}`),
);
const output = createRunOutput(post, (callback, ms) => timers.native.setTimeout(callback, ms));

// Output of a run that is over (code still running after it failed or exited) goes nowhere.
captureConsole((level, text) => {
  if (current && !current.over) output.line(level, text);
});

// Errors nothing caught end the run, as Node (15 and later, for rejections) ends the process. A
// timer's are caught by `timers`; these are the rest (queueMicrotask's, a promise nobody handles).
self.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  uncaughtError(event.reason, `Uncaught (in promise) ${describeReason(event.reason)}`);
});
self.addEventListener('error', (event) => {
  event.preventDefault();
  const error: unknown = event.error;
  // Without the error itself (never the case for the learner's module, of this origin), its message.
  if (error == null) uncaughtError(new Error(event.message), uncaught(event.message));
  else uncaughtError(error, `Uncaught ${describeReason(error)}`);
});

self.addEventListener('message', (event: MessageEvent<ToSandbox>) => {
  const message = event.data;
  if (message.type === 'init') setUp(message.port);
  else void startRun(message.runId, message.code);
});

let shimUrls: Record<string, string> = {};
const process = createProcess((code) => {
  if (!current) return;
  if (code === 0) end(current, { ok: true });
  else end(current, { ok: false, error: { name: 'Exit', message: `process.exit(${code}) ended the run.` } });
});
const registry = { ...SDK_REGISTRY, ...nodeShims(process) };

/**
 * The AWS SDK's examples export a `main` function that a separate script calls; pasted here they
 * define it and stop. Said when the code exported one and sent nothing.
 */
const UNCALLED_MAIN =
  'The code exports main() but nothing called it (AWS examples leave that to another script): add `await main();` at the end to run it.';

/** Said once, when the module has finished and a setInterval timer is still set. */
const WAITING_FOR_INTERVAL =
  'The code has finished, but a setInterval timer is still set: like Node, the run waits for it. clearInterval() or Stop ends it.';

function setUp(port: MessagePort) {
  const wire = wrap<WirePortApi>(port);
  engine = wire;
  const clients = createSandboxClients(async (target, body, region) => {
    const run = current;
    if (run) run.requests++;
    const started = performance.now();
    // The engine has carried the request out by the time its reply comes: it is recorded then, even
    // if its run has ended meanwhile (a timer threw), as a lesson check reads the Console history.
    // Only the learner's code waiting for it is held back (`forRun`): it must not resume in a later
    // run, so the reply of a run that has ended never reaches it.
    const reply = await timers.forRun(async () => {
      const served = await wire.dispatch(target, body, region);
      if (run) postRequest(run.id, target, body, region, served, performance.now() - started);
      return served;
    });
    clock.update(reply.clock);
    return reply;
  });
  countSends(() => {
    const run = current;
    if (!run) return () => {};
    run.sending++;
    return () => {
      run.sending--;
      settleSoon();
    };
  });
  Object.assign(globalThis, clients, { process });
  shimUrls = createShimUrls(registry);
  nameExportedClasses(SDK_REGISTRY);
  blockNetwork();
}

/** Tells the app about a request the engine has answered, for its run's Console history. */
function postRequest(
  runId: number,
  target: string,
  body: string,
  region: string | undefined,
  reply: Awaited<ReturnType<WirePortApi['dispatch']>>,
  ms: number,
) {
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
    clockMs: reply.clock.now,
  });
}

async function startRun(runId: number, code: string) {
  const marker = moduleUrl(startMarkerSource(runId));
  const url = moduleUrl(learnerModuleSource(code, shimUrls, marker));
  const run: Run = {
    id: runId,
    url,
    sending: 0,
    requests: 0,
    waitNoticeShown: false,
    idleChecks: 0,
    over: false,
  };
  current = run;
  output.begin(runId);
  // `process.argv[1] === fileURLToPath(import.meta.url)`, as AWS's sample scripts test, holds.
  process.argv[1] = url;
  process.exitCode = undefined;
  timers.open();
  try {
    if (engine) clock.restart(await engine.clock());
    run.exports = (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
    settleSoon();
  } catch (error) {
    if (!(error instanceof ProcessExit)) end(run, { ok: false, error: describeError(error, url) });
  } finally {
    URL.revokeObjectURL(url);
    URL.revokeObjectURL(marker);
  }
}

/** The learner's code has begun: from now on a top-level await that nothing can settle is noticed. */
(globalThis as Record<string, unknown>)[STARTED_GLOBAL] = (runId: number) => {
  const run = current;
  if (!run || run.id !== runId) return;
  watchUnsettledAwait({
    evaluating: () => current === run && !run.over && !run.exports,
    busy: () => {
      const { timeouts, intervals } = timers.pending();
      return timeouts > 0 || intervals > 0 || run.sending > 0;
    },
    notify: () => post({ type: 'console', runId: run.id, level: 'info', text: UNSETTLED_AWAIT_NOTICE }),
    setTimeout: (callback, ms) => timers.native.setTimeout(callback, ms),
    now: () => performance.now(),
  });
};

let settleScheduled = false;

/**
 * Checks, once the tasks queued now have run, whether the run is over. A request's reply and a
 * timer's callback go on in promise callbacks (the learner's `.then`, a retry), which run first.
 * Idle is confirmed by a second check a task later: the browser reports a promise rejection nobody
 * handled (a failed request sent and forgotten) in a task of its own, and it fails this run.
 */
function settleSoon() {
  if (settleScheduled) return;
  settleScheduled = true;
  timers.native.setTimeout(() => {
    settleScheduled = false;
    const run = current;
    if (!run || run.over || !run.exports) return;
    const { timeouts, intervals } = timers.pending();
    const idle = timeouts === 0 && intervals === 0 && run.sending === 0;
    run.idleChecks = idle ? run.idleChecks + 1 : 0;
    if (run.idleChecks >= 2) end(run, { ok: true });
    else if (idle) settleSoon();
    else if (intervals > 0 && !run.waitNoticeShown) {
      run.waitNoticeShown = true;
      post({ type: 'console', runId: run.id, level: 'info', text: WAITING_FOR_INTERVAL });
    }
  }, 0);
}

type Outcome = { ok: true } | { ok: false; error: Extract<FromSandbox, { ok: false }>['error'] };

/** Ends the run (once): its timers are cleared, so none of them fires into the next run. */
function end(run: Run, outcome: Outcome) {
  if (run.over) return;
  run.over = true;
  timers.close();
  output.flush();
  if (outcome.ok && typeof run.exports?.main === 'function' && run.requests === 0)
    post({ type: 'console', runId: run.id, level: 'info', text: UNCALLED_MAIN });
  post({ type: 'done', runId: run.id, ...outcome });
}

/**
 * An error nothing caught: printed as the browser words it (`line`), and the run fails with it, as a
 * Node process exits with an uncaught exception: no timer fires after it, no reply reaches it.
 */
function uncaughtError(error: unknown, line: string) {
  const run = current;
  // process.exit has ended the run already; an error of a run that is over belongs to none.
  if (!run || run.over || error instanceof ProcessExit) return;
  output.line('error', line);
  end(run, { ok: false, error: describeError(error, run.url) });
}

function describeError(error: unknown, url: string) {
  // A thrown value that is not an Error (`throw { code: 1 }`) shows as console.log shows it.
  if (!(error instanceof Error)) return { name: 'Uncaught', message: formatValue(error) };
  const message = explainImportError(error.message, SDK_REGISTRY, shimUrls);
  return { name: error.name, message, position: positionInModule(error, url) };
}

function describeReason(reason: unknown): string {
  return reason instanceof Error ? `${reason.name}: ${reason.message}` : formatValue(reason);
}
