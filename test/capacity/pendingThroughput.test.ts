/**
 * A change of provisioned throughput takes effect when the table is ACTIVE again: the UpdateTable
 * reply and DescribeTable meanwhile show the old figures with TableStatus UPDATING (AWS CLI reference,
 * update-table; API reference UpdateTable example), the old figures are what the partitions serve, and
 * a sandbox saved meanwhile keeps the new ones. The reply already carries LastIncreaseDateTime (or
 * LastDecreaseDateTime) at the request's time; once the table is ACTIVE both have moved to the time
 * the change took effect, a decrease counted only then (architect/dynalite's "should triple rates and
 * then reduce if requested", recorded against DynamoDB).
 */
import { expect, it } from 'vitest';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { ok, testEngine } from '../helpers/wire.ts';

it('applies new provisioned throughput once the table is ACTIVE again', () => {
  const engine = testEngine({ tableStatusDelayMs: 1000 });
  ok(engine, 'CreateTable', {
    TableName: 'tuned',
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
    ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
  });
  engine.advance(1000);
  const figures = () => {
    const { TableStatus, ProvisionedThroughput } = ok(engine, 'DescribeTable', { TableName: 'tuned' }).Table;
    return [TableStatus, ProvisionedThroughput.ReadCapacityUnits, ProvisionedThroughput.WriteCapacityUnits];
  };
  const reply = ok(engine, 'UpdateTable', {
    TableName: 'tuned',
    ProvisionedThroughput: { ReadCapacityUnits: 10, WriteCapacityUnits: 20 },
  }).TableDescription;
  expect([reply.TableStatus, reply.ProvisionedThroughput.ReadCapacityUnits]).toEqual(['UPDATING', 5]);
  expect(figures()).toEqual(['UPDATING', 5, 5]);
  const saved = exportSnapshot(engine).tables[0].definition.ProvisionedThroughput;
  expect(saved).toEqual({ ReadCapacityUnits: 10, WriteCapacityUnits: 20 });
  engine.advance(1000);
  expect(figures()).toEqual(['ACTIVE', 10, 20]);
});

it('stamps an increase and a decrease when asked for, and again when they land', () => {
  const engine = testEngine({ tableStatusDelayMs: 5000 });
  ok(engine, 'CreateTable', {
    TableName: 'rates',
    KeySchema: [{ AttributeName: 'a', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'a', AttributeType: 'S' }],
    ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
  });
  engine.advance(5000);
  const seconds = () => engine.now() / 1000;
  const throughput = (reply: Record<string, any>) =>
    (reply.TableDescription ?? reply.Table).ProvisionedThroughput;
  const update = (units: number) =>
    ok(engine, 'UpdateTable', {
      TableName: 'rates',
      ProvisionedThroughput: { ReadCapacityUnits: units, WriteCapacityUnits: units },
    });
  const describe = () => ok(engine, 'DescribeTable', { TableName: 'rates' });

  const askedUp = seconds();
  expect(throughput(update(15))).toEqual({
    LastIncreaseDateTime: askedUp,
    NumberOfDecreasesToday: 0,
    ReadCapacityUnits: 5,
    WriteCapacityUnits: 5,
  });
  engine.advance(5000);
  const landedUp = seconds();
  expect(throughput(describe())).toEqual({
    LastIncreaseDateTime: landedUp,
    NumberOfDecreasesToday: 0,
    ReadCapacityUnits: 15,
    WriteCapacityUnits: 15,
  });

  const askedDown = seconds();
  expect(throughput(update(5))).toEqual({
    LastIncreaseDateTime: landedUp,
    LastDecreaseDateTime: askedDown,
    NumberOfDecreasesToday: 0,
    ReadCapacityUnits: 15,
    WriteCapacityUnits: 15,
  });
  engine.advance(5000);
  expect(throughput(describe())).toEqual({
    LastIncreaseDateTime: landedUp,
    LastDecreaseDateTime: seconds(),
    NumberOfDecreasesToday: 1,
    ReadCapacityUnits: 5,
    WriteCapacityUnits: 5,
  });
  expect(seconds()).toBeGreaterThan(askedDown);
});
