import type { Item } from '../../client/wireTypes.ts';

/**
 * The items read again (after a save, a delete, Refresh), each one unchanged since the last read
 * given as the very object shown before: the Explorer's rows are memoized (ItemRow.tsx), and a
 * fresh object for every one of 2,000 items would redraw them all for the one that changed.
 * An item is unchanged when its JSON is: the same attributes, values, and order.
 */
export function keepUnchanged(shown: readonly Item[], read: Item[]): Item[] {
  if (shown.length === 0) return read;
  const byText = new Map(shown.map((item) => [JSON.stringify(item), item]));
  return read.map((item) => byText.get(JSON.stringify(item)) ?? item);
}
