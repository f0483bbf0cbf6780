/**
 * Requests for the index fuzz test: writes and reads against a table with a local index and two
 * global indexes (one with a multi-attribute key), plus a plain table that batches and transactions
 * can span. Items carry index key attributes drawn with the right type mostly, but also the wrong
 * type, NULL or an empty string, so index-key validation runs on every write path; item sizes reach
 * the (lowered) item-collection limit now and then. A minority of requests is mutated afterwards
 * (a field dropped, nulled or replaced with random JSON) to exercise the validators.
 */
import fc from 'fast-check';
import { INDEXED_TABLE, PLAIN_TABLE } from './indexFuzzTables.ts';

const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight = 1) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight });
const S = (value: string) => ({ S: value });
const N = (value: number) => ({ N: String(value) });

/** A value meant for an S key attribute: usually right, sometimes of another type or empty. */
const stringKey = (values: string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...values).map(S), weight: 30 },
    fc.constantFrom<unknown>(S(''), N(1), { NULL: true }, { SS: ['x'] }, { L: [S('x')] }),
  );
const numberKey = fc.oneof(
  { arbitrary: fc.integer({ min: -3, max: 6 }).map(N), weight: 30 },
  fc.constantFrom<unknown>(S('1'), { NULL: true }, { NS: ['1'] }),
);

const pk = fc.constantFrom('c0', 'c1', 'c2', 'c3').map(S);
const sk = fc.constantFrom('s0', 's1', 's2', 's3', 's4', 's5').map(S);
const tableKey = fc.record({ PK: pk, SK: sk });
const plainKey = fc.record({ id: fc.constantFrom('p0', 'p1', 'p2').map(S) });

const indexAttributes = fc.record(
  {
    rank: numberKey,
    status: stringKey(['OPEN', 'SHIPPED', 'DONE']),
    tenant: stringKey(['t0', 't1']),
    region: stringKey(['eu', 'us']),
    day: stringKey(['d0', 'd1', 'd2']),
    seq: numberKey,
    total: fc.integer({ min: 0, max: 99 }).map(N),
    note: fc.string({ maxLength: 5 }).map(S),
    pad: fc.constantFrom(100, 700, 1400).map((size) => S('x'.repeat(size))),
  },
  { requiredKeys: [] },
);
const item = fc.tuple(tableKey, indexAttributes).map(([k, rest]) => ({ ...rest, ...k }));
const plainItem = fc.tuple(plainKey, fc.integer({ min: 0, max: 9 })).map(([k, n]) => ({ ...k, n: N(n) }));

/** An index key attribute and a value for it (of the wrong type now and then, as stringKey and numberKey give). */
const updateTarget = fc.oneof(
  fc.tuple(fc.constantFrom('status', 'tenant', 'region', 'day'), stringKey(['OPEN', 't1', 'd1', 'eu'])),
  fc.tuple(fc.constantFrom('rank', 'seq', 'total'), numberKey),
);
const updateName = updateTarget.map(([name]) => ({ '#a': name }));
/** Updates that touch index keys: set, move, remove, add, with the occasional wrong type. */
const update = fc.oneof(
  fc
    .tuple(fc.constantFrom('SET #a = :v', 'SET #a = if_not_exists(#a, :v)'), updateTarget)
    .map(([UpdateExpression, [name, v]]) => ({
      UpdateExpression,
      ExpressionAttributeNames: { '#a': name },
      ExpressionAttributeValues: { ':v': v },
    })),
  updateTarget.map(([name, v]) => ({
    UpdateExpression: 'SET #a = :v, note = :n',
    ExpressionAttributeNames: { '#a': name },
    ExpressionAttributeValues: { ':v': v, ':n': S('n') },
  })),
  fc.record({ UpdateExpression: fc.constant('REMOVE #a'), ExpressionAttributeNames: updateName }),
  fc.record({
    UpdateExpression: fc.constant('ADD #a :one'),
    ExpressionAttributeNames: fc.constantFrom('rank', 'seq', 'status').map((a) => ({ '#a': a })),
    ExpressionAttributeValues: fc.constant({ ':one': N(1) }),
  }),
);
const condition = sometimes(
  fc.constantFrom(
    { ConditionExpression: 'attribute_exists(PK)' },
    { ConditionExpression: 'attribute_not_exists(PK)' },
    { ConditionExpression: 'attribute_exists(#s)', ExpressionAttributeNames: { '#s': 'status' } },
  ),
);
const merge = (...parts: (Record<string, unknown> | undefined)[]) => {
  const out: Record<string, unknown> = {};
  for (const part of parts) {
    if (!part) continue;
    for (const [k, v] of Object.entries(part)) {
      out[k] = k === 'ExpressionAttributeNames' && out[k] ? { ...(out[k] as object), ...(v as object) } : v;
    }
  }
  return out;
};
const returnCapacity = sometimes(fc.constantFrom('TOTAL', 'INDEXES'));

const putAction = fc.oneof(
  {
    arbitrary: fc
      .tuple(item, condition)
      .map(([Item, c]) => ({ Put: merge({ TableName: INDEXED_TABLE, Item }, c) })),
    weight: 3,
  },
  plainItem.map((Item) => ({ Put: { TableName: PLAIN_TABLE, Item } })),
);
const transactAction = fc.oneof(
  { arbitrary: putAction, weight: 3 },
  {
    arbitrary: fc
      .tuple(tableKey, update, condition)
      .map(([Key, u, c]) => ({ Update: merge({ TableName: INDEXED_TABLE, Key }, u, c) })),
    weight: 3,
  },
  fc.tuple(tableKey, condition).map(([Key, c]) => ({ Delete: merge({ TableName: INDEXED_TABLE, Key }, c) })),
  tableKey.map((Key) => ({
    ConditionCheck: { TableName: INDEXED_TABLE, Key, ConditionExpression: 'attribute_exists(SK)' },
  })),
);

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
