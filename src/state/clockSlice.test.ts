import { describe, expect, it } from 'vitest';
import { clockDrifted, simulatedNow, type ClockReading } from './clockSlice.ts';

const reading = (change: Partial<ClockReading>): ClockReading => ({
  Time: 1_800_000_000,
  Paused: false,
  Speed: 1,
  readAt: 1_000,
  ...change,
});

describe('simulatedNow', () => {
  it('runs on at the clock speed from the last reading, and stands still when paused', () => {
    expect(simulatedNow(reading({ Speed: 10 }), 3_000)).toBe(1_800_000_020);
    expect(simulatedNow(reading({ Paused: true, Speed: 10 }), 3_000)).toBe(1_800_000_000);
  });
});

describe('clockDrifted', () => {
  it('lets a running clock lag a pull by a couple of seconds', () => {
    const running = reading({});
    expect(clockDrifted(running, 1_800_000_001_500, 1_000)).toBe(false);
    expect(clockDrifted(running, 1_800_000_003_000, 1_000)).toBe(true);
  });

  it('reads a paused clock again for any difference, so a fast-forward shows to the second', () => {
    // The header read the clock 59.4 s into a 60 s fast-forward; the pull after it ended says 60 s.
    const paused = reading({ Paused: true, Time: 1_800_000_059.4 });
    expect(clockDrifted(paused, 1_800_000_060_000, 5_000)).toBe(true);
    expect(clockDrifted(reading({ Paused: true }), 1_800_000_000_000, 5_000)).toBe(false);
  });
});
