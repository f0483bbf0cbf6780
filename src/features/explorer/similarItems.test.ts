import { describe, expect, it } from 'vitest';
import { callWith } from '../../client/calls.ts';
import { createInProcessClient } from '../../client/inProcessClient.ts';
import type { Item, SearchResult, TableDescription, VectorIndexDescription } from '../../client/wireTypes.ts';
import {
  isSameItem,
  scoreDirection,
  selfResultNote,
  similarSearchIndexes,
  similarSearchRequest,
} from './similarItems.ts';

const taste: VectorIndexDescription = {
  IndexName: 'taste',
  VectorAttribute: { AttributeName: 'emb' },
  Dimensions: 3,
  DistanceFunction: 'COSINE',
  SearchSchema: [
    { AttributeName: 'cuisine', SearchSchemaElementType: 'HASH' },
    { AttributeName: 'price', SearchSchemaElementType: 'INLINE_FILTER' },
  ],
  IndexStatus: 'ACTIVE',
};
const anywhere: VectorIndexDescription = {
  IndexName: 'anywhere',
  VectorAttribute: { AttributeName: 'emb' },
  Dimensions: 3,
  DistanceFunction: 'DOT_PRODUCT',
  IndexStatus: 'ACTIVE',
};
const table: TableDescription = {
  TableName: 'dishes',
  TableStatus: 'ACTIVE',
  KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
  AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
  VectorIndexes: [taste, anywhere],
};
const vector = (...numbers: number[]) => ({ L: numbers.map((n) => ({ N: String(n) })) });
const dish: Item = { id: { S: 'margherita' }, cuisine: { S: 'it' }, emb: vector(1, 0, 0) };
const names = (indexes: VectorIndexDescription[]) => indexes.map((index) => index.IndexName);

describe('similarSearchIndexes', () => {
  it('offers every ACTIVE index whose vector the item holds, with its HASH attribute', () => {
    expect(names(similarSearchIndexes(table, dish))).toEqual(['taste', 'anywhere']);
  });

  it('leaves out an index whose HASH attribute the item lacks', () => {
    const { cuisine: _, ...noCuisine } = dish;
    expect(names(similarSearchIndexes(table, noCuisine))).toEqual(['anywhere']);
  });

  it('wants a list of exactly Dimensions numbers', () => {
    for (const emb of [
      vector(1, 0),
      vector(1, 0, 0, 0),
      { L: [{ N: '1' }, { S: 'x' }, { N: '0' }] },
      { NS: ['1', '2', '3'] },
    ])
      expect(similarSearchIndexes(table, { ...dish, emb })).toEqual([]);
    const { emb: _, ...noVector } = dish;
    expect(similarSearchIndexes(table, noVector)).toEqual([]);
  });

  it('leaves out an index not ACTIVE yet, and a table without vector indexes', () => {
    const creating = { ...table, VectorIndexes: [{ ...taste, IndexStatus: 'CREATING', Backfilling: true }] };
    expect(similarSearchIndexes(creating, dish)).toEqual([]);
    expect(similarSearchIndexes({ ...table, VectorIndexes: undefined }, dish)).toEqual([]);
  });
});

describe('similarSearchRequest', () => {
  it("searches with the item's vector within its own HASH value, through placeholders", () => {
    expect(similarSearchRequest(table, taste, dish)).toEqual({
      TableName: 'dishes',
      IndexName: 'taste',
      SearchVector: [{ N: '1' }, { N: '0' }, { N: '0' }],
      TopK: 5,
      SearchConditionExpression: '#h = :h',
      ExpressionAttributeNames: { '#h': 'cuisine' },
      ExpressionAttributeValues: { ':h': { S: 'it' } },
      ReturnConsumedCapacity: 'TOTAL',
    });
  });

  it('has no condition when the index has no HASH attribute', () => {
    expect(similarSearchRequest(table, anywhere, dish, 3)).toEqual({
      TableName: 'dishes',
      IndexName: 'anywhere',
      SearchVector: [{ N: '1' }, { N: '0' }, { N: '0' }],
      TopK: 3,
      ReturnConsumedCapacity: 'TOTAL',
    });
  });

  it('refuses an item without a fitting vector', () => {
    expect(() => similarSearchRequest(table, taste, { ...dish, emb: vector(1) })).toThrow(/3-number vector/);
  });
});

