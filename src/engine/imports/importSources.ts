/**
 * Reading an import's S3 objects into items (S3DataImport.Validation.html): every object under the
 * prefix, in key order, decompressed as the request says and parsed in its format. Each record is
 * checked as a PutItem into the new table would be — DynamoDB's messages, the table's and its
 * global secondary indexes' key types — and a record that fails is counted, logged and skipped.
 * An object that cannot be decompressed or parsed as a whole counts one error and is skipped.
 * Items with the same key overwrite each other, the last one read remaining, and are no errors.
 */
import { DynamoDBError } from '../errors.ts';
import type { ObjectStore } from '../s3/objectStore.ts';
import { csvRows } from '../s3/formats/csvItems.ts';
import { recordItem, type SourceRecord } from '../s3/formats/sourceRecord.ts';
import { decompressed, type InputCompression } from '../s3/formats/compression.ts';
import { ionRecords } from '../s3/formats/ionItems.ts';
import { IonSyntaxError } from '../s3/formats/ionReader.ts';
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
  objects: number;
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
    objects: 0,
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
    result.objects++;
    const bytes = decompressed(object.body, source.compression);
    if (bytes instanceof Error) {
      fail(info.key, 0, `The object could not be decompressed as ${source.compression}: ${bytes.message}`);
      continue;
    }
    result.processedBytes += bytes.length;
    const text = new TextDecoder().decode(bytes);
    let records: SourceRecord[];
    try {
      records = recordsOf(text, source, table);
    } catch (error) {
      if (!(error instanceof IonSyntaxError)) throw error;
      fail(info.key, 0, `The object is not valid ${source.format}: ${error.message}`);
      continue;
    }
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

/** An object's records; throws when the object as a whole cannot be read. */
function recordsOf(text: string, source: ImportSource, table: Table): SourceRecord[] {
  if (source.format === 'CSV') {
    const options = { delimiter: source.delimiter, headerList: source.headerList, keyTypes: keyTypes(table) };
    return csvRows(text, options);
  }
  return source.format === 'ION' ? ionRecords(text) : jsonLines(text).map(recordItem);
}

/** DynamoDB JSON: one record per non-empty line; a line that is no JSON is that record's error. */
export function jsonLines(text: string): unknown[] {
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
