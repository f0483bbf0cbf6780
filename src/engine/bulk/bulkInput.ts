/**
 * Reading a bulk put items operation's input (BulkPutItems.Format): every object under the
 * InputS3Configuration's prefix, in key order, decompressed as the request says and parsed in its
 * format — DynamoDB JSON ("JSON Lines, with one JSON record per line") or Amazon Ion ("a sequence of
 * Ion structs") — with the import's readers (s3/formats/), so a prefix an export wrote reads back
 * as it does for ImportTable. Records are `{"Item": {...}}`, as an export writes them.
 *
 * An object that cannot be decompressed or parsed as a whole is one failed record (index 0), as an
 * import counts it; the operation goes on with the next object.
 */
import type { ObjectStore } from '../s3/objectStore.ts';
import { decompressed } from '../s3/formats/compression.ts';
import { ionRecords } from '../s3/formats/ionItems.ts';
import { IonSyntaxError } from '../s3/formats/ionReader.ts';
import { jsonLines } from '../imports/importSources.ts';
import { recordItem, type SourceRecord } from '../s3/formats/sourceRecord.ts';
import type { InputS3Configuration } from '../validation/bulkOperations.ts';

/** One record to write, where it came from, and the bytes its object adds once its last record is done. */
export interface BulkRecord {
  readonly key: string;
  readonly itemIndex: number;
  readonly record: SourceRecord;
  /** The object's decompressed size on its last record, else 0 (ProcessedInputBytes). */
  readonly completesBytes: number;
}

export interface BulkInput {
  objects: number;
  /** The objects' stored sizes (TotalInputBytes: "the total size, in bytes, of the Amazon S3 input objects"). */
  totalBytes: number;
  records: BulkRecord[];
}

export function readBulkInput(store: ObjectStore, input: InputS3Configuration): BulkInput {
  const result: BulkInput = { objects: 0, totalBytes: 0, records: [] };
  const compression = input.InputCompressionType ?? 'NONE';
  for (const info of store.list(input.S3Bucket, input.S3KeyPrefix ?? '')) {
    const object = store.get(input.S3Bucket, info.key);
    if (!object) continue; // A directory store's file gone since it was listed.
    result.objects++;
    result.totalBytes += info.size;
    const whole = (error: string, bytes: number) =>
      result.records.push({ key: info.key, itemIndex: 0, record: { error }, completesBytes: bytes });
    const bytes = decompressed(object.body, compression);
    if (bytes instanceof Error) {
      whole(`The object could not be decompressed as ${compression}: ${bytes.message}`, info.size);
      continue;
    }
    let records: SourceRecord[];
    try {
      const text = new TextDecoder().decode(bytes);
      records = input.InputFormat === 'ION' ? ionRecords(text) : jsonLines(text).map(recordItem);
    } catch (error) {
      if (!(error instanceof IonSyntaxError)) throw error;
      whole(`The object is not valid ${input.InputFormat}: ${error.message}`, bytes.length);
      continue;
    }
    if (records.length === 0) continue;
    records.forEach((record, itemIndex) => {
      const last = itemIndex === records.length - 1;
      result.records.push({ key: info.key, itemIndex, record, completesBytes: last ? bytes.length : 0 });
    });
  }
  return result;
}
