/**
 * The errors the sandbox's own S3 targets (`DynamoSandbox.S3*`) answer where S3 has a code of its
 * own: S3's code and message (ErrorResponses.html: NoSuchKey "The specified key does not exist.",
 * InvalidBucketName "The specified bucket is not valid."), with the bucket or key beside the message
 * as S3's error carries it, rather than a DynamoDB exception that S3 never sends. The targets speak
 * the engine's JSON protocol, so the reply keeps its 400 status; the `__type` is S3's code in S3's
 * namespace, which the app's errorName reads as `NoSuchKey` and the like.
 */
import { DynamoDBError } from '../errors.ts';

export type S3ErrorCode = 'NoSuchKey' | 'InvalidBucketName';

/** S3's messages for its codes, as its ErrorResponses page words them: for both of the sandbox's S3s. */
export const S3_MESSAGES: Readonly<Record<S3ErrorCode, string>> = {
  NoSuchKey: 'The specified key does not exist.',
  InvalidBucketName: 'The specified bucket is not valid.',
};

const S3_NAMESPACE = 'com.amazonaws.s3#';

export class SandboxS3Error extends DynamoDBError {
  constructor(
    readonly code: S3ErrorCode,
    message: string,
    detail: Record<string, string>,
  ) {
    // The DynamoDB-side type only decides the status (400) and how the engine counts it.
    super(code === 'NoSuchKey' ? 'ResourceNotFoundException' : 'ValidationException', message, detail);
    this.name = code;
  }

  override toWire(): Record<string, unknown> {
    return { __type: S3_NAMESPACE + this.code, message: this.message, ...this.extra };
  }
}

export const noSuchKey = (key: string) =>
  new SandboxS3Error('NoSuchKey', S3_MESSAGES.NoSuchKey, { Key: key });

export const invalidBucketName = (bucket: string) =>
  new SandboxS3Error('InvalidBucketName', S3_MESSAGES.InvalidBucketName, { BucketName: bucket });
