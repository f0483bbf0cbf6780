/**
 * Which items a reply carries and which columns show them: the union of every item's attribute
 * names, key attributes first (table keys, then the queried index's), then the rest in order of
 * first appearance — the way single-table designs are drawn.
 */
import type { Item, SearchResult, TableDescription } from '../../../client/wireTypes.ts';
import { firstWord } from './statementHints.ts';

/**
 * Items in a reply: Items (Query, Scan), SearchResults' items (SearchVectors), Item (GetItem),
 * Attributes (writes with ReturnValues).
 */
export function itemsOf(reply: Record<string, unknown>): Item[] | undefined {
  if (Array.isArray(reply.Items)) return reply.Items as Item[];
  const results = searchResultsOf(reply);
  if (results) return results.map((result) => (isObject(result.Item) ? result.Item! : {}));
  if (isObject(reply.Item)) return [reply.Item as Item];
  if (isObject(reply.Attributes)) return [reply.Attributes as Item];
  return undefined;
}

/**
 * What an empty Items list means for a request. A PartiQL statement that writes answers with no
 * items unless it asks for them (RETURNING, on UPDATE and DELETE): "No items." alone reads as if
 * nothing happened.
 */
export function emptyItemsText(operation: string, request: Record<string, unknown> | undefined): string {
  const statement = request?.Statement;
  if (
    operation !== 'ExecuteStatement' ||
    typeof statement !== 'string' ||
    firstWord(statement)?.toUpperCase() === 'SELECT'
  )
    return 'No items.';
  return 'No items: a statement that writes returns none unless it asks for them with RETURNING (UPDATE and DELETE can). The statement succeeded; a SELECT shows the item as it is now.';
}

/**
 * A SearchVectors reply's scores, one per item of itemsOf and in the same order — DynamoDB's rank,
 * most similar first, which the table keeps (it never sorts rows).
 */
export function scoresOf(reply: Record<string, unknown>): (number | undefined)[] | undefined {
  return searchResultsOf(reply)?.map((result) =>
    typeof result.Score === 'number' ? result.Score : undefined,
  );
}

function searchResultsOf(reply: Record<string, unknown>): SearchResult[] | undefined {
  return Array.isArray(reply.SearchResults) ? (reply.SearchResults as SearchResult[]) : undefined;
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

/**
 * Key values are read whole (a sort key like ORDER#2026-10-02#A17 is the point of a design): a key
 * column is as wide as the longest string or number among the first items, from `min` up to a bound.
 */
const KEY_WIDTH = { max: 360, perCharacter: 9, padding: 24, sampled: 200 };

export function keyColumnWidth(items: readonly Item[], name: string, min: number): number {
  let longest = 0;
  for (const item of items.slice(0, KEY_WIDTH.sampled)) {
    const value = Object.hasOwn(item, name) ? (item[name] as { S?: unknown; N?: unknown }) : undefined;
    const text = value?.S ?? value?.N;
    if (typeof text === 'string' && text.length > longest) longest = text.length;
  }
  return Math.min(KEY_WIDTH.max, Math.max(min, longest * KEY_WIDTH.perCharacter + KEY_WIDTH.padding));
}
