import { describe, expect, it } from 'vitest';
import { virtualDate, VirtualClock } from './virtualDate.ts';

/** A clock whose real time is set by hand. */
function clockAt(start: number) {
  let elapsed = start;
  const clock = new VirtualClock(
    () => 1_700_000_000_000 + elapsed,
    () => elapsed,
  );
  return { clock, pass: (ms: number) => (elapsed += ms) };
}

const DAY = 86_400_000;
const virtualNow = Date.UTC(2030, 0, 1);

describe('learner code’s Date on the virtual clock', () => {
  it('tells the virtual time, running at the clock’s speed, and the real time before any reading', () => {
    const { clock, pass } = clockAt(0);
    const VDate = virtualDate(Date, clock);
    expect(VDate.now()).toBe(1_700_000_000_000);
    clock.restart({ now: virtualNow, speed: 10, running: true });
    expect(VDate.now()).toBe(virtualNow);
    pass(1_000);
    expect(VDate.now()).toBe(virtualNow + 10_000);
    expect(new VDate().toISOString()).toBe('2030-01-01T00:00:10.000Z');
    expect(VDate()).toBe(new Date(virtualNow + 10_000).toString());
    // An hour from now, as AWS's TTL examples write it.
    expect(Math.floor(VDate.now() / 1000) + 3600).toBe(virtualNow / 1000 + 10 + 3600);
  });

  it('stands still while the clock is paused, and never goes back within a run', () => {
    const { clock, pass } = clockAt(0);
    const VDate = virtualDate(Date, clock);
    clock.restart({ now: virtualNow, speed: 1000, running: true });
    pass(5);
    expect(VDate.now()).toBe(virtualNow + 5_000);
    // A reply's reading, taken before that estimate, arrives after it.
    clock.update({ now: virtualNow + 2_000, speed: 1000, running: false });
    expect(VDate.now()).toBe(virtualNow + 5_000);
    pass(1_000);
    expect(VDate.now()).toBe(virtualNow + 5_000);
    // A new run after a reset may start earlier.
    clock.restart({ now: virtualNow - DAY, speed: 1, running: false });
    expect(VDate.now()).toBe(virtualNow - DAY);
  });

  it('leaves dates made from a value, parsing and the prototype as they are', () => {
    const { clock } = clockAt(0);
    clock.restart({ now: virtualNow, speed: 1, running: false });
    const VDate = virtualDate(Date, clock);
    expect(new VDate(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(new VDate(2020, 1, 3).getFullYear()).toBe(2020);
    expect(VDate.parse('2026-10-02T14:03:07Z')).toBe(Date.parse('2026-10-02T14:03:07Z'));
    expect(VDate.UTC(2026, 0, 1)).toBe(Date.UTC(2026, 0, 1));
    expect(new VDate()).toBeInstanceOf(Date);
    expect(new Date()).toBeInstanceOf(VDate);
    class Later extends VDate {}
    expect(new Later().getTime()).toBe(virtualNow);
  });
});
