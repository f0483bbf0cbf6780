/**
 * DynamoDB Streams' errors. Sources: "Requested resource not found: Stream: <arn> not found" and
 * "Invalid StreamArn" recorded against AWS (aws-sdk-js integration tests, a Jest test of
 * dynamodb-streams readers); "Shard iterator has expired" from an AWS SDK for Java stack trace;
 * "The data you are trying to access has been trimmed" from the API reference and user reports;
 * "Requested resource not found: Shard does not exist" as the Kinesis adapter's tests expect it.
 * The sequence-number and iterator messages are the sandbox's own (not confirmed against AWS).
 */
import { DynamoDBError, resourceNotFound, validation } from '../errors.ts';

export const streamNotFound = (arn: string) =>
  resourceNotFound(`Requested resource not found: Stream: ${arn} not found`);

export const shardNotFound = () => resourceNotFound('Requested resource not found: Shard does not exist');

export const iteratorExpired = () =>
  new DynamoDBError('ExpiredIteratorException', 'Shard iterator has expired');

export const dataTrimmed = () =>
  new DynamoDBError('TrimmedDataAccessException', 'The data you are trying to access has been trimmed');

export const invalidIterator = () => validation('Invalid ShardIterator');

export const sequenceNumberRequired = (type: string) =>
  validation(`SequenceNumber must be specified for ShardIteratorType ${type}`);

export const sequenceNumberNotAllowed = (type: string) =>
  validation(`SequenceNumber must not be specified for ShardIteratorType ${type}`);

export const invalidSequenceNumber = (sequence: string, shardId: string) =>
  validation(`Invalid SequenceNumber ${sequence} for shard ${shardId}`);
