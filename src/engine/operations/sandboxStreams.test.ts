/**
 * DynamoSandbox.DescribeStreamRetention says until when a stream stays readable: an enabled one for
 * as long as it is on, a disabled one for 24 hours after it was disabled — after which it is gone,
 * as DescribeStream finds it.
 */
import { describe, expect, it } from 'vitest';
import { ok, testEngine } from '../../../test/helpers/wire.ts';
import { dispatch } from '../../protocol/dispatch.ts';
import type { Engine } from '../engine.ts';

const HOUR_MS = 3_600_000;

function retention(engine: Engine, StreamArn: string) {
  const reply = dispatch(engine, 'DynamoSandbox.DescribeStreamRetention', JSON.stringify({ StreamArn }));
  return { status: reply.status, body: JSON.parse(reply.body) as Record<string, unknown> };
}

function tableWithStream(engine: Engine): string {
  const created = ok(engine, 'CreateTable', {
    TableName: 'orders',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    BillingMode: 'PAY_PER_REQUEST',
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
  });
  return created.TableDescription.LatestStreamArn;
}

describe('how long a stream stays readable', () => {
  it('is as long as it is on, for an enabled stream', () => {
    const engine = testEngine();
    const arn = tableWithStream(engine);
    expect(retention(engine, arn)).toEqual({
      status: 200,
      body: { StreamArn: arn, StreamStatus: 'ENABLED' },
    });
  });

  it('is 24 hours after it was disabled, and then the stream is gone', () => {
    const engine = testEngine();
    const arn = tableWithStream(engine);
    engine.advance(HOUR_MS);
    const disabledAt = engine.now() / 1000;
    ok(engine, 'UpdateTable', { TableName: 'orders', StreamSpecification: { StreamEnabled: false } });
    engine.advance(23 * HOUR_MS);
    expect(retention(engine, arn).body).toEqual({
      StreamArn: arn,
      StreamStatus: 'DISABLED',
      DisabledDateTime: disabledAt,
      ReadableUntilDateTime: disabledAt + 24 * 3600,
    });
    engine.advance(HOUR_MS);
    const gone = retention(engine, arn);
    expect(gone.status).toBe(400);
    expect(gone.body.__type).toBe('com.amazonaws.dynamodb.v20120810#ResourceNotFoundException');
    const described = dispatch(
      engine,
      'DynamoDBStreams_20120810.DescribeStream',
      JSON.stringify({ StreamArn: arn }),
    );
    expect(described.status).toBe(400);
  });
});
