/**
 * Orders that follow DynamoDB's hashes (storage/keyHash.ts). A Scan lists item collections by the
 * partition-key hash, the same in every table, each collection in sort-key order: moto's AWS-verified
 * test_scan_with_alternating_hash_keys (A's items before B's), and the property AWS's Kinesis adapter
 * demo relies on, that two tables holding the same items scan alike. Index entries with equal index
 * keys follow the hash of their table keys: architect/dynalite's recordings of index queries.
 */
import { expect, it } from 'vitest';
import { createKeyedTable, ok, testEngine } from '../helpers/wire.ts';
import { S } from '../helpers/attributeValues.ts';

function scanAll(engine: ReturnType<typeof testEngine>, TableName: string, Limit: number) {
  const pages: string[][] = [];
  let ExclusiveStartKey: unknown;
  do {
    const page = ok(engine, 'Scan', { TableName, Limit, ExclusiveStartKey });
    pages.push(
      page.Items.map((item: { pk: { S: string }; sk: { S: string } }) => `${item.pk.S}/${item.sk.S}`),
    );
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return pages;
}

it('lists A’s collection before B’s, each in sort-key order, page after page', () => {
  const engine = testEngine();
  createKeyedTable(engine, 'alternating', 'S');
  const puts = [];
  for (let i = 0; i < 8; i++) puts.push({ pk: S(i % 2 ? 'A' : 'B'), sk: S(String(i)) });
  for (let i = 20; i > 15; i--) puts.push({ pk: S('A'), sk: S(String(i)) });
  for (const Item of puts) ok(engine, 'PutItem', { TableName: 'alternating', Item });
  expect(scanAll(engine, 'alternating', 3)).toEqual([
    ['A/1', 'A/16', 'A/17'],
    ['A/18', 'A/19', 'A/20'],
    ['A/3', 'A/5', 'A/7'],
    ['B/0', 'B/2', 'B/4'],
    ['B/6'],
  ]);
});

it('scans two tables holding the same items in the same order', () => {
  const engine = testEngine();
  for (const name of ['source', 'replica']) createKeyedTable(engine, name, 'S');
  const keys = Array.from({ length: 40 }, (_, i) => `user#${i}`);
  for (const name of ['source', 'replica']) {
    const order = name === 'source' ? keys : [...keys].reverse();
    for (const pk of order) ok(engine, 'PutItem', { TableName: name, Item: { pk: S(pk), sk: S('profile') } });
  }
  expect(scanAll(engine, 'replica', 1000)).toEqual(scanAll(engine, 'source', 1000));
});

it('orders index entries with equal index keys by their table keys’ hash, both ways and resumed', () => {
  const engine = testEngine();
  createKeyedTable(
    engine,
    'orders',
    'S',
    { c: 'S' },
    {
      GlobalSecondaryIndexes: [
        {
          IndexName: 'byC',
          KeySchema: [{ AttributeName: 'c', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
    },
  );
  for (const [pk, sk] of ['aa', 'bb', 'cd', 'ce', 'da', 'ea']) {
    ok(engine, 'PutItem', { TableName: 'orders', Item: { pk: S(pk), sk: S(sk), c: S('same') } });
  }
  const page = (ScanIndexForward: boolean, ExclusiveStartKey?: object) =>
    ok(engine, 'Query', {
      TableName: 'orders',
      IndexName: 'byC',
      KeyConditionExpression: 'c = :c',
      ExpressionAttributeValues: { ':c': S('same') },
      ScanIndexForward,
      Limit: 4,
      ExclusiveStartKey,
    });
  type Key = { pk: { S: string }; sk: { S: string } };
  const keys = (reply: Record<string, any>) => (reply.Items as Key[]).map((item) => item.pk.S + item.sk.S);
  const first = page(true);
  expect(keys(first)).toEqual(['bb', 'aa', 'ce', 'ea']);
  expect(keys(page(true, first.LastEvaluatedKey))).toEqual(['da', 'cd']);
  expect(keys(page(false))).toEqual(['cd', 'da', 'ea', 'ce']);
});
