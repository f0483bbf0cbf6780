import { describe, expect, it } from 'vitest';
import { formatClockTime } from './format.ts';

describe('formatClockTime', () => {
  it('writes the date with the time, as the header clock does', () => {
    // 2026-10-02 14:03:07.900 UTC: seconds rounded down, like the clock's.
    expect(formatClockTime(Date.UTC(2026, 9, 2, 14, 3, 7, 900))).toBe('2026-10-02 14:03:07 UTC');
    // A day later differs only in its date: without it the two would read the same.
    expect(formatClockTime(Date.UTC(2026, 9, 3, 14, 3, 7))).toBe('2026-10-03 14:03:07 UTC');
    expect(formatClockTime(undefined)).toBe('—');
    expect(formatClockTime(Number.NaN)).toBe('—');
  });
});
