/**
 * The AWS CLI's default retry mode ("standard", cli-configure-retries.html): at most 3 attempts;
 * throttling errors, transient errors, errors the service model marks retryable and HTTP
 * 500/502/503/504 are retried after an exponential back-off with jitter (a random share of
 * 2^(retry − 1) seconds, at most 20 s). The console makes the same attempts, each shown as a
 * request, so a command against a throttled table behaves as the CLI would: usually served on a retry
 * while the clock runs, refused after three attempts when it is paused.
 */
import type { OperationReply } from '../../../client/calls.ts';
import { errorName, type Outcome, type WireError } from '../../../client/engineClient.ts';
import { MODELED_RETRYABLE_ERRORS } from '../../../client/sdkRetries.ts';

export const CLI_MAX_ATTEMPTS = 3;
const MAX_BACKOFF_MS = 20_000;

const THROTTLING_ERRORS = new Set([
  'Throttling',
  'ThrottlingException',
  'ThrottledException',
  'RequestThrottledException',
  'TooManyRequestsException',
  'ProvisionedThroughputExceededException',
  'TransactionInProgressException',
  'RequestLimitExceeded',
  'BandwidthLimitExceeded',
  'LimitExceededException',
  'RequestThrottled',
  'SlowDown',
  'EC2ThrottledException',
]);
const TRANSIENT_ERRORS = new Set(['RequestTimeout', 'RequestTimeoutException', 'PriorRequestNotComplete']);
const TRANSIENT_STATUSES = new Set([500, 502, 503, 504]);

function isThrottlingError(error: WireError): boolean {
  return THROTTLING_ERRORS.has(errorName(error.__type));
}

/**
 * Whether the CLI sends the request again: the codes and statuses above, and — botocore's standard
 * mode checks the service model too (its ModeledRetryableChecker) — an error the model marks
 * retryable: in DynamoDB's, ReplicatedWriteConflictException, as in the JavaScript SDK's.
 */
export function retriedByCli(error: WireError): boolean {
  const name = errorName(error.__type);
  return (
    THROTTLING_ERRORS.has(name) ||
    TRANSIENT_ERRORS.has(name) ||
    MODELED_RETRYABLE_ERRORS.has(name) ||
    TRANSIENT_STATUSES.has(error.status)
  );
}

/** The wait before retry number `retry` (1, 2 …). */
export function cliBackoffMs(retry: number, random: () => number = Math.random): number {
  return Math.min(random() * 2 ** (retry - 1) * 1000, MAX_BACKOFF_MS);
}

/**
 * What the CLI prints for a request that failed, as botocore words it; "(reached max retries: 2)"
 * when it gave up after its last attempt.
 */
export function cliErrorText(operation: string, error: WireError, attempts: number): string {
  const retries = attempts >= CLI_MAX_ATTEMPTS ? ` (reached max retries: ${attempts - 1})` : '';
  return `An error occurred (${errorName(error.__type)}) when calling the ${operation} operation${retries}: ${error.message}`;
}

/**
 * Sends a request with the CLI's retries: `record` sees every attempt and its number (the one served
 * carries how many throttled attempts came before it), `wait` does the back-off. Resolves with the last outcome,
 * or undefined when `signal` (the console's Stop) ended the wait before a retry.
 */
export async function callWithCliRetries(
  attempt: () => Promise<Outcome<OperationReply>>,
  record: (outcome: Outcome<OperationReply>, attempt: number) => void,
  wait: (ms: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<Outcome<OperationReply> | undefined> {
  let throttled = 0;
  for (let attempts = 1; ; attempts++) {
    if (signal?.aborted) return undefined;
    let outcome = await attempt();
    if (outcome.ok && throttled > 0) {
      const trace = outcome.value.trace && { ...outcome.value.trace, throttledRetries: throttled };
      outcome = { ok: true, value: { ...outcome.value, trace } };
    }
    record(outcome, attempts);
    if (outcome.ok || attempts >= CLI_MAX_ATTEMPTS || !retriedByCli(outcome.error)) return outcome;
    if (isThrottlingError(outcome.error)) throttled++;
    await wait(cliBackoffMs(attempts));
  }
}

/** A back-off that ends early when `signal` aborts. */
export function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
