/**
 * Stream records as the Streams tab shows them: gathered from every shard, in sequence-number order
 * (one counter per stream, so the order holds across shards), filtered and paged newest first, with
 * images written compactly (`name: "Ada", ver: 1`).
 */
import { compareSequenceNumbers, type StreamRecordWire } from '../../client/streamCalls.ts';
import type { AttributeValue, Item } from '../../client/wireTypes.ts';

export interface ShownRecord {
  shardId: string;
  record: StreamRecordWire;
}

/** How many records the tab keeps in memory (the newest). */
export const MAX_RECORDS_KEPT = 2000;
export const PAGE_SIZE = 20;

export type RecordFilter = 'all' | 'INSERT' | 'MODIFY' | 'REMOVE' | 'ttl';

export const RECORD_FILTERS: { value: RecordFilter; label: string }[] = [
  { value: 'all', label: 'All events' },
  { value: 'INSERT', label: 'INSERT' },
  { value: 'MODIFY', label: 'MODIFY' },
  { value: 'REMOVE', label: 'REMOVE' },
  { value: 'ttl', label: 'Deleted by TTL' },
];

/** Adds newly read records to those shown: sorted, duplicates dropped, the newest MAX kept. */
export function mergeRecords(shown: ShownRecord[], added: ShownRecord[]): ShownRecord[] {
  if (added.length === 0) return shown;
  const seen = new Set(shown.map((entry) => entry.record.dynamodb.SequenceNumber));
  const merged = [...shown];
  for (const entry of added) {
    if (!seen.has(entry.record.dynamodb.SequenceNumber)) merged.push(entry);
  }
  merged.sort((a, b) =>
    compareSequenceNumbers(a.record.dynamodb.SequenceNumber, b.record.dynamodb.SequenceNumber),
  );
  return merged.length > MAX_RECORDS_KEPT ? merged.slice(merged.length - MAX_RECORDS_KEPT) : merged;
}

/** How long DynamoDB keeps a stream record (engine streamOptions.ts STREAM_RETENTION_MS). */
export const RETENTION_MS = 24 * 3600_000;

/**
 * The records still in the stream at simulated time `nowMs`: DynamoDB trims a record 24 hours after
 * it was written, and a read after the last one seen never says so, so the list is cut by the clock.
 * ApproximateCreationDateTime is whole seconds (rounded down): a record goes once even the last
 * millisecond of its second is past retention, never before the engine trims it. The same array when
 * nothing goes, so the caller's state does not change for nothing.
 */
export function dropTrimmed(records: ShownRecord[], nowMs: number): ShownRecord[] {
  const cutoff = nowMs - RETENTION_MS;
  const kept = records.filter(
    (entry) => (entry.record.dynamodb.ApproximateCreationDateTime + 1) * 1000 > cutoff,
  );
  return kept.length === records.length ? records : kept;
}

/** What the list says once it holds as many records as it keeps: older ones are read no more. */
export function capNotice(kept: number): string | undefined {
  if (kept < MAX_RECORDS_KEPT) return undefined;
  const newest = MAX_RECORDS_KEPT.toLocaleString('en-US');
  return `Showing the newest ${newest} records: older ones stay in the stream for 24 hours, but this list keeps no more: read them with GetRecords (Read it yourself, below).`;
}

/**
 * What the shard list says of shards: the engine's shard rule (engine tableStream.ts). A split makes
 * a child shard for each new partition; the age at which an open shard closes is the engine's
 * SHARD_ROLLOVER_MS.
 */
export const SHARD_NOTE =
  'One open shard per partition; a shard closes when its partition splits, and its children (ParentShardId) ' +
  'carry on. A shard also closes with age: AWS does not document when; this sandbox closes it after 4 ' +
  'hours. A consumer reads a child only after its parent, so each item’s changes stay in order.';

/** A deletion made by Time to Live rather than by a request (TTL.html: userIdentity). */
export function isTtlDeletion(record: StreamRecordWire): boolean {
  return (
    record.userIdentity?.Type === 'Service' && record.userIdentity.PrincipalId === 'dynamodb.amazonaws.com'
  );
}

export function filterRecords(records: ShownRecord[], filter: RecordFilter, shardId: string): ShownRecord[] {
  return records.filter(({ shardId: shard, record }) => {
    if (shardId !== '' && shard !== shardId) return false;
    if (filter === 'all') return true;
    if (filter === 'ttl') return isTtlDeletion(record);
    return record.eventName === filter;
  });
}

/** Page `page` (0: the newest) of records, newest first, and how many pages there are. */
export function pageOf<T>(records: T[], page: number): { rows: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(records.length / PAGE_SIZE));
  const shown = Math.min(Math.max(0, page), pages - 1);
  const end = records.length - shown * PAGE_SIZE;
  return { rows: records.slice(Math.max(0, end - PAGE_SIZE), end).reverse(), pages, page: shown };
}

/** An item's attributes on one line: strings quoted, numbers as their digits, nested values short. */
export function compactItem(item: Item | undefined, maxLength = 160): string {
  if (!item) return '';
  const text = Object.entries(item)
    .map(([name, value]) => `${name}: ${compactValue(value)}`)
    .join(', ');
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

function compactValue(value: AttributeValue): string {
  if ('S' in value) return JSON.stringify(value.S);
  if ('N' in value) return value.N;
  if ('B' in value) return `<${value.B.length > 12 ? `${value.B.slice(0, 12)}…` : value.B}>`;
  if ('BOOL' in value) return String(value.BOOL);
  if ('NULL' in value) return 'null';
  if ('SS' in value) return `{${value.SS.map((member) => JSON.stringify(member)).join(', ')}}`;
  if ('NS' in value) return `{${value.NS.join(', ')}}`;
  if ('BS' in value) return `{${value.BS.length} binary}`;
  if ('L' in value) return `[${value.L.length} ${value.L.length === 1 ? 'element' : 'elements'}]`;
  if ('M' in value) {
    const size = Object.keys(value.M).length;
    return `{${size} ${size === 1 ? 'attribute' : 'attributes'}}`;
  }
  return JSON.stringify(value);
}

/** The last digits of a sequence number: enough to tell records apart on screen. */
export function shortSequence(sequence: string): string {
  const trimmed = sequence.replace(/^0+(?=\d)/, '');
  return trimmed.length > 8 ? `…${trimmed.slice(-8)}` : trimmed;
}

/** `shardId-00000001700000000000-0a1b2c3d` → `…0a1b2c3d`: shard ids differ in their last part. */
export function shortShardId(shardId: string): string {
  const last = shardId.slice(shardId.lastIndexOf('-') + 1);
  return last.length < shardId.length ? `…${last}` : shardId;
}
