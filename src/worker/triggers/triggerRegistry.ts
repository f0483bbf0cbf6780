/**
 * The sandbox's triggers: a learner's function attached to a table's stream the way a Lambda event
 * source mapping is. The engine's stream consumers (engine/streams/consumers) do the reading —
 * batches per shard in order, retries that block the shard, bisecting, the on-failure destination —
 * and call a handler that hands each batch to the trigger's execution environments (environmentPool:
 * shards run concurrently, each environment its own worker in the app) and fails when the function
 * fails or times out. Kept here: the definitions (saved with the sandbox and attached again when it
 * is restored), each trigger's environments and its recent invocations.
 */
import type { Engine } from '../../engine/engine.ts';
import type { StreamEvent } from '../../engine/streams/consumers/consumerTypes.ts';
import { copyFilterCriteria } from '../../engine/streams/consumers/eventFilterPatterns.ts';
import { errorMessage } from '../../engine/streams/consumers/handlerOutcome.ts';
import {
  addStreamConsumer,
  type StreamConsumerHandle,
} from '../../engine/streams/consumers/streamConsumers.ts';
import { environmentPool } from './environmentPool.ts';
import {
  checkCode,
  checkInput,
  mappingSettings,
  readSavedDefinition,
  TriggerError,
} from './triggerDefinition.ts';
import {
  readInvocations,
  readProgress,
  savedInvocations,
  savedProgress,
  type ResumeOptions,
} from './triggerProgress.ts';
import { newUuid } from './uuid.ts';
import type {
  InvocationRecord,
  RuntimeFactory,
  SavedTrigger,
  StartingPosition,
  TriggerDefinition,
  TriggerDetails,
  TriggerRuntime,
  TriggerSummary,
} from './triggerTypes.ts';

/** Invocations kept per trigger, newest first. */
export const MAX_INVOCATIONS_KEPT = 50;
/** Each trigger may run a worker of its own: a learning sandbox needs a handful. */
export const MAX_TRIGGERS = 20;

interface Trigger {
  definition: TriggerDefinition;
  engine: Engine | undefined;
  consumer: StreamConsumerHandle | undefined;
  detachedReason: string | undefined;
  runtime: TriggerRuntime | undefined;
  invocations: InvocationRecord[];
  invocationCount: number;
}

export interface TriggerRegistryDeps {
  /** The engine now (the host swaps in another on reset and restore). */
  engine(): Engine;
  createRuntime: RuntimeFactory;
  /** Called after what is saved changed: a definition, or a trigger's place in its stream. */
  onChange?(): void;
}

/** A failed invocation as the engine's consumer records it: "Sandbox.Timedout: Task timed out …". */
class FunctionError extends Error {
  constructor(type: string, message: string) {
    super(message);
    this.name = type;
  }
}

export class TriggerRegistry {
  private readonly triggers = new Map<string, Trigger>();
  private readonly deps: TriggerRegistryDeps;

  constructor(deps: TriggerRegistryDeps) {
    this.deps = deps;
  }

  create(input: unknown): TriggerSummary {
    const checked = checkInput(input);
    if (this.triggers.size >= MAX_TRIGGERS) {
      throw new TriggerError('LimitExceededException', `The sandbox keeps at most ${MAX_TRIGGERS} triggers`);
    }
    for (const trigger of this.triggers.values()) {
      if (trigger.definition.name === checked.name) {
        throw new TriggerError('ResourceConflictException', `Function already exist: ${checked.name}`);
      }
    }
    const engine = this.deps.engine();
    const definition: TriggerDefinition = { ...checked, id: newUuid(), createdAt: engine.now() };
    const trigger = newTrigger(definition);
    // The engine refuses a missing table or stream and settings out of Lambda's limits.
    this.attach(trigger, engine, definition.startingPosition);
    this.triggers.set(definition.id, trigger);
    this.deps.onChange?.();
    return this.summary(trigger);
  }

