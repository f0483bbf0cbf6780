import { describe, expect, it } from 'vitest';
import { DEFAULT_TRIGGER_SETTINGS } from '../../client/triggersClient.ts';
import type { FailedBatch } from '../../client/triggersClient.ts';
import {
  conditionText,
  filterCriteriaFor,
  filterPatternsText,
  batchingWindow,
  filtersText,
  recordAge,
  reportedByHandler,
  reportsBatchItemFailures,
  responseTypesFor,
  settingsSummary,
} from './triggerSettingsText.ts';

const LAMBDA_DEFAULTS = DEFAULT_TRIGGER_SETTINGS;

describe('settingsSummary', () => {
  it('names both failure settings, off and unlimited by default', () => {
    expect(settingsSummary({ ...LAMBDA_DEFAULTS, functionResponseTypes: [] })).toBe(
      'Batch size 100 · retries until the records expire · split batch on error off · ' +
        'report batch item failures off · no maximum record age · no batching window · no filters · ' +
        'from LATEST · timeout 3 s',
    );
  });

  it('shows a partial batch response and a record age when set', () => {
    expect(
      settingsSummary({
        ...LAMBDA_DEFAULTS,
        batchSize: 10,
        maximumRetryAttempts: 2,
        functionResponseTypes: ['ReportBatchItemFailures'],
        maximumRecordAgeInSeconds: 3600,
        maximumBatchingWindowInSeconds: 10,
        startingPosition: 'TRIM_HORIZON',
      }),
    ).toBe(
      'Batch size 10 · 2 retries · split batch on error off · report batch item failures on · ' +
        'maximum record age 3,600 s (1 h) · batching window 10 s · no filters · from TRIM_HORIZON · ' +
        'timeout 3 s',
    );
  });
});

describe('filter criteria', () => {
  const INSERTS = '{"eventName": ["INSERT"]}';
  const REMOVES = '{"eventName": ["REMOVE"]}';

  it('reads one pattern per line of the form, leaving out blank lines', () => {
    expect(filterCriteriaFor(`${INSERTS}\n\n  ${REMOVES}  \n`)).toEqual({
      Filters: [{ Pattern: INSERTS }, { Pattern: REMOVES }],
    });
    expect(filterCriteriaFor('  \n')).toEqual({ Filters: [] });
    expect(filterPatternsText({ Filters: [{ Pattern: INSERTS }, { Pattern: REMOVES }] })).toBe(
      `${INSERTS}\n${REMOVES}`,
    );
  });

  it('reads a pattern spread over lines as one, as the Lambda guide prints them, braces in strings aside', () => {
    const pretty = JSON.stringify({ dynamodb: { NewImage: { note: { S: ['{ not a brace'] } } } }, null, 2);
    const criteria = filterCriteriaFor(`${pretty}\n${INSERTS}\n`);
    expect(criteria.Filters!.map((filter) => JSON.parse(filter.Pattern!))).toEqual([
      JSON.parse(pretty),
      JSON.parse(INSERTS),
    ]);
    // Unbalanced text stays one pattern, for the trigger's check to refuse.
    expect(filterCriteriaFor('{"eventName": ["INSERT"]\n').Filters).toHaveLength(1);
  });

  it('shows the patterns in the summary, any of which keeps a record', () => {
    expect(filtersText({ Filters: [] })).toBe('no filters');
    expect(filtersText({ Filters: [{ Pattern: INSERTS }] })).toBe('filter {"eventName":["INSERT"]}');
    expect(filtersText({ Filters: [{ Pattern: INSERTS }, { Pattern: REMOVES }] })).toBe(
      '2 filters {"eventName":["INSERT"]} or {"eventName":["REMOVE"]}',
    );
    expect(
      settingsSummary({ ...LAMBDA_DEFAULTS, filterCriteria: { Filters: [{ Pattern: INSERTS }] } }),
    ).toContain(' · filter {"eventName":["INSERT"]} · ');
  });
});

describe('recordAge', () => {
  it('reads -1 as no limit and large values in days, hours or minutes', () => {
    expect(recordAge(-1)).toBe('no maximum record age');
    expect(recordAge(60)).toBe('maximum record age 60 s (1 min)');
    expect(recordAge(90)).toBe('maximum record age 90 s');
    expect(recordAge(86_400)).toBe('maximum record age 86,400 s (1 day)');
    expect(recordAge(604_800)).toBe('maximum record age 604,800 s (7 days)');
  });
});

describe('batchingWindow', () => {
  it("reads 0 as no window (Lambda's default) and whole minutes as minutes", () => {
    expect(batchingWindow(0)).toBe('no batching window');
    expect(batchingWindow(1)).toBe('batching window 1 s');
    expect(batchingWindow(300)).toBe('batching window 300 s (5 min)');
  });
});

describe('the report batch item failures checkbox', () => {
  it('is checked by the one response type and sets it or none', () => {
    expect(reportsBatchItemFailures([])).toBe(false);
    expect(reportsBatchItemFailures(['ReportBatchItemFailures'])).toBe(true);
    expect(responseTypesFor(true)).toEqual(['ReportBatchItemFailures']);
    expect(responseTypesFor(false)).toEqual([]);
  });
});

describe('failed batches', () => {
  const failure = (condition: FailedBatch['condition'], functionError?: string): FailedBatch => ({
    time: 0,
    condition,
    approximateInvokeCount: 3,
    functionError,
    shardId: 'shardId-1',
    startSequenceNumber: '1',
    endSequenceNumber: '1',
    batchSize: 1,
    records: [],
  });

  it('explains each condition Lambda sends to the on-failure destination', () => {
    expect(conditionText('RecordAgeExceeded')).toBe(
      'its oldest record was older than the maximum record age',
    );
    expect(conditionText('RetryAttemptsExhausted')).toMatch(/retries/);
    expect(conditionText('RecordsExpired')).toMatch(/left the stream/);
  });

  it('tells a batch the handler reported failed from one that threw', () => {
    expect(reportedByHandler(failure('RetryAttemptsExhausted'), true)).toBe(true);
    expect(reportedByHandler(failure('RecordAgeExceeded'), true)).toBe(true);
    expect(reportedByHandler(failure('RetryAttemptsExhausted', 'Error: boom'), true)).toBe(false);
    expect(reportedByHandler(failure('RecordsExpired'), true)).toBe(false);
  });

  it('never says the handler reported records it was not given, or could not report', () => {
    // Too old before any call: the engine gives it up uncalled, with no function error.
    expect(reportedByHandler({ ...failure('RecordAgeExceeded'), approximateInvokeCount: 0 }, true)).toBe(
      false,
    );
    // Without ReportBatchItemFailures what a handler returns is ignored: a batch that threw, then grew
    // too old before its next retry, is given up uncalled, again with no function error.
    expect(reportedByHandler(failure('RecordAgeExceeded'), false)).toBe(false);
  });
});
