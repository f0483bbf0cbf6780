import { describe, expect, it } from 'vitest';
import type { LoadStatus } from '../../../client/capacityClient.ts';
import { runScenario as run } from '../../../../test/helpers/capacityScenario.ts';
import { SCENARIOS, scenarioOfLoad } from './scenarios.ts';

const share = (status: LoadStatus) => status.totals.throttled / status.totals.requests;
const sum = (values: ArrayLike<number>) => Array.from(values).reduce((total, value) => total + value, 0);

describe('the capacity scenarios show what their cards say', () => {
  it('single hot key: one partition at 1,000 WCU throttles a third, and no split can help', async () => {
    const [view] = await run('hot-key', 60);
    expect(share(view.status)).toBeGreaterThan(0.3);
    expect(share(view.status)).toBeLessThanOrEqual(1 / 3 + 1e-9);
    const [alert] = view.findings;
    expect(alert).toMatchObject({ tone: 'alert', title: expect.stringContaining('is at its ceiling') });
    expect(alert.body).toContain('one partition key, celebrity#1');
    expect(alert.body).toContain('It is all one item');
    expect(alert.body).toContain('while 3 other partitions sit idle');
  });

  it('one hot item collection on many sort keys throttles until a split divides it by sort key', async () => {
    const [hot, splitting, split] = await run('hot-collection', 20, 40, 150);
    expect(share(hot.status)).toBeGreaterThan(0.2);
    expect(hot.findings[0].body).toContain('one partition key, tenant#1');
    // A split for heat begins after 30 hot seconds and lands a minute later: not "after 30 seconds".
    expect(hot.findings[0].body).toContain(
      'a split for heat begins after about 30 hot seconds and lands about a minute later, dividing its item collection',
    );
    expect(splitting.findings[0].body).toContain(
      'a split for heat is under way that divides the item collection',
    );

    const [table] = split.history.resources;
    const event = table.events.find((candidate) => candidate.kind === 'split');
    expect(event).toMatchObject({ cause: 'heat', boundarySortKey: expect.stringMatching(/^order#\d{4}$/) });
    const halves = table.partitions.filter(
      (partition) => partition.retiredAt === undefined && partition.parentId === event!.partition,
    );
    expect(halves.map((partition) => [partition.endSortKey, partition.startSortKey])).toEqual([
      [event!.boundarySortKey, undefined],
      [undefined, event!.boundarySortKey],
    ]);
    // The last 30 seconds: both halves busy, neither at its ceiling, nothing throttled.
    const recent = (values: number[]) => sum(values.slice(-30));
    expect(recent(table.metrics.ThrottledRequests)).toBe(0);
    for (const half of halves) expect(Math.max(...half.metrics.WriteUnits.slice(-30))).toBeLessThan(1000);
    expect(split.findings.some((finding) => finding.tone === 'alert')).toBe(false);
    // The tenant's key is among the top keys of both partitions that hold its collection.
    const placed = split.detail!.resources[0].placed;
    for (const half of halves) expect(placed[half.id].traffic[0].key).toBe('tenant#1');
  });

  it("today's date and a global counter are single hot keys too", async () => {
    const [date] = await run('date-key', 60);
    expect(share(date.status)).toBeGreaterThan(0.3);
    expect(date.findings[0].body).toContain('one partition key, 2026-05-04');
    expect(date.findings[0].body).toContain('sort key rises with every request');
    const [counter] = await run('counter', 60);
    expect(share(counter.status)).toBeGreaterThan(0.3);
    expect(counter.findings[0].body).toContain('one partition key, counter');
    expect(counter.findings[0].body).toContain('It is all one item');
  });

  it('write sharding spreads the same load: nothing throttles', async () => {
    const [view] = await run('sharded', 60);
    expect(view.status.totals).toMatchObject({ requests: 90_000, throttled: 0 });
    expect(view.findings.some((finding) => finding.tone === 'alert')).toBe(false);
    const busiest = Math.max(
      ...view.history.resources[0].partitions.map((partition) => partition.peakWriteUnits),
    );
    expect(busiest).toBeLessThan(1000);
  });

  it('a status key throttles until a split for heat separates two statuses', async () => {
    const [view, later] = await run('status-key', 100, 160);
    expect(view.status.totals.throttled).toBeGreaterThan(0);
    const [table] = view.history.resources;
    expect(table.events.some((event) => event.kind === 'split' && event.cause === 'heat')).toBe(true);
    // Once each key has a partition of its own, throttling stops (as the card says).
    expect(sum(later.history.resources[0].metrics.ThrottledRequests.slice(-30))).toBe(0);
  });

  it('a GSI on two values throttles the table by back-pressure while the table stays below its ceiling', async () => {
    const [view] = await run('gsi-low-cardinality', 60);
    const [table, index] = view.history.resources;
    expect(index.resource).toBe('lab-gsi-status/index/by-status');
    expect(sum(index.metrics.WriteKeyRangeThroughputThrottleEvents)).toBeGreaterThan(0);
    expect(sum(table.metrics.WriteKeyRangeThroughputThrottleEvents)).toBe(0);
    expect(sum(table.metrics.ThrottledRequests)).toBe(view.status.totals.throttled);
    expect(view.findings[0].body).toContain('GSI back-pressure');
    // The card quotes how busy the table's four partitions are before on-demand doubles them (at
    // 61 s): each one's share over the last 20 seconds, to the nearest 10 %.
    const live = table.partitions.filter((partition) => partition.retiredAt === undefined);
    expect(live).toHaveLength(4);
    const shares = live.map((partition) => sum(partition.metrics.WriteUnits.slice(-20)) / 20 / 1000);
    const percent = Math.round((sum(shares) / shares.length) * 10) * 10;
    for (const used of shares) expect(Math.abs(used * 100 - percent)).toBeLessThan(10);
    const { watch } = SCENARIOS.find((scenario) => scenario.id === 'gsi-low-cardinality')!;
    expect(watch).toContain(`at about ${percent} %`);
  });

  it('provisioned 100 WCU at 150 writes/s lives on burst for ten minutes, then throttles', async () => {
    const [burst, after] = await run('provisioned-burst', 300, 700);
    expect(burst.status.totals.throttled).toBe(0);
    expect(burst.findings[0]).toMatchObject({
      tone: 'warn',
      title: expect.stringContaining('living on burst capacity'),
    });
    const throttled = after.history.resources[0].metrics.WriteProvisionedThroughputThrottleEvents;
    expect(throttled.slice(-5)).toEqual([50, 50, 50, 50, 50]);
    expect(after.findings[0].title).toContain('over its provisioned write capacity');
  });

  it('well-spread keys stay below the ceiling while on-demand doubles its partitions', async () => {
    const [view] = await run('uniform', 90);
    expect(view.status.totals.throttled).toBe(0);
    const [table] = view.history.resources;
    expect(table.events.filter((event) => event.cause === 'throughput')).toHaveLength(4);
    expect(table.partitions.filter((partition) => partition.retiredAt === undefined)).toHaveLength(8);
  });
});

describe('a run is shown as its scenario only when it is the scenario’s own load', () => {
  it('matches every setting, not the table and pattern alone', () => {
    const [hotKey] = SCENARIOS;
    const request = { ...hotKey.load, tableName: hotKey.table.TableName };
    expect(scenarioOfLoad(request)).toBe(hotKey);
    expect(scenarioOfLoad({ ...request, rate: 80 })).toBeUndefined();
    expect(scenarioOfLoad({ ...request, readRatio: 0.5 })).toBeUndefined();
    expect(scenarioOfLoad({ ...request, region: 'eu-west-1' })).toBeUndefined();
    expect(scenarioOfLoad({ ...request, tableName: 'orders' })).toBeUndefined();
  });
});
