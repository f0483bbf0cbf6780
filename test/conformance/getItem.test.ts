/**
 * GetItem conformance. Recorded DynamoDB answers: architect/dynalite test/getItem.js (key errors,
 * AttributesToGet, capacity of 4096- and 4097-byte items), the developer guide on projection
 * expressions and read consistency.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { consumed } from './support/capacity.ts';
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
const HASH = 'get_hash';
const RANGE = 'get_range';
const MISMATCH = 'The provided key element does not match the schema';

beforeAll(async () => {
  await createTable(context.call.dispatch, tableRequest(HASH, ['a', 'S']));
  await createTable(context.call.dispatch, tableRequest(RANGE, ['a', 'S'], ['b', 'S']));
});

describe('GetItem serializations', () => {
  it.each([
    [{ TableName: 23 }, 'NUMBER_VALUE cannot be converted to String'],
    [{ TableName: HASH, Key: '23' }, 'Unexpected field type'],
    [{ TableName: HASH, Key: { a: { S: false } } }, 'FALSE_VALUE cannot be converted to String'],
    [{ TableName: HASH, AttributesToGet: {} }, 'Start of structure or map found where not expected'],
    [{ TableName: HASH, ConsistentRead: 'hello' }, 'Unexpected token received from parser'],
    [
      { TableName: HASH, ExpressionAttributeNames: [] },
      'Unrecognized collection type java.util.Map<java.lang.String, java.lang.String>',
    ],
  ])('%j', async (body, message) => {
    await rejectsOn(context, WIRE_TRANSPORTS, 'GetItem', body, 'SerializationException', message);
  });
});

describe('GetItem validations', () => {
  const rejects = (body: object, message: string) =>
    validationOn(context, ALL_TRANSPORTS, 'GetItem', body, message);

  it('reports missing members and bad parameters together', async () => {
    await rejects(
      {},
      constraintErrors(
        "Value null at 'key' failed to satisfy constraint: Member must not be null",
        "Value null at 'tableName' failed to satisfy constraint: Member must not be null",
      ),
    );
    await rejects(
      { TableName: 'abc;', ReturnConsumedCapacity: 'hi', AttributesToGet: [] },
      constraintErrors(
        "Value '[]' at 'attributesToGet' failed to satisfy constraint: Member must have length greater than or equal to 1",
        "Value 'hi' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]",
        "Value null at 'key' failed to satisfy constraint: Member must not be null",
        "Value 'abc;' at 'tableName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
      ),
    );
  });

  it.each([
    [HASH, {}],
    [HASH, { b: { S: 'a' } }],
    [HASH, { a: { S: 'a' }, b: { S: 'a' } }],
    [HASH, { a: { B: 'abcd' } }],
    [HASH, { a: { N: '1' } }],
    [HASH, { a: { SS: ['a'] } }],
    [RANGE, { a: { S: 'a' } }],
    [RANGE, { a: { S: 'a' }, b: { N: '1' } }],
  ])('answers a key that does not match %s: %j', async (table, key) => {
    await rejects({ TableName: table, Key: key }, MISMATCH);
  });

  it('checks values and AttributesToGet before the table', async () => {
    await rejects(
      { TableName: 'nowhere', Key: { a: { N: 'b' } } },
      'The parameter cannot be converted to a numeric value: b',
    );
    await rejects(
      { TableName: 'nowhere', Key: {}, AttributesToGet: ['a', 'a'] },
      parameterError('Duplicate value in attribute name: a'),
    );
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'GetItem',
      { TableName: 'nowhere', Key: {} },
      'ResourceNotFoundException',
      'Requested resource not found',
    );
  });

  it('rejects mixed and unused expression parameters', async () => {
    await rejects(
      { TableName: HASH, Key: { a: { S: 'x' } }, AttributesToGet: ['a'], ProjectionExpression: 'a' },
      'Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {AttributesToGet} Expression parameters: {ProjectionExpression}',
    );
    await rejects(
      {
        TableName: HASH,
        Key: { a: { S: 'x' } },
        AttributesToGet: ['a'],
        ExpressionAttributeNames: { '#a': 'a' },
      },
      'ExpressionAttributeNames can only be specified when using expressions',
    );
    await rejects(
      {
        TableName: HASH,
        Key: { a: { S: 'x' } },
        ProjectionExpression: 'a',
        ExpressionAttributeNames: { '#b': 'b' },
      },
      'Value provided in ExpressionAttributeNames unused in expressions: keys: {#b}',
    );
    await rejects(
      { TableName: HASH, Key: { a: { S: 'x' } }, ProjectionExpression: '' },
      'Invalid ProjectionExpression: The expression can not be empty;',
    );
    await rejects(
      { TableName: HASH, Key: { a: { S: 'x' } }, ProjectionExpression: 'a, a' },
      'Invalid ProjectionExpression: Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [a], path two: [a]',
    );
  });
});

describe.each(CLIENT_TRANSPORTS)('GetItem functionality via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const table = `got_${via}`;
  const item = {
    a: { S: 'item' },
    b: { S: 'a' },
    g: { N: '23' },
    m: { M: { x: { S: 'mx' }, y: { L: [{ N: '0' }, { S: 'y1' }, { M: { z: { BOOL: true } } }] } } },
    l: { L: [{ S: 'l0' }, { S: 'l1' }, { S: 'l2' }] },
  };
  const getItem = async (extra: object = {}) =>
    ok(await call('GetItem', { TableName: table, Key: { a: item.a }, ...extra }));

  beforeAll(async () => {
    await createTable(context.call.dispatch, tableRequest(table, ['a', 'S']));
    ok(await context.call.dispatch('PutItem', { TableName: table, Item: item }));
  });

  it('answers {} for a missing item and the item when it exists', async () => {
    expect(ok(await call('GetItem', { TableName: table, Key: { a: { S: 'missing' } } }))).toEqual({});
    expect(await getItem({ ConsistentRead: true })).toEqual({ Item: item });
    const ranged = `got_range_${via}`;
    await createTable(context.call.dispatch, tableRequest(ranged, ['a', 'S'], ['b', 'S']));
    ok(await call('PutItem', { TableName: ranged, Item: { a: { S: 'r' }, b: { S: '1' }, v: { S: 'one' } } }));
    ok(await call('PutItem', { TableName: ranged, Item: { a: { S: 'r' }, b: { S: '2' } } }));
    expect(ok(await call('GetItem', { TableName: ranged, Key: { a: { S: 'r' }, b: { S: '1' } } }))).toEqual({
      Item: { a: { S: 'r' }, b: { S: '1' }, v: { S: 'one' } },
    });
  });

  it('returns only the attributes asked for', async () => {
    expect(await getItem({ AttributesToGet: ['b', 'g', 'nothing'] })).toEqual({
      Item: { b: item.b, g: item.g },
    });
    expect(
      await getItem({
        ProjectionExpression: 'g, #m.x, m.y[2].z, l[2], l[0]',
        ExpressionAttributeNames: { '#m': 'm' },
      }),
    ).toEqual({
      Item: {
        g: item.g,
        m: { M: { x: { S: 'mx' }, y: { L: [{ M: { z: { BOOL: true } } }] } } },
        l: { L: [{ S: 'l0' }, { S: 'l2' }] },
      },
    });
    // A projection that matches nothing on an existing item answers an empty Item.
    expect(await getItem({ ProjectionExpression: 'nothing, m.nothing, l[7]' })).toEqual({ Item: {} });
  });

  it('charges half a unit per started 4 KB, one unit when strongly consistent', async () => {
    // dynalite's recorded items: 4096 bytes (a + b + c + d + e), then 4097.
    const small = {
      a: { S: 'r001' },
      b: { S: 'b'.repeat(4081 - 4) },
      c: { N: '12.3456' },
      d: { B: 'AQI=' },
      e: { BS: ['AQI=', 'Ag==', 'AQ=='] },
    };
    const large = { ...small, a: { S: 'r002' }, b: { S: 'b'.repeat(4083 - 4) }, e: { BS: ['AQI=', 'Ag=='] } };
    ok(await call('PutItem', { TableName: table, Item: small }));
    ok(await call('PutItem', { TableName: table, Item: large }));
    const read = async (key: string, extra: object) =>
      consumed(
        ok(
          await call('GetItem', {
            TableName: table,
            Key: { a: { S: key } },
            ReturnConsumedCapacity: 'TOTAL',
            ...extra,
          }),
        ),
      );
    expect(await read('r001', {})).toEqual({ TableName: table, CapacityUnits: 0.5 });
    expect(await read('r001', { ConsistentRead: true })).toEqual({ TableName: table, CapacityUnits: 1 });
    expect(await read('r002', {})).toEqual({ TableName: table, CapacityUnits: 1 });
    expect(await read('r002', { ConsistentRead: true })).toEqual({ TableName: table, CapacityUnits: 2 });
    // A projection does not reduce the charge; a missing item costs the minimum.
    expect(await read('r002', { ProjectionExpression: 'a', ConsistentRead: true })).toEqual({
      TableName: table,
      CapacityUnits: 2,
    });
    expect(await read('missing', {})).toEqual({ TableName: table, CapacityUnits: 0.5 });
    expect(await read('missing', { ConsistentRead: true, ReturnConsumedCapacity: 'INDEXES' })).toEqual({
      TableName: table,
      CapacityUnits: 1,
      Table: { CapacityUnits: 1 },
    });
    expect(
      ok(
        await call('GetItem', {
          TableName: table,
          Key: { a: { S: 'missing' } },
          ReturnConsumedCapacity: 'NONE',
        }),
      ),
    ).toEqual({});
  });

  it('reads __proto__, constructor and toString as ordinary names', async () => {
    const odd = JSON.parse(
      '{"a":{"S":"odd"},"__proto__":{"M":{"constructor":{"S":"c"}}},"toString":{"S":"t"},"hasOwnProperty":{"N":"1"}}',
    );
    ok(await call('PutItem', { TableName: table, Item: odd }));
    const projected = ok(
      await call('GetItem', {
        TableName: table,
        Key: { a: { S: 'odd' } },
        ProjectionExpression: '#p.#c, #t',
        ExpressionAttributeNames: JSON.parse('{"#p":"__proto__","#c":"constructor","#t":"toString"}'),
      }),
    );
    expect(projected.Item.toString).toEqual({ S: 't' });
    const wire = ok(
      await context.call.dispatch('GetItem', {
        TableName: table,
        Key: { a: { S: 'odd' } },
        AttributesToGet: ['__proto__', 'hasOwnProperty'],
      }),
    );
    expect(JSON.stringify(wire)).toBe(
      '{"Item":{"__proto__":{"M":{"constructor":{"S":"c"}}},"hasOwnProperty":{"N":"1"}}}',
    );
  });

  it('answers ResourceNotFoundException for a table that is gone', async () => {
    const gone = `gone_${via}`;
    await createTable(context.call.dispatch, tableRequest(gone, ['a', 'S']));
    ok(await context.call.dispatch('DeleteTable', { TableName: gone }));
    failed(
      await call('GetItem', { TableName: gone, Key: { a: { S: 'x' } } }),
      'ResourceNotFoundException',
      'Requested resource not found',
    );
  });
});
