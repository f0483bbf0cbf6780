/**
 * The running clock is saved on its own between sandbox saves (persistence/clockRecord.ts): a clock
 * left running with nothing else happening comes back, after a reload, near where it was, not at the
 * time of the last change.
 */
import { describe, expect, it } from 'vitest';
import { createEngineHost } from './engineHost.ts';
import { memoryStorage, send, wait } from './engineHostTestSupport.ts';
import { CLOCK_SAVE_MS } from './persistence/clockRecord.ts';

const clockTime = async (host: ReturnType<typeof createEngineHost>) =>
  (await send(host, 'DynamoSandbox.DescribeClock', {})).Time as number;

describe('the clock saved on its own', () => {
  it('brings a running clock back near its last time, running at its speed, and goes with a reset', async () => {
    const storage = memoryStorage();
    const host = createEngineHost(storage);
    await send(host, 'DynamoSandbox.SetClock', { Speed: 100 });
    const saved = await clockTime(host);
    // Past the sandbox save that SetClock caused, and a clock save or two later.
    await wait(CLOCK_SAVE_MS + 800);
    const before = await clockTime(host);
    // 100× for about 2.8 s: some 280 s of simulated time with no other change.
    expect(before - saved).toBeGreaterThan(150);

    const restored = createEngineHost(storage);
    const after = await clockTime(restored);
    expect(after).toBeGreaterThan(saved + 150);
    expect(after).toBeLessThanOrEqual(before + 100);
    expect(await send(restored, 'DynamoSandbox.DescribeClock', {})).toMatchObject({
      Speed: 100,
      Paused: false,
    });

    await restored.reset();
    expect(storage.clock).toBeUndefined();
  });

  it('ignores a clock saved before the sandbox, and one that is not a clock', async () => {
    const storage = memoryStorage();
    const host = createEngineHost(storage);
    await send(host, 'DynamoSandbox.SetClock', { Paused: true });
    await wait(400);
    const time = await clockTime(host);
    storage.clock = { now: time * 1000 + 86_400_000, speed: 1, running: true, savedAt: 0 };
    expect(await clockTime(createEngineHost(storage))).toBe(time);
    storage.clock = { now: 'soon', savedAt: Date.now() + 1000 };
    expect(await clockTime(createEngineHost(storage))).toBe(time);
  });
});
