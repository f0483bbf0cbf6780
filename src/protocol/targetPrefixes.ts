/** The X-Amz-Target prefixes the engine answers: DynamoDB's, DynamoDB Streams' and the sandbox's own. */
export const DYNAMODB_PREFIX = 'DynamoDB_20120810.';
export const STREAMS_PREFIX = 'DynamoDBStreams_20120810.';
export const SANDBOX_PREFIX = 'DynamoSandbox.';
