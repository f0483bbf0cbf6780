/** Validated DynamoDB Streams requests (API_Operations_Amazon_DynamoDB_Streams.html). */

export type ShardIteratorType = 'TRIM_HORIZON' | 'LATEST' | 'AT_SEQUENCE_NUMBER' | 'AFTER_SEQUENCE_NUMBER';

export interface ListStreamsRequest {
  TableName?: string;
  Limit?: number;
  ExclusiveStartStreamArn?: string;
}

export interface DescribeStreamRequest {
  StreamArn: string;
  Limit?: number;
  ExclusiveStartShardId?: string;
  ShardFilter?: { Type?: 'CHILD_SHARDS'; ShardId?: string };
}

export interface GetShardIteratorRequest {
  StreamArn: string;
  ShardId: string;
  ShardIteratorType: ShardIteratorType;
  SequenceNumber?: string;
}

export interface GetRecordsRequest {
  ShardIterator: string;
  Limit?: number;
}
