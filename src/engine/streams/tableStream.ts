/**
 * One stream of a table: its identity (ARN, label, view type), its status, and its shards.
 *
 * The shard rule (AWS publishes none; this follows capacity-facts.md §10):
 * - one open shard per partition of the table (capacity/partitionLayout.ts), so an item's changes
 *   always land in the same line of shards and stay in order;
 * - when a partition splits, its open shard closes and each child partition gets a new shard whose
 *   ParentShardId is the closed one (also when the range split again before the shards were checked);
 * - an open shard also closes once it is `shardRolloverMs` old (default 4 h, the community-reported
 *   rollover) and is followed by one child shard for the same partition;
 * - shards are checked when a record is written and when the stream is described, so an idle shard
 *   rolls over when it is next looked at;
 * - records older than 24 hours are trimmed, and a closed shard disappears 24 hours after closing;
 * - disabling the stream checks the shards once more, then closes every open shard; the stream
 *   stays readable for 24 hours.
 *
 * Sequence numbers come from one counter per stream, so they increase across shards too.
 */
import type { PolicySlot } from '../policies/policySlot.ts';
import type { Engine } from '../engine.ts';
import { seededHash } from '../seededHash.ts';
import { keyAttributesOf } from '../storage/primaryKey.ts';
import type { KeySchemaElement, Table } from '../storage/table.ts';
import type { WritePlan } from '../storage/writePlan.ts';
import { mapsEqual } from '../values/equality.ts';
import { Shard } from './shard.ts';
import { STREAM_RETENTION_MS, type ResolvedStreamOptions } from './streamOptions.ts';
import { newStreamRecord, type RecordContext, type StreamViewType } from './streamRecord.ts';
import { partitionOfKey, rangeHolds, tablePartitions, type TablePartition } from './tablePartitions.ts';

export type StreamStatus = 'ENABLING' | 'ENABLED' | 'DISABLING' | 'DISABLED';

/** What a stream's numbers come from: saved with it, so a restored stream carries on the same. */
export interface StreamNumbering {
  /** The last sequence number handed out. */
  sequence: number;
  /** Shards created so far (shard ids are derived from it). */
  shardCount: number;
  /** Seeds event ids and shard id suffixes. */
  idSeed: number;
}

export class TableStream implements RecordContext {
  readonly arn: string;
  readonly label: string;
  /** The stream's own resource-based policy (policies/policySlot.ts); unset before the first. */
  policy?: PolicySlot;
  /** The stream's own tags, apart from its table's (operations/streamTags.ts). */
  readonly tags = new Map<string, string>();
  readonly viewType: StreamViewType;
  readonly table: Table;
  readonly tableName: string;
  readonly keySchema: KeySchemaElement[];
  readonly region: string;
  idSeed: number;
  readonly createdAt: number;
  status: StreamStatus = 'ENABLING';
  /** When the stream was disabled (or its table deleted): it is readable for 24 hours more. */
  disabledAt: number | undefined;
  /** Shards in creation order, closed ones included until they age out. */
  shards: Shard[] = [];
  /**
   * Called after each new record and each change to the shards (one closed or made by a split, a
   * rollover or disabling; one aged out), so idle consumers wake up and follow them
   * (consumers/streamConsumer.ts): a rollover writes no record, yet a consumer must finish the
   * closed shard and take up its child.
   */
  readonly listeners = new Set<(shardsChanged: boolean) => void>();
  private readonly engine: Engine;
  private readonly options: ResolvedStreamOptions;
  private readonly open = new Map<string, Shard>();
  /** The partition of each open shard (unknown for shards restored from a snapshot): its key range. */
  private readonly openPartitions = new Map<string, TablePartition>();
  /** The newest shard of each partition ever seen: the parent of the next one. */
  private readonly newest = new Map<string, Shard>();
  private sequence = 0;
  private shardCount = 0;
  private retained = 0;

