/**
 * Query on an index with an ExclusiveStartKey, and the order of its checks. Recorded DynamoDB
 * answers: architect/dynalite test/query.js (the key attributes first — count, then each index key —
 * then Select, then the table key; a start key outside the sort-key condition, or inside it in another
 * item collection); DynamoDB Local's answer for start keys outside a GSI query's sort-key condition
 * (recorded in 2026 by an application's test suite).
 */
import { beforeAll, describe, it } from 'vitest';
import { ALL_TRANSPORTS, ok, parameterError, validationOn } from '../conformance/support/suite.ts';
import { createTable } from '../conformance/support/tables.ts';
import { indexedTableRequest, ORDERS, orderItem } from './support/indexedTable.ts';
import { guardState, useManualEndpoint } from './support/setup.ts';
import { N, S } from '../helpers/attributeValues.ts';

const context = useManualEndpoint();
const TABLE = 'iquery_start';
const INVALID = 'The provided starting key is invalid';

const byStatus = (condition: string, values: Record<string, object>, extra: object = {}) => ({
  TableName: TABLE,
  IndexName: 'ByStatus',
  KeyConditionExpression: `#s = :s${condition ? ` AND ${condition}` : ''}`,
  ExpressionAttributeNames: { '#s': 'status' },
  ExpressionAttributeValues: { ':s': S('OPEN'), ...values },
  ...extra,
});

beforeAll(async () => {
  await createTable(context.call.dispatch, indexedTableRequest(TABLE));
  for (const order of ORDERS)
    ok(await context.call.dispatch('PutItem', { TableName: TABLE, Item: orderItem(order) }));
});

describe('Query on indexes: ExclusiveStartKey', () => {
  const rejects = (body: object, message: string) =>
    validationOn(context, ALL_TRANSPORTS, 'Query', body, message);
  guardState(context, [TABLE]);

  it('needs exactly the table and index key attributes, with their types', async () => {
    const open = { PK: S('c1'), SK: S('o1'), status: S('OPEN') };
    const from = (ExclusiveStartKey: object) => byStatus('', {}, { ExclusiveStartKey });
    await rejects(from({ PK: S('c1'), SK: S('o1') }), INVALID);
    await rejects(from({ SK: S('o1'), status: S('OPEN') }), INVALID);
    await rejects(from({ ...open, status: N(1) }), INVALID);
    await rejects(from({ ...open, PK: N(1) }), INVALID);
  });

  it('must lie in what the key condition reads', async () => {
    const from = (status: string, sk: string) => ({ PK: S('c1'), SK: S(sk), status: S(status) });
    await rejects(
      byStatus('', {}, { ExclusiveStartKey: from('SHIPPED', 'o1') }),
      'The provided starting key is outside query boundaries based on provided condition',
    );
    const after = (ExclusiveStartKey: object) =>
      byStatus('SK > :k', { ':k': S('o2') }, { ExclusiveStartKey });
    await rejects(
      after(from('OPEN', 'o1')),
      'The provided starting key does not match the range key predicate',
    );
    await rejects(
      after(from('SHIPPED', 'o1')),
      'The provided starting key does not match the range key predicate',
    );
    await rejects(
      after(from('SHIPPED', 'o3')),
      'The query can return at most one row and cannot be restarted',
    );
  });

  it('is judged after the key condition names every key, and before Select and the table key', async () => {
    const tenantDay = (regionToo: boolean, ExclusiveStartKey: object) => ({
      TableName: TABLE,
      IndexName: 'ByTenantDay',
      Select: 'ALL_ATTRIBUTES',
      KeyConditionExpression: regionToo ? 'tenant = :t AND #r = :r' : 'tenant = :t',
      ExpressionAttributeValues: regionToo ? { ':t': S('t1'), ':r': S('eu') } : { ':t': S('t1') },
      ...(regionToo ? { ExpressionAttributeNames: { '#r': 'region' } } : {}),
      ExclusiveStartKey,
    });
    const full = { PK: S('c1'), SK: S('o1'), tenant: S('t1'), region: S('eu'), day: S('d1'), seq: N(1) };
    await rejects(tenantDay(false, full), 'Query condition missed key schema element: region');
    await rejects(tenantDay(true, { PK: S('c1'), SK: S('o1') }), INVALID);
    await rejects(
      tenantDay(true, { ...full, PK: N(1) }),
      parameterError(
        'Select type ALL_ATTRIBUTES is not supported for global secondary index ByTenantDay because its projection type is not ALL',
      ),
    );
  });
});
