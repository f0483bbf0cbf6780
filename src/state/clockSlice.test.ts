import { describe, expect, it } from 'vitest';
import type { LoadStatus } from '../client/capacityClient.ts';
import { clockDrifted, nextReading, readingAhead, simulatedNow, type ClockReading } from './clockSlice.ts';

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

describe('readingAhead', () => {
  it('shows a pull’s time at once when a fast-forward took the clock ahead of the display', () => {
    // Paused, read 15 s into a one-minute fast-forward; a pull after its end says the full minute.
    const paused = reading({ Paused: true, Time: 1_800_000_015 });
    const ahead = readingAhead(paused, 1_800_000_060_000, 5_000);
    expect(ahead && simulatedNow(ahead, 5_100)).toBe(1_800_000_060);
    // Running at 10×, a reading whose floor held it is shown from the pull's time, on at the speed.
    const running = reading({ Speed: 10, floor: 1_800_000_001 });
    const on = readingAhead(running, 1_800_000_100_000, 2_000);
    expect(on && simulatedNow(on, 3_000)).toBe(1_800_000_110);
  });

  it('leaves the display be when the pull is behind it or within a pull’s lag', () => {
    expect(readingAhead(reading({ Paused: true }), 1_799_999_990_000, 5_000)).toBeUndefined();
    expect(readingAhead(reading({ Speed: 10 }), 1_800_000_001_000, 1_000)).toBeUndefined();
    expect(readingAhead(reading({ Paused: true }), 1_800_000_000_000, 5_000)).toBeUndefined();
  });
});

describe('clockDrifted', () => {
  it('lets a running clock lag a pull by a tenth of a real second at its pace, and half a second more', () => {
    const running = reading({});
    expect(clockDrifted(running, 1_800_000_000_500, 1_000)).toBe(false);
    expect(clockDrifted(running, 1_800_000_001_000, 1_000)).toBe(true);
    // At 100× the display may be 10.5 simulated seconds off, no more (it was 18 s behind the heatmap).
    const fast = reading({ Speed: 100 });
    expect(clockDrifted(fast, 1_800_000_010_000, 1_000)).toBe(false);
    expect(clockDrifted(fast, 1_800_000_011_000, 1_000)).toBe(true);
  });

  it('reads a paused clock again for any difference, so a fast-forward shows to the second', () => {
    // The header read the clock 59.4 s into a 60 s fast-forward; the pull after it ended says 60 s.
    const paused = reading({ Paused: true, Time: 1_800_000_059.4 });
    expect(clockDrifted(paused, 1_800_000_060_000, 5_000)).toBe(true);
    expect(clockDrifted(reading({ Paused: true }), 1_800_000_000_000, 5_000)).toBe(false);
  });
});

const load = (pace: number, state: LoadStatus['state'] = 'running') => ({ state, pace }) as LoadStatus;

describe('nextReading', () => {
  it('runs the display on at the pace a load reaches, not at the nominal speed', () => {
    const next = nextReading(undefined, { Time: 1_800_000_000, Speed: 1000, Paused: false }, 1_000, load(80));
    expect(next.rate).toBe(80);
    expect(simulatedNow(next, 2_000)).toBe(1_800_000_080);
    // A pace near the speed is the speed (measurement noise), and a finished load paces nothing.
    expect(nextReading(undefined, reading({ Speed: 100 }), 1_000, load(95)).rate).toBe(100);
    expect(nextReading(undefined, reading({ Speed: 100 }), 1_000, load(20, 'finished')).rate).toBeUndefined();
  });

  it('before a load has measured its pace, runs on at the rate seen between reads, or not at all', () => {
    const started = nextReading(undefined, reading({ Speed: 1000 }), 1_000, load(0));
    expect(started.rate).toBe(0);
    expect(simulatedNow(started, 1_250)).toBe(1_800_000_000);
    // 250 ms later the clock moved 20 s: 80 simulated seconds per real second.
    const next = nextReading(started, { Time: 1_800_000_020, Speed: 1000, Paused: false }, 1_250, load(0));
    expect(next.rate).toBe(80);
  });

  it('never shows a time earlier than the one shown before a re-read of the same run', () => {
    const before = reading({ Speed: 1000, rate: 80 });
    // 500 ms on, the display says +40 s; the engine says +30 s: hold at +40 s until it catches up.
    const after = nextReading(before, { Time: 1_800_000_030, Speed: 1000, Paused: false }, 1_500, load(60));
    expect(simulatedNow(after, 1_500)).toBe(1_800_000_040);
    expect(simulatedNow(after, 1_600)).toBe(1_800_000_040);
    expect(simulatedNow(after, 2_000)).toBe(1_800_000_060);
  });

  it('shows a real jump back (a reset, a clock set earlier) as it is', () => {
    const before = reading({ Speed: 10 });
    const after = nextReading(before, { Time: 1_700_000_000, Speed: 10, Paused: false }, 1_500, undefined);
    expect(simulatedNow(after, 1_500)).toBe(1_700_000_000);
  });

  it('stops running on under a load when reads stop coming, instead of running far ahead', () => {
    expect(simulatedNow(reading({ Speed: 1000, loadRunning: true }), 61_000)).toBe(1_800_003_000);
    expect(simulatedNow(reading({ Speed: 1000 }), 61_000)).toBe(1_800_060_000);
  });
});
