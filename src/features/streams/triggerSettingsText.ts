/**
 * A trigger's event source mapping settings and its failed batches in words, for the form, the
 * trigger's card and its on-failure destination (Lambda's names, services-ddb-params.html).
 */
import type { FailedBatch, TriggerSettings } from '../../client/triggersClient.ts';

/** Lambda's FunctionResponseTypes list (the client does not name its element type). */
type ResponseTypes = NonNullable<TriggerSettings['functionResponseTypes']>;

const REPORT = 'ReportBatchItemFailures';

/** Whether the handler's partial batch response is read (FunctionResponseTypes holds ReportBatchItemFailures). */
export function reportsBatchItemFailures(types: Readonly<ResponseTypes>): boolean {
  return types.includes(REPORT);
}

/** FunctionResponseTypes for the form's checkbox: the one value streams know, or none. */
export function responseTypesFor(report: boolean): ResponseTypes {
  return report ? [REPORT] : [];
}

/** The card's one-line summary of the settings, in the order the form asks for them. */
export function settingsSummary(settings: Required<TriggerSettings>): string {
  return [
    `Batch size ${settings.batchSize}`,
    retries(settings.maximumRetryAttempts),
    `split batch on error ${settings.bisectBatchOnFunctionError ? 'on' : 'off'}`,
    `report batch item failures ${reportsBatchItemFailures(settings.functionResponseTypes) ? 'on' : 'off'}`,
    recordAge(settings.maximumRecordAgeInSeconds),
    `from ${settings.startingPosition}`,
    `timeout ${settings.timeoutSeconds} s`,
  ].join(' · ');
}

function retries(maximum: number): string {
  if (maximum < 0) return 'retries until the records expire';
  return maximum === 1 ? '1 retry' : `${maximum} retries`;
}

/** -1 is Lambda's "infinite": records are retried until they leave the stream (24 hours). */
export function recordAge(seconds: number): string {
  if (seconds < 0) return 'no maximum record age';
  return `maximum record age ${seconds.toLocaleString('en-US')} s${roughly(seconds)}`;
}

/** " (1 h)" for a whole number of days, hours or minutes, so 604800 reads as 7 days. */
function roughly(seconds: number): string {
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'h'],
    [60, 'min'],
  ];
  for (const [size, unit] of units) {
    if (seconds >= size && seconds % size === 0) {
      const count = seconds / size;
      return ` (${count} ${unit === 'day' && count !== 1 ? 'days' : unit})`;
    }
  }
  return '';
}

/** Why a batch went to the on-failure destination: Lambda's condition, explained. */
export function conditionText(condition: FailedBatch['condition']): string {
  switch (condition) {
    case 'RetryAttemptsExhausted':
      return 'its retries (maximum retry attempts) were used up';
    case 'RecordAgeExceeded':
      return 'its oldest record was older than the maximum record age';
    case 'RecordsExpired':
      return 'its records left the stream (24 hours) before they were handled';
  }
}

/**
 * A batch given up on without a function error was failed by the handler's partial batch
 * responses (batchItemFailures), not by a thrown error; expired records were never tried to the end.
 */
export function reportedByHandler(failure: FailedBatch): boolean {
  return failure.functionError === undefined && failure.condition !== 'RecordsExpired';
}
