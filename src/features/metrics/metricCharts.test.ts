import { describe, expect, it } from 'vitest';
import type { AccountMetricName, ResourceMetricName } from '../../client/capacityClient.ts';
import type { ResourceHistory } from '../../client/capacityHistory.ts';
import type { PartitionHistory } from '../../client/capacityHistory.ts';
import { evenPartitionsPerSecond } from './capacityReferences.ts';
import { chartsFor } from './metricCharts.ts';

/** Every metric a second of zeros: which charts are drawn does not depend on the values. */
const zeros = new Proxy({}, { get: () => [0] }) as Record<ResourceMetricName, number[]>;

function history(kind: 'table' | 'index', resource: string): ResourceHistory {
  return { kind, resource, metrics: zeros, partitions: [], events: [] } as unknown as ResourceHistory;
}

const account = { UserErrors: [0], SystemErrors: [0] } as Record<AccountMetricName, number[]>;
const span = { first: 0, count: 1, step: 1 } as const;
const titles = (resource: ResourceHistory, table: ResourceHistory) =>
  chartsFor(resource, table, account, span, 0).flatMap((chart) => chart.series.map((series) => series.name));

describe('chartsFor', () => {
  const table = history('table', 'orders');
  const index = history('index', 'orders/index/by-status');

  it('draws ConditionalCheckFailedRequests for the table only: CloudWatch has it per table', () => {
    expect(titles(table, table)).toContain('ConditionalCheckFailedRequests');
    expect(titles(index, table)).not.toContain('ConditionalCheckFailedRequests');
  });

  it('draws an index the metrics CloudWatch publishes with GlobalSecondaryIndexName', () => {
    const drawn = titles(index, table);
    for (const name of [
      'ConsumedWriteCapacityUnits',
      'ConsumedReadCapacityUnits',
      'WriteThrottleEvents',
      'ReadThrottleEvents',
    ])
      expect(drawn).toContain(name);
    // Table-only metrics: latency and the account's errors are not drawn for an index.
    expect(drawn).not.toContain('Average');
    expect(drawn).not.toContain('UserErrors');
  });

  it('draws TransactionConflict and TimeToLiveDeletedItemCount once the table has any', () => {
    expect(titles(table, table)).not.toContain('TimeToLiveDeletedItemCount');
    expect(titles(table, table)).not.toContain('TransactionConflict');
    const metrics = new Proxy({}, { get: (_, name) => (name === 'TimeToLiveDeletedItemCount' ? [3] : [0]) });
    const expiring = { ...table, metrics } as unknown as ResourceHistory;
    const [ttl] = chartsFor(expiring, expiring, account, span, 0).filter(
      (chart) => chart.id === 'ttl-deleted',
    );
    expect(ttl.series).toMatchObject([{ name: 'TimeToLiveDeletedItemCount', values: [3] }]);
    expect(titles(expiring, expiring)).not.toContain('TransactionConflict');
  });

  it('draws ReplicationLatency once the table has sent writes to other replicas: Average over samples, Maximum', () => {
    const ids = (resource: ResourceHistory) =>
      chartsFor(resource, resource, account, span, 0).map((chart) => chart.id);
    expect(ids(table)).not.toContain('replication-latency');
    const values: Record<string, number[]> = {
      ReplicatedWrites: [4],
      ReplicationLatencySum: [4_200],
      ReplicationLatencyMaximum: [1_500],
    };
    const metrics = new Proxy({}, { get: (_, name) => values[name as string] ?? [0] });
    const replica = { ...table, metrics } as unknown as ResourceHistory;
    const [chart] = chartsFor(replica, replica, account, span, 0).filter(
      (drawn) => drawn.id === 'replication-latency',
    );
    expect(chart.series).toMatchObject([
      { name: 'Average', values: [1_050] },
      { name: 'Maximum', values: [1_500] },
    ]);
  });

  it('draws ReturnedItemCount per Operation, and the stream charts, once the table has any', () => {
    const ids = (resource: ResourceHistory) =>
      chartsFor(resource, resource, account, span, 0).map((chart) => chart.id);
    expect(ids(table)).not.toContain('returned-items');
    expect(ids(table)).not.toContain('returned-records');
    const values: Record<string, number[]> = { ReturnedItemCountScan: [7], ReturnedBytes: [900] };
    const metrics = new Proxy({}, { get: (_, name) => values[name as string] ?? [0] });
    const scanned = { ...table, metrics } as unknown as ResourceHistory;
    const [items] = chartsFor(scanned, scanned, account, span, 0).filter(
      (chart) => chart.id === 'returned-items',
    );
    expect(items.title).toBe('ReturnedItemCount');
    expect(items.series).toMatchObject([
      { name: 'Query', values: [0] },
      { name: 'Scan', values: [7] },
      { name: 'ExecuteStatement', values: [0] },
    ]);
    // Stream charts follow ReturnedRecordsCount: no records read, no stream charts.
    expect(ids(scanned)).not.toContain('returned-bytes');
    values.ReturnedRecordsCount = [3];
    const streamed = chartsFor(scanned, scanned, account, span, 0);
    expect(streamed.find((chart) => chart.id === 'returned-bytes')?.series).toMatchObject([
      { name: 'ReturnedBytes', values: [900] },
    ]);
    expect(streamed.find((chart) => chart.id === 'returned-records')?.series).toMatchObject([
      { name: 'ReturnedRecordsCount', values: [3] },
    ]);
    // An index has none: CloudWatch publishes them per table.
    expect(ids({ ...scanned, kind: 'index' } as ResourceHistory)).not.toContain('returned-items');
  });
});

