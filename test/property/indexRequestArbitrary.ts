/**
 * Requests for the index fuzz test: writes and reads against a table with a local index and two
 * global indexes (one with a multi-attribute key), plus a plain table that batches and transactions
 * can span. Items carry index key attributes drawn with the right type mostly, but also the wrong
 * type, NULL or an empty string, so index-key validation runs on every write path; item sizes reach
 * the (lowered) item-collection limit now and then. A minority of requests is mutated afterwards
 * (a field dropped, nulled or replaced with random JSON) to exercise the validators.
 */
import fc from 'fast-check';
import {
  sometimes,
  S,
  N,
  stringKey,
  pk,
  tableKey,
  plainKey,
  item,
  plainItem,
  update,
  condition,
  merge,
  returnCapacity,
  transactAction,
} from './indexFuzzParts.ts';
import { INDEXED_TABLE, PLAIN_TABLE } from './indexFuzzTables.ts';

/**
 * The item a batch request or transaction action names: kept distinct in most requests, since
 * DynamoDB refuses two requests on one item outright (the rare duplicate comes from mutations).
 */
function writeKey(request: {
  PutRequest?: { Item: Record<string, unknown> };
  DeleteRequest?: { Key: Record<string, unknown> };
}) {
  const source = request.PutRequest?.Item ?? request.DeleteRequest!.Key;
  return JSON.stringify([source.PK, source.SK]);
}

function actionKey(action: Record<string, unknown>) {
  const detail = Object.values(action)[0] as {
    TableName: string;
    Item?: Record<string, unknown>;
    Key?: Record<string, unknown>;
  };
  const source = detail.Item ?? detail.Key!;
  return JSON.stringify([detail.TableName, source.PK, source.SK, source.id]);
}

