/**
 * The charts of a global index that UpdateTable is adding: CloudWatch's three OnlineIndex* metrics
 * (metrics-dimensions.html), which DynamoDB publishes per TableName and GlobalSecondaryIndexName
 * only while the index backfills (engine: operations/globalIndexBackfill.ts; docs/capacity-model.md,
 * "Global index backfill"). They are drawn while the index builds, from before its first data point,
 * and for any span shown that holds part of a build.
 *
 * - OnlineIndexPercentageProgress is a level, not a count: a minute's Sum of per-second percentages
 *   would mean nothing, so a point is its period's Maximum (the Average is also a valid statistic;
 *   the AWS CDK's default for it is Average).
 * - OnlineIndexConsumedWriteCapacity and OnlineIndexThrottleEvents count, so a point is their Sum,
 *   as for the index's other capacity and throttle metrics.
 */
import type { ResourceHistory } from '../../client/capacityHistory.ts';
import { writeLimitReferences } from './capacityReferences.ts';
import type { ChartSpec } from './MetricChart.tsx';
import { maxPerPoint, sumPerPoint, type TimeSpan } from './metricPeriods.ts';

const ONLINE_METRICS = [
  'OnlineIndexConsumedWriteCapacity',
  'OnlineIndexPercentageProgress',
  'OnlineIndexThrottleEvents',
] as const;

/**
 * CloudWatch keeps one-minute points only for the metrics metrics-dimensions.html lists; these three
 * are not among them, so CloudWatch's own points for them are five minutes apart.
 */
const FIVE_MINUTE_NOTE =
  'CloudWatch aggregates the OnlineIndex metrics over five minutes, not one: its own graph of a build is coarser than these minutes.';

export function backfillCharts(
  resource: ResourceHistory,
  span: TimeSpan,
  /** Epoch second of the history's first value. */
  from: number,
  colors: {
    progress: string;
    write: string;
    throttle: string;
    provisioned: string;
    ceiling: string;
    reference: string;
  },
): ChartSpec[] {
  if (resource.kind !== 'index') return [];
  const m = resource.metrics;
  const shown = (name: (typeof ONLINE_METRICS)[number]) =>
    sumPerPoint(m[name], span).some((value) => value > 0);
  // While it builds (the engine's flag, which the first second's values lag), or a build in the span.
  if (!resource.building && !ONLINE_METRICS.some(shown)) return [];
  const perMinute = span.step === 60;
  const period = perMinute ? 'minute' : 'second';
  return [
    {
      id: 'online-index-progress',
      title: 'OnlineIndexPercentageProgress',
      statistic: `Maximum per ${period} · % of the backfill done`,
      help: 'How far the index’s backfill has got, from 0 to 100\u00a0%: a level, so read its Maximum (or Average), never its Sum; there is no data outside the build, drawn here as 0.',
      series: [
        {
          name: 'OnlineIndexPercentageProgress',
          values: maxPerPoint(m.OnlineIndexPercentageProgress, span),
          color: colors.progress,
          area: true,
        },
      ],
      // 0–100 %, whatever the data: a build at 3 % reads as just begun, not as a full chart.
      scaleMax: 100,
      // "2.5 last second" could be any count; "2.5 % last second" reads as how far the build is.
      // A no-break space, as in the help: a narrow legend must not wrap a lone "%" to a line of its own.
      unit: '\u00a0%',
      note: perMinute ? FIVE_MINUTE_NOTE : undefined,
    },
    {
      id: 'online-index-consumed-write',
      title: 'OnlineIndexConsumedWriteCapacity',
      statistic: `Sum per ${period} · write units of the backfill${perMinute ? ' (÷ 60 = per second)' : ''}`,
      help: 'Write units the backfill spent copying the table’s items into the index, out of the index’s own write capacity (what your writes leave of it); they are not in the index’s ConsumedWriteCapacityUnits.',
      series: [
        {
          name: 'OnlineIndexConsumedWriteCapacity',
          values: sumPerPoint(m.OnlineIndexConsumedWriteCapacity, span),
          color: colors.write,
          area: true,
        },
      ],
      references: writeLimitReferences(resource, from, span, colors),
    },
    {
      id: 'online-index-throttles',
      title: 'OnlineIndexThrottleEvents',
      statistic: `Sum per ${period} · events`,
      help: 'Writes the index throttled while it was being built, counted here and not in its WriteThrottleEvents: your writes need more than the index’s write capacity, and the build will take longer.',
      series: [
        {
          name: 'OnlineIndexThrottleEvents',
          values: sumPerPoint(m.OnlineIndexThrottleEvents, span),
          color: colors.throttle,
          area: true,
        },
      ],
    },
  ];
}
