/**
 * Shared builders for the bulk put items tests (engine/bulk/), on the transfers tests' sandbox
 * (test/transfers/support.ts): every request goes through `createDispatch` as wire JSON, and the
 * engine's clock moves only when a test advances it.
 */
import { MINUTE, type Json, type Sandbox } from '../transfers/support.ts';

export const line = (item: Json) => `${JSON.stringify({ Item: item })}\n`;

/** A StartBulkPutItems request reading DYNAMODB_JSON under `bucket`/`prefix`, reporting ERROR to `reports`. */
export function bulkRequest(
  TableName: string,
  S3Bucket: string,
  S3KeyPrefix: string,
  extra: Json = {},
): Json {
  return {
    TableName,
    InputS3Configuration: { S3Bucket, S3KeyPrefix, InputFormat: 'DYNAMODB_JSON' },
    OutputS3Configuration: { S3Bucket: 'reports', OutputType: ['ERROR'] },
    ...extra,
  };
}

/** Creates the table and lets it become ACTIVE. */
export function activeTable(box: Sandbox, request: Json): void {
  box.ok('CreateTable', request);
  box.advance(10 * box.engine.tableStatusDelayMs);
}

/** Starts the operation and lets the clock run until it has ended; its final description. */
export function bulkAndWait(box: Sandbox, request: Json): Json {
  const started = box.ok('StartBulkPutItems', request).BulkOperationDescription;
  box.advance(MINUTE);
  const done = box.ok('DescribeBulkOperation', {
    BulkOperationArn: started.BulkOperationArn,
  }).BulkOperationDescription;
  if (['IN_PROGRESS', 'CANCELLING'].includes(done.BulkOperationStatus)) {
    throw new Error('the bulk operation did not end within a minute');
  }
  return done;
}

/** Every record of a table's stream, from its first shard's start. */
export function streamRecords(box: Sandbox, TableName: string): Json[] {
  const streams = (target: string, body: unknown) => {
    const reply = box.dispatch(`DynamoDBStreams_20120810.${target}`, JSON.stringify(body));
    if (reply.status !== 200) throw new Error(`${target} failed: ${reply.body}`);
    return JSON.parse(reply.body) as Json;
  };
  const StreamArn = box.ok('DescribeTable', { TableName }).Table.LatestStreamArn as string;
  const shards = streams('DescribeStream', { StreamArn }).StreamDescription.Shards as Json[];
  return shards.flatMap((shard) => {
    const iterator = streams('GetShardIterator', {
      StreamArn,
      ShardId: shard.ShardId,
      ShardIteratorType: 'TRIM_HORIZON',
    }).ShardIterator;
    return streams('GetRecords', { ShardIterator: iterator }).Records as Json[];
  });
}
