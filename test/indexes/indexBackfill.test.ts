/**
 * How long a global index added by UpdateTable takes to backfill (operations/globalIndexBackfill.ts):
 * its write capacity, shared with ongoing writes, paces it; the OnlineIndex* metrics follow it.
 */
import { describe, expect, it } from 'vitest';
import { capacitySnapshot } from '../../src/engine/metrics/snapshot.ts';
import { ok } from '../helpers/wire.ts';
import {
  building,
  expectDoneAt,
  indexMetric,
  ITEMS,
  put,
  TableName,
  units,
  UNITS_PER_ITEM,
} from './backfillTable.ts';

describe('backfilling a provisioned global index', () => {
  it('writes 1 unit per KB of each entry at the index WCU: 100 items of 2 units at 5 WCU take 40 s', () => {
    const { engine, start } = building('PROVISIONED');
    expectDoneAt(engine, start + (ITEMS * UNITS_PER_ITEM * 1000) / 5);
  });

  it('goes faster once a raise of the index WCU during the build takes effect', () => {
    const { engine, start } = building('PROVISIONED');
    engine.setTime(start + 10_000);
    const reply = ok(engine, 'UpdateTable', {
      TableName,
      GlobalSecondaryIndexUpdates: [{ Update: { IndexName: 'byG', ProvisionedThroughput: units(5, 25) } }],
    }).TableDescription;
    expect(reply.GlobalSecondaryIndexes[0]).toMatchObject({ IndexStatus: 'CREATING', Backfilling: true });
    // 11 s at 5 units (55 of 200), the new 25 units in effect after the status delay: 145 / 25 = 5.8 s.
    expectDoneAt(engine, start + 11_000 + 5_800);
    const index = ok(engine, 'DescribeTable', { TableName }).Table.GlobalSecondaryIndexes[0];
    expect(index.ProvisionedThroughput.WriteCapacityUnits).toBe(25);
  });

  it('leaves the backfill what ongoing writes to the index do not use of its WCU', () => {
    const { engine, start } = building('PROVISIONED');
    engine.setTime(start + 5_000);
    // Two new items the index takes: 4 of the second's 5 units, so the backfill gets 1 in that second.
    expect(put(engine, 'new-1').status).toBe(200);
    expect(put(engine, 'new-2').status).toBe(200);
    expectDoneAt(engine, start + 40_000 + (4 * 1000) / 5);
    const second = start + 5_000;
    expect(indexMetric(engine, 'OnlineIndexConsumedWriteCapacity', second, second + 1000)).toEqual([1]);
    expect(indexMetric(engine, 'ConsumedWriteCapacityUnits', second, second + 1000)).toEqual([4]);
  });

  it('reports OnlineIndexConsumedWriteCapacity and OnlineIndexPercentageProgress while it builds', () => {
    const { engine, start } = building('PROVISIONED');
    engine.setTime(start + 4_000);
    // The backfill's writes are not the index's ConsumedWriteCapacityUnits (metrics-dimensions.html).
    expect(indexMetric(engine, 'OnlineIndexConsumedWriteCapacity', start, start + 4_000)).toEqual([
      5, 5, 5, 5,
    ]);
    expect(indexMetric(engine, 'ConsumedWriteCapacityUnits', start, start + 4_000)).toEqual([0, 0, 0, 0]);
    expect(indexMetric(engine, 'OnlineIndexPercentageProgress', start, start + 4_000)).toEqual([
      2.5, 5, 7.5, 10,
    ]);
    engine.setTime(start + 41_000);
    expect(indexMetric(engine, 'OnlineIndexPercentageProgress', start + 39_000, start + 41_000)).toEqual([
      100, 0,
    ]);
  });

  it('marks the index as building in its metrics snapshot, from the backfill to the end of it', () => {
    // The Metrics page shows the OnlineIndex* charts while this is set, before the first data point.
    const { engine, start } = building('PROVISIONED');
    const snapshotted = () => capacitySnapshot(engine, engine.tables.get(TableName)!);
    expect(snapshotted().indexes[0].building).toBe(true);
    expect(snapshotted().table.building).toBe(false);
    engine.setTime(start + 40_000);
    expect(snapshotted().indexes[0].building).toBe(false);
  });

  it('counts the index write throttles of the build as OnlineIndexThrottleEvents', () => {
    // Index WCU 1: its burst holds 300 units, so the 301st one-unit write in a second is refused.
    const { engine, start } = building('PROVISIONED', { ProvisionedThroughput: units(1, 1) });
    const refused = [];
    for (let i = 0; i < 310; i++) {
      const reply = put(engine, `small-${i}`, '');
      if (reply.status !== 200) refused.push(reply.body.__type);
    }
    expect(refused.length).toBe(10);
    engine.setTime(start + 1_000);
    expect(indexMetric(engine, 'OnlineIndexThrottleEvents', start, start + 1_000)).toEqual([10]);
    expect(indexMetric(engine, 'WriteThrottleEvents', start, start + 1_000)).toEqual([0]);
  });
});

describe('backfilling an on-demand global index', () => {
  it('writes at the 4,000 units a second a new on-demand index serves: 200 units in 50 ms', () => {
    const { engine, start } = building('PAY_PER_REQUEST');
    expectDoneAt(engine, start + (ITEMS * UNITS_PER_ITEM * 1000) / 4000);
  });

  it('keeps to the index MaxWriteRequestUnits', () => {
    const { engine, start } = building('PAY_PER_REQUEST', {
      OnDemandThroughput: { MaxWriteRequestUnits: 10 },
    });
    expectDoneAt(engine, start + (ITEMS * UNITS_PER_ITEM * 1000) / 10);
  });
});
