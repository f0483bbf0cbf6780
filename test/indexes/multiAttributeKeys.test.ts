import { describe, expect, it } from 'vitest';
import { expectIndexesMatchTable } from '../helpers/indexInvariant.ts';
import { createKeyedTable, fails, ok, testEngine } from '../helpers/wire.ts';
import { N, S } from '../helpers/attributeValues.ts';
import { GAME_ITEMS, GAMES_TABLE } from '../helpers/gamesTable.ts';

describe('multi-attribute GSI keys', () => {
  const engine = testEngine();
  ok(engine, 'CreateTable', GAMES_TABLE);
  for (const Item of GAME_ITEMS) ok(engine, 'PutItem', { TableName: 'games', Item });
  const ids = (body: Record<string, unknown>) =>
    (body.Items as { id: { S: string } }[]).map((item) => item.id.S);
  const query = (expression: string, values: Record<string, unknown>, extra = {}) =>
    ok(engine, 'Query', {
      TableName: 'games',
      IndexName: 'ByTournament',
      KeyConditionExpression: expression,
      ExpressionAttributeValues: values,
      ...extra,
    });

  it('needs equality on every partition attribute', () => {
    expect(ids(query('tournament = :t AND area = :a', { ':t': S('WINTER'), ':a': S('EU') }))).toEqual([
      'g2',
      'g1',
      'g3',
    ]);
    expect(
      fails(engine, 'Query', {
        TableName: 'games',
        IndexName: 'ByTournament',
        KeyConditionExpression: 'tournament = :t',
        ExpressionAttributeValues: { ':t': S('WINTER') },
      }).message,
    ).toBe('Query condition missed key schema element: area');
  });

  it('orders by the sort attributes left to right, with a range on the last one given', () => {
    const values = { ':t': S('WINTER'), ':a': S('EU'), ':round': S('FINAL'), ':min': N(75) };
    expect(
      ids(
        query('tournament = :t AND area = :a AND round = :round', values, {
          ExpressionAttributeValues: { ':t': S('WINTER'), ':a': S('EU'), ':round': S('FINAL') },
        }),
      ),
    ).toEqual(['g2', 'g1']);
    expect(ids(query('tournament = :t AND area = :a AND round = :round AND score >= :min', values))).toEqual([
      'g1',
    ]);
    expect(
      fails(engine, 'Query', {
        TableName: 'games',
        IndexName: 'ByTournament',
        KeyConditionExpression: 'tournament = :t AND area = :a AND score >= :min',
        ExpressionAttributeValues: { ':t': S('WINTER'), ':a': S('EU'), ':min': N(75) },
      }).message,
    ).toBe(
      // DynamoDB's answer, captured in paritysuite/dynamodb-conformance (tier1 query/multiAttributeGsiKey).
      'RANGE key attributes round must have equality conditions specified in the query because a condition is present on key attribute score',
    );
    expectIndexesMatchTable(engine);
  });
});

/** A global index keyed on `hash` (and `range`) attributes, all strings, projecting keys only. */
const keysOnlyIndex = (IndexName: string, hash: string[], range: string[] = []) => ({
  GlobalSecondaryIndexes: [
    {
      IndexName,
      KeySchema: [
        ...hash.map((AttributeName) => ({ AttributeName, KeyType: 'HASH' })),
        ...range.map((AttributeName) => ({ AttributeName, KeyType: 'RANGE' })),
      ],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    },
  ],
});
const strings = (...names: string[]) => Object.fromEntries(names.map((name) => [name, 'S' as const]));

it('takes a partition key of two attributes with no sort key', () => {
  // Alternator's test_gsi_composite_keys.py, run against DynamoDB.
  const engine = testEngine();
  createKeyedTable(
    engine,
    'venues',
    'S',
    strings('city', 'street'),
    keysOnlyIndex('ByAddress', ['city', 'street']),
  );
  const venue = (pk: string, street: string) => ({
    pk: S(pk),
    sk: S('-'),
    city: S('Oslo'),
    street: S(street),
  });
  ok(engine, 'PutItem', { TableName: 'venues', Item: venue('v1', 'Main') });
  ok(engine, 'PutItem', { TableName: 'venues', Item: venue('v2', 'Side') });
  const found = ok(engine, 'Query', {
    TableName: 'venues',
    IndexName: 'ByAddress',
    KeyConditionExpression: 'city = :c AND street = :s',
    ExpressionAttributeValues: { ':c': S('Oslo'), ':s': S('Side') },
  }).Items;
  expect(found).toEqual([venue('v2', 'Side')]);
  expectIndexesMatchTable(engine);
});

it('answers legacy KeyConditions on a multi-attribute key as it answers the expression', () => {
  // scylladb/scylladb#31393: DynamoDB takes up to eight KeyConditions there; a table keeps two.
  const engine = testEngine();
  createKeyedTable(
    engine,
    'scores',
    'S',
    strings('league', 'season', 'round'),
    keysOnlyIndex('ByRound', ['league', 'season'], ['round']),
  );
  for (const [pk, round] of [
    ['s1', '01'],
    ['s2', '02'],
  ])
    ok(engine, 'PutItem', {
      TableName: 'scores',
      Item: { pk: S(pk), sk: S('t'), league: S('A'), season: S('2026'), round: S(round) },
    });
  const eq = (value: string) => ({ ComparisonOperator: 'EQ', AttributeValueList: [S(value)] });
  const found = ok(engine, 'Query', {
    TableName: 'scores',
    IndexName: 'ByRound',
    KeyConditions: {
      league: eq('A'),
      season: eq('2026'),
      round: { ComparisonOperator: 'GT', AttributeValueList: [S('01')] },
    },
  }).Items;
  expect(found.map((item: { pk: { S: string } }) => item.pk.S)).toEqual(['s2']);
  expect(
    fails(engine, 'Query', {
      TableName: 'scores',
      KeyConditions: { pk: eq('s1'), sk: eq('t'), league: eq('A') },
    }).message,
  ).toBe('Conditions can be of length 1 or 2 only');
});
