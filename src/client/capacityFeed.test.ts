import { describe, expect, it } from 'vitest';
import type { CapacityClient, LoadStatus } from './capacityClient.ts';
import { CapacityFeed, type FeedScheduler } from './capacityFeed.ts';

/** A load run as the engine worker reports it, in the state given. */
const loadIn = (state: LoadStatus['state'], reason?: string) =>
  ({
    id: 1,
    request: { tableName: 'hot', pattern: 'hot-key', rate: 1500, readRatio: 0 },
    state,
    reason,
    startedAt: 0,
    elapsedSeconds: 2,
    totals: {
      requests: 3000,
      reads: 0,
      writes: 3000,
      throttled: 1000,
      throttledReads: 0,
      throttledWrites: 1000,
      failed: 0,
    },
    pace: 1,
    speed: 1,
  }) as LoadStatus;

describe('CapacityFeed', () => {
  it('keeps the load’s status current when the table shown is gone (a reset sandbox ends the run)', async () => {
    let load = loadIn('running');
    let tableExists = true;
    const client = {
      pull: () =>
        Promise.resolve(
          tableExists
            ? { ok: true, value: { load, time: 0, region: 'us-east-1', regions: ['us-east-1'] } }
            : { ok: false, error: { __type: 'ResourceNotFoundException', message: 'Table: hot not found' } },
        ),
      loadStatus: () => Promise.resolve(load),
    } as unknown as CapacityClient;
    const pending: (() => void)[] = [];
    const scheduler: FeedScheduler = {
      frame: (callback) => pending.push(callback),
      later: (callback) => pending.push(callback),
      now: () => 0,
    };
    const feed = new CapacityFeed(client, scheduler);
    const pullOnce = async () => {
      pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve));
    };
    feed.watch('hot');
    await pullOnce();
    expect(feed.getState().load?.state).toBe('running');

    tableExists = false;
    load = loadIn('stopped', 'The sandbox was reset.');
    await pullOnce();
    await pullOnce();
    expect(feed.getState().error?.__type).toBe('ResourceNotFoundException');
    expect(feed.getState().load).toMatchObject({ state: 'stopped', reason: 'The sandbox was reset.' });
  });

  it('reads the table’s items and switches afresh when a view comes back to it, though the clock stood still', async () => {
    // A paused clock: every pull answers the same time. In between, the Console turned insights on.
    let insights = 'DISABLED';
    const client = {
      pull: (_table: string, options: { detail: boolean }) =>
        Promise.resolve({
          ok: true,
          value: {
            load: undefined,
            time: 1000,
            region: 'us-east-1',
            regions: ['us-east-1'],
            detail: options.detail ? { time: 1000, insights: { status: insights } } : undefined,
          },
        }),
      loadStatus: () => Promise.resolve(undefined),
    } as unknown as CapacityClient;
    const pending: (() => void)[] = [];
    let now = 0;
    const scheduler: FeedScheduler = {
      frame: (callback) => pending.push(callback),
      later: (callback) => pending.push(callback),
      now: () => now,
    };
    const feed = new CapacityFeed(client, scheduler);
    const pullOnce = async () => {
      pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve));
    };
    const leave = feed.watch('hot');
    await pullOnce();
    expect(feed.getState().detail).toMatchObject({ insights: { status: 'DISABLED' } });
    leave();

    insights = 'ENABLING';
    now += 5000;
    feed.watch('hot');
    await pullOnce();
    expect(feed.getState().detail).toMatchObject({ insights: { status: 'ENABLING' } });
  });
});
