import { describe, expect, it } from 'vitest';
import type { TableDescription, VectorIndexDescription } from '../../client/wireTypes.ts';
import { vectorIndexSummary, vectorIndexStatus } from './vectorIndexSummary.ts';

const table: TableDescription = {
  TableName: 'dishes',
  TableStatus: 'ACTIVE',
  KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
  AttributeDefinitions: [
    { AttributeName: 'id', AttributeType: 'S' },
    { AttributeName: 'cuisine', AttributeType: 'S' },
    { AttributeName: 'price', AttributeType: 'N' },
  ],
};
const taste: VectorIndexDescription = {
  IndexName: 'taste',
  VectorAttribute: { AttributeName: 'emb' },
  Dimensions: 1024,
  DistanceFunction: 'COSINE',
  SearchSchema: [
    { AttributeName: 'cuisine', SearchSchemaElementType: 'HASH' },
    { AttributeName: 'price', SearchSchemaElementType: 'INLINE_FILTER' },
  ],
  Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['name', 'price'] },
  IndexStatus: 'ACTIVE',
};

describe('a vector index in the table summary', () => {
  it('says what it holds, how it scores, what a search filters on and what it projects', () => {
    expect(vectorIndexSummary(taste, table)).toBe(
      'emb (1024 dimensions) · COSINE · filters on cuisine (S, HASH: every search names it), price (N, inline filter) · projects INCLUDE (name, price)',
    );
    const plain = {
      ...taste,
      Dimensions: 1,
      SearchSchema: undefined,
      Projection: { ProjectionType: 'KEYS_ONLY' },
    };
    expect(vectorIndexSummary(plain, table)).toBe('emb (1 dimension) · COSINE · projects KEYS_ONLY');
  });

  it('says which step of its creation it is at, until it can be searched', () => {
    expect(vectorIndexStatus(taste)).toBeUndefined();
    expect(vectorIndexStatus({ ...taste, IndexStatus: 'CREATING', Backfilling: false })).toBe(
      'CREATING: allocating resources',
    );
    expect(vectorIndexStatus({ ...taste, IndexStatus: 'CREATING', Backfilling: true })).toBe(
      'CREATING: backfilling the existing items',
    );
    // Made with its table by CreateTable: CREATING with no Backfilling member.
    expect(vectorIndexStatus({ ...taste, IndexStatus: 'CREATING' })).toBe('CREATING');
    expect(vectorIndexSummary({ ...taste, IndexStatus: 'DELETING' }, table)).toMatch(/ · DELETING$/);
  });
});
