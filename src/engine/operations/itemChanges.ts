/**
 * The item a Put or an Update would leave behind, worked out without storing anything — shared by
 * the single-item operations and by transactions, which must prepare every change before committing
 * any. Errors are DynamoDB's validation errors for the item.
 */
import { toStoredItem } from '../engine.ts';
import { invalidParameter } from '../errors.ts';
import type { DocumentPath, UpdateActions } from '../expressions/index.ts';
import { updatePaths, updateTargets } from '../expressions/names.ts';
import { applyUpdate } from '../expressions/update.ts';
import { checkIndexKeyValues } from '../storage/indexKeyChecks.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import { type EncodedKey, keyNames, keyOfItem } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';
import { rejectNestedKeyPaths } from './nestedKeyPaths.ts';
import { copyAttributeMap, type AttributeMap } from '../values/types.ts';

/** A validated whole item for a table, ready to store (`size` when validation already measured it). */
export function preparePut(
  table: Table,
  item: AttributeMap,
  size?: number,
): { key: EncodedKey; next: StoredItem } {
  const key = keyOfItem(table.keySchema, item);
  checkIndexKeyValues(table, item);
  return { key, next: toStoredItem(item, size) };
}

/**
 * UpdateExpression / AttributeUpdates may not touch the table's key attributes, nor reach inside a
 * key attribute of the table or an index (nestedKeyPaths.ts).
 */
export function rejectKeyUpdates(table: Table, actions: UpdateActions): void {
  const keys = keyNames(table.keySchema);
  for (const path of updateTargets(actions)) {
    if (keys.includes(path[0] as string)) {
      throw invalidParameter(`Cannot update attribute ${path[0]}. This attribute is part of the key`);
    }
  }
  rejectNestedKeyPaths(table, updatePaths(actions));
}

/**
 * The item after an update: applied to a copy of the old item, or of the key when the item does not
 * exist yet (UpdateItem creates it). Returns the old stored item itself when nothing changes.
 *
 * The one exception to creating: an update that only takes away (REMOVE and DELETE actions, or
 * AttributeUpdates' DELETE) leaves a missing item missing — `next` is undefined — and is no error
 * even where its path could not exist (REMOVE x.y), while an empty update still creates the key-only
 * item (scylladb/scylladb#5862 and Alternator's tests, run against DynamoDB).
 */
export function prepareUpdate(
  table: Table,
  keyAttributes: AttributeMap,
  actions: UpdateActions | undefined,
  old: StoredItem | undefined,
): { next: StoredItem | undefined; changedPaths: DocumentPath[] } {
  if (!old && actions && onlyTakesAway(actions)) return { next: undefined, changedPaths: [] };
  const base = old ? old.attributes : copyAttributeMap(keyAttributes);
  const { item, changedPaths } = actions ? applyUpdate(actions, base) : { item: base, changedPaths: [] };
  if (item === base && old) return { next: old, changedPaths };
  if (item !== base) checkIndexKeyValues(table, item, 'update');
  return { next: toStoredItem(item, undefined, true), changedPaths };
}

function onlyTakesAway(actions: UpdateActions): boolean {
  const takesAway = actions.remove.length > 0 || actions.delete.length > 0;
  return takesAway && actions.set.length === 0 && actions.add.length === 0;
}
