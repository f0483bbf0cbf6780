/**
 * PutItem conformance: serializations, the request's members and enums, item values and the key
 * schema. Recorded DynamoDB answers: architect/dynalite test/putItem.js (validation messages, key
 * errors, ReturnValues). Conditions and legacy Expected are in putItemConditions.test.ts; value
 * types, canonical numbers and size limits in itemValues.test.ts.
 */
import { beforeAll, describe, it } from 'vitest';
import {
  ALL_TRANSPORTS,
  constraintErrors,
  ok,
  parameterError,
  rejectsOn,
  useEndpoint,
  validationOn,
  WIRE_TRANSPORTS,
} from './support/suite.ts';
import { createTable, guardUnchanged, tableRequest } from './support/tables.ts';

const context = useEndpoint();
/** The current layer's envelope (src/engine/values/valueLayer.ts), round PutItem's request checks. */
const one = (message: string) => `1 validation error detected: ${message}`;
const HASH = 'put_hash';
const RANGE = 'put_range';
const INDEXED = 'put_indexed';

beforeAll(async () => {
  const call = context.call.dispatch;
  await createTable(call, tableRequest(HASH, ['a', 'S']));
  await createTable(call, tableRequest(RANGE, ['a', 'S'], ['b', 'S']));
  ok(await call('PutItem', { TableName: HASH, Item: { a: { S: 'kept' }, v: { N: '1' } } }));
  await createTable(call, {
    ...tableRequest(INDEXED, ['a', 'S'], ['b', 'S']),
    AttributeDefinitions: [
      { AttributeName: 'a', AttributeType: 'S' },
      { AttributeName: 'b', AttributeType: 'S' },
      { AttributeName: 'c', AttributeType: 'S' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'index4',
        KeySchema: [{ AttributeName: 'c', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  });
});

describe('PutItem serializations', () => {
  it.each([
    [{ TableName: HASH, Item: '23' }, 'Unexpected field type'],
    [{ TableName: HASH, Item: { a: true } }, 'Unexpected value type in payload'],
    [{ TableName: HASH, Item: { a: { S: 1 } } }, 'NUMBER_VALUE cannot be converted to String'],
    [{ TableName: HASH, Item: { a: { S: 'x' } }, Expected: '23' }, 'Unexpected field type'],
    [{ TableName: HASH, Expected: { a: { Exists: 23 } } }, 'NUMBER_VALUE cannot be converted to Boolean'],
    [{ TableName: HASH, ReturnValues: 34.56 }, 'DECIMAL_VALUE cannot be converted to String'],
    [
      { TableName: HASH, ExpressionAttributeValues: { ':a': { M: { b: [] } } } },
      'Unrecognized collection type class com.amazonaws.dynamodb.v20120810.AttributeValue',
    ],
  ])('%j', async (body, message) => {
    await rejectsOn(context, WIRE_TRANSPORTS, 'PutItem', body, 'SerializationException', message);
  });
});

describe('PutItem validations', () => {
  const rejects = (body: object, message: string) =>
    validationOn(context, ALL_TRANSPORTS, 'PutItem', body, message);
  guardUnchanged(() => context.call.dispatch, [HASH, RANGE, INDEXED]);

  it('reports missing members and bad enums together', async () => {
    await rejects(
      {},
      constraintErrors(
        "Value null at 'tableName' failed to satisfy constraint: Member must not be null",
        "Value null at 'item' failed to satisfy constraint: Member must not be null",
      ),
    );
    await rejects(
      {
        TableName: 'abc',
        Item: {},
        ReturnConsumedCapacity: 'INVALID',
        ReturnItemCollectionMetrics: 'INVALID',
        ReturnValues: 'INVALID',
      },
      // The current layer's order and its generic ReturnValues wording (paritysuite/dynamodb-conformance
      // captures/cross-region-latest.json, 2026-09-20, probe o_put_three_bad_enums; itemWriteConstraints.ts).
      constraintErrors(
        "Value 'INVALID' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]",
        'Failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD, UPDATED_OLD, ALL_NEW, UPDATE_NEW, NONE]',
        "Value 'INVALID' at 'returnItemCollectionMetrics' failed to satisfy constraint: Member must satisfy enum value set: [SIZE, NONE]",
      ),
    );
  });

  it.each(['UPDATED_OLD', 'ALL_NEW', 'UPDATED_NEW'])(
    'allows ReturnValues NONE or ALL_OLD only (%s)',
    async (value) => {
      await rejects(
        { TableName: HASH, Item: { a: { S: 'x' } }, ReturnValues: value },
        one('ReturnValues can only be ALL_OLD or NONE'),
      );
    },
  );

  it.each([
    [
      { a: { S: 'x' }, b: {} },
      'Supplied AttributeValue is empty, must contain exactly one of the supported datatypes',
    ],
    [
      { a: { S: 'x' }, b: { S: 'a', N: '1' } },
      'Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes',
    ],
    [
      { a: { S: 'x' }, b: { NULL: false } },
      parameterError('Null attribute value types must have the value of true'),
    ],
    [{ a: { S: 'x' }, b: { SS: [] } }, parameterError('An string set  may not be empty')],
    [{ a: { S: 'x' }, b: { NS: [] } }, parameterError('An number set  may not be empty')],
    [{ a: { S: 'x' }, b: { BS: [] } }, parameterError('Binary sets should not be empty')],
    [
      { a: { S: 'x' }, b: { SS: ['a', 'a'] } },
      parameterError('Input collection ["a", "a"] contains duplicates.'),
    ],
    [{ a: { S: 'x' }, b: { NS: ['1', '1.0'] } }, parameterError('Input collection contains duplicates.')],
    [
      { a: { S: 'x' }, b: { BS: ['Yg==', 'Yg=='] } },
      parameterError('Input collection ["Yg==","Yg=="]of type BS contains duplicates.'),
    ],
    [{ a: { S: 'x' }, b: { N: '' } }, 'The parameter cannot be converted to a numeric value: '],
    [{ a: { S: 'x' }, b: { N: 'b' } }, 'The parameter cannot be converted to a numeric value: b'],
    [
      { a: { S: 'x' }, b: { NS: ['1', 'b', 'a'] } },
      'The parameter cannot be converted to a numeric value: b',
    ],
    [
      { a: { S: 'x' }, b: { N: '123456789012345678901234567890123456789' } },
      'Attempting to store more than 38 significant digits in a Number',
    ],
    [
      { a: { S: 'x' }, b: { N: '1e126' } },
      'Number overflow. Attempting to store a number with magnitude larger than supported range',
    ],
    [
      { a: { S: 'x' }, b: { N: '-1e-131' } },
      'Number underflow. Attempting to store a number with magnitude smaller than supported range',
    ],
  ])('rejects the value in %j inside the envelope', async (item, message) => {
    await rejects({ TableName: HASH, Item: item }, one(message));
  });

  it('checks the item against the key schema of the table', async () => {
    await rejects({ TableName: HASH, Item: {} }, parameterError('Missing the key a in the item'));
    await rejects(
      { TableName: HASH, Item: { b: { S: 'a' } } },
      parameterError('Missing the key a in the item'),
    );
    await rejects(
      { TableName: RANGE, Item: { a: { S: 'a' } } },
      parameterError('Missing the key b in the item'),
    );
    for (const [value, type] of [
      [{ B: 'abcd' }, 'B'],
      [{ N: '1' }, 'N'],
      [{ SS: ['a'] }, 'SS'],
      [{ BS: ['aaaa'] }, 'BS'],
    ] as const) {
      await rejects(
        { TableName: HASH, Item: { a: value } },
        parameterError(`Type mismatch for key a expected: S actual: ${type}`),
      );
    }
    await rejects(
      { TableName: HASH, Item: { a: { S: '' } } },
      'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: a',
    );
    await rejects(
      { TableName: INDEXED, Item: { a: { S: 'a' }, b: { S: 'a' }, c: { N: '1' } } },
      parameterError('Type mismatch for Index Key c Expected: S Actual: N IndexName: index4'),
    );
  });

  it('answers ResourceNotFoundException for a missing table, even with an empty item', async () => {
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'PutItem',
      { TableName: 'nowhere', Item: {} },
      'ResourceNotFoundException',
      'Requested resource not found',
    );
  });
});
