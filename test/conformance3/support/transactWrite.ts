/**
 * The tables and request builders the TransactWriteItems conformance files share: a hash-keyed
 * table holding one item (`kept`), a hash-and-range table, and the indexed orders table.
 */
import type { Call } from '../../conformance/support/transports.ts';
import { ok } from '../../conformance/support/suite.ts';
import { createTable, tableRequest } from '../../conformance/support/tables.ts';
import { indexedTableRequest, orderItem } from './indexedTable.ts';
import { N, S } from '../../helpers/attributeValues.ts';
export { N, S };

export const HASH = 'twrite_hash';
export const RANGE = 'twrite_range';
export const INDEXED = 'twrite_indexed';
export const pk = (value: string) => ({ pk: S(value) });
export const put = (Item: object, extra: object = {}) => ({ Put: { TableName: HASH, Item, ...extra } });
export const update = (k: object, extra: object = {}) => ({
  Update: {
    TableName: HASH,
    Key: k,
    UpdateExpression: 'SET v = :v',
    ExpressionAttributeValues: { ':v': S('x') },
    ...extra,
  },
});
export const remove = (k: object, extra: object = {}) => ({ Delete: { TableName: HASH, Key: k, ...extra } });
export const check = (k: object, extra: object = {}) => ({
  ConditionCheck: { TableName: HASH, Key: k, ConditionExpression: 'attribute_exists(pk)', ...extra },
});

/** Creates the three tables and their starting items. */
export async function createTransactWriteTables(dispatch: Call): Promise<void> {
  await createTable(dispatch, tableRequest(HASH, ['pk', 'S']));
  await createTable(dispatch, tableRequest(RANGE, ['pk', 'S'], ['sk', 'N']));
  await createTable(dispatch, indexedTableRequest(INDEXED));
  ok(await dispatch('PutItem', { TableName: HASH, Item: { pk: S('kept'), v: S('old'), n: N(1) } }));
  ok(
    await dispatch('PutItem', {
      TableName: INDEXED,
      Item: orderItem({ pk: 'c', sk: 'o', status: 'OPEN', rank: 1 }),
    }),
  );
}
