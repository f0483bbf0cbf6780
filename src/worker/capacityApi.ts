/**
 * The engine worker's capacity surface, for the Heatmap and Metrics sections: capacity pulls at frame
 * rate (compact, since a given simulated second) and a load generator run inside the worker on the
 * engine clock (start, stop, fast-forward, inspect). Plain data in and out; problems come back as
 * `{ ok: false, error }` like every other call (api.ts).
 */
import type { Engine } from '../engine/engine.ts';
import type { Table } from '../engine/storage/table.ts';
import {
  capacityDetail,
  capacityFrame,
  type CapacityDetail,
  type CapacityFrame,
} from './capacity/liveCapacity.ts';
import { LoadDriver, type LoadStatus, type SliceTimers } from './capacity/loadDriver.ts';
import { checkLoadRequest, loadOptionsFor } from './capacity/loadRequest.ts';
import type { WallGate } from './capacity/wallGate.ts';
import type { Outcome, WireError } from './api.ts';

export type * from './capacity/liveCapacity.ts';
export type { LoadState, LoadStatus } from './capacity/loadDriver.ts';
export type { LoadRequest } from './capacity/loadRequest.ts';

export interface CapacityPullOptions {
  /** First epoch second wanted: the viewer has everything before it (default: all kept seconds). */
  since?: number;
  /** Also items, bytes and top keys (costlier: pull it a few times a second, not every frame). */
  detail?: boolean;
  /** The Region whose table is shown (a global table's replica); the home Region's by default. */
  region?: string;
}

export interface CapacityPull {
  /** Undefined when no second completed after `since` (nothing new to draw). */
  frame?: CapacityFrame;
  detail?: CapacityDetail;
  /** The current or last load run. */
  load?: LoadStatus;
  /** Simulated time of the pull, epoch ms. */
  time: number;
  /** The Region of the table shown. */
  region: string;
  /** The Regions that hold this table: one for a Regional table, each replica's for a global table. */
  regions: string[];
}

export interface CapacityApi {
  /** Capacity of `tableName` and its global indexes since `options.since`, and the load's status. */
  capacityPull(tableName: string, options?: CapacityPullOptions): Outcome<CapacityPull>;
  /** Starts a load run (stopping one that runs); `request` is checked first. */
  startLoad(request: unknown): Outcome<LoadStatus>;
  stopLoad(): LoadStatus | undefined;
  /** Issues the next `seconds` of the running load at once, as fast as the engine goes. */
  fastForwardLoad(seconds: number): LoadStatus | undefined;
  loadStatus(): LoadStatus | undefined;
}

export interface CapacityApiOptions {
  /**
   * The wall clock every engine `engine()` returns reads (wallGate.ts). Without it, loads cannot be
   * paced by the clock and startLoad refuses.
   */
  wallGate?: WallGate;
  /** Called when a run ends (the host saves what it wrote). */
  onLoadEnded?: () => void;
  timers?: SliceTimers;
}

export function createCapacityApi(engine: () => Engine, options: CapacityApiOptions = {}): CapacityApi {
  const gate = options.wallGate;
  const driver = gate
    ? new LoadDriver(engine, gate, options.timers ?? hostTimers(), options.onLoadEnded)
    : undefined;
  const detailPacer = new CostPacer(DETAIL_SHARE);
  return {
    capacityPull(tableName, pull = {}) {
      const current = regionEngine(engine(), pull.region);
      const table = current?.findTable(tableName);
      if (!current || !table) return { ok: false, error: notFound(tableName) };
      const time = current.now();
      const hasNew = pull.since === undefined || Math.floor(time / 1000) > pull.since;
      return {
        ok: true,
        value: {
          time,
          frame: hasNew ? capacityFrame(current, table, pull.since) : undefined,
          detail: pull.detail ? detailPacer.build(() => capacityDetail(current, table)) : undefined,
          load: driver?.status(),
          region: current.region,
          regions: regionsHolding(current, table),
        },
      };
    },
    startLoad(input) {
      if (!driver)
        return {
          ok: false,
          error: sandboxError('This engine has no wall gate: loads cannot follow its clock.'),
        };
      const checked = checkLoadRequest(input);
      if (!checked.ok) return { ok: false, error: validationError(checked.message) };
      const target = regionEngine(engine(), checked.value.region);
      const table = target?.findTable(checked.value.tableName);
      if (!target || !table) return { ok: false, error: notFound(checked.value.tableName) };
      const options = loadOptionsFor(table, checked.value);
      if (!options.ok) return { ok: false, error: validationError(options.message) };
      return { ok: true, value: driver.start(target, table, checked.value, options.value) };
    },
    stopLoad: () => driver?.stop(),
    fastForwardLoad: (seconds) => driver?.fastForward(Math.min(3600, Math.max(0, Number(seconds) || 0))),
    loadStatus: () => driver?.status(),
  };
}

/**
 * The engine of the Region a view asks for: the home's when none is named. A Region no global table
 * has reached has no tables (undefined), unlike a request signed for it, which the home answers
 * (regions/regions.ts): a view names a Region only after a pull listed it.
 */
function regionEngine(home: Engine, region: string | undefined): Engine | undefined {
  return region === undefined ? home : home.regions.existing(region);
}

/** Where `table` is held: its Region alone, or every replica whose table exists yet, in join order. */
function regionsHolding(engine: Engine, table: Table): string[] {
  const group = table.replication;
  if (!group) return [engine.region];
  return [...group.members.values()].filter((member) => member.table).map((member) => member.region);
}

/**
 * A detail walks the table's items and ranks its keys: on a large table that takes tens of
 * milliseconds, time the load and every other request wait for. So details are built at most often
 * enough to use this share of the worker's time; a pull asking sooner gets none (and asks again).
 */
const DETAIL_SHARE = 0.05;

class CostPacer {
  private nextAt = -Infinity;
  private readonly share: number;

  constructor(share: number) {
    this.share = share;
  }

  build<T>(work: () => T): T | undefined {
    const started = performance.now();
    if (started < this.nextAt) return undefined;
    const result = work();
    const cost = performance.now() - started;
    this.nextAt = started + cost / this.share;
    return result;
  }
}

/** Slices in a worker or a page: setTimeout for waits, a MessageChannel round to yield briefly. */
function hostTimers(): SliceTimers {
  let channel: MessageChannel | undefined;
  const queue: (() => void)[] = [];
  return {
    later: (callback, ms) => void setTimeout(callback, ms),
    soon(callback) {
      if (!channel) {
        channel = new MessageChannel();
        channel.port1.onmessage = () => queue.shift()?.();
      }
      queue.push(callback);
      channel.port2.postMessage(undefined);
    },
    monotonic: () => performance.now(),
  };
}

const DYNAMODB = 'com.amazonaws.dynamodb.v20120810#';

function wire(__type: string, message: string): WireError {
  return { __type, message, status: 400, body: JSON.stringify({ __type, message }) };
}

const notFound = (table: string) =>
  wire(`${DYNAMODB}ResourceNotFoundException`, `Requested resource not found: Table: ${table} not found`);
const validationError = (message: string) => wire(`${DYNAMODB}ValidationException`, message);
const sandboxError = (message: string) => wire('DynamoSandbox#LoadUnavailable', message);
