/**
 * Kinesis Data Streams destinations through dispatch: the statuses on the virtual clock, one live
 * destination per table, Update's precision, and a table being deleted (the findings of the 2026
 * lab are cited in src/engine/operations/kinesisStreamingDestinations.ts; refused requests are in
 * kinesisDestinationRequests.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const stream = (name: string, region = 'us-east-1', account = '000000000000') =>
  `arn:aws:kinesis:${region}:${account}:stream/${name}`;
const ORDERS = stream('orders-changes');
const AUDIT = stream('audit-changes');
const NOT_VALID = 'Table is not in a valid state to enable Kinesis Streaming Destination: ';
const CANNOT_ENABLE = `${NOT_VALID}EnableKinesisStreamingDestination must be DISABLED or ENABLE_FAILED to perform ENABLE operation.`;
const CANNOT_DISABLE = `${NOT_VALID}KinesisStreamingDestination must be ACTIVE to perform DISABLE operation.`;
const NOT_ACTIVE = `${NOT_VALID}Kinesis streaming is not in ACTIVE state. Updates are only allowed in ACTIVE state. TableName: orders`;

function withTable(options: Parameters<typeof testEngine>[0] = {}): Engine {
  const engine = testEngine(options);
  ok(engine, 'CreateTable', idTable('orders'));
  engine.advance(options.tableStatusDelayMs ?? 0);
  return engine;
}
const enable = (engine: Engine, StreamArn: string, extra: object = {}) =>
  ok(engine, 'EnableKinesisStreamingDestination', { TableName: 'orders', StreamArn, ...extra });
const disable = (engine: Engine, StreamArn: string) =>
  ok(engine, 'DisableKinesisStreamingDestination', { TableName: 'orders', StreamArn });
const update = (StreamArn: string, precision: string) => ({
  TableName: 'orders',
  StreamArn,
  UpdateKinesisStreamingConfiguration: { ApproximateCreationDateTimePrecision: precision },
});
const listed = (engine: Engine) =>
  ok(engine, 'DescribeKinesisStreamingDestination', { TableName: 'orders' }).KinesisDataStreamDestinations;
const statuses = (engine: Engine) =>
  listed(engine).map(
    (entry: Record<string, string>) => `${entry.StreamArn.split('/')[1]}=${entry.DestinationStatus}`,
  );

describe('Kinesis streaming destinations', () => {
  it('start empty, and enable through ENABLING to ACTIVE in 6 s, with no precision until one is set', () => {
    const engine = withTable();
    expect(ok(engine, 'DescribeKinesisStreamingDestination', { TableName: 'orders' })).toEqual({
      KinesisDataStreamDestinations: [],
      TableName: 'orders',
    });
    expect(enable(engine, ORDERS)).toEqual({
      DestinationStatus: 'ENABLING',
      EnableKinesisStreamingConfiguration: {},
      StreamArn: ORDERS,
      TableName: 'orders',
    });
    expect(listed(engine)).toEqual([{ StreamArn: ORDERS, DestinationStatus: 'ENABLING' }]);
    engine.advance(5_999);
    expect(statuses(engine)).toEqual(['orders-changes=ENABLING']);
    engine.advance(1);
    expect(listed(engine)).toEqual([{ StreamArn: ORDERS, DestinationStatus: 'ACTIVE' }]);
    // DescribeTable shows nothing of it, and no StreamSpecification appears (DDB-TABLE-303).
    const table = ok(engine, 'DescribeTable', { TableName: 'orders' }).Table;
    expect(Object.keys(table).filter((key) => /kinesis|stream/i.test(key))).toEqual([]);
  });

  it('take a table ARN and echo the configuration given; the precision shows once set', () => {
    const engine = withTable();
    const arn = 'arn:aws:dynamodb:us-east-1:000000000000:table/orders';
    const config = { ApproximateCreationDateTimePrecision: 'MICROSECOND' };
    expect(enable(engine, ORDERS, { TableName: arn, EnableKinesisStreamingConfiguration: config })).toEqual({
      DestinationStatus: 'ENABLING',
      EnableKinesisStreamingConfiguration: config,
      StreamArn: ORDERS,
      TableName: 'orders',
    });
    engine.advance(6_000);
    expect(listed(engine)).toEqual([
      { StreamArn: ORDERS, DestinationStatus: 'ACTIVE', ApproximateCreationDateTimePrecision: 'MICROSECOND' },
    ]);
  });

  it('allow one live destination at a time, in any state but DISABLED and ENABLE_FAILED (DDB-TABLE-268, 299)', () => {
    const engine = withTable();
    enable(engine, ORDERS);
    for (const StreamArn of [ORDERS, AUDIT]) {
      expect(
        fails(engine, 'EnableKinesisStreamingDestination', { TableName: 'orders', StreamArn }),
      ).toMatchObject({ type: 'ValidationException', message: CANNOT_ENABLE });
    }
    expect(fails(engine, 'UpdateKinesisStreamingDestination', update(ORDERS, 'MICROSECOND')).message).toBe(
      NOT_ACTIVE,
    );
    expect(
      fails(engine, 'DisableKinesisStreamingDestination', { TableName: 'orders', StreamArn: ORDERS }).message,
    ).toBe(CANNOT_DISABLE);
    engine.advance(6_000);
    expect(
      fails(engine, 'EnableKinesisStreamingDestination', { TableName: 'orders', StreamArn: AUDIT }).message,
    ).toBe(CANNOT_ENABLE);
    // DISABLING is live too: an Enable right after a Disable is refused (DDB-TABLE-304).
    expect(disable(engine, ORDERS).DestinationStatus).toBe('DISABLING');
    expect(
      fails(engine, 'EnableKinesisStreamingDestination', { TableName: 'orders', StreamArn: AUDIT }).message,
    ).toBe(CANNOT_ENABLE);
    engine.advance(2_000);
    enable(engine, AUDIT);
    expect(statuses(engine)).toEqual(['audit-changes=ENABLING', 'orders-changes=DISABLED']);
  });

  it('disable through DISABLING to a DISABLED entry that stays, which Enable flips back (DDB-TABLE-301, 304)', () => {
    const engine = withTable();
    enable(engine, ORDERS);
    engine.advance(6_000);
    expect(disable(engine, ORDERS)).toEqual({
      DestinationStatus: 'DISABLING',
      EnableKinesisStreamingConfiguration: {},
      StreamArn: ORDERS,
      TableName: 'orders',
    });
    // Describe lags the Disable by a moment.
    expect(statuses(engine)).toEqual(['orders-changes=ACTIVE']);
    engine.advance(100);
    expect(statuses(engine)).toEqual(['orders-changes=DISABLING']);
    // A second Disable while DISABLING is answered as the first, and does not start again.
    expect(disable(engine, ORDERS).DestinationStatus).toBe('DISABLING');
    engine.advance(1_900);
    expect(statuses(engine)).toEqual(['orders-changes=DISABLED']);
    expect(
      fails(engine, 'DisableKinesisStreamingDestination', { TableName: 'orders', StreamArn: ORDERS }).message,
    ).toBe(CANNOT_DISABLE);
    expect(fails(engine, 'UpdateKinesisStreamingDestination', update(ORDERS, 'MICROSECOND')).message).toBe(
      NOT_ACTIVE,
    );
    engine.advance(3_600_000);
    expect(statuses(engine)).toEqual(['orders-changes=DISABLED']);
    enable(engine, ORDERS);
    engine.advance(6_000);
    expect(listed(engine)).toEqual([{ StreamArn: ORDERS, DestinationStatus: 'ACTIVE' }]);
  });

  it('update the precision through 140 s of UPDATING, showing the new one at once (DDB-TABLE-300, 460)', () => {
    const engine = withTable();
    enable(engine, ORDERS);
    engine.advance(6_000);
    // Absent means MILLISECOND: asking for it again is refused.
    expect(fails(engine, 'UpdateKinesisStreamingDestination', update(ORDERS, 'MILLISECOND')).message).toMatch(
      /^Invalid Request: Precision is already set to the desired value of MILLISECOND for tableId: [0-9a-f-]{36}, kdsArn: arn:aws:kinesis:us-east-1:000000000000:stream\/orders-changes$/,
    );
    expect(ok(engine, 'UpdateKinesisStreamingDestination', update(ORDERS, 'MICROSECOND'))).toEqual({
      DestinationStatus: 'UPDATING',
      StreamArn: ORDERS,
      TableName: 'orders',
      UpdateKinesisStreamingConfiguration: { ApproximateCreationDateTimePrecision: 'MICROSECOND' },
    });
    expect(listed(engine)).toEqual([
      {
        StreamArn: ORDERS,
        DestinationStatus: 'UPDATING',
        ApproximateCreationDateTimePrecision: 'MICROSECOND',
      },
    ]);
    expect(fails(engine, 'UpdateKinesisStreamingDestination', update(ORDERS, 'MILLISECOND')).message).toBe(
      NOT_ACTIVE,
    );
    expect(
      fails(engine, 'DisableKinesisStreamingDestination', { TableName: 'orders', StreamArn: ORDERS }).message,
    ).toBe(CANNOT_DISABLE);
    engine.advance(139_999);
    expect(statuses(engine)).toEqual(['orders-changes=UPDATING']);
    engine.advance(1);
    expect(statuses(engine)).toEqual(['orders-changes=ACTIVE']);
    expect(fails(engine, 'UpdateKinesisStreamingDestination', update(ORDERS, 'MICROSECOND')).message).toMatch(
      /^Invalid Request: Precision is already set to the desired value of MICROSECOND /,
    );
    // Disable and Enable again: the precision is gone (DDB-TABLE-300).
    disable(engine, ORDERS);
    engine.advance(2_000);
    enable(engine, ORDERS);
    engine.advance(6_000);
    expect(listed(engine)).toEqual([{ StreamArn: ORDERS, DestinationStatus: 'ACTIVE' }]);
  });

  it('keep DeleteTable waiting for nothing; a table being deleted answers Describe and Update only (DDB-TABLE-235, 236)', () => {
    const engine = withTable({ tableStatusDelayMs: 6_000 });
    enable(engine, ORDERS);
    engine.advance(6_000);
    expect(ok(engine, 'DeleteTable', { TableName: 'orders' }).TableDescription.TableStatus).toBe('DELETING');
    expect(statuses(engine)).toEqual(['orders-changes=ACTIVE']);
    for (const [operation, message] of [
      ['EnableKinesisStreamingDestination', CANNOT_ENABLE],
      ['DisableKinesisStreamingDestination', CANNOT_DISABLE],
    ]) {
      expect(fails(engine, operation, { TableName: 'orders', StreamArn: AUDIT }).message).toBe(message);
    }
    expect(
      ok(engine, 'UpdateKinesisStreamingDestination', update(ORDERS, 'MICROSECOND')).DestinationStatus,
    ).toBe('UPDATING');
    engine.advance(5_999);
    expect(statuses(engine)).toEqual(['orders-changes=UPDATING']);
    engine.advance(1);
    expect(fails(engine, 'DescribeKinesisStreamingDestination', { TableName: 'orders' })).toMatchObject({
      type: 'ResourceNotFoundException',
      message: 'Requested resource not found: Table: orders not found',
    });
    // A table made again under the name starts without destinations (DDB-TABLE-271).
    ok(engine, 'CreateTable', idTable('orders'));
    engine.advance(6_000);
    expect(listed(engine)).toEqual([]);
  });

  it('show an ACTIVE destination as UPDATING once the side services let go of a table being deleted (DDB-TABLE-235)', () => {
    const engine = withTable({ tableStatusDelayMs: 6_000 });
    enable(engine, ORDERS);
    engine.advance(6_000);
    ok(engine, 'DeleteTable', { TableName: 'orders' });
    engine.advance(1_499);
    expect(statuses(engine)).toEqual(['orders-changes=ACTIVE']);
    engine.advance(1);
    expect(statuses(engine)).toEqual(['orders-changes=UPDATING']);
    // Enable is refused on a table being deleted even when it has no destination (DDB-TABLE-236).
    ok(engine, 'CreateTable', idTable('spare'));
    engine.advance(6_000);
    ok(engine, 'DeleteTable', { TableName: 'spare' });
    expect(
      fails(engine, 'EnableKinesisStreamingDestination', { TableName: 'spare', StreamArn: AUDIT }).message,
    ).toBe(CANNOT_ENABLE);
  });

  it('take an Enable while the table is UPDATING for another change (DDB-TABLE-234, 460)', () => {
    const engine = withTable({ tableStatusDelayMs: 6_000 });
    ok(engine, 'UpdateTable', {
      TableName: 'orders',
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
    });
    expect(ok(engine, 'DescribeTable', { TableName: 'orders' }).Table.TableStatus).toBe('UPDATING');
    expect(enable(engine, ORDERS).DestinationStatus).toBe('ENABLING');
    engine.advance(6_000);
    expect(statuses(engine)).toEqual(['orders-changes=ACTIVE']);
  });
});
