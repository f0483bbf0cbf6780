/**
 * Errors the engine raises, shaped like DynamoDB's wire errors. `dispatch` turns them into
 * `{ __type, message }` with the HTTP status DynamoDB uses. Anything else that escapes an
 * operation is a bug and becomes an InternalServerError without changing state. The sandbox's own
 * S3 targets (`DynamoSandbox.S3*`) answer S3's codes through the same path, in S3's namespace and
 * with S3's statuses.
 */

const DYNAMODB = 'com.amazonaws.dynamodb.v20120810#';
const CORAL_SERVICE = 'com.amazon.coral.service#';
const CORAL_VALIDATE = 'com.amazon.coral.validate#';
const S3 = 'com.amazonaws.s3#';

/** The short names DynamoDB and S3 use; the wire `__type` adds a namespace (see `wireType`). */
export type ErrorName = DynamoDBErrorName | S3ErrorName;

type DynamoDBErrorName =
  | 'ValidationException'
  | 'SerializationException'
  | 'UnknownOperationException'
  | 'MissingAuthenticationTokenException'
  | 'IncompleteSignatureException'
  | 'InvalidSignatureException'
  | 'UnrecognizedClientException'
  | 'AccessDeniedException'
  | 'ResourceNotFoundException'
  | 'ResourceInUseException'
  | 'LimitExceededException'
  | 'ConditionalCheckFailedException'
  | 'ItemCollectionSizeLimitExceededException'
  | 'ProvisionedThroughputExceededException'
  | 'ThrottlingException'
  | 'RequestLimitExceeded'
  | 'TransactionCanceledException'
  | 'TransactionConflictException'
  | 'ReplicatedWriteConflictException'
  | 'TransactionInProgressException'
  | 'IdempotentParameterMismatchException'
  | 'DuplicateItemException'
  | 'InternalServerError'
  | 'InternalFailure'
  | 'ExpiredIteratorException'
  | 'TrimmedDataAccessException'
  | 'TableNotFoundException'
  | 'TableAlreadyExistsException'
  | 'TableInUseException'
  | 'BackupNotFoundException'
  | 'BackupInUseException'
  | 'ContinuousBackupsUnavailableException'
  | 'PointInTimeRecoveryUnavailableException'
  | 'InvalidRestoreTimeException'
  | 'PolicyNotFoundException'
  | 'GlobalTableNotFoundException'
  | 'ExportNotFoundException'
  | 'ExportConflictException'
  | 'InvalidExportTimeException'
  | 'ImportNotFoundException'
  | 'ImportConflictException';

/**
 * S3's codes, which only the sandbox's own S3 targets answer, with S3's HTTP status for each
 * (S3's ErrorResponses page: NoSuchKey 404 Not Found, InvalidBucketName 400 Bad Request). The
 * HTTP S3 endpoint sends the same codes and statuses in S3's XML.
 */
const S3_STATUS = { NoSuchKey: 404, InvalidBucketName: 400 } as const;

export type S3ErrorName = keyof typeof S3_STATUS;

function isS3ErrorName(name: string): name is S3ErrorName {
  return Object.hasOwn(S3_STATUS, name);
}

const CORAL_SERVICE_ERRORS: ReadonlySet<ErrorName> = new Set([
  'SerializationException',
  'UnknownOperationException',
  'MissingAuthenticationTokenException',
  'IncompleteSignatureException',
  'InvalidSignatureException',
  'UnrecognizedClientException',
  'AccessDeniedException',
  'InternalFailure',
]);

export function wireType(name: ErrorName): string {
  if (isS3ErrorName(name)) return S3 + name;
  if (name === 'ValidationException') return CORAL_VALIDATE + name;
  if (CORAL_SERVICE_ERRORS.has(name)) return CORAL_SERVICE + name;
  return DYNAMODB + name;
}

export function httpStatusOf(name: ErrorName): number {
  if (isS3ErrorName(name)) return S3_STATUS[name];
  // InternalFailure: Coral's own 500, which DynamoDB answers to a few request shapes it cannot handle
  // (ack-api-quirks dynamodb DDB-TABLE-437, 448).
  return name === 'InternalServerError' || name === 'InternalFailure' ? 500 : 400;
}

