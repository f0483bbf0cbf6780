/**
 * The AWS SDK's own retries against throttling, with the client's default strategy (this SDK
 * release defaults DynamoDB clients to 4 attempts, the 2026 retry behaviour; older ones to 3), backing
 * off between attempts. Throttling errors are retryable, so the SDK retries them as it would
 * against DynamoDB: on a paused clock nothing refills and every attempt is throttled; when simulated
 * time passes during the back-off, the retry is served.
 */
import {
  DynamoDBClient,
  ProvisionedThroughputExceededException,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { createSdkRequestHandler } from '../../src/client/sdkRequestHandler.ts';
import { createDispatch } from '../../src/protocol/dispatch.ts';
import { startEndpoint, TEST_CREDENTIALS, type TestEndpoint } from '../helpers/endpoint.ts';
import { call, keyedTable, manualEngine, provisioned, START } from './support.ts';

const BIG = 'x'.repeat(350 * 1024);

/** A provisioned 1 WCU table whose 300-unit burst pool one 350 KB write has overdrawn. */
function overdrawn(engine: Parameters<typeof keyedTable>[0]): void {
  keyedTable(engine, 'ledger', provisioned(1, 1));
  expect(
    call(engine, 'PutItem', {
      TableName: 'ledger',
      Item: { pk: { S: 'big' }, sk: { S: '1' }, d: { S: BIG } },
    }).status,
  ).toBe(200);
}

const put = new PutItemCommand({ TableName: 'ledger', Item: { pk: { S: 'entry' }, sk: { S: '1' } } });

describe('the AWS SDK against throttling', () => {
  let endpoint: TestEndpoint | undefined;
  afterEach(async () => endpoint?.close());

  it('retries a throttled write with its default strategy and then gives up with the error', async () => {
    endpoint = await startEndpoint({ clock: { start: START, running: false } });
    overdrawn(endpoint.engine);
    const client = new DynamoDBClient({
      endpoint: endpoint.url,
      region: 'us-east-1',
      credentials: TEST_CREDENTIALS,
    });
    const attempts = await client.config.maxAttempts();
    expect(attempts).toBeGreaterThanOrEqual(3);
    const error = await client.send(put).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    client.destroy();
    expect(error).toBeInstanceOf(ProvisionedThroughputExceededException);
    const throttled = error as ProvisionedThroughputExceededException;
    expect(throttled.$metadata.attempts).toBe(attempts);
    expect(throttled.ThrottlingReasons).toEqual([
      {
        reason: 'TableWriteProvisionedThroughputExceeded',
        resource: 'arn:aws:dynamodb:us-east-1:000000000000:table/ledger',
      },
    ]);
    const snapshot = endpoint.engine.capacity.snapshot(endpoint.engine.tables.get('ledger')!);
    expect(snapshot.table.current.ThrottledRequests).toBe(attempts);
  });

  it('is served on a retry once simulated time has refilled the capacity', async () => {
    const engine = manualEngine();
    overdrawn(engine);
    const dispatch = createDispatch(engine);
    // Each throttled attempt is followed by its back-off; let it last 400 simulated seconds.
    const requestHandler = createSdkRequestHandler((target, body) => {
      const reply = dispatch(target, body);
      if (reply.status === 400) engine.advance(400_000);
      return reply;
    });
    const client = new DynamoDBClient({
      endpoint: 'http://sandbox.local',
      region: 'us-east-1',
      credentials: TEST_CREDENTIALS,
      requestHandler,
    });
    const reply = await client.send(put);
    client.destroy();
    expect(reply.$metadata.attempts).toBe(2);
    expect(
      call(engine, 'GetItem', { TableName: 'ledger', Key: { pk: { S: 'entry' }, sk: { S: '1' } } }).body.Item,
    ).toBeDefined();
  });
});
