/**
 * `engine.capacity`: partitions, capacity and throttling for every table, on the engine clock.
 *
 * Operations call it once a request's cost is known and before anything is committed or returned:
 * reads after they ran (a read's cost depends on what it read), writes before their condition is
 * evaluated (admitWrite) and again with the full plan before committing (chargeWrite), so a
 * throttled request changes nothing and consumes nothing, and a failed condition still consumes
 * capacity (conditionFailed). Each throws DynamoDB's throttling error with its ThrottlingReasons.
 * Batch operations pass `batchItem` (and turn the error into Unprocessed*); transactions admit
 * every item first and then charge each with `admitted`.
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError, type ErrorName } from '../errors.ts';
import { LatencyModel } from '../metrics/latency.ts';
import { capacitySnapshot, type CapacitySnapshot, type SnapshotOptions } from '../metrics/snapshot.ts';
import type { SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { Table } from '../storage/table.ts';
import type { WritePlan } from '../storage/writePlan.ts';
import type { RequestTrace } from '../trace.ts';
import {
  checkWriteTargets,
  failRequest,
  recordThrottle,
  throttleOne,
  type ChargeOptions,
} from './admission.ts';
import { AccountMetrics } from '../metrics/accountMetrics.ts';
import { resolveCapacityOptions, type CapacityOptions, type ResolvedCapacityOptions } from './limits.ts';
import type { EncodedKey } from '../storage/primaryKey.ts';
import { ReadMeter, type ReadPart } from './readMeter.ts';
import type { ResourceCapacity } from './resourceCapacity.ts';
import type { CapacityContext } from './resourceIdentity.ts';
import { TableCapacity } from './tableCapacity.ts';
import type { AccessKind, ThrottleCause } from './throttleReasons.ts';
import { traceItems, traceUse } from './traceRecorder.ts';
import { vectorBytesOf } from '../vectors/vectorChanges.ts';
import { baseTarget, writeTargets } from './writeTargets.ts';

export class CapacityModel {
  readonly options: ResolvedCapacityOptions;
  readonly account: AccountMetrics;
  /** The trace of the request being dispatched by dispatchTraced, if any. */
  trace: RequestTrace | undefined;
  private readonly engine: Engine;
  private readonly context: CapacityContext;
  private readonly tables = new WeakMap<Table, TableCapacity>();

  constructor(engine: Engine, options?: CapacityOptions) {
    this.engine = engine;
    this.options = resolveCapacityOptions(options);
    this.context = { engine, options: this.options, latency: new LatencyModel(engine.seed) };
    this.account = new AccountMetrics(this.options.metricsSeconds, engine.now());
  }

  /** The table's capacity state if it has any yet (unlike `of`, creates none). */
  existing(table: Table): TableCapacity | undefined {
    return this.tables.get(table);
  }

  /** The capacity state of a table (created on first use). */
  of(table: Table): TableCapacity {
    let state = this.tables.get(table);
    if (!state) {
      state = new TableCapacity(table, this.context, this.engine.now());
      this.tables.set(table, state);
    }
    return state;
  }

  /** Checks a key read (GetItem, a batch or transaction item) without consuming anything. */
  admitItemRead(table: Table, key: EncodedKey, options?: ChargeOptions): void {
    const now = this.engine.now();
    const state = this.of(table);
    const resource = state.tableResource(now);
    const partition = resource.partitionFor(table.items.hashOf(key.pk), key.sk);
    const failed = resource.readLimits(partition, now);
    if (failed !== 0 && this.options.enforce)
      throttleOne(state, 'read', resource, partition, failed, key.pk, now, options);
  }

  /**
   * Charges a read of one key: GetItem, or an item of BatchGetItem / TransactGetItems (the caller
   * computes the units, transactional ones doubled). `itemBytes` is the item's size if it was found.
   */
  chargeItemRead(
    table: Table,
    key: EncodedKey,
    units: number,
    itemBytes?: number,
    options?: ChargeOptions,
  ): void {
    const found = itemBytes === undefined ? 0 : 1;
    const items = { scannedCount: found, count: found, bytesRead: itemBytes ?? 0 };
    this.chargeKeyRead(table, undefined, key.pk, key.sk, units, items, options);
  }

  /**
   * A meter for a Query page of the item collection of `pk`: its partition takes the page, or, when
   * a split divided the collection by sort key (`divided`), each partition its part of it.
   */
  collectionMeter(table: Table, index: SecondaryIndex | undefined, pk: string): ReadMeter {
    return this.meter(table, index, (state) => state.hashOf(index, pk), pk);
  }

  /** A read of one item at key position (pk, sk): its partition's limits, then the units. */
  private chargeKeyRead(
    table: Table,
    index: SecondaryIndex | undefined,
    pk: string,
    sk: string,
    units: number,
    items: { scannedCount: number; count: number; bytesRead: number },
    options: ChargeOptions | undefined,
  ): void {
    const now = this.engine.now();
    const state = this.of(table);
    const resource = state.resourceFor(index, now);
    const hash = state.hashOf(index, pk);
    const partition = resource.partitionFor(hash, sk);
    if (!options?.admitted) {
      const failed = resource.readLimits(partition, now);
      if (failed !== 0 && this.options.enforce)
        throttleOne(state, 'read', resource, partition, failed, pk, now, options);
    }
    resource.takeRead(partition, units, hash, sk, pk, now);
    this.succeeded(state, 'read', units, now);
    if (this.trace) {
      traceUse(this.trace, resource, partition, 'read', units);
      traceItems(this.trace, items.scannedCount, items.count, items.bytesRead);
    }
  }

  /**
   * A meter for a Scan page: record what was read in each item collection, then charge. A Scan
   * names no key, so its traffic does not count towards top keys.
   */
  scanMeter(table: Table, index: SecondaryIndex | undefined, startHash: number): ReadMeter {
    return this.meter(table, index, () => startHash, undefined);
  }

  private meter(
    table: Table,
    index: SecondaryIndex | undefined,
    startHash: (state: TableCapacity) => number,
    pk: string | undefined,
  ): ReadMeter {
    const now = this.engine.now();
    const state = this.of(table);
    const resource = state.resourceFor(index, now);
    const hash = startHash(state);
    const start = { partition: resource.partitionFor(hash), hash, sk: '', bytes: 0 };
    return new ReadMeter(this, state, resource, index, start, pk, now);
  }

  /**
   * Used by ReadMeter: charges `units` over partitions in proportion to the bytes read in each; `pk`
   * is the Query's key for top keys (a Scan names none).
   */
  chargeSpread(
    state: TableCapacity,
    resource: ResourceCapacity,
    parts: readonly ReadPart[],
    units: number,
    page: { scannedCount: number; count: number; bytesRead: number },
    pk: string | undefined,
    now: number,
  ): void {
    if (this.options.enforce) {
      let causes: ThrottleCause[] | undefined;
      for (const part of parts) {
        const failed = resource.readLimits(part.partition, now);
        if (failed === 0) continue;
        causes ??= [];
        recordThrottle(resource, part.partition, 'read', failed, pk, now, causes);
      }
      if (causes) failRequest(state, 'read', causes, undefined, now);
    }
    const bytes = parts.reduce((sum, part) => sum + part.bytes, 0);
    for (const part of parts) {
      const share = bytes > 0 ? (units * part.bytes) / bytes : units / parts.length;
      resource.takeRead(part.partition, share, part.hash, part.sk, pk, now);
      if (this.trace) traceUse(this.trace, resource, part.partition, 'read', share);
    }
    this.succeeded(state, 'read', units, now);
    if (this.trace) traceItems(this.trace, page.scannedCount, page.count, page.bytesRead);
  }

  /**
   * Admits a write on the base item's partition and the table, before its condition is evaluated:
   * a throttled write must not evaluate its condition or change anything.
   */
  admitWrite(table: Table, key: EncodedKey, options?: ChargeOptions): void {
    const now = this.engine.now();
    const state = this.of(table);
    const target = baseTarget(state, key, 0, now);
    const failed = target.resource.writeLimits(target.partition, now);
    if (failed !== 0 && this.options.enforce) {
      throttleOne(state, 'write', target.resource, target.partition, failed, key.pk, now, options);
    }
  }

  /** Checks a planned write on the table and every global index it changes; consumes nothing. */
  checkWrite(plan: WritePlan, tableUnits: number, options?: ChargeOptions): void {
    const now = this.engine.now();
    const state = this.of(plan.table);
    if (this.options.enforce)
      checkWriteTargets(state, writeTargets(state, plan, tableUnits, now), now, options);
  }

  /**
   * Charges a planned write before it is committed: the table (and its local indexes) and each global
   * index partition it changes. A global index short of capacity throttles the base-table write
   * (GSI back-pressure, gsi-throttling.html), and the error names the index.
   */
  chargeWrite(plan: WritePlan, tableUnits: number, options?: ChargeOptions): void {
    const now = this.engine.now();
    const state = this.of(plan.table);
    const targets = writeTargets(state, plan, tableUnits, now);
    if (!options?.admitted && this.options.enforce) checkWriteTargets(state, targets, now, options);
    let total = 0;
    for (const target of targets) {
      target.resource.takeWrite(target.partition, target.units, target.hash, target.sk, target.pk, now);
      total += target.units;
      if (this.trace) traceUse(this.trace, target.resource, target.partition, 'write', target.units);
    }
    this.succeeded(state, 'write', total, now);
    const vectorBytes = vectorBytesOf(plan.vectorChanges);
    if (vectorBytes > 0) state.tableResource(now).series.current.VectorWriteRequestBytes += vectorBytes;
  }

  /**
   * A write whose condition failed still consumes write capacity from the table
   * (read-write-operations.html) and counts in ConditionalCheckFailedRequests. Returns `error`
   * for rethrowing, with the units it consumed.
   */
  conditionFailed(table: Table, key: EncodedKey, units: number, error: unknown): unknown {
    if (!(error instanceof DynamoDBError) || error.type !== 'ConditionalCheckFailedException') return error;
    const now = this.engine.now();
    const state = this.of(table);
    const target = baseTarget(state, key, units, now);
    target.resource.takeWrite(target.partition, units, target.hash, key.sk, key.pk, now);
    target.resource.series.current.ConditionalCheckFailedRequests += 1;
    if (this.trace) traceUse(this.trace, target.resource, target.partition, 'write', units);
    error.chargedWriteUnits = units;
    return error;
  }

  /**
   * One item-level request refused because a transaction in flight holds its item (a plain write, a
   * batch's item, a transaction's action or get): CloudWatch's TransactionConflict, per table.
   */
  recordTransactionConflict(table: Table): void {
    this.of(table).tableResource(this.engine.now()).series.current.TransactionConflict += 1;
  }

  /** One item removed by Time to Live's background deleter: TimeToLiveDeletedItemCount, per table. */
  recordTimeToLiveDeletion(table: Table): void {
    this.of(table).tableResource(this.engine.now()).series.current.TimeToLiveDeletedItemCount += 1;
  }

  /** A batch request every item of which was throttled: one ThrottledRequest for the table. */
  recordThrottledRequest(table: Table): void {
    this.of(table).tableResource(this.engine.now()).series.current.ThrottledRequests += 1;
  }

  /** Per-second metrics, partitions, split events and top keys of a table and its indexes. */
  snapshot(table: Table, options?: SnapshotOptions): CapacitySnapshot {
    return capacitySnapshot(this.engine, table, options);
  }

  /** Counts an error reply in the account's UserErrors or SystemErrors (metrics-dimensions.html). */
  recordError(type: ErrorName): void {
    this.account.record(type, this.engine.now());
  }

  /** SuccessfulRequestLatency, simulated, on the table (CloudWatch reports it per table). */
  private succeeded(state: TableCapacity, kind: AccessKind, units: number, now: number): void {
    const current = state.tableResource(now).series.current;
    const latency = this.context.latency.sample(kind, units);
    current.SuccessfulRequests += 1;
    current.SuccessfulRequestLatencySum += latency;
    if (latency > current.SuccessfulRequestLatencyMaximum) current.SuccessfulRequestLatencyMaximum = latency;
  }
}