  /** New code for the function: invocations already running finish on the old code. */
  updateCode(id: string, code: unknown): TriggerSummary {
    const trigger = this.find(id);
    trigger.definition = { ...trigger.definition, code: checkCode(code) };
    trigger.runtime?.retire();
    trigger.runtime = undefined;
    this.deps.onChange?.();
    return this.summary(trigger);
  }

  /** Lambda's Enabled flag: a disabled trigger keeps its place and catches up when enabled. */
  setEnabled(id: string, enabled: boolean): TriggerSummary {
    const trigger = this.find(id);
    trigger.definition = { ...trigger.definition, enabled };
    if (trigger.consumer) trigger.consumer.setEnabled(enabled);
    else if (enabled) this.attach(trigger, this.deps.engine(), 'TRIM_HORIZON', false);
    this.deps.onChange?.();
    return this.summary(trigger);
  }

  delete(id: string): TriggerSummary {
    const trigger = this.find(id);
    const summary = this.summary(trigger);
    this.detach(trigger);
    this.triggers.delete(id);
    this.deps.onChange?.();
    return summary;
  }

  list(tableName?: string): TriggerSummary[] {
    return [...this.triggers.values()]
      .filter((trigger) => tableName === undefined || trigger.definition.tableName === tableName)
      .map((trigger) => this.summary(trigger));
  }

  describe(id: string): TriggerDetails {
    const trigger = this.find(id);
    const state = trigger.consumer?.state();
    return {
      ...this.summary(trigger, state),
      code: trigger.definition.code,
      failures: state?.failures ?? [],
      recentInvocations: trigger.invocations.map((record) => structuredClone(record)),
    };
  }

  /** What is saved with the sandbox: each definition and the trigger's progress (triggerProgress.ts). */
  definitions(): SavedTrigger[] {
    return [...this.triggers.values()].map((trigger) => {
      const consumer = trigger.consumer;
      const recentInvocations = savedInvocations(trigger.invocations);
      return consumer
        ? { ...trigger.definition, ...savedProgress(consumer), recentInvocations }
        : { ...trigger.definition, recentInvocations };
    });
  }

  /**
   * Attaches saved triggers to the (restored) engine. The stream comes back with its records, so
   * each trigger carries on from its saved place (records it had handled are not handled again),
   * with its totals and failed batches (triggerProgress.ts);
   * without one (older saves, or a trigger that was detached) it reads the stream from its start.
   * A trigger whose table or stream is gone is kept, detached, with why. Entries that are not
   * trigger definitions (damaged data) are left out.
   */
  restore(saved: unknown): void {
    this.clear();
    if (!Array.isArray(saved)) return;
    for (const entry of saved) {
      const definition = readSavedDefinition(entry);
      if (!definition || this.triggers.has(definition.id) || this.triggers.size >= MAX_TRIGGERS) continue;
      const trigger = newTrigger(definition);
      trigger.invocations = readInvocations(entry).slice(0, MAX_INVOCATIONS_KEPT);
      trigger.invocationCount = Math.max(0, ...trigger.invocations.map((record) => record.id));
      this.attach(trigger, this.deps.engine(), 'TRIM_HORIZON', false, readProgress(entry));
      this.triggers.set(definition.id, trigger);
    }
  }

  /** Stops and forgets every trigger (a reset sandbox has none). */
  clear(): void {
    for (const trigger of this.triggers.values()) this.detach(trigger);
    this.triggers.clear();
  }

  private find(id: string): Trigger {
    const trigger = typeof id === 'string' ? this.triggers.get(id) : undefined;
    if (!trigger)
      throw new TriggerError('ResourceNotFoundException', 'The resource you requested does not exist.');
    return trigger;
  }

