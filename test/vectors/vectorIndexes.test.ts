/**
 * Vector indexes defined by CreateTable and UpdateTable (VectorIndexUpdates): what each refuses and
 * the per-table limits (DescribeTable and the phases: vectorIndexLifecycle.test.ts), as
 * nubo-db/dynamodb-conformance, dynoxide and extenddb observed DynamoDB in August 2026.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, ok, testEngine } from '../helpers/wire.ts';
import {
  definitions,
  describeTable,
  engineWith,
  invalid,
  TableName,
  vectorIndex,
  vectorTable,
} from './support.ts';

const DELAY_MS = 1000;
const PAY_PER_REQUEST_ONLY = invalid('Vector indexes are only supported for PAY_PER_REQUEST tables');
const ONE_ONLINE_INDEX = {
  type: 'LimitExceededException',
  message:
    'Subscriber limit exceeded: Only 1 online index can be created or deleted simultaneously per table',
};
const units = { ReadCapacityUnits: 1, WriteCapacityUnits: 1 };
const range = <T>(count: number, make: (i: number) => T): T[] =>
  Array.from({ length: count }, (_, i) => make(i + 1));

const update = (engine: Engine, change: object) => ok(engine, 'UpdateTable', { TableName, ...change });
const refused = (engine: Engine, change: object) => fails(engine, 'UpdateTable', { TableName, ...change });
const createVector = (index: object, types: Record<string, string> = {}) => ({
  ...(Object.keys(types).length > 0 && { AttributeDefinitions: definitions(types) }),
  VectorIndexUpdates: [{ Create: index }],
});
const deleteVector = (IndexName: string) => ({ VectorIndexUpdates: [{ Delete: { IndexName } }] });
const gsi = (IndexName: string, attribute: string) => ({
  IndexName,
  KeySchema: [{ AttributeName: attribute, KeyType: 'HASH' }],
  Projection: { ProjectionType: 'KEYS_ONLY' },
});
const createGsi = (IndexName: string, attribute: string) => ({
  AttributeDefinitions: definitions({ [attribute]: 'S' }),
  GlobalSecondaryIndexUpdates: [{ Create: gsi(IndexName, attribute) }],
});
const vectorIndexOf = (table: Record<string, any>, name = 'vix') =>
  (table.VectorIndexes ?? []).find((index: { IndexName: string }) => index.IndexName === name);

describe('CreateTable VectorIndexes validation', () => {
  const schema = (...names: string[]) =>
    names.map((name) => [name, 'INLINE_FILTER'] as [string, 'INLINE_FILTER']);
  it.each([
    [
      'a table without BillingMode (provisioned)',
      { ...vectorTable([vectorIndex()]), BillingMode: undefined, ProvisionedThroughput: units },
      PAY_PER_REQUEST_ONLY,
    ],
    [
      'a PROVISIONED table',
      vectorTable([vectorIndex()], {}, { BillingMode: 'PROVISIONED', ProvisionedThroughput: units }),
      PAY_PER_REQUEST_ONLY,
    ],
    ['an empty list', vectorTable([]), invalid('List of VectorIndexes is empty')],
    [
      'a SearchSchema attribute missing from AttributeDefinitions',
      vectorTable([vectorIndex({ schema: [['tenant', 'HASH']] })]),
      invalid('One element in SearchSchema is not defined in attribute definitions'),
    ],
    [
      'a vector attribute defined in AttributeDefinitions',
      vectorTable([vectorIndex()], { emb: 'S' }),
      invalid(
        "Conflicting attribute definition for 'emb'. An attribute cannot be defined in AttributeDefinitions when used as a VectorAttribute.",
      ),
    ],
    [
      'two indexes on one vector attribute with different Dimensions',
      vectorTable([vectorIndex({ name: 'vec3' }), vectorIndex({ name: 'vec4', dimensions: 4 })]),
      invalid(
        "Conflicting attribute definition for 'emb'. All VectorIndexes on the same vector attribute must use the same dimensions.",
      ),
    ],
    [
      'more than 4096 Dimensions',
      vectorTable([vectorIndex({ dimensions: 4097 })]),
      invalid('Number of dimensions must be between 1 and 4096 inclusive.'),
    ],
    [
      'six vector indexes',
      vectorTable(range(6, (i) => `vec${i}`).map((name) => vectorIndex({ name, attribute: `e${name}` }))),
      invalid('VectorIndex count exceeds the per-table limit of 5'),
    ],
    [
      'two HASH elements',
      vectorTable(
        [
          vectorIndex({
            schema: [
              ['a', 'HASH'],
              ['b', 'HASH'],
            ],
          }),
        ],
        { a: 'S', b: 'S' },
      ),
      invalid(
        "Value '2' at 'SearchSchema' failed to satisfy constraint: Member must have HASH count less than or equal to 1",
      ),
    ],
    [
      '19 INLINE_FILTER elements',
      vectorTable(
        [vectorIndex({ schema: schema(...range(19, (i) => `f${i}`)) })],
        Object.fromEntries(range(19, (i) => [`f${i}`, 'S'])),
      ),
      invalid(
        "Value '19' at 'SearchSchema' failed to satisfy constraint: Member must have INLINE_FILTER count less than or equal to 18",
      ),
    ],
    [
      'a SearchSchema naming an attribute twice',
      vectorTable([vectorIndex({ schema: schema('cat', 'cat') })], { cat: 'S' }),
      invalid('SearchSchema contains a duplicate AttributeName'),
    ],
    [
      'two vector indexes of one name',
      vectorTable([vectorIndex(), vectorIndex()]),
      invalid('Duplicate index name: vix'),
    ],
    [
      'a vector index named like a global index',
      vectorTable([vectorIndex()], { tenant: 'S' }, { GlobalSecondaryIndexes: [gsi('vix', 'tenant')] }),
      invalid('Duplicate index name: vix'),
    ],
  ])('refuses %s', (_, request, message) => {
    expect(fails(testEngine(), 'CreateTable', request)).toMatchObject({
      type: 'ValidationException',
      message,
    });
  });

  it('refuses a vector index named like a local index', () => {
    const request = {
      ...vectorTable([vectorIndex()], { sk: 'S', lsk: 'S' }),
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      LocalSecondaryIndexes: [
        {
          IndexName: 'vix',
          KeySchema: [
            { AttributeName: 'pk', KeyType: 'HASH' },
            { AttributeName: 'lsk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
    };
    expect(fails(testEngine(), 'CreateTable', request).message).toBe(invalid('Duplicate index name: vix'));
  });

  it('refuses 0 Dimensions with the request-shape message', () => {
    const refusal = fails(testEngine(), 'CreateTable', vectorTable([vectorIndex({ dimensions: 0 })]));
    expect(refusal.type).toBe('ValidationException');
    expect(refusal.message).toContain('Member must have value greater than or equal to 1');
  });

  it('accepts the limits themselves: 5 indexes, 4096 dimensions, 18 inline filters', () => {
    const filters = range(18, (i) => `f${i}`);
    const indexes = [
      vectorIndex({ name: 'wide', dimensions: 4096, attribute: 'big' }),
      vectorIndex({ name: 'filtered', schema: filters.map((f) => [f, 'INLINE_FILTER']) }),
      ...range(3, (i) => vectorIndex({ name: `more${i}`, attribute: `e${i}`, distance: 'DOT_PRODUCT' })),
    ];
    const engine = engineWith(vectorTable(indexes, Object.fromEntries(filters.map((f) => [f, 'S']))));
    expect(
      describeTable(engine).VectorIndexes.map((index: { IndexName: string }) => index.IndexName),
    ).toEqual(['wide', 'filtered', 'more1', 'more2', 'more3']);
  });
});

describe('UpdateTable VectorIndexUpdates', () => {
  /** An ACTIVE table with vector index `vix`, status delay 1 s. */
  const withIndex = () => engineWith(vectorTable([vectorIndex()]), { tableStatusDelayMs: DELAY_MS });

  it('refuses a vector index on a provisioned table', () => {
    const engine = engineWith(
      vectorTable(undefined, {}, { BillingMode: 'PROVISIONED', ProvisionedThroughput: units }),
    );
    expect(refused(engine, createVector(vectorIndex()))).toMatchObject({
      type: 'ValidationException',
      message: PAY_PER_REQUEST_ONLY,
    });
  });

  it('refuses to switch a table with vector indexes to PROVISIONED', () => {
    const engine = withIndex();
    expect(refused(engine, { BillingMode: 'PROVISIONED', ProvisionedThroughput: units })).toMatchObject({
      type: 'ValidationException',
      message: PAY_PER_REQUEST_ONLY,
    });
    expect(describeTable(engine).BillingModeSummary.BillingMode).toBe('PAY_PER_REQUEST');
  });

  it('needs SearchSchema attributes in the request AttributeDefinitions, not just the table', () => {
    const engine = engineWith(
      vectorTable(undefined, { tenant: 'S' }, { GlobalSecondaryIndexes: [gsi('byTenant', 'tenant')] }),
    );
    const index = vectorIndex({ schema: [['tenant', 'HASH']] });
    expect(refused(engine, createVector(index))).toMatchObject({
      type: 'ValidationException',
      message: invalid('One element in SearchSchema is not defined in attribute definitions'),
    });
    const reply = update(engine, createVector(index, { tenant: 'S' })).TableDescription;
    expect(vectorIndexOf(reply).SearchSchema).toEqual([
      { AttributeName: 'tenant', SearchSchemaElementType: 'HASH' },
    ]);
  });

  it('refuses a name a vector or global index already has', () => {
    const engine = engineWith(
      vectorTable([vectorIndex()], { tenant: 'S' }, { GlobalSecondaryIndexes: [gsi('byTenant', 'tenant')] }),
    );
    for (const name of ['vix', 'byTenant'])
      expect(refused(engine, createVector(vectorIndex({ name, attribute: 'other' })))).toMatchObject({
        type: 'ValidationException',
        message: 'Attempting to create an index which already exists',
      });
  });

  it('refuses a sixth vector index with LimitExceededException', () => {
    const indexes = range(5, (i) => vectorIndex({ name: `vec${i}`, attribute: `e${i}` }));
    const engine = engineWith(vectorTable(indexes));
    expect(refused(engine, createVector(vectorIndex({ name: 'vec6', attribute: 'e6' })))).toMatchObject({
      type: 'LimitExceededException',
      message: 'Subscriber limit exceeded: Number of vector secondary indexes exceeds per-table limit of 5',
    });
  });

  it('takes one vector index change at a time', () => {
    const engine = withIndex();
    const both = {
      VectorIndexUpdates: [
        { Create: vectorIndex({ name: 'vec2', attribute: 'e2' }) },
        { Delete: { IndexName: 'vix' } },
      ],
    };
    expect(refused(engine, both)).toMatchObject(ONE_ONLINE_INDEX);
    expect(describeTable(engine).VectorIndexes).toHaveLength(1);
  });

  it.each([
    ['allocated', 0],
    ['backfilled', DELAY_MS],
  ])('admits no index creation or deletion while a vector index is %s', (_, elapsed) => {
    const engine = withIndex();
    update(engine, createVector(vectorIndex({ name: 'vec2', attribute: 'e2' })));
    engine.advance(elapsed);
    expect(vectorIndexOf(describeTable(engine), 'vec2')).toMatchObject({
      IndexStatus: 'CREATING',
      Backfilling: elapsed > 0,
    });
    expect(refused(engine, createVector(vectorIndex({ name: 'vec3', attribute: 'e3' })))).toMatchObject(
      ONE_ONLINE_INDEX,
    );
    expect(refused(engine, deleteVector('vix'))).toMatchObject(ONE_ONLINE_INDEX);
    expect(refused(engine, createGsi('byTenant', 'tenant'))).toMatchObject(ONE_ONLINE_INDEX);
  });

  it('admits no vector index change while a global index is being created', () => {
    const engine = withIndex();
    update(engine, createGsi('byTenant', 'tenant'));
    expect(refused(engine, createVector(vectorIndex({ name: 'vec2', attribute: 'e2' })))).toMatchObject(
      ONE_ONLINE_INDEX,
    );
    expect(refused(engine, deleteVector('vix'))).toMatchObject(ONE_ONLINE_INDEX);
  });

  it('admits no index creation while a vector index is being deleted', () => {
    const engine = withIndex();
    update(engine, deleteVector('vix'));
    expect(refused(engine, createVector(vectorIndex({ name: 'vec2', attribute: 'e2' })))).toMatchObject(
      ONE_ONLINE_INDEX,
    );
    expect(refused(engine, createGsi('byTenant', 'tenant'))).toMatchObject(ONE_ONLINE_INDEX);
  });

  it('answers the deletion of an unknown vector index with ResourceNotFoundException', () => {
    expect(refused(withIndex(), deleteVector('nope'))).toMatchObject({
      type: 'ResourceNotFoundException',
      message: `Requested resource not found: Index nope for table ${TableName}`,
    });
  });
});
