/**
 * One account's Regions. DynamoDB is a Regional service: each Region has its own tables, capacity,
 * streams and backups, and a request reaches the Region its endpoint (and signature) names. The
 * sandbox keeps one Engine per Region, all on one clock and one scheduler, so timed work across
 * Regions (a replicated write arriving in another Region, a replica being created) runs in the
 * order of simulated time, whichever Region a host advances or sends a request to.
 *
 * The Region the host creates first is the home Region: the browser's, the one `npm run serve
 * --region` names. A request signed for any other Region reaches the home Region too, so code
 * copied from AWS's examples (`region: 'us-west-2'`) sees the learner's tables wherever it points.
 * A Region becomes a Region of its own when a global table first puts a replica there: from then
 * on, requests signed for it reach its own tables, as on AWS. Tables a client made through that
 * Region before stay in the home Region, out of its sight: hosts are told (`onOwnTables`) so they
 * can say so (the endpoint logs it).
 */
import { Scheduler } from '../clock.ts';
import type { Engine, EngineOptions } from '../engine.ts';
import { MemoryObjectStore, type ObjectStore } from '../s3/objectStore.ts';
import { seededHash } from '../seededHash.ts';

export type EngineFactory = (options: EngineOptions, regions: Regions) => Engine;

export class Regions {
  /** Shared by every Region's engine: one timeline. */
  readonly scheduler = new Scheduler();
  /** The account's S3: bucket names are global, so every Region sees the same objects. */
  readonly objectStore: ObjectStore;
  private readonly byName = new Map<string, Engine>();
  private homeEngine: Engine | undefined;
  /** Regions requests were signed for that the home Region answered, having none of their own. */
  private readonly answeredByHome = new Set<string>();
  private readonly ownTablesListeners: ((region: string) => void)[] = [];

  constructor(
    private readonly options: EngineOptions,
    private readonly create: EngineFactory,
  ) {
    this.objectStore = options.objectStore ?? new MemoryObjectStore();
  }

  /** Called by the home engine's constructor. */
  adoptHome(engine: Engine): void {
    this.homeEngine = engine;
    this.byName.set(engine.region, engine);
  }

  get home(): Engine {
    return this.homeEngine!;
  }

  /** The engine of the Region a request was signed for: its own once it has one, else the home's. */
  forRequest(region: string | undefined): Engine {
    const home = this.homeEngine!;
    // Every request comes through here: a lone Region answers without a lookup.
    if (region === undefined || region === home.region) return home;
    const own = this.byName.size === 1 ? undefined : this.byName.get(region);
    if (own) return own;
    this.answeredByHome.add(region);
    return home;
  }

  /**
   * Calls `listener` when a Region whose requests the home Region has answered gets an engine of
   * its own (a replica is put there): from then on those requests no longer see the home's tables.
   */
  onOwnTables(listener: (region: string) => void): void {
    this.ownTablesListeners.push(listener);
  }

  /** A Region's engine, made on first use with the home's settings (a global table's new replica). */
  region(name: string): Engine {
    let engine = this.byName.get(name);
    if (!engine) {
      const home = this.home;
      engine = this.create(
        {
          ...this.options,
          region: name,
          clock: home.clock,
          seed: seededHash(name, home.seed),
          replicaLagMs: home.replicas.lagMs,
        },
        this,
      );
      this.byName.set(name, engine);
      if (this.answeredByHome.delete(name)) for (const listener of this.ownTablesListeners) listener(name);
    }
    return engine;
  }

  /** The Regions that have an engine, the home first. */
  all(): Engine[] {
    return [...this.byName.values()];
  }

  /** A Region's engine, if it has one (never makes one). */
  existing(name: string): Engine | undefined {
    return this.byName.get(name);
  }
}
