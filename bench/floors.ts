/**
 * The floor under each benchmark operation: what any JSON key-value store must do for the same
 * request, and nothing else — JSON.parse of the request, one Map operation, JSON.stringify of a
 * reply like the engine's. The issue states its targets next to such floors ("about 290k, 270k and
 * 38k per second here"), so printing each operation's own floor shows how heavy this fixture's
 * requests are compared with the ones the targets were set for.
 */
import type { BenchOperation } from './fixture.ts';

type Item = Record<string, { S?: string; N?: string }>;
type Request = { Item?: Item; Key?: Item; ExpressionAttributeValues?: Item };

/**
 * Keyed by the partition key alone, unique in the GetItem and PutItem requests: the cheapest lookup
 * (a composite key would slow the floor down and so lower the scaled target).
 */
const keyOf = (item: Item) => item.PK.S!;

/** One floor step per operation, over a store holding the same items the engine's table holds. */
export function floorSteps(
  requests: Record<BenchOperation, string[]>,
  queryItems: readonly object[],
): Record<BenchOperation, (i: number) => void> {
  const items = new Map<string, Item>();
  for (const body of requests.PutItem) {
    const item = (JSON.parse(body) as Request).Item!;
    items.set(keyOf(item), item);
  }
  const collections = new Map([[(queryItems[0] as Item).PK.S!, queryItems]]);
  const { GetItem: gets, PutItem: puts, Query: queries } = requests;
  return {
    GetItem: (i) => {
      const request = JSON.parse(gets[i % gets.length]) as Request;
      JSON.stringify({ Item: items.get(keyOf(request.Key!)) });
    },
    PutItem: (i) => {
      const item = (JSON.parse(puts[i % puts.length]) as Request).Item!;
      items.set(keyOf(item), item);
      JSON.stringify({});
    },
    Query: (i) => {
      const request = JSON.parse(queries[i % queries.length]) as Request;
      const found = collections.get(request.ExpressionAttributeValues![':pk'].S!) ?? [];
      JSON.stringify({ Items: found, Count: found.length, ScannedCount: found.length });
    },
  };
}
