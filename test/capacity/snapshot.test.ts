/**
 * Metrics snapshots (plain data for the browser) and splits for size: a partition that outgrows the
 * size limit — lowered here so a hundred items show it — splits at the middle of its bytes.
 */
import { describe, expect, it } from 'vitest';
import { putItem } from '../../src/engine/operations/putItem.ts';
import { drive, keyedTable, manualEngine, provisioned, sum } from './support.ts';

describe('partition splits for size', () => {
  it('split partitions above the size limit in the middle of their bytes', () => {
    const engine = manualEngine({ capacity: { partitionSizeBytes: 200 * 1024 } });
    keyedTable(engine, 'docs');
    const table = engine.tables.get('docs')!;
    const put = (i: number) =>
      putItem(engine, {
        TableName: 'docs',
        Item: { pk: { S: `doc#${i}` }, sk: { S: '1' }, d: { S: 'x'.repeat(10_000) } },
      });
    drive(engine, 10, 10, put);
    // Seconds close when the capacity model is next consulted: this closes the last second of writes,
    // whose size check schedules the splits; they land a split delay (60 s) later.
    engine.capacity.snapshot(table);
    drive(engine, 1, 70, () => undefined);
    const snapshot = engine.capacity.snapshot(table);
    const sizeSplits = snapshot.table.events.filter(
      (event) => event.kind === 'split' && event.cause === 'size',
    );
    expect(sizeSplits.length).toBeGreaterThan(0);
    const live = snapshot.table.partitions.filter((partition) => partition.retiredAt === undefined);
    expect(live).toHaveLength(4 + sizeSplits.length);
    expect(sum(live.map((partition) => partition.items))).toBe(100);
    expect(sum(live.map((partition) => partition.bytes))).toBe(table.items.sizeBytes);
    expect(Math.max(...live.map((partition) => partition.bytes))).toBeLessThanOrEqual(200 * 1024);
    for (const split of sizeSplits) {
      const children = live.filter((partition) => partition.parentId === split.partition);
      expect(children.map((child) => child.id)).toEqual(split.children);
      // Split at the middle of the bytes: the halves differ by at most one item.
      expect(Math.abs(children[0].bytes - children[1].bytes)).toBeLessThanOrEqual(10_100);
    }
  });
  it('splits the halves again while they are still over the limit, with no more writes', () => {
    const engine = manualEngine({ capacity: { partitionSizeBytes: 150 * 1024 } });
    keyedTable(engine, 'docs', provisioned(100, 100)); // one partition
    const table = engine.tables.get('docs')!;
    drive(engine, 20, 2, (i) =>
      putItem(engine, {
        TableName: 'docs',
        Item: { pk: { S: `doc#${i}` }, sk: { S: '1' }, d: { S: 'x'.repeat(10_000) } },
      }),
    );
    // About 400 KB: halves of 200 KB are still over 150 KB, quarters are not. The heatmap's poll
    // closes the seconds meanwhile.
    drive(engine, 1, 200, () => engine.capacity.snapshot(table));
    const live = engine.capacity
      .snapshot(table)
      .table.partitions.filter((partition) => partition.retiredAt === undefined);
    expect(live.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...live.map((partition) => partition.bytes))).toBeLessThanOrEqual(150 * 1024);
  });
});

describe('capacity snapshots', () => {
  it('give per-second metrics, partitions and top keys as plain data', () => {
    const engine = manualEngine();
    keyedTable(engine, 'games');
    const table = engine.tables.get('games')!;
    let hotServed = 0;
    const put = (i: number) => {
      const pk = i % 3 === 0 ? `game#${i}` : 'game#hot';
      putItem(engine, { TableName: 'games', Item: { pk: { S: pk }, sk: { S: `${i}` } } });
      if (pk === 'game#hot') hotServed++;
    };
    drive(engine, 1500, 5, put);
    const snapshot = engine.capacity.snapshot(table);
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
    expect(snapshot.to - snapshot.from).toBe(600);
    const consumed = snapshot.table.metrics.ConsumedWriteCapacityUnits;
    expect(sum(consumed) + sum(snapshot.table.metrics.WriteThrottleEvents)).toBe(7500);
    // The heaviest key is never displaced from the sketch, so its count is exact.
    expect(snapshot.table.topKeys.traffic[0]).toEqual({ key: 'game#hot', count: hotServed, overcount: 0 });
    expect(snapshot.table.topKeys.throttled[0]).toMatchObject({ key: 'game#hot' });
    const hot = snapshot.table.partitions.find((partition) => partition.throttledRequests > 0)!;
    expect(hot.peakWriteUnits).toBe(1000);
    expect(hot.metrics.WriteUnits.slice(-5)).toEqual([1000, 1000, 1000, 1000, 1000]);
    const later = engine.capacity.snapshot(table, { since: snapshot.to - 2 });
    expect(later.table.metrics.ConsumedWriteCapacityUnits).toHaveLength(2);
    expect(later.table.partitions[0].metrics.WriteUnits).toHaveLength(2);
    expect(snapshot.table.warm).toEqual({ read: 12000, write: 4000, status: 'ACTIVE' });
  });
});
