import { describe, expect, it } from 'vitest';
import type { FrameEvent } from '../../client/capacityClient.ts';
import type { ResourceHistory } from '../../client/capacityHistory.ts';
import { groupEvents, mergeRepeats } from './eventGroups.ts';

const noSplit = (time: number, partition: string, hotKeyText = 'celebrity#1') =>
  ({
    time,
    resource: 'lab',
    kind: 'no-split',
    cause: 'heat',
    partition,
    reason: 'single-item',
    hotKeyText,
  }) as FrameEvent;

describe('mergeRepeats', () => {
  it('lists a "cannot split" decision repeated every 30 s once, with its count and first time', () => {
    const split = {
      time: 95_000,
      resource: 'lab',
      kind: 'split',
      cause: 'heat',
      partition: 'p1',
      children: ['p5', 'p6'],
    };
    const events = [
      noSplit(30_000, 'p2'),
      noSplit(60_000, 'p2'),
      split as FrameEvent,
      noSplit(90_000, 'p2'),
      noSplit(120_000, 'p2'),
      noSplit(120_000, 'p3', 'other'),
    ];
    const resource = { kind: 'table', resource: 'lab', events } as unknown as ResourceHistory;
    const merged = mergeRepeats(groupEvents([resource]));
    expect(merged.map((group) => [group.time, group.events[0].partition, group.repeats])).toEqual([
      [120_000, 'p2', { count: 4, since: 30_000 }],
      [120_000, 'p3', undefined],
      [95_000, 'p1', undefined],
    ]);
  });

  it('keeps a decision about a partition’s size apart from one about its heat', () => {
    // One item both hot and over the size limit: the same reason, for two different things.
    const bySize = { ...noSplit(90_000, 'p2'), cause: 'size', hotKeyText: undefined } as FrameEvent;
    const events = [noSplit(30_000, 'p2'), { ...bySize, time: 60_000 }, noSplit(60_000, 'p2'), bySize];
    const resource = { kind: 'table', resource: 'lab', events } as unknown as ResourceHistory;
    const merged = mergeRepeats(groupEvents([resource]));
    expect(merged.map((group) => [group.time, group.events[0].cause, group.repeats])).toEqual([
      [90_000, 'size', { count: 2, since: 60_000 }],
      [60_000, 'heat', { count: 2, since: 30_000 }],
    ]);
  });
});
