/**
 * A stream consumer that behaves like a Lambda trigger on a DynamoDB stream, on the engine clock:
 * - each shard is read in order, one batch in flight per shard; a child shard waits until its
 *   parent is finished, so an item's changes are handled in order across splits and rollovers;
 * - a failing batch (the handler throws or its promise rejects, or with ReportBatchItemFailures
 *   reports failed records) blocks its shard: it is retried at the next poll, bisected, or given
 *   up on and recorded in `failures`, the on-failure destination (batchOutcomes.ts);
 * - with FilterCriteria, records no filter matches are discarded as they are read: batches hold
 *   kept records only, the consumer's place moves past the others, and a poll that finds nothing
 *   to keep invokes nothing (recordFilter.ts);
 * - batches are cut at BatchSize kept records and at Lambda's 6 MB payload limit; with a
 *   MaximumBatchingWindowInSeconds, a new batch that is not full waits for more records until the
 *   window has passed (batchForming.ts). A batch being retried never waits;
 * - polls are scheduled only while there is work: a new record wakes an idle consumer, and a batch
 *   gathering records is polled again when the next record arrives or when its window ends, so a
 *   fast-forward over idle hours costs nothing.
 * Handlers may be synchronous or return a promise; a pending promise holds its shard until it settles.
 */
import type { Engine } from '../../engine.ts';
import { recordReturnedRecords } from '../../metrics/returnedMetrics.ts';
import type { Shard } from '../shard.ts';
import type { TableStream } from '../tableStream.ts';
import type {
  ConsumerCounters,
  FailedBatch,
  FunctionResponseType,
  ShardCheckpoint,
  StreamConsumerState,
  StreamHandler,
} from './consumerTypes.ts';
import { batchEvent } from './batchEvent.ts';
import { BatchFormer, batchWait } from './batchForming.ts';
import { BatchOutcomes } from './batchOutcomes.ts';
import { copyCounters, FailureLog, newCounters } from './consumerHistory.ts';
import { copyFilterCriteria, type FilterCriteria, type FilterPattern } from './eventFilterPatterns.ts';
import { isThenable } from './handlerOutcome.ts';
import { RecordFilter } from './recordFilter.ts';
import { cursorProgress, hasWork, newCursor, type Batch, type Cursor } from './shardCursor.ts';

export interface ResolvedConsumerSettings {
  name: string;
  handler: StreamHandler;
  batchSize: number;
  maximumRetryAttempts: number;
  bisectBatchOnFunctionError: boolean;
  startingPosition: 'TRIM_HORIZON' | 'LATEST';
  functionResponseTypes: FunctionResponseType[];
  /** -1: no limit. */
  maximumRecordAgeInSeconds: number;
  /** 0: a new batch goes at the first poll that finds records. */
  maximumBatchingWindowInSeconds: number;
  /** As given (shown in the state), and its checked patterns (none: every record is kept). */
  filterCriteria: Required<FilterCriteria>;
  filterPatterns: FilterPattern[];
  pollIntervalMs: number;
  resumeAt: ShardCheckpoint[] | undefined;
  resumeCounters: ConsumerCounters | undefined;
  resumeFailures: FailedBatch[] | undefined;
}

export class StreamConsumer {
  readonly id: number;
  private readonly engine: Engine;
  private readonly stream: TableStream;
  private readonly settings: ResolvedConsumerSettings;
  private readonly cursors = new Map<string, Cursor>();
  /**
   * The stream's listener: a new record or a change to its shards. New shards are followed at once,
   * so the consumer's state lists them (a trigger's shard table) even before the poll this schedules.
   */
  private readonly wake = (shardsChanged: boolean) => {
    if (this.stopped) return;
    // Only a change to the shards needs following: a new record (every write) only schedules a poll.
    if (shardsChanged) this.followNewShards();
    this.schedule();
  };
  /** When the next poll runs. Timers cannot be cancelled: one replaced by a sooner poll does nothing. */
  private pollDue: number | undefined;
  /** The times timers are set for: a poll gathering a batch asks again for its window's end. */
  private readonly timers = new Set<number>();
  private stopped = false;
  /** Lambda's `Enabled: false`: no polls, the position kept (setEnabled). */
  private disabled = false;
  /** Running totals (a restored consumer carries on from its saved ones). */
  private readonly totals: ConsumerCounters;
  private readonly failures = new FailureLog();
  private readonly outcomes: BatchOutcomes;
  private readonly filter: RecordFilter;
  private readonly former: BatchFormer;

