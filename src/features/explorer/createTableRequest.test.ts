import { describe, expect, it } from 'vitest';
import {
  createTableRequest,
  emptyIndex,
  emptyTableForm,
  emptyVectorIndex,
  timeToLiveRequest,
  type TableForm,
} from './createTableRequest.ts';

describe('createTableRequest', () => {
  const base: TableForm = { ...emptyTableForm(), name: 'app' };

  it('asks for Time to Live separately, when an attribute is named', () => {
    expect(timeToLiveRequest(base)).toBeUndefined();
    expect(timeToLiveRequest({ ...base, ttlAttribute: ' expires ' })).toEqual({
      TableName: 'app',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' },
    });
  });

  it("builds the card's app table", () => {
    expect(createTableRequest(base)).toEqual({
      TableName: 'app',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
      ],
    });
  });

  it('defines each key attribute once across table and indexes, with capacity where provisioned', () => {
    const request = createTableRequest({
      ...base,
      billing: 'PROVISIONED',
      globalIndexes: [
        {
          ...emptyIndex(),
          name: 'GSI1',
          partitionKey: { name: 'GSI1PK', type: 'S' },
          sortKey: { name: 'SK', type: 'S' },
        },
      ],
      localIndexes: [
        {
          ...emptyIndex(),
          name: 'byDate',
          sortKey: { name: 'date', type: 'N' },
          projection: 'INCLUDE',
          include: 'total, status',
        },
      ],
      stream: 'NEW_AND_OLD_IMAGES',
    });
    expect(request.AttributeDefinitions).toEqual([
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' },
      { AttributeName: 'GSI1PK', AttributeType: 'S' },
      { AttributeName: 'date', AttributeType: 'N' },
    ]);
    expect(request.ProvisionedThroughput).toEqual({ ReadCapacityUnits: 5, WriteCapacityUnits: 5 });
    expect(request.GlobalSecondaryIndexes).toEqual([
      {
        IndexName: 'GSI1',
        KeySchema: [
          { AttributeName: 'GSI1PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
        ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
      },
    ]);
    expect(request.LocalSecondaryIndexes).toEqual([
      {
        IndexName: 'byDate',
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'date', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['total', 'status'] },
      },
    ]);
    expect(request.StreamSpecification).toEqual({
      StreamEnabled: true,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    });
  });

  it('defines an attribute typed two ways twice, so DynamoDB refuses the duplicate', () => {
    const request = createTableRequest({
      ...base,
      globalIndexes: [{ ...emptyIndex(), name: 'bySK', partitionKey: { name: 'SK', type: 'N' } }],
    });
    expect(request.AttributeDefinitions).toEqual([
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'N' },
    ]);
  });

  it('adds vector indexes with their search schema, defining its attributes once', () => {
    const request = createTableRequest({
      ...base,
      globalIndexes: [{ ...emptyIndex(), name: 'byStatus', partitionKey: { name: 'status', type: 'S' } }],
      vectorIndexes: [
        {
          ...emptyVectorIndex(),
          name: 'byTaste',
          vectorAttribute: 'taste',
          dimensions: 4,
          distance: 'EUCLIDEAN',
          partitionKey: { name: 'cuisine', type: 'S' },
          filters: [
            { name: 'price', type: 'N' },
            { name: '', type: 'S' },
            { name: 'status', type: 'S' },
          ],
          projection: 'INCLUDE',
          include: 'name, price',
        },
        { ...emptyVectorIndex(), name: 'bySmell', vectorAttribute: 'smell', dimensions: 1536 },
      ],
    });
    expect(request.VectorIndexes).toEqual([
      {
        IndexName: 'byTaste',
        VectorAttribute: { AttributeName: 'taste' },
        Dimensions: 4,
        DistanceFunction: 'EUCLIDEAN',
        SearchSchema: [
          { AttributeName: 'cuisine', SearchSchemaElementType: 'HASH' },
          { AttributeName: 'price', SearchSchemaElementType: 'INLINE_FILTER' },
          { AttributeName: 'status', SearchSchemaElementType: 'INLINE_FILTER' },
        ],
        Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['name', 'price'] },
      },
      {
        IndexName: 'bySmell',
        VectorAttribute: { AttributeName: 'smell' },
        Dimensions: 1536,
        DistanceFunction: 'COSINE',
        Projection: { ProjectionType: 'ALL' },
      },
    ]);
    // The vector attributes are lists of numbers: never in AttributeDefinitions.
    expect(request.AttributeDefinitions).toEqual([
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' },
      { AttributeName: 'status', AttributeType: 'S' },
      { AttributeName: 'cuisine', AttributeType: 'S' },
      { AttributeName: 'price', AttributeType: 'N' },
    ]);
  });

  it('leaves VectorIndexes out when there are none, and keeps a key’s first type for a search attribute', () => {
    expect(createTableRequest(base)).not.toHaveProperty('VectorIndexes');
    const request = createTableRequest({
      ...base,
      vectorIndexes: [
        {
          ...emptyVectorIndex(),
          name: 'byVector',
          vectorAttribute: 'v',
          partitionKey: { name: 'PK', type: 'N' },
          filters: [{ name: 'SK', type: 'B' }],
        },
      ],
    });
    expect(request.AttributeDefinitions).toEqual([
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' },
    ]);
    expect(request.VectorIndexes).toEqual([
      expect.objectContaining({
        SearchSchema: [
          { AttributeName: 'PK', SearchSchemaElementType: 'HASH' },
          { AttributeName: 'SK', SearchSchemaElementType: 'INLINE_FILTER' },
        ],
      }),
    ]);
  });

  it('sends vector indexes on a provisioned table as they are, for DynamoDB to refuse', () => {
    const request = createTableRequest({
      ...base,
      billing: 'PROVISIONED',
      vectorIndexes: [{ ...emptyVectorIndex(), name: 'byVector', vectorAttribute: 'v' }],
    });
    expect(request.BillingMode).toBe('PROVISIONED');
    expect(request.VectorIndexes).toHaveLength(1);
  });
});
