/**
 * Which error replies the AWS SDK for JavaScript v3 retries with its default ("standard") retry
 * strategy, by the SDK's own classification (@smithy/core's isThrottlingError and isTransientError,
 * the package the SDK uses): throttling errors — ProvisionedThroughputExceededException,
 * ThrottlingException, RequestLimitExceeded, LimitExceededException, TransactionInProgressException
 * among DynamoDB's — and transient ones: HTTP 500, 502, 503 and 504, timeouts, and errors the service
 * model marks retryable. The app's own writers (an import) retry the same errors, and the Console's
 * JavaScript mode counts the SDK's retries by them.
 */
import { isThrottlingError, isTransientError } from '@smithy/core/retry';
import { errorName, type WireError } from './engineClient.ts';

export type SdkRetryKind = 'throttling' | 'transient';

type SdkError = Parameters<typeof isTransientError>[0];

/**
 * The DynamoDB errors whose class in @aws-sdk/client-dynamodb carries `$retryable` (the model's
 * retryable trait): kept here so that the app need not load the client to classify a reply
 * (sdkRetries.test.ts checks the list against the client's classes).
 */
export const MODELED_RETRYABLE_ERRORS: ReadonlySet<string> = new Set(['ReplicatedWriteConflictException']);

/** How the SDK would take this error reply: a throttle or a transient error it retries, or neither. */
export function sdkRetryKind(
  error: Pick<WireError, '__type' | 'message' | 'status'>,
): SdkRetryKind | undefined {
  const name = errorName(error.__type);
  // Shaped as the SDK deserializes an error reply: its name from __type, the HTTP status in $metadata.
  const sdkError: SdkError = {
    name,
    message: error.message,
    $metadata: { httpStatusCode: error.status },
    ...(MODELED_RETRYABLE_ERRORS.has(name) && { $retryable: {} }),
  };
  if (isThrottlingError(sdkError)) return 'throttling';
  return isTransientError(sdkError) ? 'transient' : undefined;
}
