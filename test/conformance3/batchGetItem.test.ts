/**
 * BatchGetItem serializations and validations. Recorded DynamoDB answers: architect/dynalite
 * test/batchGetItem.js (serializations, constraint messages, duplicate keys),
 * paritysuite/dynamodb-conformance (RequestItems and Keys lengths in the current layer's wording).
 * What BatchGetItem reads and charges, through dispatch and the SDK, is in
 * batchGetItemFunctionality.test.ts.
 */
import { beforeAll, describe, it } from 'vitest';
import {
  ALL_TRANSPORTS,
  constraintErrors,
  ok,
  parameterError,
  rejectsOn,
  validationOn,
  WIRE_TRANSPORTS,
} from '../conformance/support/suite.ts';
import { createTable, tableRequest } from '../conformance/support/tables.ts';
import { guardState, rejectsMatching, useManualEndpoint } from './support/setup.ts';
import { N, S } from '../helpers/attributeValues.ts';

const context = useManualEndpoint();
const HASH = 'bget_hash';
const RANGE = 'bget_range';
const keys = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ({ a: S(String(from + i)) }));
const TABLE_KEYS =
  'Map keys must satisfy constraint: [Member must have length less than or equal to 255, ' +
  'Member must have length greater than or equal to 3, Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+]';

beforeAll(async () => {
  const dispatch = context.call.dispatch;
  await createTable(dispatch, tableRequest(HASH, ['a', 'S']));
  await createTable(dispatch, tableRequest(RANGE, ['a', 'S'], ['b', 'N']));
  ok(await dispatch('PutItem', { TableName: HASH, Item: { a: S('x'), v: N('1') } }));
});

describe('BatchGetItem serializations', () => {
  it.each([
    [{ RequestItems: true }, 'Unexpected field type'],
    [
      { RequestItems: [] },
      'Unrecognized collection type java.util.Map<java.lang.String, com.amazonaws.dynamodb.v20120810.KeysAndAttributes>',
    ],
    [{ RequestItems: { abc: 23 } }, 'Unexpected value type in payload'],
    [{ RequestItems: { abc: { Keys: {} } } }, 'Start of structure or map found where not expected'],
    [{ RequestItems: { abc: { Keys: [{ a: 'x' }] } } }, 'Unexpected value type in payload'],
    [
      { RequestItems: { abc: { Keys: [{}], ConsistentRead: 'maybe' } } },
      'Unexpected token received from parser',
    ],
    [{ ReturnConsumedCapacity: 1 }, 'NUMBER_VALUE cannot be converted to String'],
  ])('%j', async (body, message) => {
    await rejectsOn(context, WIRE_TRANSPORTS, 'BatchGetItem', body, 'SerializationException', message);
  });
});

