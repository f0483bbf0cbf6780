/**
 * Which charts the Metrics section draws for a table or global secondary index, with CloudWatch's
 * names for the metrics (metrics-dimensions.html, TroubleshootingThrottling-cloudwatch.html), so what
 * a learner reads here is what they will look for in production. A point is one simulated second or,
 * as CloudWatch aggregates these metrics, one minute (metricPeriods.ts): a Sum then totals the
 * minute, and the per-second average is that Sum ÷ 60.
 */
import type { AccountMetricName, ResourceMetricName } from '../../client/capacityClient.ts';
import type { ResourceHistory } from '../../client/capacityHistory.ts';
import { capacityReferences } from './capacityReferences.ts';
import type { ChartSpec } from './MetricChart.tsx';
import { latencyChart } from './latencyCharts.ts';
import { sumPerPoint, type TimeSpan } from './metricPeriods.ts';
import { countCharts } from './countCharts.ts';
import { backfillCharts } from './backfillCharts.ts';

export const COLORS = {
  write: '#3b6fd8',
  read: '#14907a',
  throttle: '#d13b4f',
  reference: '#8a93a8',
  ceiling: '#d97a1e',
  provisioned: '#7a4fd0',
  latency: '#3b6fd8',
  maximum: '#d97a1e',
};

/** The eight per-reason throttle-event metrics, each with its own colour. */
export const REASON_METRICS: readonly { name: ResourceMetricName; color: string }[] = [
  { name: 'WriteKeyRangeThroughputThrottleEvents', color: '#d13b4f' },
  { name: 'WriteProvisionedThroughputThrottleEvents', color: '#7a4fd0' },
  { name: 'WriteMaxOnDemandThroughputThrottleEvents', color: '#d97a1e' },
  { name: 'WriteAccountLimitThrottleEvents', color: '#6b7280' },
  { name: 'ReadKeyRangeThroughputThrottleEvents', color: '#f0849a' },
  { name: 'ReadProvisionedThroughputThrottleEvents', color: '#b197ec' },
  { name: 'ReadMaxOnDemandThroughputThrottleEvents', color: '#f2b06e' },
  { name: 'ReadAccountLimitThrottleEvents', color: '#a3a9b6' },
];

