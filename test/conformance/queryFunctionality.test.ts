/**
 * What Query returns: every key-condition operator, the sort orders of S (UTF-8 bytes), N (value) and
 * B (unsigned bytes) sort keys, ScanIndexForward, legacy KeyConditions/QueryFilter, keys named like
 * Object.prototype members — through each client transport. Validation is in query.test.ts.
 * Recorded answers: architect/dynalite test/query.js; the developer guide on key condition expressions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TRANSPORTS, failed, ok, useEndpoint } from './support/suite.ts';
import { createTable, tableRequest } from './support/tables.ts';

const context = useEndpoint();

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
      'The query can return at most one row and cannot be restarted',
    );
  });
});
