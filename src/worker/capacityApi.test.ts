import { capacityDetail } from './capacity/liveCapacity.ts';
import { updateContributorInsights } from '../engine/operations/contributorInsights.ts';
import { describe, expect, it } from 'vitest';
import { Engine } from '../engine/engine.ts';
import { createTable } from '../engine/operations/createTable.ts';
import { deleteTable } from '../engine/operations/deleteTable.ts';
import { putItem } from '../engine/operations/putItem.ts';
import { createCapacityApi } from './capacityApi.ts';
import type { LoadRequest } from './capacity/loadRequest.ts';
import { gatedClockOptions, WallGate } from './capacity/wallGate.ts';

const START = Date.UTC(2026, 4, 4, 9, 0, 0);

/** An engine whose clock runs at `speed` on a fake wall clock, and timers the test pumps by hand. */
function setUp(speed: number, running = true, tableStatusDelayMs = 0) {
  let wall = 1_000_000;
  const gate = new WallGate(() => wall);
  const engine = new Engine(
    gatedClockOptions(
      { clock: { start: START, speed, running }, tableStatusDelayMs, gsiPropagationDelayMs: 0 },
      gate,
    ),
  );
  const queue: (() => void)[] = [];
  const api = createCapacityApi(() => engine, {
    wallGate: gate,
    timers: { later: (run) => queue.push(run), soon: (run) => queue.push(run), monotonic: () => wall },
  });
  /** Lets `ms` of real time pass, running each slice that was due. */
  const pass = (ms: number, steps = 1) => {
    for (let i = 0; i < steps; i++) {
      wall += ms;
      for (const run of queue.splice(0)) run();
    }
  };
  return { engine, api, gate, pass, wall: () => wall };
}

function table(engine: Engine, TableName: string, types: { pk?: string; sk?: string } = {}) {
  createTable(engine, {
    TableName,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: types.pk ?? 'S' },
      { AttributeName: 'SK', AttributeType: types.sk ?? 'S' },
    ],
  });
}

const hotKey = (tableName: string, overrides: Partial<LoadRequest> = {}): LoadRequest => ({
  tableName,
  pattern: 'hot-key',
  rate: 1500,
  readRatio: 0,
  itemBytes: 800,
  shards: 10,
  keys: 1000,
  durationSeconds: 60,
  ...overrides,
});

describe('load runs on the engine clock', () => {
  it('paces a hot key with the running clock and throttles a third of it at 1,000 WCU', () => {
    const { engine, api, pass } = setUp(10);
    table(engine, 'hot');
    const started = api.startLoad(hotKey('hot'));
    expect(started).toMatchObject({ ok: true, value: { state: 'running', startedAt: START } });
    // 100 ms of real time at 10× is one simulated second.
    pass(100, 30);
    expect(engine.now()).toBe(START + 30_000);
    expect(api.loadStatus()).toMatchObject({ state: 'running', elapsedSeconds: 30 });
    expect(engine.clock.running).toBe(true);
    expect(engine.clock.speed).toBe(10);
    pass(100, 30);
    const status = api.loadStatus()!;
    expect(status.state).toBe('finished');
    expect(status.totals).toMatchObject({ requests: 90_000, writes: 90_000, throttled: 30_000, failed: 0 });
    // The load ended at its last request; the clock runs on from the real wall time again.
    expect(engine.now()).toBe(START + 60_000);
    pass(100);
    expect(engine.now()).toBe(START + 61_000);
  });

  it('issues nothing while the clock is paused, and fast-forwards on request', () => {
    const { engine, api, pass } = setUp(1, false);
    table(engine, 'hot');
    api.startLoad(hotKey('hot'));
    pass(500, 10);
    expect(api.loadStatus()).toMatchObject({ state: 'paused', totals: { requests: 0 } });
    expect(engine.now()).toBe(START);
    api.fastForwardLoad(5);
    pass(1);
    expect(api.loadStatus()).toMatchObject({
      state: 'paused',
      elapsedSeconds: 5,
      totals: { requests: 7_500 },
    });
    expect(engine.now()).toBe(START + 5_000);
  });

  it('waits for a new table to become ACTIVE; a fast-forward is that much load', () => {
    const { engine, api, pass } = setUp(1, false, 400);
    table(engine, 'hot');
    api.startLoad(hotKey('hot'));
    api.fastForwardLoad(5);
    pass(1);
    expect(api.loadStatus()).toMatchObject({ elapsedSeconds: 5, totals: { requests: 7_500 } });
    expect(engine.now()).toBe(START + 5_400);
  });

  it('slows simulated time when the engine cannot keep up, instead of squeezing the load', () => {
    const { engine, api, pass } = setUp(100);
    table(engine, 'hot');
    api.startLoad(hotKey('hot', { durationSeconds: 3600 }));
    // Ten real seconds at 100× would be 1,000 simulated ones; at most 250 ms of lag is carried: 25 s.
    // (At 100× rather than 1000×, the same cap is crossed with a tenth of the requests to issue.)
    pass(10_000);
    expect(engine.now() - START).toBe(25_000);
    expect(api.loadStatus()?.totals.requests).toBe(37_500);
  });

  it('stops when asked, when the table is deleted, or when the sandbox is reset', () => {
    const { engine, api, pass } = setUp(10);
    table(engine, 'hot');
    api.startLoad(hotKey('hot'));
    pass(100, 2);
    expect(api.stopLoad()).toMatchObject({
      state: 'stopped',
      reason: 'Stopped.',
      totals: { requests: 3_000 },
    });
    pass(100, 5);
    expect(api.loadStatus()?.totals.requests).toBe(3_000);

    api.startLoad(hotKey('hot'));
    pass(100);
    deleteTable(engine, { TableName: 'hot' });
    pass(100);
    expect(api.loadStatus()).toMatchObject({ id: 2, state: 'failed', reason: 'Table hot was deleted.' });
  });

  it('refuses what it cannot run, with a message', () => {
    const { engine, api } = setUp(1);
    table(engine, 'numbers', { sk: 'N' });
    expect(api.startLoad(hotKey('missing'))).toMatchObject({
      ok: false,
      error: { __type: 'com.amazonaws.dynamodb.v20120810#ResourceNotFoundException' },
    });
    expect(api.startLoad(hotKey('numbers'))).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('keyed on PK (S), SK (N)') },
    });
    expect(api.startLoad({ ...hotKey('numbers'), rate: 0 })).toMatchObject({
      ok: false,
      error: { message: 'rate must be a whole number from 1 to 50,000.' },
    });
    expect(
      api.startLoad({ ...hotKey('numbers'), pattern: 'uniform', keys: 100_000, itemBytes: 20_000 }),
    ).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('more than 64 MB') },
    });
    expect(createCapacityApi(() => engine).startLoad(hotKey('numbers'))).toMatchObject({
      ok: false,
      error: { __type: 'DynamoSandbox#LoadUnavailable' },
    });
  });
});

