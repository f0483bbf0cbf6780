import { describe, expect, it } from 'vitest';
import { callWith } from '../../client/calls.ts';
import { createInProcessClient } from '../../client/inProcessClient.ts';
import type { KinesisDataStreamDestination } from '../../client/wireTypes.ts';
import { destinationsChanging, kinesisDestinationLines } from './kinesisDestinationSummary.ts';

const STREAM = 'arn:aws:kinesis:us-east-1:000000000000:stream/orders-changes';
const OLD_STREAM = 'arn:aws:kinesis:us-east-1:000000000000:stream/old-changes';

async function destinations(client: ReturnType<typeof createInProcessClient>) {
  const outcome = await callWith(client, 'DescribeKinesisStreamingDestination', { TableName: 'orders' });
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value.reply.KinesisDataStreamDestinations as KinesisDataStreamDestination[];
}

describe('the table summary’s Kinesis Data Streams destinations', () => {
  it('shows each destination’s status, stream and precision, the live one first, as the clock moves them on', async () => {
    const client = createInProcessClient({
      tableStatusDelayMs: 0,
      clock: { start: Date.UTC(2026, 0, 1), running: false },
    });
    await callWith(client, 'CreateTable', {
      TableName: 'orders',
      AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
      BillingMode: 'PAY_PER_REQUEST',
    });
    client.engine.advance(60_000);
    expect(kinesisDestinationLines(await destinations(client))).toEqual([]);

    await callWith(client, 'EnableKinesisStreamingDestination', {
      TableName: 'orders',
      StreamArn: OLD_STREAM,
    });
    client.engine.advance(10_000);
    await callWith(client, 'DisableKinesisStreamingDestination', {
      TableName: 'orders',
      StreamArn: OLD_STREAM,
    });
    client.engine.advance(10_000);
    expect(
      (
        await callWith(client, 'EnableKinesisStreamingDestination', {
          TableName: 'orders',
          StreamArn: STREAM,
          EnableKinesisStreamingConfiguration: { ApproximateCreationDateTimePrecision: 'MICROSECOND' },
        })
      ).ok,
    ).toBe(true);
    const enabling = await destinations(client);
    expect(destinationsChanging(enabling)).toBe(true);
    expect(kinesisDestinationLines(enabling)).toEqual([
      `ENABLING · ${STREAM} · precision MICROSECOND`,
      `DISABLED · ${OLD_STREAM} · precision MILLISECOND (the default)`,
    ]);

    client.engine.advance(10_000);
    const active = await destinations(client);
    expect(destinationsChanging(active)).toBe(false);
    expect(kinesisDestinationLines(active)[0]).toBe(`ACTIVE · ${STREAM} · precision MICROSECOND`);
  });

  it('says why enabling failed', () => {
    expect(
      kinesisDestinationLines([
        {
          StreamArn: 'x',
          DestinationStatus: 'ENABLE_FAILED',
          DestinationStatusDescription: 'No such stream',
        },
      ]),
    ).toEqual(['ENABLE_FAILED (No such stream) · x · precision MILLISECOND (the default)']);
  });
});
