import { keyedOn } from './tableKeyGuard.ts';

/** The Console's JavaScript example of a global table: a replica, replication, last writer wins. */
export const globalTableConflict = `// A global table: one table in two Regions, each taking writes, with DynamoDB copying every write
// to the other Region about a second later. When both Regions change one item at nearly the same
// time, both writes succeed, and the later one wins everywhere (last writer wins).
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)); // real time: the clock must run
// A client signs its requests for its Region; a Region with a replica has its own copy of the table.
const us = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const eu = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1' }));

try {
  await client.send(new CreateTableCommand({
    TableName: 'profiles',
    BillingMode: 'PAY_PER_REQUEST', // a replica needs on-demand (or auto scaling, which the sandbox lacks)
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
  }));
} catch (error) {
  if (error.name !== 'ResourceInUseException') throw error;
}
await waitUntilTableExists({ client, minDelay: 1, maxWaitTime: 60 }, { TableName: 'profiles' });
${keyedOn('profiles', 'id')}
let { Table } = await client.send(new DescribeTableCommand({ TableName: 'profiles' }));
if (!Table.Replicas?.some((replica) => replica.RegionName === 'eu-west-1')) {
  await client.send(new UpdateTableCommand({
    TableName: 'profiles',
    ReplicaUpdates: [{ Create: { RegionName: 'eu-west-1' } }],
  }));
}
// The table is UPDATING until its new replica is ACTIVE.
while (Table.TableStatus !== 'ACTIVE' || !Table.Replicas?.length) {
  await sleep(200);
  ({ Table } = await client.send(new DescribeTableCommand({ TableName: 'profiles' })));
}
console.log('replicas:', Table.Replicas.map((replica) => \`\${replica.RegionName} \${replica.ReplicaStatus}\`).join(', '));

await us.send(new PutCommand({ TableName: 'profiles', Item: { id: 'ada', email: 'ada@old.example' } }));
await sleep(1500);
const copied = await eu.send(new GetCommand({ TableName: 'profiles', Key: { id: 'ada' } }));
console.log('eu-west-1 has', JSON.stringify(copied.Item));

// us-east-1 changes the email; 300 ms later, before that write arrives, eu-west-1 adds a phone.
await us.send(new UpdateCommand({
  TableName: 'profiles',
  Key: { id: 'ada' },
  UpdateExpression: 'SET email = :email',
  ExpressionAttributeValues: { ':email': 'ada@new.example' },
}));
await sleep(300);
await eu.send(new UpdateCommand({
  TableName: 'profiles',
  Key: { id: 'ada' },
  UpdateExpression: 'SET phone = :phone',
  ExpressionAttributeValues: { ':phone': '555-0100' },
}));
await sleep(1500);
for (const [name, regional] of Object.entries({ 'us-east-1': us, 'eu-west-1': eu })) {
  const { Item } = await regional.send(new GetCommand({ TableName: 'profiles', Key: { id: 'ada' }, ConsistentRead: true }));
  console.log(name, 'ends with', JSON.stringify(Item));
}
console.log('Both Regions keep the later write, made from the old item: the new email is lost.');
`;

/** The Console's JavaScript example of an MRSC global table: a witness, strong reads, a write conflict. */
export const strongGlobalTable = `// A global table in multi-Region strong consistency (MRSC): three Regions of one set, here two
// replicas and a witness. A write is in another Region before it returns, so a strongly consistent
// read anywhere sees it; two Regions writing one item at once do not both win: one write fails.
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)); // real time: the clock must run
const virginia = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
// The SDK retries a ReplicatedWriteConflictException by itself, after random waits of up to 25 ms,
// 50 ms, 100 ms, … Its default four attempts can all fall inside one confirmation; ten do not.
const ohio = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-2', maxAttempts: 10 }));
// With one attempt, the conflict shows.
const ohioOnce = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-2', maxAttempts: 1 }));

try {
  await client.send(new CreateTableCommand({
    TableName: 'ledger',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
  }));
} catch (error) {
  if (error.name !== 'ResourceInUseException') throw error;
}
await waitUntilTableExists({ client, minDelay: 1, maxWaitTime: 60 }, { TableName: 'ledger' });
${keyedOn('ledger', 'id')}
let { Table } = await client.send(new DescribeTableCommand({ TableName: 'ledger' }));
if (Table.MultiRegionConsistency !== 'STRONG') {
  // One call names all three Regions, on an empty table; the mode never changes afterwards.
  await client.send(new UpdateTableCommand({
    TableName: 'ledger',
    ReplicaUpdates: [{ Create: { RegionName: 'us-east-2' } }],
    GlobalTableWitnessUpdates: [{ Create: { RegionName: 'us-west-2' } }],
    MultiRegionConsistency: 'STRONG',
  }));
}
while (Table.TableStatus !== 'ACTIVE' || Table.Replicas?.[0]?.ReplicaStatus !== 'ACTIVE') {
  await sleep(200);
  ({ Table } = await client.send(new DescribeTableCommand({ TableName: 'ledger' })));
}
console.log('replica:', Table.Replicas[0].RegionName, '· witness:', Table.GlobalTableWitnesses[0].RegionName);

await virginia.send(new PutCommand({ TableName: 'ledger', Item: { id: 'txn-1', amount: 100 } }));
const read = await ohio.send(new GetCommand({ TableName: 'ledger', Key: { id: 'txn-1' }, ConsistentRead: true }));
console.log('us-east-2 reads at once:', JSON.stringify(read.Item));

// Both Regions write txn-2 at the same moment: the second is refused while the first is confirmed.
const results = await Promise.allSettled([
  virginia.send(new PutCommand({ TableName: 'ledger', Item: { id: 'txn-2', amount: 1 } })),
  ohioOnce.send(new PutCommand({ TableName: 'ledger', Item: { id: 'txn-2', amount: 2 } })),
]);
results.forEach((result, i) =>
  console.log(['us-east-1', 'us-east-2'][i], result.status === 'fulfilled' ? 'wrote txn-2' : \`failed: \${result.reason.name}\`),
);
// Safe to retry: the client's own retries go through once the other write is confirmed.
await ohio.send(new PutCommand({ TableName: 'ledger', Item: { id: 'txn-2', amount: 2 } }));
const final = await virginia.send(new GetCommand({ TableName: 'ledger', Key: { id: 'txn-2' }, ConsistentRead: true }));
console.log('after the retry, us-east-1 reads', JSON.stringify(final.Item));
`;
