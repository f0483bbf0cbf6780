/**
 * What a table admits while a change is in progress, and the throughput rules of billing switches,
 * as probed against AWS in 2026 (ack-api-quirks dynamodb DDB-TABLE-005, 047, 050, 057, 063, 069, 072,
 * 152, 154, 164, 370, 410, 445) and recorded by dynalite (the per-index throughput of a switch).
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, ok, testEngine } from '../helpers/wire.ts';

const DELAY_MS = 1000;
const definition = (AttributeName: string) => ({ AttributeName, AttributeType: 'S' });
const key = {
  AttributeDefinitions: [definition('pk')],
  KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
};
const gsi = (IndexName: string, extra: object = {}) => ({
  IndexName,
  KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
  Projection: { ProjectionType: 'KEYS_ONLY' },
  ...extra,
});
const units = (n: number) => ({ ReadCapacityUnits: n, WriteCapacityUnits: n });

function activeTable(
  engine: Engine,
  TableName: string,
  extra: { GlobalSecondaryIndexes?: object[]; [member: string]: unknown },
): void {
  const indexed = extra.GlobalSecondaryIndexes
    ? { AttributeDefinitions: [definition('pk'), definition('g')] }
    : {};
  ok(engine, 'CreateTable', { TableName, ...key, ...indexed, ...extra });
  engine.advance(DELAY_MS);
}
const inUse = (message: string) => ({
  type: 'ResourceInUseException',
  message: `Attempt to change a resource which is still in use: ${message}`,
});

describe('a table with a change in progress', () => {
  it('takes deletion protection while its throughput changes, but no second throughput change', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
    activeTable(engine, 'iops', { ProvisionedThroughput: units(1) });
    ok(engine, 'UpdateTable', { TableName: 'iops', ProvisionedThroughput: units(2) });
    const protectedReply = ok(engine, 'UpdateTable', { TableName: 'iops', DeletionProtectionEnabled: true });
    expect(protectedReply.TableDescription).toMatchObject({
      TableStatus: 'UPDATING',
      DeletionProtectionEnabled: true,
    });
    expect(fails(engine, 'UpdateTable', { TableName: 'iops', ProvisionedThroughput: units(3) })).toEqual(
      expect.objectContaining(inUse('Table IOPS are currently being updated. Table: iops')),
    );
    expect(
      fails(engine, 'UpdateTable', {
        TableName: 'iops',
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
      }),
    ).toEqual(
      expect.objectContaining(
        inUse("Can't enable or disable stream while table IOPS are being updated. Table: iops"),
      ),
    );
    expect(fails(engine, 'DeleteTable', { TableName: 'iops' })).toEqual(
      expect.objectContaining(inUse('Table: iops is in the process of being updated.')),
    );
  });

  it('holds deletion protection for 15 seconds after it changes', () => {
    const engine = testEngine();
    activeTable(engine, 'guarded', { BillingMode: 'PAY_PER_REQUEST' });
    ok(engine, 'UpdateTable', { TableName: 'guarded', DeletionProtectionEnabled: true });
    const again = fails(engine, 'UpdateTable', { TableName: 'guarded', DeletionProtectionEnabled: false });
    expect(again).toMatchObject({
      type: 'ThrottlingException',
      message:
        'Deletion protection setting for table guarded modified within the previous 15000 milliseconds. Please try again after 2026-11-30T00:00:16.000',
    });
    engine.advance(15_000);
    ok(engine, 'UpdateTable', { TableName: 'guarded', DeletionProtectionEnabled: false });
  });

  it('cannot be deleted while its stream, encryption or warm throughput changes', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
    activeTable(engine, 'busy', { BillingMode: 'PAY_PER_REQUEST' });
    ok(engine, 'UpdateTable', {
      TableName: 'busy',
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
    });
    expect(fails(engine, 'DeleteTable', { TableName: 'busy' })).toEqual(
      expect.objectContaining(inUse('Cannot delete table while stream is being enabled/disabled.')),
    );
    engine.advance(DELAY_MS);
    const warm = ok(engine, 'UpdateTable', {
      TableName: 'busy',
      WarmThroughput: { ReadUnitsPerSecond: 13000, WriteUnitsPerSecond: 5000 },
    });
    expect(warm.TableDescription.TableStatus).toBe('ACTIVE');
    expect(fails(engine, 'DeleteTable', { TableName: 'busy' })).toEqual(
      expect.objectContaining(inUse('Table: busy is in the process of being updated.')),
    );
  });

  it('names a table given by ARN when it does not exist, and a second CreateTable while CREATING', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
    expect(
      fails(engine, 'DescribeTable', { TableName: 'arn:aws:dynamodb:us-east-1:000000000000:table/nosuch' })
        .message,
    ).toBe('Requested resource not found: Table: nosuch not found');
    ok(engine, 'CreateTable', { TableName: 'twice', ...key, BillingMode: 'PAY_PER_REQUEST' });
    expect(
      fails(engine, 'CreateTable', { TableName: 'twice', ...key, BillingMode: 'PAY_PER_REQUEST' }),
    ).toEqual(expect.objectContaining(inUse('Table is being created: twice')));
  });
});

describe('throughput of billing switches and index updates', () => {
  it('needs throughput with BillingMode PROVISIONED, for the table and every global index', () => {
    const engine = testEngine();
    activeTable(engine, 'prov', { ProvisionedThroughput: units(1) });
    expect(fails(engine, 'UpdateTable', { TableName: 'prov', BillingMode: 'PROVISIONED' }).message).toBe(
      'One or more parameter values were invalid: ProvisionedThroughput must be specified when BillingMode is PROVISIONED',
    );
    activeTable(engine, 'ondemand', {
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexes: [gsi('gsa'), gsi('gsb')],
    });
    const switchTo = (updates: object[]) => ({
      TableName: 'ondemand',
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: units(5),
      GlobalSecondaryIndexUpdates: updates,
    });
    expect(
      fails(engine, 'UpdateTable', { ...switchTo([]), GlobalSecondaryIndexUpdates: undefined }).message,
    ).toBe(
      'One or more parameter values were invalid: ProvisionedThroughput must be specified for index: gsa,gsb',
    );
    expect(
      fails(
        engine,
        'UpdateTable',
        switchTo([{ Update: { IndexName: 'gsa', ProvisionedThroughput: units(2) } }]),
      ).message,
    ).toBe(
      'One or more parameter values were invalid: ProvisionedThroughput must be specified for index: gsb',
    );
    ok(
      engine,
      'UpdateTable',
      switchTo(
        ['gsa', 'gsb'].map((IndexName) => ({ Update: { IndexName, ProvisionedThroughput: units(2) } })),
      ),
    );
  });

  it('holds on-demand maximums to the per-table quota', () => {
    const engine = testEngine();
    activeTable(engine, 'capped', { BillingMode: 'PAY_PER_REQUEST' });
    const over = fails(engine, 'UpdateTable', {
      TableName: 'capped',
      OnDemandThroughput: { MaxReadRequestUnits: 40001, MaxWriteRequestUnits: 1000 },
    });
    expect(over).toMatchObject({
      type: 'LimitExceededException',
      message:
        'Subscriber limit exceeded: Requested MaxReadRequestUnits for OnDemandThroughput for table exceeds TableMaxReadCapacityUnits of the account in region us-east-1',
    });
  });

  it('refuses an index update that would not change its throughput', () => {
    const engine = testEngine();
    activeTable(engine, 'indexed', {
      ProvisionedThroughput: units(1),
      GlobalSecondaryIndexes: [gsi('gsi', { ProvisionedThroughput: units(2) })],
    });
    const same = fails(engine, 'UpdateTable', {
      TableName: 'indexed',
      GlobalSecondaryIndexUpdates: [{ Update: { IndexName: 'gsi', ProvisionedThroughput: units(2) } }],
    });
    expect(same.message).toBe(
      'The provisioned throughput for the index gsi will not change. The requested value equals the current value. Current ReadCapacityUnits provisioned for index gsi: 2. Requested ReadCapacityUnits: 2. Current WriteCapacityUnits provisioned for index gsi: 2. Requested WriteCapacityUnits: 2. Refer to the Amazon DynamoDB Developer Guide for current limits and how to request higher limits.',
    );
  });
});
