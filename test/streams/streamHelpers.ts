/** DynamoDB Streams calls through dispatch, and a reader that drains a stream, for the stream tests. */
import type { Engine } from '../../src/engine/engine.ts';
import type { StreamEvent } from '../../src/engine/streams/consumers/consumerTypes.ts';
import { dispatch } from '../../src/protocol/dispatch.ts';
import { ok, testEngine } from '../helpers/wire.ts';

/** A reply body as the tests read it: JSON navigated freely, each assertion checking the shape. */

export type Json = any;

export const HOUR = 3600 * 1000;
export const MINUTE = 60 * 1000;

export interface StreamsReply {
  status: number;
  body: Record<string, Json>;
}

export function streamsCall(engine: Engine, operation: string, body: unknown): StreamsReply {
  const reply = dispatch(engine, `DynamoDBStreams_20120810.${operation}`, JSON.stringify(body));
  return { status: reply.status, body: JSON.parse(reply.body) };
}

export function streamsOk(engine: Engine, operation: string, body: unknown): Record<string, Json> {
  const reply = streamsCall(engine, operation, body);
  if (reply.status !== 200) throw new Error(`${operation} failed: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** A failing Streams call: its short error type and message. */
export function streamsFails(
  engine: Engine,
  operation: string,
  body: unknown,
): { type: string; message: string } {
  const reply = streamsCall(engine, operation, body);
  if (reply.status === 200) throw new Error(`${operation} succeeded: ${JSON.stringify(reply.body)}`);
  return {
    type: String(reply.body.__type).split('#')[1],
    message: String(reply.body.message ?? reply.body.Message),
  };
}

/** A one-partition table (provisioned 1/1) keyed by `id` (S), optionally with a stream. */
export function createStreamTable(
  engine: Engine,
  name: string,
  viewType?: 'KEYS_ONLY' | 'NEW_IMAGE' | 'OLD_IMAGE' | 'NEW_AND_OLD_IMAGES',
  extra: Record<string, unknown> = {},
): Record<string, Json> {
  return ok(engine, 'CreateTable', {
    TableName: name,
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
    ...(viewType ? { StreamSpecification: { StreamEnabled: true, StreamViewType: viewType } } : {}),
    ...extra,
  }).TableDescription;
}

export function latestStreamArn(engine: Engine, table: string): string {
  return ok(engine, 'DescribeTable', { TableName: table }).Table.LatestStreamArn;
}

export function shardsOf(engine: Engine, streamArn: string): Record<string, Json>[] {
  return streamsOk(engine, 'DescribeStream', { StreamArn: streamArn }).StreamDescription.Shards;
}

export function iterator(
  engine: Engine,
  streamArn: string,
  shardId: string,
  type = 'TRIM_HORIZON',
  sequence?: string,
): string {
  return streamsOk(engine, 'GetShardIterator', {
    StreamArn: streamArn,
    ShardId: shardId,
    ShardIteratorType: type,
    ...(sequence ? { SequenceNumber: sequence } : {}),
  }).ShardIterator;
}

/** Every record of one shard from TRIM_HORIZON, following NextShardIterator until no records come. */
export function readShard(engine: Engine, streamArn: string, shardId: string): Record<string, Json>[] {
  const records: Record<string, Json>[] = [];
  let next: string | undefined = iterator(engine, streamArn, shardId);
  while (next) {
    const page = streamsOk(engine, 'GetRecords', { ShardIterator: next });
    records.push(...page.Records);
    if (page.Records.length === 0) break;
    next = page.NextShardIterator;
  }
  return records;
}

/** Every record of the stream, shard by shard in creation order (parents before children). */
export function readStream(engine: Engine, streamArn: string): Record<string, Json>[] {
  return shardsOf(engine, streamArn).flatMap((shard) => readShard(engine, streamArn, shard.ShardId));
}

/** An engine (capacity not enforced) with a stream on table `orders`, and a put of item `id` there. */
export function consumerSetup(viewType: 'NEW_IMAGE' | 'NEW_AND_OLD_IMAGES' = 'NEW_IMAGE') {
  const engine = testEngine({ capacity: { enforce: false } });
  createStreamTable(engine, 'orders', viewType);
  const put = (id: string, n = 1) =>
    ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: id }, n: { N: String(n) } } });
  return { engine, put };
}

/** The `id` keys of a consumer batch's records, in order. */
export const recordIds = (event: StreamEvent) => event.Records.map((r) => r.dynamodb.Keys.id.S as string);
