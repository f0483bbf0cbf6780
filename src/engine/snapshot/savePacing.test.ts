import { describe, expect, it } from 'vitest';
import { SavePacing } from './savePacing.ts';

describe('save pacing', () => {
  it('waits a moment after each change, but no longer than the cap after the first unsaved one', () => {
    const pacing = new SavePacing(250, 2_000);
    expect(pacing.delayAfterChange(10_000)).toBe(250);
    expect(pacing.delayAfterChange(11_000)).toBe(250);
    expect(pacing.delayAfterChange(11_900)).toBe(100);
    expect(pacing.delayAfterChange(12_500)).toBe(0);
    pacing.saving(12_500);
    expect(pacing.delayAfterChange(12_600)).toBe(250);
  });

  it('lets the cap grow to 20 times a slow save', () => {
    const pacing = new SavePacing(250, 2_000);
    pacing.saving(0);
    pacing.saved(500);
    expect(pacing.delayAfterChange(1_000)).toBe(250);
    expect(pacing.delayAfterChange(10_900)).toBe(100);
  });

  it('with leading saves, saves a change after a quiet spell at once and the rest of its burst later', () => {
    const pacing = new SavePacing(250, 2_000, true);
    expect(pacing.delayAfterChange(10_000)).toBe(0);
    pacing.saving(10_000);
    // Soon after that save: part of the burst, saved after the wait.
    expect(pacing.delayAfterChange(10_100)).toBe(250);
    expect(pacing.delayAfterChange(10_200)).toBe(250);
    pacing.saving(10_450);
    expect(pacing.delayAfterChange(11_000)).toBe(0);
  });

  it('with leading saves, keeps a slow save to about a twentieth of the time', () => {
    const pacing = new SavePacing(250, 2_000, true);
    pacing.saving(0);
    pacing.saved(200);
    // 20 × 200 ms since that save started must pass before a change is saved at once.
    expect(pacing.delayAfterChange(3_000)).toBe(250);
    pacing.saving(3_250);
    expect(pacing.delayAfterChange(7_300)).toBe(0);
  });
});
