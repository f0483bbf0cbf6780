/**
 * The capacity side of UpdateTable: DynamoDB's limits on decreases and billing-mode switches with its
 * messages, warm throughput, on-demand maximums, and what changes in the partitions.
 */
import { describe, expect, it } from 'vitest';
import { MAX_ON_DEMAND_MESSAGE } from '../../src/engine/capacity/throttleReasons.ts';
import {
  applyThroughputUpdate,
  checkThroughputUpdate,
  initializeThroughput,
  type ThroughputUpdate,
} from '../../src/engine/capacity/throughputUpdates.ts';
import { describeThroughput } from '../../src/engine/capacity/throughputDescription.ts';
import type { Engine } from '../../src/engine/engine.ts';
import { DynamoDBError } from '../../src/engine/errors.ts';
import { putItem } from '../../src/engine/operations/putItem.ts';
import { drive, globalIndexOnG, keyedTable, manualEngine, provisioned, START } from './support.ts';

const HOUR = 3600 * 1000;

function update(
  engine: Engine,
  name: string,
  change: ThroughputUpdate,
  indexName?: string,
): DynamoDBError | undefined {
  const table = engine.tables.get(name)!;
  const index = indexName === undefined ? undefined : table.indexes.find((i) => i.name === indexName);
  try {
    checkThroughputUpdate(engine, table, index, change);
  } catch (error) {
    if (error instanceof DynamoDBError) return error;
    throw error;
  }
  applyThroughputUpdate(engine, table, index, change);
  return undefined;
}

const throughput = (read: number, write: number) => ({
  ProvisionedThroughput: { ReadCapacityUnits: read, WriteCapacityUnits: write },
});

describe('provisioned throughput decreases', () => {
  it('allows 4 at any time in a UTC day, then one an hour after the last, and resets at midnight', () => {
    const engine = manualEngine();
    keyedTable(engine, 'budget', provisioned(10, 10));
    for (const units of [9, 8, 7, 6])
      expect(update(engine, 'budget', throughput(units, units))).toBeUndefined();
    const fifth = update(engine, 'budget', throughput(10, 5))!;
    expect(fifth.type).toBe('LimitExceededException');
    expect(fifth.message).toBe(
      'Subscriber limit exceeded: Provisioned throughput decreases are limited within a given UTC day. After the first 4 decreases, each subsequent decrease in the same UTC day can be performed at most once every 3600 seconds. Number of decreases today: 4. Last decrease at Monday, May 4, 2026 at 9:00:00 AM Coordinated Universal Time. Next decrease can be made at Monday, May 4, 2026 at 10:00:00 AM Coordinated Universal Time',
    );
    expect(update(engine, 'budget', throughput(20, 20))).toBeUndefined();
    engine.advance(HOUR);
    expect(update(engine, 'budget', throughput(5, 5))).toBeUndefined();
    expect(update(engine, 'budget', throughput(4, 4))?.message).toContain('Number of decreases today: 5.');
    const table = engine.tables.get('budget')!;
    expect(describeThroughput(engine, table).ProvisionedThroughput?.NumberOfDecreasesToday).toBe(5);
    engine.setTime(Date.UTC(2026, 4, 5, 0, 0, 1));
    expect(describeThroughput(engine, table).ProvisionedThroughput?.NumberOfDecreasesToday).toBe(0);
    expect(update(engine, 'budget', throughput(4, 4))).toBeUndefined();
    expect(describeThroughput(engine, table).ProvisionedThroughput?.NumberOfDecreasesToday).toBe(1);
  });

  it('counts a global index apart from its table', () => {
    const engine = manualEngine();
    keyedTable(engine, 'budget', {
      ...provisioned(10, 10),
      ...globalIndexOnG({ ProvisionedThroughput: { ReadCapacityUnits: 10, WriteCapacityUnits: 10 } }),
    });
    for (const units of [9, 8, 7, 6]) update(engine, 'budget', throughput(units, units));
    expect(update(engine, 'budget', throughput(9, 9), 'by-g')).toBeUndefined();
    // Lowering either unit is a decrease, even when the other goes up.
    expect(update(engine, 'budget', throughput(5, 20))?.type).toBe('LimitExceededException');
  });
});

