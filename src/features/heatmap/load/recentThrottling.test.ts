import { describe, expect, it } from 'vitest';
import { scenarioSandbox } from '../../../../test/helpers/capacityScenario.ts';
import { recentThrottling, throttlingGoesOn } from './recentThrottling.ts';

describe('recentThrottling', () => {
  it('gives the last completed second’s throttling: a steady 500/s reads 500/s every time', async () => {
    // 1,500 writes a second to one key: its partition serves 1,000 and throttles 500 each second,
    // in a burst at the end of the second. Read at points that are not second boundaries, a span of
    // the load's totals caught part of one burst or two.
    const sandbox = await scenarioSandbox('hot-key');
    await sandbox.start();
    await sandbox.advance(10);
    for (const step of [0.3, 0.45, 0.7, 0.35]) {
      const status = await sandbox.advance(step);
      const { history } = await sandbox.view();
      expect(recentThrottling(history, status)).toEqual({ perSecond: 500, share: 1 / 3 });
    }
    await sandbox.stop();
  });

  it('is unknown while the load runs on another table or Region, or issued nothing in that second', async () => {
    const sandbox = await scenarioSandbox('hot-key');
    await sandbox.start();
    const status = await sandbox.advance(3);
    const { history } = await sandbox.view();
    expect(recentThrottling(history, status)).toBeDefined();
    const elsewhere = { ...status, request: { ...status.request, tableName: 'other' } };
    expect(recentThrottling(history, elsewhere)).toBeUndefined();
    const replica = { ...status, request: { ...status.request, region: 'eu-west-1' } };
    expect(recentThrottling(history, replica, undefined, 'us-east-1')).toBeUndefined();
    expect(recentThrottling(history, replica, 'eu-west-1', 'eu-west-1')).toBeDefined();
    // The home table, named by its Region: a load started without one runs there.
    expect(recentThrottling(history, status, 'us-east-1', 'us-east-1')).toBeDefined();
    const silent = {
      ...history,
      resources: history.resources.map((resource) => ({
        ...resource,
        metrics: { ...resource.metrics, ThrottledRequests: [0], SuccessfulRequests: [0] },
      })),
    };
    expect(recentThrottling(silent, status)).toBeUndefined();
    await sandbox.stop();
  });
});

describe('throttlingGoesOn', () => {
  it('announces throttling by the last second, not by a run that throttled earlier', async () => {
    const sandbox = await scenarioSandbox('hot-key');
    await sandbox.start();
    const hot = await sandbox.advance(5);
    expect(
      throttlingGoesOn(true, recentThrottling((await sandbox.view()).history, hot), hot.totals.throttled),
    ).toBe(true);
    // The same key at 80 writes a second: the run's total still holds the throttles, the second none.
    await sandbox.stop();
    await sandbox.start({ rate: 80 });
    const calm = await sandbox.advance(3);
    const recent = recentThrottling((await sandbox.view()).history, calm);
    expect(recent).toEqual({ perSecond: 0, share: 0 });
    expect(throttlingGoesOn(true, recent, hot.totals.throttled)).toBe(false);
    // Without a known second, the run's total; after the run, nothing.
    expect(throttlingGoesOn(true, undefined, hot.totals.throttled)).toBe(true);
    expect(throttlingGoesOn(false, undefined, hot.totals.throttled)).toBe(false);
    await sandbox.stop();
  });
});
