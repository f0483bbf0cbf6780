/**
 * The data and requests every benchmark uses: one table with 1,000 single-item partitions (GetItem,
 * PutItem) and one partition of 20 items (Query), and ready-made wire requests that cycle through
 * the keys so no measurement hits one key only.
 */
import { Engine } from '../src/engine/engine.ts';
import { createDispatch, type Dispatch } from '../src/protocol/dispatch.ts';

export const TABLE = 'bench';
export const KEY_COUNT = 1000;
export const QUERY_ITEMS = 20;
export type BenchOperation = 'GetItem' | 'PutItem' | 'Query';
export const OPERATIONS: readonly BenchOperation[] = ['GetItem', 'PutItem', 'Query'];

export const target = (operation: string) => `DynamoDB_20120810.${operation}`;

function profile(i: number) {
  return {
    PK: { S: `USER#${i}` },
    SK: { S: 'PROFILE' },
    name: { S: 'Ada Lovelace' },
    email: { S: `ada.${i}@example.com` },
    visits: { N: String(i * 7) },
    plan: { S: 'pro' },
    tags: { SS: ['early-adopter', 'beta'] },
  };
}

function order(i: number) {
  return {
    PK: { S: 'CUSTOMER#42' },
    SK: { S: `ORDER#2026-10-${String(i + 1).padStart(2, '0')}#A${i}` },
    total: { N: String(10 + i) },
    status: { S: i % 3 === 0 ? 'SHIPPED' : 'PENDING' },
    lines: { L: [{ M: { sku: { S: `SKU-${i}` }, qty: { N: '1' } } }] },
  };
}

/** The items of the Query partition, as the benchmark writes them. */
export const queryItems = () => Array.from({ length: QUERY_ITEMS }, (_, i) => order(i));

/** Wire requests per operation, cycling through the keys. */
export function benchRequests(): Record<BenchOperation, string[]> {
  const keys = Array.from({ length: KEY_COUNT }, (_, i) => i);
  return {
    GetItem: keys.map((i) =>
      JSON.stringify({ TableName: TABLE, Key: { PK: { S: `USER#${i}` }, SK: { S: 'PROFILE' } } }),
    ),
    PutItem: keys.map((i) => JSON.stringify({ TableName: TABLE, Item: profile(i) })),
    Query: [
      JSON.stringify({
        TableName: TABLE,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': { S: 'CUSTOMER#42' } },
      }),
    ],
  };
}

/**
 * A fresh engine holding the benchmark table, and its dispatch. Capacity is metered but not
 * enforced: the benchmark sends far more per second than a real table's partitions would accept.
 */
export function benchEngine(): { engine: Engine; dispatch: Dispatch } {
  const engine = new Engine({ tableStatusDelayMs: 0, capacity: { enforce: false } });
  const dispatch = createDispatch(engine);
  const created = dispatch(
    target('CreateTable'),
    JSON.stringify({
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
      ],
    }),
  );
  expectOk('CreateTable', created);
  for (let i = 0; i < KEY_COUNT; i++) {
    expectOk('PutItem', dispatch(target('PutItem'), JSON.stringify({ TableName: TABLE, Item: profile(i) })));
  }
  for (const item of queryItems()) {
    expectOk('PutItem', dispatch(target('PutItem'), JSON.stringify({ TableName: TABLE, Item: item })));
  }
  return { engine, dispatch };
}

/** The benchmark would measure error replies if the engine refused a request: stop instead. */
export function expectOk(operation: string, reply: { status: number; body: string }): void {
  if (reply.status !== 200)
    throw new Error(`${operation} failed during benchmark setup: ${reply.status} ${reply.body}`);
}
