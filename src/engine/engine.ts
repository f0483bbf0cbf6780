/**
 * The engine: tables on a virtual clock. Operations (operations/*.ts) are plain functions of
 * `(engine, request)`; this class holds the state they share and the timed work they schedule.
 */
import { partitionOf } from './partition.ts';
import { CapacityModel } from './capacity/capacityModel.ts';
import type { CapacityOptions } from './capacity/limits.ts';
import { Clock, type Scheduler, type ClockOptions } from './clock.ts';
import { IdempotencyTokens } from './transactions/idempotency.ts';
import { ItemLocks } from './transactions/itemLocks.ts';
import { DynamoDBError, resourceNotFound, validation } from './errors.ts';
import { checkTableArnScope } from './tableArnScope.ts';
import {
  resolveStreamOptions,
  type ResolvedStreamOptions,
  type StreamOptions,
} from './streams/streamOptions.ts';
import {
  resolveTimeToLiveOptions,
  type ResolvedTimeToLiveOptions,
  type TimeToLiveOptions,
} from './ttl/timeToLiveOptions.ts';
import type { StoredItem } from './storage/itemStore.ts';
import { ReplicaLag } from './storage/replicaLag.ts';
import { Regions } from './regions/regions.ts';
import type { ObjectStore } from './s3/objectStore.ts';
import { isUsable, type Table } from './storage/table.ts';
import { itemSize, MAX_ITEM_BYTES } from './values/size.ts';
import type { AttributeMap } from './values/types.ts';

export interface EngineOptions {
  /** Region in ARNs and stream records (default us-east-1). */
  region?: string;
  /** Account id in ARNs (default 000000000000, as DynamoDB Local uses). */
  accountId?: string;
  clock?: Clock | ClockOptions;
  /** Simulated time a table spends CREATING or DELETING (default 400 ms; 0 in most tests). */
  tableStatusDelayMs?: number;
  /** How often DescribeTable's ItemCount/TableSizeBytes are refreshed (DynamoDB: about 6 h; 0 = live). */
  statisticsRefreshMs?: number;
  /**
   * Simulated time before a write shows in global secondary indexes (DynamoDB: usually well under a
   * second; default 250 ms, 0 makes GSIs read-your-writes for tests).
   */
  gsiPropagationDelayMs?: number;
  /**
   * Simulated time a TransactWriteItems stays in flight between prepare and commit, holding its
   * items (default 0: transactions complete at once). With a latency, concurrent requests to the
   * same items meet TransactionConflict, as on DynamoDB.
   */
  transactionLatencyMs?: number;
  /**
   * How far the trailing replica of each partition is behind (storage/replicaLag.ts): one eventually
   * consistent read in three then answers as the table was this long ago. Default 0: always current.
   */
  replicaLagMs?: number;
  /** Cap on an item collection of a table with local secondary indexes (DynamoDB: 10 GB). */
  itemCollectionLimitBytes?: number;
  /**
   * Simulated time a write to a global table takes to reach the other Regions' replicas
   * (globalTables/replication.ts; DynamoDB: usually within a second; default 1000 ms).
   */
  replicationLatencyMs?: number;
  /** Seed for every pseudo-random choice (hash salt, ids), so runs are reproducible. */
  seed?: number;
  /** Partitions, capacity and throttling (capacity/limits.ts): enforcement, split sizes and timing. */
  capacity?: CapacityOptions;
  /** DynamoDB Streams: shard rollover and the retained-record bound (streams/streamOptions.ts). */
  streams?: StreamOptions;
  /** Time to Live: deletion delay spread, status and cooldown timing (ttl/timeToLiveOptions.ts). */
  timeToLive?: TimeToLiveOptions;
  /** The account's S3, for exports and imports (s3/objectStore.ts); in memory by default. */
  objectStore?: ObjectStore;
}

export const DEFAULT_TABLE_STATUS_DELAY_MS = 400;
export const DEFAULT_GSI_PROPAGATION_DELAY_MS = 250;
/** A global table's writes reach the other Regions "usually within a second" (V2globaltables_HowItWorks). */
export const DEFAULT_REPLICATION_LATENCY_MS = 1000;
export const SIX_HOURS_MS = 6 * 60 * 60 * 1000;

