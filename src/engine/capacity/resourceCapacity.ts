/**
 * The capacity of one table or global secondary index (local indexes use their table's): its
 * partitions, the table-level limits of its billing mode, its warm throughput, its metrics.
 *
 * Table-level limits (docs/capacity-model.md has the sources):
 * - provisioned: one read and one write bucket at the provisioned rate holding up to 300 seconds of
 *   unused capacity (burst). Any partition may use the table's capacity up to its own ceiling at
 *   once (adaptive capacity is "instant"), so there is no per-partition share.
 * - on-demand: no rate of its own — throughput comes from partitions, and the resource pre-splits to
 *   serve twice its previous peak; plus the account's per-table quota and optional user maximums.
 *
 * The state follows the table definition lazily: billing mode and provisioned values are compared
 * on every request (two field reads) and the buckets reconfigured when the definition changed.
 *
 * The per-request methods (limits, take) live on the class and count into named fields, so a request
 * costs property accesses only. A partition's key traffic is sampled once it is half busy in a second
 * or already hot: a split for heat needs the traffic of hot seconds; ordinary traffic costs nothing.
 */
import { RESOURCE_METRIC_NAMES, type ResourceMetricName } from '../metrics/metricNames.ts';
import { SecondSeries } from '../metrics/secondSeries.ts';
import { TopKeys } from '../metrics/topKeys.ts';
import type { BillingMode, ProvisionedThroughputState } from '../storage/table.ts';
import {
  BURST_SECONDS,
  ON_DEMAND_INITIAL_READ,
  ON_DEMAND_INITIAL_WRITE,
  PARTITION_READ_UNITS,
  PARTITION_WRITE_UNITS,
  TABLE_QUOTA_UNITS,
} from './limits.ts';
import type { Partition } from './partition.ts';
import {
  evenPartitions,
  layoutOf,
  partitionFor,
  partitionsOf,
  type PartitionHost,
  type PartitionLayout,
  provisionedPartitionCount,
} from './partitionLayout.ts';
import { enterSecond, growTo, growToProvisioned } from './partitionScaling.ts';
import { PartitionEvents } from './partitionEvents.ts';
import type { CapacityContext, ResourceIdentity, WarmThroughputState } from './resourceIdentity.ts';
import { SecondWindow } from './secondWindow.ts';
import { TokenBucket } from './tokenBucket.ts';

/** The limits a request can exceed, as bit flags (one request may exceed several). */
export const KEY_RANGE = 1;
export const PROVISIONED = 2;
export const ACCOUNT_LIMIT = 4;
export const MAX_ON_DEMAND = 8;

export class ResourceCapacity implements PartitionHost {
  readonly identity: ResourceIdentity;
  readonly context: CapacityContext;
  partitions: Partition[] = [];
  retired: Partition[] = [];
  readonly series: SecondSeries<ResourceMetricName>;
  readonly topTraffic = new TopKeys();
  readonly topThrottled = new TopKeys();
  readonly events: PartitionEvents;
  mode: BillingMode | undefined;
  provisionedRead: TokenBucket | undefined;
  provisionedWrite: TokenBucket | undefined;
  maxRead: SecondWindow | undefined;
  maxWrite: SecondWindow | undefined;
  readonly quotaRead = new SecondWindow(TABLE_QUOTA_UNITS);
  readonly quotaWrite = new SecondWindow(TABLE_QUOTA_UNITS);
  /** User-set OnDemandThroughput maximums (undefined: none). */
  maxReadRequestUnits: number | undefined;
  maxWriteRequestUnits: number | undefined;
  readonly warm: WarmThroughputState = { read: 0, write: 0, status: 'ACTIVE' };
  /** The WarmThroughput an UpdateTable asked for, applied when the update completes. */
  pendingWarm: { read: number; write: number } | undefined;
  /** Whether an UpdateTable raise of the warm throughput has completed: later ones are quick. */
  warmRaised = false;
  /** Highest consumption in any second: the "previous peak" of on-demand mode. */
  peakRead = 0;
  peakWrite = 0;
  /**
   * Write units taken by requests over the resource's life: a global index's backfill reads how much
   * of its capacity the ongoing writes used (operations/globalIndexBackfill.ts).
   */
  writeUnitsTaken = 0;
  /**
   * A global index being built by UpdateTable: its write throttles count as OnlineIndexThrottleEvents,
   * not WriteThrottleEvents (metrics-dimensions.html).
   */
  building = false;
  /** A throughput-driven split round is scheduled. */
  growing = false;
  /** Store size at the last size check (checks run again only when it changed). */
  sizeChecked = -1;
  private syncedRead = -1;
  private syncedWrite = -1;
  private nextId = 0;

