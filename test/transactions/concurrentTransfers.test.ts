/**
 * Issue 3's concurrency acceptance: 1,000 transfer transactions from 16 concurrent clients between
 * 50 accounts, over HTTP, with transactions in flight for a while (so they really overlap). The total
 * balance must stay exact, and every failure must be one of DynamoDB's documented errors.
 */
import {
  CreateTableCommand,
  PutItemCommand,
  ScanCommand,
  TransactWriteItemsCommand,
  DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEndpoint, TEST_CREDENTIALS, type TestEndpoint } from '../helpers/endpoint.ts';

const ACCOUNTS = 50;
const CLIENTS = 16;
const TRANSFERS = 1000;
const START_BALANCE = 1000;

let endpoint: TestEndpoint;
beforeAll(async () => {
  endpoint = await startEndpoint({ transactionLatencyMs: 5, clock: { speed: 1 } });
  await endpoint.client.send(
    // Provisioned for 10,000 writes a second (11 partitions): a fast run of 16 clients can push a new
    // on-demand table's 4 partitions past their 1,000-WCU ceilings, and throttling is not under test.
    new CreateTableCommand({
      TableName: 'accounts',
      ProvisionedThroughput: { ReadCapacityUnits: 100, WriteCapacityUnits: 10_000 },
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    }),
  );
  for (let i = 0; i < ACCOUNTS; i++) {
    await endpoint.client.send(
      new PutItemCommand({
        TableName: 'accounts',
        Item: { id: { S: `acct-${i}` }, balance: { N: String(START_BALANCE) } },
      }),
    );
  }
});
afterAll(() => endpoint.close());

/** A deterministic pseudo-random sequence per client. */
function sequence(seed: number) {
  let x = seed;
  return () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

describe('concurrent transfer transactions over HTTP', () => {
  it('keep the total balance exact and fail only with DynamoDB errors', async () => {
    const outcomes = new Map<string, number>();
    let next = 0;
    const worker = async (clientId: number) => {
      const client = new DynamoDBClient({
        endpoint: endpoint.url,
        region: endpoint.engine.region,
        credentials: TEST_CREDENTIALS,
        maxAttempts: 1,
      });
      const random = sequence(clientId + 1);
      while (next < TRANSFERS) {
        next++;
        const from = Math.floor(random() * ACCOUNTS);
        const to = (from + 1 + Math.floor(random() * (ACCOUNTS - 1))) % ACCOUNTS;
        const amount = String(1 + Math.floor(random() * 200));
        try {
          await client.send(
            new TransactWriteItemsCommand({
              TransactItems: [
                {
                  Update: {
                    TableName: 'accounts',
                    Key: { id: { S: `acct-${from}` } },
                    UpdateExpression: 'SET balance = balance - :a',
                    ConditionExpression: 'balance >= :a',
                    ExpressionAttributeValues: { ':a': { N: amount } },
                  },
                },
                {
                  Update: {
                    TableName: 'accounts',
                    Key: { id: { S: `acct-${to}` } },
                    UpdateExpression: 'SET balance = balance + :a',
                    ExpressionAttributeValues: { ':a': { N: amount } },
                  },
                },
              ],
            }),
          );
          outcomes.set('ok', (outcomes.get('ok') ?? 0) + 1);
        } catch (error) {
          const name = (error as Error).name;
          const reasons = ((error as { CancellationReasons?: { Code: string }[] }).CancellationReasons ?? [])
            .map((r) => r.Code)
            .filter((code) => code !== 'None');
          const key = `${name}${reasons.length ? `:${[...new Set(reasons)].sort().join('+')}` : ''}`;
          outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
        }
      }
      client.destroy();
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => worker(i)));

    const counted = [...outcomes.values()].reduce((a, b) => a + b, 0);
    expect(counted).toBe(TRANSFERS);
    for (const outcome of outcomes.keys()) {
      expect([
        'ok',
        'TransactionCanceledException:TransactionConflict',
        'TransactionCanceledException:ConditionalCheckFailed',
        'TransactionCanceledException:ConditionalCheckFailed+TransactionConflict',
      ]).toContain(outcome);
    }
    // The overlap is real: some transfers met another in flight, and most still went through.
    expect(outcomes.get('TransactionCanceledException:TransactionConflict') ?? 0).toBeGreaterThan(0);
    expect(outcomes.get('ok') ?? 0).toBeGreaterThan(TRANSFERS / 2);

    const items =
      (await endpoint.client.send(new ScanCommand({ TableName: 'accounts', ConsistentRead: true }))).Items ??
      [];
    const total = items.reduce((sum, item) => sum + Number(item.balance.N), 0);
    expect(items).toHaveLength(ACCOUNTS);
    expect(total).toBe(ACCOUNTS * START_BALANCE);
    expect(items.every((item) => Number(item.balance.N) >= 0)).toBe(true);
  }, 60_000);
});
