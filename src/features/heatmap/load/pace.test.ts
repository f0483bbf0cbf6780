import { describe, expect, it } from 'vitest';
import { formatPace } from './pace.ts';

describe('formatPace', () => {
  it('keeps one decimal below 10, so a pace under 1 is not printed as 0', () => {
    expect(formatPace(0.47)).toBe('0.5×');
    expect(formatPace(2.34)).toBe('2.3×');
    expect(formatPace(0.04)).toBe('under 0.1×');
    expect(formatPace(47.6)).toBe('48×');
    expect(formatPace(1234)).toBe('1,234×');
  });
});
