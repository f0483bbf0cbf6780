/**
 * Split for heat (burst-adaptive-capacity.html; the DynamoDB paper): a partition that stays hot is
 * split at a key chosen from its observed traffic. Two keys of 900 writes a second each that share a
 * partition overload it (1,800 > 1,000); after 30 hot seconds a split is scheduled, it completes 60 s
 * later, and with each key on its own partition the throttling stops.
 */
import { describe, expect, it } from 'vitest';
import { MAX_PARTITIONS } from '../../src/engine/capacity/limits.ts';
import { growTo } from '../../src/engine/capacity/partitionScaling.ts';
import type { Engine } from '../../src/engine/engine.ts';
import { putItem } from '../../src/engine/operations/putItem.ts';
import { drive, keyedTable, manualEngine, START } from './support.ts';

/**
 * Two keys of the `scores` table that share a partition, and a write that alternates between them:
 * traffic a split can divide.
 */
function twoKeysOfOnePartition(engine: Engine) {
  const table = engine.tables.get('scores')!;
  const resource = engine.capacity.of(table).tableResource(engine.now());
  const partitionOf = (pk: string) => resource.partitionFor(table.items.hashOf(pk));
  const a = 'player#0';
  let b = '';
  for (let i = 1; !b; i++) if (partitionOf(`player#${i}`) === partitionOf(a)) b = `player#${i}`;
  const put = (i: number) =>
    putItem(engine, { TableName: 'scores', Item: { pk: { S: i % 2 ? b : a }, sk: { S: `#${i}` } } });
  return { partitionOf, a, b, put };
}

describe('a hot partition', () => {
  it('is split between its hot keys, and the throttling drops', () => {
    const engine = manualEngine();
    keyedTable(engine, 'scores');
    const table = engine.tables.get('scores')!;
    const resource = engine.capacity.of(table).tableResource(engine.now());
    const { partitionOf, a, b, put } = twoKeysOfOnePartition(engine);

    const before = drive(engine, 1800, 30, put);
    expect(before.throttled).toBe(30 * 800);
    expect(before.error!.toWire()).toMatchObject({
      throttlingReasons: [{ reason: 'TableWriteKeyRangeThroughputExceeded' }],
    });

    drive(engine, 1800, 62, put);
    const split = resource.events.list.find((event) => event.kind === 'split');
    expect(split).toMatchObject({ cause: 'heat', partition: partitionOf(a).parentId });
    expect((split!.time - START) / 1000).toBeGreaterThanOrEqual(90);
    expect((split!.time - START) / 1000).toBeLessThanOrEqual(92);
    expect(resource.partitions).toHaveLength(5);
    expect(partitionOf(a)).not.toBe(partitionOf(b));

    const after = drive(engine, 1800, 60, put);
    expect(after.throttled).toBe(0);
  });

  it('is left whole when a single key makes it hot, and says why', () => {
    const engine = manualEngine();
    keyedTable(engine, 'scores');
    const put = (i: number) =>
      putItem(engine, { TableName: 'scores', Item: { pk: { S: 'player#0' }, sk: { S: `#${i}` } } });
    drive(engine, 1500, 100, put);
    const resource = engine.capacity.of(engine.tables.get('scores')!).tableResource(engine.now());
    expect(resource.partitions).toHaveLength(4);
    expect(resource.events.list[0]).toMatchObject({ kind: 'no-split', cause: 'heat', hotKey: 'player#0' });
    const snapshot = engine.capacity.snapshot(engine.tables.get('scores')!);
    expect(snapshot.table.events[0].hotKeyText).toBe('player#0');
  });

  it('is left whole when the table has as many partitions as the sandbox keeps, and says so', () => {
    const engine = manualEngine();
    keyedTable(engine, 'scores');
    const table = engine.tables.get('scores')!;
    const resource = engine.capacity.of(table).tableResource(engine.now());
    // Throughput for MAX_PARTITIONS partitions, as a raise of warm throughput would ask.
    growTo(resource, 0, MAX_PARTITIONS * 1000, engine.now());
    expect(resource.partitions).toHaveLength(MAX_PARTITIONS);
    const { put } = twoKeysOfOnePartition(engine);

    drive(engine, 1800, 100, put);
    expect(resource.partitions).toHaveLength(MAX_PARTITIONS);
    const decisions = resource.events.list.filter((event) => event.kind === 'no-split');
    expect(decisions.length).toBeGreaterThan(0);
    // Two keys share the partition: a split could divide them, were there room for one more partition.
    for (const decision of decisions) {
      expect(decision).toMatchObject({ cause: 'heat', reason: 'partition-limit' });
    }
  });
});