  constructor(identity: ResourceIdentity, context: CapacityContext, now: number) {
    this.identity = identity;
    this.context = context;
    const second = Math.floor(now / 1000);
    this.series = new SecondSeries(RESOURCE_METRIC_NAMES, context.options.metricsSeconds, second);
    this.events = new PartitionEvents(identity);
  }

  get metricsSeconds(): number {
    return this.context.options.metricsSeconds;
  }

  newPartitionId(): string {
    return `p${this.nextId++}`;
  }

  layout(): PartitionLayout {
    return {
      ...layoutOf(this.partitions, this.nextId),
      warm: { read: this.warm.read, write: this.warm.write, ...(this.warmRaised ? { raised: true } : {}) },
    };
  }

  /**
   * Puts back a saved layout: partitions never merge, so a reload keeps the splits it had. A layout
   * with fewer partitions than the resource has now (its throughput alone asks for more) is ignored.
   */
  restoreLayout(layout: PartitionLayout, now: number): void {
    if (layout.warm) this.raiseWarm(layout.warm.read, layout.warm.write);
    if (layout.warm?.raised) this.warmRaised = true;
    if (layout.ids.length < this.partitions.length) return;
    this.partitions = partitionsOf(layout, now, this.metricsSeconds);
    this.nextId = Math.max(this.nextId, layout.nextId);
  }

  /** The partition holding key position (hash, sk); '' finds where the collections of `hash` begin. */
  partitionFor(hash: number, sk = ''): Partition {
    return partitionFor(this.partitions, hash, sk);
  }

  /** The limits (flags) that would throttle a read in `partition` now; 0 when it is admitted. */
  readLimits(partition: Partition, now: number): number {
    let failed = partition.read.admits(now) ? 0 : KEY_RANGE;
    if (this.provisionedRead) {
      if (!this.provisionedRead.admits(now)) failed |= PROVISIONED;
    } else {
      if (!this.quotaRead.admits(now)) failed |= ACCOUNT_LIMIT;
      if (this.maxRead && !this.maxRead.admits(now)) failed |= MAX_ON_DEMAND;
    }
    return failed;
  }

  writeLimits(partition: Partition, now: number): number {
    let failed = partition.write.admits(now) ? 0 : KEY_RANGE;
    if (this.provisionedWrite) {
      if (!this.provisionedWrite.admits(now)) failed |= PROVISIONED;
    } else {
      if (!this.quotaWrite.admits(now)) failed |= ACCOUNT_LIMIT;
      if (this.maxWrite && !this.maxWrite.admits(now)) failed |= MAX_ON_DEMAND;
    }
    return failed;
  }

  /** Takes `units` of read capacity for a request admitted in `partition`, and counts them. */
  takeRead(
    partition: Partition,
    units: number,
    hash: number,
    sk: string,
    pk: string | undefined,
    now: number,
  ): void {
    partition.read.take(units);
    if (this.provisionedRead) this.provisionedRead.take(units);
    else {
      this.quotaRead.take(units);
      this.maxRead?.take(units);
    }
    const counts = partition.series.current;
    counts.ReadUnits += units;
    this.series.current.ConsumedReadCapacityUnits += units;
    if (partition.hotSeconds > 0 || counts.ReadUnits >= PARTITION_READ_UNITS / 2)
      partition.heat.add(hash, sk, units);
    if (pk !== undefined) this.topTraffic.add(pk, units, now);
  }

