import { describe, expect, it } from 'vitest';
import { SecondWindow } from './secondWindow.ts';

describe('SecondWindow', () => {
  it('admits up to its limit within each second of the clock', () => {
    const window = new SecondWindow(3);
    let admitted = 0;
    for (let i = 0; i < 10; i++) {
      if (window.admits(5_000 + i * 10)) {
        window.take(1);
        admitted++;
      }
    }
    expect(admitted).toBe(3);
    expect(window.admits(6_000)).toBe(true);
  });

  it('carries an overshoot into the next second, and forgets it after a silent second', () => {
    const window = new SecondWindow(1000);
    expect(window.admits(0)).toBe(true);
    window.take(2500);
    expect(window.remaining(1000)).toBe(-500);
    expect(window.admits(1000)).toBe(false);
    expect(window.remaining(3000)).toBe(1000);
  });
});
