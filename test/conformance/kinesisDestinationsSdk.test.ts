/**
 * Kinesis Data Streams destinations through the real AWS SDK for JavaScript v3 against a started
 * endpoint: the commands' replies and errors reach the SDK in the shapes it expects (the behaviour
 * itself is in kinesisDestinations.test.ts and kinesisDestinationRequests.test.ts).
 */
import {
  CreateTableCommand,
  DescribeKinesisStreamingDestinationCommand,
  DisableKinesisStreamingDestinationCommand,
  EnableKinesisStreamingDestinationCommand,
  UpdateKinesisStreamingDestinationCommand,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEndpoint, type TestEndpoint } from '../helpers/endpoint.ts';
import { idTable } from '../helpers/wire.ts';

const StreamArn = 'arn:aws:kinesis:us-east-1:000000000000:stream/orders-changes';
let endpoint: TestEndpoint;

beforeAll(async () => {
  endpoint = await startEndpoint({ clock: { start: Date.UTC(2026, 11, 1), running: false } });
  await endpoint.client.send(new CreateTableCommand(idTable('orders') as never));
});
afterAll(() => endpoint.close());

describe('Kinesis destinations through the AWS SDK', () => {
  it('enable, update and disable a destination, each status as DynamoDB reports it', async () => {
    const { client, engine } = endpoint;
    const enabled = await client.send(
      new EnableKinesisStreamingDestinationCommand({ TableName: 'orders', StreamArn }),
    );
    expect(enabled).toMatchObject({
      TableName: 'orders',
      StreamArn,
      DestinationStatus: 'ENABLING',
      EnableKinesisStreamingConfiguration: {},
    });
    engine.advance(6_000);
    const described = await client.send(
      new DescribeKinesisStreamingDestinationCommand({ TableName: 'orders' }),
    );
    expect(described.KinesisDataStreamDestinations).toEqual([{ StreamArn, DestinationStatus: 'ACTIVE' }]);

    const updated = await client.send(
      new UpdateKinesisStreamingDestinationCommand({
        TableName: 'orders',
        StreamArn,
        UpdateKinesisStreamingConfiguration: { ApproximateCreationDateTimePrecision: 'MICROSECOND' },
      }),
    );
    expect(updated).toMatchObject({
      DestinationStatus: 'UPDATING',
      UpdateKinesisStreamingConfiguration: { ApproximateCreationDateTimePrecision: 'MICROSECOND' },
    });
    await expect(
      client.send(new DisableKinesisStreamingDestinationCommand({ TableName: 'orders', StreamArn })),
    ).rejects.toMatchObject({
      name: 'ValidationException',
      message:
        'Table is not in a valid state to enable Kinesis Streaming Destination: KinesisStreamingDestination must be ACTIVE to perform DISABLE operation.',
    });
    engine.advance(140_000);
    const disabled = await client.send(
      new DisableKinesisStreamingDestinationCommand({ TableName: 'orders', StreamArn }),
    );
    expect(disabled.DestinationStatus).toBe('DISABLING');
    engine.advance(2_000);
    const after = await client.send(new DescribeKinesisStreamingDestinationCommand({ TableName: 'orders' }));
    expect(after.KinesisDataStreamDestinations).toEqual([
      { StreamArn, DestinationStatus: 'DISABLED', ApproximateCreationDateTimePrecision: 'MICROSECOND' },
    ]);
  });
});
