/**
 * The errors the sandbox's own S3 targets (`DynamoSandbox.S3*`) answer where S3 has a code of its
 * own: S3's code and message (ErrorResponses.html: NoSuchKey "The specified key does not exist.",
 * InvalidBucketName "The specified bucket is not valid."), with the bucket or key beside the message
 * as S3's error carries it, rather than a DynamoDB exception that S3 never sends. The codes are the
 * engine's own error names (errors.ts gives them S3's namespace and status), so the reply is
 * `{ "__type": "com.amazonaws.s3#NoSuchKey", "message": …, "Key": … }` with status 404, which the
 * app's errorName reads as `NoSuchKey`.
 */
import { DynamoDBError, type S3ErrorName } from '../errors.ts';

/** S3's messages for its codes, as its ErrorResponses page words them: for both of the sandbox's S3s. */
export const S3_MESSAGES: Readonly<Record<S3ErrorName, string>> = {
  NoSuchKey: 'The specified key does not exist.',
  InvalidBucketName: 'The specified bucket is not valid.',
};

export const noSuchKey = (key: string) => new DynamoDBError('NoSuchKey', S3_MESSAGES.NoSuchKey, { Key: key });

export const invalidBucketName = (bucket: string) =>
  new DynamoDBError('InvalidBucketName', S3_MESSAGES.InvalidBucketName, { BucketName: bucket });
