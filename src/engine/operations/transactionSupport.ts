/** Pieces shared by the transaction operations: cancellation errors, request fingerprints, limits. */
import { DynamoDBError } from '../errors.ts';
import { attributeMapJson } from '../reply.ts';
import type { AttributeMap } from '../values/types.ts';

export type CancellationCode =
  | 'None'
  | 'ConditionalCheckFailed'
  | 'TransactionConflict'
  | 'ValidationError'
  | 'ResourceNotFound'
  | 'ItemCollectionSizeLimitExceeded'
  | 'ProvisionedThroughputExceeded'
  | 'ThrottlingError';

export interface CancellationReason {
  Code: CancellationCode;
  Message?: string;
  Item?: AttributeMap;
}

export const conflictReason = (): CancellationReason => ({
  Code: 'TransactionConflict',
  Message: 'Transaction is ongoing for the item',
});

export const conditionFailedReason = (item?: AttributeMap): CancellationReason => ({
  Code: 'ConditionalCheckFailed',
  Message: 'The conditional request failed',
  Item: item,
});

/** The reason an action gets when capacity refused it: named after the throttling error. */
export function throttledReason(error: DynamoDBError): CancellationReason {
  const code =
    error.type === 'ProvisionedThroughputExceededException'
      ? 'ProvisionedThroughputExceeded'
      : 'ThrottlingError';
  return { Code: code, Message: error.message };
}

/** TransactionCanceledException with one reason per action, in request order ('None' where fine). */
export function cancellation(failures: (CancellationReason | undefined)[]): DynamoDBError {
  const reasons = failures.map((failure) => failure ?? { Code: 'None' as const });
  return new DynamoDBError(
    'TransactionCanceledException',
    `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r) => r.Code).join(', ')}]`,
    {
      CancellationReasons: reasons.map((reason) => ({
        Code: reason.Code,
        Message: reason.Message,
        Item: reason.Item ? attributeMapJson(reason.Item) : undefined,
      })),
    },
  );
}

/** A canonical text of a request (object keys sorted), to recognise a repeated idempotent request. */
export function fingerprint(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return '[' + value.map(fingerprint).join(',') + ']';
  const keys = Object.keys(value).sort();
  return (
    '{' +
    keys
      .map((key) => JSON.stringify(key) + ':' + fingerprint((value as Record<string, unknown>)[key]))
      .join(',') +
    '}'
  );
}
