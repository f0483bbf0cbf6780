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
 * - polls are scheduled only while there is work: a new record wakes an idle consumer, so a
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
  private scheduled = false;
  private stopped = false;
  /** Lambda's `Enabled: false`: no polls, the position kept (setEnabled). */
  private disabled = false;
  /** Running totals (a restored consumer carries on from its saved ones). */
  private readonly totals: ConsumerCounters;
  private readonly failures = new FailureLog();
  private readonly outcomes: BatchOutcomes;
  private readonly filter: RecordFilter;

  constructor(engine: Engine, id: number, stream: TableStream, settings: ResolvedConsumerSettings) {
    this.engine = engine;
    this.id = id;
    this.stream = stream;
    this.settings = settings;
    this.totals = copyCounters(settings.resumeCounters) ?? newCounters();
    this.failures.restore(settings.resumeFailures);
    this.filter = new RecordFilter(stream, settings.filterPatterns);
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
      this.cursors.set(shard.id, newCursor(shard, start));
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

  private schedule(): void {
    if (this.scheduled || this.stopped || this.disabled) return;
    this.scheduled = true;
    // A poll changes nothing saved itself; the writes its handler sends are requests of their own.
    this.engine.after(this.settings.pollIntervalMs, () => this.poll(), false);
  }

  private poll(): void {
    this.scheduled = false;
    if (this.stopped || this.disabled) return;
    const now = this.engine.now();
    this.stream.refresh(now);
    this.followNewShards();
    let work = false;
    for (const cursor of this.cursors.values()) {
      if (cursor.finished || cursor.inFlight || this.waitsForParent(cursor)) continue;
      this.step(cursor, now);
      if (!cursor.finished && !cursor.inFlight && hasWork(cursor)) work = true;
    }
    if (work) this.schedule();
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

  private step(cursor: Cursor, now: number): void {
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
        return;
      }
      const end = this.filter.batchEnd(shard, start, this.settings.batchSize);
      this.countRead(shard, from, end);
      batch = { start, end, attempts: 0, invocations: 0 };
      this.totals.recordsFilteredOut += end - from - this.filter.members(shard, batch).length;
      cursor.queue.push(batch);
    }
    if (this.outcomes.dropTooOld(cursor, batch, now)) return;
    this.invoke(cursor, batch, now);
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
      filterCriteria: copyFilterCriteria(settings.filterCriteria),
      pollIntervalMs: settings.pollIntervalMs,
      ...this.counters(),
      shards: [...this.cursors.values()].map((cursor) => cursorProgress(cursor, this.waitsForParent(cursor))),
      failures: this.failures.copies(),
    };
  }
}
