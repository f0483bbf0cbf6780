/**
 * The tables AWS's PartiQL pages in the DynamoDB Developer Guide take for granted, shaped as those
 * pages describe them, for the docs example tests (docsExamples*.test.ts):
 *   Music       Artist (S) + SongTitle (S)            — the getting-started table
 *   Orders      OrderID (N), a global index on CustomerID; non-key Total, Address, Image
 *   WatchList   CustomerID (S) + MovieID (S), a Devices map
 *   TypesTable  primarykey (S)                        — the data types page
 *   ProblemSet  pk (S) + sk (S)                       — the batching page's SELECT syntax
 */
import type { Engine } from '../../src/engine/engine.ts';
import { ok, testEngine } from '../helpers/wire.ts';
import { N, S } from './support.ts';

type KeyPart = [name: string, type: 'S' | 'N'];

function createTable(
  engine: Engine,
  TableName: string,
  keys: KeyPart[],
  extra: Record<string, unknown> = {},
) {
  const extraDefinitions = (extra.AttributeDefinitions as object[] | undefined) ?? [];
  ok(engine, 'CreateTable', {
    ...extra,
    TableName,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: keys.map(([AttributeName], i) => ({ AttributeName, KeyType: i === 0 ? 'HASH' : 'RANGE' })),
    AttributeDefinitions: [
      ...keys.map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
      ...extraDefinitions,
    ],
  });
}

/** How many orders the Orders table holds: enough that a full Scan costs far more than a Query. */
export const ORDER_COUNT = 40;

/** Order n: Total n × 50, customer c(n mod 3), about 1 KB of padding; order 1 has the Kirkland address. */
export function order(n: number) {
  return {
    OrderID: N(n),
    Total: N(n * 50),
    CustomerID: S(`c${n % 3}`),
    Address: S(n === 1 ? '7834 24th St, Kirkland, WA' : `${n} Main St, Seattle, WA`),
    pad: S('x'.repeat(1000)),
  };
}

export function docsEngine(): Engine {
  const engine = testEngine();
  createTable(engine, 'Music', [
    ['Artist', 'S'],
    ['SongTitle', 'S'],
  ]);
  createTable(engine, 'Orders', [['OrderID', 'N']], {
    AttributeDefinitions: [{ AttributeName: 'CustomerID', AttributeType: 'S' }],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'CustomerIndex',
        KeySchema: [{ AttributeName: 'CustomerID', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ],
  });
  createTable(engine, 'WatchList', [
    ['CustomerID', 'S'],
    ['MovieID', 'S'],
  ]);
  createTable(engine, 'TypesTable', [['primarykey', 'S']]);
  createTable(engine, 'ProblemSet', [
    ['pk', 'S'],
    ['sk', 'S'],
  ]);
  for (let n = 1; n <= ORDER_COUNT; n++) put(engine, 'Orders', order(n));
  return engine;
}

export function put(engine: Engine, TableName: string, Item: Record<string, unknown>): void {
  ok(engine, 'PutItem', { TableName, Item });
}

export function get(engine: Engine, TableName: string, Key: Record<string, unknown>) {
  return ok(engine, 'GetItem', { TableName, Key, ConsistentRead: true }).Item;
}

export const musicKey = (artist: string, title: string) => ({ Artist: S(artist), SongTitle: S(title) });

export const getMusic = (engine: Engine, artist: string, title: string) =>
  get(engine, 'Music', musicKey(artist, title));

/** A statement list in the wire shape: a bare string is a statement without Parameters. */
export const statementList = (list: (string | Record<string, unknown>)[]) =>
  list.map((s) => (typeof s === 'string' ? { Statement: s } : s));
