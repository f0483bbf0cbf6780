/**
 * The scheduling half of a trigger runtime, shared by the worker runtime and the in-thread one:
 * invocations run one at a time in the order they were asked for (a Lambda execution environment
 * serves one request at a time), a run that throws comes back as a failed result (TriggerRuntime
 * never rejects), and a retired runtime is disposed as soon as its last invocation has finished.
 */
import { errorMessage } from '../../engine/streams/consumers/handlerOutcome.ts';
import type { FunctionResult, StreamEvent, TriggerRuntime } from './triggerTypes.ts';

/** Where invocations wait their turn: one per runtime, or one shared by several. */
export interface InvocationQueue {
  tail: Promise<unknown>;
}

export function newInvocationQueue(): InvocationQueue {
  return { tail: Promise.resolve() };
}

export function serialRuntime(
  queue: InvocationQueue,
  run: (event: StreamEvent, timeoutMs: number) => Promise<FunctionResult>,
  dispose: () => void,
): TriggerRuntime {
  let queued = 0;
  let retired = false;
  return {
    invoke(event, timeoutMs) {
      queued++;
      const result = queue.tail
        .then(() => run(event, timeoutMs))
        .catch((error: unknown) => unknownFailure(error));
      queue.tail = result;
      return result.finally(() => {
        queued--;
        if (retired && queued === 0) dispose();
      });
    },
    retire() {
      retired = true;
      if (queued === 0) dispose();
    },
    dispose,
  };
}

/** A failed result with no output, as a runtime reports what it could not classify. */
export function failure(
  errorType: string,
  errorMessage: string,
  output: Pick<FunctionResult, 'logs' | 'requests'> = { logs: [], requests: [] },
): FunctionResult {
  return { outcome: 'failed', errorType, errorMessage, durationMs: 0, ...output };
}

function unknownFailure(error: unknown): FunctionResult {
  return failure('Runtime.Unknown', errorMessage(error));
}
