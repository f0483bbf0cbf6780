import { describe, expect, it } from 'vitest';
import type { LoadStatus } from '../../../client/capacityClient.ts';
import { scenarioSandbox } from '../../../../test/helpers/capacityScenario.ts';
import { fastForwardOf, fastForwardProgress } from './fastForward.ts';

describe('fast-forward progress', () => {
  it('runs from the status fastForwardLoad returns until the load has issued those seconds', async () => {
    const sandbox = await scenarioSandbox('hot-key');
    await sandbox.start();
    await sandbox.advance(10.3);
    // fastForwardLoad answers before any of the minute ran.
    const returned = (await sandbox.client.capacity.fastForwardLoad(10)) as LoadStatus;
    const forward = fastForwardOf(returned, 10);
    expect(forward).toEqual({ id: returned.id, from: 10.3, to: 20.3 });
    expect(fastForwardProgress(forward, returned)).toBe(0);
    expect(fastForwardProgress(forward, { ...returned, elapsedSeconds: 15.3 })).toBeCloseTo(0.5);
    let status: LoadStatus | undefined;
    do {
      await new Promise((resolve) => setTimeout(resolve, 5));
      status = await sandbox.client.capacity.loadStatus();
    } while (status && status.elapsedSeconds < 20.3);
    expect(fastForwardProgress(forward, status!)).toBeUndefined();
    await sandbox.stop();
  });

  it('ends with the run, or with a new one, and stops at the run’s end', async () => {
    const sandbox = await scenarioSandbox('hot-key');
    await sandbox.start({ durationSeconds: 30 });
    const status = await sandbox.advance(25);
    const forward = fastForwardOf(status, 60);
    expect(forward?.to).toBe(30);
    expect(fastForwardProgress(forward, { ...status, elapsedSeconds: 27.5 })).toBeCloseTo(0.5);
    expect(fastForwardProgress(forward, { ...status, state: 'finished' })).toBeUndefined();
    expect(fastForwardProgress(forward, { ...status, id: status.id + 1 })).toBeUndefined();
    expect(fastForwardOf({ ...status, state: 'stopped' }, 10)).toBeUndefined();
    expect(fastForwardOf(undefined, 10)).toBeUndefined();
    await sandbox.stop();
  });
});