const partition = (createdAt: number, retiredAt?: number, startSk?: string) =>
  ({ createdAt, retiredAt, startSk }) as PartitionHistory;

describe('the partitions reference line', () => {
  // Four partitions from the start; at 1:02.5 one splits in two (a whole-hash split), at 1:04 the
  // new one's collection splits by sort key (a piece that adds nothing for even traffic).
  const partitions = [
    partition(0),
    partition(0),
    partition(0),
    partition(0, 62_500),
    partition(62_500),
    partition(62_500, 64_000),
    partition(64_000),
    partition(64_000, undefined, 'sk'),
  ];

  it('steps with the partitions each second serves, not today’s count over the whole window', () => {
    const counts = evenPartitionsPerSecond({ partitions }, 60, { first: 0, count: 6 });
    expect(counts.even).toEqual([4, 4, 5, 5, 5, 5]);
    expect(counts.all).toEqual([4, 4, 5, 5, 6, 6]);
  });

  it('is drawn per second, labelled with the count now, and capped by the per-table quota', () => {
    const table = {
      ...history('table', 'orders'),
      metrics: new Proxy({}, { get: () => [0, 0, 0, 0, 0, 0] }),
      partitions,
    } as unknown as ResourceHistory;
    const [write] = chartsFor(table, table, account, { first: 0, count: 6, step: 1 }, 60);
    const line = write.references?.find((reference) => reference.values);
    expect(line).toMatchObject({ label: '5 whole-hash partitions of 6', value: 5000 });
    expect(line?.values).toEqual([4000, 4000, 5000, 5000, 5000, 5000]);

    const many = { ...table, partitions: Array.from({ length: 50 }, () => partition(0)) };
    const [capped] = chartsFor(many, many, account, { first: 0, count: 6, step: 1 }, 60);
    expect(capped.references?.find((reference) => reference.values)).toMatchObject({
      label: 'All 50 partitions, capped by the per-table quota',
      value: 40_000,
    });
  });
});

describe('the capacity reference lines in the minute a table was created', () => {
  it('count one partition’s ceiling over the same seconds as all the partitions, and say from when', () => {
    // 1-minute view at 00:02:00 of a table whose 4 partitions were created at 00:01:58.300.
    const created = {
      ...history('table', 'orders'),
      metrics: new Proxy({}, { get: () => new Array<number>(120).fill(0) }),
      partitions: Array.from({ length: 4 }, () => partition(118_300)),
    } as unknown as ResourceHistory;
    const [write] = chartsFor(created, created, account, { first: 60, count: 60, step: 60 }, 0);
    expect(write.references?.map(({ label, value }) => ({ label, value }))).toEqual([
      { label: 'One partition’s ceiling × 2 s', value: 2_000 },
      { label: 'All 4 partitions × 2 s', value: 8_000 },
    ]);
    expect(write.note).toBe(
      'The table was created at 00:01:58, so for the minute 00:01:00–00:01:59 the reference lines count only its last 2 seconds.',
    );
  });
});
