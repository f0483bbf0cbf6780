/**
 * What becomes of a batch once its handler call is over, by Lambda's rules for stream event source
 * mappings (services-ddb-params.html, services-dynamodb-errors.html, services-ddb-batchfailurereporting.html):
 * - success moves the consumer's place past the batch;
 * - a function error retries the batch (it blocks its shard), split in two first with
 *   bisectBatchOnFunctionError (splitting is not a retry), until maximumRetryAttempts retries or,
 *   failing, until its oldest record is older than maximumRecordAgeInSeconds: then it goes to the
 *   on-failure destination (`failures`) and reading moves past it; records already that old are
 *   never sent (dropTooOld);
 * - with ReportBatchItemFailures, a partial batch response (batchItemFailures.ts) moves the place up
 *   to the lowest failed record and retries from there;
 * - records trimmed from the stream (24 hours) before they were handled are lost;
 * - with FilterCriteria, a batch's range may hold records no filter matched: they are not part of
 *   it (not sent, counted or recorded), and its place moves past them with the rest (recordFilter.ts).
 * The running totals and the failure log are the consumer's own, shared with it.
 */
import type { TableStream } from '../tableStream.ts';
import { formatSequence } from '../streamRecord.ts';
import { batchEvent } from './batchEvent.ts';
import { readBatchResponse } from './batchItemFailures.ts';
import type { FailureLog } from './consumerHistory.ts';
import type { ConsumerCounters, FailedBatch, FunctionResponseType } from './consumerTypes.ts';
import { errorMessage } from './handlerOutcome.ts';
import type { RecordFilter } from './recordFilter.ts';
import type { Batch, Cursor } from './shardCursor.ts';

export interface OutcomeSettings {
  maximumRetryAttempts: number;
  bisectBatchOnFunctionError: boolean;
  functionResponseTypes: FunctionResponseType[];
  /** -1: no limit. */
  maximumRecordAgeInSeconds: number;
}

export class BatchOutcomes {
  private readonly stream: TableStream;
  private readonly settings: OutcomeSettings;
  private readonly totals: ConsumerCounters;
  private readonly failures: FailureLog;
  private readonly filter: RecordFilter;
  /** The engine clock. */
  private readonly now: () => number;

  constructor(
    stream: TableStream,
    settings: OutcomeSettings,
    totals: ConsumerCounters,
    failures: FailureLog,
    filter: RecordFilter,
    now: () => number,
  ) {
    this.stream = stream;
    this.settings = settings;
    this.totals = totals;
    this.failures = failures;
    this.filter = filter;
    this.now = now;
  }

