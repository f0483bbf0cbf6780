/**
 * One record of an import's source object, as a format reader hands it over: the item in DynamoDB
 * JSON (still to be checked as a PutItem would be), or why the record is no item — which the import
 * counts and logs while it goes on with the next record.
 */
import type { AttributeValue } from '../../values/types.ts';

/** How the record where a malformed object stops being read ends its error message (importSources.ts). */
export const REST_SKIPPED = 'the rest of the object was not read';

export type SourceRecord = { item: Record<string, AttributeValue> } | { error: string };

/** A record's `Item`, when it is an object; the error every format gives a record without one. */
export function recordItem(record: unknown): SourceRecord {
  const item = (record as { Item?: unknown } | null)?.Item;
  if (item === null || typeof item !== 'object' || Array.isArray(item)) {
    return { error: 'The record has no Item: each record must be {"Item": {...}}' };
  }
  return { item: item as Record<string, AttributeValue> };
}