  takeWrite(
    partition: Partition,
    units: number,
    hash: number,
    sk: string,
    pk: string | undefined,
    now: number,
  ): void {
    partition.write.take(units);
    if (this.provisionedWrite) this.provisionedWrite.take(units);
    else {
      this.quotaWrite.take(units);
      this.maxWrite?.take(units);
    }
    const counts = partition.series.current;
    counts.WriteUnits += units;
    this.series.current.ConsumedWriteCapacityUnits += units;
    this.writeUnitsTaken += units;
    if (partition.hotSeconds > 0 || counts.WriteUnits >= PARTITION_WRITE_UNITS / 2)
      partition.heat.add(hash, sk, units);
    if (pk !== undefined) this.topTraffic.add(pk, units, now);
  }

  /** Moves the per-second metrics to the second of `now` (closing the ones that ended). */
  tick(now: number): void {
    const second = Math.floor(now / 1000);
    if (second > this.series.second) enterSecond(this, second, now);
  }

  /** Brings the limits in line with the definition (cheap when nothing changed). */
  sync(mode: BillingMode, provisioned: ProvisionedThroughputState | undefined, now: number): void {
    if (mode === this.mode) {
      if (mode !== 'PROVISIONED') return;
      if (provisioned!.readCapacityUnits === this.syncedRead) {
        if (provisioned!.writeCapacityUnits === this.syncedWrite) return;
      }
    }
    this.configure(mode, provisioned, now);
  }

  /** Sets OnDemandThroughput maximums (undefined or -1: none). */
  setMaximums(read: number | undefined, write: number | undefined): void {
    this.maxReadRequestUnits = read === undefined || read < 0 ? undefined : read;
    this.maxWriteRequestUnits = write === undefined || write < 0 ? undefined : write;
    this.maxRead =
      this.maxReadRequestUnits === undefined ? undefined : new SecondWindow(this.maxReadRequestUnits);
    this.maxWrite =
      this.maxWriteRequestUnits === undefined ? undefined : new SecondWindow(this.maxWriteRequestUnits);
  }

  /** The partition count a new resource starts with (docs/capacity-model.md, "Initial partitions"). */
  initialPartitionCount(): number {
    if (this.mode === 'PROVISIONED') {
      return provisionedPartitionCount(this.syncedRead, this.syncedWrite);
    }
    return Math.max(
      1,
      Math.ceil(this.warm.read / PARTITION_READ_UNITS),
      Math.ceil(this.warm.write / PARTITION_WRITE_UNITS),
    );
  }

  private configure(
    mode: BillingMode,
    provisioned: ProvisionedThroughputState | undefined,
    now: number,
  ): void {
    this.mode = mode;
    if (mode === 'PROVISIONED') {
      const read = Math.max(1, provisioned?.readCapacityUnits ?? 1);
      const write = Math.max(1, provisioned?.writeCapacityUnits ?? 1);
      this.syncedRead = read;
      this.syncedWrite = write;
      this.provisionedRead = burstBucket(this.provisionedRead, read, now);
      this.provisionedWrite = burstBucket(this.provisionedWrite, write, now);
      this.raiseWarm(read, write);
    } else {
      this.syncedRead = -1;
      this.syncedWrite = -1;
      this.provisionedRead = undefined;
      this.provisionedWrite = undefined;
      this.raiseWarm(ON_DEMAND_INITIAL_READ, ON_DEMAND_INITIAL_WRITE);
    }
    if (this.partitions.length === 0)
      this.partitions = evenPartitions(this, this.initialPartitionCount(), now);
    else if (mode === 'PROVISIONED') growToProvisioned(this, this.syncedRead, this.syncedWrite, now);
    else growTo(this, this.warm.read, this.warm.write, now);
  }

  /** Warm throughput never decreases; provisioned tables show the highest values ever provisioned. */
  raiseWarm(read: number, write: number): void {
    if (read > this.warm.read) this.warm.read = read;
    if (write > this.warm.write) this.warm.write = write;
  }
}

/** A provisioned bucket: the rate, and up to 300 s of unused capacity; a new one starts full. */
function burstBucket(bucket: TokenBucket | undefined, rate: number, now: number): TokenBucket {
  if (!bucket) return new TokenBucket(rate, rate * BURST_SECONDS, now, rate * BURST_SECONDS);
  bucket.reconfigure(rate, rate * BURST_SECONDS, now);
  return bucket;
}
