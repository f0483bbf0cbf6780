/**
 * Ordered maps for item collections and scan order: sorted-btree, a B+ tree with range iteration.
 * It ships as CommonJS; depending on the bundler a default import arrives as the class or as
 * `{ default: class }` (Vite's production build), so it is unwrapped once here.
 */
import BTreeModule, { simpleComparator } from 'sorted-btree';

type BTreeClass = typeof BTreeModule;
const BTreeImpl: BTreeClass =
  (BTreeModule as unknown as { default?: BTreeClass }).default ?? (BTreeModule as BTreeClass);
const compareStrings: (a: string, b: string) => number =
  simpleComparator ??
  (BTreeModule as unknown as { simpleComparator: (a: string, b: string) => number }).simpleComparator;

export type SortedMap<V> = BTreeModule<string, V>;

/** A map ordered by JavaScript string comparison of its keys (keys are pre-encoded to sort right). */
export function newSortedMap<V>(): SortedMap<V> {
  return new BTreeImpl<string, V>(undefined, compareStrings);
}
