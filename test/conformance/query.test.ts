/**
 * Query conformance: validation, every key-condition operator, the sort orders of S (UTF-8 bytes),
 * N (value) and B (unsigned bytes) sort keys, ScanIndexForward, legacy KeyConditions/QueryFilter.
 * Paging, the 1 MB page, Select and capacity are in queryPaging.test.ts. Recorded answers:
 * architect/dynalite test/query.js; paritysuite/dynamodb-conformance as adopted in floci-io/floci#1443
 * (start-key messages); the developer guide on key condition expressions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_TRANSPORTS,
  CLIENT_TRANSPORTS,
  constraintErrors,
  failed,
  ok,
  parameterError,
  rejectsOn,
  useEndpoint,
  validationOn,
  WIRE_TRANSPORTS,
} from './support/suite.ts';
import { createTable, tableRequest } from './support/tables.ts';

const context = useEndpoint();
const TABLE = 'query_checks';
const byValue = (query: object) => ({
  TableName: TABLE,
  ExpressionAttributeValues: { ':p': { S: 'a' }, ':s': { S: 'm' } },
  ...query,
});

beforeAll(async () => {
  await createTable(context.call.dispatch, tableRequest(TABLE, ['p', 'S'], ['s', 'S']));
});

describe('Query serializations', () => {
  it.each([
    [
      { TableName: TABLE, KeyConditions: { a: { ComparisonOperator: true } } },
      'TRUE_VALUE cannot be converted to String',
    ],
    [{ TableName: TABLE, KeyConditions: { a: { AttributeValueList: '23' } } }, 'Unexpected field type'],
    [
      { TableName: TABLE, ExclusiveStartKey: { a: { S: {} } } },
      'Start of structure or map found where not expected',
    ],
    [{ TableName: TABLE, Limit: 'one' }, 'STRING_VALUE cannot be converted to Integer'],
    [{ TableName: TABLE, ScanIndexForward: 'hello' }, 'Unexpected token received from parser'],
  ])('%j', async (body, message) => {
    await rejectsOn(context, WIRE_TRANSPORTS, 'Query', body, 'SerializationException', message);
  });
});

describe('Query validations', () => {
  const rejects = (body: object, message: string) =>
    validationOn(context, ALL_TRANSPORTS, 'Query', body, message);

  it('requires a table and a key condition', async () => {
    await rejects(
      {},
      constraintErrors("Value null at 'tableName' failed to satisfy constraint: Member must not be null"),
    );
    await rejects(
      { TableName: TABLE },
      'Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.',
    );
    await rejects(
      byValue({
        KeyConditionExpression: 'p = :p',
        Limit: 0,
        ExpressionAttributeValues: { ':p': { S: 'a' } },
      }),
      constraintErrors(
        "Value '0' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1",
      ),
    );
  });

  it('checks Select against the projection and the target', async () => {
    const query = {
      TableName: TABLE,
      KeyConditionExpression: 'p = :p',
      ExpressionAttributeValues: { ':p': { S: 'a' } },
    };
    await rejects(
      { ...query, Select: 'ALL_PROJECTED_ATTRIBUTES' },
      constraintErrors('ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName'),
    );
    await rejects(
      { ...query, Select: 'SPECIFIC_ATTRIBUTES' },
      constraintErrors(
        'Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES',
      ),
    );
    await rejects(
      { ...query, Select: 'COUNT', ProjectionExpression: 'x' },
      constraintErrors('Cannot specify the ProjectionExpression when choosing to get only the Count'),
    );
    await rejects(
      { ...query, Select: 'ALL_ATTRIBUTES', ProjectionExpression: 'x' },
      constraintErrors('Cannot specify the ProjectionExpression when choosing to get ALL_ATTRIBUTES'),
    );
    await rejects({ ...query, IndexName: 'nope' }, 'The table does not have the specified index: nope');
  });

  it('checks the key condition against the key schema', async () => {
    await rejects(
      { TableName: TABLE, KeyConditionExpression: 's = :s', ExpressionAttributeValues: { ':s': { S: 'm' } } },
      'Query condition missed key schema element: p',
    );
    const cases: [string, string][] = [
      ['p = :p OR s = :s', 'Invalid operator used in KeyConditionExpression: OR'],
      ['p = :p AND s <> :s', 'Invalid operator used in KeyConditionExpression: <>'],
      [
        'p = :p AND s > :s AND s < :s',
        'Invalid KeyConditionExpression: KeyConditionExpressions must only contain one condition per key',
      ],
      [
        'p = :p AND s BETWEEN :s AND :p',
        'Invalid KeyConditionExpression: The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {S:m}, upper bound operand: AttributeValue: {S:a}',
      ],
      [
        'p = :p AND begins_with(:s, s)',
        'Invalid condition in KeyConditionExpression: begins_with operator must have the key attribute as its first operand',
      ],
    ];
    for (const [expression, message] of cases)
      await rejects(byValue({ KeyConditionExpression: expression }), message);
    await rejects(
      { TableName: TABLE, KeyConditionExpression: 'p = :p', ExpressionAttributeValues: { ':p': { N: '1' } } },
      parameterError('Condition parameter type does not match schema type'),
    );
    await rejects(
      byValue({ KeyConditionExpression: 'p = :p', FilterExpression: 's = :s' }),
      'Filter Expression can only contain non-primary key attributes: Primary key attribute: s',
    );
  });

  it('rejects mixing legacy and expression parameters, and checks legacy conditions', async () => {
    await rejects(
      byValue({
        KeyConditionExpression: 'p = :p',
        KeyConditions: { p: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'a' }] } },
        ExpressionAttributeValues: { ':p': { S: 'a' } },
      }),
      'Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {KeyConditions} Expression parameters: {KeyConditionExpression}',
    );
    await rejects(
      byValue({
        KeyConditionExpression: 'p = :p AND s > :s',
        QueryFilter: { x: { ComparisonOperator: 'NULL' } },
      }),
      'Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {QueryFilter} Expression parameters: {KeyConditionExpression}',
    );
    await rejects(
      {
        TableName: TABLE,
        KeyConditions: { p: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'a' }] } },
        QueryFilter: { s: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'a' }] } },
      },
      'QueryFilter can only contain non-primary key attributes: Primary key attribute: s',
    );
    await rejects(
      {
        TableName: TABLE,
        KeyConditions: { p: { ComparisonOperator: 'NE', AttributeValueList: [{ S: 'a' }] } },
      },
      'Attempted conditional constraint is not an indexable operation',
    );
    // NOT_CONTAINS is one condition too, on either key (architect/dynalite's recordings).
    for (const KeyConditions of [
      { p: { ComparisonOperator: 'NOT_CONTAINS', AttributeValueList: [{ S: 'a' }] } },
      {
        p: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'a' }] },
        s: { ComparisonOperator: 'NOT_CONTAINS', AttributeValueList: [{ S: 'm' }] },
      },
    ]) {
      await rejects(
        { TableName: TABLE, KeyConditions },
        'Attempted conditional constraint is not an indexable operation',
      );
    }
  });

  it('checks ExclusiveStartKey against the schema and the key condition', async () => {
    const query = byValue({ KeyConditionExpression: 'p = :p AND s > :s' });
    await rejects({ ...query, ExclusiveStartKey: { p: { S: 'a' } } }, 'The provided starting key is invalid');
    await rejects(
      { ...query, ExclusiveStartKey: { p: { S: 'a' }, s: { N: '1' } } },
      'The provided starting key is invalid',
    );
    await rejects(
      { ...query, ExclusiveStartKey: { p: { S: 'b' }, s: { S: 'x' } } },
      'The provided starting key is outside query boundaries based on provided condition',
    );
    await rejects(
      { ...query, ExclusiveStartKey: { p: { S: 'a' }, s: { S: 'b' } } },
      'The provided starting key is outside query boundaries based on provided condition',
    );
    await rejects(
      { ...query, ExclusiveStartKey: { p: { S: 'a' }, s: { NULL: false } } },
      'The provided starting key is invalid: One or more parameter values were invalid: Null attribute value types must have the value of true',
    );
  });

  it('answers ResourceNotFoundException for a missing table', async () => {
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'Query',
      {
        TableName: 'nowhere',
        KeyConditionExpression: 'p = :p',
        ExpressionAttributeValues: { ':p': { S: 'a' } },
      },
      'ResourceNotFoundException',
      'Requested resource not found',
    );
  });
});

describe.each(CLIENT_TRANSPORTS)('Query functionality via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const strings = `sorted_s_${via}`;
  const numbers = `sorted_n_${via}`;
  const binaries = `sorted_b_${via}`;
  // In UTF-16 order '😀' (U+D83D…) sorts before '\uff21'; in UTF-8 byte order it sorts after.
  const S_KEYS = ['B', 'a', 'ab', 'abc', 'b', '\uff21', '😀'];
  const N_KEYS = ['-10', '-1.5', '0', '2', '10', '100'];
  const B_KEYS = ['AA==', 'AQ==', 'fw==', 'gA==', '/w==', '/wA='];

  const keysOf = async (table: string, query: object, field = 's') => {
    const body = ok(await call('Query', { TableName: table, ...query }));
    return (body.Items as Record<string, { S?: string; N?: string; B?: string }>[]).map((item) => {
      const value = item[field];
      return value.S ?? value.N ?? value.B;
    });
  };
  const keyCondition = (table: string, expression: string, values: Record<string, object>) =>
    keysOf(table, {
      KeyConditionExpression: `p = :p${expression ? ` AND ${expression}` : ''}`,
      ExpressionAttributeValues: { ':p': { S: 'p' }, ...values },
    });

  beforeAll(async () => {
    const dispatch = context.call.dispatch;
    await createTable(dispatch, tableRequest(strings, ['p', 'S'], ['s', 'S']));
    await createTable(dispatch, tableRequest(numbers, ['p', 'S'], ['s', 'N']));
    await createTable(dispatch, tableRequest(binaries, ['p', 'S'], ['s', 'B']));
    // Written out of order, and with a neighbouring partition that must never show up.
    for (const s of [...S_KEYS].reverse())
      ok(await dispatch('PutItem', { TableName: strings, Item: { p: { S: 'p' }, s: { S: s } } }));
    for (const s of [...N_KEYS].reverse())
      ok(await dispatch('PutItem', { TableName: numbers, Item: { p: { S: 'p' }, s: { N: s } } }));
    for (const s of [...B_KEYS].reverse())
      ok(await dispatch('PutItem', { TableName: binaries, Item: { p: { S: 'p' }, s: { B: s } } }));
    for (const table of [strings])
      ok(await dispatch('PutItem', { TableName: table, Item: { p: { S: 'q' }, s: { S: 'a' } } }));
  });

  it('returns a partition in sort-key order: UTF-8 bytes, numeric value, unsigned bytes', async () => {
    expect(await keyCondition(strings, '', {})).toEqual(S_KEYS);
    expect(await keyCondition(numbers, '', {})).toEqual(N_KEYS);
    expect(await keyCondition(binaries, '', {})).toEqual(B_KEYS);
    expect(
      ok(
        await call('Query', {
          TableName: strings,
          KeyConditionExpression: 'p = :p',
          ExpressionAttributeValues: { ':p': { S: 'none' } },
        }),
      ),
    ).toEqual({
      Items: [],
      Count: 0,
      ScannedCount: 0,
    });
  });

  it('reverses the order with ScanIndexForward false', async () => {
    expect(
      await keysOf(strings, {
        KeyConditionExpression: 'p = :p',
        ExpressionAttributeValues: { ':p': { S: 'p' } },
        ScanIndexForward: false,
      }),
    ).toEqual([...S_KEYS].reverse());
    expect(
      await keysOf(numbers, {
        KeyConditionExpression: 'p = :p AND s < :n',
        ExpressionAttributeValues: { ':p': { S: 'p' }, ':n': { N: '10' } },
        ScanIndexForward: false,
      }),
    ).toEqual(['2', '0', '-1.5', '-10']);
  });

  it('applies every sort-key operator', async () => {
    const n = (value: string) => ({ N: value });
    expect(await keyCondition(numbers, 's = :v', { ':v': n('2.0') })).toEqual(['2']);
    expect(await keyCondition(numbers, 's < :v', { ':v': n('0') })).toEqual(['-10', '-1.5']);
    expect(await keyCondition(numbers, 's <= :v', { ':v': n('0') })).toEqual(['-10', '-1.5', '0']);
    expect(await keyCondition(numbers, 's > :v', { ':v': n('2') })).toEqual(['10', '100']);
    expect(await keyCondition(numbers, 's >= :v', { ':v': n('2') })).toEqual(['2', '10', '100']);
    expect(
      await keyCondition(numbers, 's BETWEEN :lo AND :hi', { ':lo': n('-1.5'), ':hi': n('10') }),
    ).toEqual(['-1.5', '0', '2', '10']);
    expect(
      await keyCondition(strings, 's BETWEEN :lo AND :hi', { ':lo': { S: 'a' }, ':hi': { S: 'b' } }),
    ).toEqual(['a', 'ab', 'abc', 'b']);
    expect(await keyCondition(strings, 's > :v', { ':v': { S: 'b' } })).toEqual(['\uff21', '😀']);
    expect(await keyCondition(strings, 'begins_with(s, :v)', { ':v': { S: 'ab' } })).toEqual(['ab', 'abc']);
    expect(await keyCondition(binaries, 'begins_with(s, :v)', { ':v': { B: '/w==' } })).toEqual([
      '/w==',
      '/wA=',
    ]);
    expect(await keyCondition(binaries, 's > :v', { ':v': { B: 'fw==' } })).toEqual(['gA==', '/w==', '/wA=']);
    expect(await keyCondition(strings, 's = :v', { ':v': { S: 'zz' } })).toEqual([]);
  });

  it('accepts names and values through placeholders, and the key condition in either order', async () => {
    expect(
      await keysOf(strings, {
        KeyConditionExpression: 'begins_with(#s, :v) AND #p = :p',
        ExpressionAttributeNames: { '#s': 's', '#p': 'p' },
        ExpressionAttributeValues: { ':p': { S: 'p' }, ':v': { S: 'a' } },
      }),
    ).toEqual(['a', 'ab', 'abc']);
  });

  it('evaluates legacy KeyConditions and QueryFilter', async () => {
    ok(
      await call('UpdateItem', {
        TableName: numbers,
        Key: { p: { S: 'p' }, s: { N: '2' } },
        UpdateExpression: 'SET tag = :t',
        ExpressionAttributeValues: { ':t': { S: 'x' } },
      }),
    );
    const query = {
      KeyConditions: {
        p: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'p' }] },
        s: { ComparisonOperator: 'BETWEEN', AttributeValueList: [{ N: '0' }, { N: '10' }] },
      },
    };
    expect(await keysOf(numbers, query)).toEqual(['0', '2', '10']);
    const filtered = ok(
      await call('Query', {
        TableName: numbers,
        ...query,
        QueryFilter: { tag: { ComparisonOperator: 'NOT_NULL' } },
      }),
    );
    expect(filtered).toEqual({
      Items: [{ p: { S: 'p' }, s: { N: '2' }, tag: { S: 'x' } }],
      Count: 1,
      ScannedCount: 3,
    });
    const either = ok(
      await call('Query', {
        TableName: numbers,
        ...query,
        QueryFilter: {
          tag: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'x' }] },
          other: { ComparisonOperator: 'NULL' },
        },
        ConditionalOperator: 'OR',
        AttributesToGet: ['s'],
      }),
    );
    expect(either).toEqual({
      Items: [{ s: { N: '0' } }, { s: { N: '2' } }, { s: { N: '10' } }],
      Count: 3,
      ScannedCount: 3,
    });
  });

  it('finds items keyed by __proto__ and constructor attributes', async () => {
    const table = `proto_query_${via}`;
    await createTable(context.call.dispatch, tableRequest(table, ['__proto__', 'S'], ['constructor', 'N']));
    for (const n of ['2', '1']) {
      ok(
        await context.call.dispatch('PutItem', {
          TableName: table,
          Item: JSON.parse(`{"__proto__":{"S":"k"},"constructor":{"N":"${n}"},"toString":{"S":"t${n}"}}`),
        }),
      );
    }
    const query = {
      TableName: table,
      KeyConditionExpression: '#p = :k AND #c >= :one',
      FilterExpression: 'begins_with(#t, :t)',
      ProjectionExpression: '#c, #t',
      ExpressionAttributeNames: JSON.parse('{"#p":"__proto__","#c":"constructor","#t":"toString"}'),
      ExpressionAttributeValues: { ':k': { S: 'k' }, ':one': { N: '1' }, ':t': { S: 't' } },
    };
    const body = ok(await call('Query', query));
    expect(body.Count).toBe(2);
    expect(body.Items).toEqual([
      { constructor: { N: '1' }, toString: { S: 't1' } },
      { constructor: { N: '2' }, toString: { S: 't2' } },
    ]);
    failed(
      await call('Query', {
        ...query,
        ExclusiveStartKey: JSON.parse('{"__proto__":{"S":"other"},"constructor":{"N":"1"}}'),
      }),
      'ValidationException',
      'The provided starting key is outside query boundaries based on provided condition',
    );
  });
});
