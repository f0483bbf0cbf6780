/**
 * Query key conditions as current DynamoDB answers them (2026). Recorded answers: captures against
 * eu-west-2 in paritysuite/dynamodb-conformance (the KeyConditionExpression operand-type and
 * condition-count strings) and nubo-db/dynoxide#127 (value-first sort comparisons, nested paths),
 * ExtendDB/extenddb#195 (nested paths through the AWS CLI), getmoto/moto#7062 and ministackorg/ministack#1067
 * (an empty partition key value). The older, unprefixed wordings that
 * architect/dynalite recorded are gone from these replies.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_TRANSPORTS, ok, parameterError, useEndpoint, validationOn } from './support/suite.ts';
import { createTable, definition, hash, range, tableRequest } from './support/tables.ts';

const context = useEndpoint();
const RANGE = 'query_key_range';
const HASH = 'query_key_hash';
const TEXT_RANGE = 'query_key_text';
const INDEXED = 'query_key_indexed';
const values = { ':p': { S: 'a' }, ':lo': { N: '1' }, ':hi': { N: '5' } };

beforeAll(async () => {
  const call = context.call.dispatch;
  await createTable(call, tableRequest(RANGE, ['pk', 'S'], ['sk', 'N']));
  await createTable(call, tableRequest(HASH, ['pk', 'S']));
  await createTable(call, tableRequest(TEXT_RANGE, ['pk', 'S'], ['sk', 'S']));
  await createTable(call, {
    ...tableRequest(INDEXED, ['pk', 'S']),
    AttributeDefinitions: ['pk', 'g', 'gs', 'a', 'b'].map((name) => definition(name)),
    GlobalSecondaryIndexes: [
      { IndexName: 'by-g', KeySchema: [hash('g'), range('gs')], Projection: { ProjectionType: 'ALL' } },
      {
        IndexName: 'by-a-b',
        KeySchema: [hash('a'), hash('b'), range('gs')],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  });
  for (const sk of ['1', '3', '7'])
    ok(await call('PutItem', { TableName: RANGE, Item: { pk: { S: 'a' }, sk: { N: sk } } }));
});

describe('Query key conditions', () => {
  const rejects = (TableName: string, KeyConditionExpression: string, message: string, extra = {}) =>
    validationOn(
      context,
      ALL_TRANSPORTS,
      'Query',
      {
        TableName,
        KeyConditionExpression,
        // Only the values the expression uses: an unused one is refused first.
        ExpressionAttributeValues: Object.fromEntries(
          Object.entries(values).filter(([name]) => KeyConditionExpression.includes(name)),
        ),
        ...extra,
      },
      message,
    );

  it('refuses a second condition on one key, and nested paths on keys, with the expression prefix', async () => {
    await rejects(
      RANGE,
      'pk = :p AND sk > :lo AND sk < :hi',
      'Invalid KeyConditionExpression: KeyConditionExpressions must only contain one condition per key',
    );
    const nested =
      'Invalid KeyConditionExpression: KeyConditionExpressions cannot have conditions on nested attributes';
    await rejects(RANGE, 'pk.foo = :p', nested);
    await rejects(RANGE, 'pk = :p AND sk[0] = :lo', nested);
    await rejects(RANGE, '#d.foo = :p', nested, { ExpressionAttributeNames: { '#d': 'pk' } });
  });

  it('counts the conditions against the key schema before matching them to keys', async () => {
    await rejects(
      RANGE,
      'pk = :p AND sk > :lo AND extra = :hi',
      'The number of query conditions (3) exceeds the number of key attributes defined in the schema (2)',
    );
    await rejects(
      HASH,
      'pk = :p AND sk = :lo',
      'The number of query conditions (2) exceeds the number of key attributes defined in the schema (1)',
    );
    // Two conditions on a two-attribute key still name the key they miss.
    await rejects(RANGE, 'pk = :p AND extra = :hi', 'Query condition missed key schema element: sk');
  });

  it('reads operand types before the schema: impossible types name the operator', async () => {
    const operand = (op: string, type: string) =>
      `Invalid KeyConditionExpression: Incorrect operand type for operator or function; operator or function: ${op}, operand type: ${type}`;
    await rejects(RANGE, 'pk = :p AND begins_with(sk, :lo)', operand('begins_with', 'N'));
    await rejects(RANGE, 'pk = :p AND :b >= sk', operand('>=', 'BOOL'), {
      ExpressionAttributeValues: { ':p': { S: 'a' }, ':b': { BOOL: true } },
    });
    await rejects(
      RANGE,
      'pk = :p AND begins_with(sk, :s)',
      parameterError('Condition parameter type does not match schema type'),
      { ExpressionAttributeValues: { ':p': { S: 'a' }, ':s': { S: '1' } } },
    );
  });

  it("refuses an empty partition key value on a table, as a Key's", async () => {
    // getmoto/moto#7062 quotes DynamoDB; ministackorg/ministack#1067 checked it against eu-central-1.
    await rejects(
      HASH,
      'pk = :e',
      'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: pk',
      { ExpressionAttributeValues: { ':e': { S: '' } } },
    );
  });

  it("refuses an empty sort key value on a table, whatever the operator, as a Key's", async () => {
    const empty =
      'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: sk';
    for (const condition of ['sk > :e', 'sk = :e', 'begins_with(sk, :e)', 'sk BETWEEN :e AND :z']) {
      await rejects(TEXT_RANGE, `pk = :p AND ${condition}`, empty, {
        ExpressionAttributeValues: {
          ':p': { S: 'a' },
          ':e': { S: '' },
          ...(condition.includes(':z') ? { ':z': { S: 'z' } } : {}),
        },
      });
    }
  });

  it('refuses an empty key value on a secondary index, naming the index and its key attribute', async () => {
    // A Query of a global index with an empty partition key value, quoted from a service log
    // (praetorian-inc/chariot-ui#353, 2024): the message a write of such an index key gets. Its
    // sort key, and a multi-attribute key's attributes, are taken alike, as a table's are.
    const empty = (index: string, attribute: string) =>
      `One or more parameter values are not valid. A value specified for a secondary index key is not supported. The AttributeValue for a key attribute cannot contain an empty string value. IndexName: ${index}, IndexKey: ${attribute}`;
    const values = { ':e': { S: '' }, ':v': { S: 'v' } };
    const cases: [string, string, string, string][] = [
      ['by-g', 'g = :e', 'by-g', 'g'],
      ['by-g', 'g = :v AND gs >= :e', 'by-g', 'gs'],
      ['by-a-b', 'a = :v AND b = :e', 'by-a-b', 'b'],
      ['by-a-b', 'a = :v AND b = :v AND begins_with(gs, :e)', 'by-a-b', 'gs'],
    ];
    for (const [IndexName, condition, index, attribute] of cases) {
      await rejects(INDEXED, condition, empty(index, attribute), {
        IndexName,
        ExpressionAttributeValues: Object.fromEntries(
          Object.entries(values).filter(([name]) => condition.includes(name)),
        ),
      });
    }
  });

  it('accepts a sort-key comparison written value first', async () => {
    const query = async (KeyConditionExpression: string) =>
      ok(
        await context.call.dispatch('Query', {
          TableName: RANGE,
          KeyConditionExpression,
          ExpressionAttributeValues: { ':p': { S: 'a' }, ':v': { N: '3' } },
        }),
      ).Items.map((item: { sk: { N: string } }) => item.sk.N);
    expect(await query('pk = :p AND :v <= sk')).toEqual(['3', '7']);
    expect(await query('pk = :p AND :v < sk')).toEqual(['7']);
    expect(await query(':p = pk AND :v > sk')).toEqual(['1']);
    expect(await query('pk = :p AND :v >= sk')).toEqual(['1', '3']);
  });
});