  constructor(engine: Engine, id: number, stream: TableStream, settings: ResolvedConsumerSettings) {
    this.engine = engine;
    this.id = id;
    this.stream = stream;
    this.settings = settings;
    this.totals = copyCounters(settings.resumeCounters) ?? newCounters();
    this.failures.restore(settings.resumeFailures);
    this.filter = new RecordFilter(stream, settings.filterPatterns);
    this.former = new BatchFormer(stream, this.filter, settings.batchSize);
    this.outcomes = new BatchOutcomes(stream, settings, this.totals, this.failures, this.filter, () =>
      engine.now(),
    );
    stream.refresh(engine.now());
    const saved =
      settings.resumeAt && new Map(settings.resumeAt.map((place) => [place.shardId, place.position]));
    for (const shard of stream.shards) {
      // A saved place before the shard's kept records is caught by step() as records lost to trimming.
      const start = saved
        ? Math.min(saved.get(shard.id) ?? shard.base, shard.end)
        : settings.startingPosition === 'LATEST'
          ? shard.end
          : shard.base;
      const cursor = newCursor(shard, start);
      // Resumed, the cursor names the last record it had handled, as it did before the save.
      if (saved) cursor.lastSequence = shard.at(start - 1)?.sequence;
      this.cursors.set(shard.id, cursor);
    }
    stream.listeners.add(this.wake);
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    this.stream.listeners.delete(this.wake);
  }

  /**
   * Disabling pauses polling where the consumer is (a batch in flight still settles); enabling
   * resumes from there, so records written meanwhile are handled late rather than skipped.
   */
  setEnabled(enabled: boolean): void {
    this.disabled = !enabled;
    if (enabled) this.schedule();
  }

  /** The first unhandled record of each shard: a batch being retried is handled again on resume. */
  checkpoint(): ShardCheckpoint[] {
    return [...this.cursors.values()].map((cursor) => ({
      shardId: cursor.shard.id,
      position: cursor.position,
    }));
  }

  counters(): ConsumerCounters {
    return copyCounters(this.totals);
  }

  /** A poll in `delayMs` (default: the poll interval), unless one is pending sooner. */
  private schedule(delayMs = this.settings.pollIntervalMs): void {
    if (this.stopped || this.disabled) return;
    const due = this.engine.now() + delayMs;
    if (this.pollDue !== undefined && this.pollDue <= due) return;
    this.pollDue = due;
    if (this.timers.has(due)) return;
    this.timers.add(due);
    // A poll changes nothing saved itself; the writes its handler sends are requests of their own.
    const fire = () => this.timers.delete(due) && this.pollDue === due && this.poll();
    this.engine.after(delayMs, fire, false);
  }

  private poll(): void {
    this.pollDue = undefined;
    if (this.stopped || this.disabled) return;
    const now = this.engine.now();
    this.stream.refresh(now);
    this.followNewShards();
    // Polled again at the poll interval while a shard has work, at a window's end if all it has is
    // a batch gathering records (a new record wakes the consumer sooner).
    let next = Infinity;
    for (const cursor of this.cursors.values()) {
      if (cursor.finished || cursor.inFlight || this.waitsForParent(cursor)) continue;
      const wait = this.step(cursor, now);
      if (cursor.finished || cursor.inFlight || !hasWork(cursor)) continue;
      next = Math.min(next, wait > 0 ? wait : this.settings.pollIntervalMs);
    }
    if (next < Infinity) this.schedule(next);
  }

  /** Shards created after registration are read from their start: all their records are new. */
  private followNewShards(): void {
    for (const shard of this.stream.shards) {
      if (!this.cursors.has(shard.id)) this.cursors.set(shard.id, newCursor(shard, shard.base));
    }
    for (const [id, cursor] of this.cursors) {
      if (cursor.finished && !this.stream.shards.includes(cursor.shard)) this.cursors.delete(id);
    }
  }

  private waitsForParent(cursor: Cursor): boolean {
    const parentId = cursor.shard.parentId;
    const parent = parentId === undefined ? undefined : this.cursors.get(parentId);
    return parent !== undefined && !parent.finished;
  }

