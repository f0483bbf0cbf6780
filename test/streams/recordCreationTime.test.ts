/**
 * A record's ApproximateCreationDateTime on the wire: whole epoch seconds written as a Java double,
 * like every DynamoDB timestamp (src/engine/reply.ts). The DynamoDB Streams API reference's GetRecords
 * example sends `"ApproximateCreationDateTime": 1.46480431E9`, and Lambda passes the value on as a
 * float (LocalStack's AWS-validated test_dynamodb_event_filter asserts isinstance(…, float)). Clients
 * that keep JSON's int/float distinction saw an int here before.
 */
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/protocol/dispatch.ts';
import { ok, testEngine } from '../helpers/wire.ts';
import { createStreamTable, iterator, latestStreamArn, shardsOf } from './streamHelpers.ts';

describe('ApproximateCreationDateTime in GetRecords', () => {
  it('is written as a double, in seconds rounded down, like the stream creation time', () => {
    const engine = testEngine();
    createStreamTable(engine, 'orders', 'KEYS_ONLY');
    engine.advance(1_500);
    ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: 'a' } } });
    const arn = latestStreamArn(engine, 'orders');
    const shardIterator = iterator(engine, arn, shardsOf(engine, arn)[0].ShardId);
    const raw = dispatch(
      engine,
      'DynamoDBStreams_20120810.GetRecords',
      JSON.stringify({ ShardIterator: shardIterator }),
    ).body;
    // 30 November 2026 00:00:01.5 UTC: 1795996801 s.
    expect(raw).toContain('"ApproximateCreationDateTime":1.795996801E9,');
    const described = dispatch(
      engine,
      'DynamoDBStreams_20120810.DescribeStream',
      JSON.stringify({ StreamArn: arn }),
    );
    expect(described.body).toContain('"CreationRequestDateTime":1.7959968E9,');
    expect(JSON.parse(raw).Records[0].dynamodb.ApproximateCreationDateTime).toBe(1795996801);
  });
});
