import { describe, expect, it } from 'vitest';
import type { AccountMetricName } from '../../client/capacityClient.ts';
import type { ResourceHistory } from '../../client/capacityHistory.ts';
import { chartsFor } from './metricCharts.ts';

const account = { UserErrors: [], SystemErrors: [] } as unknown as Record<AccountMetricName, number[]>;
const ONLINE = ['online-index-progress', 'online-index-consumed-write', 'online-index-throttles'];

/** A resource with `seconds` seconds of history: the metrics in `values`, every other one zero. */
function history(
  kind: 'table' | 'index',
  seconds: number,
  values: Record<string, number[]> = {},
  extra: Partial<ResourceHistory> = {},
): ResourceHistory {
  const metrics = new Proxy({}, { get: (_, name) => values[name as string] ?? new Array(seconds).fill(0) });
  const resource = kind === 'table' ? 'orders' : 'orders/index/by-status';
  return {
    kind,
    resource,
    metrics,
    partitions: [],
    events: [],
    building: false,
    ...extra,
  } as ResourceHistory;
}

const table = history('table', 4);
const perSecond = { first: 0, count: 4, step: 1 } as const;
const onlineIds = (
  resource: ResourceHistory,
  span = perSecond as { first: number; count: number; step: 1 | 60 },
) =>
  chartsFor(resource, table, account, span, 0)
    .map((chart) => chart.id)
    .filter((id) => ONLINE.includes(id));

describe('the OnlineIndex charts of a global index being built', () => {
  it('are not drawn for an index that is not being built and was not in the span shown', () => {
    expect(onlineIds(history('index', 4))).toEqual([]);
    expect(onlineIds(table)).toEqual([]);
  });

  it('are drawn while the index builds, before its first data point', () => {
    expect(onlineIds(history('index', 4, {}, { building: true }))).toEqual(ONLINE);
  });

  it('are drawn for the span the index was built in, after it is ACTIVE', () => {
    const built = history('index', 4, { OnlineIndexPercentageProgress: [50, 100, 0, 0] });
    expect(onlineIds(built)).toEqual(ONLINE);
    // The build is in the history but not in the seconds shown.
    expect(onlineIds(built, { first: 2, count: 2, step: 1 })).toEqual([]);
  });

  it('plot progress as a Maximum in %, and the backfill’s units and throttles as Sums', () => {
    // Two minutes: the build runs 0:50–1:05, 10 units a second, 3 throttles at 1:01.
    const progress = new Array<number>(120).fill(0);
    const consumed = new Array<number>(120).fill(0);
    const throttles = new Array<number>(120).fill(0);
    for (let second = 50; second <= 65; second++) {
      progress[second] = ((second - 49) / 16) * 100;
      consumed[second] = 10;
    }
    throttles[61] = 3;
    const index = history(
      'index',
      120,
      {
        OnlineIndexPercentageProgress: progress,
        OnlineIndexConsumedWriteCapacity: consumed,
        OnlineIndexThrottleEvents: throttles,
      },
      { provisioned: { read: 5, write: 10, burstRead: 0, burstWrite: 0 } },
    );
    const charts = chartsFor(index, table, account, { first: 0, count: 120, step: 60 }, 0);
    const chart = (id: string) => charts.find((drawn) => drawn.id === id)!;

    const shown = chart('online-index-progress');
    expect(shown.title).toBe('OnlineIndexPercentageProgress');
    expect(shown.statistic).toMatch(/^Maximum per minute · %/);
    expect(shown.series).toMatchObject([{ name: 'OnlineIndexPercentageProgress', values: [62.5, 100] }]);
    expect(shown.scaleMax).toBe(100);
    // Its figures (legend, spoken summary) read as percentages, not as counts.
    expect(shown.unit).toBe('\u00a0%');
    expect(shown.help).toContain('from 0 to 100\u00a0%');

    const written = chart('online-index-consumed-write');
    expect(written.statistic).toMatch(/^Sum per minute · write units/);
    expect(written.series).toMatchObject([{ name: 'OnlineIndexConsumedWriteCapacity', values: [100, 60] }]);
    // What the backfill may use: the index's provisioned WCU, 60 s of it a minute.
    expect(written.references).toMatchObject([{ label: 'Provisioned WCU × 60 s', value: 600 }]);
    // A learner's first surprise: these writes are not in the index's ConsumedWriteCapacityUnits.
    expect(written.help).toContain('ConsumedWriteCapacityUnits');

    const throttled = chart('online-index-throttles');
    expect(throttled.statistic).toMatch(/^Sum per minute · events/);
    expect(throttled.series).toMatchObject([{ name: 'OnlineIndexThrottleEvents', values: [0, 3] }]);
    expect(throttled.help).toContain('WriteThrottleEvents');
  });

  it('say that CloudWatch keeps these at five-minute granularity in the minute view', () => {
    const building = history('index', 60, {}, { building: true });
    const note = (step: 1 | 60) =>
      chartsFor(building, table, account, { first: 0, count: 60, step }, 0).find(
        (chart) => chart.id === 'online-index-progress',
      )?.note;
    expect(note(60)).toContain('five minutes');
    expect(note(1)).toBeUndefined();
  });
});