  constructor(engine: Engine, table: Table, viewType: StreamViewType, createdAt: number, label: string) {
    this.engine = engine;
    this.options = engine.streamOptions;
    this.table = table;
    this.tableName = table.name;
    this.keySchema = table.keySchemaElements;
    this.viewType = viewType;
    this.createdAt = createdAt;
    this.label = label;
    this.arn = `${table.arn}/stream/${label}`;
    this.region = engine.region;
    this.idSeed = seededHash(this.arn, engine.seed);
  }

  get isEnabled(): boolean {
    return this.status === 'ENABLING' || this.status === 'ENABLED';
  }

  /** Records a committed change (storage/commitWrite.ts), unless it changed nothing. */
  capture(plan: WritePlan, byService: boolean): void {
    const { old, next } = plan;
    // DynamoDB writes no record for a write that leaves the item as it was (Streams.html).
    if (
      old &&
      next &&
      (old === next || (old.size === next.size && mapsEqual(old.attributes, next.attributes)))
    )
      return;
    const now = this.engine.now();
    const shard = this.openShardFor(this.table.items.hashOf(plan.key.pk), plan.key.sk, now);
    const keys = keyAttributesOf(this.table.keySchema, (next ?? old)!.attributes);
    shard.append(newStreamRecord(this, ++this.sequence, now, keys, old, next, byService));
    this.retained++;
    const oldest = shard.oldestTime();
    if (oldest !== undefined && oldest < now - STREAM_RETENTION_MS)
      this.retained -= shard.trimBefore(now - STREAM_RETENTION_MS);
    if (this.retained > this.options.maxRetainedRecords) this.trimOldest();
    this.notify(false);
  }

  /** Brings shards in line with partitions, age and retention (DescribeStream, reads). */
  refresh(now: number): void {
    if (this.isEnabled && this.table.status !== 'DELETING') this.syncShards(now);
    const cutoff = now - STREAM_RETENTION_MS;
    for (const shard of this.shards) this.retained -= shard.trimBefore(cutoff);
    if (this.shards.some((shard) => shard.closedAt !== undefined && shard.closedAt < cutoff)) {
      this.shards = this.shards.filter((shard) => shard.closedAt === undefined || shard.closedAt >= cutoff);
      this.notify(true);
    }
  }

  disable(now: number): void {
    if (!this.isEnabled) return;
    // A split or rollover since the shards were last checked happened all the same: its shards
    // exist, and close with the rest (else the shards would depend on whether anyone looked).
    if (this.table.status !== 'DELETING') this.syncShards(now);
    this.status = 'DISABLING';
    this.disabledAt = now;
    for (const shard of this.open.values()) shard.close(now);
    this.open.clear();
    this.openPartitions.clear();
    this.notify(true);
  }

  shard(id: string): Shard | undefined {
    return this.shards.find((shard) => shard.id === id);
  }

  get numbering(): StreamNumbering {
    return { sequence: this.sequence, shardCount: this.shardCount, idSeed: this.idSeed };
  }

  /**
   * Replaces the shards with saved ones (snapshot/streamSnapshots.ts), in creation order, and takes
   * the saved numbering, so event ids stay the same and new records and shards carry on from it.
   * Open shards resume as their partitions' open shards; a shard whose partition is gone is closed
   * at the next refresh, as after a split.
   */
  restoreShards(shards: Shard[], numbering: StreamNumbering): void {
    this.shards = shards;
    this.sequence = numbering.sequence;
    this.shardCount = numbering.shardCount;
    this.idSeed = numbering.idSeed;
    this.open.clear();
    this.openPartitions.clear();
    this.newest.clear();
    this.retained = 0;
    for (const shard of shards) {
      this.newest.set(shard.partitionId, shard);
      if (shard.isOpen) this.open.set(shard.partitionId, shard);
      this.retained += shard.size;
    }
  }

  /** The last sequence number handed out (0 before the first record). */
  get lastSequence(): number {
    return this.sequence;
  }

  private openShardFor(hash: number, sk: string, now: number): Shard {
    const partition = partitionOfKey(tablePartitions(this.engine, this.table, now), hash, sk);
    let shard = this.open.get(partition.id);
    if (!shard || now - shard.createdAt >= this.options.shardRolloverMs) {
      this.syncShards(now);
      shard = this.open.get(partition.id)!;
    }
    return shard;
  }

