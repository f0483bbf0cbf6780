/**
 * A Query of a secondary index filters only on what the index projects — on either kind of index,
 * whatever it selects — while the table's own key attributes, projected into every index, stay
 * filterable. Recorded answers: Alternator's test_lsi.py (run against DynamoDB) and the PartiQL
 * captures behind src/engine/partiql/indexReach.ts.
 */
import { expect, it } from 'vitest';
import { fails, ok, testEngine } from '../helpers/wire.ts';

const S = (S: string) => ({ S });

function engineWithIndexes() {
  const engine = testEngine();
  ok(engine, 'CreateTable', {
    TableName: 'orders',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'p', KeyType: 'HASH' },
      { AttributeName: 'c', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: ['p', 'c', 'b', 'g'].map((AttributeName) => ({
      AttributeName,
      AttributeType: 'S',
    })),
    LocalSecondaryIndexes: [
      {
        IndexName: 'hello',
        KeySchema: [
          { AttributeName: 'p', KeyType: 'HASH' },
          { AttributeName: 'b', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'byG',
        KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ],
  });
  for (const i of ['1', '2'])
    ok(engine, 'PutItem', { TableName: 'orders', Item: { p: S('x'), c: S(i), b: S(i), g: S('G'), d: S(i) } });
  return engine;
}

const notProjected = (index: string) =>
  `One or more parameter values were invalid: Secondary index ${index} does not project one or more filter attributes: [d]`;

it('refuses a Query filter on an attribute the index does not project, on either kind of index', () => {
  const engine = engineWithIndexes();
  const local = { TableName: 'orders', IndexName: 'hello', KeyConditionExpression: 'p = :p' };
  for (const extra of [
    {},
    { Select: 'ALL_ATTRIBUTES' },
    { Select: 'SPECIFIC_ATTRIBUTES', ProjectionExpression: 'd' },
  ]) {
    const request = {
      ...local,
      FilterExpression: 'd = :d',
      ExpressionAttributeValues: { ':p': S('x'), ':d': S('2') },
      ...extra,
    };
    expect(fails(engine, 'Query', request).message).toBe(notProjected('hello'));
  }
  const global = {
    TableName: 'orders',
    IndexName: 'byG',
    KeyConditionExpression: 'g = :g',
    FilterExpression: 'd = :d',
    ExpressionAttributeValues: { ':g': S('G'), ':d': S('2') },
  };
  expect(fails(engine, 'Query', global).message).toBe(notProjected('byG'));
});

it('filters on the table key, which every index projects, and leaves Scan to the index rows', () => {
  const engine = engineWithIndexes();
  const byTableKey = ok(engine, 'Query', {
    TableName: 'orders',
    IndexName: 'hello',
    KeyConditionExpression: 'p = :p',
    FilterExpression: 'c = :c',
    ExpressionAttributeValues: { ':p': S('x'), ':c': S('2') },
    Select: 'SPECIFIC_ATTRIBUTES',
    ProjectionExpression: 'd',
  });
  expect(byTableKey.Items).toEqual([{ d: S('2') }]);
  const scanned = ok(engine, 'Scan', {
    TableName: 'orders',
    IndexName: 'byG',
    FilterExpression: 'd = :d',
    ExpressionAttributeValues: { ':d': S('2') },
  });
  expect([scanned.Count, scanned.ScannedCount]).toEqual([0, 2]);
});
