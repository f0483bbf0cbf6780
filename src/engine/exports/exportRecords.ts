/**
 * What an export writes, as records grouped by partition: DynamoDB writes "at least 1 file per
 * partition", each holding the items of that partition's part of the key space, and an empty file
 * for an empty partition (S3DataExport.Output.html). The records are fixed when the export is
 * requested — from point-in-time recovery, never the live table, so the export reads no capacity.
 *
 * A full export has one `{Item}` per item as it was at ExportTime. An incremental export is
 * compacted to one record per item changed in its window (S3DataExport_Requesting.html): `Keys`,
 * `NewImage` (the item at the window's end; absent when it was deleted) and, with
 * NEW_AND_OLD_IMAGES, `OldImage` (the item before the window; absent when it was new), with
 * `Metadata.WriteTimestampMicros`, the item's last write in the window. An item both made and
 * deleted in the window leaves no record. The record shapes follow what consumers of AWS's files
 * parse; AWS's page gives no formal table of them.
 *
 * A FilterSpecification (exportFilter.ts) narrows both: the billed bytes count what its key
 * condition reads, the records what its filter keeps, shaped by its projection.
 */
import type { ChangedItem } from '../backups/pointInTime.ts';
import type { Engine } from '../engine.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import type { EncodedKey } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';
import { getAttribute, newAttributeMap, setAttribute, type AttributeMap } from '../values/types.ts';
import type { ExportFilter } from './exportFilter.ts';
import type { ExportViewType } from './exportTask.ts';

/** One line of a data file, by its top-level fields. */
export type ExportRecord = Record<string, AttributeMap>;

export interface PartitionRecords {
  readonly records: ExportRecord[];
  /** The bytes of the items read for the records (the export's billed size). */
  bytes: number;
}

/** One group per partition of the table, in key-space order. */
function partitionGroups(engine: Engine, table: Table) {
  const resource = engine.capacity.of(table).tableResource(engine.now());
  const groups = new Map(resource.partitions.map((partition) => [partition, { records: [], bytes: 0 }]));
  const groupOf = (key: EncodedKey): PartitionRecords =>
    groups.get(resource.partitionFor(table.items.hashOf(key.pk), key.sk))!;
  return { groups: () => [...groups.values()] as PartitionRecords[], groupOf };
}

export function fullExportRecords(
  engine: Engine,
  table: Table,
  items: readonly { key: EncodedKey; item: StoredItem }[],
  filter: ExportFilter,
): PartitionRecords[] {
  const { groups, groupOf } = partitionGroups(engine, table);
  for (const { key, item } of items) {
    if (!filter.reads(key)) continue;
    const group = groupOf(key);
    group.bytes += item.size;
    if (filter.keeps(item.attributes)) group.records.push({ Item: filter.shape(item.attributes) });
  }
  return groups();
}

export function incrementalExportRecords(
  engine: Engine,
  table: Table,
  changes: readonly ChangedItem[],
  view: ExportViewType,
  filter: ExportFilter,
): PartitionRecords[] {
  const { groups, groupOf } = partitionGroups(engine, table);
  for (const change of changes) {
    // The latest image decides; a deleted item has only its old one.
    const latest = change.new ?? change.old;
    if (!latest || !filter.reads(change.key)) continue;
    const group = groupOf(change.key);
    group.bytes += (change.new?.size ?? 0) + (view === 'NEW_AND_OLD_IMAGES' ? (change.old?.size ?? 0) : 0);
    if (!filter.keeps(latest.attributes)) continue;
    const record: ExportRecord = {
      Metadata: { WriteTimestampMicros: { N: String(change.lastWrite * 1000) } },
      Keys: keysOf(table, latest.attributes),
    };
    if (change.new) record.NewImage = filter.shape(change.new.attributes);
    if (view === 'NEW_AND_OLD_IMAGES' && change.old) record.OldImage = filter.shape(change.old.attributes);
    group.records.push(record);
  }
  return groups();
}

function keysOf(table: Table, item: AttributeMap): AttributeMap {
  const keys = newAttributeMap();
  for (const attribute of [table.keySchema.partition, table.keySchema.sort]) {
    if (attribute) setAttribute(keys, attribute.name, getAttribute(item, attribute.name)!);
  }
  return keys;
}
