/**
 * Account-level error metrics (metrics-dimensions.html): UserErrors counts requests answered with an
 * HTTP 400 for a client-side problem (validation, missing table, bad signature); SystemErrors those
 * answered with a 500. Throttling errors and failed conditions have metrics of their own
 * (ThrottledRequests, ConditionalCheckFailedRequests) and are not counted here.
 */
import type { ErrorName } from '../errors.ts';
import { SecondSeries } from './secondSeries.ts';

export const ACCOUNT_METRIC_NAMES = ['UserErrors', 'SystemErrors'] as const;

const NOT_USER_ERRORS: ReadonlySet<ErrorName> = new Set([
  'ConditionalCheckFailedException',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
]);

export class AccountMetrics {
  readonly series: SecondSeries<(typeof ACCOUNT_METRIC_NAMES)[number]>;

  constructor(seconds: number, now: number) {
    this.series = new SecondSeries(ACCOUNT_METRIC_NAMES, seconds, Math.floor(now / 1000));
  }

  record(type: ErrorName, now: number): void {
    if (NOT_USER_ERRORS.has(type)) return;
    this.series.rollTo(Math.floor(now / 1000));
    this.series.current[type === 'InternalServerError' ? 'SystemErrors' : 'UserErrors'] += 1;
  }
}
