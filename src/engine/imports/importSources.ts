/**
 * Reading an import's S3 objects into items (S3DataImport.Validation.html): every object under the
 * prefix, in key order, decompressed as the request says and parsed in its format. Each record is
 * checked as a PutItem into the new table would be — DynamoDB's messages, the table's and its
 * global secondary indexes' key types — and a record that fails is counted, logged and skipped.
 * Items with the same key overwrite each other, the last one read remaining, and are no errors.
 *
 * A malformed object is read up to where it goes wrong: "If the Amazon S3 object itself is
 * malformed … we may skip processing the remaining portion of the object". AWS was seen to do so
 * (ack-api-quirks dynamodb, probed in 2026): ten DynamoDB JSON lines, the sixth no JSON, gave
 * ProcessedItemCount 6, ImportedItemCount 5 and ErrorCount 1 (DDB-IMPORT-013); an uncompressed
 * object read as GZIP gave ProcessedItemCount 1 and ErrorCount 1 (DDB-IMPORT-015). So the record
 * where reading stops — a line that is no JSON, Ion that does not parse, an object that does not
 * decompress — counts as one record processed and failed, and the rest of its object is skipped.
 */
import { DynamoDBError } from '../errors.ts';
import type { ObjectStore } from '../s3/objectStore.ts';
import { csvRows } from '../s3/formats/csvItems.ts';
import { recordItem, REST_SKIPPED, type SourceRecord } from '../s3/formats/sourceRecord.ts';
import { decompressed, type InputCompression } from '../s3/formats/compression.ts';
import { ionRecords } from '../s3/formats/ionItems.ts';
import { toStoredItem } from '../engine.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import { checkIndexKeyValues } from '../storage/indexKeyChecks.ts';
import { keyOfItem, type EncodedKey } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';
import { validateImportedItem } from '../validation/putItem.ts';
import type { InputFormat } from '../validation/transfers.ts';
import type { ScalarKeyType } from '../values/types.ts';

/** What the import log keeps of its errors: the first ones, as CloudWatch events would show them. */
export const MAX_LOGGED_ERRORS = 100;

export interface ImportErrorEvent {
  itemS3Pointer: { bucket: string; key: string; itemIndex: number };
  errorMessages: string[];
}

export interface ImportSource {
  bucket: string;
  prefix: string;
  format: InputFormat;
  compression: InputCompression;
  delimiter: string;
  headerList: readonly string[] | undefined;
}

export interface ImportResult {
  /** Bytes read, uncompressed (what AWS bills an import by). */
  processedBytes: number;
  processedItems: number;
  importedItems: number;
  errorCount: number;
  errors: ImportErrorEvent[];
  /** The items to load, one per key. */
  items: Map<string, { key: EncodedKey; item: StoredItem }>;
}

/** Reads every object under the source's prefix into the result (the bucket has been checked). */
export function readImportSource(store: ObjectStore, source: ImportSource, table: Table): ImportResult {
  const result: ImportResult = {
    processedBytes: 0,
    processedItems: 0,
    importedItems: 0,
    errorCount: 0,
    errors: [],
    items: new Map(),
  };
  const fail = (key: string, itemIndex: number, message: string) => {
    result.errorCount++;
    if (result.errors.length < MAX_LOGGED_ERRORS) {
      result.errors.push({
        itemS3Pointer: { bucket: source.bucket, key, itemIndex },
        errorMessages: [message],
      });
    }
  };
  for (const info of store.list(source.bucket, source.prefix)) {
    const object = store.get(source.bucket, info.key);
    if (!object) continue; // A directory store's file gone since it was listed.
    const bytes = decompressed(object.body, source.compression);
    if (bytes instanceof Error) {
      result.processedItems++;
      fail(info.key, 0, `The object could not be decompressed as ${source.compression}: ${bytes.message}`);
      continue;
    }
    result.processedBytes += bytes.length;
    const records = recordsOf(new TextDecoder().decode(bytes), source, table);
    records.forEach((record, index) => {
      result.processedItems++;
      if ('error' in record) return fail(info.key, index, record.error);
      try {
        const item = validateImportedItem(table.name, record.item);
        const key = keyOfItem(table.keySchema, item);
        checkIndexKeyValues(table, item);
        result.items.set(`${key.pk}\u0000${key.sk}`, { key, item: toStoredItem(item) });
        result.importedItems++;
      } catch (error) {
        if (!(error instanceof DynamoDBError)) throw error;
        fail(info.key, index, error.message);
      }
    });
  }
  return result;
}

/** An object's records, up to and including the one where a malformed object stops being read. */
function recordsOf(text: string, source: ImportSource, table: Table): SourceRecord[] {
  if (source.format === 'CSV') {
    const options = { delimiter: source.delimiter, headerList: source.headerList, keyTypes: keyTypes(table) };
    return csvRows(text, options);
  }
  return source.format === 'ION' ? ionRecords(text) : dynamoJsonRecords(text);
}

/** DynamoDB JSON: one record per non-empty line, until a line that is no JSON at all. */
function dynamoJsonRecords(text: string): SourceRecord[] {
  const records: SourceRecord[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch (error) {
      records.push({ error: `The line is not JSON (${(error as Error).message}): ${REST_SKIPPED}` });
      break;
    }
    records.push(recordItem(record));
  }
  return records;
}

function keyTypes(table: Table): Map<string, ScalarKeyType> {
  const types = new Map<string, ScalarKeyType>();
  for (const attribute of [table.keySchema.partition, table.keySchema.sort]) {
    if (attribute) types.set(attribute.name, attribute.type);
  }
  for (const index of table.indexes) {
    for (const attribute of [...index.keySchema.partition, ...index.keySchema.sort]) {
      types.set(attribute.name, attribute.type);
    }
  }
  return types;
}
