import { describe, expect, it } from 'vitest';
import { environmentPool } from './environmentPool.ts';
import type { FunctionResult, StreamEvent, TriggerRuntime } from './triggerTypes.ts';

/** A runtime whose invocations finish when the test says so; it counts what it was asked. */
function controlledRuntime(log: string[], name: string) {
  const pending: (() => void)[] = [];
  let state = 'live';
  const runtime: TriggerRuntime = {
    invoke(event) {
      log.push(`${name} runs ${event.Records.length}`);
      return new Promise<FunctionResult>((resolve) =>
        pending.push(() => resolve({ outcome: 'succeeded', durationMs: 1, logs: [], requests: [] })),
      );
    },
    retire: () => void (state = 'retired'),
    dispose: () => void (state = 'disposed'),
  };
  return { runtime, finishNext: () => pending.shift()?.(), state: () => state };
}

const batch = (size: number) => ({ Records: new Array(size).fill({}) }) as StreamEvent;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('environmentPool', () => {
  it('runs batches in flight at once in separate environments, up to its limit, then queues them', async () => {
    const log: string[] = [];
    const made: ReturnType<typeof controlledRuntime>[] = [];
    const pool = environmentPool(() => {
      const environment = controlledRuntime(log, `env${made.length + 1}`);
      made.push(environment);
      return environment.runtime;
    }, 2);
    const results = [pool.invoke(batch(1), 1000), pool.invoke(batch(2), 1000), pool.invoke(batch(3), 1000)];
    await settle();
    // Two environments started at once; the third batch waits for one of them.
    expect(log).toEqual(['env1 runs 1', 'env2 runs 2']);
    made[1].finishNext();
    await settle();
    expect(log).toEqual(['env1 runs 1', 'env2 runs 2', 'env2 runs 3']);
    made[0].finishNext();
    made[1].finishNext();
    expect((await Promise.all(results)).map((result) => result.environment)).toEqual([1, 2, 2]);
    // A warm environment serves the next batch: no third one is started.
    const next = pool.invoke(batch(4), 1000);
    await settle();
    expect(made).toHaveLength(2);
    made[0].finishNext();
    expect((await next).environment).toBe(1);
  });

  it('retires idle environments at once and busy ones when their work is done', async () => {
    const made: ReturnType<typeof controlledRuntime>[] = [];
    const pool = environmentPool(() => {
      const environment = controlledRuntime([], 'env');
      made.push(environment);
      return environment.runtime;
    }, 2);
    const first = pool.invoke(batch(1), 1000);
    const second = pool.invoke(batch(1), 1000);
    await settle();
    made[1].finishNext();
    await second;
    pool.retire();
    expect(made.map((environment) => environment.state())).toEqual(['live', 'retired']);
    made[0].finishNext();
    await first;
    expect(made.map((environment) => environment.state())).toEqual(['retired', 'retired']);
  });
});
