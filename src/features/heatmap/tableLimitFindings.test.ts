/**
 * The table-wide findings read the table's consumption as it runs now: a load's first second, which it
 * entered part-way through, does not make the burst it drains seem to last three times as long.
 */
import { describe, expect, it } from 'vitest';
import type { ResourceHistory } from '../../client/capacityHistory.ts';
import { tableLimits } from './tableLimitFindings.ts';

/** A provisioned table of 100 write units with `consumed` write units a second and nothing else. */
function provisionedTable(consumed: number[], burstWrite: number): ResourceHistory {
  const metrics = new Proxy({ ConsumedWriteCapacityUnits: consumed } as Record<string, number[]>, {
    get: (target, name: string) => target[name] ?? consumed.map(() => 0),
  });
  return {
    resource: 'lab-provisioned',
    kind: 'table',
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