  /** One poll of a shard; returns how long a new batch still gathers records (ms), or 0. */
  private step(cursor: Cursor, now: number): number {
    const shard = cursor.shard;
    if (cursor.position < shard.base) this.outcomes.expire(cursor, now);
    let batch = cursor.queue[0];
    if (!batch) {
      const from = cursor.position;
      // Records no filter matches are discarded before batching: the place moves past them.
      const start = this.filter.nextKept(shard, from, shard.end);
      if (start > from) this.outcomes.filteredOut(cursor, start);
      if (start === shard.end) {
        this.countRead(shard, from, start);
        this.totals.recordsFilteredOut += start - from;
        if (!shard.isOpen) cursor.finished = true;
        return 0;
      }
      const formed = this.former.form(shard, start);
      const wait = batchWait(shard, start, formed, this.settings, now);
      if (wait > 0) {
        // Gathering: the records passed over are read now, the batch's own when it goes.
        this.countRead(shard, from, start);
        this.totals.recordsFilteredOut += start - from;
        return wait;
      }
      const end = formed.end;
      this.countRead(shard, from, end);
      batch = { start, end, attempts: 0, invocations: 0 };
      this.totals.recordsFilteredOut += end - from - this.filter.members(shard, batch).length;
      cursor.queue.push(batch);
    }
    if (!this.outcomes.dropTooOld(cursor, batch, now)) this.invoke(cursor, batch, now);
    return 0;
  }

  /**
   * Lambda reads a shard with GetRecords, so what a mapping reads shows in the table's
   * ReturnedRecordsCount and ReturnedBytes: each record once, as the consumer's reading passes it,
   * filtered out or not (a retried batch is not read again).
   */
  private countRead(shard: Shard, from: number, to: number): void {
    let bytes = 0;
    for (let position = from; position < to; position++) bytes += shard.at(position)!.sizeBytes;
    recordReturnedRecords(this.engine, this.stream.table, to - from, bytes);
  }

  private invoke(cursor: Cursor, batch: Batch, now: number): void {
    const members = this.filter.members(cursor.shard, batch);
    const records = batchEvent(this.stream, cursor.shard, members);
    // Read before the call: a handler may change the records it is given.
    const sequenceNumbers = records.map((record) => record.dynamodb.SequenceNumber);
    const last = cursor.shard.at(members[members.length - 1])!;
    this.totals.invocations++;
    batch.invocations++;
    this.totals.lastInvocationAt = now;
    this.totals.iteratorAgeMs = now - last.createdAt;
    let result: unknown;
    try {
      result = this.settings.handler({ Records: records });
    } catch (error) {
      this.outcomes.failed(cursor, batch, error);
      return;
    }
    if (!isThenable(result)) {
      this.outcomes.returned(cursor, batch, sequenceNumbers, result);
      return;
    }
    cursor.inFlight = true;
    const settle = (ok: boolean, outcome: unknown) => {
      cursor.inFlight = false;
      if (this.stopped) return;
      if (ok) this.outcomes.returned(cursor, batch, sequenceNumbers, outcome);
      else this.outcomes.failed(cursor, batch, outcome);
      this.schedule();
    };
    try {
      result.then(
        (response: unknown) => settle(true, response),
        (error: unknown) => settle(false, error),
      );
    } catch (error) {
      settle(false, error);
    }
  }

  state(): StreamConsumerState {
    const settings = this.settings;
    return {
      id: this.id,
      name: settings.name,
      streamArn: this.stream.arn,
      tableName: this.stream.tableName,
      status: this.stopped ? 'STOPPED' : this.disabled ? 'DISABLED' : 'ACTIVE',
      batchSize: settings.batchSize,
      maximumRetryAttempts: settings.maximumRetryAttempts,
      bisectBatchOnFunctionError: settings.bisectBatchOnFunctionError,
      startingPosition: settings.startingPosition,
      functionResponseTypes: [...settings.functionResponseTypes],
      maximumRecordAgeInSeconds: settings.maximumRecordAgeInSeconds,
      maximumBatchingWindowInSeconds: settings.maximumBatchingWindowInSeconds,
      filterCriteria: copyFilterCriteria(settings.filterCriteria),
      pollIntervalMs: settings.pollIntervalMs,
      ...this.counters(),
      shards: [...this.cursors.values()].map((cursor) => cursorProgress(cursor, this.waitsForParent(cursor))),
      failures: this.failures.copies(),
    };
  }
}
