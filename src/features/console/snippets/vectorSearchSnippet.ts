/** The Console's JavaScript example of vector search: a vector index, a few items, and a search. */
export const similarDishes = `// Vector search: the items whose vectors are closest to a given one. Each dish has a taste
// vector [sweet, salty, sour, spicy]; SearchVectors returns the dishes nearest to a craving.
import { CreateTableCommand, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, SearchVectorsCommand } from '@aws-sdk/lib-dynamodb';

try {
  await client.send(new CreateTableCommand({
    TableName: 'dishes',
    BillingMode: 'PAY_PER_REQUEST', // vector indexes are for on-demand tables only
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    VectorIndexes: [{
      IndexName: 'byTaste',
      VectorAttribute: { AttributeName: 'taste' }, // a list of numbers: not in AttributeDefinitions
      Dimensions: 4,
      DistanceFunction: 'COSINE',
      Projection: { ProjectionType: 'ALL' },
    }],
  }));
} catch (error) {
  if (error.name !== 'ResourceInUseException') throw error;
}
await waitUntilTableExists({ client, minDelay: 1, maxWaitTime: 60 }, { TableName: 'dishes' });

const dishes = [
  ['Lemon tart', [0.8, 0.1, 0.9, 0]],
  ['Pad thai', [0.4, 0.6, 0.4, 0.5]],
  ['Chocolate mousse', [1, 0.1, 0, 0]],
  ['Vindaloo', [0.1, 0.5, 0.3, 1]],
];
await doc.send(new BatchWriteCommand({
  RequestItems: {
    dishes: dishes.map(([id, taste]) => ({ PutRequest: { Item: { id, taste } } })),
  },
}));
// Like a GSI, a vector index takes in a write a moment after it.
await new Promise((resolve) => setTimeout(resolve, 500)); // real time; the clock must be running

const { SearchResults } = await doc.send(new SearchVectorsCommand({
  TableName: 'dishes',
  IndexName: 'byTaste',
  SearchVector: [1, 0, 0.5, 0], // the craving: sweet, a little sour
  TopK: 3,
}));
// Closest first. A COSINE score is a distance: 0 is the craving's very proportions.
for (const { Item, Score } of SearchResults) console.log(Score.toFixed(3), Item.id);
`;
