/**
 * The reference lines drawn across the capacity charts: the provisioned rate, the on-demand maximum,
 * one partition's ceiling and what all the partitions can serve. Each is a rate per second; against a
 * minute's Sum it is what the minute's seconds could hold. Every line counts the same seconds — those
 * from the resource's creation on — so the table-wide line never reads lower than one partition's
 * because it alone skipped the seconds before the table existed.
 */
import type { PartitionHistory, ResourceHistory } from '../../client/capacityHistory.ts';
import { TABLE_QUOTA } from '../heatmap/evenCapacity.ts';
import { PARTITION_CEILING } from '../heatmap/heatScale.ts';
import { formatClock } from '../heatmap/timeText.ts';
import { plural } from '../../ui/plural.ts';
import type { ChartReference } from './MetricChart.tsx';
import { sumPerPoint, type TimeSpan } from './metricPeriods.ts';

/**
 * Per second of the span, the partitions that even traffic is divided among: those serving at the
 * end of the second that start at a whole key hash (a piece of a divided item collection adds
 * nothing for even traffic; see heatmap/evenCapacity.ts). `from` is the epoch second of index 0.
 */
export function evenPartitionsPerSecond(
  resource: Pick<ResourceHistory, 'partitions'>,
  from: number,
  span: Pick<TimeSpan, 'first' | 'count'>,
): { even: number[]; all: number[] } {
  const even: number[] = [];
  const all: number[] = [];
  for (let i = 0; i < span.count; i++) {
    const end = (from + span.first + i + 1) * 1000;
    let evenCount = 0;
    let allCount = 0;
    for (const partition of resource.partitions) {
      if (partition.createdAt >= end || (partition.retiredAt !== undefined && partition.retiredAt < end))
        continue;
      allCount++;
      if (partition.startSk === undefined) evenCount++;
    }
    even.push(evenCount);
    all.push(allCount);
  }
  return { even, all };
}

export interface CountedSeconds {
  /** Per point of the span, the seconds of it that the resource existed in. */
  perPoint: number[];
  /** Epoch second the resource was created in (its first partition's), if the history shows it. */
  createdIn?: number;
}

/**
 * The seconds of each point that a reference line counts: a second counts once the resource has a
 * partition at its end, as evenPartitionsPerSecond counts partitions. `from` is the epoch second of
 * the history's index 0. A resource whose history shows no partitions counts every second.
 */
export function countedSeconds(
  partitions: readonly Pick<PartitionHistory, 'createdAt'>[],
  from: number,
  span: TimeSpan,
): CountedSeconds {
  const createdAt = Math.min(...partitions.map((partition) => partition.createdAt));
  const createdIn = Number.isFinite(createdAt) ? Math.floor(createdAt / 1000) : undefined;
  // History index of the first second that counts.
  const firstIndex = createdIn === undefined ? -Infinity : createdIn - from;
  const perPoint: number[] = [];
  for (let start = span.first; start < span.first + span.count; start += span.step)
    perPoint.push(Math.max(0, Math.min(span.step, start + span.step - Math.max(start, firstIndex))));
  return { perPoint, createdIn };
}

/**
 * The sentence under a capacity chart when a minute shown has seconds before the resource existed:
 * its reference lines are lower there (labelled "× 2 s", not "× 60 s"), and this says why.
 */
export function creationNote(
  counted: CountedSeconds,
  span: TimeSpan,
  kind: ResourceHistory['kind'],
): string | undefined {
  if (span.step !== 60 || counted.createdIn === undefined) return undefined;
  if (counted.perPoint.every((seconds) => seconds === span.step)) return undefined;
  const created = `The ${kind === 'table' ? 'table' : 'index'} was created at ${formatClock(counted.createdIn)}`;
  const seconds = counted.perPoint.find((count) => count > 0 && count < span.step);
  if (seconds === undefined) return `${created}: the reference lines count no second before then.`;
  const minute = counted.createdIn - (counted.createdIn % 60);
  return `${created}, so for the minute ${formatClock(minute)}–${formatClock(minute + 59)} the reference lines count only its last ${plural(seconds, 'second')}.`;
}

