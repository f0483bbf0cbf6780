/**
 * A trigger's event source mapping settings and its failed batches in words, for the form, the
 * trigger's card and its on-failure destination (Lambda's names, services-ddb-params.html).
 */
import type { FailedBatch, TriggerSettings } from '../../client/triggersClient.ts';

/** Lambda's FunctionResponseTypes list (the client does not name its element type). */
type ResponseTypes = NonNullable<TriggerSettings['functionResponseTypes']>;

/** Lambda's FilterCriteria: `{ Filters: [{ Pattern }] }`. */
type Criteria = NonNullable<TriggerSettings['filterCriteria']>;

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
    batchingWindow(settings.maximumBatchingWindowInSeconds),
    filtersText(settings.filterCriteria),
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

/** 0 (Lambda's default): a batch goes at the first poll that finds records. */
export function batchingWindow(seconds: number): string {
  if (seconds <= 0) return 'no batching window';
  return `batching window ${seconds} s${roughly(seconds)}`;
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

/** The form's text for filter criteria: the patterns one after another, each on a line of its own. */
export function filterPatternsText(criteria: Criteria): string {
  return (criteria.Filters ?? []).map((filter) => filter.Pattern ?? '').join('\n');
}

/**
 * Filter criteria from the form's text: one pattern per line, or a pattern spread over several lines
 * as the Lambda guide prints them — lines are joined while a pattern's braces are still open. The
 * patterns are checked when the trigger is created (Lambda's rule syntax), not here.
 */
export function filterCriteriaFor(text: string): Criteria {
  const patterns: string[] = [];
  let pattern = '';
  for (const line of text.split('\n')) {
    if (pattern === '' && line.trim() === '') continue;
    pattern = pattern === '' ? line : `${pattern}\n${line}`;
    if (openBrackets(pattern) <= 0) {
      patterns.push(pattern.trim());
      pattern = '';
    }
  }
  if (pattern.trim() !== '') patterns.push(pattern.trim());
  return { Filters: patterns.map((Pattern) => ({ Pattern })) };
}

/** Braces and brackets opened and not yet closed, outside JSON strings. */
function openBrackets(text: string): number {
  let open = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') open++;
    else if (c === '}' || c === ']') open--;
  }
  return open;
}

/** The filters in words: none (every record is sent), or their patterns, any of which keeps a record. */
export function filtersText(criteria: Criteria): string {
  const patterns = (criteria.Filters ?? []).map((filter) => compact(filter.Pattern ?? ''));
  if (patterns.length === 0) return 'no filters';
  return `${patterns.length === 1 ? 'filter' : `${patterns.length} filters`} ${patterns.join(' or ')}`;
}

/** A pattern without the spaces JSON allows, so it reads on one line. */
function compact(pattern: string): string {
  try {
    return JSON.stringify(JSON.parse(pattern));
  } catch {
    return pattern;
  }
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
 * A batch grown older than the maximum record age is given up uncalled, with no function error either:
 * never sent (no invocation), or, without ReportBatchItemFailures (`reports`), after it threw.
 */
export function reportedByHandler(failure: FailedBatch, reports: boolean): boolean {
  return (
    reports &&
    failure.approximateInvokeCount > 0 &&
    failure.functionError === undefined &&
    failure.condition !== 'RecordsExpired'
  );
}
