/**
 * What a trigger's card says when the trigger reads a stream other than the table's current one. A
 * trigger stays on the stream it was attached to, as Lambda's event source mapping does, and
 * triggers are listed by table name: so the stream may be an earlier one of this table (disabled,
 * or replaced by enabling a new one), or one of an earlier table of the same name, deleted before
 * this one was created. A stream's label is its creation time: a stream created before this table
 * was created belonged to the earlier table.
 */
import type { TableDescription } from '../../client/wireTypes.ts';

type StreamsOfTable = Pick<TableDescription, 'TableName' | 'CreationDateTime' | 'LatestStreamArn'>;

/** The note for a trigger on `streamArn`; undefined when it reads the table's current stream. */
export function earlierStreamNote(streamArn: string | undefined, table: StreamsOfTable): string | undefined {
  if (!streamArn || streamArn === table.LatestStreamArn) return undefined;
  const label = streamArn.slice(streamArn.lastIndexOf('/') + 1);
  if (streamPredatesTable(label, table)) {
    return (
      `Reads the stream ${label} of an earlier table named “${table.TableName}”, which was deleted before this ` +
      'table was created with the same name. That stream stays readable for 24 hours after the deletion. ' +
      'Delete the trigger and create it again to read this table’s stream.'
    );
  }
  return (
    `Reads an earlier stream of this table (${label}), readable for 24 hours after it was disabled. ` +
    'Delete the trigger and create it again to read the current one.'
  );
}

/**
 * Whether a stream labelled `label` (its creation time, UTC, to the millisecond) is older than the
 * table: then it was a stream of an earlier table of the same name.
 */
export function streamPredatesTable(
  label: string,
  table: Pick<TableDescription, 'CreationDateTime'>,
): boolean {
  const streamCreated = Date.parse(`${label}Z`);
  if (Number.isNaN(streamCreated) || table.CreationDateTime === undefined) return false;
  // A stream made with the table has the table's creation time, in whole milliseconds.
  return streamCreated < Math.floor(table.CreationDateTime * 1000);
}
