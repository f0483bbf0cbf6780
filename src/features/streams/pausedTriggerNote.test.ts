import { describe, expect, it } from 'vitest';
import type { TriggerSummary } from '../../client/triggersClient.ts';
import { pausedTriggerNote } from './pausedTriggerNote.ts';

type Shard = TriggerSummary['shards'][number];
const shard = (behind: number) =>
  ({ shardId: `shardId-${behind}`, state: 'idle', behind, attempts: 0 }) as Shard;
const trigger = (behind: number[], enabled = true, status: TriggerSummary['status'] = 'ACTIVE') => ({
  enabled,
  status,
  shards: behind.map(shard),
});

describe('pausedTriggerNote', () => {
  it('says why records behind on a paused clock are not handled, and how to go on', () => {
    expect(pausedTriggerNote(trigger([1, 0, 1, 0]), true)).toBe(
      'The clock is paused: triggers run on the sandbox’s clock, so 2 records wait until you press play or Step.',
    );
    expect(pausedTriggerNote(trigger([1]), true)).toMatch(/so 1 record waits until/);
  });

  it('says nothing when the clock runs, nothing waits, or the trigger would not run anyway', () => {
    expect(pausedTriggerNote(trigger([3]), false)).toBeUndefined();
    expect(pausedTriggerNote(trigger([0, 0]), true)).toBeUndefined();
    expect(pausedTriggerNote(trigger([3], false), true)).toBeUndefined();
    expect(pausedTriggerNote(trigger([3], true, 'DETACHED'), true)).toBeUndefined();
  });
});
