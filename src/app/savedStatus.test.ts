import { describe, expect, it } from 'vitest';
import { savedStatusText } from './savedStatus.ts';

describe('the footer’s line on saving', () => {
  it('says the time of the last save is the computer’s, not the sandbox’s virtual clock', () => {
    expect(savedStatusText({ state: 'saving', savedAt: Date.UTC(2026, 11, 6, 9, 30, 5) })).toMatch(
      /^Saved in this browser at \d\d:\d\d:05 \(your computer’s clock, not the sandbox’s\)\.$/,
    );
    expect(savedStatusText({ state: 'saving' })).toBe('Saved in this browser as you work.');
  });

  it('says why nothing is saved', () => {
    expect(savedStatusText({ state: 'off' })).toBe('Not saved between visits (no storage).');
    expect(savedStatusText({ state: 'elsewhere' })).toBe('Not saved: another tab saves this sandbox.');
    expect(savedStatusText(undefined)).toBe('');
  });
});
