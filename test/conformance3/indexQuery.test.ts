/**
 * Query on local and global secondary indexes through dispatch and the AWS SDK. Recorded DynamoDB
 * answers: paritysuite/dynamodb-conformance (multi-attribute GSI keys, LastEvaluatedKey on indexes);
 * the developer guide (LSI.html: fetching unprojected attributes from the table and charging for it;
 * GSI.html: sparse indexes, projections, capacity per index under INDEXES). Refused index queries are
 * in indexQueryValidations.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TRANSPORTS, type Call, ok } from '../conformance/support/suite.ts';
import { consumed } from '../conformance/support/capacity.ts';
import { ORDERS, orderItem } from './support/indexedTable.ts';
import { createOrdersTable, indexQueries } from './support/indexQueries.ts';
import { useManualEndpoint } from './support/setup.ts';
import { N, S } from '../helpers/attributeValues.ts';

const context = useManualEndpoint();
const TABLE = 'iquery_orders';
type Item = Record<string, { S?: string; N?: string }>;
const sks = (items: Item[]) => items.map((item) => `${item.PK.S}/${item.SK.S}`);
const { onIndex, byStatus, byRank, tenantDay } = indexQueries(TABLE);

beforeAll(() => createOrdersTable(context, TABLE));

describe.each(CLIENT_TRANSPORTS)('Query on indexes via %s', (via) => {
  const call: Call = (operation, body) => context.call[via](operation, body);
  const query = async (body: object) => ok(await call('Query', body));

  it('reads a local index in its sort-key order, sparse, with its projection only', async () => {
    const keysOnly = await query(byRank('c1'));
    expect(keysOnly.Items).toEqual([
      { PK: S('c1'), SK: S('o2'), rank: N(1) },
      { PK: S('c1'), SK: S('o3'), rank: N(2) },
      { PK: S('c1'), SK: S('o1'), rank: N(3) },
    ]);
    expect(keysOnly.ScannedCount).toBe(3);
    const included = await query(
      onIndex(
        'ByTitle',
        'PK = :p',
        { ':p': S('c1') },
        { Select: 'ALL_PROJECTED_ATTRIBUTES', ScanIndexForward: false },
      ),
    );
    expect(included.Items).toEqual([
      { PK: S('c1'), SK: S('o1'), title: S('b'), note: S('n1') },
      { PK: S('c1'), SK: S('o2'), title: S('a'), note: S('n2') },
    ]);
    expect(
      sks(
        (
          await query(
            byRank('c1', {
              KeyConditionExpression: 'PK = :p AND #r BETWEEN :lo AND :hi',
              ExpressionAttributeNames: { '#r': 'rank' },
              ExpressionAttributeValues: { ':p': S('c1'), ':lo': N(2), ':hi': N(3) },
            }),
          )
        ).Items,
      ),
    ).toEqual(['c1/o3', 'c1/o1']);
  });

  it('fetches unprojected attributes of a local index from the table, charging the table per item', async () => {
    const fetched = await query(
      byRank('c1', { Select: 'ALL_ATTRIBUTES', ConsistentRead: true, ReturnConsumedCapacity: 'INDEXES' }),
    );
    expect(fetched.Items).toEqual([orderItem(ORDERS[1]), orderItem(ORDERS[2]), orderItem(ORDERS[0])]);
    // Three entries read from the index (one 4 KB unit) and three items fetched (one unit each).
    expect(consumed(fetched)).toEqual({
      TableName: TABLE,
      CapacityUnits: 4,
      Table: { CapacityUnits: 3 },
      LocalSecondaryIndexes: { ByRank: { CapacityUnits: 1 } },
    });
    const named = await query(
      byRank('c1', { ProjectionExpression: 'SK, secret', ReturnConsumedCapacity: 'INDEXES' }),
    );
    expect(named.Items).toEqual([{ SK: S('o2') }, { SK: S('o3') }, { SK: S('o1'), secret: S('s1') }]);
    expect(consumed(named)).toEqual({
      TableName: TABLE,
      CapacityUnits: 2,
      Table: { CapacityUnits: 1.5 },
      LocalSecondaryIndexes: { ByRank: { CapacityUnits: 0.5 } },
    });
    // A filter, though, may name only what the index projects: indexes/indexFilterProjection.test.ts.
    const projectedOnly = await query(
      byRank('c1', {
        ProjectionExpression: '#r',
        ExpressionAttributeNames: { '#r': 'rank' },
        ReturnConsumedCapacity: 'INDEXES',
      }),
    );
    expect(consumed(projectedOnly)).toEqual({
      TableName: TABLE,
      CapacityUnits: 0.5,
      Table: { CapacityUnits: 0 },
      LocalSecondaryIndexes: { ByRank: { CapacityUnits: 0.5 } },
    });
  });

  it('reads a global index: its own keys, sparse, projected attributes only, capacity on the index', async () => {
    const open = await query(byStatus('OPEN', { ReturnConsumedCapacity: 'INDEXES' }));
    // By the index sort key, SK; the two o1 entries in the order of their table keys' hash (c2/o1
    // before c1/o1), as DynamoDB orders entries with equal index keys.
    expect(open.Items).toEqual([
      { PK: S('c2'), SK: S('o1'), status: S('OPEN'), total: N(40) },
      { PK: S('c1'), SK: S('o1'), status: S('OPEN'), total: N(10) },
      { PK: S('c1'), SK: S('o2'), status: S('OPEN'), total: N(20) },
    ]);
    expect(consumed(open)).toEqual({
      TableName: TABLE,
      CapacityUnits: 0.5,
      Table: { CapacityUnits: 0 },
      GlobalSecondaryIndexes: { ByStatus: { CapacityUnits: 0.5 } },
    });
    // A global index never fetches from the table: it may be asked only for what it projects.
    const named = await query(
      byStatus('OPEN', {
        ProjectionExpression: 'SK, #t',
        ExpressionAttributeNames: { '#s': 'status', '#t': 'total' },
        Select: 'SPECIFIC_ATTRIBUTES',
      }),
    );
    expect(named.Items).toEqual([
      { SK: S('o1'), total: N(40) },
      { SK: S('o1'), total: N(10) },
      { SK: S('o2'), total: N(20) },
    ]);
    const all = await query(
      onIndex(
        'ByOwner',
        '#o = :o',
        { ':o': S('ada') },
        { ExpressionAttributeNames: { '#o': 'owner' }, Select: 'ALL_ATTRIBUTES' },
      ),
    );
    expect(sks(all.Items).sort()).toEqual(['c1/o1', 'c1/o3']);
    expect(all.Items.find((item: Item) => item.SK.S === 'o1')).toEqual(orderItem(ORDERS[0]));
    expect(await query(byStatus('OPEN', { Select: 'COUNT' }))).toEqual({ Count: 3, ScannedCount: 3 });
    expect((await query(byStatus('NONE'))).Items).toEqual([]);
  });

  it('reads a multi-attribute global index by its partition attributes and sort prefix', async () => {
    const keysOf = async (condition: string, values: Record<string, object>, extra: object = {}) =>
      sks((await query(tenantDay(condition, values, extra))).Items);
    expect(await keysOf('', {})).toEqual(['c1/o2', 'c1/o1', 'c1/o3']);
    expect(await keysOf('', {}, { ScanIndexForward: false })).toEqual(['c1/o3', 'c1/o1', 'c1/o2']);
    expect(await keysOf('#d = :d', { ':d': S('d1') })).toEqual(['c1/o2', 'c1/o1']);
    expect(await keysOf('#d = :d AND seq > :q', { ':d': S('d1'), ':q': N(1) })).toEqual(['c1/o1']);
    expect(await keysOf('#d > :d', { ':d': S('d1') })).toEqual(['c1/o3']);
    expect(await keysOf('begins_with(#d, :d)', { ':d': S('d') })).toEqual(['c1/o2', 'c1/o1', 'c1/o3']);
    const us = await query(
      onIndex(
        'ByTenantDay',
        'tenant = :t AND #r = :r',
        { ':t': S('t1'), ':r': S('us') },
        { ExpressionAttributeNames: { '#r': 'region' } },
      ),
    );
    expect(us.Items).toEqual([
      { PK: S('c2'), SK: S('o1'), tenant: S('t1'), region: S('us'), day: S('d1'), seq: N(1) },
    ]);
  });

  it('pages through indexes with LastEvaluatedKey holding the index key and the table key', async () => {
    const pages = async (body: Record<string, unknown>, keyNames: string[]) => {
      const seen: string[] = [];
      let start: unknown;
      do {
        const page = await query({ ...body, Limit: 1, ...(start ? { ExclusiveStartKey: start } : {}) });
        seen.push(...sks(page.Items));
        start = page.LastEvaluatedKey;
        if (start) expect(Object.keys(start as object).sort()).toEqual([...keyNames].sort());
      } while (start);
      return seen;
    };
    expect(await pages(byStatus('OPEN'), ['status', 'SK', 'PK'])).toEqual(
      sks((await query(byStatus('OPEN'))).Items),
    );
    expect(await pages(byRank('c1'), ['PK', 'SK', 'rank'])).toEqual(['c1/o2', 'c1/o3', 'c1/o1']);
    expect(await pages(tenantDay('', {}), ['PK', 'SK', 'tenant', 'region', 'day', 'seq'])).toEqual([
      'c1/o2',
      'c1/o1',
      'c1/o3',
    ]);
  });
});