export class Engine {
  readonly clock: Clock;
  /** Shared with the account's other Regions (regions/regions.ts): one timeline. */
  readonly scheduler: Scheduler;
  /** The account's Regions, this one among them. */
  readonly regions: Regions;
  readonly tables = new Map<string, Table>();
  readonly region: string;
  /** The Region's partition, named in every ARN (`aws`, `aws-cn`, `aws-us-gov`, …). */
  readonly partition: string;
  readonly accountId: string;
  readonly tableStatusDelayMs: number;
  readonly statisticsRefreshMs: number;
  readonly gsiPropagationDelayMs: number;
  transactionLatencyMs: number;
  itemCollectionLimitBytes: number;
  replicationLatencyMs: number;
  readonly locks = new ItemLocks();
  readonly idempotencyTokens = new IdempotencyTokens();
  /** Set by dispatchAsync while an operation runs: it may answer with a DeferredReply. */
  deferralAllowed = false;
  /**
   * Called with the simulated delay whenever timed work is scheduled (and with 0 when the clock is
   * resumed, sped up or moved), so a host running the clock in real time can wake the engine then
   * (see startClockDriver). Without it, due work runs lazily.
   */
  onScheduled: ((delayMs: number) => void) | undefined;
  readonly seed: number;
  /** Partitions, capacity and throttling of every table (capacity/capacityModel.ts). */
  readonly capacity: CapacityModel;
  readonly streamOptions: ResolvedStreamOptions;
  readonly timeToLiveOptions: ResolvedTimeToLiveOptions;
  /** The replicas eventually consistent reads are served by (storage/replicaLag.ts). */
  readonly replicas: ReplicaLag;
  private randomState: number;
  private requestTime: number | undefined;
  /**
   * The body of the request being served, as its client wrote it (given by dispatch): SearchVectors
   * reads it as serde_json would, and its messages point into its layout (validation/shape/serde.ts).
   */
  requestText: string | undefined;

  /** `regions`: the account this engine is a Region of (regions/regions.ts); a new account by default. */
  constructor(options: EngineOptions = {}, regions?: Regions) {
    this.clock = options.clock instanceof Clock ? options.clock : new Clock(options.clock);
    this.region = options.region ?? 'us-east-1';
    this.regions = regions ?? new Regions(options, (regional, account) => new Engine(regional, account));
    this.scheduler = this.regions.scheduler;
    this.partition = partitionOf(this.region).name;
    this.accountId = options.accountId ?? '000000000000';
    this.tableStatusDelayMs = options.tableStatusDelayMs ?? DEFAULT_TABLE_STATUS_DELAY_MS;
    this.statisticsRefreshMs = options.statisticsRefreshMs ?? SIX_HOURS_MS;
    this.gsiPropagationDelayMs = options.gsiPropagationDelayMs ?? DEFAULT_GSI_PROPAGATION_DELAY_MS;
    this.transactionLatencyMs = options.transactionLatencyMs ?? 0;
    this.itemCollectionLimitBytes = options.itemCollectionLimitBytes ?? 10 * 1024 * 1024 * 1024;
    this.replicationLatencyMs = options.replicationLatencyMs ?? DEFAULT_REPLICATION_LATENCY_MS;
    this.seed = (options.seed ?? 0x5eed) >>> 0;
    this.randomState = this.seed || 1;
    this.capacity = new CapacityModel(this, options.capacity);
    this.streamOptions = resolveStreamOptions(options.streams);
    this.timeToLiveOptions = resolveTimeToLiveOptions(options.timeToLive, this.tableStatusDelayMs);
    this.replicas = new ReplicaLag(this, options.replicaLagMs ?? 0);
    if (!regions) this.regions.adoptHome(this);
  }

  /** Simulated time, epoch milliseconds (one instant for the whole of a request). */
  now(): number {
    return this.requestTime ?? this.clock.now();
  }

  /** Runs the timed work that is due. */
  tick(): void {
    this.scheduler.runDue(this.clock.now());
  }

  /**
   * Starts a request: runs the timed work that is due, then holds the time still until endRequest, so
   * a request happens at one instant (and reads the host's wall clock once, not at every step).
   * `text`: its body as sent (requestText).
   */
  beginRequest(text?: string): void {
    this.requestText = text;
    this.requestTime = undefined;
    const now = this.clock.now();
    // The due work may take a while: the request happens after it, at the clock's time then.
    this.requestTime = this.scheduler.runDue(now) ? this.clock.now() : now;
  }

  endRequest(): void {
    this.requestTime = undefined;
    this.requestText = undefined;
  }

  /**
   * Moves simulated time forward, running scheduled work at the times it was scheduled for
   * (a one-day jump runs a 400 ms status change at its own moment, not at the end of the day).
   */
  advance(milliseconds: number): void {
    const target = this.clock.now() + Math.max(0, milliseconds);
    this.runUntil(target);
  }