describe('capacity pulls', () => {
  it('sends the seconds after `since`, nothing when no second completed, and placed top keys', () => {
    const { engine, api, pass } = setUp(10);
    table(engine, 'hot');
    // 'solo' hashes to another partition than the load's key.
    putItem(engine, { TableName: 'hot', Item: { PK: { S: 'solo' }, SK: { S: 'x' } } });
    api.startLoad(hotKey('hot'));
    pass(100, 5);
    const first = api.capacityPull('hot', { detail: true });
    if (!first.ok) throw new Error(first.error.message);
    const frame = first.value.frame!;
    expect(frame.to).toBe(START / 1000 + 5);
    // The first second also holds the one item written before the load.
    expect(frame.table.metrics.ConsumedWriteCapacityUnits.slice(-5)).toEqual([1001, 1000, 1000, 1000, 1000]);
    expect(frame.table.metrics.WriteKeyRangeThroughputThrottleEvents.slice(-5)).toEqual([
      500, 500, 500, 500, 500,
    ]);
    expect(frame.table.metrics.ThrottledRequests.slice(-1)).toEqual([500]);
    const hot = frame.table.partitions.find((partition) => partition.metrics.WriteUnits.at(-1) === 1000)!;
    expect(hot.metrics.WriteKeyRangeThrottleEvents.at(-1)).toBe(500);
    expect(hot.metrics.ReadKeyRangeThrottleEvents.at(-1)).toBe(0);

    const detail = first.value.detail!.resources[0];
    expect(detail.topKeys.traffic[0]).toMatchObject({ key: 'celebrity#1', count: 5000 });
    expect(detail.placed[hot.id].traffic[0].key).toBe('celebrity#1');
    expect(detail.placed[hot.id].throttled[0]).toMatchObject({ key: 'celebrity#1', count: 2500 });
    const items = Object.values(detail.contents).reduce((sum, part) => sum + part.items, 0);
    expect(items).toBe(2);
    expect(detail.insights).toEqual({ status: 'DISABLED', mode: undefined });
    expect(first.value.load).toMatchObject({ state: 'running' });
    // The detail follows DynamoDB's Contributor Insights switch for the table.
    updateContributorInsights(engine, {
      TableName: 'hot',
      ContributorInsightsAction: 'ENABLE',
      ContributorInsightsMode: 'THROTTLED_KEYS',
    });
    const switched = capacityDetail(engine, engine.tables.get('hot')!);
    expect(switched.resources[0].insights).toEqual({
      status: 'ENABLING',
      mode: 'THROTTLED_KEYS',
    });

    const same = api.capacityPull('hot', { since: frame.to });
    expect(same).toMatchObject({ ok: true, value: { frame: undefined } });
    pass(100, 2);
    const next = api.capacityPull('hot', { since: frame.to });
    if (!next.ok) throw new Error(next.error.message);
    expect(next.value.frame).toMatchObject({ from: frame.to, to: frame.to + 2 });
    expect(next.value.frame!.table.metrics.ConsumedWriteCapacityUnits).toEqual([1000, 1000]);
    expect(api.capacityPull('nope')).toMatchObject({ ok: false });
  });
});
