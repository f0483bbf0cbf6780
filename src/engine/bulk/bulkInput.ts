/**
 * Reading a bulk put items operation's input (BulkPutItems.Format): every object under the
 * InputS3Configuration's prefix, in key order, decompressed as the request says and parsed in its
 * format — DynamoDB JSON ("JSON Lines, with one JSON record per line") or Amazon Ion ("a sequence of
 * Ion structs") — with the import's readers (s3/formats/), so a prefix an export wrote reads back
 * as it does for ImportTable. Records are `{"Item": {...}}`, as an export writes them.
 *
 * AWS's format page says "Each input file can optionally contain per-item condition expressions
 * that control whether items are written to the table", but the sandbox could not confirm the
 * record's fields for them (nor the CONDITION_CHECK_FAILURE report's layout). Rather than write a
 * conditional record unconditionally, a record with any key besides "Item" is a failed record
 * (FailedItemCount, the ERROR report), in the sandbox's words (CONDITIONS_UNSUPPORTED).
 *
 * An object that cannot be decompressed or parsed as a whole is one failed record (index 0); the
 * operation goes on with the next object. (An import reads a malformed object up to where it goes
 * wrong, as AWS was seen to do; how the bulk operation treats one is not documented.) A DynamoDB JSON
 * line that is no JSON is that record's failure alone.
 */
import type { ObjectStore } from '../s3/objectStore.ts';
import { decompressed } from '../s3/formats/compression.ts';
import { ionRecords } from '../s3/formats/ionItems.ts';
import { IonSyntaxError, readIon } from '../s3/formats/ionReader.ts';
import { recordItem, type SourceRecord } from '../s3/formats/sourceRecord.ts';
import type { InputS3Configuration } from '../validation/bulkOperations.ts';

/** One record to write, where it came from, and the bytes its object adds once its last record is done. */
export interface BulkRecord {
  readonly key: string;
  readonly itemIndex: number;
  readonly record: SourceRecord;
  /**
   * On an object's last record, the object's stored size (and that of any objects without records
   * that follow it), else 0: ProcessedInputBytes counts in TotalInputBytes' unit, the stored
   * (possibly compressed) bytes, so progress never passes 100%.
   */
  completesBytes: number;
}

export interface BulkInput {
  objects: number;
  /** The objects' stored sizes (TotalInputBytes: "the total size, in bytes, of the Amazon S3 input objects"). */
  totalBytes: number;
  /** The stored sizes of the objects without records that come before the first record: processed at once. */
  leadingBytes: number;
  records: BulkRecord[];
}

export function readBulkInput(store: ObjectStore, input: InputS3Configuration): BulkInput {
  const result: BulkInput = { objects: 0, totalBytes: 0, leadingBytes: 0, records: [] };
  const compression = input.InputCompressionType ?? 'NONE';
  for (const info of store.list(input.S3Bucket, input.S3KeyPrefix ?? '')) {
    const object = store.get(input.S3Bucket, info.key);
    if (!object) continue; // A directory store's file gone since it was listed.
    result.objects++;
    result.totalBytes += info.size;
    const whole = (error: string) =>
      result.records.push({ key: info.key, itemIndex: 0, record: { error }, completesBytes: info.size });
    const bytes = decompressed(object.body, compression);
    if (bytes instanceof Error) {
      whole(`The object could not be decompressed as ${compression}: ${bytes.message}`);
      continue;
    }
    let records: SourceRecord[];
    try {
      const text = new TextDecoder().decode(bytes);
      records = input.InputFormat === 'ION' ? ionInput(text) : jsonLines(text).map(jsonRecord);
    } catch (error) {
      if (!(error instanceof IonSyntaxError)) throw error;
      whole(`The object is not valid ${input.InputFormat}: ${error.message}`);
      continue;
    }
    if (records.length === 0) {
      // Nothing to write, but read all the same: its bytes count as the record before it is done.
      const previous = result.records.at(-1);
      if (previous) previous.completesBytes += info.size;
      else result.leadingBytes += info.size;
      continue;
    }
    records.forEach((record, itemIndex) => {
      const last = itemIndex === records.length - 1;
      result.records.push({ key: info.key, itemIndex, record, completesBytes: last ? info.size : 0 });
    });
  }
  return result;
}

/** The failure of a record that carries more than its Item (the sandbox's words; see the header). */
export const CONDITIONS_UNSUPPORTED =
  'The record has keys besides "Item"; the sandbox does not support per-item condition expressions in bulk put items input, so the record was not written. Each record must be {"Item": {...}}.';

/** A record's error when it has keys besides Item, else undefined. */
function onlyItem(keys: readonly string[]): SourceRecord | undefined {
  return keys.some((key) => key !== 'Item') ? { error: CONDITIONS_UNSUPPORTED } : undefined;
}

function jsonRecord(value: unknown): SourceRecord {
  const keys = value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
  return onlyItem(keys) ?? recordItem(value);
}

/** The Ion reader's records, with the same check of each struct's field names. */
function ionInput(text: string): SourceRecord[] {
  const values = readIon(text);
  return ionRecords(text).map((record, index) => {
    const value = values[index];
    return (value?.type === 'struct' && onlyItem(value.fields.map(([name]) => name))) || record;
  });
}

/** DynamoDB JSON: one record per non-empty line; a line that is no JSON is that record's error. */
function jsonLines(text: string): unknown[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as unknown;
      } catch {
        return null;
      }
    });
}
