/**
 * Stream ARNs: `arn:aws:dynamodb:<region>:<account>:table/<name>/stream/<label>`. DynamoDB Streams
 * answers anything else with "Invalid StreamArn" before looking at lengths (recorded against AWS in
 * aws-sdk-js's integration tests: DescribeStream `{StreamArn: 'fake-stream'}`).
 */
import { validation } from '../../errors.ts';

const STREAM_ARN =
  /^arn:aws[a-z-]*:dynamodb:[a-z0-9-]+:\d{12}:table\/[a-zA-Z0-9_.-]{3,255}\/stream\/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/;

export function isStreamArn(value: string): boolean {
  return STREAM_ARN.test(value);
}

/** compileRequest's hook: the ARN's form, checked before the constraints. */
export function checkStreamArn(request: { StreamArn?: string }): void {
  if (request.StreamArn !== undefined && !isStreamArn(request.StreamArn))
    throw validation('Invalid StreamArn');
}

export const SHARD_ID_LENGTH = { min: 28, max: 65 } as const;
export const STREAM_ARN_LENGTH = { min: 37, max: 1024 } as const;
