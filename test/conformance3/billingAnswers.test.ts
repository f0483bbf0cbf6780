/**
 * Billing modes, throughput members and key names as live DynamoDB answered them in 2026
 * (ack-api-quirks dynamodb, table-throughput-billing: DDB-TABLE-038, 040, 045, 049, 061, 067, 068,
 * 364, 411, 412, 415, 420, 421, 429). Through dispatch, on a clock moved by hand.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, ok, testEngine } from '../helpers/wire.ts';

const DELAY = 1000;
const keys = (name = 'pk') => ({
  KeySchema: [{ AttributeName: name, KeyType: 'HASH' }],
  AttributeDefinitions: [{ AttributeName: name, AttributeType: 'S' }],
});
const units = (read: number, write = read) => ({ ReadCapacityUnits: read, WriteCapacityUnits: write });
const invalid = (detail: string) => `One or more parameter values were invalid: ${detail}`;
const atLeastOne = (value: number) =>
  `2 validation errors detected: Value '${value}' at 'provisionedThroughput.writeCapacityUnits' failed to satisfy constraint: Member must have value greater than or equal to 1; Value '${value}' at 'provisionedThroughput.readCapacityUnits' failed to satisfy constraint: Member must have value greater than or equal to 1`;
const described = (engine: Engine, TableName: string) => ok(engine, 'DescribeTable', { TableName }).Table;

/** An ACTIVE table `TableName`, on demand unless `provisioned` units are given. */
function table(engine: Engine, TableName: string, provisioned?: number): void {
  const capacity = provisioned
    ? { ProvisionedThroughput: units(provisioned) }
    : { BillingMode: 'PAY_PER_REQUEST' };
  ok(engine, 'CreateTable', { TableName, ...keys(), ...capacity });
  engine.advance(DELAY);
}

describe('CreateTable throughput members that do not fit the billing mode (DDB-TABLE-038)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    [
      'PAY_PER_REQUEST with units',
      { BillingMode: 'PAY_PER_REQUEST', ProvisionedThroughput: units(1) },
      invalid(
        'Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST',
      ),
    ],
    [
      'PAY_PER_REQUEST with units of 0',
      { BillingMode: 'PAY_PER_REQUEST', ProvisionedThroughput: units(0) },
      atLeastOne(0),
    ],
    [
      'PROVISIONED with on-demand maximums',
      {
        BillingMode: 'PROVISIONED',
        ProvisionedThroughput: units(1),
        OnDemandThroughput: { MaxReadRequestUnits: 5, MaxWriteRequestUnits: 5 },
      },
      invalid(
        'MaxReadRequestUnits for OnDemandThroughput cannot be specified when table BillingMode is PROVISIONED.',
      ),
    ],
    ['PROVISIONED 0/0', { BillingMode: 'PROVISIONED', ProvisionedThroughput: units(0) }, atLeastOne(0)],
    ['PROVISIONED -1/-1', { BillingMode: 'PROVISIONED', ProvisionedThroughput: units(-1) }, atLeastOne(-1)],
    [
      'PROVISIONED with read units only',
      { BillingMode: 'PROVISIONED', ProvisionedThroughput: { ReadCapacityUnits: 1 } },
      "1 validation error detected: Value null at 'provisionedThroughput.writeCapacityUnits' failed to satisfy constraint: Member must not be null",
    ],
    [
      'PROVISIONED with {}',
      { BillingMode: 'PROVISIONED', ProvisionedThroughput: {} },
      "2 validation errors detected: Value null at 'provisionedThroughput.writeCapacityUnits' failed to satisfy constraint: Member must not be null; Value null at 'provisionedThroughput.readCapacityUnits' failed to satisfy constraint: Member must not be null",
    ],
    ['no BillingMode with 0/0', { ProvisionedThroughput: units(0) }, atLeastOne(0)],
  ];
  it.each(cases)('refuses %s', (_name, capacity, message) => {
    const engine = testEngine();
    expect(fails(engine, 'CreateTable', { TableName: 'orders', ...keys(), ...capacity })).toMatchObject({
      type: 'ValidationException',
      message,
    });
    expect(engine.tables.has('orders')).toBe(false);
  });
});

