/**
 * The Heatmap's and Metrics' view of a global table: a pull names the Region of the replica to show
 * and lists the Regions that hold one; a load run can target a replica's Region, and its writes
 * reach the other replicas as replicated writes, which take their write capacity too.
 */
import { describe, expect, it } from 'vitest';
import { Engine } from '../engine/engine.ts';
import { createKeyedTable, idTable, ok } from '../../test/helpers/wire.ts';
import { createCapacityApi } from './capacityApi.ts';
import type { LoadRequest } from './capacity/loadRequest.ts';
import { gatedClockOptions, WallGate } from './capacity/wallGate.ts';

const START = Date.UTC(2026, 11, 3, 9, 0, 0);
const EU = 'eu-west-1';

/** `feed` (pk, sk strings, on demand) in us-east-1 with an ACTIVE replica in eu-west-1. */
function setUp() {
  let wall = 1_000_000;
  const gate = new WallGate(() => wall);
  const us = new Engine(
    gatedClockOptions(
      {
        clock: { start: START, speed: 10, running: true },
        tableStatusDelayMs: 0,
        gsiPropagationDelayMs: 0,
        replicationLatencyMs: 1000,
      },
      gate,
    ),
  );
  const queue: (() => void)[] = [];
  const api = createCapacityApi(() => us, {
    wallGate: gate,
    timers: { later: (run) => queue.push(run), soon: (run) => queue.push(run), monotonic: () => wall },
  });
  createKeyedTable(us, 'feed', 'S');
  ok(us, 'UpdateTable', { TableName: 'feed', ReplicaUpdates: [{ Create: { RegionName: EU } }] });
  const eu = us.regions.existing(EU)!;
  /**
   * Lets `ms` of real time pass, `steps` times, running each slice that was due, and then the
   * engine's timed work, as the app's clock driver does (engine/clockDriver.ts).
   */
  const pass = (ms: number, steps = 1) => {
    for (let i = 0; i < steps; i++) {
      wall += ms;
      for (const run of queue.splice(0)) run();
      us.tick();
    }
  };
  return { us, eu, api, pass };
}

const load = (overrides: Partial<LoadRequest> = {}): LoadRequest => ({
  tableName: 'feed',
  pattern: 'uniform',
  rate: 200,
  readRatio: 0,
  itemBytes: 800,
  shards: 1,
  keys: 1000,
  durationSeconds: 10,
  ...overrides,
});

function pulled(api: ReturnType<typeof setUp>['api'], region?: string) {
  const outcome = api.capacityPull('feed', { region });
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value;
}

const writeUnits = (pull: ReturnType<typeof pulled>) =>
  pull.frame!.table.metrics.ConsumedWriteCapacityUnits.reduce((sum, units) => sum + units, 0);

describe('capacity of a global table, Region by Region', () => {
  it('lists the Regions holding the table and answers from the one asked for', () => {
    const { api } = setUp();
    expect(pulled(api)).toMatchObject({ region: 'us-east-1', regions: ['us-east-1', EU] });
    expect(pulled(api, EU)).toMatchObject({ region: EU, regions: ['us-east-1', EU] });
    // A Region no replica reached holds no tables, whatever a signed request would reach.
    expect(api.capacityPull('feed', { region: 'ap-south-1' })).toMatchObject({
      ok: false,
      error: { message: 'Requested resource not found: Table: feed not found' },
    });
  });

  it('lists one Region for a Regional table', () => {
    const { us, api } = setUp();
    ok(us, 'CreateTable', idTable('solo'));
    expect(api.capacityPull('solo')).toMatchObject({ ok: true, value: { regions: ['us-east-1'] } });
  });

  it('runs a load in a replica’s Region; the home replica pays for the writes it receives', () => {
    const { us, eu, api, pass } = setUp();
    const started = api.startLoad(load({ region: EU }));
    expect(started).toMatchObject({ ok: true, value: { state: 'running', request: { region: EU } } });
    // 100 ms of real time at 10× is a simulated second: the 10-second run, and the last second's
    // writes' arrival a second later.
    pass(100, 13);
    expect(api.loadStatus()).toMatchObject({ state: 'finished', totals: { requests: 2000 } });
    const written = ok(eu, 'Scan', { TableName: 'feed', Select: 'COUNT' }).Count;
    expect(written).toBeGreaterThan(800);
    expect(ok(us, 'Scan', { TableName: 'feed', Select: 'COUNT' }).Count).toBe(written);

    const euUnits = writeUnits(pulled(api, EU));
    const usUnits = writeUnits(pulled(api));
    // 800-byte items: one write unit each, in the Region written and again in the receiving one.
    expect(euUnits).toBe(2000);
    expect(usUnits).toBe(2000);
    // Replicated writes are nobody's requests: the home replica served none.
    const usRequests = pulled(api).frame!.table.metrics.SuccessfulRequests.reduce((a, b) => a + b, 0);
    expect(usRequests).toBe(0);
  });

  it('refuses a load on a Region without the table, and a region that is not a name', () => {
    const { api } = setUp();
    expect(api.startLoad(load({ region: 'ap-south-1' }))).toMatchObject({
      ok: false,
      error: { message: 'Requested resource not found: Table: feed not found' },
    });
    expect(api.startLoad({ ...load(), region: 7 })).toMatchObject({
      ok: false,
      error: { message: 'region, when given, must name a Region.' },
    });
  });
});
