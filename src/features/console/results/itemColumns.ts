/**
 * Which items a reply carries and which columns show them: the union of every item's attribute
 * names, key attributes first (table keys, then the queried index's), then the rest in order of
 * first appearance — the way single-table designs are drawn.
 */
import type { Item, TableDescription } from '../../../client/wireTypes.ts';

/** Items in a reply: Items (Query, Scan), Item (GetItem), Attributes (writes with ReturnValues). */
export function itemsOf(reply: Record<string, unknown>): Item[] | undefined {
  if (Array.isArray(reply.Items)) return reply.Items as Item[];
  if (isObject(reply.Item)) return [reply.Item as Item];
  if (isObject(reply.Attributes)) return [reply.Attributes as Item];
  return undefined;
}

/** Key attribute names for a request: the table's, then those of the index it names. */
export function keyNamesFor(table: TableDescription | undefined, indexName: string | undefined): string[] {
  if (!table) return [];
  const names = table.KeySchema.map((element) => element.AttributeName);
  const index = [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])].find(
    (candidate) => candidate.IndexName === indexName,
  );
  for (const element of index?.KeySchema ?? [])
    if (!names.includes(element.AttributeName)) names.push(element.AttributeName);
  return names;
}

export function columnsFor(items: readonly Item[], keyNames: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const item of items) for (const name of Object.keys(item)) seen.add(name);
  const keys = keyNames.filter((name) => seen.has(name));
  const rest = [...seen].filter((name) => !keyNames.includes(name));
  return [...keys, ...rest];
}

function isObject(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
