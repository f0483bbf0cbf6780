/**
 * The resource-policy operations through the real AWS SDK against a started endpoint: the SDK sends
 * them, reads their replies and raises PolicyNotFoundException and ValidationException as the
 * classes it defines for DynamoDB's errors.
 */
import {
  CreateTableCommand,
  DeleteResourcePolicyCommand,
  GetResourcePolicyCommand,
  PolicyNotFoundException,
  PutResourcePolicyCommand,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEndpoint, type TestEndpoint } from '../helpers/endpoint.ts';

let endpoint: TestEndpoint;
let arn: string;

beforeAll(async () => {
  endpoint = await startEndpoint();
  const created = await endpoint.client.send(
    new CreateTableCommand({
      TableName: 'shared',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    }),
  );
  arn = created.TableDescription!.TableArn!;
});
afterAll(() => endpoint.close());

it('puts, reads back and deletes a policy, with PolicyNotFoundException on either side', async () => {
  const { client } = endpoint;
  await expect(client.send(new GetResourcePolicyCommand({ ResourceArn: arn }))).rejects.toBeInstanceOf(
    PolicyNotFoundException,
  );
  const Policy = JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      { Effect: 'Allow', Principal: { AWS: '444455556666' }, Action: ['dynamodb:Query'], Resource: arn },
    ],
  });
  const { RevisionId } = await client.send(new PutResourcePolicyCommand({ ResourceArn: arn, Policy }));
  const read = await client.send(new GetResourcePolicyCommand({ ResourceArn: arn }));
  expect(read.RevisionId).toBe(RevisionId);
  expect(JSON.parse(read.Policy!).Statement[0]).toEqual({
    Effect: 'Allow',
    Principal: { AWS: 'arn:aws:iam::444455556666:root' },
    Action: 'dynamodb:Query',
    Resource: arn,
  });
  endpoint.engine.advance(15_000);
  const deleted = await client.send(
    new DeleteResourcePolicyCommand({ ResourceArn: arn, ExpectedRevisionId: RevisionId }),
  );
  expect(deleted.RevisionId).toBe(RevisionId);
  await expect(client.send(new GetResourcePolicyCommand({ ResourceArn: arn }))).rejects.toMatchObject({
    name: 'PolicyNotFoundException',
    message: `Resource-based policy not found for the provided ResourceArn: ${arn}`,
  });
});

it('a public policy is refused as a ValidationException', async () => {
  const Policy = JSON.stringify({
    Statement: [{ Effect: 'Allow', Principal: '*', Action: 'dynamodb:GetItem', Resource: arn }],
  });
  await expect(
    endpoint.client.send(new PutResourcePolicyCommand({ ResourceArn: arn, Policy })),
  ).rejects.toMatchObject({ name: 'ValidationException', $metadata: { httpStatusCode: 400 } });
});
