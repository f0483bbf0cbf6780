/**
 * Requests for the fuzz test. Each operation gets mostly well-formed requests against the test
 * tables (so operation logic, paging and updates run, not only validation), with optional fields
 * drawn rarely, expressions from a mix of valid ones and random token soup, and a minority of
 * requests then mutated — fields dropped, retyped, nulled, replaced with random JSON, `__proto__`
 * injected — to exercise every validation path.
 */
import fc from 'fast-check';

const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight = 1) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary, weight });

const names = fc.constantFrom('n', 'tags', 'a', 'b', 'list', '__proto__', 'constructor', 'toString');
const number = fc.oneof(
  fc.integer({ min: -50, max: 50 }).map(String),
  fc.constantFrom('1.50', '1e3', '-0', '0.001'),
);
const scalar = fc.oneof(
  fc.string({ maxLength: 6 }).map((S) => ({ S })),
  number.map((N) => ({ N })),
  fc.constantFrom('AAEC', '', 'AQ==').map((B) => ({ B })),
  fc.boolean().map((BOOL) => ({ BOOL })),
  fc.constant({ NULL: true }),
);
const badValue = fc.constantFrom(
  { NULL: false },
  {},
  { S: 'a', N: '1' },
  { N: 'x' },
  { N: '1E200' },
  { SS: [] },
  { NS: ['1', '1.0'] },
  { B: 'zz' },
);
const attributeValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: scalar, weight: 6 },
    fc.uniqueArray(fc.string({ maxLength: 3 }), { minLength: 1, maxLength: 3 }).map((SS) => ({ SS })),
    fc
      .uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 3 })
      .map((ns) => ({ NS: ns.map(String) })),
    fc.array(tie('value'), { maxLength: 3 }).map((L) => ({ L })),
    fc.dictionary(names, tie('value'), { maxKeys: 3 }).map((M) => ({ M })),
    { arbitrary: badValue, weight: 1 },
  ),
})).value;

const partition = fc.constantFrom('c#0', 'c#1', 'c#2', 'c#3');
const key = fc.record({
  PK: partition.map((S) => ({ S })),
  SK: fc.integer({ min: 0, max: 25 }).map((n) => ({ N: String(n) })),
});
const item = fc
  .tuple(key, fc.dictionary(names, attributeValue, { maxKeys: 4 }))
  .map(([k, rest]) => ({ ...rest, ...k }));
const values = fc.dictionary(fc.constantFrom(':v', ':w'), attributeValue, { minKeys: 1, maxKeys: 2 });

const token = fc.constantFrom(
  'PK',
  'SK',
  'n',
  'tags',
  'list',
  '#a',
  ':v',
  ':w',
  '=',
  '<>',
  '<',
  '>=',
  'AND',
  'OR',
  'NOT',
  '(',
  ')',
  ',',
  '.',
  '[0]',
  'BETWEEN',
  'IN',
  'SET',
  'REMOVE',
  'ADD',
  'DELETE',
  '+',
  '-',
  'size(n)',
  'name',
  'if_not_exists(n, :v)',
);
const soup = fc.array(token, { minLength: 1, maxLength: 7 }).map((tokens) => tokens.join(' '));
const condition = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'attribute_not_exists(PK)',
      'attribute_exists(n)',
      'n > :v',
      'n = :v OR contains(tags, :v)',
      'NOT (n BETWEEN :v AND :w)',
      'n IN (:v, :w)',
      'size(list) < :v',
      'begins_with(a, :v)',
      'attribute_type(n, :v)',
    ),
    weight: 4,
  },
  soup,
);
const update = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'SET n = :v',
      'SET n = n + :v',
      'SET list = list_append(if_not_exists(list, :w), :w)',
      'REMOVE tags, a',
      'ADD n :v',
      'DELETE tags :v',
      'SET a.b = :v',
      'SET list[5] = :v REMOVE list[0]',
      'ADD tags :v SET n = if_not_exists(n, :w) - :v',
    ),
    weight: 4,
  },
  soup,
);
const projection = fc.oneof(
  { arbitrary: fc.constantFrom('n, tags', 'PK, a.b, list[1]', '#a'), weight: 3 },
  soup,
);
const keyCondition = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'PK = :v',
      'PK = :v AND SK > :w',
      'PK = :v AND SK BETWEEN :v AND :w',
      'PK = :v AND begins_with(SK, :w)',
    ),
    weight: 4,
  },
  soup,
);
const table = fc.oneof({ arbitrary: fc.constant('orders'), weight: 8 }, fc.constantFrom('blobs', 'missing'));
const expressionExtras = {
  ExpressionAttributeNames: sometimes(
    fc.dictionary(fc.constantFrom('#a', '#b'), names, { minKeys: 1, maxKeys: 2 }),
  ),
  ReturnConsumedCapacity: sometimes(fc.constantFrom('TOTAL', 'INDEXES', 'NONE')),
};

