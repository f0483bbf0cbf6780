/**
 * The input shapes of the DynamoDB Streams operations, for botocore's parameter validation
 * and skeletons (inputShapes.ts), written in the AWS SDK for JavaScript's schema form: the app bundles
 * only the DynamoDB client, and these four shapes are all the `aws dynamodbstreams` commands need.
 * Members and required ones as in the Streams service model (API version 2012-08-10); their
 * minimums are in botocoreMinimums.ts.
 */
const NAMESPACE = 'com.amazonaws.dynamodbstreams';
const STRING = 0;
const NUMBER = 1;

/** [3, namespace, name, traits, members, member schemas, required count]: required members first. */
const structure = (name: string, members: string[], schemas: unknown[], required: number) =>
  [3, NAMESPACE, name, 0, members, schemas, required] as const;

const ShardFilter = structure('ShardFilter', ['Type', 'ShardId'], [STRING, STRING], 0);

export const STREAMS_INPUTS = {
  DescribeStream: structure(
    'DescribeStreamInput',
    ['StreamArn', 'Limit', 'ExclusiveStartShardId', 'ShardFilter'],
    [STRING, NUMBER, STRING, ShardFilter],
    1,
  ),
  GetRecords: structure('GetRecordsInput', ['ShardIterator', 'Limit'], [STRING, NUMBER], 1),
  GetShardIterator: structure(
    'GetShardIteratorInput',
    ['StreamArn', 'ShardId', 'ShardIteratorType', 'SequenceNumber'],
    [STRING, STRING, STRING, STRING],
    3,
  ),
  ListStreams: structure(
    'ListStreamsInput',
    ['TableName', 'Limit', 'ExclusiveStartStreamArn'],
    [STRING, NUMBER, STRING],
    0,
  ),
};

/** The Streams inputs' enums, by member name, for skeletons (cliSkeleton.ts). */
export const STREAMS_ENUMS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ShardIteratorType: {
    TRIM_HORIZON: 'TRIM_HORIZON',
    LATEST: 'LATEST',
    AT_SEQUENCE_NUMBER: 'AT_SEQUENCE_NUMBER',
    AFTER_SEQUENCE_NUMBER: 'AFTER_SEQUENCE_NUMBER',
  },
  Type: { CHILD_SHARDS: 'CHILD_SHARDS' },
};
