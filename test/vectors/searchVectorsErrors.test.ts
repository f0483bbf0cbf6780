/**
 * SearchVectors refusals and its ConsumedCapacity; Query, Scan and PartiQL refusing a vector index
 * (messages as nubo-db/dynamodb-conformance and dynoxide captured them from DynamoDB in August 2026;
 * VectorSearchRequestBytes is the sandbox's deterministic model, DynamoDB's own figure varies).
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, ok } from '../helpers/wire.ts';
import {
  engineWith,
  N,
  put,
  query,
  S,
  search,
  searchFails,
  TableName,
  vector,
  vectorIndex,
  vectorTable,
} from './support.ts';

/** `vix` (3 dims) partitioned by `tenant`, filtered by `category`; a global index `byLabel`. */
function tenants(): Engine {
  const index = vectorIndex({
    schema: [
      ['tenant', 'HASH'],
      ['category', 'INLINE_FILTER'],
    ],
  });
  const byLabel = {
    IndexName: 'byLabel',
    KeySchema: [{ AttributeName: 'label', KeyType: 'HASH' }],
    Projection: { ProjectionType: 'ALL' },
  };
  const engine = engineWith(
    vectorTable([index], { tenant: 'S', category: 'S', label: 'S' }, { GlobalSecondaryIndexes: [byLabel] }),
  );
  put(engine, { pk: S('p1'), tenant: S('t1'), category: S('c1'), label: S('one'), emb: vector(1, 0, 0) });
  return engine;
}
const VALUES: Record<string, unknown> = {
  ':t': S('t1'),
  ':u': S('t2'),
  ':c': S('c1'),
  ':d': S('c2'),
  ':l': S('one'),
};
/** A search of partition t1 with `expression`, given the values it names. */
const where = (SearchConditionExpression: string) => ({
  SearchVector: query(1, 0, 0),
  SearchConditionExpression,
  ExpressionAttributeValues: Object.fromEntries(
    Object.entries(VALUES).filter(([name]) => new RegExp(`${name}\\b`).test(SearchConditionExpression)),
  ),
});
const IN_T1 = where('tenant = :t');
const refusedWith = (request: Record<string, unknown>, message: string) =>
  expect(searchFails(tenants(), request)).toMatchObject({ type: 'ValidationException', message });

