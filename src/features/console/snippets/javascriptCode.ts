/**
 * The JavaScript examples' code (javascriptSnippets.ts lists them). Loaded when a learner picks one:
 * the strings are most of the examples' weight, and the console's first load does without them.
 */
import { keyedOn } from './tableKeyGuard.ts';

export { globalTableConflict, strongGlobalTable } from './globalTableSnippet.ts';
export { denyBindsYou } from './resourcePolicySnippet.ts';
export { similarDishes } from './vectorSearchSnippet.ts';

export const appTable = `// The modeling card's single-table example: customers and their orders under one partition key.
import { CreateTableCommand, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

try {
  await client.send(new CreateTableCommand({
    TableName: 'app',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' },
    ],
  }));
} catch (error) {
  if (error.name !== 'ResourceInUseException') throw error;
  console.log('Table app exists already.');
}
// CreateTable returns while the table is still CREATING: wait until it is ACTIVE before writing
// (the card skips this; its first put_item would fail with ResourceNotFoundException).
await waitUntilTableExists({ client, minDelay: 1, maxWaitTime: 60 }, { TableName: 'app' });

await doc.send(new PutCommand({
  TableName: 'app',
  Item: { PK: 'CUSTOMER#42', SK: 'PROFILE', name: 'Ada', ver: 1 },
}));
await doc.send(new PutCommand({
  TableName: 'app',
  Item: { PK: 'CUSTOMER#42', SK: 'ORDER#2026-10-02#A17', total: 35 },
}));

// One Query returns the customer and their orders: the single-table "join".
const { Items } = await doc.send(new QueryCommand({
  TableName: 'app',
  KeyConditionExpression: 'PK = :pk',
  ExpressionAttributeValues: { ':pk': 'CUSTOMER#42' },
}));
console.log(Items.map((item) => item.SK)); // ORDER#… sorts before PROFILE
`;

export const optimisticLocking = `// Optimistic locking: a write succeeds only if the version is still the one we read.
// Run "The card's app table" first: it puts the profile back at ver 1.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';

async function rename(newName, expectedVer) {
  try {
    await doc.send(new UpdateCommand({
      TableName: 'app',
      Key: { PK: 'CUSTOMER#42', SK: 'PROFILE' },
      UpdateExpression: 'SET #n = :n, ver = ver + :one',
      ConditionExpression: 'ver = :v',
      ExpressionAttributeNames: { '#n': 'name' }, // NAME is a reserved word
      ExpressionAttributeValues: { ':n': newName, ':v': expectedVer, ':one': 1 },
    }));
    return 'ok';
  } catch (error) {
    return error.name;
  }
}

console.log(await rename('Ada L.', 1)); // ok
console.log(await rename('Ada K.', 1)); // ConditionalCheckFailedException (stale version)
`;

export const atomicCounter = `// An atomic counter: ADD changes the value in place, so concurrent writers never lose an update.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';

for (let i = 0; i < 3; i++) {
  const { Attributes } = await doc.send(new UpdateCommand({
    TableName: 'app',
    Key: { PK: 'CUSTOMER#42', SK: 'PROFILE' },
    UpdateExpression: 'ADD visits :one',
    ExpressionAttributeValues: { ':one': 1 },
    ReturnValues: 'UPDATED_NEW',
  }));
  console.log('visits =', Attributes.visits);
}
`;

export const queryByPrefix = `// Query by prefix: the customer's orders are the items whose sort key begins with ORDER#.
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

await doc.send(new PutCommand({
  TableName: 'app',
  Item: { PK: 'CUSTOMER#42', SK: 'ORDER#2026-10-17#B02', total: 12 },
}));

const { Items, Count, ScannedCount } = await doc.send(new QueryCommand({
  TableName: 'app',
  KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
  ExpressionAttributeValues: { ':pk': 'CUSTOMER#42', ':prefix': 'ORDER#' },
  ScanIndexForward: false, // newest first: ISO dates sort correctly as strings
  ReturnConsumedCapacity: 'TOTAL',
}));
console.log(Count, 'of', ScannedCount, 'items read:', Items.map((item) => item.SK));
`;

