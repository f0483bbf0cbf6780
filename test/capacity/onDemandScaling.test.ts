/**
 * On-demand scaling (on-demand-capacity-mode.html): a new table serves 4,000 write units a second at
 * once (four partitions), instantly absorbs up to twice its previous peak once that peak has held
 * for a split round (AWS's "sustained" peak), and throttles a bigger or earlier jump until it has
 * split into enough partitions — one doubling per split round in this model.
 * Items of about 3.9 KB (4 write units each) keep the request counts small.
 */
import { describe, expect, it } from 'vitest';
import { LoadGenerator } from '../../src/engine/load/loadGenerator.ts';
import { keyedTable, manualEngine } from './support.ts';

function onDemandTable(splitDelayMs = 60_000) {
  const engine = manualEngine({ capacity: { splitDelayMs } });
  keyedTable(engine, 'feed');
  const table = engine.tables.get('feed')!;
  const resource = engine.capacity.of(table).tableResource(engine.now());
  /** `units` write units a second (4 per write) for `seconds`. */
  const load = (units: number, seconds: number) => {
    const generator = new LoadGenerator(engine, {
      tableName: 'feed',
      pattern: 'uniform',
      rate: units / 4,
      itemBytes: 3900,
      keys: 100_000,
    });
    generator.advance(seconds * 1000);
    return generator.totals;
  };
  return { resource, load };
}

describe('an on-demand table', () => {
  it('starts with four partitions and absorbs twice its previous peak at once', () => {
    const { resource, load } = onDemandTable();
    expect(resource.partitions).toHaveLength(4);
    expect(load(3000, 70).throttled).toBe(0);
    // A 3,000-unit peak: one split round later the table serves 6,000 spread evenly.
    expect(resource.peakWrite).toBe(3000);
    expect(resource.partitions).toHaveLength(8);
    expect(resource.events.list.every((event) => event.cause === 'throughput')).toBe(true);
    expect(load(6000, 30).throttled).toBe(0);
  });

  it('takes twice a new peak only once the peak’s split round has landed (lesson 5’s example)', () => {
    const { resource, load } = onDemandTable();
    expect(load(2500, 20).throttled).toBe(0);
    // Twenty seconds after the 2,500-unit peak, still four partitions: 5,000 throttles above 4,000.
    const early = load(5000, 30);
    expect(resource.partitions).toHaveLength(4);
    expect(early.throttled / early.requests).toBeCloseTo(0.2, 1);
    // The round the peak asked for lands a minute after it; then 5,000 is absorbed.
    load(5000, 15);
    expect(resource.partitions).toHaveLength(8);
    expect(load(5000, 10).throttled).toBe(0);
  });

  it('throttles a jump to three times its capacity until it has split enough', () => {
    const { resource, load } = onDemandTable(10_000);
    const first = load(12_000, 5);
    // Four partitions serve 4,000 units a second: two thirds throttled.
    expect(first.throttled / first.requests).toBeGreaterThan(0.66);
    load(12_000, 25);
    expect(resource.partitions.length).toBeGreaterThanOrEqual(16);
    const later = load(12_000, 10);
    expect(later.throttled / later.requests).toBeLessThan(0.01);
  }, 30_000);
});