describe('enum values are case-sensitive (DDB-TABLE-040)', () => {
  const enumError = (value: string, path: string, values: string) =>
    `1 validation error detected: Value '${value}' at '${path}' failed to satisfy constraint: Member must satisfy enum value set: [${values}]`;
  it.each([
    [
      { BillingMode: 'pay_per_request' },
      enumError('pay_per_request', 'billingMode', 'PROVISIONED, PAY_PER_REQUEST'),
    ],
    [
      { KeySchema: [{ AttributeName: 'pk', KeyType: 'hash' }] },
      enumError('hash', 'keySchema.1.member.keyType', 'HASH, RANGE'),
    ],
    [
      { AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 's' }] },
      enumError('s', 'attributeDefinitions.1.member.attributeType', 'B, N, S'),
    ],
    [
      { StreamSpecification: { StreamEnabled: true, StreamViewType: 'new_image' } },
      enumError(
        'new_image',
        'streamSpecification.streamViewType',
        'OLD_IMAGE, KEYS_ONLY, NEW_AND_OLD_IMAGES, NEW_IMAGE',
      ),
    ],
    [
      { SSESpecification: { Enabled: true, SSEType: 'kms' } },
      enumError('kms', 'sSESpecification.sSEType', 'AES256, KMS'),
    ],
  ])('refuses %j', (change, message) => {
    const engine = testEngine();
    const request = { TableName: 'orders', ...keys(), BillingMode: 'PAY_PER_REQUEST', ...change };
    expect(fails(engine, 'CreateTable', request)).toMatchObject({ type: 'ValidationException', message });
  });
});

describe('partial maximums at CreateTable (DDB-TABLE-045, 420, 421, 429)', () => {
  it('keeps the one member given, and the default for the other warm figure', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY });
    ok(engine, 'CreateTable', {
      TableName: 'orders',
      ...keys(),
      BillingMode: 'PAY_PER_REQUEST',
      OnDemandThroughput: { MaxReadRequestUnits: 100 },
      WarmThroughput: { ReadUnitsPerSecond: 12001 },
    });
    engine.advance(DELAY);
    const table = described(engine, 'orders');
    expect(table.OnDemandThroughput).toEqual({ MaxReadRequestUnits: 100 });
    expect(table.WarmThroughput).toEqual({
      ReadUnitsPerSecond: 12001,
      WriteUnitsPerSecond: 4000,
      Status: 'ACTIVE',
    });
  });
});

describe('UpdateTable OnDemandThroughput (DDB-TABLE-415, 420, 421, 429)', () => {
  it('sets both maximums at once, the table staying ACTIVE', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY });
    table(engine, 'orders');
    const maximums = { MaxReadRequestUnits: 1000, MaxWriteRequestUnits: 500 };
    const reply = ok(engine, 'UpdateTable', { TableName: 'orders', OnDemandThroughput: maximums });
    expect(reply.TableDescription).toMatchObject({ TableStatus: 'ACTIVE', OnDemandThroughput: maximums });
    expect(described(engine, 'orders')).toMatchObject({
      TableStatus: 'ACTIVE',
      OnDemandThroughput: maximums,
    });
  });
});

describe('a switch to PROVISIONED (DDB-TABLE-411, 412, 067)', () => {
  it('needs its units, and applies them as given, estimating nothing', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY });
    table(engine, 'orders');
    expect(fails(engine, 'UpdateTable', { TableName: 'orders', BillingMode: 'PROVISIONED' })).toMatchObject({
      type: 'ValidationException',
      message: invalid('ProvisionedThroughput must be specified when BillingMode is PROVISIONED'),
    });
    ok(engine, 'UpdateTable', {
      TableName: 'orders',
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: units(3, 2),
    });
    engine.advance(DELAY);
    expect(described(engine, 'orders').ProvisionedThroughput).toMatchObject(units(3, 2));
  });

  it('can be turned back and forth within minutes: no once-a-day rule', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY });
    table(engine, 'orders', 1);
    for (const mode of ['PAY_PER_REQUEST', 'PROVISIONED', 'PAY_PER_REQUEST']) {
      const capacity = mode === 'PROVISIONED' ? { ProvisionedThroughput: units(1) } : {};
      ok(engine, 'UpdateTable', { TableName: 'orders', BillingMode: mode, ...capacity });
      engine.advance(60_000);
      expect(described(engine, 'orders')).toMatchObject({
        TableStatus: 'ACTIVE',
        BillingModeSummary: { BillingMode: mode },
      });
    }
  });
});

