/**
 * The triggers part of the engine worker's surface (exposed with the rest by engineHost.ts): create,
 * inspect, enable or disable, re-deploy and delete Lambda-style triggers on table streams. Like
 * EngineApi, nothing throws across the boundary: refusals come back as `{ ok: false, error }` with
 * the type Lambda or DynamoDB would answer with.
 */
import { DynamoDBError, wireType } from '../engine/errors.ts';
import type { Outcome, WireError } from './api.ts';
import { TriggerError } from './triggers/triggerDefinition.ts';
import type { TriggerRegistry } from './triggers/triggerRegistry.ts';
import type { TriggerDetails, TriggerInput, TriggerSummary } from './triggers/triggerTypes.ts';

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
} from './triggers/triggerTypes.ts';

export interface TriggersApi {
  /** Every trigger, or a table's, as summaries (no code, records or output). */
  listTriggers(tableName?: string): TriggerSummary[];
  /** One trigger with its code, its on-failure destination and its recent invocations. */
  describeTrigger(id: string): Outcome<TriggerDetails>;
  createTrigger(input: TriggerInput): Outcome<TriggerSummary>;
  /** Deploys new code; invocations already running finish on the old code. */
  updateTriggerCode(id: string, code: string): Outcome<TriggerSummary>;
  setTriggerEnabled(id: string, enabled: boolean): Outcome<TriggerSummary>;
  /** Stops the trigger and forgets it; answers with its last summary. */
  deleteTrigger(id: string): Outcome<TriggerSummary>;
}

export function createTriggersApi(registry: TriggerRegistry): TriggersApi {
  return {
    listTriggers: (tableName) => registry.list(tableName),
    describeTrigger: (id) => attempt(() => registry.describe(id)),
    createTrigger: (input) => attempt(() => registry.create(input)),
    updateTriggerCode: (id, code) => attempt(() => registry.updateCode(id, code)),
    setTriggerEnabled: (id, enabled) => attempt(() => registry.setEnabled(id, enabled === true)),
    deleteTrigger: (id) => attempt(() => registry.delete(id)),
  };
}

function attempt<T>(action: () => T): Outcome<T> {
  try {
    return { ok: true, value: action() };
  } catch (error) {
    return { ok: false, error: asWireError(error) };
  }
}

function asWireError(error: unknown): WireError {
  if (error instanceof DynamoDBError) {
    const body = error.toWire();
    return { __type: wireType(error.type), message: error.message, status: 400, body: JSON.stringify(body) };
  }
  // Anything else is a bug, answered the way Lambda answers its own failures.
  const known = error instanceof TriggerError;
  const type = known ? error.type : 'ServiceException';
  const message = error instanceof Error ? error.message : String(error);
  return {
    __type: type,
    message,
    status: known ? 400 : 500,
    body: JSON.stringify({ __type: type, message }),
  };
}
