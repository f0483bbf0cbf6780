/**
 * The table-wide findings read the table's consumption as it runs now: a load's first second, which it
 * entered part-way through, does not make the burst it drains seem to last three times as long.
 */
import { describe, expect, it } from 'vitest';
import type { ResourceHistory } from '../../client/capacityHistory.ts';
import { tableLimits } from './tableLimitFindings.ts';

/**
 * A provisioned table (or `kind` index) of 100 write units with `consumed` write units a second,
 * `throttled` of its writes a second throttled by that rate, and nothing else.
 */
function provisionedTable(
  consumed: number[],
  burstWrite: number,
  { kind = 'table', throttled = 0 }: { kind?: 'table' | 'index'; throttled?: number } = {},
): ResourceHistory {
  const metrics = new Proxy(
    {
      ConsumedWriteCapacityUnits: consumed,
      WriteProvisionedThroughputThrottleEvents: consumed.map(() => throttled),
    } as Record<string, number[]>,
    { get: (target, name: string) => target[name] ?? consumed.map(() => 0) },
  );
  return {
    resource: kind === 'index' ? 'lab-provisioned/index/by-status' : 'lab-provisioned',
    kind,
    provisioned: { read: 100, write: 100, burstRead: 30_000, burstWrite },
    metrics,
    partitions: [],
    events: [],
  } as unknown as ResourceHistory;
}

describe('a table living on burst capacity', () => {
  it('is told how long its burst lasts at the rate it runs now, four seconds into a load', () => {
    // 150 writes a second on 100 provisioned, begun late in a second: 14 of them in that second.
    const table = provisionedTable([0, 0, 0, 14, 150, 150, 150], 29_842);
    const [finding] = tableLimits(table, 5);
    expect(finding.title).toBe('Table lab-provisioned is living on burst capacity');
    expect(finding.body).toContain('It consumes 150 write units a second on 100 provisioned.');
    // 29,842 units at 50 a second over the provisioned rate: ten minutes, as the scenario says.
    expect(finding.body).toContain('29,842 units are left, about 10 minutes at this rate.');
  });
});

describe('a table whose burst capacity is nearly spent', () => {
  it('is told it lasts about 1 second, not "1 seconds"', () => {
    // 150 writes a second on 100 provisioned: 60 units left drain in 1.2 seconds.
    const table = provisionedTable([150, 150, 150, 150, 150], 60);
    const [finding] = tableLimits(table, 5);
    expect(finding.title).toBe('Table lab-provisioned is living on burst capacity');
    expect(finding.body).toContain('60 units are left, about 1 second at this rate.');
  });
});

describe('a table whose burst capacity is all but spent', () => {
  it('is told "1 unit is left", lasting less than a second — not "1 units", "about 0 seconds"', () => {
    // 150 writes a second on 100 provisioned: 1 unit left drains in a fiftieth of a second.
    const table = provisionedTable([150, 150, 150, 150, 150], 1);
    const [finding] = tableLimits(table, 5);
    expect(finding.body).toContain('1 unit is left, less than a second at this rate.');
  });
});

describe('an index over its provisioned capacity', () => {
  it('is told to raise its own capacity or switch its table to on-demand: it has no billing mode of its own', () => {
    const index = provisionedTable([100, 100, 100, 100, 100], 0, { kind: 'index', throttled: 50 });
    const [finding] = tableLimits(index, 5);
    expect(finding.title).toBe('Index by-status is over its provisioned write capacity');
    expect(finding.body).toContain(
      "Raise the index's provisioned capacity or switch the table to on-demand.",
    );
  });
});