const perOperation: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  PutItem: fc
    .tuple(item, condition, returnCapacity, sometimes(fc.constant('SIZE')))
    .map(([Item, c, capacity, metrics]) =>
      merge(
        {
          TableName: INDEXED_TABLE,
          Item,
          ReturnConsumedCapacity: capacity,
          ReturnItemCollectionMetrics: metrics,
        },
        c,
      ),
    ),
  UpdateItem: fc
    .tuple(tableKey, update, condition, returnCapacity)
    .map(([Key, u, c, capacity]) =>
      merge(
        { TableName: INDEXED_TABLE, Key, ReturnConsumedCapacity: capacity, ReturnValues: 'ALL_NEW' },
        u,
        c,
      ),
    ),
  DeleteItem: fc.tuple(tableKey, condition).map(([Key, c]) => merge({ TableName: INDEXED_TABLE, Key }, c)),
  BatchWriteItem: fc
    .tuple(
      fc.uniqueArray(
        fc.oneof(
          item.map((Item) => ({ PutRequest: { Item } })),
          tableKey.map((Key) => ({ DeleteRequest: { Key } })),
        ),
        {
          minLength: 1,
          maxLength: 6,
          selector: writeKey,
        },
      ),
      fc.array(
        plainItem.map((Item) => ({ PutRequest: { Item } })),
        { maxLength: 2 },
      ),
      returnCapacity,
    )
    .map(([indexed, plain, capacity]) => ({
      RequestItems:
        plain.length > 0 ? { [INDEXED_TABLE]: indexed, [PLAIN_TABLE]: plain } : { [INDEXED_TABLE]: indexed },
      ReturnConsumedCapacity: capacity,
    })),
  BatchGetItem: fc
    .tuple(
      fc.uniqueArray(tableKey, { minLength: 1, maxLength: 6, selector: (k) => JSON.stringify(k) }),
      sometimes(fc.constant('PK, #s, #r')),
      returnCapacity,
    )
    .map(([Keys, projection, capacity]) => ({
      RequestItems: {
        [INDEXED_TABLE]: projection
          ? {
              Keys,
              ProjectionExpression: projection,
              ExpressionAttributeNames: { '#s': 'status', '#r': 'rank' },
            }
          : { Keys },
      },
      ReturnConsumedCapacity: capacity,
    })),
  TransactWriteItems: fc
    .tuple(
      fc.uniqueArray(transactAction, { minLength: 1, maxLength: 5, selector: actionKey }),
      sometimes(
        fc.integer({ min: 0, max: 400 }).map((n) => `token-${n}`),
        1,
      ),
      returnCapacity,
    )
    .map(([TransactItems, token, capacity]) => ({
      TransactItems,
      ClientRequestToken: token,
      ReturnConsumedCapacity: capacity,
    })),
  TransactGetItems: fc
    .uniqueArray(
      fc.oneof(
        tableKey.map((Key) => ({ Get: { TableName: INDEXED_TABLE, Key } })),
        plainKey.map((Key) => ({ Get: { TableName: PLAIN_TABLE, Key } })),
      ),
      { minLength: 1, maxLength: 4, selector: (get) => JSON.stringify(get) },
    )
    .map((TransactItems) => ({ TransactItems })),
  Query: fc.oneof(
    fc
      .tuple(stringKey(['OPEN', 'SHIPPED']), sometimes(fc.integer({ min: 1, max: 3 })))
      .map(([status, Limit]) => ({
        TableName: INDEXED_TABLE,
        IndexName: 'ByStatus',
        KeyConditionExpression: '#s = :s',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': status },
        Limit,
      })),
    fc
      .tuple(pk, sometimes(fc.constant(true)), sometimes(fc.constantFrom('ALL_ATTRIBUTES', 'COUNT')))
      .map(([p, consistent, select]) => ({
        TableName: INDEXED_TABLE,
        IndexName: 'ByRank',
        KeyConditionExpression: 'PK = :p',
        ExpressionAttributeValues: { ':p': p },
        ConsistentRead: consistent,
        Select: select,
      })),
    fc.constantFrom('', ' AND #d = :d', ' AND #d = :d AND seq > :q', ' AND seq = :q').map((extra) => ({
      TableName: INDEXED_TABLE,
      IndexName: 'ByTenantDay',
      KeyConditionExpression: `tenant = :t AND #r = :r${extra}`,
      ExpressionAttributeNames: { '#r': 'region', ...(extra.includes('#d') ? { '#d': 'day' } : {}) },
      ExpressionAttributeValues: {
        ':t': S('t1'),
        ':r': S('eu'),
        ...(extra.includes(':d') ? { ':d': S('d1') } : {}),
        ...(extra.includes(':q') ? { ':q': N(0) } : {}),
      },
    })),
  ),
  Scan: fc
    .constantFrom('ByStatus', 'ByRank', 'ByTenantDay')
    .map((IndexName) => ({ TableName: INDEXED_TABLE, IndexName, Limit: 5 })),
};

type Mutation = (body: Record<string, unknown>, field: string, junk: unknown) => void;
const mutations: Mutation[] = [
  (body, field) => delete body[field],
  (body, field) => (body[field] = null),
  (body, field, junk) => (body[field] = junk),
];
const mutation = fc.tuple(
  fc.nat(mutations.length - 1),
  fc.constantFrom(
    'TableName',
    'Key',
    'Item',
    'RequestItems',
    'TransactItems',
    'ExpressionAttributeValues',
    'UpdateExpression',
  ),
  fc.jsonValue({ maxDepth: 2 }),
);

export const INDEX_FUZZ_OPERATIONS = Object.keys(perOperation);

export function indexRequestArbitrary() {
  return fc
    .constantFrom(...INDEX_FUZZ_OPERATIONS)
    .chain((operation) =>
      fc.record({
        operation: fc.constant(operation),
        body: perOperation[operation],
        mutate: fc.oneof(
          { arbitrary: fc.constant([]), weight: 6 },
          fc.array(mutation, { minLength: 1, maxLength: 2 }),
        ),
      }),
    )
    .map(({ operation, body, mutate }) => {
      const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
      for (const [which, field, junk] of mutate) mutations[which](copy, field, junk);
      return { operation, body: JSON.stringify(copy) };
    });
}
