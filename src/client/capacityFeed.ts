/**
 * Keeps a table's capacity history current while a view watches it: one pull per animation frame
 * (never two in flight), each asking only for the seconds after what it has, with the items, bytes
 * and top keys a few times a second. Views subscribe and read the latest state; nothing is pulled
 * while no view watches. When the clock stands still, pulls slow down to a few per second.
 */
import type { CapacityClient, CapacityDetail, LoadStatus } from './capacityClient.ts';
import type { WireError } from './engineClient.ts';
import { mergeFrame, type CapacityHistory } from './capacityHistory.ts';

/** What a view shows: a table, in a Region (the home Region when none is named). */
export interface Shown {
  tableName: string | undefined;
  region?: string;
}

export interface CapacityFeedState extends Shown {
  /** The Regions that hold the table (more than one for a global table), from the last pull. */
  regions: string[] | undefined;
  /** The Region the last pull answered from (the home Region's name when `region` is unset). */
  regionShown: string | undefined;
  history: CapacityHistory | undefined;
  detail: CapacityDetail | undefined;
  load: LoadStatus | undefined;
  /** Why the table cannot be shown (it does not exist, the engine is gone). */
  error: WireError | undefined;
  /** Simulated time of the last pull, epoch ms. */
  time: number | undefined;
}

export interface FeedScheduler {
  /** Calls `callback` at the next frame (requestAnimationFrame). */
  frame(callback: () => void): void;
  /** Calls `callback` after `ms` real milliseconds. */
  later(callback: () => void, ms: number): void;
  now(): number;
}

/** Real time between detail pulls (items, bytes, top keys walk the table: not every frame). */
const DETAIL_MS = 300;
/** Real time between redraws for a load's counters alone. */
const LOAD_ONLY_MS = 250;
/** Real time between pulls while nothing moves (paused clock, idle table). */
const IDLE_MS = 120;

const EMPTY: CapacityFeedState = {
  tableName: undefined,
  regions: undefined,
  regionShown: undefined,
  history: undefined,
  detail: undefined,
  load: undefined,
  error: undefined,
  time: undefined,
};

export class CapacityFeed {
  private state: CapacityFeedState = EMPTY;
  private readonly listeners = new Set<() => void>();
  private watchers = new Map<symbol, Shown>();
  private pulling = false;
  private scheduled = false;
  private lastDetail = -Infinity;
  private forceDetail = false;
  private lastPublish = -Infinity;
  private readonly client: CapacityClient;
  private readonly scheduler: FeedScheduler;

  constructor(client: CapacityClient, scheduler: FeedScheduler = browserScheduler) {
    this.client = client;
    this.scheduler = scheduler;
  }

