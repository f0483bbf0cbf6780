/**
 * Throttling errors as DynamoDB sends them: the exception that fits the cause, its message, and the
 * ThrottlingReasons list (API_ThrottlingReason.html): one `{reason, resource}` per throttled table
 * or index, the reason spelled `<Table|Index><Read|Write><LimitType>` — 16 combinations.
 *
 * Which exception (developer guide, Programming.Errors.html and throttling-diagnosing-workflow.html):
 * provisioned tables answer ProvisionedThroughputExceededException (also for a hot partition),
 * on-demand tables ThrottlingException (also for a user-set maximum), and the account's per-table
 * quota RequestLimitExceeded. The messages are the ones DynamoDB returns (docs/capacity-model.md).
 */
import { DynamoDBError, type ErrorName } from '../errors.ts';
import type { BillingMode } from '../storage/table.ts';

export type LimitType =
  | 'KeyRangeThroughputExceeded'
  | 'ProvisionedThroughputExceeded'
  | 'AccountLimitExceeded'
  | 'MaxOnDemandThroughputExceeded';

export type AccessKind = 'read' | 'write';

/** One throttled resource and the limit it hit. */
export interface ThrottleCause {
  readonly arn: string;
  readonly isIndex: boolean;
  readonly limit: LimitType;
}

/** The wire shape of one entry of ThrottlingReasons. */
export interface ThrottlingReason {
  reason: string;
  resource: string;
}

export const PROVISIONED_TABLE_MESSAGE =
  'The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.';
export const PROVISIONED_INDEX_MESSAGE =
  'The level of configured provisioned throughput for one or more global secondary indexes of the table was exceeded. Consider increasing your provisioning level for the under-provisioned global secondary indexes with the UpdateTable API';
export const ON_DEMAND_TABLE_MESSAGE =
  'Throughput exceeds the current capacity of your table or index. DynamoDB is automatically scaling your table or index so please try again shortly. If exceptions persist, check if you have a hot key: https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-design.html';
export const ON_DEMAND_INDEX_MESSAGE =
  'Throughput exceeds the current capacity for one or more global secondary indexes. DynamoDB is automatically scaling your index so please try again shortly.';
export const MAX_ON_DEMAND_MESSAGE =
  'Throughput exceeds the maximum OnDemandThroughput configured on table or index';
export const ACCOUNT_LIMIT_MESSAGE =
  'Throughput exceeds the current throughput limit for your account. Please contact AWS Support at https://aws.amazon.com/support request a limit increase';

export function reasonName(cause: ThrottleCause, kind: AccessKind): string {
  return `${cause.isIndex ? 'Index' : 'Table'}${kind === 'read' ? 'Read' : 'Write'}${cause.limit}`;
}

export function throttlingReasons(causes: readonly ThrottleCause[], kind: AccessKind): ThrottlingReason[] {
  return causes.map((cause) => ({ reason: reasonName(cause, kind), resource: cause.arn }));
}

/** The error a request throttled for `causes` gets (causes listed table first, then indexes). */
export function throttlingError(
  mode: BillingMode,
  kind: AccessKind,
  causes: readonly ThrottleCause[],
): DynamoDBError {
  const [type, message] = exceptionFor(mode, causes);
  // Throttling is control flow, often a third of a load test's requests: capturing a stack trace
  // for each would cost more than serving the request (V8's Error.stackTraceLimit; elsewhere a no-op).
  const errorClass = Error as { stackTraceLimit?: number };
  const limit = errorClass.stackTraceLimit;
  errorClass.stackTraceLimit = 0;
  try {
    return new DynamoDBError(type, message, { [reasonsMember(type)]: throttlingReasons(causes, kind) });
  } finally {
    errorClass.stackTraceLimit = limit;
  }
}

/**
 * The member holding the reasons: `ThrottlingReasons` on ProvisionedThroughputExceededException and
 * RequestLimitExceeded, but `throttlingReasons` on ThrottlingException — so DynamoDB's model (the AWS
 * SDK's error shapes) spells it, and clients read it under that name only.
 */
export function reasonsMember(type: ErrorName): 'ThrottlingReasons' | 'throttlingReasons' {
  return type === 'ThrottlingException' ? 'throttlingReasons' : 'ThrottlingReasons';
}

function exceptionFor(mode: BillingMode, causes: readonly ThrottleCause[]): [ErrorName, string] {
  if (causes.some((cause) => cause.limit === 'AccountLimitExceeded')) {
    return ['RequestLimitExceeded', ACCOUNT_LIMIT_MESSAGE];
  }
  const onlyIndexes = causes.every((cause) => cause.isIndex);
  if (mode === 'PROVISIONED') {
    return [
      'ProvisionedThroughputExceededException',
      onlyIndexes ? PROVISIONED_INDEX_MESSAGE : PROVISIONED_TABLE_MESSAGE,
    ];
  }
  if (causes.some((cause) => cause.limit === 'MaxOnDemandThroughputExceeded')) {
    return ['ThrottlingException', MAX_ON_DEMAND_MESSAGE];
  }
  return ['ThrottlingException', onlyIndexes ? ON_DEMAND_INDEX_MESSAGE : ON_DEMAND_TABLE_MESSAGE];
}

/** Whether an error is one of DynamoDB's throttling errors (for batch operations and clients). */
export function isThrottlingError(error: unknown): error is DynamoDBError {
  return (
    error instanceof DynamoDBError &&
    (error.type === 'ProvisionedThroughputExceededException' ||
      error.type === 'ThrottlingException' ||
      error.type === 'RequestLimitExceeded')
  );
}
