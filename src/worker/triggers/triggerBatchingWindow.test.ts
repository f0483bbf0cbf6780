/**
 * A trigger's MaximumBatchingWindowInSeconds end to end on the in-process client: refused out of
 * Lambda's range with a ValidationException, in effect on the stream, and saved with the sandbox
 * (a save from before the setting gets Lambda's default, 0).
 */
import { describe, expect, it } from 'vitest';
import { COUNTER, triggerSetup as setup } from '../../../test/helpers/triggerClient.ts';

/** Lets the handlers of polls that ran finish (they run in real time). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('trigger batching window', () => {
  it('refuses a window out of 0–300 whole seconds', async () => {
    const { client, create } = await setup();
    for (const window of [-1, 301, 1.5]) {
      await expect(create({ code: COUNTER, maximumBatchingWindowInSeconds: window })).rejects.toThrow(
        'ValidationException: MaximumBatchingWindowInSeconds must be an integer from 0 to 300',
      );
    }
    expect(await client.triggers.listTriggers()).toEqual([]);
    expect(await create({ code: COUNTER })).toMatchObject({ maximumBatchingWindowInSeconds: 0 });
  });

  it('holds records back for the window, and keeps it through a save and an open', async () => {
    const { client, put, get, until, create } = await setup();
    await create({ code: COUNTER, maximumBatchingWindowInSeconds: 30 });
    const saved = JSON.parse(JSON.stringify(await client.sandboxData()));
    expect(saved.triggers[0].maximumBatchingWindowInSeconds).toBe(30);
    expect((await client.openSandbox(saved)).ok).toBe(true);
    const [restored] = await client.triggers.listTriggers();
    expect(restored).toMatchObject({ status: 'ACTIVE', maximumBatchingWindowInSeconds: 30 });

    await put('a');
    client.engine.advance(29_000);
    await settle();
    // Not sent yet: the batch waits for more records until 30 s after `a` was written.
    expect(await get('COUNTS')).toBeUndefined();
    expect((await client.triggers.listTriggers())[0].invocations).toBe(0);
    await until(async () => expect((await get('COUNTS'))?.n).toEqual({ N: '1' }));
  });

  it('gives a trigger saved before the setting Lambda’s default, 0', async () => {
    const { client, put, get, until, create } = await setup();
    await create({ code: COUNTER });
    const saved = JSON.parse(JSON.stringify(await client.sandboxData()));
    delete saved.triggers[0].maximumBatchingWindowInSeconds;
    expect((await client.openSandbox(saved)).ok).toBe(true);
    expect((await client.triggers.listTriggers())[0].maximumBatchingWindowInSeconds).toBe(0);
    const savedAgain = (await client.sandboxData()) as { triggers: object[] };
    expect(savedAgain.triggers[0]).toMatchObject({ maximumBatchingWindowInSeconds: 0 });
    await put('a');
    await until(async () => expect((await get('COUNTS'))?.n).toEqual({ N: '1' }));
  });
});
