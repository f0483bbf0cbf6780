/**
 * The backfill of a global index added by UpdateTable, on the engine clock. What AWS documents:
 *
 * - The backfill writes every qualifying item into the index with the index's write capacity, which
 *   it shares with the writes the table keeps sending the index; too little provisioned write
 *   capacity makes it slower, and raising the index's WCU with UpdateTable while it builds speeds it
 *   up (GSI.OnlineOps.html, "Adding a global secondary index to an existing table" and "to a large
 *   table"; re:Post knowledge center create-gsi-dynamodb). Reading the table uses internal capacity,
 *   not the table's (same knowledge-center page), so items the index does not take cost nothing.
 * - Its consumption is OnlineIndexConsumedWriteCapacity, not the index's ConsumedWriteCapacityUnits;
 *   OnlineIndexPercentageProgress is its progress and OnlineIndexThrottleEvents the index's write
 *   throttles meanwhile (metrics-dimensions.html; TroubleshootingThrottling-cloudwatch.html).
 *
 * The model (docs/capacity-model.md, "Global index backfill"):
 *
 * - Work: 1 write unit per 1 KB of each projected index entry, rounded up, as a write of that entry.
 * - Rate, provisioned: the index's WCU per second, less what ongoing writes took of it in that time
 *   (never below zero; they come first, and the backfill never draws on burst capacity). The index
 *   has enough partitions to carry its WCU (provisionedPartitionCount) and the backfill copies
 *   across them, so the index's WCU, not a partition's ceiling, is the limit.
 * - Rate, on-demand: AWS publishes none ("you can't increase the capacity on the index" of an
 *   on-demand table). The sandbox uses the write throughput the index serves at once — its warm
 *   throughput, 4,000 units a second for a new index — capped by its MaxWriteRequestUnits and the
 *   per-table quota: a small table's index is ready a few milliseconds after its allocation phase.
 * - Reading the table: at BACKFILL_ITEMS_PER_SECOND (5,000 items a second), on internal capacity,
 *   unmetered; the backfill ends when both the reading and the writing are done, so an index that
 *   takes few of the table's items is not ready at once.
 * - Time: progress is settled at every second boundary (one row of metrics each) and when the index's
 *   throughput changes; the last step ends when the work is done, to the millisecond.
 */