describe('BatchGetItem validations', () => {
  const rejects = (body: object, message: string, transports = ALL_TRANSPORTS) =>
    validationOn(context, transports, 'BatchGetItem', body, message);
  guardState(context, [HASH, RANGE]);

  it('requires RequestItems, after the enum, and refuses an empty one as too short', async () => {
    await rejects(
      { ReturnConsumedCapacity: 'hi' },
      constraintErrors(
        "Value 'hi' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]",
        "Value null at 'requestItems' failed to satisfy constraint: Member must not be null",
      ),
    );
    await rejects(
      { RequestItems: {} },
      constraintErrors(
        "Value at 'RequestItems' failed to satisfy constraint: Member must have length greater than or equal to 1",
      ),
    );
  });

  it('checks table names and the 1 to 100 keys of each table', async () => {
    await rejectsMatching(
      context,
      ALL_TRANSPORTS,
      'BatchGetItem',
      { RequestItems: { 'aa;': { Keys: keys(1) } } },
      'ValidationException',
      new RegExp(
        `^1 validation error detected: Value '.+' at 'requestItems' failed to satisfy constraint: ${escape(TABLE_KEYS)}$`,
      ),
    );
    await rejects(
      { RequestItems: { [HASH]: { Keys: [] } } },
      constraintErrors(
        `Value at 'RequestItems.${HASH}.member.Keys' failed to satisfy constraint: Member must have length greater than or equal to 1`,
      ),
    );
    await rejects(
      { RequestItems: { [HASH]: { Keys: keys(101) } } },
      constraintErrors(
        `Value at 'RequestItems.${HASH}.member.Keys' failed to satisfy constraint: Member must have length less than or equal to 100`,
      ),
    );
  });

  it('counts keys across tables and refuses a key named twice (after normalising)', async () => {
    await rejects(
      {
        RequestItems: {
          [HASH]: { Keys: keys(60) },
          [RANGE]: { Keys: keys(41, 60).map((k, i) => ({ ...k, b: N(String(i)) })) },
        },
      },
      'Too many items requested for the BatchGetItem call',
    );
    await rejects(
      {
        RequestItems: {
          [RANGE]: {
            Keys: [
              { a: S('x'), b: N('1.0') },
              { b: N('01'), a: S('x') },
            ],
          },
        },
      },
      'Provided list of item keys contains duplicates',
    );
  });

  it('checks key values as GetItem does', async () => {
    await rejects(
      { RequestItems: { [HASH]: { Keys: [{ a: {} }] } } },
      'Supplied AttributeValue is empty, must contain exactly one of the supported datatypes',
      WIRE_TRANSPORTS,
    );
    await rejects(
      { RequestItems: { [HASH]: { Keys: [{ a: N('b') }] } } },
      'The parameter cannot be converted to a numeric value: b',
    );
  });

  it('checks each table projection and its parameters', async () => {
    await rejects(
      { RequestItems: { [HASH]: { Keys: keys(1), AttributesToGet: ['a', 'a'] } } },
      parameterError('Duplicate value in attribute name: a'),
    );
    const mix =
      'Can not use both expression and non-expression parameters in the same request: ' +
      'Non-expression parameters: {AttributesToGet} Expression parameters: {ProjectionExpression}';
    await rejects(
      { RequestItems: { [HASH]: { Keys: keys(1), AttributesToGet: ['a'], ProjectionExpression: 'a' } } },
      mix,
    );
    await rejects(
      {
        RequestItems: {
          [HASH]: { Keys: keys(1), ProjectionExpression: 'a' },
          [RANGE]: { Keys: [{ a: S('x'), b: N('1') }], AttributesToGet: ['a'] },
        },
      },
      mix,
    );
    await rejects(
      { RequestItems: { [HASH]: { Keys: keys(1), ProjectionExpression: 'a, a' } } },
      'Invalid ProjectionExpression: Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [a], path two: [a]',
    );
    await rejects(
      {
        RequestItems: {
          [HASH]: { Keys: keys(1), AttributesToGet: ['a'], ExpressionAttributeNames: { '#a': 'a' } },
        },
      },
      'ExpressionAttributeNames can only be specified when using expressions',
    );
    await rejects(
      {
        RequestItems: {
          [HASH]: { Keys: keys(1), ProjectionExpression: 'a', ExpressionAttributeNames: { '#a': 'a' } },
        },
      },
      'Value provided in ExpressionAttributeNames unused in expressions: keys: {#a}',
    );
  });

  it('checks tables and key schemas before reading anything', async () => {
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'BatchGetItem',
      { RequestItems: { [HASH]: { Keys: keys(1) }, nowhere: { Keys: keys(1) } } },
      'ResourceNotFoundException',
      'Requested resource not found',
    );
    for (const key of [{ a: N('1') }, { a: S('x'), b: S('y') }, {}]) {
      await rejects(
        { RequestItems: { [HASH]: { Keys: [key] } } },
        'The provided key element does not match the schema',
        Object.keys(key).length === 0 ? WIRE_TRANSPORTS : ALL_TRANSPORTS,
      );
    }
    await rejects(
      { RequestItems: { [HASH]: { Keys: [{ a: S('') }] } } },
      'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: a',
    );
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
