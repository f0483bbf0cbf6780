/**
 * CreateTable's checks of key schemas with several attributes, of AttributeDefinitions against the
 * keys, and what it keeps of an INCLUDE projection, as probed against AWS in 2026 (ack-api-quirks
 * dynamodb DDB-TABLE-123, 127, 366), and UpdateTable’s lack of members to change keys (DDB-TABLE-357).
 */
import { describe, expect, it } from 'vitest';
import { fails, ok, testEngine } from '../helpers/wire.ts';

const hash = (AttributeName: string) => ({ AttributeName, KeyType: 'HASH' });
const range = (AttributeName: string) => ({ AttributeName, KeyType: 'RANGE' });
const defined = (...names: string[]) => names.map((AttributeName) => ({ AttributeName, AttributeType: 'S' }));
const keysOnly = { ProjectionType: 'KEYS_ONLY' };
const invalid = (message: string) => ({
  type: 'ValidationException',
  message: `One or more parameter values were invalid: ${message}`,
});

/** A CreateTable request keyed by `pk` with one global index keyed by `keySchema`. */
function withGlobalIndex(keySchema: { AttributeName: string }[], projection: object = keysOnly) {
  const names = [...new Set(keySchema.map((key) => key.AttributeName))];
  return {
    TableName: 'multi',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [hash('pk')],
    AttributeDefinitions: defined('pk', ...names),
    GlobalSecondaryIndexes: [{ IndexName: 'gsi', KeySchema: keySchema, Projection: projection }],
  };
}

describe('a global index key of several attributes', () => {
  it('takes four HASH and four RANGE attributes, described in the order given', () => {
    const engine = testEngine();
    const keySchema = [...['h1', 'h2', 'h3', 'h4'].map(hash), ...['r4', 'r3', 'r2', 'r1'].map(range)];
    ok(engine, 'CreateTable', withGlobalIndex(keySchema));
    const index = ok(engine, 'DescribeTable', { TableName: 'multi' }).Table.GlobalSecondaryIndexes[0];
    expect(index.KeySchema).toEqual(keySchema);
  });

  it('refuses a fifth attribute of either kind, a HASH after a RANGE and a repeated name', () => {
    const engine = testEngine();
    const refusals: [object[], object][] = [
      [
        ['h1', 'h2', 'h3', 'h4', 'h5'].map(hash),
        invalid('The KeySchema exceeds the maximum allowed number of HASH key attributes'),
      ],
      [
        [hash('h1'), ...['r1', 'r2', 'r3', 'r4', 'r5'].map(range)],
        invalid('The KeySchema exceeds the maximum allowed number of RANGE key attributes'),
      ],
      [
        [hash('h1'), range('r1'), hash('h2')],
        invalid('All HASH key attributes must precede RANGE key attributes in the KeySchema'),
      ],
      [
        [hash('h1'), range('r1'), range('h1')],
        {
          type: 'ValidationException',
          message: 'The KeySchema contains multiple key attributes with the same name',
        },
      ],
    ];
    for (const [keySchema, refusal] of refusals) {
      expect(fails(engine, 'CreateTable', withGlobalIndex(keySchema as never))).toMatchObject(refusal);
    }
  });

  it('is for global indexes only: the table key and a local index key have at most two', () => {
    const engine = testEngine();
    const request = {
      TableName: 'multi',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [hash('pk'), range('sk')],
      AttributeDefinitions: defined('pk', 'sk', 'a'),
    };
    const tooLong = (at: string) => ({
      type: 'ValidationException',
      message: `1 validation error detected: Value '[KeySchemaElement(attributeName=pk, keyType=HASH), KeySchemaElement(attributeName=sk, keyType=RANGE), KeySchemaElement(attributeName=a, keyType=RANGE)]' at '${at}' failed to satisfy constraint: Member must have length less than or equal to 2`,
    });
    const threeKeys = [hash('pk'), range('sk'), range('a')];
    expect(fails(engine, 'CreateTable', { ...request, KeySchema: threeKeys })).toMatchObject(
      tooLong('keySchema'),
    );
    const local = { IndexName: 'lsi', KeySchema: threeKeys, Projection: keysOnly };
    expect(fails(engine, 'CreateTable', { ...request, LocalSecondaryIndexes: [local] })).toMatchObject(
      tooLong('localSecondaryIndexes.1.member.keySchema'),
    );
  });
});