  /** Registers the engine consumer; with `strict`, its refusal is thrown instead of recorded. */
  private attach(
    trigger: Trigger,
    engine: Engine,
    startingPosition: StartingPosition,
    strict = true,
    progress: ResumeOptions = {},
  ): void {
    const definition = trigger.definition;
    try {
      const consumer = addStreamConsumer(engine, {
        ...mappingSettings(definition),
        startingPosition,
        ...progress,
        handler: (event) => this.invoke(trigger, consumer, event),
      });
      if (!definition.enabled) consumer.setEnabled(false);
      trigger.consumer = consumer;
      trigger.engine = engine;
      trigger.detachedReason = undefined;
    } catch (error) {
      if (strict) throw error;
      trigger.detachedReason = error instanceof Error ? error.message : errorMessage(error);
    }
  }

  private detach(trigger: Trigger): void {
    trigger.consumer?.stop();
    trigger.consumer = undefined;
    trigger.runtime?.dispose();
    trigger.runtime = undefined;
  }

  /**
   * The consumer's handler: one batch to the function; a failed or timed-out call fails the batch.
   * What the function returned is the consumer's to read (a partial batch response).
   */
  private async invoke(
    trigger: Trigger,
    consumer: StreamConsumerHandle,
    event: StreamEvent,
  ): Promise<unknown> {
    const { code, name, timeoutSeconds } = trigger.definition;
    const at = trigger.engine?.now() ?? 0;
    const runtime = (trigger.runtime ??= environmentPool(() =>
      this.deps.createRuntime({ code, functionName: name }),
    ));
    const { response, ...result } = await runtime.invoke(event, timeoutSeconds * 1000);
    // A trigger deleted or re-attached meanwhile keeps no record of it.
    if (trigger.consumer !== consumer) return;
    const records = event.Records;
    const eventCounts: InvocationRecord['eventCounts'] = {};
    for (const record of records) eventCounts[record.eventName] = (eventCounts[record.eventName] ?? 0) + 1;
    trigger.invocations.unshift({
      id: ++trigger.invocationCount,
      at,
      records: records.length,
      firstSequenceNumber: records[0]?.dynamodb.SequenceNumber ?? '',
      lastSequenceNumber: records.at(-1)?.dynamodb.SequenceNumber ?? '',
      eventCounts,
      ...result,
    });
    if (trigger.invocations.length > MAX_INVOCATIONS_KEPT) trigger.invocations.pop();
    // The trigger's place in the stream moves once this batch settles: save it with the sandbox.
    this.deps.onChange?.();
    if (result.outcome !== 'succeeded') {
      throw new FunctionError(result.errorType ?? 'Error', result.errorMessage ?? '');
    }
    return response;
  }

  private summary(trigger: Trigger, state = trigger.consumer?.state()): TriggerSummary {
    const { code: _code, createdAt: _createdAt, ...definition } = trigger.definition;
    return {
      ...definition,
      functionResponseTypes: [...definition.functionResponseTypes],
      filterCriteria: copyFilterCriteria(definition.filterCriteria),
      status: !trigger.consumer ? 'DETACHED' : definition.enabled ? 'ACTIVE' : 'DISABLED',
      detachedReason: trigger.detachedReason,
      streamArn: state?.streamArn,
      invocations: state?.invocations ?? 0,
      failedInvocations: state?.failedInvocations ?? 0,
      recordsProcessed: state?.recordsProcessed ?? 0,
      recordsFailed: state?.recordsFailed ?? 0,
      recordsFilteredOut: state?.recordsFilteredOut ?? 0,
      iteratorAgeMs: state?.iteratorAgeMs,
      lastInvocationAt: state?.lastInvocationAt,
      lastError: state?.lastError,
      shards: state?.shards ?? [],
      failedBatches: state?.failures.length ?? 0,
    };
  }
}

function newTrigger(definition: TriggerDefinition): Trigger {
  return {
    definition,
    engine: undefined,
    consumer: undefined,
    detachedReason: undefined,
    runtime: undefined,
    invocations: [],
    invocationCount: 0,
  };
}
