import { describe, expect, it } from 'vitest';
import type { AccountMetricName, ResourceMetricName } from '../../client/capacityClient.ts';
import type { ResourceHistory } from '../../client/capacityHistory.ts';
import { chartsFor } from './metricCharts.ts';

/** Every metric a second of zeros: which charts are drawn does not depend on the values. */
const zeros = new Proxy({}, { get: () => [0] }) as Record<ResourceMetricName, number[]>;

function history(kind: 'table' | 'index', resource: string): ResourceHistory {
  return { kind, resource, metrics: zeros, partitions: [], events: [] } as unknown as ResourceHistory;
}

const account = { UserErrors: [0], SystemErrors: [0] } as Record<AccountMetricName, number[]>;
const span = { first: 0, count: 1 };
const titles = (resource: ResourceHistory, table: ResourceHistory) =>
  chartsFor(resource, table, account, span).flatMap((chart) => chart.series.map((series) => series.name));

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
});