describe('AttributeDefinitions at CreateTable', () => {
  it('refuses one no key uses, naming definitions and keys, ahead of the index checks', () => {
    const engine = testEngine();
    const request = {
      TableName: 'extra',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [hash('pk'), range('sk')],
      AttributeDefinitions: defined('sk', 'a', 'b', 'pk', 'c'),
      GlobalSecondaryIndexes: [{ IndexName: 'gsi', KeySchema: [hash('a')], Projection: keysOnly }],
    };
    const unused = invalid(
      'Some AttributeDefinitions are not used. AttributeDefinitions: [sk, a, b, pk, c], keys used: [a, sk, pk]',
    );
    expect(fails(engine, 'CreateTable', request)).toMatchObject(unused);
    // An INCLUDE projection without attributes is wrong too, but reported only once the definitions fit.
    const include = { ProjectionType: 'INCLUDE' };
    const gsi = [{ IndexName: 'gsi', KeySchema: [hash('a')], Projection: include }];
    expect(fails(engine, 'CreateTable', { ...request, GlobalSecondaryIndexes: gsi })).toMatchObject(unused);
    expect(
      fails(engine, 'CreateTable', {
        ...request,
        AttributeDefinitions: defined('sk', 'a', 'pk'),
        GlobalSecondaryIndexes: gsi,
      }),
    ).toMatchObject(invalid('ProjectionType is INCLUDE, but NonKeyAttributes is not specified'));
  });
});

it('keeps the key attributes an INCLUDE projection lists', () => {
  const engine = testEngine();
  const projection = { ProjectionType: 'INCLUDE', NonKeyAttributes: ['x', 'pk', 'g'] };
  const created = ok(engine, 'CreateTable', withGlobalIndex([hash('g')], projection)).TableDescription;
  // Listed by name (DDB-TABLE-125), none dropped.
  expect(created.GlobalSecondaryIndexes[0].Projection).toEqual({
    ProjectionType: 'INCLUDE',
    NonKeyAttributes: ['g', 'pk', 'x'],
  });
});

describe('UpdateTable', () => {
  it('has no KeySchema or LocalSecondaryIndexes member: alone they change nothing, beside a change they are ignored', () => {
    const engine = testEngine();
    const keySchema = [hash('pk'), range('sk')];
    const local = { IndexName: 'lsi', KeySchema: [hash('pk'), range('a')], Projection: keysOnly };
    ok(engine, 'CreateTable', {
      TableName: 'fixed',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: keySchema,
      AttributeDefinitions: defined('pk', 'sk', 'a'),
      LocalSecondaryIndexes: [local],
    });
    const nothing = {
      type: 'ValidationException',
      message:
        'At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, GlobalSecondaryIndexUpdates, SSESpecification, ReplicaUpdates, MultiAccountReplicaReady, ReplicaTransitRoleArn, MultiRegionConsistency, DeletionProtectionEnabled, OnDemandThroughput, WarmThroughput or TableClass is required',
    };
    for (const member of [{ KeySchema: [hash('sk')] }, { KeySchema: 'pk' }, { LocalSecondaryIndexes: [] }]) {
      expect(fails(engine, 'UpdateTable', { TableName: 'fixed', ...member })).toMatchObject(nothing);
    }
    ok(engine, 'UpdateTable', {
      TableName: 'fixed',
      KeySchema: [hash('sk')],
      LocalSecondaryIndexes: [],
      DeletionProtectionEnabled: true,
    });
    const table = ok(engine, 'DescribeTable', { TableName: 'fixed' }).Table;
    expect(table.KeySchema).toEqual(keySchema);
    expect(table.LocalSecondaryIndexes).toMatchObject([local]);
    expect(table.DeletionProtectionEnabled).toBe(true);
  });
});
