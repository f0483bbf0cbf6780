/**
 * What a global index's backfill pays for (storage/backfillWork.ts) and how a long one is
 * fast-forwarded (operations/globalIndexBackfill.ts): 100 items of 2 units at 5 WCU take 40 s.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { ok } from '../helpers/wire.ts';
import { building, expectDoneAt, indexMetric, ITEMS, state, TableName, units } from './backfillTable.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The table's keys in the order a Scan returns them: the order the backfill walks. */
function scanOrder(engine: Engine): string[] {
  const reply = ok(engine, 'Scan', { TableName, ProjectionExpression: 'pk' });
  return reply.Items.map((item: { pk: { S: string } }) => item.pk.S);
}

const remove = (engine: Engine, pk: string) =>
  ok(engine, 'DeleteItem', { TableName, Key: { pk: { S: pk } } });
const update = (engine: Engine, pk: string) =>
  ok(engine, 'UpdateItem', {
    TableName,
    Key: { pk: { S: pk } },
    UpdateExpression: 'SET h = :h',
    ExpressionAttributeValues: { ':h': { S: 'y' } },
  });

/**
 * At 10 s (50 units written: the walk is past the first 25 items) a write changes 10 items, each
 * taking 2 of the index's units: 20 units, more than the second's 5, so the backfill writes
 * nothing in [10 s, 11 s) (the writes draw on burst capacity; the backfill never does).
 */
function changeTenAt10s(which: 'first' | 'last', write: (engine: Engine, pk: string) => unknown) {
  const { engine, start } = building('PROVISIONED');
  const keys = scanOrder(engine);
  engine.setTime(start + 10_000);
  const changed = which === 'first' ? keys.slice(0, 10) : keys.slice(-10);
  for (const pk of changed) write(engine, pk);
  return { engine, start };
}

describe('what the backfill of a global index writes', () => {
  it('does not write the items deleted before it reaches them', () => {
    const { engine, start } = changeTenAt10s('last', remove);
    // 150 units were left at 10 s; 20 of them are gone: 130 at 5 a second from 11 s.
    expectDoneAt(engine, start + 11_000 + 26_000);
    const written = indexMetric(engine, 'OnlineIndexConsumedWriteCapacity', start, start + 37_000);
    expect(sum(written)).toBe(ITEMS * 2 - 20);
    // Progress is the units written over the units to write, which fell from 200 to 180.
    const progress = indexMetric(engine, 'OnlineIndexPercentageProgress', start + 9_000, start + 11_000);
    expect(progress).toEqual([25, (100 * 50) / 180]);
    expect(indexMetric(engine, 'OnlineIndexPercentageProgress', start + 36_000, start + 37_000)).toEqual([
      100,
    ]);
  });

  it('does not write again the items a write indexed before it reached them', () => {
    const { engine, start } = changeTenAt10s('last', update);
    expectDoneAt(engine, start + 11_000 + 26_000);
    const written = indexMetric(engine, 'OnlineIndexConsumedWriteCapacity', start, start + 37_000);
    expect(sum(written)).toBe(ITEMS * 2 - 20);
    expect(indexMetric(engine, 'ConsumedWriteCapacityUnits', start + 10_000, start + 11_000)).toEqual([20]);
  });

  it('has written the items it passed: changing them after costs the backfill only the capacity taken', () => {
    for (const write of [remove, update]) {
      const { engine, start } = changeTenAt10s('first', write);
      // All 200 units are written, the second at 10 s lost to the ongoing writes.
      expectDoneAt(engine, start + 41_000);
      const written = indexMetric(engine, 'OnlineIndexConsumedWriteCapacity', start, start + 41_000);
      expect(sum(written)).toBe(ITEMS * 2);
    }
  });

  it('keeps its index current: deleted items are not in it, updated ones are as written', () => {
    const { engine, start } = changeTenAt10s('last', update);
    const deleted = scanOrder(engine).slice(-12, -10);
    for (const pk of deleted) remove(engine, pk);
    engine.setTime(start + 60_000);
    expect(state(engine).IndexStatus).toBe('ACTIVE');
    const reply = ok(engine, 'Query', {
      TableName,
      IndexName: 'byG',
      KeyConditionExpression: 'g = :g',
      ExpressionAttributeValues: { ':g': { S: 'x' } },
      ProjectionExpression: 'pk, h',
    });
    expect(reply.Count).toBe(ITEMS - 2);
    expect(reply.Items.filter((item: { h?: unknown }) => item.h).length).toBe(10);
  });
});

/** Counts the timed work scheduled while `run` runs (Engine.onScheduled, as the clock driver sees it). */
function scheduledDuring(engine: Engine, run: () => void): number {
  let scheduled = 0;
  engine.onScheduled = () => scheduled++;
  run();
  engine.onScheduled = undefined;
  return scheduled;
}

describe('fast-forwarding a backfill', () => {
  it('settles the seconds nothing else happens in at once, with the metrics of a second-by-second build', () => {
    // 200 units at 1 WCU: 200 s; at 10 s the WCU is raised to 3, in effect at 11 s: 189 / 3 = 63 s more.
    const builds = [0, 1].map(() => building('PROVISIONED', { ProvisionedThroughput: units(1, 1) }));
    for (const [i, { engine, start }] of builds.entries()) {
      if (i === 0) while (engine.now() < start + 10_000) engine.advance(1000);
      else engine.setTime(start + 10_000);
      ok(engine, 'UpdateTable', {
        TableName,
        GlobalSecondaryIndexUpdates: [{ Update: { IndexName: 'byG', ProvisionedThroughput: units(1, 3) } }],
      });
    }
    const [stepped, forwarded] = builds;
    const start = stepped.start;
    const steps = scheduledDuring(stepped.engine, () => {
      while (stepped.engine.now() < start + 80_000) stepped.engine.advance(1000);
    });
    const jumps = scheduledDuring(forwarded.engine, () => {
      expectDoneAt(forwarded.engine, start + 11_000 + 63_000);
      forwarded.engine.setTime(start + 80_000);
    });
    expect(steps).toBeGreaterThan(50);
    expect(jumps).toBeLessThan(10);
    for (const name of ['OnlineIndexConsumedWriteCapacity', 'OnlineIndexPercentageProgress']) {
      const expected = indexMetric(stepped.engine, name, start, start + 80_000);
      expect(indexMetric(forwarded.engine, name, start, start + 80_000)).toEqual(expected);
    }
    const written = indexMetric(forwarded.engine, 'OnlineIndexConsumedWriteCapacity', start, start + 80_000);
    expect(written.slice(0, 12)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3]);
    expect(sum(written)).toBeCloseTo(200, 9);
  });

  it('keeps a row for each second of the metrics window at the end of a long build', () => {
    // 200 units at 1 WCU: 200 s, more than a metrics window of 60 s.
    const { engine, start } = building(
      'PROVISIONED',
      { ProvisionedThroughput: units(1, 1) },
      { capacity: { metricsSeconds: 60 } },
    );
    const scheduled = scheduledDuring(engine, () => expectDoneAt(engine, start + 200_000));
    expect(scheduled).toBeLessThan(10);
    const seconds = Array.from({ length: 50 }, (_, i) => 150 + i);
    const written = indexMetric(engine, 'OnlineIndexConsumedWriteCapacity', start + 150_000, start + 200_000);
    expect(written).toEqual(seconds.map(() => 1));
    const progress = indexMetric(engine, 'OnlineIndexPercentageProgress', start + 150_000, start + 200_000);
    expect(progress).toEqual(seconds.map((second) => (100 * (second + 1)) / 200));
  });
});