export function chartsFor(
  resource: ResourceHistory,
  /** The table's own history (ThrottledRequests is reported on the table, also for its indexes). */
  table: ResourceHistory,
  account: Record<AccountMetricName, number[]>,
  span: TimeSpan,
  /** Epoch second of the history's first value. */
  from: number,
): ChartSpec[] {
  // Every chart here plots the Sum statistic except latency (below): per minute, the minute's total.
  const cut = (values: number[]) => sumPerPoint(values, span);
  const perMinute = span.step === 60;
  const sum = (unit: string) => (perMinute ? `Sum per minute · ${unit}` : `Sum per second · ${unit}`);
  const m = resource.metrics;
  const isTable = resource.kind === 'table';
  const capacity = (kind: 'read' | 'write') => capacityReferences(resource, from, span, kind, COLORS);
  const charts: ChartSpec[] = [
    {
      id: 'consumed-write',
      title: 'ConsumedWriteCapacityUnits',
      statistic: sum(perMinute ? 'write units (÷ 60 = per second)' : 'write units'),
      help: 'Write capacity used. One hot key cannot pass one partition’s ceiling, however high the table’s capacity.',
      series: [
        {
          name: 'ConsumedWriteCapacityUnits',
          values: cut(m.ConsumedWriteCapacityUnits),
          color: COLORS.write,
          area: true,
        },
      ],
      ...capacity('write'),
    },
    {
      id: 'consumed-read',
      title: 'ConsumedReadCapacityUnits',
      statistic: sum(perMinute ? 'read units (÷ 60 = per second)' : 'read units'),
      help: 'Read capacity used (an eventually consistent read of up to 4 KB is half a unit).',
      series: [
        {
          name: 'ConsumedReadCapacityUnits',
          values: cut(m.ConsumedReadCapacityUnits),
          color: COLORS.read,
          area: true,
        },
      ],
      ...capacity('read'),
    },
    isTable
      ? {
          id: 'throttled-requests',
          title: 'ThrottledRequests',
          statistic: sum('requests'),
          help: 'Requests DynamoDB refused with a throttling error; a batch counts only when every item in it was throttled.',
          series: [
            {
              name: 'ThrottledRequests',
              values: cut(m.ThrottledRequests),
              color: COLORS.throttle,
              area: true,
            },
          ],
        }
      : {
          id: 'throttled-requests',
          title: 'ThrottledRequests',
          statistic: sum('requests, on the table'),
          help: 'CloudWatch counts throttled requests on the table, also those an index throttled: a write the index could not absorb names the index in its ThrottlingReasons.',
          series: [
            {
              name: 'ThrottledRequests (table)',
              values: cut(table.metrics.ThrottledRequests),
              color: COLORS.throttle,
              area: true,
            },
          ],
        },
    {
      id: 'throttle-events',
      title: 'WriteThrottleEvents · ReadThrottleEvents',
      statistic: sum('events'),
      help: 'Throttle events on this resource: a batch or transaction item counts one each, so events can outnumber requests.',
      series: [
        { name: 'WriteThrottleEvents', values: cut(m.WriteThrottleEvents), color: COLORS.throttle },
        { name: 'ReadThrottleEvents', values: cut(m.ReadThrottleEvents), color: '#f0849a' },
      ],
    },
    {
      id: 'throttle-reasons',
      title: 'Throttle events by reason',
      statistic: sum('events'),
      help: 'Why requests were throttled: KeyRangeThroughput is a hot partition, ProvisionedThroughput the provisioned rate (after burst), MaxOnDemandThroughput your maximum, AccountLimit the per-table quota.',
      series: REASON_METRICS.map((reason) => ({
        name: reason.name,
        values: cut(m[reason.name]),
        color: reason.color,
      })),
    },
  ];
  // A global index that UpdateTable is adding: its build's three OnlineIndex* metrics.
  charts.push(...backfillCharts(resource, span, from, { ...COLORS, progress: COLORS.read }));
  // Conditions are checked on the table's writes: CloudWatch publishes ConditionalCheckFailedRequests,
  // latency and errors per table only. An index has capacity, provisioned and throttle metrics (with
  // GlobalSecondaryIndexName), which the charts above draw for it.
  if (isTable) {
    const latencyColors = { average: COLORS.latency, maximum: COLORS.maximum };
    const perPeriod = `Average and Maximum per ${perMinute ? 'minute' : 'second'} · milliseconds`;
    charts.push(
      {
        id: 'conditional-check-failed',
        title: 'ConditionalCheckFailedRequests',
        statistic: sum('requests'),
        help: 'Writes whose condition was false. They are not errors of the service and they still consume write capacity.',
        series: [
          {
            name: 'ConditionalCheckFailedRequests',
            values: cut(m.ConditionalCheckFailedRequests),
            color: COLORS.ceiling,
            area: true,
          },
        ],
      },
      latencyChart(
        {
          id: 'latency',
          title: 'SuccessfulRequestLatency',
          statistic: `${perPeriod} · all operations (sandbox)`,
          help: 'Service-side time of successful requests (simulated here: a base per operation, a cost per unit and a random tail). CloudWatch publishes it per TableName and Operation; this chart puts all operations together.',
        },
        {
          sum: m.SuccessfulRequestLatencySum,
          samples: m.SuccessfulRequests,
          maximum: m.SuccessfulRequestLatencyMaximum,
        },
        span,
        latencyColors,
      ),
      {
        id: 'user-errors',
        title: 'UserErrors · SystemErrors',
        statistic: sum('requests, not per table'),
        help: 'UserErrors: HTTP 400s for client-side problems (validation, missing table), which CloudWatch reports for the account and Region, with no table dimension. SystemErrors: HTTP 500s, which CloudWatch reports per TableName and Operation; the sandbox counts them account-wide. Throttles and failed conditions have metrics of their own.',
        series: [
          { name: 'UserErrors', values: cut(account.UserErrors), color: COLORS.provisioned, area: true },
          { name: 'SystemErrors', values: cut(account.SystemErrors), color: COLORS.throttle },
        ],
      },
    );
    // A global table's replica that has sent writes to the others: most tables are not replicas.
    if (m.ReplicatedWrites.some((value) => value > 0))
      charts.push(
        latencyChart(
          {
            id: 'replication-latency',
            title: 'ReplicationLatency',
            statistic: `${perPeriod} · all receiving Regions`,
            help: 'Time from a write in this Region to its arrival in another replica of the global table (the sandbox’s replication latency, set in its settings). CloudWatch publishes it in the writing Region per TableName and ReceivingRegion; this chart puts the receiving Regions together. Strongly consistent (MRSC) global tables write every replica at once and report none.',
          },
          { sum: m.ReplicationLatencySum, samples: m.ReplicatedWrites, maximum: m.ReplicationLatencyMaximum },
          span,
          latencyColors,
        ),
      );
    charts.push(...countCharts(m, cut, sum, COLORS.ceiling));
    // Only for a table whose vector indexes have metered something: most tables have none.
    const vectorBytes = [m.VectorWriteRequestBytes, m.VectorSearchRequestBytes];
    if (vectorBytes.some((values) => values.some((value) => value > 0)))
      charts.push({
        id: 'vector-bytes',
        title: 'VectorWriteRequestBytes · VectorSearchRequestBytes',
        statistic: sum('bytes, all the table’s vector indexes'),
        help: 'Vector indexes are metered in bytes, not capacity units: writes by the size of each entry they change (at least 1 KB per index), searches by the vector data they compare and return. CloudWatch reports them per vector index.',
        series: [
          {
            name: 'VectorWriteRequestBytes',
            values: cut(m.VectorWriteRequestBytes),
            color: COLORS.write,
            area: true,
          },
          { name: 'VectorSearchRequestBytes', values: cut(m.VectorSearchRequestBytes), color: COLORS.read },
        ],
      });
  }
  return charts;
}
