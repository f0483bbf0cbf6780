/**
 * A hot key: one partition key written faster than a partition's 1,000 write units a second.
 * The model predicts: every second the partition admits 1,000 one-unit writes and throttles the
 * rest, whatever the table's capacity; the same load spread over ten keys lands on several
 * partitions and is served in full.
 */
import { describe, expect, it } from 'vitest';
import { PROVISIONED_TABLE_MESSAGE } from '../../src/engine/capacity/throttleReasons.ts';
import { runScenario } from '../../src/engine/load/scenario.ts';
import { putItem } from '../../src/engine/operations/putItem.ts';
import { drive, keyedTable, manualEngine, provisioned } from './support.ts';

describe('a hot key', () => {
  it('written at 1,500 WCU/s throttles a third of the writes', () => {
    const result = runScenario({ pattern: 'hot-key', rate: 1500, seconds: 60 });
    expect(result.requests).toBe(90_000);
    // 1,000 admitted in each of the 60 seconds; the rest throttled.
    expect(result.throttled).toBe(30_000);
    const busy = result.partitions.filter((partition) => partition.peakWriteUnits > 0);
    expect(busy).toHaveLength(1);
    expect(busy[0]).toMatchObject({ peakWriteUnits: 1000, throttled: 30_000 });
  });

  it('is not split: all its traffic is on one partition key', () => {
    const result = runScenario({ pattern: 'hot-key', rate: 1500, seconds: 120 });
    expect(result.splits).toBe(0);
    expect(result.events[0]).toMatchObject({ kind: 'no-split', cause: 'heat' });
    expect(result.throttled / result.requests).toBeCloseTo(1 / 3, 3);
  });

  it('stays hot through each "cannot split" decision, which comes again every 30 hot seconds', () => {
    const engine = manualEngine();
    keyedTable(engine, 'celebs');
    const table = engine.tables.get('celebs')!;
    const resource = engine.capacity.of(table).tableResource(engine.now());
    const hot = resource.partitionFor(table.items.hashOf('celebrity#1'));
    const put = (i: number) =>
      putItem(engine, { TableName: 'celebs', Item: { pk: { S: 'celebrity#1' }, sk: { S: `#${i}` } } });
    drive(engine, 1500, 65, put);
    const decisions = resource.events.list.filter((event) => event.kind === 'no-split');
    expect(decisions).toHaveLength(2);
    // The partition is still the hot one it was: the streak was not reset by the decisions.
    expect(hot.hotSeconds).toBeGreaterThanOrEqual(60);
    expect(hot.noSplitAt).toBe(60);
    expect(hot.hotSecondsTowardSplit).toBeLessThan(30);
    // A quiet second ends the streak (seconds close when the table is next used).
    engine.advance(2000);
    resource.tick(engine.now());
    expect(hot.hotSeconds).toBe(0);
    expect(hot.noSplitAt).toBeUndefined();
  });

  it('spread over 10 shard keys is served in full', () => {
    const result = runScenario({ pattern: 'sharded', shards: 10, rate: 1500, seconds: 60 });
    expect(result.throttled).toBe(0);
    const peaks = result.partitions.map((partition) => partition.peakWriteUnits);
    expect(peaks.reduce((sum, peak) => sum + peak, 0)).toBeGreaterThanOrEqual(1500);
    expect(Math.max(...peaks)).toBeLessThan(1000);
  });

  it('throttles a provisioned table with spare capacity at the partition, not the table', () => {
    const engine = manualEngine();
    keyedTable(engine, 'orders', provisioned(10, 2000));
    const put = (i: number) =>
      putItem(engine, { TableName: 'orders', Item: { pk: { S: 'hot' }, sk: { S: `#${i}` } } });
    const { throttled, error } = drive(engine, 1500, 4, put);
    expect(throttled).toBe(2000);
    expect(error!.toWire()).toEqual({
      __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
      message: PROVISIONED_TABLE_MESSAGE,
      ThrottlingReasons: [
        {
          reason: 'TableWriteKeyRangeThroughputExceeded',
          resource: 'arn:aws:dynamodb:us-east-1:000000000000:table/orders',
        },
      ],
    });
  });
});
