/**
 * Order-preserving encoding of key tuples into one string, for secondary indexes: an index entry is
 * ordered by its index sort key attributes (up to four for multi-attribute GSI keys) and then by the
 * table's primary key, which keeps entries with equal index keys distinct.
 *
 * Each component is escaped (\0 → \0\1) and terminated by \0\0, so that comparing two encodings
 * as strings compares the tuples component by component, a shorter component sorting first.
 */
const TERMINATOR = '\u0000\u0000';

function escapeComponent(component: string): string {
  return component.indexOf('\u0000') < 0 ? component : component.split('\u0000').join('\u0000\u0001');
}

/** One component's part of a tuple's encoding (encodeTuple is these parts joined). */
export function encodeComponent(component: string): string {
  return escapeComponent(component) + TERMINATOR;
}

/** The encoding of a tuple of already order-encoded components. */
export function encodeTuple(components: readonly string[]): string {
  let out = '';
  for (const component of components) out += encodeComponent(component);
  return out;
}

/**
 * Range bounds on the component that follows `prefix` (the encoding of the components fixed by
 * equality), for Query conditions on index sort keys:
 * - every encoding whose next component equals `v` starts with `exactly(v)`;
 * - all of them are ≥ `exactly(v)` and < `above(v)`;
 * - encodings whose next component starts with `p` start with `startsWith(p)`.
 */
export const tupleBounds = {
  exactly: (prefix: string, v: string) => prefix + encodeComponent(v),
  above: (prefix: string, v: string) => prefix + escapeComponent(v) + '\u0000\u0001',
  startsWith: (prefix: string, p: string) => prefix + escapeComponent(p),
};