export const transaction = `// A transaction: place an order and count it on the profile, all or nothing
// (transactional writes cost twice the capacity of plain ones).
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';

await doc.send(new TransactWriteCommand({
  TransactItems: [
    {
      Put: {
        TableName: 'app',
        Item: { PK: 'CUSTOMER#42', SK: 'ORDER#2026-10-18#C33', total: 20 },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Update: {
        TableName: 'app',
        Key: { PK: 'CUSTOMER#42', SK: 'PROFILE' },
        UpdateExpression: 'ADD orders :one',
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ],
}));
console.log('Order placed.');
`;

export const laggingIndex = `// A global secondary index is updated asynchronously: right after a write, a Query on the index
// can miss it. The sandbox keeps a GSI about 250 ms (simulated) behind, as DynamoDB usually is.
import { CreateTableCommand, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

try {
  await client.send(new CreateTableCommand({
    TableName: 'orders',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [
      { AttributeName: 'id', AttributeType: 'S' },
      { AttributeName: 'status', AttributeType: 'S' },
    ],
    GlobalSecondaryIndexes: [{
      IndexName: 'byStatus',
      KeySchema: [{ AttributeName: 'status', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'ALL' },
    }],
  }));
} catch (error) {
  if (error.name !== 'ResourceInUseException') throw error;
}
await waitUntilTableExists({ client, minDelay: 1, maxWaitTime: 60 }, { TableName: 'orders' });

const id = \`order-\${Date.now()}\`;
await doc.send(new PutCommand({ TableName: 'orders', Item: { id, status: 'NEW' } }));
const byStatus = () => doc.send(new QueryCommand({
  TableName: 'orders',
  IndexName: 'byStatus',
  KeyConditionExpression: '#s = :s',
  ExpressionAttributeNames: { '#s': 'status' }, // STATUS is a reserved word
  ExpressionAttributeValues: { ':s': 'NEW' },
}));
const seen = (items) => items.some((item) => item.id === id);

console.log('right after the write, the index has it:', seen((await byStatus()).Items));
await new Promise((resolve) => setTimeout(resolve, 500)); // real time; the clock must be running
console.log('half a second later:', seen((await byStatus()).Items));
`;

export const laggingReplica = `// DynamoDB keeps each partition on three replicas, and an eventually consistent read (the default)
// may be served by one that has not applied the latest write yet. Set Stale reads in the header to
// "1 s behind" first: "in sync", the sandbox's default, makes every read current.
import { CreateTableCommand, DescribeTableCommand, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';

try {
  await client.send(new CreateTableCommand({
    TableName: 'profiles',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'userId', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'userId', AttributeType: 'S' }],
  }));
} catch (error) {
  if (error.name !== 'ResourceInUseException') throw error;
}
await waitUntilTableExists({ client, minDelay: 1, maxWaitTime: 60 }, { TableName: 'profiles' });
${keyedOn('profiles', 'userId')}
const saved = \`saved-\${Date.now()}\`;
await doc.send(new PutCommand({ TableName: 'profiles', Item: { userId: 'u-1', saved } }));
const read = async (ConsistentRead) =>
  (await doc.send(new GetCommand({ TableName: 'profiles', Key: { userId: 'u-1' }, ConsistentRead }))).Item;

let stale = 0;
for (let i = 0; i < 30; i++) if ((await read(false))?.saved !== saved) stale++;
console.log(\`right after the write, \${stale} of 30 default reads missed it\`);
console.log('a strongly consistent read:', (await read(true)).saved === saved ? 'has it' : 'missed it');
`;

export const runawayLoop = `// A loop that never ends. Press Stop: the sandbox worker running this code is ended,
// while the engine (in its own worker) keeps every table and item.
let spins = 0;
while (true) {
  spins++;
}
`;
