/**
 * Scan on local and global secondary indexes. Recorded DynamoDB answers: architect/dynalite
 * test/scan.js (index errors and their order, Select rules), paritysuite/dynamodb-conformance (consistent reads on a
 * GSI refused for Scan as for Query), nubo-db/dynamodb-conformance (GSI and LSI scan pagination);
 * the developer guide (a scan of an index reads its entries only: sparse, projected).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_TRANSPORTS,
  CLIENT_TRANSPORTS,
  type Call,
  ok,
  parameterError,
  validationOn,
} from '../conformance/support/suite.ts';
import { consumed } from '../conformance/support/capacity.ts';
import { createTable } from '../conformance/support/tables.ts';
import { indexedTableRequest, ORDERS, orderItem } from './support/indexedTable.ts';
import { guardState, useManualEndpoint } from './support/setup.ts';
import { N, S } from '../helpers/attributeValues.ts';

const context = useManualEndpoint();
const TABLE = 'iscan_orders';
type Item = Record<string, { S?: string; N?: string }>;
const sks = (items: Item[]) => items.map((item) => `${item.PK.S}/${item.SK.S}`).sort();

beforeAll(async () => {
  await createTable(context.call.dispatch, indexedTableRequest(TABLE));
  for (const order of ORDERS)
    ok(await context.call.dispatch('PutItem', { TableName: TABLE, Item: orderItem(order) }));
});

describe('Scan on indexes: validations', () => {
  const rejects = (body: object, message: string) =>
    validationOn(context, ALL_TRANSPORTS, 'Scan', body, message);
  guardState(context, [TABLE]);

  it('names an unknown index and refuses what an index cannot serve', async () => {
    await rejects(
      { TableName: TABLE, IndexName: 'Nope' },
      'The table does not have the specified index: Nope',
    );
    await rejects(
      { TableName: TABLE, IndexName: 'ByStatus', ConsistentRead: true },
      'Consistent reads are not supported on global secondary indexes',
    );
    await rejects(
      { TableName: TABLE, IndexName: 'ByTenantDay', Select: 'ALL_ATTRIBUTES' },
      parameterError(
        'Select type ALL_ATTRIBUTES is not supported for global secondary index ByTenantDay because its projection type is not ALL',
      ),
    );
    await rejects(
      { TableName: TABLE, IndexName: 'ByStatus', ProjectionExpression: 'SK, note' },
      parameterError('Global secondary index ByStatus does not project [note]'),
    );
    await rejects(
      { TableName: TABLE, Select: 'ALL_PROJECTED_ATTRIBUTES' },
      'ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName',
    );
  });

  it('checks ExclusiveStartKey against the index, then Select, then the table key', async () => {
    const invalid = 'The provided starting key is invalid';
    const byStatus = (ExclusiveStartKey: object) => ({
      TableName: TABLE,
      IndexName: 'ByStatus',
      ExclusiveStartKey,
    });
    await rejects(byStatus({ PK: S('c1'), SK: S('o1') }), invalid);
    await rejects(byStatus({ status: S('OPEN'), SK: S('o1') }), invalid);
    await rejects(byStatus({ PK: S('c1'), SK: S('o1'), owner: S('OPEN') }), invalid);
    await rejects(
      byStatus({ PK: S('c1'), SK: S('o1'), status: N(1) }),
      'The provided key element does not match the schema',
    );
    await rejects(
      byStatus({ PK: N(1), SK: S('o1'), status: S('OPEN') }),
      `${invalid}: The provided key element does not match the schema`,
    );
    const allOfTenantDay = (ExclusiveStartKey: object) => ({
      TableName: TABLE,
      IndexName: 'ByTenantDay',
      Select: 'ALL_ATTRIBUTES',
      ExclusiveStartKey,
    });
    await rejects(allOfTenantDay({ PK: S('c1'), SK: S('o1') }), invalid);
    await rejects(
      allOfTenantDay({ PK: N(1), SK: S('o1'), tenant: S('t1'), region: S('us'), day: S('d1'), seq: N(1) }),
      parameterError(
        'Select type ALL_ATTRIBUTES is not supported for global secondary index ByTenantDay because its projection type is not ALL',
      ),
    );
  });
});

describe.each(CLIENT_TRANSPORTS)('Scan on indexes via %s', (via) => {
  const call: Call = (operation, body) => context.call[via](operation, body);
  const scan = async (body: object) => ok(await call('Scan', { TableName: TABLE, ...body }));

  it('reads only the items an index holds, with its projection', async () => {
    expect(sks((await scan({ IndexName: 'ByStatus' })).Items)).toEqual(['c1/o1', 'c1/o2', 'c1/o3', 'c2/o1']);
    expect(sks((await scan({ IndexName: 'ByOwner' })).Items)).toEqual(['c1/o1', 'c1/o2', 'c1/o3']);
    expect(sks((await scan({ IndexName: 'ByTitle' })).Items)).toEqual(['c1/o1', 'c1/o2', 'c2/o1']);
    const keysOnly = await scan({ IndexName: 'ByTenantDay' });
    expect(keysOnly.Items.find((item: Item) => item.PK.S === 'c2')).toEqual({
      PK: S('c2'),
      SK: S('o1'),
      tenant: S('t1'),
      region: S('us'),
      day: S('d1'),
      seq: N(1),
    });
    expect(await scan({ IndexName: 'ByRank', Select: 'COUNT' })).toEqual({ Count: 4, ScannedCount: 4 });
  });

  it('charges a global index under INDEXES and fetches from the table through a local one', async () => {
    expect(consumed(await scan({ IndexName: 'ByOwner', ReturnConsumedCapacity: 'INDEXES' }))).toEqual({
      TableName: TABLE,
      CapacityUnits: 0.5,
      Table: { CapacityUnits: 0 },
      GlobalSecondaryIndexes: { ByOwner: { CapacityUnits: 0.5 } },
    });
    const fetched = await scan({
      IndexName: 'ByRank',
      FilterExpression: 'attribute_exists(secret)',
      ReturnConsumedCapacity: 'INDEXES',
    });
    // The filter needs an attribute the index lacks: each entry's item is read from the table,
    // and the reply keeps to the index's projection.
    expect(fetched.Items).toEqual([{ PK: S('c1'), SK: S('o1'), rank: N(3) }]);
    expect(consumed(fetched)).toEqual({
      TableName: TABLE,
      CapacityUnits: 2.5,
      Table: { CapacityUnits: 2 },
      LocalSecondaryIndexes: { ByRank: { CapacityUnits: 0.5 } },
    });
  });

  it('pages and splits into segments over an index without losing or repeating entries', async () => {
    const seen: string[] = [];
    let start: unknown;
    do {
      const page = await scan({
        IndexName: 'ByStatus',
        Limit: 1,
        ...(start ? { ExclusiveStartKey: start } : {}),
      });
      seen.push(...sks(page.Items));
      start = page.LastEvaluatedKey;
      if (start) expect(Object.keys(start as object).sort()).toEqual(['PK', 'SK', 'status']);
    } while (start);
    expect(seen.sort()).toEqual(['c1/o1', 'c1/o2', 'c1/o3', 'c2/o1']);
    const segments = await Promise.all(
      [0, 1, 2].map((Segment) => scan({ IndexName: 'ByTenantDay', Segment, TotalSegments: 3 })),
    );
    expect(segments.flatMap((segment) => sks(segment.Items)).sort()).toEqual([
      'c1/o1',
      'c1/o2',
      'c1/o3',
      'c2/o1',
    ]);
  });
});
