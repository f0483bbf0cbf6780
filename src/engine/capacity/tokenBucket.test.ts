import { describe, expect, it } from 'vitest';
import { TokenBucket } from './tokenBucket.ts';

describe('TokenBucket', () => {
  it('refills at its rate up to its capacity', () => {
    const bucket = new TokenBucket(100, 1000, 0, 0);
    expect(bucket.admits(0)).toBe(false);
    expect(bucket.admits(500)).toBe(true);
    expect(bucket.level).toBe(50);
    bucket.admits(60_000);
    expect(bucket.level).toBe(1000);
  });

  it('lets an admitted request go into debt, and admits nothing until it is repaid', () => {
    const bucket = new TokenBucket(10, 10, 0);
    expect(bucket.admits(0)).toBe(true);
    bucket.take(40);
    expect(bucket.admits(2000)).toBe(false);
    expect(bucket.level).toBe(-10);
    expect(bucket.admits(3001)).toBe(true);
  });

  it('keeps banked tokens up to the new capacity when reconfigured', () => {
    const bucket = new TokenBucket(100, 30_000, 0, 30_000);
    bucket.reconfigure(10, 3000, 0);
    expect(bucket.level).toBe(3000);
    bucket.admits(1000);
    expect(bucket.level).toBe(3000);
  });
});
