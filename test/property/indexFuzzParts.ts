/**
 * The parts index-fuzz requests are built from (indexRequestArbitrary.ts): keys, items whose index
 * key attributes have the right type mostly but also the wrong type, NULL or an empty string,
 * updates and conditions that touch index keys, and transaction actions over both fuzz tables.
 */
import fc from 'fast-check';
import { INDEXED_TABLE, PLAIN_TABLE } from './indexFuzzTables.ts';
import { N, S } from '../helpers/attributeValues.ts';
export { N, S };

export const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight = 1) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight });

/** A value meant for an S key attribute: usually right, sometimes of another type or empty. */
export const stringKey = (values: string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...values).map(S), weight: 30 },
    fc.constantFrom<unknown>(S(''), N(1), { NULL: true }, { SS: ['x'] }, { L: [S('x')] }),
  );
const numberKey = fc.oneof(
  { arbitrary: fc.integer({ min: -3, max: 6 }).map(N), weight: 30 },
  fc.constantFrom<unknown>(S('1'), { NULL: true }, { NS: ['1'] }),
);

export const pk = fc.constantFrom('c0', 'c1', 'c2', 'c3').map(S);
const sk = fc.constantFrom('s0', 's1', 's2', 's3', 's4', 's5').map(S);
export const tableKey = fc.record({ PK: pk, SK: sk });
export const plainKey = fc.record({ id: fc.constantFrom('p0', 'p1', 'p2').map(S) });

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
export const item = fc.tuple(tableKey, indexAttributes).map(([k, rest]) => ({ ...rest, ...k }));
export const plainItem = fc
  .tuple(plainKey, fc.integer({ min: 0, max: 9 }))
  .map(([k, n]) => ({ ...k, n: N(n) }));

/** An index key attribute and a value for it (of the wrong type now and then, as stringKey and numberKey give). */
const updateTarget = fc.oneof(
  fc.tuple(fc.constantFrom('status', 'tenant', 'region', 'day'), stringKey(['OPEN', 't1', 'd1', 'eu'])),
  fc.tuple(fc.constantFrom('rank', 'seq', 'total'), numberKey),
);
const updateName = updateTarget.map(([name]) => ({ '#a': name }));
/** Updates that touch index keys: set, move, remove, add, with the occasional wrong type. */
export const update = fc.oneof(
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
export const condition = sometimes(
  fc.constantFrom(
    { ConditionExpression: 'attribute_exists(PK)' },
    { ConditionExpression: 'attribute_not_exists(PK)' },
    { ConditionExpression: 'attribute_exists(#s)', ExpressionAttributeNames: { '#s': 'status' } },
  ),
);
export const merge = (...parts: (Record<string, unknown> | undefined)[]) => {
  const out: Record<string, unknown> = {};
  for (const part of parts) {
    if (!part) continue;
    for (const [k, v] of Object.entries(part)) {
      out[k] = k === 'ExpressionAttributeNames' && out[k] ? { ...(out[k] as object), ...(v as object) } : v;
    }
  }
  return out;
};
export const returnCapacity = sometimes(fc.constantFrom('TOTAL', 'INDEXES'));

const putAction = fc.oneof(
  {
    arbitrary: fc
      .tuple(item, condition)
      .map(([Item, c]) => ({ Put: merge({ TableName: INDEXED_TABLE, Item }, c) })),
    weight: 3,
  },
  plainItem.map((Item) => ({ Put: { TableName: PLAIN_TABLE, Item } })),
);
export const transactAction = fc.oneof(
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
