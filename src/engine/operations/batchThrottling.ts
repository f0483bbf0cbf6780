/**
 * Throttling in batch operations, as DynamoDB documents it for BatchGetItem and BatchWriteItem: an
 * item that cannot get capacity is handed back (UnprocessedKeys / UnprocessedItems) for the caller
 * to retry, and only when no item at all could be processed does the whole call fail with the
 * throttling error — and count once in ThrottledRequests for each table involved.
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError } from '../errors.ts';
import type { Table } from '../storage/table.ts';

const THROTTLING = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
]);

export function isThrottling(error: unknown): error is DynamoDBError {
  return error instanceof DynamoDBError && THROTTLING.has(error.type);
}

export class BatchThrottles {
  private first: DynamoDBError | undefined;
  private processed = 0;
  private readonly tables = new Set<Table>();

  /** Runs one item's charge: true when it was admitted, false when throttled (remembered). */
  attempt(table: Table, charge: () => void): boolean {
    this.tables.add(table);
    try {
      charge();
      this.processed++;
      return true;
    } catch (error) {
      if (!isThrottling(error)) throw error;
      this.first ??= error;
      return false;
    }
  }

  /** Throws the throttling error when every item of the batch was throttled. */
  finish(engine: Engine): void {
    if (this.processed > 0 || !this.first) return;
    for (const table of this.tables) engine.capacity.recordThrottledRequest(table);
    throw this.first;
  }
}
