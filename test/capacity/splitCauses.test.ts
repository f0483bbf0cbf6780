/**
 * Why partitions split, as the partition events record it. Splits that a raise asked for — warm
 * throughput (warm-throughput.html: the rate a table serves at once), provisioned throughput beyond
 * what the partitions serve (GuidelinesForTables, archived), a switch to on-demand's 12,000 / 4,000
 * (bp-switching-capacity-modes.html) — are a `raise`; `throughput` stays on-demand's growth for
 * twice its previous peak, so the learner is not told a warm-throughput split followed a peak.
 */
import { describe, expect, it } from 'vitest';
import { LoadGenerator } from '../../src/engine/load/loadGenerator.ts';
import type { ResourceCapacity } from '../../src/engine/capacity/resourceCapacity.ts';
import { call, globalIndexOnG, keyedTable, manualEngine, provisioned } from './support.ts';

const causes = (resource: ResourceCapacity) => resource.events.list.map((event) => event.cause);

function tableResource(engine: ReturnType<typeof manualEngine>, name: string): ResourceCapacity {
  return engine.capacity.of(engine.tables.get(name)!).tableResource(engine.now());
}

describe('the cause a split records', () => {
  it('is a raise when an UpdateTable warm throughput raise completes, then throughput for an on-demand peak', () => {
    const engine = manualEngine({ capacity: { warmThroughputDelayMs: 300_000, splitDelayMs: 60_000 } });
    keyedTable(engine, 'launch');
    const resource = tableResource(engine, 'launch');
    const raise = call(engine, 'UpdateTable', {
      TableName: 'launch',
      WarmThroughput: { ReadUnitsPerSecond: 12_000, WriteUnitsPerSecond: 8_000 },
    });
    expect(raise.status).toBe(200);
    engine.advance(300_000);
    expect(resource.partitions).toHaveLength(8);
    expect(causes(resource)).toEqual(Array(4).fill('raise'));
    // 5,000 write units a second spread evenly: twice that peak needs 16 partitions, on-demand's growth.
    new LoadGenerator(engine, {
      tableName: 'launch',
      pattern: 'uniform',
      rate: 1250,
      itemBytes: 3900,
      keys: 100_000,
    }).advance(70_000);
    expect(resource.partitions).toHaveLength(16);
    expect(causes(resource)).toEqual([...Array(4).fill('raise'), ...Array(8).fill('throughput')]);
  });

  it('is a raise for a global index whose warm throughput is raised', () => {
    const engine = manualEngine({ capacity: { warmThroughputDelayMs: 300_000 } });
    keyedTable(engine, 'orders', globalIndexOnG());
    const table = engine.tables.get('orders')!;
    const raise = call(engine, 'UpdateTable', {
      TableName: 'orders',
      GlobalSecondaryIndexUpdates: [
        { Update: { IndexName: 'by-g', WarmThroughput: { WriteUnitsPerSecond: 8_000 } } },
      ],
    });
    expect(raise.status).toBe(200);
    engine.advance(300_000);
    const index = engine.capacity.of(table).resourceFor(table.indexes[0], engine.now());
    expect(index.partitions).toHaveLength(8);
    expect(causes(index)).toEqual(Array(4).fill('raise'));
  });

  it('is a raise when a table is created warmer than its first partitions serve', () => {
    const engine = manualEngine();
    keyedTable(engine, 'prewarmed', { WarmThroughput: { WriteUnitsPerSecond: 6_000 } });
    const resource = tableResource(engine, 'prewarmed');
    expect(resource.partitions).toHaveLength(8);
    expect(causes(resource)).toEqual(Array(4).fill('raise'));
  });

  it('is a raise when provisioned throughput goes beyond what the partitions serve', () => {
    const engine = manualEngine();
    keyedTable(engine, 'orders', provisioned(1000, 1000));
    const resource = tableResource(engine, 'orders');
    expect(resource.partitions).toHaveLength(2);
    const raise = call(engine, 'UpdateTable', {
      TableName: 'orders',
      ProvisionedThroughput: { ReadCapacityUnits: 8000, WriteCapacityUnits: 1000 },
    });
    expect(raise.status).toBe(200);
    engine.advance(1000);
    expect(tableResource(engine, 'orders').partitions).toHaveLength(4);
    expect(causes(resource)).toEqual(['raise', 'raise']);
  });

  it('is a raise when read and write throughput together outgrow the partitions, as at creation', () => {
    // GuidelinesForTables (archived): 5,000 RCU / 2,000 WCU make ceil(5000/3000 + 2000/1000) = 4
    // partitions; raising reads to 8,000 needs ceil(8000/3000 + 2000/1000) = 5, so the count doubles.
    const engine = manualEngine();
    keyedTable(engine, 'orders', provisioned(5000, 2000));
    const resource = tableResource(engine, 'orders');
    expect(resource.partitions).toHaveLength(4);
    const raise = call(engine, 'UpdateTable', {
      TableName: 'orders',
      ProvisionedThroughput: { ReadCapacityUnits: 8000, WriteCapacityUnits: 2000 },
    });
    expect(raise.status).toBe(200);
    engine.advance(1000);
    expect(tableResource(engine, 'orders').partitions).toHaveLength(8);
    expect(causes(resource)).toEqual(Array(4).fill('raise'));
  });

  it('is a raise when a switch to on-demand lifts the table to 12,000 reads and 4,000 writes', () => {
    const engine = manualEngine();
    keyedTable(engine, 'small', provisioned(5, 5));
    const resource = tableResource(engine, 'small');
    expect(resource.partitions).toHaveLength(1);
    expect(call(engine, 'UpdateTable', { TableName: 'small', BillingMode: 'PAY_PER_REQUEST' }).status).toBe(
      200,
    );
    engine.advance(1000);
    expect(tableResource(engine, 'small').partitions).toHaveLength(4);
    expect(causes(resource)).toEqual(Array(3).fill('raise'));
  });
});
