/**
 * The real AWS SDK v3 sends CreateTable with VectorIndexes, PutItem and SearchVectors to a sandbox
 * endpoint over HTTP. With a custom endpoint the SDK sends SearchVectors to the same URL as every
 * other operation (its endpoint rules return {Endpoint} unchanged for SearchVectors too).
 */
import { CreateTableCommand, PutItemCommand, SearchVectorsCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEndpoint, type TestEndpoint } from '../helpers/endpoint.ts';

const vector = (...values: number[]) => ({ L: values.map((n) => ({ N: String(n) })) });
const searchVector = (...values: number[]) => values.map((n) => ({ N: String(n) }));

describe('SearchVectors through the AWS SDK', () => {
  let endpoint: TestEndpoint;
  beforeAll(async () => {
    endpoint = await startEndpoint({ gsiPropagationDelayMs: 0 });
    await endpoint.client.send(
      new CreateTableCommand({
        TableName: 'products',
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'category', AttributeType: 'S' },
        ],
        VectorIndexes: [
          {
            IndexName: 'byEmbedding',
            VectorAttribute: { AttributeName: 'embedding' },
            SearchSchema: [{ AttributeName: 'category', SearchSchemaElementType: 'INLINE_FILTER' }],
            Projection: { ProjectionType: 'ALL' },
            Dimensions: 3,
            DistanceFunction: 'EUCLIDEAN',
          },
        ],
      }),
    );
    const items = [
      { pk: 'lamp', category: 'home', embedding: vector(1, 0, 0) },
      { pk: 'sofa', category: 'home', embedding: vector(0, 3, 4) },
      { pk: 'kite', category: 'toys', embedding: vector(1, 1, 0) },
    ];
    for (const { pk, category, embedding } of items)
      await endpoint.client.send(
        new PutItemCommand({
          TableName: 'products',
          Item: { pk: { S: pk }, category: { S: category }, embedding },
        }),
      );
  });
  afterAll(() => endpoint.close());

  it('returns the nearest items with their scores, best first', async () => {
    const reply = await endpoint.client.send(
      new SearchVectorsCommand({
        TableName: 'products',
        IndexName: 'byEmbedding',
        SearchVector: searchVector(1, 0, 0),
        TopK: 2,
        ReturnConsumedCapacity: 'TOTAL',
      }),
    );
    expect(reply.SearchResults?.map((result) => result.Item?.pk.S)).toEqual(['lamp', 'kite']);
    expect(reply.SearchResults?.map((result) => result.Score)).toEqual([0, 1]);
    expect(reply.SearchResults?.[0].Item).toEqual({ pk: { S: 'lamp' }, category: { S: 'home' } });
    expect(reply.ConsumedCapacity?.VectorSearchRequestBytes).toBe(1024);
  });

  it('filters by an inline filter', async () => {
    const reply = await endpoint.client.send(
      new SearchVectorsCommand({
        TableName: 'products',
        IndexName: 'byEmbedding',
        SearchVector: searchVector(0, 3, 4),
        TopK: 5,
        SearchConditionExpression: 'category = :c',
        ExpressionAttributeValues: { ':c': { S: 'home' } },
      }),
    );
    const results = reply.SearchResults ?? [];
    expect(results.map((result) => result.Item?.pk.S)).toEqual(['sofa', 'lamp']);
    expect(results[0].Score).toBe(0);
    expect(results[1].Score).toBeCloseTo(Math.sqrt(26), 5);
  });

  it('surfaces a refusal as a ValidationException with its message', async () => {
    const sent = endpoint.client.send(
      new SearchVectorsCommand({
        TableName: 'products',
        IndexName: 'byEmbedding',
        SearchVector: searchVector(1, 0),
        TopK: 2,
      }),
    );
    await expect(sent).rejects.toMatchObject({
      name: 'ValidationException',
      message: 'Input search vector dimension 2 does not match vector index dimension 3',
      $metadata: { httpStatusCode: 400 },
    });
  });
});
