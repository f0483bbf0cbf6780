/**
 * A table with every kind of secondary index, for the index, batch and transaction files:
 *
 * - table key PK (S) + SK (S)
 * - LSI ByRank: PK + rank (N), KEYS_ONLY
 * - LSI ByTitle: PK + title (S), INCLUDE [note]
 * - GSI ByStatus: status (S) + SK, INCLUDE [total]
 * - GSI ByOwner: owner (S), ALL (hash only)
 * - GSI ByTenantDay: tenant + region (S, HASH) and day (S) + seq (N) (RANGE), KEYS_ONLY — a
 *   multi-attribute key
 */
import { hash, range } from '../../conformance/support/tables.ts';
import { N, S } from '../../helpers/attributeValues.ts';
export { S };

export const LOCAL_INDEXES = ['ByRank', 'ByTitle'] as const;
export const GLOBAL_INDEXES = ['ByStatus', 'ByOwner', 'ByTenantDay'] as const;

export function indexedTableRequest(
  name: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const types: [string, string][] = [
    ['PK', 'S'],
    ['SK', 'S'],
    ['rank', 'N'],
    ['title', 'S'],
    ['status', 'S'],
    ['owner', 'S'],
    ['tenant', 'S'],
    ['region', 'S'],
    ['day', 'S'],
    ['seq', 'N'],
  ];
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [hash('PK'), range('SK')],
    AttributeDefinitions: types.map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
    LocalSecondaryIndexes: [
      {
        IndexName: 'ByRank',
        KeySchema: [hash('PK'), range('rank')],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
      {
        IndexName: 'ByTitle',
        KeySchema: [hash('PK'), range('title')],
        Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['note'] },
      },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'ByStatus',
        KeySchema: [hash('status'), range('SK')],
        Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['total'] },
      },
      { IndexName: 'ByOwner', KeySchema: [hash('owner')], Projection: { ProjectionType: 'ALL' } },
      {
        IndexName: 'ByTenantDay',
        KeySchema: [hash('tenant'), hash('region'), range('day'), range('seq')],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ],
    ...extra,
  };
}

export interface Order {
  pk: string;
  sk: string;
  rank?: number;
  title?: string;
  note?: string;
  status?: string;
  owner?: string;
  total?: number;
  tenant?: string;
  region?: string;
  day?: string;
  seq?: number;
  extra?: Record<string, unknown>;
}

/** An item in wire form; attributes left undefined are absent (the item is then sparse in that index). */
export function orderItem(order: Order): Record<string, unknown> {
  const item: Record<string, unknown> = { PK: S(order.pk), SK: S(order.sk) };
  if (order.rank !== undefined) item.rank = N(order.rank);
  for (const name of ['title', 'note', 'status', 'owner', 'tenant', 'region', 'day'] as const) {
    const value = order[name];
    if (value !== undefined) item[name] = S(value);
  }
  if (order.total !== undefined) item.total = N(order.total);
  if (order.seq !== undefined) item.seq = N(order.seq);
  return { ...item, ...order.extra };
}

export const key = (pk: string, sk: string) => ({ PK: S(pk), SK: S(sk) });

/**
 * The orders the index read files query. Customer c1 has four orders (o4 in no index but the
 * table), c2 one; o1 carries an attribute no index projects (`secret`).
 */
export const ORDERS: Order[] = [
  {
    pk: 'c1',
    sk: 'o1',
    rank: 3,
    title: 'b',
    note: 'n1',
    status: 'OPEN',
    owner: 'ada',
    total: 10,
    tenant: 't1',
    region: 'eu',
    day: 'd1',
    seq: 2,
    extra: { secret: { S: 's1' } },
  },
  {
    pk: 'c1',
    sk: 'o2',
    rank: 1,
    title: 'a',
    note: 'n2',
    status: 'OPEN',
    owner: 'bob',
    total: 20,
    tenant: 't1',
    region: 'eu',
    day: 'd1',
    seq: 1,
  },
  {
    pk: 'c1',
    sk: 'o3',
    rank: 2,
    status: 'SHIPPED',
    owner: 'ada',
    total: 30,
    tenant: 't1',
    region: 'eu',
    day: 'd2',
    seq: 1,
  },
  { pk: 'c1', sk: 'o4', note: 'unindexed' },
  {
    pk: 'c2',
    sk: 'o1',
    rank: 5,
    title: 'c',
    status: 'OPEN',
    total: 40,
    tenant: 't1',
    region: 'us',
    day: 'd1',
    seq: 1,
  },
];
