import { describe, expect, it } from 'vitest';
import type { PartitionHistory, ResourceHistory } from '../../client/capacityHistory.ts';
import type { ChartReference } from './MetricChart.tsx';
import { capacityReferences, countedSeconds, creationNote } from './capacityReferences.ts';
import { minuteSpanOf } from './metricPeriods.ts';

const colors = { provisioned: 'p', ceiling: 'c', reference: 'r' };
const partition = (createdAt: number) => ({ createdAt }) as PartitionHistory;

/** A table with `count` partitions created at `createdAt` (epoch ms), provisioned at 10 units a second. */
function table(count: number, createdAt: number): ResourceHistory {
  return {
    kind: 'table',
    resource: 'app',
    metrics: {},
    partitions: Array.from({ length: count }, () => partition(createdAt)),
    events: [],
    provisioned: { read: 10, write: 10 },
  } as unknown as ResourceHistory;
}

describe('the seconds a reference line counts', () => {
  it('are the seconds from the resource’s creation on, per point', () => {
    // History from 00:00:00, 180 seconds; created at 00:01:58.300: its second 118 counts.
    const span = minuteSpanOf(0, 180, 300);
    expect(countedSeconds([partition(118_300)], 0, span)).toEqual({ perPoint: [0, 2, 60], createdIn: 118 });
    // No partitions in the history: every second counts.
    expect(countedSeconds([], 0, span).perPoint).toEqual([60, 60, 60]);
  });

  it('are explained under the chart when a minute shown has seconds before the creation', () => {
    const span = minuteSpanOf(0, 180, 300);
    const note = (createdAt: number, kind: ResourceHistory['kind'] = 'table') =>
      creationNote(countedSeconds([partition(createdAt)], 0, span), span, kind);
    expect(note(118_300)).toBe(
      'The table was created at 00:01:58, so for the minute 00:01:00–00:01:59 the reference lines count only its last 2 seconds.',
    );
    expect(note(60_000, 'index')).toBe(
      'The index was created at 00:01:00: the reference lines count no second before then.',
    );
    // Older than the minutes shown, or in the second view: nothing to explain.
    expect(note(0)).toBeUndefined();
    expect(creationNote(countedSeconds([partition(118_300)], 0, span), { ...span, step: 1 }, 'table')).toBe(
      undefined,
    );
  });
});

describe('the capacity reference lines per minute', () => {
  const line = (references: ChartReference[], start: string) =>
    references.find((reference) => reference.label.startsWith(start));

  it('count the same seconds for one partition and for all of them in the minute the table was created', () => {
    // 1-minute view of a table created at 00:01:58.300: two of the minute's seconds count.
    const { references, note } = capacityReferences(
      table(4, 118_300),
      0,
      minuteSpanOf(0, 120, 60),
      'write',
      colors,
    );
    expect(line(references, 'One partition’s ceiling')).toMatchObject({
      label: 'One partition’s ceiling × 2 s',
      value: 2_000,
    });
    expect(line(references, 'All 4 partitions')).toMatchObject({
      label: 'All 4 partitions × 2 s',
      value: 8_000,
    });
    expect(line(references, 'Provisioned WCU')).toMatchObject({ label: 'Provisioned WCU × 2 s', value: 20 });
    // The table-wide line is never under one partition's.
    expect(line(references, 'All')!.value).toBeGreaterThanOrEqual(line(references, 'One')!.value);
    expect(note).toContain('count only its last 2 seconds');
  });

  it('step up from the creation minute to whole minutes, labelled with the whole minute now', () => {
    const { references } = capacityReferences(
      table(4, 118_300),
      0,
      minuteSpanOf(0, 180, 300),
      'write',
      colors,
    );
    expect(line(references, 'One partition’s ceiling')).toMatchObject({
      label: 'One partition’s ceiling × 60 s',
      value: 60_000,
      values: [0, 2_000, 60_000],
    });
    expect(line(references, 'All 4 partitions')).toMatchObject({
      label: 'All 4 partitions × 60 s',
      value: 240_000,
      values: [0, 8_000, 240_000],
    });
  });

  it('stay flat, with plain labels, for a table older than the window and in the second view', () => {
    const minutes = capacityReferences(table(4, 0), 0, minuteSpanOf(0, 180, 300), 'write', colors);
    expect(line(minutes.references, 'One partition’s ceiling')).toEqual({
      label: 'One partition’s ceiling × 60 s',
      value: 60_000,
      color: 'c',
    });
    expect(minutes.note).toBeUndefined();
    const seconds = capacityReferences(
      table(4, 118_300),
      0,
      { first: 0, count: 120, step: 1 },
      'read',
      colors,
    );
    expect(line(seconds.references, 'One partition’s ceiling')).toEqual({
      label: 'One partition’s ceiling',
      value: 3_000,
      color: 'c',
    });
    expect(seconds.note).toBeUndefined();
  });
});