describe('scores and results', () => {
  it('says which way each distance function ranks', () => {
    expect(scoreDirection('COSINE')).toMatch(/lower is closer/);
    expect(scoreDirection('EUCLIDEAN')).toMatch(/lower is closer/);
    expect(scoreDirection('DOT_PRODUCT')).toMatch(/higher is closer/);
  });

  it('knows the item searched from by its key', () => {
    expect(isSameItem(table, dish, { id: { S: 'margherita' }, name: { S: 'M' } })).toBe(true);
    expect(isSameItem(table, dish, { id: { S: 'carbonara' } })).toBe(false);
    expect(isSameItem(table, dish, {})).toBe(false);
  });
});

const idOf = (item: Item) => (item.id as { S: string }).S;

/**
 * What SearchVectors answers for each item of `items` (keyed by id) searched with its own vector on
 * an index with `distance`: the ids and scores, in the order returned.
 */
async function ownSearches(distance: VectorIndexDescription['DistanceFunction'], items: Item[]) {
  const client = createInProcessClient({ tableStatusDelayMs: 0, gsiPropagationDelayMs: 0 });
  const index: VectorIndexDescription = { ...anywhere, DistanceFunction: distance };
  const created = await callWith(client, 'CreateTable', {
    TableName: 'dishes',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: table.KeySchema,
    AttributeDefinitions: table.AttributeDefinitions,
    VectorIndexes: [{ ...index, IndexStatus: undefined, Projection: { ProjectionType: 'KEYS_ONLY' } }],
  });
  expect(created.ok).toBe(true);
  for (const Item of items)
    expect((await callWith(client, 'PutItem', { TableName: 'dishes', Item })).ok).toBe(true);
  const ranked = new Map<string, [string, number][]>();
  for (const item of items) {
    const searched = await callWith(client, 'SearchVectors', similarSearchRequest(table, index, item));
    const results = searched.ok ? (searched.value.reply.SearchResults as SearchResult[]) : [];
    ranked.set(
      idOf(item),
      results.map((result) => [idOf(result.Item!), result.Score!]),
    );
  }
  return ranked;
}

describe('where the item searched from ranks', () => {
  it('under COSINE, a zero vector ties with every vector at 1, and the note does not promise it first', async () => {
    const ranked = await ownSearches('COSINE', [
      { id: { S: 'ahead' }, emb: vector(1, 0, 0) },
      { id: { S: 'blank' }, emb: vector(0, 0, 0) },
    ]);
    expect(ranked.get('blank')).toEqual([
      ['ahead', 1],
      ['blank', 1],
    ]);
    const note = selfResultNote('COSINE', vector(0, 0, 0).L);
    expect(note).toMatch(/all zeros.*scores it 1 against every vector, itself included/);
    expect(note).not.toMatch(/comes first|score 0/);
    // Numbers too small for a 32-bit float are zeros too, as the index holds them.
    expect(selfResultNote('COSINE', vector(1e-50, 0, -1e-50).L)).toBe(note);
  });

  it('under COSINE and EUCLIDEAN, another item can tie with it at 0 and come first', async () => {
    const cosine = await ownSearches('COSINE', [
      { id: { S: 'long' }, emb: vector(2, 4, 6) },
      { id: { S: 'short' }, emb: vector(1, 2, 3) },
    ]);
    expect(cosine.get('short')!.map(([id]) => id)).toEqual(['long', 'short']);
    expect(selfResultNote('COSINE', vector(1, 2, 3).L)).toMatch(
      /itself scores 0 .*same way, of any length, scores 0 too, and may come before it\.$/,
    );
    const euclidean = await ownSearches('EUCLIDEAN', [
      { id: { S: 'copy' }, emb: vector(1, 2, 3) },
      { id: { S: 'original' }, emb: vector(1, 2, 3) },
    ]);
    expect(euclidean.get('original')).toEqual([
      ['copy', 0],
      ['original', 0],
    ]);
    expect(selfResultNote('EUCLIDEAN', vector(1, 2, 3).L)).toMatch(
      /very same vector scores 0 too, and may come before it\.$/,
    );
  });

  it('under DOT_PRODUCT, a zero vector scores 0 with every vector; another is not always first', async () => {
    const ranked = await ownSearches('DOT_PRODUCT', [
      { id: { S: 'ahead' }, emb: vector(1, 0, 0) },
      { id: { S: 'blank' }, emb: vector(0, 0, 0) },
    ]);
    expect(ranked.get('blank')).toEqual([
      ['ahead', 0],
      ['blank', 0],
    ]);
    expect(selfResultNote('DOT_PRODUCT', vector(0, 0, 0).L)).toMatch(
      /all zeros: its dot product with every vector is 0/,
    );
    expect(selfResultNote('DOT_PRODUCT', vector(1, 0, 0).L)).toMatch(
      /longer vector pointing the same way scores higher/,
    );
  });
});
