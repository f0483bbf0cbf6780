/**
 * A trigger's execution environments, as Lambda keeps them for a stream's event source mapping:
 * each shard has one batch in flight at a time and the shards are processed concurrently, so the
 * function runs in as many environments as batches are in flight — each with its own module state,
 * its own init (cold start) and its own timeouts — and an environment that finished a batch stays
 * warm for the next one. The sandbox caps a trigger at MAX_ENVIRONMENTS (a reserved concurrency of
 * its own, to keep a browser tab light); further batches wait for an environment to come free.
 *
 * Each environment is a TriggerRuntime (a worker of its own in the app, workerRuntime.ts), which
 * serves one invocation at a time; the pool hands it one batch at a time and tells which
 * environment ran each invocation.
 */
import type { FunctionResult, StreamEvent, TriggerRuntime } from './triggerTypes.ts';

export const MAX_ENVIRONMENTS = 4;

interface Environment {
  /** 1, 2, …: in the order they were started. */
  number: number;
  runtime: TriggerRuntime;
  busy: boolean;
}

export function environmentPool(
  create: () => TriggerRuntime,
  maxEnvironments = MAX_ENVIRONMENTS,
): TriggerRuntime {
  const environments: Environment[] = [];
  /** Invocations waiting for an environment, oldest first: handed one as it comes free. */
  const waiting: ((environment: Environment) => void)[] = [];
  let retired = false;

  /** An environment marked busy at once (two invocations in one tick must not share one). */
  const acquire = (): Promise<Environment> => {
    // Any warm environment will do: Lambda does not say which one it picks.
    let environment = environments.find((candidate) => !candidate.busy);
    if (!environment && environments.length < maxEnvironments) {
      environment = { number: environments.length + 1, runtime: create(), busy: false };
      environments.push(environment);
    }
    if (!environment) return new Promise((resolve) => waiting.push(resolve));
    environment.busy = true;
    return Promise.resolve(environment);
  };

  const release = (environment: Environment) => {
    const next = waiting.shift();
    if (next) return next(environment);
    environment.busy = false;
    if (retired) environment.runtime.retire();
  };

  return {
    async invoke(event: StreamEvent, timeoutMs: number): Promise<FunctionResult> {
      const environment = await acquire();
      try {
        const result = await environment.runtime.invoke(event, timeoutMs);
        return { ...result, environment: environment.number };
      } finally {
        release(environment);
      }
    },
    /** Batches already waiting still run; each environment ends once it has no more work. */
    retire() {
      retired = true;
      for (const environment of environments) if (!environment.busy) environment.runtime.retire();
    },
    dispose() {
      for (const environment of environments) environment.runtime.dispose();
    },
  };
}