describe('WarmThroughput (DDB-TABLE-049, 061, 064, 068)', () => {
  const warm = (read: number, write = read) => ({ ReadUnitsPerSecond: read, WriteUnitsPerSecond: write });

  it('accepts re-sends, a single member and the old values while a raise is in flight', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY });
    table(engine, 'orders');
    for (const WarmThroughput of [
      warm(12001, 4001),
      warm(12001, 4001),
      { ReadUnitsPerSecond: 12002 },
      warm(12000, 4000),
    ]) {
      const reply = ok(engine, 'UpdateTable', { TableName: 'orders', WarmThroughput }).TableDescription;
      expect(reply.TableStatus).toBe('ACTIVE');
      expect(reply.WarmThroughput).toEqual({ ...warm(12000, 4000), Status: 'UPDATING' });
    }
  });

  it('follows the highest units a provisioned table ever had, and never comes down', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY });
    table(engine, 'orders', 1);
    expect(described(engine, 'orders').WarmThroughput).toEqual({ ...warm(1), Status: 'ACTIVE' });
    for (const [read, write, expected] of [
      [2, 2, 2],
      [3, 3, 3],
      [1, 1, 3],
      [2, 1, 3],
    ]) {
      ok(engine, 'UpdateTable', { TableName: 'orders', ProvisionedThroughput: units(read, write) });
      engine.advance(DELAY);
      expect(described(engine, 'orders').WarmThroughput).toEqual({ ...warm(expected), Status: 'ACTIVE' });
    }
    expect(fails(engine, 'UpdateTable', { TableName: 'orders', WarmThroughput: warm(1) })).toMatchObject({
      type: 'ValidationException',
      message: invalid(
        'Requested ReadUnitsPerSecond for WarmThroughput for table is lower than current WarmThroughput, decreasing WarmThroughput is not supported',
      ),
    });
    const raised = ok(engine, 'UpdateTable', {
      TableName: 'orders',
      WarmThroughput: warm(50),
    }).TableDescription;
    expect(raised.TableStatus).toBe('ACTIVE');
    expect(raised.WarmThroughput).toEqual({ ...warm(3), Status: 'UPDATING' });
  });

  it('is 12000/4000 once a provisioned table is on demand, and stays so when it is provisioned again', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY });
    table(engine, 'orders', 2);
    const reply = ok(engine, 'UpdateTable', { TableName: 'orders', BillingMode: 'PAY_PER_REQUEST' });
    // Until the switch lands, the provisioned table's (DDB-TABLE-064: 2/2 for the 129 s of UPDATING).
    expect(reply.TableDescription.WarmThroughput).toEqual({ ...warm(2), Status: 'ACTIVE' });
    engine.advance(DELAY / 2);
    expect(described(engine, 'orders')).toMatchObject({
      TableStatus: 'UPDATING',
      WarmThroughput: { ...warm(2), Status: 'ACTIVE' },
    });
    engine.advance(DELAY / 2);
    expect(described(engine, 'orders').WarmThroughput).toEqual({ ...warm(12000, 4000), Status: 'ACTIVE' });
    ok(engine, 'UpdateTable', {
      TableName: 'orders',
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: units(1),
    });
    engine.advance(DELAY);
    expect(described(engine, 'orders').WarmThroughput).toEqual({ ...warm(12000, 4000), Status: 'ACTIVE' });
  });
});

describe('key attribute names are kept byte for byte (DDB-TABLE-364)', () => {
  it.each([' pk', 'p\nk', 'p\tk', '😀', 'a.b', 'k'.repeat(255)])('keeps %j', (name) => {
    const engine = testEngine();
    const reply = ok(engine, 'CreateTable', {
      TableName: 'orders',
      ...keys(name),
      BillingMode: 'PAY_PER_REQUEST',
    });
    expect(reply.TableDescription.KeySchema).toEqual([{ AttributeName: name, KeyType: 'HASH' }]);
    expect(described(engine, 'orders').AttributeDefinitions).toEqual([
      { AttributeName: name, AttributeType: 'S' },
    ]);
  });
});
