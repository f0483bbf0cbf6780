/**
 * TransactGetItems conformance. Recorded DynamoDB answers: nubo-db/dynamodb-conformance and
 * paritysuite/dynamodb-conformance (constraint messages, projection before key values, an empty or
 * mismatched Key cancelling with a ValidationError reason), the API reference (up to 100 Gets, one
 * per item, Responses in request order) and the developer guide (twice the strongly consistent read
 * capacity). Reads meeting an in-flight transaction are in transactionsInFlight.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_TRANSPORTS,
  CLIENT_TRANSPORTS,
  constraintErrors,
  ok,
  rejectsOn,
  validationOn,
  WIRE_TRANSPORTS,
} from '../conformance/support/suite.ts';
import { createTable, tableRequest } from '../conformance/support/tables.ts';
import {
  cancelled,
  capacityByTable,
  guardState,
  rejectsMatching,
  useManualEndpoint,
} from './support/setup.ts';
import { N, S } from '../helpers/attributeValues.ts';

const context = useManualEndpoint();
const HASH = 'tget_hash';
const RANGE = 'tget_range';
const get = (extra: object = {}) => ({ Get: { TableName: HASH, Key: { a: S('x') }, ...extra } });

beforeAll(async () => {
  await createTable(context.call.dispatch, tableRequest(HASH, ['a', 'S']));
  await createTable(context.call.dispatch, tableRequest(RANGE, ['a', 'S'], ['b', 'N']));
  ok(await context.call.dispatch('PutItem', { TableName: HASH, Item: { a: S('x'), v: N(1) } }));
});

describe('TransactGetItems serializations', () => {
  it.each([
    [{ TransactItems: {} }, 'Start of structure or map found where not expected'],
    [{ TransactItems: ['x'] }, 'Unexpected value type in payload'],
    [
      { TransactItems: [{ Get: [] }] },
      'Unrecognized collection type class com.amazonaws.dynamodb.v20120810.Get',
    ],
    [
      { TransactItems: [{ Get: { Key: [] } }] },
      'Unrecognized collection type java.util.Map<java.lang.String, com.amazonaws.dynamodb.v20120810.AttributeValue>',
    ],
  ])('%j', async (body, message) => {
    await rejectsOn(context, WIRE_TRANSPORTS, 'TransactGetItems', body, 'SerializationException', message);
  });
});

describe('TransactGetItems validations', () => {
  const rejects = (body: object, message: string, transports = ALL_TRANSPORTS) =>
    validationOn(context, transports, 'TransactGetItems', body, message);
  guardState(context, [HASH, RANGE]);

  it('needs 1 to 100 Gets, each with a table and a key', async () => {
    await rejects(
      { TransactItems: [] },
      constraintErrors(
        "Value '[]' at 'transactItems' failed to satisfy constraint: Member must have length greater than or equal to 1",
      ),
    );
    await rejectsMatching(
      context,
      ALL_TRANSPORTS,
      'TransactGetItems',
      { TransactItems: Array.from({ length: 101 }, (_, i) => get({ Key: { a: S(`k${i}`) } })) },
      'ValidationException',
      /^1 validation error detected: Value '\[.+\]' at 'transactItems' failed to satisfy constraint: Member must have length less than or equal to 100$/s,
    );
    await rejects(
      { TransactItems: [{}, { Get: {} }], ReturnConsumedCapacity: 'hi' },
      constraintErrors(
        "Value 'hi' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]",
        "Value null at 'transactItems.1.member.get' failed to satisfy constraint: Member must not be null",
        "Value null at 'transactItems.2.member.get.key' failed to satisfy constraint: Member must not be null",
        "Value null at 'transactItems.2.member.get.tableName' failed to satisfy constraint: Member must not be null",
      ),
    );
    await rejects(
      { TransactItems: [get(), get({ TableName: 'bad!name' })] },
      constraintErrors(
        "Value 'bad!name' at 'transactItems.2.member.get.tableName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
      ),
    );
  });

  it('checks key values and projections in request order', async () => {
    await rejects(
      { TransactItems: [get({ ProjectionExpression: '!!!' }), get({ Key: { a: {} } })] },
      'Invalid ProjectionExpression: Syntax error; token: "!", near: "!!"',
      WIRE_TRANSPORTS,
    );
    await rejects(
      { TransactItems: [get({ Key: { a: {} } }), get({ ProjectionExpression: '!!!' })] },
      'Supplied AttributeValue is empty, must contain exactly one of the supported datatypes',
      WIRE_TRANSPORTS,
    );
    await rejects(
      { TransactItems: [get({ Key: { a: N('b') } })] },
      'The parameter cannot be converted to a numeric value: b',
    );
    await rejects(
      { TransactItems: [get({ ExpressionAttributeNames: { '#a': 'a' } })] },
      'ExpressionAttributeNames can only be specified when using expressions',
    );
    await rejects(
      { TransactItems: [get({ ProjectionExpression: 'a', ExpressionAttributeNames: { '#a': 'a' } })] },
      'Value provided in ExpressionAttributeNames unused in expressions: keys: {#a}',
    );
  });

  it('checks tables, one Get per item and empty key values before reading', async () => {
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'TransactGetItems',
      { TransactItems: [get(), get({ TableName: 'nowhere' })] },
      'ResourceNotFoundException',
      'Requested resource not found',
    );
    await rejects(
      { TransactItems: [get({ ProjectionExpression: 'a' }), get()] },
      'Transaction request cannot include multiple operations on one item',
    );
    await rejects(
      {
        TransactItems: [
          { Get: { TableName: RANGE, Key: { a: S('r'), b: N('1.0') } } },
          { Get: { TableName: RANGE, Key: { b: N(1), a: S('r') } } },
        ],
      },
      'Transaction request cannot include multiple operations on one item',
    );
    await rejects(
      { TransactItems: [get({ Key: { a: S('') } })] },
      'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: a',
    );
  });

  it('cancels for a Key that does not match the schema, an empty one included', async () => {
    const mismatch = {
      Code: 'ValidationError',
      Message: 'The provided key element does not match the schema',
    };
    for (const via of ALL_TRANSPORTS) {
      cancelled(await context.call[via]('TransactGetItems', { TransactItems: [get({ Key: {} })] }), [
        mismatch,
      ]);
      cancelled(
        await context.call[via]('TransactGetItems', {
          TransactItems: [
            get(),
            get({ Key: { a: N(1) } }),
            { Get: { TableName: RANGE, Key: { a: S('r') } } },
          ],
        }),
        [{ Code: 'None' }, mismatch, mismatch],
      );
    }
  });
});

describe.each(CLIENT_TRANSPORTS)('TransactGetItems functionality via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const hash = `tget_items_${via}`;
  const ranged = `tget_range_${via}`;

  beforeAll(async () => {
    await createTable(context.call.dispatch, tableRequest(hash, ['a', 'S']));
    await createTable(context.call.dispatch, tableRequest(ranged, ['a', 'S'], ['b', 'N']));
    ok(await context.call.dispatch('PutItem', { TableName: hash, Item: { a: S('k1'), v: N(1), w: S('w') } }));
    ok(
      await context.call.dispatch('PutItem', {
        TableName: hash,
        Item: { a: S('big'), pad: S('x'.repeat(5000)) },
      }),
    );
    ok(
      await context.call.dispatch('PutItem', {
        TableName: ranged,
        Item: { a: S('r'), b: N(2), name: S('two') },
      }),
    );
  });

  it('answers one response per Get, in request order, projected; a missing item answers {}', async () => {
    const body = ok(
      await call('TransactGetItems', {
        TransactItems: [
          {
            Get: {
              TableName: ranged,
              Key: { a: S('r'), b: N('2.00') },
              ProjectionExpression: '#n',
              ExpressionAttributeNames: { '#n': 'name' },
            },
          },
          { Get: { TableName: hash, Key: { a: S('missing') } } },
          { Get: { TableName: hash, Key: { a: S('k1') } } },
        ],
      }),
    );
    expect(body).toEqual({
      Responses: [{ Item: { name: S('two') } }, {}, { Item: { a: S('k1'), v: N(1), w: S('w') } }],
    });
  });

  it('charges twice the strongly consistent read of each item, per table', async () => {
    const request = (mode: string) => ({
      TransactItems: [
        { Get: { TableName: hash, Key: { a: S('big') } } },
        { Get: { TableName: hash, Key: { a: S('missing') } } },
        { Get: { TableName: ranged, Key: { a: S('r'), b: N(2) } } },
      ],
      ReturnConsumedCapacity: mode,
    });
    // ~5 KB: 2 units, doubled; a missing item still costs one read, doubled.
    expect(capacityByTable(ok(await call('TransactGetItems', request('TOTAL'))))).toEqual({
      [hash]: { TableName: hash, CapacityUnits: 6, ReadCapacityUnits: 6 },
      [ranged]: { TableName: ranged, CapacityUnits: 2, ReadCapacityUnits: 2 },
    });
    expect(capacityByTable(ok(await call('TransactGetItems', request('INDEXES'))))[hash]).toEqual({
      TableName: hash,
      CapacityUnits: 6,
      ReadCapacityUnits: 6,
      Table: { CapacityUnits: 6, ReadCapacityUnits: 6 },
    });
    expect(ok(await call('TransactGetItems', request('NONE'))).ConsumedCapacity).toBeUndefined();
  });
});
