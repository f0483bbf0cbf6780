/**
 * Latency charts as CloudWatch folds them: the Average of a period is its total time over its
 * samples (weighted, not an average of averages), the Maximum its largest. A period without samples
 * has no data in CloudWatch; the Average line rests at 0 there.
 */
import type { ChartSpec } from './MetricChart.tsx';
import { averagePerPoint, maxPerPoint, type TimeSpan } from './metricPeriods.ts';

export interface LatencyColumns {
  /** Milliseconds per second, summed over the second's samples. */
  sum: readonly number[];
  samples: readonly number[];
  maximum: readonly number[];
}

export function latencyChart(
  chart: Pick<ChartSpec, 'id' | 'title' | 'statistic' | 'help'>,
  columns: LatencyColumns,
  span: TimeSpan,
  colors: { average: string; maximum: string },
): ChartSpec {
  const average = averagePerPoint(columns.sum, columns.samples, span).map((value) => value ?? 0);
  return {
    ...chart,
    series: [
      { name: 'Average', values: average, color: colors.average, area: true },
      { name: 'Maximum', values: maxPerPoint(columns.maximum, span), color: colors.maximum },
    ],
  };
}
