import { describe, expect, it } from 'vitest';
import { filteredOutNote } from './servedNotes.ts';

describe('filteredOutNote', () => {
  it('agrees with the number of items a filter dropped', () => {
    expect(filteredOutNote(1)).toBe(
      'A filter runs after the read: the 1 item it dropped was read, and charged, all the same.',
    );
    expect(filteredOutNote(1200)).toBe(
      'A filter runs after the read: the 1,200 items it dropped were read, and charged, all the same.',
    );
  });
});