  private syncShards(now: number): void {
    const partitions = tablePartitions(this.engine, this.table, now);
    const live = new Map(partitions.map((partition) => [partition.id, partition]));
    const shardsBefore = this.shardCount;
    // The shards this look closes, with their partitions' ranges: the parents of the new shards.
    const closed: { shard: Shard; partition: TablePartition | undefined }[] = [];
    for (const [partitionId, shard] of this.open) {
      if (live.has(partitionId) && now - shard.createdAt < this.options.shardRolloverMs) {
        // A shard restored from a snapshot learns its partition's range at the first look.
        if (!this.openPartitions.has(partitionId))
          this.openPartitions.set(partitionId, live.get(partitionId)!);
        continue;
      }
      shard.close(now);
      closed.push({ shard, partition: this.openPartitions.get(partitionId) });
      this.open.delete(partitionId);
      this.openPartitions.delete(partitionId);
    }
    for (const partition of partitions) {
      if (this.open.has(partition.id)) continue;
      const parent =
        this.newest.get(partition.id) ??
        // The shard that was open on the range this partition came from, found by range rather than
        // parentId: a range can split more than once between two looks (a throughput raise halves
        // every partition until they serve it), and the partitions in between never had a shard.
        closed.find((before) => before.partition && rangeHolds(before.partition, partition))?.shard ??
        (partition.parentId === undefined ? undefined : this.newest.get(partition.parentId));
      const shard = new Shard(this.newShardId(now), parent?.id, partition.id, now, ++this.sequence);
      this.shards.push(shard);
      this.open.set(partition.id, shard);
      this.openPartitions.set(partition.id, partition);
      this.newest.set(partition.id, shard);
    }
    // A shard made here takes its id from this moment. Reached from DescribeStream or a stream
    // read — requests a host does not save after — it must still be saved, or a reload would make
    // the shard again later, under another id.
    if (this.shardCount !== shardsBefore) this.engine.noteLazyChange();
    if (closed.length > 0 || this.shardCount !== shardsBefore) this.notify(true);
  }

  /** `shardsChanged`: a shard closed, was made or aged out — not only a new record. */
  private notify(shardsChanged: boolean): void {
    for (const listener of this.listeners) listener(shardsChanged);
  }

  /** Trims the oldest records across shards until the stream is back under 90% of its cap. */
  private trimOldest(): void {
    const target = Math.floor(this.options.maxRetainedRecords * 0.9);
    while (this.retained > target) {
      let oldest: Shard | undefined;
      for (const shard of this.shards) {
        const record = shard.at(shard.base);
        if (record && (!oldest || record.sequence < oldest.at(oldest.base)!.sequence)) oldest = shard;
      }
      if (!oldest || !oldest.trimOne()) return;
      this.retained--;
    }
  }

  /**
   * `shardId-` + the creation time as 20 digits + 8 hex digits, like DynamoDB's shard ids. The time
   * part counts up by at least 1 ms per shard, so ShardId order is creation order — parents before
   * children — even for shards made in one instant: DescribeStream lists shards in ShardId order,
   * which the Kinesis adapter relies on (scylladb/scylladb#7409).
   */
  private newShardId(now: number): string {
    const suffix = seededHash(`${this.arn}#${this.shardCount++}`, this.idSeed)
      .toString(16)
      .padStart(8, '0');
    // Shards are kept in creation order and an open one is never dropped: the last is the newest.
    const newest = this.shards.at(-1);
    const time = Math.max(Math.floor(now), newest ? idTime(newest.id) + 1 : 0);
    return `${SHARD_ID_PREFIX}${String(time).padStart(ID_TIME_DIGITS, '0')}-${suffix}`;
  }
}

const SHARD_ID_PREFIX = 'shardId-';
const ID_TIME_DIGITS = 20;

/** The creation-time part of a shard id. */
function idTime(id: string): number {
  return Number(id.slice(SHARD_ID_PREFIX.length, SHARD_ID_PREFIX.length + ID_TIME_DIGITS));
}
