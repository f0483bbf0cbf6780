/**
 * The ready-made SDK clients learner code finds as globals — `client` (DynamoDBClient) and `doc`
 * (DynamoDBDocumentClient) — connected to the engine through `send` instead of the network, and the
 * packages learner code may import by name.
 */
import * as clientDynamodb from '@aws-sdk/client-dynamodb';
import * as libDynamodb from '@aws-sdk/lib-dynamodb';
import { createSdkRequestHandler, type ReplySource } from '../../client/sdkRequestHandler.ts';
import type { ModuleRegistry } from '../sandbox/learnerModule.ts';

export const SDK_REGISTRY: ModuleRegistry = {
  '@aws-sdk/client-dynamodb': clientDynamodb,
  '@aws-sdk/lib-dynamodb': libDynamodb,
};

export interface SandboxClients {
  client: clientDynamodb.DynamoDBClient;
  doc: libDynamodb.DynamoDBDocumentClient;
}

export function createSandboxClients(send: ReplySource): SandboxClients {
  const client = new clientDynamodb.DynamoDBClient({
    endpoint: 'http://sandbox.local',
    region: 'us-east-1',
    credentials: { accessKeyId: 'sandbox', secretAccessKey: 'sandbox' },
    requestHandler: createSdkRequestHandler(send),
  });
  return { client, doc: libDynamodb.DynamoDBDocumentClient.from(client) };
}
