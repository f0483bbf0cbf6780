import { describe, expect, it } from 'vitest';
import type { AccountMetricName, ResourceMetricName } from '../../client/capacityClient.ts';
import type { ResourceHistory } from '../../client/capacityHistory.ts';
import { chartsFor } from './metricCharts.ts';
import {
  averagePerPoint,
  lastPointCaption,
  lastPointOf,
  maxPerPoint,
  minuteSpanOf,
  spanOf,
  sumPerPoint,
} from './metricPeriods.ts';

const repeat = (value: number, seconds: number) => Array.from({ length: seconds }, () => value);

describe('the minute period', () => {
  it('covers whole minutes of the clock that have ended, leaving out the one in progress', () => {
    // History from 00:01:30 to 00:06:30: whole minutes 00:02–00:06, four of them.
    expect(minuteSpanOf(90, 300, 300)).toEqual({ first: 30, count: 240, step: 60 });
    // A 1-minute window: the last whole minute, 00:05–00:06.
    expect(minuteSpanOf(90, 300, 60)).toEqual({ first: 210, count: 60, step: 60 });
    // Not a whole minute yet: no points.
    expect(minuteSpanOf(90, 20, 300).count).toBe(0);
    expect(spanOf(300, 60)).toEqual({ first: 240, count: 60, step: 1 });
  });

  it('sums a Sum metric over the minute: 1,000 WCU every second is 60,000 a minute', () => {
    const span = minuteSpanOf(0, 120, 300);
    expect(sumPerPoint(repeat(1000, 120), span)).toEqual([60_000, 60_000]);
  });

  it('hides a one-second spike that the second view shows', () => {
    const values = [...repeat(0, 30), 3000, ...repeat(0, 29)];
    expect(Math.max(...sumPerPoint(values, spanOf(60, 60)))).toBe(3000);
    // One point of 3,000 for the minute: 50 units per second on average, far under a 1,000 ceiling.
    expect(sumPerPoint(values, minuteSpanOf(0, 60, 60))).toEqual([3000]);
  });

  it('takes the largest of a Maximum metric, and weights the average latency by requests', () => {
    const span = minuteSpanOf(0, 120, 300);
    expect(maxPerPoint([...repeat(2, 59), 9, ...repeat(1, 60)], span)).toEqual([9, 1]);
    // First minute: one request of 10 ms and 99 of 1 ms — 1.09 ms, not the 5.5 of averaging seconds.
    // Second minute: no request, so no data point (CloudWatch shows none either).
    const totals = [10, 99, ...repeat(0, 118)];
    const requests = [1, 99, ...repeat(0, 118)];
    expect(averagePerPoint(totals, requests, span)).toEqual([1.09, undefined]);
  });
});

describe('chartsFor per minute', () => {
  const metrics = new Proxy({} as Record<string, number[]>, {
    get: (_, name: string) =>
      name === 'ConsumedWriteCapacityUnits'
        ? repeat(1000, 150)
        : name === 'SuccessfulRequestLatencyMaximum'
          ? repeat(3, 150)
          : name === 'SuccessfulRequests'
            ? repeat(10, 150)
            : name === 'SuccessfulRequestLatencySum'
              ? repeat(20, 150)
              : repeat(0, 150),
  }) as Record<ResourceMetricName, number[]>;
  const table = {
    kind: 'table',
    resource: 't',
    metrics,
    partitions: [],
    events: [],
  } as unknown as ResourceHistory;
  const account = { UserErrors: repeat(0, 150), SystemErrors: repeat(0, 150) } as Record<
    AccountMetricName,
    number[]
  >;
  // History from 00:00:30: whole minutes 00:01 and 00:02.
  const charts = chartsFor(table, table, account, minuteSpanOf(30, 150, 300), 30);
  const chart = (id: string) => charts.find((candidate) => candidate.id === id)!;

  it('draws the minute’s Sum, and the per-second ceiling as what 60 seconds can hold', () => {
    const write = chart('consumed-write');
    expect(write.series[0].values).toEqual([60_000, 60_000]);
    expect(write.statistic).toContain('Sum per minute');
    expect(write.references).toContainEqual(
      expect.objectContaining({ label: 'One partition’s ceiling × 60 s', value: 60_000 }),
    );
  });

  it('draws latency as a request-weighted Average and a Maximum per minute, all operations', () => {
    const latency = chart('latency');
    expect(latency.series.map((series) => series.values)).toEqual([
      [2, 2],
      [3, 3],
    ]);
    expect(latency.statistic).toContain('all operations');
  });
});

describe('the tiles’ last point', () => {
  it('is the last whole minute, or the last second, of the span', () => {
    const values = Array.from({ length: 150 }, (_, i) => i);
    const minutes = { first: 10, count: 120, step: 60 } as const;
    expect(lastPointOf(minutes)).toEqual({ first: 70, count: 60, step: 60 });
    expect(sumPerPoint(values, lastPointOf(minutes))).toEqual([sumPerPoint(values, minutes)[1]]);
    expect(maxPerPoint(values, lastPointOf(minutes))).toEqual([129]);
    expect(sumPerPoint(values, lastPointOf(spanOf(150, 300)))).toEqual([149]);
  });

  it('is named in a caption with its time, apart from the charts’ span', () => {
    // History from 00:01:30 (epoch second 90), 150 seconds kept: the last second is 00:03:59.
    expect(lastPointCaption(lastPointOf(spanOf(150, 300)), 90)).toBe('Last completed second: 00:03:59 UTC');
    expect(lastPointCaption(lastPointOf(minuteSpanOf(90, 300, 300)), 90)).toBe(
      'Last completed minute: 00:05:00–00:05:59 UTC',
    );
    expect(lastPointCaption(minuteSpanOf(90, 20, 300), 90)).toBe('Last completed minute: none yet');
  });
});
