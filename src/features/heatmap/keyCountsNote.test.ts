import { describe, expect, it } from 'vitest';
import { keyCountsNote } from './keyCountsNote.ts';

describe('the note under a partition’s top keys', () => {
  // p4, split from p0 at 09:01:30; the key counts start at 09:00:00 (this minute and the last).
  const split = { id: 'p4', parentId: 'p0', createdAt: Date.UTC(2026, 4, 4, 9, 1, 30) };
  const since = Date.UTC(2026, 4, 4, 9, 0, 0) / 1000;

  it('says the counts reach back to the parent while they cover time before the split', () => {
    expect(keyCountsNote(split, since)).toBe(
      'Counted per key over this minute and the last, wherever the key was: these include its traffic and throttles on p0, before p4 was split from it.',
    );
  });

  it('says nothing once the counts start after the split, or for a partition never split', () => {
    expect(keyCountsNote(split, since + 120)).toBeUndefined();
    expect(keyCountsNote({ id: 'p1', createdAt: 0 }, since)).toBeUndefined();
  });
});