describe('SearchVectors refusals', () => {
  it('refuses TopK above 100 and below 1', () => {
    refusedWith(
      { ...IN_T1, TopK: 101 },
      "Provided TopK value '101' is out of valid range. The value must be between 1 and 100 inclusive",
    );
    refusedWith(
      { ...IN_T1, TopK: 0 },
      "1 validation error detected: Value '0' at 'topK' failed to satisfy constraint: Member must have value greater than or equal to 1",
    );
    expect(search(tenants(), { ...IN_T1, TopK: 100 }).SearchResults).toHaveLength(1);
  });

  it('needs a condition on the HASH attribute', () => {
    const message = 'SearchConditionExpression must be provided when SearchSchema has a HASH key';
    refusedWith({ SearchVector: query(1, 0, 0) }, message);
    refusedWith(where('category = :c'), message);
  });

  it.each([
    'tenant = :t AND category < :c',
    'tenant = :t AND category <= :c',
    'tenant = :t AND category > :c',
    'tenant = :t AND category >= :c',
    'tenant = :t AND category <> :c',
    'tenant <> :t',
    'tenant = :t AND category BETWEEN :c AND :d',
    'tenant = :t AND category IN (:c, :d)',
    'tenant = :t OR category = :c',
    'tenant = :t AND NOT category = :c',
    'tenant = :t AND begins_with(category, :c)',
    'tenant = :t AND attribute_exists(category)',
  ])('admits only = joined by AND: refuses %s', (expression) => {
    refusedWith(
      where(expression),
      'Invalid SearchConditionExpression: Invalid comparator used in SearchConditionExpression',
    );
  });

  it('refuses an attribute outside the SearchSchema', () => {
    refusedWith(
      where('tenant = :t AND label = :l'),
      'SearchConditionExpression must not contain any attributes that is not in SearchSchema. Invalid attribute: label',
    );
  });

  it('refuses a nested path and a second condition on one attribute', () => {
    refusedWith(
      where('tenant = :t AND category.part = :c'),
      'Invalid SearchConditionExpression: SearchConditionExpression cannot have conditions on nested attributes',
    );
    refusedWith(
      where('tenant = :t AND tenant = :u'),
      'Invalid SearchConditionExpression: SearchConditionExpression must only contain one condition per attribute',
    );
  });

  it('refuses a value whose type differs from the SearchSchema attribute', () => {
    refusedWith(
      { ...IN_T1, ExpressionAttributeValues: { ':t': N(1) } },
      "Type of 'tenant' attribute in SearchConditionExpression (N) does not match type in search schema (S)",
    );
  });

  it.each([
    ['a string', [S('1'), N(0), N(0)]],
    ['a list', [{ L: [N(1)] }, N(0), N(0)]],
    ['a number beyond 32-bit floats', [N('3.5E38'), N(0), N(0)]],
    ['a string, before its length', [S('x')]],
  ])('refuses a search vector holding %s', (_, SearchVector) => {
    refusedWith(
      { ...IN_T1, SearchVector },
      'Search vector contains invalid values. All values in the search vector must be a 32-bit floating-point number attribute',
    );
  });

  it('refuses a search vector of another length than the index Dimensions', () => {
    refusedWith(
      { ...IN_T1, SearchVector: query(1, 0) },
      'Input search vector dimension 2 does not match vector index dimension 3',
    );
  });

  it('refuses an unknown index and a global index by name', () => {
    for (const IndexName of ['nope', 'byLabel'])
      refusedWith({ ...IN_T1, IndexName }, `The table does not have the specified index: ${IndexName}`);
  });

  it('refuses a local index by name', () => {
    const lsi = {
      IndexName: 'bySk2',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk2', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    };
    const request = vectorTable(
      [vectorIndex()],
      { sk: 'S', sk2: 'S' },
      {
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        LocalSecondaryIndexes: [lsi],
      },
    );
    expect(
      searchFails(engineWith(request), { SearchVector: query(1, 0, 0), IndexName: 'bySk2' }),
    ).toMatchObject({
      type: 'ValidationException',
      message: 'The table does not have the specified index: bySk2',
    });
  });

  it('answers an unknown table as other data-plane calls do, and finds a table by its ARN', () => {
    const engine = tenants();
    const refusal = fails(engine, 'SearchVectors', {
      ...IN_T1,
      TableName: 'missing',
      IndexName: 'vix',
      TopK: 5,
    });
    expect(refusal.type).toBe('ResourceNotFoundException');
    expect(refusal.message).toContain('Requested resource not found');
    expect(refusal.message).toBe(
      fails(engine, 'GetItem', { TableName: 'missing', Key: { pk: S('p1') } }).message,
    );
    const { TableArn } = ok(engine, 'DescribeTable', { TableName }).Table;
    expect(search(engine, { ...IN_T1, TableName: TableArn }).SearchResults).toHaveLength(1);
  });
});

describe('ConsumedCapacity', () => {
  it('is a bare VectorSearchRequestBytes under TOTAL and INDEXES, at least 1 KB', () => {
    const engine = tenants();
    for (const ReturnConsumedCapacity of ['TOTAL', 'INDEXES'])
      expect(search(engine, { ...IN_T1, ReturnConsumedCapacity }).ConsumedCapacity).toEqual({
        VectorSearchRequestBytes: 1024,
      });
  });

  it('is absent under NONE and by default', () => {
    const engine = tenants();
    expect(search(engine, { ...IN_T1, ReturnConsumedCapacity: 'NONE' })).not.toHaveProperty(
      'ConsumedCapacity',
    );
    expect(search(engine, IN_T1)).not.toHaveProperty('ConsumedCapacity');
  });

  // 4*Dimensions*(1 + ceil(log2(candidates + 1))) + the returned items' (name length + size).
  it('grows with the logarithm of the entries searched and with the items returned', () => {
    const DIMENSIONS = 1024;
    const engine = engineWith(vectorTable([vectorIndex({ dimensions: DIMENSIONS })]));
    const emb = vector(...Array.from({ length: DIMENSIONS }, (_, i) => (i % 3) - 1));
    const bytes = (TopK: number) =>
      search(engine, {
        SearchVector: query(...Array.from({ length: DIMENSIONS }, () => 1)),
        TopK,
        ReturnConsumedCapacity: 'TOTAL',
      }).ConsumedCapacity.VectorSearchRequestBytes;
    put(engine, { pk: S('a'), emb });
    put(engine, { pk: S('b'), emb });
    expect(bytes(1)).toBe(4096 * 3 + 3); // 2 entries: ceil(log2 3) = 2; item {pk: 'a'} is 2 + 1
    expect(bytes(2)).toBe(4096 * 3 + 6);
    put(engine, { pk: S('c'), emb });
    put(engine, { pk: S('d'), emb });
    expect(bytes(1)).toBe(4096 * 4 + 3); // 4 entries: ceil(log2 5) = 3
  });

  it('counts only the entries of the HASH partition searched', () => {
    const DIMENSIONS = 1024;
    const index = vectorIndex({ dimensions: DIMENSIONS, schema: [['tenant', 'HASH']] });
    const engine = engineWith(vectorTable([index], { tenant: 'S' }));
    const emb = vector(...Array.from({ length: DIMENSIONS }, () => 1));
    put(engine, { pk: S('a'), tenant: S('t1'), emb });
    for (const pk of ['b', 'c', 'd', 'e']) put(engine, { pk: S(pk), tenant: S('t2'), emb });
    const reply = search(engine, {
      SearchVector: query(...Array.from({ length: DIMENSIONS }, () => 1)),
      SearchConditionExpression: 'tenant = :t',
      ExpressionAttributeValues: { ':t': S('t1') },
      ReturnConsumedCapacity: 'TOTAL',
    });
    // 1 entry: ceil(log2 2) = 1; item {pk: 'a', tenant: 't1'} is (2 + 1) + (6 + 2)
    expect(reply.ConsumedCapacity).toEqual({ VectorSearchRequestBytes: 4096 * 2 + 11 });
  });
});

describe('other reads of a vector index', () => {
  it('refuses Query after its key condition and ConsistentRead checks', () => {
    const engine = tenants();
    const request = {
      TableName,
      IndexName: 'vix',
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': S('p1') },
    };
    expect(fails(engine, 'Query', request)).toMatchObject({
      type: 'ValidationException',
      message: 'Query operation not supported on this index type.',
    });
    expect(fails(engine, 'Query', { TableName, IndexName: 'vix' }).message).toBe(
      fails(engine, 'Query', { TableName }).message,
    );
    expect(fails(engine, 'Query', { ...request, ConsistentRead: true }).message).toBe(
      'Consistent reads are not supported on global secondary indexes',
    );
  });

  it('refuses Scan and a PartiQL SELECT from the index', () => {
    const engine = tenants();
    const refusal = {
      type: 'ValidationException',
      message: 'Scan operation not supported on this index type',
    };
    expect(fails(engine, 'Scan', { TableName, IndexName: 'vix' })).toMatchObject(refusal);
    expect(
      fails(engine, 'ExecuteStatement', { Statement: `SELECT * FROM "${TableName}"."vix"` }),
    ).toMatchObject(refusal);
  });
});
