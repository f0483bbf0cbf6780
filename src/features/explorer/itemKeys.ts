/**
 * Keys of the items the Explorer shows, and deleting one: shared by the sample of item collections
 * (ItemsView.tsx) and the Scan or Query results (ExploreResults.tsx).
 */
import { useState } from 'react';
import { callWith } from '../../client/calls.ts';
import { errorText } from '../../client/engineClient.ts';
import type { IndexDescription, Item, TableDescription } from '../../client/wireTypes.ts';
import { useServices } from '../../state/AppServices.tsx';

/** The attribute names of a table's or index's partition (HASH) or sort (RANGE) key. */
export function keysOf(index: IndexDescription | TableDescription, type: 'HASH' | 'RANGE'): string[] {
  return index.KeySchema.filter((element) => element.KeyType === type).map(
    (element) => element.AttributeName,
  );
}

/**
 * `names`, or the array given on an earlier render when it held the same names: the table's
 * description is read anew after every change (a new object, new arrays), and the memoized rows
 * (ItemRow.tsx) compare their props by identity.
 */
export function useSameNames(names: string[]): string[] {
  const [kept, setKept] = useState(names);
  const same = kept.length === names.length && kept.every((name, at) => name === names[at]);
  if (!same) setKept(names);
  return same ? kept : names;
}

/** The names of the table's key attributes: what identifies an item. */
export const tableKeyNames = (table: TableDescription) =>
  table.KeySchema.map((element) => element.AttributeName);

/**
 * Deletes a shown item by its table key: DynamoDB's error as text, or undefined once it is gone
 * (and `onChanged` has been told).
 */
export function useItemDeletion(table: TableDescription, onChanged: () => void) {
  const { engine } = useServices();
  return async (item: Item): Promise<string | undefined> => {
    const key = Object.fromEntries(tableKeyNames(table).map((name) => [name, item[name]]));
    const deleted = await callWith(engine, 'DeleteItem', { TableName: table.TableName, Key: key });
    if (!deleted.ok) return errorText(deleted.error);
    onChanged();
    return undefined;
  };
}
