/**
 * A provisioned table at 100 WCU written at 150 one-unit writes a second. The model predicts: the
 * table starts with a full burst pool of 300 s × 100 WCU = 30,000 units; the 50 units a second above
 * the provisioned rate drain it in 600 s, after which 100 writes a second are admitted and a third
 * throttled (TableWriteProvisionedThroughputExceeded). Idle time refills the pool only to 300 s.
 */
import { describe, expect, it } from 'vitest';
import { PROVISIONED_TABLE_MESSAGE } from '../../src/engine/capacity/throttleReasons.ts';
import { LoadGenerator } from '../../src/engine/load/loadGenerator.ts';
import type { DynamoDBError } from '../../src/engine/errors.ts';
import { putItem } from '../../src/engine/operations/putItem.ts';
import { keyedTable, manualEngine, provisioned, throttleOf } from './support.ts';

function provisionedLoad() {
  const engine = manualEngine();
  keyedTable(engine, 'events', provisioned(5, 100));
  const load = new LoadGenerator(engine, { tableName: 'events', pattern: 'uniform', rate: 150, keys: 1e9 });
  const run = (seconds: number) => {
    const before = { ...load.totals };
    load.advance(seconds * 1000);
    return {
      requests: load.totals.requests - before.requests,
      throttled: load.totals.throttled - before.throttled,
    };
  };
  return { engine, run };
}

describe('a provisioned table at 100 WCU written at 150/s', () => {
  it('serves everything while burst capacity lasts, then throttles a third', () => {
    const { engine, run } = provisionedLoad();
    expect(run(590).throttled).toBe(0);
    run(30);
    const steady = run(300);
    expect(steady.requests).toBe(45_000);
    expect(steady.throttled).toBeGreaterThanOrEqual(14_990);
    expect(steady.throttled).toBeLessThanOrEqual(15_010);

    const snapshot = engine.capacity.snapshot(engine.tables.get('events')!, {
      since: Math.floor(engine.now() / 1000) - 60,
    });
    const metrics = snapshot.table.metrics;
    const last = metrics.ConsumedWriteCapacityUnits.length - 1;
    expect(metrics.ConsumedWriteCapacityUnits[last]).toBeCloseTo(100, 0);
    expect(metrics.WriteThrottleEvents[last]).toBeCloseTo(50, 0);
    expect(metrics.WriteProvisionedThroughputThrottleEvents[last]).toBe(metrics.WriteThrottleEvents[last]);
    expect(metrics.ThrottledRequests[last]).toBe(metrics.WriteThrottleEvents[last]);
    expect(metrics.WriteKeyRangeThroughputThrottleEvents[last]).toBe(0);
  });

  it('throttles with the provisioned-throughput reason for the table', () => {
    const { engine, run } = provisionedLoad();
    run(650);
    const put = (i: number) =>
      putItem(engine, { TableName: 'events', Item: { pk: { S: `extra#${i}` }, sk: { S: 'profile' } } });
    let error: DynamoDBError | undefined;
    for (let i = 0; i < 20 && !error; i++) error = throttleOf(() => put(i));
    expect(error!.toWire()).toEqual({
      __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
      message: PROVISIONED_TABLE_MESSAGE,
      ThrottlingReasons: [
        {
          reason: 'TableWriteProvisionedThroughputExceeded',
          resource: 'arn:aws:dynamodb:us-east-1:000000000000:table/events',
        },
      ],
    });
  });

  it('shows the pool as it stands now: drained by the load, refilled by idle time with no request', () => {
    const { engine, run } = provisionedLoad();
    const burst = () => engine.capacity.snapshot(engine.tables.get('events')!).table.provisioned!.burstWrite;
    run(60);
    // A minute at 50 writes a second over the rate: 3,000 of the 30,000 units spent.
    expect(burst()).toBeCloseTo(27_000, -1);
    // Idle: no request touches the bucket, yet the view shows it refilling, up to 300 s worth.
    engine.advance(20_000);
    expect(burst()).toBeCloseTo(29_000, -1);
    engine.advance(1_000_000);
    expect(burst()).toBe(30_000);
  });

  it('banks at most 300 seconds of unused capacity', () => {
    const { engine, run } = provisionedLoad();
    run(700);
    engine.advance(1_000_000);
    // A full pool again (30,000 units, not 1,000 s worth): 600 s without throttling, then a third.
    expect(run(590).throttled).toBe(0);
    // The pool runs dry at 600 s: 50 s × 50 writes a second over the provisioned rate.
    const after = run(60);
    expect(after.throttled).toBeGreaterThanOrEqual(2450);
    expect(after.throttled).toBeLessThanOrEqual(2550);
  });
});
