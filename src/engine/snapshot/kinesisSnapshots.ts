/**
 * A table's Kinesis Data Streams destinations in a snapshot: each entry's stream, last change, its
 * time and the precision set, newest first, so a reload answers DescribeKinesisStreamingDestination
 * as before and an entry still ENABLING, UPDATING or DISABLING carries on on the clock (statuses are
 * worked out from those times: kinesis/kinesisDestination.ts).
 */
import { LATEST_TIME_MS } from '../clock.ts';
import {
  CREATION_TIME_PRECISIONS,
  KINESIS_CHANGES,
  type KinesisDestination,
} from '../kinesis/kinesisDestination.ts';
import { array, damaged, number, object, oneOf, optional, text } from './snapshotReader.ts';

/** What is saved: the entries as kept, or nothing for a table that never had one. */
export function savedKinesisDestinations(
  entries: readonly KinesisDestination[] | undefined,
): KinesisDestination[] | undefined {
  if (!entries || entries.length === 0) return undefined;
  return entries.map(({ streamArn, change, changedAt, precision }) =>
    precision ? { streamArn, change, changedAt, precision } : { streamArn, change, changedAt },
  );
}

/** Saved entries, checked (a StreamArn as the operations take one, one entry per stream). */
export function readKinesisDestinations(value: unknown, path: string): KinesisDestination[] | undefined {
  return optional(value, (saved) => {
    const seen = new Set<string>();
    return array(saved, path).map((raw, i) => {
      const where = `${path}[${i}]`;
      const fields = object(raw, where);
      const streamArn = text(fields.streamArn, `${where}.streamArn`);
      if (streamArn.length < 37 || streamArn.length > 1024)
        damaged(`${where}.streamArn`, 'expected 37 to 1024 characters');
      if (seen.has(streamArn)) damaged(`${where}.streamArn`, 'a stream listed twice');
      seen.add(streamArn);
      const changedAt = number(fields.changedAt, `${where}.changedAt`);
      if (!Number.isInteger(changedAt) || changedAt < 0 || changedAt > LATEST_TIME_MS)
        damaged(`${where}.changedAt`, `expected whole milliseconds from 0 to ${LATEST_TIME_MS}`);
      const entry: KinesisDestination = {
        streamArn,
        change: oneOf(fields.change, KINESIS_CHANGES, `${where}.change`),
        changedAt,
      };
      const precision = optional(fields.precision, (given) =>
        oneOf(given, CREATION_TIME_PRECISIONS, `${where}.precision`),
      );
      if (precision) entry.precision = precision;
      return entry;
    });
  });
}
