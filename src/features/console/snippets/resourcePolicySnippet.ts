/** The Console's JavaScript example of a resource-based policy's Deny refusing the root user. */
export const denyBindsYou = `// A resource-based policy's explicit Deny binds every caller, the account's root user included,
// and in the sandbox you are that root user. Only managing the policy itself stays open to root.
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  GetResourcePolicyCommand,
  PutResourcePolicyCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';

try {
  await client.send(new CreateTableCommand({
    TableName: 'vault',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
  }));
} catch (error) {
  if (error.name !== 'ResourceInUseException') throw error;
}
const { Table } = await waitUntilTableExists({ client, minDelay: 1, maxWaitTime: 60 }, { TableName: 'vault' })
  .then(() => client.send(new DescribeTableCommand({ TableName: 'vault' })));

// Putting the same document again changes nothing, so this runs twice without a ThrottlingException.
const { RevisionId } = await client.send(new PutResourcePolicyCommand({
  ResourceArn: Table.TableArn,
  Policy: JSON.stringify({
    Version: '2012-10-17',
    Statement: [{ Effect: 'Deny', Principal: '*', Action: 'dynamodb:DeleteTable', Resource: Table.TableArn }],
  }),
}));
console.log('policy revision', RevisionId);
// The policy is applied a moment after PutResourcePolicy answers.
await new Promise((resolve) => setTimeout(resolve, 1000)); // real time; the clock must be running

try {
  await client.send(new DeleteTableCommand({ TableName: 'vault' }));
  console.log('deleted: the policy was not applied yet');
} catch (error) {
  console.log('DeleteTable refused:', error.name);
  console.log(error.message);
}
const { Policy } = await client.send(new GetResourcePolicyCommand({ ResourceArn: Table.TableArn }));
console.log('as DynamoDB keeps it:', Policy);
`;