  /** The latest state (a new object whenever something changed: fit for useSyncExternalStore). */
  readonly getState = (): CapacityFeedState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Keeps a table current until the returned function is called (the last watcher's table wins). */
  watch(tableName: string | undefined, region?: string): () => void {
    const token = Symbol(tableName);
    this.watchers.set(token, { tableName, region });
    // A view shown again reads the items and switches afresh: requests sent from another section
    // (the Console) changed them, and with the clock paused no moving time would bring them in.
    this.askForDetail();
    this.follow({ tableName, region });
    return () => {
      this.watchers.delete(token);
      const remaining = [...this.watchers.values()];
      if (remaining.length > 0) this.follow(remaining[remaining.length - 1]);
    };
  }

  /** Pulls at once (after starting or stopping a load, so its status shows without waiting). */
  refresh(): void {
    this.askForDetail();
    this.schedule(false);
  }

  /** The next pull reads the items, top keys and switches, whether or not time moved. */
  private askForDetail(): void {
    this.lastDetail = -Infinity;
    this.forceDetail = true;
  }

  private follow(shown: Shown): void {
    if (!this.showing(shown)) {
      this.lastDetail = -Infinity;
      this.publish({ ...EMPTY, ...shown, load: this.state.load });
    }
    this.schedule(false);
  }

  private schedule(idle: boolean): void {
    if (this.scheduled || this.watchers.size === 0) return;
    this.scheduled = true;
    const go = () => {
      this.scheduled = false;
      void this.pull();
    };
    if (idle) this.scheduler.later(go, IDLE_MS);
    else this.scheduler.frame(go);
  }

  private showing(shown: Shown): boolean {
    return shown.tableName === this.state.tableName && shown.region === this.state.region;
  }

  private async pull(): Promise<void> {
    const { tableName, region } = this.state;
    if (this.pulling || this.watchers.size === 0) return;
    if (tableName === undefined) {
      // No table to show: keep the load's status current only.
      this.pulling = true;
      const load = await this.client.loadStatus();
      this.pulling = false;
      if (!sameLoad(load, this.state.load)) this.publish({ ...this.state, load });
      this.schedule(true);
      return;
    }
    this.pulling = true;
    // Items and top keys change only when time moves, or a request ran (`refresh`, or sent from
    // another section: `watch` covers that).
    const wantDetail =
      this.scheduler.now() - this.lastDetail >= DETAIL_MS &&
      (this.state.detail === undefined || this.state.detail.time !== this.state.time || this.forceDetail);
    this.forceDetail = false;
    const since = this.state.history?.to;
    const outcome = await this.client.pull(tableName, { since, detail: wantDetail, region });
    this.pulling = false;
    if (!this.showing({ tableName, region })) return this.schedule(false);
    if (!outcome.ok) {
      // The table is gone (deleted, or the sandbox reset): a load run on it has ended, and the pull
      // that failed did not say so. Its status is read on its own, as when no table is shown.
      this.pulling = true;
      const load = await this.client.loadStatus();
      this.pulling = false;
      if (!this.showing({ tableName, region })) return this.schedule(false);
      this.publish({ ...this.state, history: undefined, detail: undefined, error: outcome.error, load });
      return this.schedule(true);
    }
    const { frame, detail, load, time, regions, region: regionShown } = outcome.value;
    if (wantDetail) this.lastDetail = this.scheduler.now();
    // A load's counters change on every pull; on their own they redraw the page a few times a second.
    const loadChanged = !sameLoad(
      load,
      this.state.load,
      this.scheduler.now() - this.lastPublish < LOAD_ONLY_MS,
    );
    const regionsChanged = regions.join() !== this.state.regions?.join();
    if (frame || detail || loadChanged || regionsChanged || this.state.error) {
      this.publish({
        tableName,
        region,
        regions,
        regionShown,
        history: frame ? mergeFrame(this.state.history, frame, tableName) : this.state.history,
        detail: detail ?? this.state.detail,
        load,
        error: undefined,
        time,
      });
    }
    this.schedule(frame === undefined);
  }

  private publish(state: CapacityFeedState): void {
    this.state = state;
    this.lastPublish = this.scheduler.now();
    for (const listener of this.listeners) listener();
  }
}

/** Whether two statuses show the same; with `ignoreCounters`, a change of the counters alone does not count. */
function sameLoad(a: LoadStatus | undefined, b: LoadStatus | undefined, ignoreCounters = false): boolean {
  if (a === undefined || b === undefined) return a === b;
  return (
    a.id === b.id &&
    a.state === b.state &&
    a.speed === b.speed &&
    a.reason === b.reason &&
    (ignoreCounters || (a.totals.requests === b.totals.requests && a.pace === b.pace))
  );
}

const browserScheduler: FeedScheduler = {
  frame: (callback) => void requestAnimationFrame(() => callback()),
  later: (callback, ms) => void setTimeout(callback, ms),
  now: () => performance.now(),
};

const feeds = new WeakMap<CapacityClient, CapacityFeed>();

/** The one feed of an engine's capacity client (sections share it, so history survives navigation). */
export function capacityFeedFor(client: CapacityClient): CapacityFeed {
  let feed = feeds.get(client);
  if (!feed) {
    feed = new CapacityFeed(client);
    feeds.set(client, feed);
  }
  return feed;
}
