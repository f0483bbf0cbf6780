import * as dynamodb from '@aws-sdk/client-dynamodb';
import { isThrottlingError, isTransientError } from '@smithy/core/retry';
import { describe, expect, it } from 'vitest';
import { MODELED_RETRYABLE_ERRORS, sdkRetryKind } from './sdkRetries.ts';

const wire = (name: string, status = 400, message = 'm') => ({
  __type: `com.amazonaws.dynamodb.v20120810#${name}`,
  message,
  status,
});

/** Every error class the DynamoDB client deserializes replies into. */
const modeledErrors = Object.values(dynamodb as Record<string, unknown>).filter(
  (value): value is new (options: object) => dynamodb.DynamoDBServiceException =>
    typeof value === 'function' && value.prototype instanceof dynamodb.DynamoDBServiceException,
);

/** The error type the SDK's retry middleware gives `error`, for the two types its strategy retries. */
function sdkClassification(error: object) {
  // The SDK's error classes declare `cause` as Error's, wider than SdkError's.
  const sdkError = error as Parameters<typeof isThrottlingError>[0];
  if (isThrottlingError(sdkError)) return 'throttling';
  return isTransientError(sdkError) ? 'transient' : undefined;
}

describe('which error replies the AWS SDK for JavaScript retries', () => {
  it('classifies every modeled DynamoDB error as the SDK’s own retry strategy does', () => {
    expect(modeledErrors.length).toBeGreaterThan(30);
    for (const ErrorClass of modeledErrors) {
      for (const status of [400, 500]) {
        const sdkError = new ErrorClass({ message: 'm', $metadata: { httpStatusCode: status } });
        const expected = sdkClassification(sdkError);
        expect([sdkError.name, status, sdkRetryKind(wire(sdkError.name, status))]).toEqual([
          sdkError.name,
          status,
          expected,
        ]);
      }
    }
  });

  it('knows which DynamoDB errors the SDK’s model marks retryable', () => {
    const retryable = modeledErrors
      .map((ErrorClass) => new ErrorClass({ message: 'm', $metadata: {} }))
      .filter((error) => error.$retryable !== undefined)
      .map((error) => error.name);
    expect([...MODELED_RETRYABLE_ERRORS].sort()).toEqual(retryable.sort());
  });

  it('retries the throttles and limits DynamoDB answers, not only the capacity ones', () => {
    expect(sdkRetryKind(wire('ProvisionedThroughputExceededException'))).toBe('throttling');
    expect(sdkRetryKind(wire('LimitExceededException'))).toBe('throttling');
    expect(sdkRetryKind(wire('TransactionInProgressException'))).toBe('throttling');
    expect(sdkRetryKind(wire('ReplicatedWriteConflictException'))).toBe('transient');
    expect(sdkRetryKind(wire('InternalServerError', 500))).toBe('transient');
    // Coral's own 500, which DynamoDB's model does not name: retried for its status.
    expect(
      sdkRetryKind({ ...wire('InternalFailure', 500), __type: 'com.amazon.coral.service#InternalFailure' }),
    ).toBe('transient');
    expect(sdkRetryKind(wire('ConditionalCheckFailedException'))).toBeUndefined();
    expect(sdkRetryKind(wire('ValidationException'))).toBeUndefined();
    expect(sdkRetryKind(wire('TransactionConflictException'))).toBeUndefined();
  });
});
