/**
 * The period a chart point covers. The engine counts every simulated second; CloudWatch aggregates
 * DynamoDB's metrics at one-minute intervals (metrics-dimensions.html), so the "1 minute" view folds
 * the seconds into whole minutes of the sandbox clock, each metric with its own statistic: a Sum adds
 * the minute's seconds, a Maximum takes the largest, and SuccessfulRequestLatency's Average divides
 * the minute's total latency by its requests (weighted by requests, as CloudWatch's Average over
 * samples is, not an average of per-second averages).
 */

import { formatClock } from '../heatmap/timeText.ts';

/** Seconds per chart point: the sandbox's own second, or CloudWatch's minute. */
export type Period = 1 | 60;

export const PERIODS: readonly { value: Period; label: string }[] = [
  { value: 1, label: '1 second (sandbox)' },
  { value: 60, label: '1 minute (CloudWatch)' },
];

/**
 * Which seconds of the history a view covers: `count` seconds from index `first` (epoch second
 * `from + first`), in points of `step` seconds.
 */
export type TimeSpan = { first: number; count: number; step: Period };

/** The last `seconds` of a history `length` seconds long, one point per second. */
export function spanOf(length: number, seconds: number): TimeSpan {
  const count = Math.min(length, seconds);
  return { first: length - count, count, step: 1 };
}

/**
 * The last `seconds / 60` whole minutes of the clock that have ended inside the history (`from` is
 * the epoch second of index 0, `length` the seconds kept). The minute in progress is left out: its
 * Sum would still be growing, and would read as a drop.
 */
export function minuteSpanOf(from: number, length: number, seconds: number): TimeSpan {
  const end = Math.floor((from + length) / 60) * 60;
  const start = Math.ceil(from / 60) * 60;
  const minutes = Math.max(0, Math.min(Math.floor(seconds / 60), (end - start) / 60));
  return { first: end - minutes * 60 - from, count: minutes * 60, step: 60 };
}

export function periodSpan(period: Period, from: number, length: number, seconds: number): TimeSpan {
  return period === 60 ? minuteSpanOf(from, length, seconds) : spanOf(length, seconds);
}

/**
 * Each point's `step` seconds of `values` folded by `fold` (from `initial`). Index loops, no slices:
 * the page folds some twenty-five series of up to an hour's seconds on every history update.
 */
function perPoint(
  values: readonly number[],
  span: TimeSpan,
  initial: number,
  fold: (folded: number, value: number) => number,
): number[] {
  if (span.step === 1) return values.slice(span.first, span.first + span.count);
  const points: number[] = [];
  for (let start = span.first; start < span.first + span.count; start += span.step) {
    let folded = initial;
    for (let i = start; i < Math.min(start + span.step, values.length); i++) folded = fold(folded, values[i]);
    points.push(folded);
  }
  return points;
}

/** The Sum statistic per point: per second the value itself, per minute the minute's total. */
export function sumPerPoint(values: readonly number[], span: TimeSpan): number[] {
  return perPoint(values, span, 0, (total, value) => total + value);
}

/** The Maximum statistic per point. */
export function maxPerPoint(values: readonly number[], span: TimeSpan): number[] {
  return perPoint(values, span, 0, Math.max);
}

/** The span of its last point alone (the tiles' figures). */
export function lastPointOf(span: TimeSpan): TimeSpan {
  return span.count === 0
    ? span
    : { first: span.first + span.count - span.step, count: span.step, step: span.step };
}

/**
 * The Average per point, weighted by samples: the point's summed `totals` over its summed `samples`.
 * A point without samples has no data in CloudWatch; it is `undefined` here.
 */
export function averagePerPoint(
  totals: readonly number[],
  samples: readonly number[],
  span: TimeSpan,
): (number | undefined)[] {
  const sums = sumPerPoint(totals, span);
  return sumPerPoint(samples, span).map((count, i) => (count > 0 ? sums[i] / count : undefined));
}

/**
 * What the headline tiles show, in words a learner sees above them: the tiles hold only the last
 * point, while the line under them gives the whole charted span, so without it a tile's 0 after a
 * burst of writes reads as "nothing happened in these 5 minutes". `from` is the history's first second.
 */
export function lastPointCaption(lastPoint: TimeSpan, from: number): string {
  const start = from + lastPoint.first;
  const unit = lastPoint.step === 60 ? 'minute' : 'second';
  if (lastPoint.count === 0) return `Last completed ${unit}: none yet`;
  return unit === 'minute'
    ? `Last completed minute: ${formatClock(start)}–${formatClock(start + 59)} UTC`
    : `Last completed second: ${formatClock(start)} UTC`;
}
