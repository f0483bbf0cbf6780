import { wrap } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import type { WirePortApi } from '../worker/api.ts';
import type { FromSandbox, ToSandbox } from '../worker/sandboxProtocol.ts';
import { createInProcessClient } from './inProcessClient.ts';
import { createSandboxRunner, type RunListener, type SandboxRequest } from './sandboxRunner.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/**
 * Stands in for the learner-code worker (a real one needs a browser): it forwards requests to the
 * real engine over the port the runner connects, and the test says when it reports what. This is
 * how sandbox.worker.ts reports a request whose run ended while it was in flight: the 'request'
 * message comes after the run's 'done'.
 */
function learnerWorker() {
  const target = new EventTarget();
  let engine: ReturnType<typeof wrap<WirePortApi>> | undefined;
  const runs: number[] = [];
  const worker = Object.assign(target, {
    postMessage(message: ToSandbox) {
      if (message.type === 'init') {
        engine = wrap<WirePortApi>(message.port);
        cleanups.push(() => message.port.close());
      } else runs.push(message.runId);
    },
    terminate() {},
  });
  const send = (message: FromSandbox) => target.dispatchEvent(new MessageEvent('message', { data: message }));
  return {
    worker: worker as unknown as Worker,
    /** The run ids the runner has started, latest last. */
    runs,
    send,
    /** Sends a request to the engine and reports it, with its reply, for run `runId`. */
    async request(runId: number, operation: string, body: object) {
      const wireTarget = `DynamoDB_20120810.${operation}`;
      const text = JSON.stringify(body);
      const reply = await engine!.dispatch(wireTarget, text);
      const { status, trace } = reply;
      send({
        type: 'request',
        runId,
        target: wireTarget,
        body: text,
        status,
        reply: reply.body,
        ms: 1,
        trace,
        clockMs: reply.clock.now,
      });
    },
  };
}

function recorder() {
  const requests: SandboxRequest[] = [];
  const lines: string[] = [];
  const listener: RunListener = {
    console: (_level, text) => lines.push(text),
    request: (request) => requests.push(request),
  };
  return { listener, requests, lines };
}

/** Waits until the runner has posted a run to the worker (it first connects the engine's port). */
async function started(runs: number[], count: number) {
  while (runs.length < count) await new Promise((resolve) => setTimeout(resolve, 1));
  return runs[count - 1]!;
}

const failure = { name: 'Error', message: 'thrown in a timer' };

/** A runner on an in-process engine whose learner worker is the fake; disposed after the test. */
function runnerOnFakeWorker() {
  const fake = learnerWorker();
  const runner = createSandboxRunner(createInProcessClient({ tableStatusDelayMs: 0 }), () => fake.worker);
  cleanups.push(() => runner.dispose());
  return { fake, runner };
}

describe('createSandboxRunner', () => {
  it("gives a request answered after its run failed to that run's listener", async () => {
    const { fake, runner } = runnerOnFakeWorker();
    const first = recorder();
    const result = runner.run('code', first.listener);
    const runId = await started(fake.runs, 1);
    // A timer threw while a ListTables was in flight: the run is over before its reply comes.
    fake.send({ type: 'done', runId, ok: false, error: failure });
    expect(await result).toEqual({ status: 'failed', error: failure });
    await fake.request(runId, 'ListTables', {});
    expect(first.requests).toEqual([
      expect.objectContaining({ target: 'DynamoDB_20120810.ListTables', status: 200 }),
    ]);
  });

  it('still drops console output of a run that has finished', async () => {
    const { fake, runner } = runnerOnFakeWorker();
    const first = recorder();
    const result = runner.run('code', first.listener);
    const runId = await started(fake.runs, 1);
    fake.send({ type: 'console', runId, level: 'log', text: 'before' });
    fake.send({ type: 'done', runId, ok: true });
    await result;
    fake.send({ type: 'console', runId, level: 'log', text: 'after' });
    fake.send({ type: 'console-tail', runId, lines: [{ level: 'log', text: 'tail' }], skipped: 0 });
    expect(first.lines).toEqual(['before']);
  });

  it('once the next run has started, a late request of the one before goes to neither run', async () => {
    const { fake, runner } = runnerOnFakeWorker();
    const first = recorder();
    const firstResult = runner.run('code', first.listener);
    const firstId = await started(fake.runs, 1);
    fake.send({ type: 'done', runId: firstId, ok: true });
    await firstResult;
    const second = recorder();
    const secondResult = runner.run('code', second.listener);
    const secondId = await started(fake.runs, 2);
    await fake.request(firstId, 'ListTables', {});
    expect(first.requests).toEqual([]);
    expect(second.requests).toEqual([]);
    // The new run's own requests still reach its listener.
    await fake.request(secondId, 'ListTables', {});
    fake.send({ type: 'done', runId: secondId, ok: true });
    await secondResult;
    expect(second.requests).toHaveLength(1);
  });
});
