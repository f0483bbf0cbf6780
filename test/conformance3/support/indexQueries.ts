/**
 * The orders table of indexedTable.ts filled with ORDERS, and Query requests on its indexes, for the
 * index query files.
 */
import { ok, type Conformance } from '../../conformance/support/suite.ts';
import { createTable } from '../../conformance/support/tables.ts';
import { indexedTableRequest, ORDERS, orderItem, S } from './indexedTable.ts';

/** Creates `table` with every kind of index and puts each of ORDERS in it. */
export async function createOrdersTable(context: Conformance, table: string): Promise<void> {
  await createTable(context.call.dispatch, indexedTableRequest(table));
  for (const order of ORDERS)
    ok(await context.call.dispatch('PutItem', { TableName: table, Item: orderItem(order) }));
}

/** Query request builders on `table`: any index, and the ByStatus, ByRank and ByTenantDay keys. */
export function indexQueries(table: string) {
  const onIndex = (
    IndexName: string,
    KeyConditionExpression: string,
    values: Record<string, object>,
    extra: object = {},
  ) => ({
    TableName: table,
    IndexName,
    KeyConditionExpression,
    ExpressionAttributeValues: values,
    ...extra,
  });
  const byStatus = (status: string, extra: object = {}) =>
    onIndex(
      'ByStatus',
      '#s = :s',
      { ':s': S(status) },
      { ExpressionAttributeNames: { '#s': 'status' }, ...extra },
    );
  const byRank = (pk: string, extra: object = {}) => onIndex('ByRank', 'PK = :p', { ':p': S(pk) }, extra);
  const tenantDay = (condition: string, values: Record<string, object>, extra: object = {}) =>
    onIndex(
      'ByTenantDay',
      `tenant = :t AND #r = :r${condition ? ` AND ${condition}` : ''}`,
      { ':t': S('t1'), ':r': S('eu'), ...values },
      {
        ExpressionAttributeNames: { '#r': 'region', ...(condition.includes('#d') ? { '#d': 'day' } : {}) },
        ...extra,
      },
    );
  return { onIndex, byStatus, byRank, tenantDay };
}
