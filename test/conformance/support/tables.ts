/** Table set-up and state snapshots for conformance tests. */
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { ok, type Call, type Conformance, type TransportName } from './suite.ts';

export type KeyType = 'S' | 'N' | 'B';

/** A CreateTable request: `key('pk', 'S')` style partition and optional sort key, on-demand. */
export function tableRequest(
  name: string,
  partition: [string, KeyType],
  sort?: [string, KeyType],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const keys = sort ? [partition, sort] : [partition];
  return {
    TableName: name,
    KeySchema: keys.map(([AttributeName], i) => ({ AttributeName, KeyType: i === 0 ? 'HASH' : 'RANGE' })),
    AttributeDefinitions: keys.map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
    BillingMode: 'PAY_PER_REQUEST',
    ...extra,
  };
}

/** Creates a table (ACTIVE at once on an engine with tableStatusDelayMs 0). */
export async function createTable(call: Call, request: Record<string, unknown>): Promise<void> {
  ok(await call('CreateTable', request));
}

/** Every item of a table (strongly consistent Scan, all pages), as canonical JSON, sorted. */
export async function snapshot(call: Call, table: string): Promise<string[]> {
  const items: string[] = [];
  let start: unknown;
  do {
    const page = ok(
      await call('Scan', {
        TableName: table,
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of page.Items as Record<string, unknown>[]) items.push(canonicalJson(item));
    start = page.LastEvaluatedKey;
  } while (start);
  return items.sort();
}

/** JSON with object keys sorted (and set members sorted), for order-insensitive comparison. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) {
    const mapped = value.map((v) => sortKeys(v));
    return key === 'SS' || key === 'NS' || key === 'BS' ? [...(mapped as string[])].sort() : mapped;
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = Object.create(null);
    for (const k of Object.keys(value).sort()) out[k] = sortKeys((value as Record<string, unknown>)[k], k);
    return out;
  }
  return value;
}

/**
 * Runs a request that must be rejected and asserts the table is exactly as it was: DynamoDB
 * changes nothing when it answers with an error.
 */
export async function expectUnchanged(call: Call, table: string, act: () => Promise<void>): Promise<void> {
  const before = await snapshot(call, table);
  await act();
  expect(await snapshot(call, table)).toEqual(before);
}

/**
 * For a describe block of rejected requests: every test must leave these tables exactly as they
 * were before it (DynamoDB changes nothing when it answers with an error).
 */
export function guardUnchanged(call: () => Call, tables: string[]): void {
  let before: string[][] = [];
  const all = () => Promise.all(tables.map((table) => snapshot(call(), table)));
  beforeEach(async () => {
    before = await all();
  });
  afterEach(async () => {
    expect(await all()).toEqual(before);
  });
}

/** KeySchema and AttributeDefinitions elements, as CreateTable requests and describes them. */
export const hash = (name: string) => ({ AttributeName: name, KeyType: 'HASH' });
export const range = (name: string) => ({ AttributeName: name, KeyType: 'RANGE' });
export const definition = (name: string, type = 'S') => ({ AttributeName: name, AttributeType: type });

/**
 * For an UpdateItem describe block on one transport: the table `updated_<via>` keyed on `a` (S),
 * created before the block; `put` and `get` go through dispatch, `update` through `via`.
 */
export function updateItemTable(context: Conformance, via: TransportName) {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const table = `updated_${via}`;
  const key = (id: string) => ({ a: { S: id } });
  const put = (item: object) => context.call.dispatch('PutItem', { TableName: table, Item: item });
  const get = async (id: string) =>
    ok(await context.call.dispatch('GetItem', { TableName: table, Key: key(id) })).Item;
  const update = (id: string, UpdateExpression: string, values?: object, extra: object = {}) =>
    call('UpdateItem', {
      TableName: table,
      Key: key(id),
      UpdateExpression,
      ...(values ? { ExpressionAttributeValues: values } : {}),
      ...extra,
    });

  beforeAll(async () => {
    await createTable(context.call.dispatch, tableRequest(table, ['a', 'S']));
  });
  return { call, table, key, put, get, update };
}
