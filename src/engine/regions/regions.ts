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
 * on, requests signed for it reach its own tables, as on AWS.
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
    // Every request comes through here: a lone Region answers without a lookup.
    if (region === undefined || this.byName.size === 1) return this.homeEngine!;
    return this.byName.get(region) ?? this.homeEngine!;
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