type ReferenceColors = { provisioned: string; ceiling: string; reference: string };

/**
 * A rate per second drawn against the span's points: a constant line, or a step line where a point
 * has seconds before the creation; in the minute view labelled with the seconds the last point counts.
 */
function rateLines(counted: CountedSeconds, span: TimeSpan) {
  const lastSeconds = counted.perPoint.at(-1) ?? span.step;
  const label = (name: string) => (span.step === 60 ? `${name} × ${lastSeconds} s` : name);
  const rate = (name: string, perSecond: number, color: string): ChartReference => {
    const values = counted.perPoint.map((seconds) => perSecond * seconds);
    const partial = span.step === 60 && counted.perPoint.some((seconds) => seconds < span.step);
    return partial
      ? { label: label(name), value: values.at(-1) ?? 0, values, color }
      : { label: label(name), value: perSecond * span.step, color };
  };
  return { label, rate };
}

/** The resource's own limits, when set: its provisioned rate and its on-demand maximum. */
function ownLimits(
  resource: Pick<ResourceHistory, 'provisioned' | 'maximums'>,
  kind: 'read' | 'write',
  rate: ReturnType<typeof rateLines>['rate'],
  colors: ReferenceColors,
): ChartReference[] {
  const references: ChartReference[] = [];
  const provisioned = resource.provisioned?.[kind];
  if (provisioned !== undefined)
    references.push(rate(`Provisioned ${kind === 'write' ? 'WCU' : 'RCU'}`, provisioned, colors.provisioned));
  const maximum = resource.maximums?.[kind];
  if (maximum !== undefined)
    references.push(
      rate(kind === 'write' ? 'MaxWriteRequestUnits' : 'MaxReadRequestUnits', maximum, colors.ceiling),
    );
  return references;
}

/**
 * Only the resource's own write limits: what a global index's backfill is paced by (the index's
 * partitions are as many as its WCU needs, so no partition ceiling binds first; capacity-model.md).
 */
export function writeLimitReferences(
  resource: ResourceHistory,
  /** Epoch second of the history's first value. */
  from: number,
  span: TimeSpan,
  colors: ReferenceColors,
): ChartReference[] {
  const { rate } = rateLines(countedSeconds(resource.partitions, from, span), span);
  return ownLimits(resource, 'write', rate, colors);
}

export function capacityReferences(
  resource: ResourceHistory,
  /** Epoch second of the history's first value. */
  from: number,
  span: TimeSpan,
  kind: 'read' | 'write',
  colors: ReferenceColors,
): { references: ChartReference[]; note?: string } {
  const ceiling = PARTITION_CEILING[kind];
  const counted = countedSeconds(resource.partitions, from, span);
  const { label, rate } = rateLines(counted, span);
  const references = ownLimits(resource, kind, rate, colors);
  references.push(rate('One partition’s ceiling', ceiling, colors.ceiling));
  // A step line: the partitions change with splits inside the window, and what they can serve
  // with them; the account's per-table quota caps it however many there are. Summed second by
  // second, so a split within a minute counts from then, and no second before the creation counts.
  const partitions = evenPartitionsPerSecond(resource, from, span);
  const even = partitions.even.at(-1) ?? 0;
  const all = partitions.all.at(-1) ?? 0;
  if (Math.max(0, ...partitions.even) > 1) {
    const seconds = { first: 0, count: span.count, step: span.step };
    const values = sumPerPoint(
      partitions.even.map((count) => Math.min(TABLE_QUOTA, count * ceiling)),
      seconds,
    );
    const named = even === all ? `All ${even} partitions` : `${even} whole-hash partitions of ${all}`;
    references.push({
      label: label(even * ceiling >= TABLE_QUOTA ? `${named}, capped by the per-table quota` : named),
      value: values.at(-1) ?? 0,
      values,
      color: colors.reference,
    });
  }
  return { references, note: creationNote(counted, span, resource.kind) };
}
