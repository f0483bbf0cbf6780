/**
 * The engine API for stream consumers (Lambda-style triggers) that lessons use for projections,
 * counters and audit logs:
 *
 *   const consumer = addStreamConsumer(engine, { tableName: 'orders', batchSize: 10,
 *     handler: (event) => { for (const record of event.Records) ... } });
 *   engine.advance(1000);            // polls run on the engine clock
 *   consumer.state();                // invocations, iterator age, last error, failures …
 *   consumer.stop();
 *
 * Options are checked with Lambda's limits (CreateEventSourceMapping) and refused with a
 * ValidationException naming the problem.
 */
import type { Engine } from '../../engine.ts';
import { resourceNotFound, validation } from '../../errors.ts';
import { findStream } from '../streamRegistry.ts';
import type { TableStream } from '../tableStream.ts';
import type {
  ConsumerCounters,
  ShardCheckpoint,
  StreamConsumerOptions,
  StreamConsumerState,
} from './consumerTypes.ts';
import { checkpointIsWellFormed, countersAreWellFormed, failuresAreWellFormed } from './consumerProgress.ts';
import { copyFilterCriteria, FilterCriteriaError, parseFilterCriteria } from './eventFilterPatterns.ts';
import { StreamConsumer, type ResolvedConsumerSettings } from './streamConsumer.ts';

const consumersByEngine = new WeakMap<Engine, StreamConsumer[]>();

export interface StreamConsumerHandle {
  readonly id: number;
  state(): StreamConsumerState;
  /** Pauses (false) or resumes (true) polling, keeping the consumer's place in each shard. */
  setEnabled(enabled: boolean): void;
  /** The consumer's place in each shard, to save and resume from (resumeAt). */
  checkpoint(): ShardCheckpoint[];
  /** The running totals, to save and resume from (resumeCounters). */
  counters(): ConsumerCounters;
  stop(): void;
}

export function addStreamConsumer(engine: Engine, options: StreamConsumerOptions): StreamConsumerHandle {
  const stream = streamFor(engine, options);
  let list = consumersByEngine.get(engine);
  if (!list) consumersByEngine.set(engine, (list = []));
  const id = list.length + 1;
  const consumer = new StreamConsumer(engine, id, stream, resolveSettings(options, id));
  list.push(consumer);
  return consumer;
}

/** Every consumer registered on the engine, stopped ones included, as plain data. */
export function streamConsumerStates(engine: Engine): StreamConsumerState[] {
  return (consumersByEngine.get(engine) ?? []).map((consumer) => consumer.state());
}

export function streamConsumer(engine: Engine, id: number): StreamConsumerHandle | undefined {
  return consumersByEngine.get(engine)?.find((consumer) => consumer.id === id);
}

function streamFor(engine: Engine, options: StreamConsumerOptions): TableStream {
  if (options.streamArn !== undefined) {
    const stream = findStream(engine, options.streamArn);
    if (!stream)
      throw resourceNotFound(`Requested resource not found: Stream: ${options.streamArn} not found`);
    return stream;
  }
  if (options.tableName === undefined) throw validation('A stream consumer needs a streamArn or a tableName');
  const table = engine.findTable(options.tableName);
  if (!table) throw resourceNotFound(`Requested resource not found: Table: ${options.tableName} not found`);
  const stream = table.latestStream;
  if (!stream?.isEnabled)
    throw validation(`Stream not found for table ${options.tableName}: enable a stream first`);
  return stream;
}

function resolveSettings(options: StreamConsumerOptions, id: number): ResolvedConsumerSettings {
  if (typeof options.handler !== 'function') throw validation('A stream consumer needs a handler function');
  const batchSize = options.batchSize ?? 100;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
    throw validation('BatchSize must be an integer from 1 to 10000');
  }
  const retries = options.maximumRetryAttempts ?? -1;
  if (!Number.isInteger(retries) || retries < -1 || retries > 10_000) {
    throw validation('MaximumRetryAttempts must be an integer from -1 to 10000');
  }
  const age = options.maximumRecordAgeInSeconds ?? -1;
  // Lambda takes -1 (no limit) or 60 s to 7 days: values from 0 to 59 are refused too.
  if (!Number.isInteger(age) || (age !== -1 && (age < 60 || age > 604_800))) {
    throw validation('MaximumRecordAgeInSeconds must be -1 or an integer from 60 to 604800');
  }
  const window = options.maximumBatchingWindowInSeconds ?? 0;
  // Lambda's range, whole seconds from 0 to 300; the message is the sandbox's wording.
  if (!Number.isInteger(window) || window < 0 || window > 300) {
    throw validation('MaximumBatchingWindowInSeconds must be an integer from 0 to 300');
  }
  const responseTypes = options.functionResponseTypes ?? [];
  if (!Array.isArray(responseTypes) || responseTypes.some((type) => type !== 'ReportBatchItemFailures')) {
    throw validation(
      'FunctionResponseTypes must be a list whose only allowed value is ReportBatchItemFailures',
    );
  }
  const filterPatterns = filterPatternsOf(options.filterCriteria);
  const poll = options.pollIntervalMs ?? 250;
  if (!Number.isFinite(poll) || poll < 1) throw validation('pollIntervalMs must be at least 1');
  const start = options.startingPosition ?? 'LATEST';
  if (start !== 'LATEST' && start !== 'TRIM_HORIZON') {
    throw validation('StartingPosition must be TRIM_HORIZON or LATEST');
  }
  const resumeAt = options.resumeAt;
  if (resumeAt !== undefined && !checkpointIsWellFormed(resumeAt)) {
    throw validation('resumeAt must be a list of { shardId, position } with whole positions from 0');
  }
  const counters = options.resumeCounters;
  if (counters !== undefined && !countersAreWellFormed(counters)) {
    throw validation('resumeCounters must hold whole counts from 0, and times as numbers');
  }
  const failures = options.resumeFailures;
  if (failures !== undefined && !failuresAreWellFormed(failures)) {
    throw validation('resumeFailures must be a list of failed batches as a consumer reports them');
  }
  return {
    resumeAt,
    resumeCounters: counters,
    resumeFailures: failures,
    name: options.name ?? `consumer-${id}`,
    handler: options.handler,
    batchSize,
    maximumRetryAttempts: retries,
    bisectBatchOnFunctionError: options.bisectBatchOnFunctionError ?? false,
    startingPosition: start,
    // Copied: the caller's list may change after registration.
    functionResponseTypes: [...new Set(responseTypes)],
    maximumRecordAgeInSeconds: age,
    maximumBatchingWindowInSeconds: window,
    filterCriteria: copyFilterCriteria(options.filterCriteria),
    filterPatterns,
    pollIntervalMs: poll,
  };
}

/**
 * The checked patterns. Lambda refuses a bad pattern with InvalidParameterValueException; the
 * engine's errors are DynamoDB's, so it is a ValidationException here with Lambda's message (the
 * app's triggers answer with Lambda's type: triggerDefinition.ts).
 */
function filterPatternsOf(criteria: unknown) {
  try {
    return parseFilterCriteria(criteria);
  } catch (error) {
    if (error instanceof FilterCriteriaError) throw validation(error.message);
    throw error;
  }
}
