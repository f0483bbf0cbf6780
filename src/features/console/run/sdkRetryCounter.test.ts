import { describe, expect, it } from 'vitest';
import { sdkRetryCounter } from './sdkRetryCounter.ts';

const target = 'DynamoDB_20120810.UpdateTable';
const body = '{"TableName":"orders"}';
const failure = (name: string, status = 400) => ({
  __type: `com.amazonaws.dynamodb.v20120810#${name}`,
  message: 'm',
  status,
  body: '{}',
});

/** The count the attempt after `errors` (each answering the same request) is shown with. */
function countAfter(...errors: ReturnType<typeof failure>[]): number {
  const counter = sdkRetryCounter();
  for (const error of errors) {
    counter.next(target, body);
    counter.settled(error);
  }
  return counter.next(target, body);
}

describe('counting the SDK’s retries in the Console’s JavaScript mode', () => {
  it('counts every error the SDK retries as a throttle, LimitExceededException and TransactionInProgressException included', () => {
    expect(
      countAfter(failure('ProvisionedThroughputExceededException'), failure('ThrottlingException')),
    ).toBe(2);
    expect(countAfter(failure('LimitExceededException'))).toBe(1);
    expect(countAfter(failure('TransactionInProgressException'), failure('RequestLimitExceeded'))).toBe(2);
  });

  it('keeps the count across a transient error the SDK retries, and starts again after one it does not', () => {
    expect(countAfter(failure('ThrottlingException'), failure('InternalServerError', 500))).toBe(1);
    expect(countAfter(failure('ThrottlingException'), failure('ConditionalCheckFailedException'))).toBe(0);
  });

  it('starts again for another request', () => {
    const counter = sdkRetryCounter();
    counter.next(target, body);
    counter.settled(failure('ThrottlingException'));
    expect(counter.next(target, '{"TableName":"other"}')).toBe(0);
  });
});
