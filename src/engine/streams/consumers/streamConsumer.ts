/**
 * A stream consumer that behaves like a Lambda trigger on a DynamoDB stream, on the engine clock:
 * - each shard is read in order, one batch in flight per shard; a child shard waits until its
 *   parent is finished, so an item's changes are handled in order across splits and rollovers;
 * - a failing batch (the handler throws or its promise rejects) blocks its shard: it is retried at
 *   the next poll, split in two first if bisectBatchOnFunctionError is set (splitting does not count
 *   as a retry), and given up after maximumRetryAttempts retries — recorded in `failures`, the
 *   on-failure destination — or when its records are trimmed from the stream (24 hours);
 * - polls are scheduled only while there is work: a new record wakes an idle consumer, so a
 *   fast-forward over idle hours costs nothing.
 * Handlers may be synchronous or return a promise; a pending promise holds its shard until it settles.
 */
import type { Engine } from '../../engine.ts';
import { formatSequence } from '../streamRecord.ts';
import type { TableStream } from '../tableStream.ts';
import type {
  ConsumerCounters,
  FailedBatch,
  ShardCheckpoint,
  StreamConsumerState,
  StreamHandler,
} from './consumerTypes.ts';
import { batchEvent } from './batchEvent.ts';
import { copyCounters, FailureLog, newCounters } from './consumerHistory.ts';
import { errorMessage, isThenable } from './handlerOutcome.ts';
import { cursorProgress, hasWork, newCursor, type Batch, type Cursor } from './shardCursor.ts';

export interface ResolvedConsumerSettings {
  name: string;
  handler: StreamHandler;
  batchSize: number;
  maximumRetryAttempts: number;
  bisectBatchOnFunctionError: boolean;
  startingPosition: 'TRIM_HORIZON' | 'LATEST';
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

  constructor(engine: Engine, id: number, stream: TableStream, settings: ResolvedConsumerSettings) {
    this.engine = engine;
    this.id = id;
    this.stream = stream;
    this.settings = settings;
    this.totals = copyCounters(settings.resumeCounters) ?? newCounters();
    this.failures.restore(settings.resumeFailures);
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
    if (cursor.position < shard.base) this.expire(cursor, now);
    let batch = cursor.queue[0];
    if (!batch) {
      const end = Math.min(shard.end, cursor.position + this.settings.batchSize);
      if (end === cursor.position) {
        if (!shard.isOpen) cursor.finished = true;
        return;
      }
      batch = { start: cursor.position, end, attempts: 0, invocations: 0 };
      cursor.queue.push(batch);
    }
    this.invoke(cursor, batch, now);
  }

  /** Records trimmed before they were handled are lost, as in Lambda; the loss is recorded. */
  private expire(cursor: Cursor, now: number): void {
    const shard = cursor.shard;
    const lost = shard.base - cursor.position;
    this.totals.recordsFailed += lost;
    this.failures.push({
      time: now,
      condition: 'RecordsExpired',
      approximateInvokeCount: cursor.queue[0]?.invocations ?? 0,
      functionError: undefined,
      shardId: shard.id,
      startSequenceNumber: '',
      endSequenceNumber: formatSequence(shard.trimmedThrough),
      batchSize: lost,
      records: [],
    });
    cursor.position = shard.base;
    cursor.queue = [];
  }

  private invoke(cursor: Cursor, batch: Batch, now: number): void {
    const records = batchEvent(this.stream, cursor.shard, batch);
    const last = cursor.shard.at(batch.end - 1)!;
    this.totals.invocations++;
    batch.invocations++;
    this.totals.lastInvocationAt = now;
    this.totals.iteratorAgeMs = now - last.createdAt;
    let result: unknown;
    try {
      result = this.settings.handler({ Records: records });
    } catch (error) {
      this.failed(cursor, batch, error);
      return;
    }
    if (!isThenable(result)) {
      this.succeeded(cursor, batch);
      return;
    }
    cursor.inFlight = true;
    const settle = (error: unknown, ok: boolean) => {
      cursor.inFlight = false;
      if (this.stopped) return;
      if (ok) this.succeeded(cursor, batch);
      else this.failed(cursor, batch, error);
      this.schedule();
    };
    try {
      result.then(
        () => settle(undefined, true),
        (error: unknown) => settle(error, false),
      );
    } catch (error) {
      settle(error, false);
    }
  }

  private succeeded(cursor: Cursor, batch: Batch): void {
    cursor.queue.shift();
    this.advance(cursor, batch);
    this.totals.recordsProcessed += batch.end - batch.start;
  }

  private failed(cursor: Cursor, batch: Batch, error: unknown): void {
    const now = this.engine.now();
    this.totals.failedInvocations++;
    this.totals.lastError = { message: errorMessage(error), time: now, shardId: cursor.shard.id };
    if (batch.start < cursor.shard.base) return; // trimmed meanwhile: the next step records the loss
    const size = batch.end - batch.start;
    if (this.settings.bisectBatchOnFunctionError && size > 1) {
      const middle = batch.start + Math.ceil(size / 2);
      cursor.queue.splice(
        0,
        1,
        { start: batch.start, end: middle, attempts: batch.attempts, invocations: batch.invocations },
        { start: middle, end: batch.end, attempts: batch.attempts, invocations: batch.invocations },
      );
      return;
    }
    batch.attempts++;
    const maximum = this.settings.maximumRetryAttempts;
    if (maximum < 0 || batch.attempts <= maximum) return;
    cursor.queue.shift();
    this.totals.recordsFailed += size;
    this.failures.push({
      time: now,
      condition: 'RetryAttemptsExhausted',
      approximateInvokeCount: batch.invocations,
      functionError: this.totals.lastError.message,
      shardId: cursor.shard.id,
      startSequenceNumber: formatSequence(cursor.shard.at(batch.start)!.sequence),
      endSequenceNumber: formatSequence(cursor.shard.at(batch.end - 1)!.sequence),
      batchSize: size,
      records: batchEvent(this.stream, cursor.shard, batch),
    });
    this.advance(cursor, batch);
  }

  private advance(cursor: Cursor, batch: Batch): void {
    cursor.position = batch.end;
    cursor.lastSequence = cursor.shard.at(batch.end - 1)?.sequence ?? cursor.lastSequence;
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
      pollIntervalMs: settings.pollIntervalMs,
      ...this.counters(),
      shards: [...this.cursors.values()].map((cursor) => cursorProgress(cursor, this.waitsForParent(cursor))),
      failures: this.failures.copies(),
    };
  }
}
