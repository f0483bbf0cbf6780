/**
 * CloudWatch's ReturnedItemCount, ReturnedRecordsCount and ReturnedBytes (metrics-dimensions.html),
 * counted on the table's per-second series like the other per-table metrics.
 *
 * - ReturnedItemCount: items returned by Query, Scan or ExecuteStatement (select), with dimensions
 *   TableName and Operation. It counts what a reply returns, not what was read: a reply's Count (after
 *   a filter), not its ScannedCount. Each page is a request of its own and counts its own items. The
 *   sandbox keeps one column per Operation, so the page can show them as CloudWatch does; a Query or
 *   Scan of an index counts on its table, as CloudWatch has no index dimension for this metric.
 * - ReturnedRecordsCount and ReturnedBytes: stream records and bytes returned by DynamoDB Streams'
 *   GetRecords (Operation GetRecords, with StreamLabel and TableName). A table has one stream at a
 *   time; the sandbox sums its streams (a re-enabled stream has a new label) per table.
 *
 * Each call is an increment on the current second's counters: no allocation per request.
 */
import type { Engine } from '../engine.ts';
import type { Table } from '../storage/table.ts';

export type ReturnedItemOperation = 'Query' | 'Scan' | 'ExecuteStatement';

/**
 * `count` items returned by one reply of `operation` on `table`. For Query and Scan that is the
 * reply's Count, also under Select COUNT: the API defines Count as the items the reply returns
 * after the filter, and the metric guide does not set COUNT apart.
 */
export function recordReturnedItems(
  engine: Engine,
  table: Table,
  operation: ReturnedItemOperation,
  count: number,
): void {
  if (count === 0) return;
  const current = engine.capacity.of(table).tableResource(engine.now()).series.current;
  // Each column by its name: a computed name here would be a megamorphic keyed load and store (a
  // few hundred machine instructions on every Query and Scan).
  if (operation === 'Query') current.ReturnedItemCountQuery += count;
  else if (operation === 'Scan') current.ReturnedItemCountScan += count;
  else current.ReturnedItemCountExecuteStatement += count;
}

/**
 * One GetRecords reply of `records` stream records from a stream of `table`. ReturnedBytes is taken
 * as the sum of the records' SizeBytes — what each record reports of itself, so a learner can add
 * them up from the reply — rather than the reply's JSON length, which the guide does not define
 * and which would count the envelope (event ids, ARNs, attribute type tags) as well.
 */
export function recordReturnedRecords(engine: Engine, table: Table, records: number, bytes: number): void {
  if (records === 0) return;
  const current = engine.capacity.of(table).tableResource(engine.now()).series.current;
  current.ReturnedRecordsCount += records;
  current.ReturnedBytes += bytes;
}
