/**
 * Billing-mode switches as DynamoDB answers them while they run, probed against AWS in 2026
 * (ack-api-quirks dynamodb DDB-TABLE-064, 183, 452): the time of a switch to PAY_PER_REQUEST, what
 * the switch's reply shows, and a switch turned back before it lands. Through dispatch, on an engine
 * whose tables stay UPDATING for a second.
 */
import { describe, expect, it } from 'vitest';
import { fails, ok, testEngine } from '../helpers/wire.ts';
import type { Engine } from '../../src/engine/engine.ts';

const TABLE = 'billing_switch';
const units = (units: number) => ({ ReadCapacityUnits: units, WriteCapacityUnits: units });
const seconds = (engine: Engine) => engine.now() / 1000;

function slowTable(mode: 'PROVISIONED' | 'PAY_PER_REQUEST'): Engine {
  const engine = testEngine({ tableStatusDelayMs: 1000 });
  ok(engine, 'CreateTable', {
    TableName: TABLE,
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
    ...(mode === 'PROVISIONED' ? { ProvisionedThroughput: units(1) } : { BillingMode: mode }),
  });
  engine.advance(1000);
  return engine;
}

const describeTable = (engine: Engine) => ok(engine, 'DescribeTable', { TableName: TABLE }).Table;

describe('a switch to PAY_PER_REQUEST', () => {
  it('is dated when it lands, not when it is asked for', () => {
    const engine = slowTable('PROVISIONED');
    const reply = ok(engine, 'UpdateTable', { TableName: TABLE, BillingMode: 'PAY_PER_REQUEST' });
    // The reply stamps a decrease at the request's time beside 0/0 (DDB-TABLE-183, 064).
    expect(reply.TableDescription.ProvisionedThroughput).toEqual({
      LastDecreaseDateTime: seconds(engine),
      NumberOfDecreasesToday: 0,
      ReadCapacityUnits: 0,
      WriteCapacityUnits: 0,
    });
    expect(reply.TableDescription.BillingModeSummary).toEqual({ BillingMode: 'PAY_PER_REQUEST' });
    // Never on demand before: no time while the switch runs.
    expect(describeTable(engine)).toMatchObject({
      TableStatus: 'UPDATING',
      BillingModeSummary: { BillingMode: 'PAY_PER_REQUEST' },
    });
    expect(describeTable(engine).BillingModeSummary.LastUpdateToPayPerRequestDateTime).toBeUndefined();
    engine.advance(1000);
    const landed = describeTable(engine);
    expect(landed.BillingModeSummary).toEqual({
      BillingMode: 'PAY_PER_REQUEST',
      LastUpdateToPayPerRequestDateTime: seconds(engine),
    });
    // The stamp was the reply's only.
    expect(landed.ProvisionedThroughput.LastDecreaseDateTime).toBeUndefined();
  });

  it('shows the time of the switch before while a later one runs', () => {
    const engine = slowTable('PAY_PER_REQUEST');
    const created = seconds(engine) - 1;
    ok(engine, 'UpdateTable', {
      TableName: TABLE,
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: units(1),
    });
    engine.advance(1000);
    ok(engine, 'UpdateTable', { TableName: TABLE, BillingMode: 'PAY_PER_REQUEST' });
    expect(describeTable(engine).BillingModeSummary.LastUpdateToPayPerRequestDateTime).toBe(created);
    engine.advance(1000);
    expect(describeTable(engine).BillingModeSummary.LastUpdateToPayPerRequestDateTime).toBe(seconds(engine));
  });
});

describe('turning a switch back before it lands', () => {
  it('drops PAY_PER_REQUEST sent during a switch to PROVISIONED, with a 200', () => {
    const engine = slowTable('PAY_PER_REQUEST');
    ok(engine, 'UpdateTable', {
      TableName: TABLE,
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: units(1),
    });
    const reply = ok(engine, 'UpdateTable', { TableName: TABLE, BillingMode: 'PAY_PER_REQUEST' });
    expect(reply.TableDescription).toMatchObject({
      TableStatus: 'UPDATING',
      BillingModeSummary: { BillingMode: 'PAY_PER_REQUEST' },
      ProvisionedThroughput: { ReadCapacityUnits: 0, WriteCapacityUnits: 0 },
    });
    // Other throughput is refused meanwhile, as in any throughput change.
    expect(
      fails(engine, 'UpdateTable', {
        TableName: TABLE,
        BillingMode: 'PROVISIONED',
        ProvisionedThroughput: units(2),
      }),
    ).toMatchObject({
      type: 'ResourceInUseException',
      message: `Attempt to change a resource which is still in use: Table IOPS are currently being updated. Table: ${TABLE}`,
    });
    engine.advance(5000);
    expect(describeTable(engine)).toMatchObject({
      TableStatus: 'ACTIVE',
      BillingModeSummary: { BillingMode: 'PROVISIONED' },
      ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
    });
  });

  it('refuses PROVISIONED sent during a switch to PAY_PER_REQUEST', () => {
    const engine = slowTable('PROVISIONED');
    ok(engine, 'UpdateTable', { TableName: TABLE, BillingMode: 'PAY_PER_REQUEST' });
    expect(
      fails(engine, 'UpdateTable', {
        TableName: TABLE,
        BillingMode: 'PROVISIONED',
        ProvisionedThroughput: units(1),
      }),
    ).toMatchObject({
      type: 'ResourceInUseException',
      message: `Attempt to change a resource which is still in use: Table IOPS are currently being updated. Table: ${TABLE}`,
    });
    engine.advance(1000);
    expect(describeTable(engine).BillingModeSummary.BillingMode).toBe('PAY_PER_REQUEST');
  });
});
