/**
 * The vector search specs' table: `dishes`, on-demand (vector indexes need it), keyed by `id`, with
 * a 3-dimension COSINE vector index `taste` on `emb` partitioned by `cuisine` — and any other
 * vector indexes a spec adds.
 */
export const tasteIndex = {
  IndexName: 'taste',
  VectorAttribute: { AttributeName: 'emb' },
  Dimensions: 3,
  DistanceFunction: 'COSINE',
  SearchSchema: [{ AttributeName: 'cuisine', SearchSchemaElementType: 'HASH' }],
  Projection: { ProjectionType: 'ALL' },
};

export function dishesTable(...moreIndexes: object[]) {
  return {
    TableName: 'dishes',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [
      { AttributeName: 'id', AttributeType: 'S' },
      { AttributeName: 'cuisine', AttributeType: 'S' },
    ],
    VectorIndexes: [tasteIndex, ...moreIndexes],
  };
}

/** A dish as DynamoDB JSON, its taste vector under `emb`. */
export const dishItem = (id: string, cuisine: string, name: string, vector: number[]) => ({
  id: { S: id },
  cuisine: { S: cuisine },
  name: { S: name },
  emb: { L: vector.map((n) => ({ N: String(n) })) },
});
