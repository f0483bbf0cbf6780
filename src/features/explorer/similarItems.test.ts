import { describe, expect, it } from 'vitest';
import type { Item, TableDescription, VectorIndexDescription } from '../../client/wireTypes.ts';
import { isSameItem, scoreDirection, similarSearchIndexes, similarSearchRequest } from './similarItems.ts';

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