const perOperation: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  GetItem: fc.record({
    TableName: table,
    Key: key,
    ProjectionExpression: sometimes(projection),
    ConsistentRead: sometimes(fc.boolean()),
    ...expressionExtras,
  }),
  PutItem: fc.record({
    TableName: table,
    Item: item,
    ConditionExpression: sometimes(condition),
    ExpressionAttributeValues: sometimes(values, 2),
    ReturnValues: sometimes(fc.constantFrom('NONE', 'ALL_OLD')),
    ...expressionExtras,
  }),
  UpdateItem: fc.record({
    TableName: table,
    Key: key,
    UpdateExpression: update,
    ConditionExpression: sometimes(condition),
    ExpressionAttributeValues: values,
    ReturnValues: sometimes(fc.constantFrom('ALL_NEW', 'UPDATED_OLD', 'UPDATED_NEW', 'ALL_OLD')),
    ...expressionExtras,
  }),
  DeleteItem: fc.record({
    TableName: table,
    Key: key,
    ConditionExpression: sometimes(condition),
    ExpressionAttributeValues: sometimes(values, 2),
    ReturnValues: sometimes(fc.constant('ALL_OLD')),
    ...expressionExtras,
  }),
  Query: fc.record({
    TableName: table,
    KeyConditionExpression: keyCondition,
    ExpressionAttributeValues: fc.tuple(partition, values).map(([pk, v]) => ({ ...v, ':v': { S: pk } })),
    FilterExpression: sometimes(condition),
    ProjectionExpression: sometimes(projection),
    Limit: sometimes(fc.integer({ min: 1, max: 8 }), 2),
    ScanIndexForward: sometimes(fc.boolean()),
    ExclusiveStartKey: sometimes(key),
    Select: sometimes(fc.constantFrom('COUNT', 'ALL_ATTRIBUTES')),
    ...expressionExtras,
  }),
  Scan: fc.record({
    TableName: table,
    FilterExpression: sometimes(condition),
    ExpressionAttributeValues: sometimes(values, 2),
    Limit: sometimes(fc.integer({ min: 1, max: 8 }), 2),
    Segment: sometimes(fc.integer({ min: 0, max: 3 })),
    TotalSegments: sometimes(fc.integer({ min: 1, max: 4 })),
    ExclusiveStartKey: sometimes(key),
    ...expressionExtras,
  }),
};

type Mutation = (body: Record<string, unknown>, field: string, junk: unknown) => void;
const mutations: Mutation[] = [
  (body, field) => delete body[field],
  (body, field) => (body[field] = null),
  (body, field, junk) => (body[field] = junk),
  (body, _field, junk) =>
    Object.defineProperty(body, '__proto__', {
      value: junk,
      enumerable: true,
      configurable: true,
      writable: true,
    }),
];
const mutation = fc.tuple(
  fc.nat(mutations.length - 1),
  fc.constantFrom(
    'TableName',
    'Key',
    'Item',
    'Limit',
    'ExpressionAttributeValues',
    'ExclusiveStartKey',
    'UpdateExpression',
  ),
  fc.oneof(fc.jsonValue({ maxDepth: 3 }), attributeValue),
);

export function requestArbitrary(operations: string[]) {
  const known = operations.filter((operation) => operation in perOperation);
  return fc
    .constantFrom(...known)
    .chain((operation) =>
      fc.record({
        operation: fc.constant(operation),
        body: perOperation[operation],
        mutate: fc.oneof(
          { arbitrary: fc.constant([]), weight: 3 },
          fc.array(mutation, { minLength: 1, maxLength: 2 }),
        ),
      }),
    )
    .map(({ operation, body, mutate }) => {
      const copy: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(body)) if (value !== undefined) copy[field] = value;
      for (const [which, field, junk] of mutate) mutations[which](copy, field, junk);
      return { operation, body: JSON.stringify(copy) };
    });
}