/** V8's Error, whose `stackTraceLimit` says how many frames a new error captures. */
const V8Error = Error as ErrorConstructor & { stackTraceLimit?: number };

export class DynamoDBError extends Error {
  /** Extra top-level fields of the error body (Item, CancellationReasons, ThrottlingReasons …). */
  readonly extra: Record<string, unknown> | undefined;
  /**
   * Write units a failed conditional write consumed (never sent: DynamoDB's error carries no
   * ConsumedCapacity). BatchExecuteStatement adds them to its table's total.
   */
  chargedWriteUnits: number | undefined;

  constructor(
    readonly type: ErrorName,
    message: string,
    extra?: Record<string, unknown>,
  ) {
    // A DynamoDB error is an answer, not a bug: no stack trace is captured for it. Capturing one was
    // most of the cost of a refused request (a failed conditional PutItem took 8.9 µs instead of
    // 4.7) and of every throttle the load generator provokes. Only V8 has Error.stackTraceLimit.
    const limit = V8Error.stackTraceLimit;
    if (limit !== undefined) V8Error.stackTraceLimit = 0;
    super(message);
    if (limit !== undefined) V8Error.stackTraceLimit = limit;
    this.name = type;
    this.extra = extra;
    this.chargedWriteUnits = undefined;
  }

  /** The error body exactly as DynamoDB sends it. */
  toWire(): Record<string, unknown> {
    const body: Record<string, unknown> = { __type: wireType(this.type) };
    if (this.type === 'ConditionalCheckFailedException' && this.extra?.Item !== undefined) {
      // With the item (ReturnValuesOnConditionCheckFailure ALL_OLD) DynamoDB spells it `Message`,
      // before the item: LocalStack's AWS recording of test_return_values_on_conditions_check_failure
      // has no top-level `message`, and moto's AWS-verified tests send it so (getmoto/moto#6950).
      body.Message = this.message;
      return Object.assign(body, this.extra);
    }
    if (CAPITAL_MESSAGE.has(this.type)) {
      if (this.extra) Object.assign(body, this.extra);
      if (this.message) body.Message = this.message;
      return body;
    }
    if (this.message) body.message = this.message;
    if (this.extra) Object.assign(body, this.extra);
    return body;
  }
}

/**
 * The errors whose body spells the field `Message`, after their other members: Coral's serialization
 * errors, TransactionCanceledException (`{"__type":…,"CancellationReasons":[…],"Message":…}`, as
 * captured from DynamoDB in boto/boto3#2657) and IAM's AccessDeniedException (dynalite's recordings
 * read `Message`; so does a DynamoDB PutItem denial quoted from a user's log). The others use
 * `message`. SDKs read either spelling.
 */
const CAPITAL_MESSAGE: ReadonlySet<string> = new Set([
  'SerializationException',
  'TransactionCanceledException',
  'AccessDeniedException',
]);

export const validation = (message: string) => new DynamoDBError('ValidationException', message);

/** The "One or more parameter values were invalid: …" family. */
export const invalidParameter = (detail: string) =>
  new DynamoDBError('ValidationException', `One or more parameter values were invalid: ${detail}`);

export const serialization = (message: string) => new DynamoDBError('SerializationException', message);

export const resourceNotFound = (message = 'Requested resource not found') =>
  new DynamoDBError('ResourceNotFoundException', message);

export const resourceInUse = (message: string) => new DynamoDBError('ResourceInUseException', message);

/** The ResourceInUseException of a change refused while something is in progress, naming what. */
export const stillInUse = (detail: string) =>
  resourceInUse(`Attempt to change a resource which is still in use: ${detail}`);

/** Another account's backup or table ARN, refused before any lookup (ack-api-quirks DDB-BACKUP-012, DDB-EXPORT-001). */
export const accessDenied = () => new DynamoDBError('AccessDeniedException', 'Access is denied');

/** Another account's resource where a resource-based policy or a restore source is named. */
export const notResourceOwner = () =>
  validation('This action is only supported by accounts that match the resource owner\u2019s account.');

export const conditionalCheckFailed = (item?: Record<string, unknown>) =>
  new DynamoDBError(
    'ConditionalCheckFailedException',
    'The conditional request failed',
    item ? { Item: item } : undefined,
  );
