/**
 * Lambda-style triggers on table streams as the app reaches them (worker/triggersApi.ts): the same
 * calls, asynchronous, and — like the rest of EngineClient — never throwing: a failure to reach the
 * engine comes back as data too.
 */
import type { TriggersApi } from '../worker/triggersApi.ts';
import { clientError, type Outcome } from './engineClient.ts';

export type {
  FailedBatch,
  InvocationRecord,
  LogLine,
  ShardProgress,
  StartingPosition,
  StreamEventRecord,
  TriggerDetails,
  TriggerInput,
  TriggerSettings,
  TriggerStatus,
  TriggerSummary,
} from '../worker/triggersApi.ts';
export { DEFAULT_TRIGGER_SETTINGS } from '../worker/triggers/triggerTypes.ts';

type Async<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

export type TriggersClient = Async<TriggersApi>;

/** `source`: the engine worker's remote (comlink), or the triggers API on this thread. */
export function createTriggersClient(source: TriggersClient | TriggersApi): TriggersClient {
  return {
    async listTriggers(tableName) {
      try {
        return await source.listTriggers(tableName);
      } catch {
        return [];
      }
    },
    describeTrigger: (id) => outcome(() => source.describeTrigger(id)),
    createTrigger: (input) => outcome(() => source.createTrigger(input)),
    updateTriggerCode: (id, code) => outcome(() => source.updateTriggerCode(id, code)),
    setTriggerEnabled: (id, enabled) => outcome(() => source.setTriggerEnabled(id, enabled)),
    deleteTrigger: (id) => outcome(() => source.deleteTrigger(id)),
  };
}

async function outcome<T>(call: () => Outcome<T> | Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await call();
  } catch (error) {
    return { ok: false, error: clientError(error) };
  }
}
