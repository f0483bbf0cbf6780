import { describe, expect, it } from 'vitest';
import type { PartitionHistory, ResourceHistory } from '../../client/capacityHistory.ts';
import { evenCapacity, evenCapacityText } from './evenCapacity.ts';

const partition = (id: string, change: Partial<PartitionHistory> = {}) =>
  ({ id, start: 0, end: 1, createdAt: 0, ...change }) as PartitionHistory;

const resource = (partitions: PartitionHistory[], change: Partial<ResourceHistory> = {}) =>
  ({ partitions, billingMode: 'PAY_PER_REQUEST', ...change }) as ResourceHistory;

const four = ['a', 'b', 'c', 'd'].map((id) => partition(id));

describe('evenCapacity', () => {
  it('counts a sort-key split of one item collection as no even-traffic capacity', () => {
    // Partition d's collection split into 5: d1 ends inside it, d2…d5 start inside it.
    const split = [
      ...four.slice(0, 3),
      partition('d', { retiredAt: 5_000 }),
      partition('d1', { endSk: 'k1' }),
      ...['d2', 'd3', 'd4', 'd5'].map((id) => partition(id, { startSk: id })),
    ];
    const capacity = evenCapacity(resource(split), 'write');
    expect(capacity).toEqual({
      units: 4000,
      limit: 'partitions',
      evenPartitions: 4,
      collectionPartitions: 4,
    });
    expect(evenCapacityText(capacity, 'write')).toBe(
      '4,000 WCU/s spread evenly (4 × 1,000; 4 more divide item collections by sort key, adding nothing for even traffic)',
    );
  });

  it('is capped by the provisioned rate, the on-demand maximum and the per-table quota', () => {
    const provisioned = resource(four, {
      billingMode: 'PROVISIONED',
      provisioned: { read: 500, write: 200, burstRead: 0, burstWrite: 0 },
    });
    expect(evenCapacity(provisioned, 'write')).toMatchObject({ units: 200, limit: 'provisioned' });
    const capped = resource(four, { maximums: { write: 1500 } });
    expect(evenCapacity(capped, 'write')).toMatchObject({ units: 1500, limit: 'maximum' });
    const many = resource(Array.from({ length: 64 }, (_, i) => partition(`p${i}`)));
    const quota = evenCapacity(many, 'write');
    expect(quota).toMatchObject({ units: 40_000, limit: 'quota' });
    expect(evenCapacityText(quota, 'write')).toBe(
      "40,000 WCU/s spread evenly (the account's per-table quota)",
    );
  });
});