  /** Records trimmed before they were handled are lost, as in Lambda; the loss is recorded. */
  expire(cursor: Cursor, now: number): void {
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

  /** The handler returned: the batch succeeded, unless a partial batch response says otherwise. */
  returned(cursor: Cursor, batch: Batch, sequenceNumbers: string[], response: unknown): void {
    // Without ReportBatchItemFailures Lambda ignores what the function returns.
    if (!this.settings.functionResponseTypes.includes('ReportBatchItemFailures')) {
      this.succeeded(cursor, batch);
      return;
    }
    const read = readBatchResponse(response, sequenceNumbers);
    if (read.kind === 'success') this.succeeded(cursor, batch);
    else if (read.kind === 'invalid') this.failed(cursor, batch, read.message);
    else this.partlyFailed(cursor, batch, read.offset, read.reported);
  }

  private succeeded(cursor: Cursor, batch: Batch): void {
    cursor.queue.shift();
    this.advance(cursor, batch.end);
    this.totals.recordsProcessed += this.filter.members(cursor.shard, batch).length;
  }

  /** Records no filter matched, from the consumer's place up to `end`: discarded, the place moves past them. */
  filteredOut(cursor: Cursor, end: number): void {
    this.advance(cursor, end);
  }

  /**
   * The function reported failed records: those before the first of them are processed (the
   * checkpoint moves), the batch is retried from it. With bisecting on, Lambda splits the batch at
   * that record instead, and splitting is not a retry; a batch failing from its first record is retried.
   */
  private partlyFailed(cursor: Cursor, batch: Batch, offset: number, reported: number): void {
    const now = this.now();
    if (batch.start < cursor.shard.base) return; // trimmed meanwhile: the next step records the loss
    const members = this.filter.members(cursor.shard, batch);
    const first = members[offset];
    const sequence = formatSequence(cursor.shard.at(first)!.sequence);
    const reportedText = `ReportBatchItemFailures: ${reported} of ${members.length} records reported failed`;
    const lastError = (what: string) =>
      (this.totals.lastError = { message: `${reportedText}; ${what}`, time: now, shardId: cursor.shard.id });
    lastError(`retrying from SequenceNumber ${sequence}`);
    if (offset > 0) {
      this.totals.recordsProcessed += offset;
      this.advance(cursor, first);
      batch.start = first;
    }
    // The function did not fail: a batch given up on now names no functionError.
    if (this.tooOld(cursor, batch, now)) {
      this.giveUp(cursor, batch, 'RecordAgeExceeded', undefined, now);
    } else if (!(this.settings.bisectBatchOnFunctionError && offset > 0)) {
      this.retry(cursor, batch, undefined, now);
    }
    // Given up on (too old, or its retries used up): it went to the on-failure destination.
    if (cursor.queue[0] !== batch)
      lastError(`from SequenceNumber ${sequence} on sent to the on-failure destination`);
  }

  failed(cursor: Cursor, batch: Batch, error: unknown): void {
    const now = this.now();
    const message = errorMessage(error);
    this.totals.failedInvocations++;
    this.totals.lastError = { message, time: now, shardId: cursor.shard.id };
    if (batch.start < cursor.shard.base) return; // trimmed meanwhile: the next step records the loss
    // Records past the maximum age are not worth splitting or retrying: Lambda discards them.
    if (this.tooOld(cursor, batch, now)) {
      this.giveUp(cursor, batch, 'RecordAgeExceeded', message, now);
      return;
    }
    const members = this.filter.members(cursor.shard, batch);
    const size = members.length;
    if (this.settings.bisectBatchOnFunctionError && size > 1) {
      // Halves of the records sent (records filtered out between them are in no half's count).
      const middle = members[Math.ceil(size / 2)];
      cursor.queue.splice(
        0,
        1,
        { start: batch.start, end: middle, attempts: batch.attempts, invocations: batch.invocations },
        { start: middle, end: batch.end, attempts: batch.attempts, invocations: batch.invocations },
      );
      return;
    }
    this.retry(cursor, batch, message, now);
  }

  /**
   * Lambda never sends a record older than maximumRecordAgeInSeconds: the batch's leading records
   * past it (records are in age order) go to the on-failure destination before the call. Returns
   * whether nothing of the batch is left to send.
   */
  dropTooOld(cursor: Cursor, batch: Batch, now: number): boolean {
    const maximum = this.settings.maximumRecordAgeInSeconds;
    if (maximum < 0) return false;
    const members = this.filter.members(cursor.shard, batch);
    const old = members.findIndex((position) => now - cursor.shard.at(position)!.createdAt <= maximum * 1000);
    const fresh = old < 0 ? batch.end : members[old];
    if (old === 0) return false;
    this.record(cursor, { ...batch, end: fresh }, 'RecordAgeExceeded', undefined, now);
    this.advance(cursor, fresh);
    batch.start = fresh;
    if (fresh < batch.end) return false;
    cursor.queue.shift();
    return true;
  }

  /** Whether the batch's oldest record is older than maximumRecordAgeInSeconds, on the engine clock. */
  private tooOld(cursor: Cursor, batch: Batch, now: number): boolean {
    const maximum = this.settings.maximumRecordAgeInSeconds;
    const oldest = this.filter.members(cursor.shard, batch)[0] ?? batch.start;
    return maximum >= 0 && now - cursor.shard.at(oldest)!.createdAt > maximum * 1000;
  }

  /** One more attempt for the batch at the head of the queue, or the last one was its last. */
  private retry(cursor: Cursor, batch: Batch, functionError: string | undefined, now: number): void {
    batch.attempts++;
    const maximum = this.settings.maximumRetryAttempts;
    if (maximum < 0 || batch.attempts <= maximum) return;
    this.giveUp(cursor, batch, 'RetryAttemptsExhausted', functionError, now);
  }

  /** The batch at the head of the queue goes to the on-failure destination; reading moves past it. */
  private giveUp(
    cursor: Cursor,
    batch: Batch,
    condition: FailedBatch['condition'],
    functionError: string | undefined,
    now: number,
  ): void {
    cursor.queue.shift();
    this.record(cursor, batch, condition, functionError, now);
    this.advance(cursor, batch.end);
  }

  /** The batch's records, in the on-failure destination. */
  private record(
    cursor: Cursor,
    batch: Batch,
    condition: FailedBatch['condition'],
    functionError: string | undefined,
    now: number,
  ): void {
    const members = this.filter.members(cursor.shard, batch);
    const size = members.length;
    this.totals.recordsFailed += size;
    this.failures.push({
      time: now,
      condition,
      approximateInvokeCount: batch.invocations,
      functionError,
      shardId: cursor.shard.id,
      startSequenceNumber: formatSequence(cursor.shard.at(members[0])!.sequence),
      endSequenceNumber: formatSequence(cursor.shard.at(members[size - 1])!.sequence),
      batchSize: size,
      records: batchEvent(this.stream, cursor.shard, members),
    });
  }

  /** Everything before `end` is handled. */
  private advance(cursor: Cursor, end: number): void {
    cursor.position = end;
    cursor.lastSequence = cursor.shard.at(end - 1)?.sequence ?? cursor.lastSequence;
  }
}
