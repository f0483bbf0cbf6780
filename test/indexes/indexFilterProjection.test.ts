/**
 * A Query of a secondary index filters only on what the index projects — on either kind of index,
 * whatever it selects — while the table's own key attributes, projected into every index, stay
 * filterable. Recorded answers: Alternator's test_lsi.py (run against DynamoDB) and the PartiQL
 * captures behind src/engine/partiql/indexReach.ts.
 */
import { expect, it } from 'vitest';
import { createKeyedTable, fails, ok, testEngine } from '../helpers/wire.ts';
import { S } from '../helpers/attributeValues.ts';

const keysOnly = { ProjectionType: 'KEYS_ONLY' };

/** Table pk/sk with a keys-only local index on b and a keys-only global index on g; d is in neither. */
function engineWithIndexes() {
  const engine = testEngine();
  createKeyedTable(
    engine,
    'orders',
    'S',
    { b: 'S', g: 'S' },
    {
      LocalSecondaryIndexes: [
        {
          IndexName: 'hello',
          KeySchema: [
            { AttributeName: 'pk', KeyType: 'HASH' },
            { AttributeName: 'b', KeyType: 'RANGE' },
          ],
          Projection: keysOnly,
        },
      ],
      GlobalSecondaryIndexes: [
        { IndexName: 'byG', KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }], Projection: keysOnly },
      ],
    },
  );
  for (const i of ['1', '2'])
    ok(engine, 'PutItem', {
      TableName: 'orders',
      Item: { pk: S('x'), sk: S(i), b: S(i), g: S('G'), d: S(i) },
    });
  return engine;
}

const notProjected = (index: string) =>
  `One or more parameter values were invalid: Secondary index ${index} does not project one or more filter attributes: [d]`;

it('refuses a Query filter on an attribute the index does not project, on either kind of index', () => {
  const engine = engineWithIndexes();
  const local = { TableName: 'orders', IndexName: 'hello', KeyConditionExpression: 'pk = :p' };
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
    KeyConditionExpression: 'pk = :p',
    FilterExpression: 'sk = :c',
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
