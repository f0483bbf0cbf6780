/**
 * The item a Put or an Update would leave behind, worked out without storing anything — shared by
 * the single-item operations and by transactions, which must prepare every change before committing
 * any. Errors are DynamoDB's validation errors for the item.
 */
import { toStoredItem } from '../engine.ts';
import { invalidParameter } from '../errors.ts';
import type { DocumentPath, SetValue, UpdateActions } from '../expressions/index.ts';
import { updatePaths, updateTargets } from '../expressions/names.ts';
import { applyUpdate } from '../expressions/update.ts';
import { checkIndexKeyValues, indexesByName, indexKeyTypeMismatch } from '../storage/indexKeyChecks.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import { type EncodedKey, keyNames, keyOfItem } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';
import { rejectNestedKeyPaths } from './nestedKeyPaths.ts';
import { copyAttributeMap, typeOf, type AttributeMap } from '../values/types.ts';

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
 * key attribute of the table or an index (nestedKeyPaths.ts). Between the two, DynamoDB checks the
 * types the update gives index keys (dynalite's recordings), unless `indexKeyTypes` is false: in a
 * transaction that check cancels the action instead of failing the request (checkIndexKeyTypes).
 */
export function rejectKeyUpdates(table: Table, actions: UpdateActions, indexKeyTypes = true): void {
  const keys = keyNames(table.keySchema);
  for (const path of updateTargets(actions)) {
    if (keys.includes(path[0] as string)) {
      throw invalidParameter(`Cannot update attribute ${path[0]}. This attribute is part of the key`);
    }
  }
  if (indexKeyTypes) checkIndexKeyTypes(table, actions);
  rejectNestedKeyPaths(table, updatePaths(actions));
}

/**
 * Before reading the item, DynamoDB compares each index key an update writes with the type the
 * expression shows for it: a value's own type, N for `+` and `-`, L for list_append, the fallback's
 * type for if_not_exists; a path's type is not known until the item is read (then a mismatch is
 * "…to unsupported type", checkIndexKeyValues). Indexes in name order, as for whole items.
 */
export function checkIndexKeyTypes(table: Table, actions: UpdateActions): void {
  for (const index of indexesByName(table)) {
    for (const { name, type } of [...index.keySchema.partition, ...index.keySchema.sort]) {
      const actual = writtenType(actions, name);
      if (actual !== undefined && actual !== type) throw indexKeyTypeMismatch(index.name, name, type, actual);
    }
  }
}

/** The type an update's action on the top-level attribute `name` shows, if any. */
function writtenType(actions: UpdateActions, name: string): string | undefined {
  const targets = (path: DocumentPath) => path.length === 1 && path[0] === name;
  const set = actions.set.find((action) => targets(action.path));
  if (set) return setValueType(set.value);
  const change =
    actions.add.find((action) => targets(action.path)) ??
    actions.delete.find((action) => targets(action.path));
  return change && typeOf(change.value);
}

function setValueType(value: SetValue): string | undefined {
  switch (value.kind) {
    case 'operand':
      return value.operand.kind === 'value' ? typeOf(value.operand.value) : undefined;
    case 'if_not_exists':
      return setValueType(value.fallback);
    case 'list_append':
      return 'L';
    case 'plus':
    case 'minus':
      return 'N';
  }
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
  if (item !== base) checkIndexKeyValues(table, item, 'update', base);
  return { next: toStoredItem(item, undefined, true), changedPaths };
}

function onlyTakesAway(actions: UpdateActions): boolean {
  const takesAway = actions.remove.length > 0 || actions.delete.length > 0;
  return takesAway && actions.set.length === 0 && actions.add.length === 0;
}
