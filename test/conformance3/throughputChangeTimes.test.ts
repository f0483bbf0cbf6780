/**
 * When a provisioned-throughput change asks and when it lands: the UpdateTable reply already carries
 * LastIncreaseDateTime (or LastDecreaseDateTime) at the request's time beside the old figures, and
 * once the table is ACTIVE both have moved to the time the change took effect, a decrease counted
 * only then. The sequence is architect/dynalite's "should triple rates and then reduce if requested",
 * recorded against DynamoDB.
 */
import { expect, it } from 'vitest';
import { ok, testEngine } from '../helpers/wire.ts';

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
