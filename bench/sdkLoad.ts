/**
 * Closed-loop load through the real AWS SDK for JavaScript v3 (`--client sdk`): what the endpoint's
 * users send — SigV4-signed requests with the SDK's headers — and the pace they send it at, since
 * the SDK's own work per request keeps a shared core busy between requests.
 */
import { DynamoDBClient, GetItemCommand, PutItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { Agent } from 'node:http';
import { closedLoop, type Load } from './httpLoad.ts';

/** A client for `url`; the bench servers tell the operations apart by path (bare answers by path). */
export function sdkLoad(
  url: string,
  operation: string,
  bodies: readonly string[],
  concurrency: number,
): Load {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const client = new DynamoDBClient({
    endpoint: `${url}/${operation}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'AKIDBENCH', secretAccessKey: 'bench' },
    requestHandler: { httpAgent: agent },
    maxAttempts: 1,
  });
  const inputs = bodies.map((body) => JSON.parse(body) as never);
  const send = (input: never): Promise<unknown> => {
    if (operation === 'GetItem') return client.send(new GetItemCommand(input));
    if (operation === 'PutItem') return client.send(new PutItemCommand(input));
    if (operation === 'Query') return client.send(new QueryCommand(input));
    throw new Error(`no SDK command for ${operation}`);
  };
  return {
    run(limit) {
      const succeeds = async (i: number) => {
        try {
          await send(inputs[i]);
          return true;
        } catch {
          return false;
        }
      };
      return closedLoop(succeeds, inputs.length, concurrency, limit);
    },
    close() {
      client.destroy();
      agent.destroy();
    },
  };
}