describe('billing mode switches', () => {
  it('allow 4 switches to on-demand in any 24 hours', () => {
    const engine = manualEngine();
    keyedTable(engine, 'modes', provisioned(5, 5));
    for (let i = 0; i < 4; i++) {
      expect(update(engine, 'modes', { BillingMode: 'PAY_PER_REQUEST' })).toBeUndefined();
      engine.advance(HOUR);
      expect(update(engine, 'modes', { BillingMode: 'PROVISIONED', ...throughput(5, 5) })).toBeUndefined();
      engine.advance(HOUR);
    }
    const fifth = update(engine, 'modes', { BillingMode: 'PAY_PER_REQUEST' })!;
    expect(fifth.type).toBe('LimitExceededException');
    expect(fifth.message).toBe(
      'Subscriber limit exceeded: Update to PayPerRequest mode are limited to 4 times in 1 day(s). Last update at Mon May 04 15:00:00 UTC 2026. Next update can be made at Tue May 05 09:00:00 UTC 2026',
    );
    engine.setTime(START + 24 * HOUR + 1);
    expect(update(engine, 'modes', { BillingMode: 'PAY_PER_REQUEST' })).toBeUndefined();
  });

  it('keep the partitions: an on-demand table keeps what its highest provisioned level needed', () => {
    const engine = manualEngine();
    keyedTable(engine, 'modes', provisioned(1000, 1000));
    const table = engine.tables.get('modes')!;
    const resource = engine.capacity.of(table).tableResource(engine.now());
    expect(resource.partitions).toHaveLength(2);
    update(engine, 'modes', throughput(8000, 1000));
    expect(resource.partitions).toHaveLength(4);
    expect(describeThroughput(engine, table).WarmThroughput).toEqual({
      ReadUnitsPerSecond: 8000,
      WriteUnitsPerSecond: 1000,
      Status: 'ACTIVE',
    });
    update(engine, 'modes', throughput(5, 5));
    update(engine, 'modes', { BillingMode: 'PAY_PER_REQUEST' });
    expect(engine.capacity.of(table).tableResource(engine.now()).partitions).toHaveLength(4);
    expect(describeThroughput(engine, table).WarmThroughput).toMatchObject({
      ReadUnitsPerSecond: 12000,
      WriteUnitsPerSecond: 4000,
    });
  });
});

describe('warm throughput', () => {
  it('never decreases, and pre-splits partitions when a raise completes', () => {
    const engine = manualEngine({ capacity: { warmThroughputDelayMs: 300_000 } });
    keyedTable(engine, 'warm');
    const table = engine.tables.get('warm')!;
    expect(update(engine, 'warm', { WarmThroughput: { WriteUnitsPerSecond: 3000 } })?.message).toBe(
      'One or more parameter values were invalid: Requested WriteUnitsPerSecond for WarmThroughput for table is lower than current WarmThroughput, decreasing WarmThroughput is not supported',
    );
    expect(
      update(engine, 'warm', { WarmThroughput: { ReadUnitsPerSecond: 12000, WriteUnitsPerSecond: 10000 } }),
    ).toBeUndefined();
    expect(describeThroughput(engine, table).WarmThroughput).toEqual({
      ReadUnitsPerSecond: 12000,
      WriteUnitsPerSecond: 4000,
      Status: 'UPDATING',
    });
    engine.advance(300_000);
    expect(describeThroughput(engine, table).WarmThroughput).toEqual({
      ReadUnitsPerSecond: 12000,
      WriteUnitsPerSecond: 10000,
      Status: 'ACTIVE',
    });
    expect(engine.capacity.of(table).tableResource(engine.now()).partitions).toHaveLength(16);
  });

  it('given at creation, is in place at once', () => {
    const engine = manualEngine();
    keyedTable(engine, 'warm');
    const table = engine.tables.get('warm')!;
    initializeThroughput(engine, table, { WarmThroughput: { WriteUnitsPerSecond: 6000 } });
    const put = (i: number) =>
      putItem(engine, { TableName: 'warm', Item: { pk: { S: `k${i}` }, sk: { S: '1' } } });
    expect(engine.capacity.of(table).tableResource(engine.now()).partitions).toHaveLength(8);
    expect(drive(engine, 5000, 5, put).throttled).toBe(0);
  });
});

describe('on-demand maximums', () => {
  it('throttle above the maximum with ThrottlingException, and -1 removes it', () => {
    const engine = manualEngine();
    keyedTable(engine, 'capped');
    update(engine, 'capped', { OnDemandThroughput: { MaxWriteRequestUnits: 100 } });
    const put = (i: number) =>
      putItem(engine, { TableName: 'capped', Item: { pk: { S: `k${i}` }, sk: { S: '1' } } });
    const capped = drive(engine, 150, 10, put);
    expect(capped.throttled).toBe(500);
    expect([capped.error!.type, capped.error!.message]).toEqual([
      'ThrottlingException',
      MAX_ON_DEMAND_MESSAGE,
    ]);
    expect(capped.error!.extra).toEqual({
      throttlingReasons: [
        {
          reason: 'TableWriteMaxOnDemandThroughputExceeded',
          resource: 'arn:aws:dynamodb:us-east-1:000000000000:table/capped',
        },
      ],
    });
    const table = engine.tables.get('capped')!;
    expect(describeThroughput(engine, table).OnDemandThroughput).toEqual({
      MaxReadRequestUnits: undefined,
      MaxWriteRequestUnits: 100,
    });
    update(engine, 'capped', { OnDemandThroughput: { MaxWriteRequestUnits: -1 } });
    expect(drive(engine, 150, 10, put).throttled).toBe(0);
    expect(describeThroughput(engine, table).OnDemandThroughput).toBeUndefined();
  });

  it('cannot be set on a provisioned table', () => {
    const engine = manualEngine();
    keyedTable(engine, 'capped', provisioned(5, 5));
    expect(update(engine, 'capped', { OnDemandThroughput: { MaxReadRequestUnits: 10 } })?.message).toBe(
      'One or more parameter values were invalid: MaxReadRequestUnits for OnDemandThroughput cannot be specified when the table BillingMode is PROVISIONED',
    );
  });
});
