/**
 * The engine worker's side of trigger workers, with a scripted stand-in for trigger.worker.ts (Node
 * has no Web Workers): one invocation at a time, output gathered per invocation, timeouts that end
 * the worker, failed inits, and retiring a runtime after new code is deployed.
 */
import { describe, expect, it } from 'vitest';
import type { HandlerOutcome } from './functionHost.ts';
import { INIT_PHASE, type FromTrigger, type ToTrigger } from './triggerProtocol.ts';
import type { StreamEvent } from './triggerTypes.ts';
import { createWorkerRuntime } from './workerRuntime.ts';

type Behaviour = (
  message: Extract<ToTrigger, { type: 'invoke' }>,
  reply: (message: FromTrigger) => void,
) => void;

/** A stand-in for the trigger worker: answers init, then lets `behaviour` answer invocations. */
class ScriptedWorker {
  readonly received: ToTrigger[] = [];
  terminated = false;
  private readonly listeners = new Map<string, ((event: unknown) => void)[]>();
  private readonly init: HandlerOutcome;
  private readonly behaviour: Behaviour;

  constructor(behaviour: Behaviour, init: HandlerOutcome = { ok: true }) {
    this.behaviour = behaviour;
    this.init = init;
  }

  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  postMessage(message: ToTrigger) {
    this.received.push(message);
    const reply = (answer: FromTrigger) =>
      setTimeout(() => {
        if (this.terminated) return;
        for (const listener of this.listeners.get('message') ?? []) listener({ data: answer });
      }, 1);
    if (message.type === 'init') {
      message.port.close();
      reply({
        type: 'output',
        id: INIT_PHASE,
        entry: { kind: 'log', line: { level: 'log', text: 'cold start' } },
      });
      reply({ type: 'ready', outcome: this.init, dropped: { lines: 0, requests: 0 } });
    } else {
      this.behaviour(message, reply);
    }
  }

  terminate() {
    this.terminated = true;
  }
}

const event = (name: string): StreamEvent => ({
  Records: [
    {
      eventID: name,
      eventName: 'INSERT',
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: 'us-east-1',
      eventSourceARN: 'arn',
      dynamodb: {
        ApproximateCreationDateTime: 0,
        Keys: { PK: { S: name } },
        SequenceNumber: '1',
        SizeBytes: 1,
        StreamViewType: 'KEYS_ONLY',
      },
    },
  ],
});

/** Answers each invocation after `delay` ms with a log line naming its record, or never for "hang". */
const echo =
  (delay = 5): Behaviour =>
  (message, reply) => {
    const name = message.event.Records[0].eventID;
    if (name === 'hang') return;
    setTimeout(() => {
      reply({
        type: 'output',
        id: message.id,
        entry: { kind: 'log', line: { level: 'log', text: `saw ${name}` } },
      });
      reply({
        type: 'output',
        id: message.id,
        entry: { kind: 'request', request: { operation: 'PutItem', status: 200 } },
      });
      const outcome: HandlerOutcome =
        name === 'bad' ? { ok: false, errorType: 'TypeError', errorMessage: 'x is undefined' } : { ok: true };
      reply({
        type: 'result',
        id: message.id,
        outcome,
        durationMs: delay,
        dropped: { lines: 2, requests: 0 },
      });
    }, delay);
  };

function runtimeWith(behaviour: Behaviour, init?: HandlerOutcome) {
  const workers: ScriptedWorker[] = [];
  const runtime = createWorkerRuntime({
    code: 'export const handler = () => {}',
    functionName: 'fn',
    connectWirePort: (port) => port.close(),
    spawn: () => {
      const worker = new ScriptedWorker(behaviour, init);
      workers.push(worker);
      return worker as unknown as Worker;
    },
  });
  return { runtime, workers };
}

describe('worker runtime', () => {
  it('runs invocations one at a time, in order, with each one’s output (init output with the first)', async () => {
    const { runtime, workers } = runtimeWith(echo(20));
    const results = await Promise.all([runtime.invoke(event('a'), 1000), runtime.invoke(event('b'), 1000)]);
    expect(results[0]).toMatchObject({
      outcome: 'succeeded',
      logs: [
        { level: 'log', text: 'cold start' },
        { level: 'log', text: 'saw a' },
        { level: 'warn', text: '… 2 more lines not kept (100 per invocation)' },
      ],
      requests: [{ operation: 'PutItem', status: 200 }],
    });
    expect(results[1].logs[0]).toEqual({ level: 'log', text: 'saw b' });
    expect(workers).toHaveLength(1);
    const invokes = workers[0].received.filter((message) => message.type === 'invoke');
    expect(invokes.map((message) => message.event.Records[0].eventID)).toEqual(['a', 'b']);
  });

  it('reports a thrown error with its name and keeps the worker warm', async () => {
    const { runtime, workers } = runtimeWith(echo());
    expect(await runtime.invoke(event('bad'), 1000)).toMatchObject({
      outcome: 'failed',
      errorType: 'TypeError',
      errorMessage: 'x is undefined',
    });
    expect((await runtime.invoke(event('a'), 1000)).outcome).toBe('succeeded');
    expect(workers).toHaveLength(1);
  });

  it('ends a worker whose handler runs past the timeout, and starts a fresh one next time', async () => {
    const { runtime, workers } = runtimeWith(echo());
    const timedOut = await runtime.invoke(event('hang'), 100);
    expect(timedOut).toMatchObject({
      outcome: 'timed-out',
      errorType: 'Sandbox.Timedout',
      errorMessage: 'Task timed out after 0.10 seconds',
    });
    expect(timedOut.logs).toEqual([{ level: 'log', text: 'cold start' }]);
    expect(workers[0].terminated).toBe(true);
    expect((await runtime.invoke(event('a'), 1000)).outcome).toBe('succeeded');
    expect(workers).toHaveLength(2);
  });

  it('fails invocations whose init failed, starting again each time as Lambda does', async () => {
    const { runtime, workers } = runtimeWith(echo(), {
      ok: false,
      errorType: 'Runtime.HandlerNotFound',
      errorMessage: 'index.handler is undefined or not exported',
    });
    expect(await runtime.invoke(event('a'), 1000)).toMatchObject({
      outcome: 'failed',
      errorType: 'Runtime.HandlerNotFound',
      logs: [{ level: 'log', text: 'cold start' }],
    });
    await runtime.invoke(event('a'), 1000);
    expect(workers.map((worker) => worker.terminated)).toEqual([true, true]);
  });

  it('retires after the invocations it was given, and a disposed runtime refuses new ones', async () => {
    const { runtime, workers } = runtimeWith(echo(20));
    const pending = runtime.invoke(event('a'), 1000);
    runtime.retire();
    expect(workers[0]?.terminated ?? false).toBe(false);
    expect((await pending).outcome).toBe('succeeded');
    expect(workers[0].terminated).toBe(true);
    expect(await runtime.invoke(event('b'), 1000)).toMatchObject({
      outcome: 'failed',
      errorType: 'Runtime.ExitError',
    });
  });

  it('ends an invocation in progress when disposed', async () => {
    const { runtime, workers } = runtimeWith(echo());
    const pending = runtime.invoke(event('hang'), 5000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    runtime.dispose();
    expect(await pending).toMatchObject({ outcome: 'failed', errorType: 'Runtime.ExitError' });
    expect(workers[0].terminated).toBe(true);
  });
});