import type { Engine } from '../engine.ts';
import type { ResourceCapacity } from '../capacity/resourceCapacity.ts';
import { TABLE_QUOTA_UNITS } from '../capacity/limits.ts';
import { settleCreationWarmThroughput } from '../capacity/throughputUpdates.ts';
import { writeUnits } from '../capacity/units.ts';
import { fitsIndexKey } from '../storage/indexKeyChecks.ts';
import { indexEntry, indexEntryKey, type SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { Table } from '../storage/table.ts';
import { BACKFILL_ITEMS_PER_SECOND } from './indexSet.ts';

interface Backfill {
  table: Table;
  index: SecondaryIndex;
  /** Write units the whole backfill needs, and those still to write. */
  total: number;
  remaining: number;
  /** Units per second in effect since `since`, the time progress was settled to. */
  rate: number;
  since: number;
  /** The index resource's writeUnitsTaken at `since`: what ongoing writes took since then. */
  taken: number;
  /** When reading the table is done (it paces a backfill that has little or nothing to write). */
  readUntil: number;
  /** Bumped by every re-plan, so a step scheduled before it does nothing. */
  generation: number;
}

const backfills = new WeakMap<SecondaryIndex, Backfill>();

/**
 * Adds `index` to the table, CREATING: the entries are put in at once (writes meanwhile keep them
 * current), but the index is served only once the backfill's work is done on the clock. As probed
 * against AWS in 2026 (ack-api-quirks dynamodb DDB-TABLE-138, 148, 165), the index shows Backfilling
 * false while the table is UPDATING and true once the table is ACTIVE again, until the index is.
 */
export function startBackfill(engine: Engine, table: Table, index: SecondaryIndex): void {
  index.status = 'CREATING';
  index.backfilling = false;
  index.addedAt = engine.now();
  // Reading the table paces the backfill too, at a fixed speed (its capacity is not the table's).
  let total = 0;
  for (const collection of table.items.scanOrder.values()) {
    for (const [sk, stored] of collection.items.entries()) {
      if (!fitsIndexKey(index, stored.attributes)) continue;
      const key = indexEntryKey(index, table.keySchema, stored.attributes, { pk: collection.pk, sk });
      if (!key) continue;
      const entry = indexEntry(index, table.keySchema, stored);
      index.entries.put(key, entry);
      total += writeUnits(entry.size);
    }
  }
  table.indexes.push(index);
  engine.after(engine.tableStatusDelayMs, () => {
    if (index.status !== 'CREATING') return;
    index.backfilling = true;
    const since = engine.now();
    const resource = resourceOf(engine, table, index, since);
    resource.building = true;
    const state: Backfill = {
      table,
      index,
      total,
      remaining: total,
      rate: 0,
      since,
      readUntil: since + Math.ceil((table.items.itemCount * 1000) / BACKFILL_ITEMS_PER_SECOND),
      taken: resource.writeUnitsTaken,
      generation: 0,
    };
    backfills.set(index, state);
    plan(engine, state);
  });
}

/**
 * The index's throughput changed while it backfills (UpdateTable): progress so far is settled at
 * the old rate and the rest planned at the new one.
 */
export function replanBackfill(engine: Engine, index: SecondaryIndex): void {
  const state = backfills.get(index);
  if (!state || index.status !== 'CREATING') return;
  settle(engine, state, engine.now());
  plan(engine, state);
}

/** Write units per second the backfill may use (before ongoing writes take their share). */
export function backfillRate(resource: ResourceCapacity): number {
  if (resource.provisionedWrite) return resource.provisionedWrite.rate;
  return Math.min(resource.warm.write, resource.maxWriteRequestUnits ?? Infinity, TABLE_QUOTA_UNITS);
}

function resourceOf(engine: Engine, table: Table, index: SecondaryIndex, now: number): ResourceCapacity {
  return engine.capacity.of(table).resourceFor(index, now);
}

/** Counts the work done from `since` to `now` (one second at most) into the second it began in. */
function settle(engine: Engine, state: Backfill, now: number): void {
  // Not resourceFor: that would bring the index's throughput in line at a past time.
  const resource =
    engine.capacity.of(state.table).existingIndexResource(state.index) ??
    resourceOf(engine, state.table, state.index, state.since);
  resource.tick(state.since);
  const ongoing = resource.writeUnitsTaken - state.taken;
  const free = (state.rate * (now - state.since)) / 1000 - ongoing;
  const copied = Math.min(state.remaining, Math.max(0, free));
  state.remaining -= copied;
  state.since = now;
  state.taken = resource.writeUnitsTaken;
  const metrics = resource.series.current;
  metrics.OnlineIndexConsumedWriteCapacity += copied;
  metrics.OnlineIndexPercentageProgress =
    state.total === 0 ? 100 : (100 * (state.total - state.remaining)) / state.total;
}

/** Schedules the next step: the next second boundary, or the moment the work is done if sooner. */
function plan(engine: Engine, state: Backfill): void {
  const { index, since } = state;
  // Floating-point remainders of a fractional rate are not work left.
  const writing = state.remaining >= 1e-9;
  if (!writing && since >= state.readUntil) return finish(engine, state);
  state.rate = backfillRate(resourceOf(engine, state.table, index, since));
  const boundary = (Math.floor(since / 1000) + 1) * 1000;
  const written = writing ? since + Math.ceil((state.remaining * 1000) / state.rate) : since;
  const done = Math.max(written, state.readUntil);
  const next = Math.min(boundary, done);
  const generation = ++state.generation;
  // A step only moves progress and metrics; the last one changes what a snapshot holds.
  engine.at(
    next,
    () => {
      if (generation !== state.generation) return;
      if (index.status !== 'CREATING') return stop(engine, state);
      settle(engine, state, next);
      plan(engine, state);
    },
    next === done,
  );
}

function finish(engine: Engine, state: Backfill): void {
  const { index, table } = state;
  index.status = 'ACTIVE';
  index.backfilling = undefined;
  stop(engine, state);
  settleCreationWarmThroughput(engine, table);
}

/** The build is over (done, or the index deleted): its throttles are ordinary ones again. */
function stop(engine: Engine, state: Backfill): void {
  backfills.delete(state.index);
  resourceOf(engine, state.table, state.index, state.since).building = false;
}
