/**
 * Checking a trigger's definition — from the app, or read back from storage, where anything may
 * be — with Lambda's rules and messages for the function's part (name, timeout). The event source
 * mapping's settings (batch size, retries, record age, batching window, response types, starting
 * position) are checked by the engine's stream consumers, with the limits of
 * CreateEventSourceMapping; filter criteria are checked here too, to answer with Lambda's error type
 * (InvalidParameterValueException).
 */
import type { StreamConsumerOptions } from '../../engine/streams/consumers/consumerTypes.ts';
import {
  copyFilterCriteria,
  FilterCriteriaError,
  parseFilterCriteria,
} from '../../engine/streams/consumers/eventFilterPatterns.ts';
import {
  DEFAULT_TRIGGER_SETTINGS,
  type FilterCriteria,
  type FunctionResponseType,
  type StartingPosition,
  type TriggerDefinition,
  type TriggerInput,
} from './triggerTypes.ts';

/** An error of the triggers API, with the short type Lambda would answer with. */
export class TriggerError extends Error {
  readonly type: string;

  constructor(type: string, message: string) {
    super(message);
    this.type = type;
    this.name = type;
  }
}

/** Inline code in the sandbox; Lambda's console editor allows 3 MB, far more than a lesson needs. */
export const MAX_CODE_LENGTH = 100_000;
const MAX_NAME_LENGTH = 64;
const NAME_PATTERN = /^[a-zA-Z0-9_-]+$/;
const MAX_TIMEOUT_SECONDS = 900;

/** The settings and code of `input`, checked; Lambda's defaults fill what is left out. */
export function checkInput(input: unknown): Omit<TriggerDefinition, 'id' | 'createdAt'> {
  if (typeof input !== 'object' || input === null) throw invalid('A trigger needs a definition');
  const value = input as Partial<Record<keyof TriggerInput, unknown>>;
  const tableName = value.tableName;
  if (typeof tableName !== 'string' || tableName === '') throw invalid('A trigger needs a table name');
  const name = checkName(value.name);
  const code = checkCode(value.code);
  const timeoutSeconds = value.timeoutSeconds ?? DEFAULT_TRIGGER_SETTINGS.timeoutSeconds;
  if (typeof timeoutSeconds !== 'number' || !Number.isInteger(timeoutSeconds)) {
    throw invalid(
      `1 validation error detected: Value '${String(timeoutSeconds)}' at 'timeout' failed to satisfy constraint: Member must be an integer`,
    );
  }
  if (timeoutSeconds < 1 || timeoutSeconds > MAX_TIMEOUT_SECONDS) {
    const bound =
      timeoutSeconds < 1 ? 'greater than or equal to 1' : `less than or equal to ${MAX_TIMEOUT_SECONDS}`;
    throw invalid(
      `1 validation error detected: Value '${timeoutSeconds}' at 'timeout' failed to satisfy constraint: Member must have value ${bound}`,
    );
  }
  const bisect = value.bisectBatchOnFunctionError ?? DEFAULT_TRIGGER_SETTINGS.bisectBatchOnFunctionError;
  if (typeof bisect !== 'boolean') throw invalid('BisectBatchOnFunctionError must be true or false');
  const responseTypes = value.functionResponseTypes ?? DEFAULT_TRIGGER_SETTINGS.functionResponseTypes;
  // Only the shape is checked here (a list, copied); the engine checks its values.
  if (!Array.isArray(responseTypes)) {
    throw invalid('FunctionResponseTypes must be a list whose only allowed value is ReportBatchItemFailures');
  }
  const filterCriteria = checkFilterCriteria(value.filterCriteria);
  const enabled = value.enabled ?? true;
  if (typeof enabled !== 'boolean') throw invalid('Enabled must be true or false');
  // Numbers and the starting position go to the engine as they are: it refuses what Lambda refuses.
  return {
    tableName,
    name,
    code,
    enabled,
    batchSize: (value.batchSize ?? DEFAULT_TRIGGER_SETTINGS.batchSize) as number,
    maximumRetryAttempts: (value.maximumRetryAttempts ??
      DEFAULT_TRIGGER_SETTINGS.maximumRetryAttempts) as number,
    bisectBatchOnFunctionError: bisect,
    startingPosition: (value.startingPosition ??
      DEFAULT_TRIGGER_SETTINGS.startingPosition) as StartingPosition,
    functionResponseTypes: [...(responseTypes as FunctionResponseType[])],
    maximumRecordAgeInSeconds: (value.maximumRecordAgeInSeconds ??
      DEFAULT_TRIGGER_SETTINGS.maximumRecordAgeInSeconds) as number,
    maximumBatchingWindowInSeconds: (value.maximumBatchingWindowInSeconds ??
      DEFAULT_TRIGGER_SETTINGS.maximumBatchingWindowInSeconds) as number,
    filterCriteria,
    timeoutSeconds,
  };
}

/** The event source mapping's settings of a definition, as the engine's stream consumers take them. */
export function mappingSettings(definition: TriggerDefinition): Omit<StreamConsumerOptions, 'handler'> {
  return {
    tableName: definition.tableName,
    name: definition.name,
    batchSize: definition.batchSize,
    maximumRetryAttempts: definition.maximumRetryAttempts,
    bisectBatchOnFunctionError: definition.bisectBatchOnFunctionError,
    functionResponseTypes: definition.functionResponseTypes,
    maximumRecordAgeInSeconds: definition.maximumRecordAgeInSeconds,
    maximumBatchingWindowInSeconds: definition.maximumBatchingWindowInSeconds,
    filterCriteria: definition.filterCriteria,
  };
}

/**
 * The filters, copied as plain data; none (left out): every record is sent. A bad pattern is
 * refused as Lambda refuses it: InvalidParameterValueException "Invalid filter pattern definition.".
 */
function checkFilterCriteria(criteria: unknown): Required<FilterCriteria> {
  try {
    parseFilterCriteria(criteria);
  } catch (error) {
    if (error instanceof FilterCriteriaError) throw new TriggerError(error.type, error.message);
    throw error;
  }
  return copyFilterCriteria(criteria as FilterCriteria | undefined);
}

export function checkName(name: unknown): string {
  if (typeof name !== 'string' || name === '') throw invalid('A trigger needs a function name');
  const prefix = `1 validation error detected: Value '${name}' at 'functionName' failed to satisfy constraint:`;
  if (name.length > MAX_NAME_LENGTH) {
    throw invalid(`${prefix} Member must have length less than or equal to ${MAX_NAME_LENGTH}`);
  }
  if (!NAME_PATTERN.test(name)) {
    throw invalid(`${prefix} Member must satisfy regular expression pattern: [a-zA-Z0-9-_]+`);
  }
  return name;
}

export function checkCode(code: unknown): string {
  if (typeof code !== 'string') throw invalid('A trigger needs its handler code');
  if (code.length > MAX_CODE_LENGTH) {
    throw invalid(
      `The handler code is ${code.length} characters; the sandbox takes at most ${MAX_CODE_LENGTH}`,
    );
  }
  return code;
}

/** A saved definition, or undefined when it is not one (damaged or from elsewhere). */
export function readSavedDefinition(saved: unknown): TriggerDefinition | undefined {
  if (typeof saved !== 'object' || saved === null) return undefined;
  const { id, createdAt } = saved as { id?: unknown; createdAt?: unknown };
  if (typeof id !== 'string' || id === '' || typeof createdAt !== 'number') return undefined;
  try {
    return { ...checkInput(saved), id, createdAt };
  } catch {
    return undefined;
  }
}

function invalid(message: string): TriggerError {
  return new TriggerError('ValidationException', message);
}
