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
 * - Work: 1 write unit per 1 KB of each projected index entry, rounded up, as a write of that entry,
 *   for the items the backfill walks to and writes (storage/backfillWork.ts): an item a write
 *   changes before the walk reaches it is the ongoing write's, paid once, by that write.
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
 * - Time: progress is settled second by second (one row of metrics each) and when the index's
 *   throughput changes; the last step ends when the work is done, to the millisecond. Seconds in
 *   which nothing else can happen (no other scheduled work, no request: a fast-forward) are settled
 *   in one step, at the full rate each, keeping a row for each second the metrics window holds.
 */
import type { Engine } from '../engine.ts';
import type { ResourceCapacity } from '../capacity/resourceCapacity.ts';
import { TABLE_QUOTA_UNITS } from '../capacity/limits.ts';
import { settleCreationWarmThroughput } from '../capacity/throughputUpdates.ts';
import { writeUnits } from '../capacity/units.ts';
import { BackfillWork, watchBackfill } from '../storage/backfillWork.ts';
import { fitsIndexKey } from '../storage/indexKeyChecks.ts';
import { indexEntry, indexEntryKey, type SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { Table } from '../storage/table.ts';
import { BACKFILL_ITEMS_PER_SECOND } from './indexSet.ts';

interface Backfill {
  table: Table;
  index: SecondaryIndex;
  /** The items still to write, and the units written. */
  work: BackfillWork;
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
  // The walk, in Scan order; writes from now on take the items they change out of it.
  const work = new BackfillWork();
  for (const collection of table.items.scanOrder.values()) {
    for (const [sk, stored] of collection.items.entries()) {
      if (!fitsIndexKey(index, stored.attributes)) continue;
      const tableKey = { pk: collection.pk, sk };
      const key = indexEntryKey(index, table.keySchema, stored.attributes, tableKey);
      if (!key) continue;
      const entry = indexEntry(index, table.keySchema, stored);
      index.entries.put(key, entry);
      work.add(tableKey, writeUnits(entry.size));
    }
  }
  watchBackfill(index, work);
  table.indexes.push(index);
  engine.after(engine.tableStatusDelayMs, () => {
    if (index.status !== 'CREATING') return watchBackfill(index, undefined);
    index.backfilling = true;
    const since = engine.now();
    const resource = resourceOf(engine, table, index, since);
    resource.building = true;
    const state: Backfill = {
      table,
      index,
      work,
      rate: 0,
      since,
      // Reading the table paces the backfill too, at a fixed speed (its capacity is not the table's).
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

const secondAfter = (time: number) => (Math.floor(time / 1000) + 1) * 1000;

/**
 * Counts the work done from `since` to `now` into the seconds it was done in. Ongoing writes since
 * `since` fall in its first second: plan() lets a step reach past that second only over seconds in
 * which nothing else could happen, and those go at the full rate.
 */
function settle(engine: Engine, state: Backfill, now: number): void {
  // Not resourceFor: that would bring the index's throughput in line at a past time.
  const resource =
    engine.capacity.of(state.table).existingIndexResource(state.index) ??
    resourceOf(engine, state.table, state.index, state.since);
  resource.tick(state.since);
  const ongoing = resource.writeUnitsTaken - state.taken;
  let from = Math.min(now, secondAfter(state.since));
  record(resource, state, (state.rate * (from - state.since)) / 1000 - ongoing);
  // The ring keeps the last metricsSeconds rows: older quiet seconds are counted without one.
  const unkept = Math.floor((now - from) / 1000) - resource.metricsSeconds - 1;
  if (unkept > 0) {
    state.work.copy(state.rate * unkept);
    from += unkept * 1000;
  }
  for (; from < now; from += 1000) {
    resource.tick(from);
    record(resource, state, (state.rate * (Math.min(now, from + 1000) - from)) / 1000);
  }
  state.since = now;
  state.taken = resource.writeUnitsTaken;
}

/** The backfill writes up to `free` units in the resource's current second. */
function record(resource: ResourceCapacity, state: Backfill, free: number): void {
  const metrics = resource.series.current;
  metrics.OnlineIndexConsumedWriteCapacity += state.work.copy(free);
  const total = state.work.total;
  metrics.OnlineIndexPercentageProgress = total === 0 ? 100 : (100 * state.work.copied) / total;
}

/**
 * Schedules the next step: the next second boundary, or the moment the work is done if sooner —
 * or, when nothing else can happen before a later boundary, that boundary (quietUntil).
 */
function plan(engine: Engine, state: Backfill): void {
  const { index, since, work } = state;
  const writing = work.remaining > 0;
  if (!writing && since >= state.readUntil) return finish(engine, state);
  state.rate = backfillRate(resourceOf(engine, state.table, index, since));
  const quiet = Math.floor((engine.scheduler.quietUntil() ?? since) / 1000) * 1000;
  const boundary = Math.max(secondAfter(since), quiet);
  const written = writing ? since + Math.ceil((work.remaining * 1000) / state.rate) : since;
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
  watchBackfill(state.index, undefined);
  resourceOf(engine, state.table, state.index, state.since).building = false;
}