  /** Jumps forward to an absolute simulated time (never backwards: timed work would be lost). */
  setTime(epochMilliseconds: number): void {
    if (epochMilliseconds < this.clock.now()) throw validation('The clock cannot be moved backwards');
    this.runUntil(epochMilliseconds);
  }

  private runUntil(target: number): void {
    // Work scheduled for earlier moments runs at its own time, not at the request's.
    this.requestTime = undefined;
    for (
      let next = this.scheduler.peek();
      next !== undefined && next <= target;
      next = this.scheduler.peek()
    ) {
      if (next > this.clock.now()) this.clock.set(next);
      this.scheduler.runDue(next, target);
    }
    this.clock.set(target);
  }

  /**
   * Runs `task` after `delayMs` of simulated time (at once, synchronously, when the delay is 0).
   * `changesState: false` marks work that never changes what a snapshot holds (see timedChanges).
   */
  after(delayMs: number, task: () => void, changesState = true): void {
    if (delayMs <= 0) task();
    else {
      this.scheduler.schedule(this.clock.now() + delayMs, task, changesState);
      // The home engine is the one a host drives (startClockDriver), for every Region's work.
      this.regions.home.onScheduled?.(delayMs);
    }
  }

  /**
   * Runs `task` at simulated time `time` — never synchronously, even when that time has passed: work
   * that reschedules itself step by step (a backfill) then runs in the due loop, not in a recursion.
   */
  at(time: number, task: () => void, changesState = true): void {
    this.scheduler.schedule(time, task, changesState);
    this.regions.home.onScheduled?.(Math.max(0, time - this.clock.now()));
  }

  /**
   * A count that grows whenever timed work that may change state runs — for every Region of the
   * account, between requests (the clock driver) or lazily at a request's start. A host that saves
   * the sandbox saves when it has moved: a TTL deletion or a finished export happens on the clock,
   * not in a request that changes anything.
   */
  timedChanges(): number {
    return this.scheduler.stateChanges;
  }

  /** Notes a change a read made as it looked (see Scheduler.noteChange): it counts in timedChanges. */
  noteLazyChange(): void {
    this.scheduler.noteChange();
  }

  /** Simulated time of the next scheduled task, if any. */
  nextDue(): number | undefined {
    return this.scheduler.peek();
  }

  /** xorshift32: deterministic pseudo-random 32-bit values from the engine seed. */
  random32(): number {
    let x = this.randomState;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.randomState = x >>> 0;
    return this.randomState;
  }

  tableArn(name: string): string {
    return `arn:${this.partition}:dynamodb:${this.region}:${this.accountId}:table/${name}`;
  }

  /** The table a TableName parameter names: a table name, or (since 2024) a table ARN. */
  findTable(nameOrArn: string): Table | undefined {
    return nameOrArn.startsWith('arn:') ? this.tableByArn(nameOrArn) : this.tables.get(nameOrArn);
  }

  tableByArn(arn: string): Table | undefined {
    const prefix = this.tableArn('');
    if (!arn.startsWith(prefix)) return undefined;
    const table = this.tables.get(arn.slice(prefix.length));
    return table?.arn === arn ? table : undefined;
  }

  /** A table for a control-plane call (any status). */
  describeTarget(nameOrArn: string): Table {
    checkTableArnScope(this, nameOrArn);
    const table = this.findTable(nameOrArn);
    // Named by ARN, the message names the table (ack-api-quirks dynamodb DDB-TABLE-072).
    const name = nameOrArn.startsWith('arn:') ? nameOrArn.slice(nameOrArn.lastIndexOf('/') + 1) : nameOrArn;
    if (!table) throw resourceNotFound(`Requested resource not found: Table: ${name} not found`);
    return table;
  }

  /** A table for a data-plane call: it must exist and be ACTIVE (or UPDATING). */
  usableTable(nameOrArn: string): Table {
    const table = this.findTable(nameOrArn);
    if (!table || !isUsable(table)) throw resourceNotFound();
    return table;
  }
}

/** An update's item says "to update" (UpdateItem's documented ValidationException), a put's does not. */
const itemTooLarge = (update: boolean) =>
  new DynamoDBError(
    'ValidationException',
    `Item size ${update ? 'to update ' : ''}has exceeded the maximum allowed size`,
  );

/** Wraps validated, canonical attributes for storage, enforcing the 400 KB item limit. */
export function toStoredItem(
  attributes: AttributeMap,
  size = itemSize(attributes),
  update = false,
): StoredItem {
  if (size > MAX_ITEM_BYTES) throw itemTooLarge(update);
  return { attributes, size, json: undefined, checksum: undefined };
}
