/**
 * StreamSpecification on CreateTable and UpdateTable, and the stream fields of TableDescription.
 * Enabling creates a new stream (new ARN and label) every time; disabling closes the current one,
 * which stays readable for 24 hours (Streams.html, "Enabling a stream").
 */
import type { Engine } from '../engine.ts';
import { invalidParameter, validation } from '../errors.ts';
import type { Table } from '../storage/table.ts';
import type { UpdateTableRequest } from '../validation/requestTypes.ts';
import { refreshCommitObserver } from './commitObserver.ts';
import { registerStream } from './streamRegistry.ts';
import type { StreamViewType } from './streamRecord.ts';
import { TableStream } from './tableStream.ts';

/** A stream label is the creation time, e.g. `2015-05-11T21:21:33.291` (UTC, no zone suffix). */
function labelOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 23);
}

export function enableStream(
  engine: Engine,
  table: Table,
  viewType: StreamViewType,
  /** A restored stream's original creation time (its label); a new stream is created now. */
  restoredCreatedAt?: number,
): TableStream {
  let createdAt = Math.floor(restoredCreatedAt ?? engine.now());
  // Labels must differ between a table's streams, even if re-enabled within the same millisecond.
  const previous = table.latestStream;
  if (previous && createdAt <= previous.createdAt) createdAt = previous.createdAt + 1;
  const stream = new TableStream(engine, table, viewType, createdAt, labelOf(createdAt));
  table.latestStream = stream;
  registerStream(engine, stream);
  stream.refresh(engine.now());
  refreshCommitObserver(engine, table);
  const settle = () => {
    if (stream.status === 'ENABLING') stream.status = 'ENABLED';
  };
  if (engine.tableStatusDelayMs > 0) engine.after(engine.tableStatusDelayMs, settle);
  else settle();
  return stream;
}

/**
 * A saved stream that had been disabled (snapshot/streamSnapshots.ts): readable until 24 hours after
 * `disabledAt`, listed by ListStreams, and the table's latest stream unless a newer one is restored.
 * Older streams first: each becomes the table's latest in turn.
 */
export function restoreDisabledStream(
  engine: Engine,
  table: Table,
  viewType: StreamViewType,
  createdAt: number,
  disabledAt: number,
): TableStream {
  const stream = new TableStream(engine, table, viewType, createdAt, labelOf(createdAt));
  stream.status = 'DISABLED';
  stream.disabledAt = disabledAt;
  table.latestStream = stream;
  registerStream(engine, stream);
  return stream;
}

export function disableStream(engine: Engine, table: Table): void {
  const stream = table.latestStream;
  if (!stream?.isEnabled) return;
  stream.disable(engine.now());
  refreshCommitObserver(engine, table);
  const settle = () => {
    if (stream.status === 'DISABLING') stream.status = 'DISABLED';
  };
  if (engine.tableStatusDelayMs > 0) engine.after(engine.tableStatusDelayMs, settle);
  else settle();
}

/**
 * Checks an UpdateTable's StreamSpecification against the table and returns the change to apply
 * (undefined when the request does not touch the stream). Messages as DynamoDB answers them.
 */
export function planStreamUpdate(
  engine: Engine,
  table: Table,
  request: UpdateTableRequest,
): (() => void) | undefined {
  const specification = request.StreamSpecification;
  if (specification === undefined) return undefined;
  const enabled = table.latestStream?.isEnabled === true;
  if (specification.StreamEnabled && enabled) {
    throw validation(`Table already has an enabled stream: TableName: ${table.name}`);
  }
  if (!specification.StreamEnabled && !enabled) {
    throw validation(`Table has no stream to disable: TableName: ${table.name}`);
  }
  if (request.GlobalSecondaryIndexUpdates?.some((update) => update.Create || update.Delete)) {
    throw invalidParameter('You cannot create or delete index while changing stream status');
  }
  if (request.ProvisionedThroughput !== undefined) {
    throw invalidParameter('You cannot modify stream status while updating table IOPS');
  }
  const viewType = specification.StreamViewType;
  return specification.StreamEnabled
    ? () => enableStream(engine, table, viewType!)
    : () => disableStream(engine, table);
}

/**
 * LatestStreamLabel and LatestStreamArn once the table has had a stream; StreamSpecification only
 * while it is enabled (a probe of AWS in 2026: ack-api-quirks dynamodb DDB-TABLE-050, 180).
 */
export function describeStreamFields(table: Table): Record<string, unknown> {
  const stream = table.latestStream;
  if (!stream) return {};
  return {
    StreamSpecification: stream.isEnabled
      ? { StreamEnabled: true, StreamViewType: stream.viewType }
      : undefined,
    LatestStreamLabel: stream.label,
    LatestStreamArn: stream.arn,
  };
}
