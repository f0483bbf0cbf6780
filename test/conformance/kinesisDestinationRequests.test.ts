/**
 * Kinesis Data Streams destinations through dispatch: the requests DynamoDB refuses and the streams
 * it accepts only to fail them later (ack-api-quirks dynamodb DDB-TABLE-233, 234, 268, 300, 301, 302,
 * 318; which streams the sandbox takes to exist: src/engine/kinesis/kinesisDestination.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const OWN = 'arn:aws:kinesis:us-east-1:000000000000:stream/orders-changes';
const NOT_VALID = 'Table is not in a valid state to enable Kinesis Streaming Destination: ';
const CANNOT_DISABLE = `${NOT_VALID}KinesisStreamingDestination must be ACTIVE to perform DISABLE operation.`;

function withTable(): Engine {
  const engine = testEngine();
  ok(engine, 'CreateTable', idTable('orders'));
  return engine;
}
const onOrders = (StreamArn: string, extra: object = {}) => ({ TableName: 'orders', StreamArn, ...extra });
const listed = (engine: Engine) =>
  ok(engine, 'DescribeKinesisStreamingDestination', { TableName: 'orders' }).KinesisDataStreamDestinations;

describe('Kinesis streaming destination requests', () => {
  it('check the members as the service model declares them', () => {
    const engine = withTable();
    expect(fails(engine, 'EnableKinesisStreamingDestination', { TableName: 'orders' })).toMatchObject({
      type: 'ValidationException',
      message:
        "1 validation error detected: Value null at 'streamArn' failed to satisfy constraint: Member must not be null",
    });
    expect(fails(engine, 'DisableKinesisStreamingDestination', onOrders('not-an-arn')).message).toBe(
      "1 validation error detected: Value 'not-an-arn' at 'streamArn' failed to satisfy constraint: Member must have length greater than or equal to 37",
    );
    expect(
      fails(engine, 'EnableKinesisStreamingDestination', {
        TableName: 'x',
        StreamArn: OWN,
        EnableKinesisStreamingConfiguration: { ApproximateCreationDateTimePrecision: 'SECOND' },
      }).message,
    ).toBe(
      '2 validation errors detected: ' +
        "Value 'x' at 'tableName' failed to satisfy constraint: Member must have length greater than or equal to 3; " +
        "Value 'SECOND' at 'enableKinesisStreamingConfiguration.approximateCreationDateTimePrecision' failed to satisfy constraint: Member must satisfy enum value set: [MILLISECOND, MICROSECOND]",
    );
    expect(
      fails(engine, 'UpdateKinesisStreamingDestination', {
        ...onOrders(OWN),
        UpdateKinesisStreamingConfiguration: { ApproximateCreationDateTimePrecision: 'NANOSECOND' },
      }).message,
    ).toBe(
      "1 validation error detected: Value 'NANOSECOND' at 'updateKinesisStreamingConfiguration.approximateCreationDateTimePrecision' failed to satisfy constraint: Member must satisfy enum value set: [MILLISECOND, MICROSECOND]",
    );
    expect(fails(engine, 'DescribeKinesisStreamingDestination', {}).message).toBe(
      "1 validation error detected: Value null at 'tableName' failed to satisfy constraint: Member must not be null",
    );
  });

  it('answer a missing table, and one the side services do not know yet, as not found (DDB-TABLE-233, 234)', () => {
    const engine = testEngine({ tableStatusDelayMs: 6_000 });
    const notFound = {
      type: 'ResourceNotFoundException',
      message: 'Requested resource not found: Table: orders not found',
    };
    expect(fails(engine, 'DescribeKinesisStreamingDestination', { TableName: 'orders' })).toMatchObject(
      notFound,
    );
    ok(engine, 'CreateTable', idTable('orders'));
    for (const operation of ['EnableKinesisStreamingDestination', 'DisableKinesisStreamingDestination']) {
      expect(fails(engine, operation, onOrders(OWN))).toMatchObject(notFound);
    }
    expect(fails(engine, 'DescribeKinesisStreamingDestination', { TableName: 'orders' })).toMatchObject(
      notFound,
    );
    // Still CREATING, but known: an empty list.
    engine.advance(2_400);
    expect(ok(engine, 'DescribeTable', { TableName: 'orders' }).Table.TableStatus).toBe('CREATING');
    expect(listed(engine)).toEqual([]);
  });

  it('refuse Disable and Update of a stream not ACTIVE on the table, never as not found (DDB-TABLE-302)', () => {
    const engine = withTable();
    for (const StreamArn of [OWN, 'arn:aws:kinesis:us-east-1:000000000000:stream/', 'x'.repeat(37)]) {
      expect(fails(engine, 'DisableKinesisStreamingDestination', onOrders(StreamArn))).toMatchObject({
        type: 'ValidationException',
        message: CANNOT_DISABLE,
      });
    }
    const update = {
      UpdateKinesisStreamingConfiguration: { ApproximateCreationDateTimePrecision: 'MICROSECOND' },
    };
    expect(fails(engine, 'UpdateKinesisStreamingDestination', onOrders(OWN, update)).message).toBe(
      `${NOT_VALID}No streaming destination with streamArn: ${OWN}`,
    );
  });

  it('refuse a Disable with a configuration and an Update without one (DDB-TABLE-300, 301)', () => {
    const engine = withTable();
    ok(engine, 'EnableKinesisStreamingDestination', onOrders(OWN));
    engine.advance(6_000);
    const config = { ApproximateCreationDateTimePrecision: 'MICROSECOND' };
    expect(
      fails(
        engine,
        'DisableKinesisStreamingDestination',
        onOrders(OWN, { EnableKinesisStreamingConfiguration: config }),
      ).message,
    ).toBe('Stream cannot be disabled using EnableKinesisStreamingConfiguration parameters');
    const noConfiguration =
      'Streaming destination cannot be updated with given parameters: UpdateKinesisStreamingConfiguration cannot be null or contain only null values';
    for (const extra of [{}, { UpdateKinesisStreamingConfiguration: {} }]) {
      expect(fails(engine, 'UpdateKinesisStreamingDestination', onOrders(OWN, extra))).toMatchObject({
        type: 'ValidationException',
        message: noConfiguration,
      });
    }
    expect(listed(engine)).toEqual([{ StreamArn: OWN, DestinationStatus: 'ACTIVE' }]);
  });

  it('accept any stream ARN and fail the ones that do not exist later, each with its reason (DDB-TABLE-318)', () => {
    const failures: [string, number, string][] = [
      [
        'arn:aws:kinesis:eu-west-1:000000000000:stream/orders-changes',
        1_000,
        'The kinesis Arn used to enable kinesis replication belongs to a stream which is not in the current region',
      ],
      [
        'arn:aws:kinesis:us-east-1:111122223333:stream/orders-changes',
        60_000,
        'The kinesis Arn used to enable kinesis replication belongs to a stream which is not in Active state',
      ],
      [
        'arn:aws:firehose:us-east-1:000000000000:deliverystream/orders',
        60_000,
        'The kinesis Arn used to enable kinesis replication belongs to a stream which is not in Active state',
      ],
      [
        'arn:aws:kinesis:us-east-1:000000000000:stream/orders-changes/consumer/app:1',
        2_000,
        'User does not have a permission to use kinesis stream',
      ],
      [
        'arn:aws:dynamodb:us-east-1:000000000000:table/orders',
        2_000,
        'User does not have a permission to use kinesis stream',
      ],
    ];
    for (const [StreamArn, afterMs, description] of failures) {
      const engine = withTable();
      expect(ok(engine, 'EnableKinesisStreamingDestination', onOrders(StreamArn)).DestinationStatus).toBe(
        'ENABLING',
      );
      engine.advance(afterMs - 1);
      expect(listed(engine)).toEqual([{ StreamArn, DestinationStatus: 'ENABLING' }]);
      engine.advance(1);
      expect(listed(engine)).toEqual([
        { StreamArn, DestinationStatus: 'ENABLE_FAILED', DestinationStatusDescription: description },
      ]);
    }
  });

  it('keep one ENABLE_FAILED entry per stream: Enable again flips it, another stream adds one (DDB-TABLE-268)', () => {
    const engine = withTable();
    const bogus = (name: string) => `arn:aws:kinesis:us-east-1:000000000000:stream/${name}/consumer/c:1`;
    ok(engine, 'EnableKinesisStreamingDestination', onOrders(bogus('one')));
    engine.advance(2_000);
    ok(engine, 'EnableKinesisStreamingDestination', onOrders(bogus('one')));
    expect(listed(engine).map((entry: Record<string, string>) => entry.DestinationStatus)).toEqual([
      'ENABLING',
    ]);
    engine.advance(2_000);
    ok(engine, 'EnableKinesisStreamingDestination', onOrders(bogus('two')));
    engine.advance(2_000);
    ok(engine, 'EnableKinesisStreamingDestination', onOrders(OWN));
    engine.advance(6_000);
    expect(
      listed(engine).map((entry: Record<string, string>) => [entry.StreamArn, entry.DestinationStatus]),
    ).toEqual([
      [OWN, 'ACTIVE'],
      [bogus('two'), 'ENABLE_FAILED'],
      [bogus('one'), 'ENABLE_FAILED'],
    ]);
    expect(fails(engine, 'DisableKinesisStreamingDestination', onOrders(bogus('two'))).message).toBe(
      CANNOT_DISABLE,
    );
    const update = {
      UpdateKinesisStreamingConfiguration: { ApproximateCreationDateTimePrecision: 'MICROSECOND' },
    };
    expect(fails(engine, 'UpdateKinesisStreamingDestination', onOrders(bogus('two'), update)).message).toBe(
      `${NOT_VALID}Kinesis streaming is not in ACTIVE state. Updates are only allowed in ACTIVE state. TableName: orders`,
    );
  });
});
