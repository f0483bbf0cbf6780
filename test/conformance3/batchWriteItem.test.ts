/**
 * BatchWriteItem serializations and validations. Recorded DynamoDB answers: architect/dynalite
 * test/batchWriteItem.js (serializations, constraint messages, key checks, 400 KB items),
 * nubo-db/dynamodb-conformance captures (empty RequestItems, duplicate keys, key and index-key
 * messages). What BatchWriteItem writes and charges, through dispatch and the SDK, is in
 * batchWriteItemFunctionality.test.ts; index-key type checks are in indexKeyWrites.test.ts.
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
const HASH = 'bwrite_hash';
const RANGE = 'bwrite_range';
const put = (item: object) => ({ PutRequest: { Item: item } });
const remove = (k: object) => ({ DeleteRequest: { Key: k } });
const ENUMS =
  "Value 'hi' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]; " +
  "Value 'hi' at 'returnItemCollectionMetrics' failed to satisfy constraint: Member must satisfy enum value set: [SIZE, NONE]";
const TABLE_KEYS =
  'Map keys must satisfy constraint: [Member must have length less than or equal to 255, ' +
  'Member must have length greater than or equal to 3, Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+]';
const REQUEST_COUNT =
  'Map value must satisfy constraint: [Member must have length less than or equal to 25, ' +
  'Member must have length greater than or equal to 1]';

beforeAll(async () => {
  await createTable(context.call.dispatch, tableRequest(HASH, ['a', 'S']));
  await createTable(context.call.dispatch, tableRequest(RANGE, ['a', 'S'], ['b', 'N']));
  ok(await context.call.dispatch('PutItem', { TableName: HASH, Item: { a: S('kept') } }));
});

describe('BatchWriteItem serializations', () => {
  it.each([
    [{ RequestItems: 23 }, 'Unexpected field type'],
    [
      { RequestItems: [] },
      'Unrecognized collection type java.util.Map<java.lang.String, java.util.List<com.amazonaws.dynamodb.v20120810.WriteRequest>>',
    ],
    [{ RequestItems: { abc: {} } }, 'Start of structure or map found where not expected'],
    [{ RequestItems: { abc: [23] } }, 'Unexpected value type in payload'],
    [{ RequestItems: { abc: [{ PutRequest: 23 }] } }, 'Unexpected field type'],
    [
      { RequestItems: { abc: [{ PutRequest: { Item: { a: { S: 1 } } } }] } },
      'NUMBER_VALUE cannot be converted to String',
    ],
    [{ ReturnItemCollectionMetrics: true }, 'TRUE_VALUE cannot be converted to String'],
  ])('%j', async (body, message) => {
    await rejectsOn(context, WIRE_TRANSPORTS, 'BatchWriteItem', body, 'SerializationException', message);
  });
});

describe('BatchWriteItem validations', () => {
  const rejects = (body: object, message: string, transports = ALL_TRANSPORTS) =>
    validationOn(context, transports, 'BatchWriteItem', body, message);
  guardState(context, [HASH, RANGE]);

  it('requires RequestItems after the enums, and refuses an empty one in words of its own', async () => {
    await rejects(
      {},
      constraintErrors("Value null at 'requestItems' failed to satisfy constraint: Member must not be null"),
    );
    await rejects(
      { ReturnConsumedCapacity: 'hi', ReturnItemCollectionMetrics: 'hi' },
      `3 validation errors detected: ${ENUMS}; Value null at 'requestItems' failed to satisfy constraint: Member must not be null`,
    );
    await rejects({ RequestItems: {} }, 'The requestItems parameter is required for BatchWriteItem');
  });

  it('checks table names and 1 to 25 requests per table', async () => {
    await rejects(
      { RequestItems: { a: [] } },
      constraintErrors(
        `Value '{a=[]}' at 'requestItems' failed to satisfy constraint: ${TABLE_KEYS}`,
        `Value '{a=[]}' at 'requestItems' failed to satisfy constraint: ${REQUEST_COUNT}`,
      ),
    );
    const requests = Array.from({ length: 26 }, (_, i) => put({ a: S(`n${i}`) }));
    await rejectsMatching(
      context,
      ALL_TRANSPORTS,
      'BatchWriteItem',
      { RequestItems: { [HASH]: requests } },
      'ValidationException',
      new RegExp(
        `^1 validation error detected: Value '\\{${HASH}=\\[.+\\]\\}' at 'requestItems' failed to satisfy constraint: ${escape(REQUEST_COUNT)}$`,
      ),
    );
  });

  it('names a missing key before a missing item, and wants exactly one of PutRequest and DeleteRequest', async () => {
    await rejects(
      { RequestItems: { [HASH]: [{ PutRequest: {}, DeleteRequest: {} }] } },
      constraintErrors(
        `Value null at 'requestItems.${HASH}.member.1.member.deleteRequest.key' failed to satisfy constraint: Member must not be null`,
        `Value null at 'requestItems.${HASH}.member.1.member.putRequest.item' failed to satisfy constraint: Member must not be null`,
      ),
    );
    const oneRequest =
      'Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes';
    await rejects({ RequestItems: { [HASH]: [{}] } }, oneRequest);
    await rejects(
      { RequestItems: { [HASH]: [{ ...put({ a: S('a') }), ...remove({ a: S('a') }) }] } },
      oneRequest,
    );
    await rejects({ RequestItems: { [HASH]: [put({ a: S('a') }), {}] } }, oneRequest);
  });

  it('checks item and key values', async () => {
    const cases: [object, string][] = [
      [
        put({ a: S('a'), b: { NULL: false } }),
        parameterError('Null attribute value types must have the value of true'),
      ],
      [
        put({ a: S('a'), b: { SS: ['x', 'x'] } }),
        parameterError('Input collection [x, x] contains duplicates.'),
      ],
      [
        remove({ a: N('1e126') }),
        'Number overflow. Attempting to store a number with magnitude larger than supported range',
      ],
      [remove({ a: { NS: ['1', 'b'] } }), 'The parameter cannot be converted to a numeric value: b'],
      [put({ a: S('a'), b: S('x'.repeat(400 * 1024)) }), 'Item size has exceeded the maximum allowed size'],
    ];
    for (const [request, message] of cases) await rejects({ RequestItems: { [HASH]: [request] } }, message);
  });

  it('checks every table and key against the schema before writing anything', async () => {
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'BatchWriteItem',
      { RequestItems: { [HASH]: [put({ a: S('new') })], nowhere: [put({ a: S('x') })] } },
      'ResourceNotFoundException',
      'Requested resource not found',
    );
    const mismatch = 'The provided key element does not match the schema';
    for (const item of [{}, { b: S('a') }, { a: N('1') }, { a: { L: [] } }, { a: { NULL: true } }])
      await rejects({ RequestItems: { [HASH]: [put({ a: S('new') }), put(item)] } }, mismatch);
    await rejects({ RequestItems: { [RANGE]: [put({ a: S('a') })] } }, mismatch);
    await rejects({ RequestItems: { [HASH]: [remove({ a: S('kept'), b: S('x') })] } }, mismatch);
    await rejects(
      { RequestItems: { [HASH]: [put({ a: S('') })] } },
      'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: a',
    );
    await rejects(
      { RequestItems: { [HASH]: [put({ a: S('x'.repeat(2049)) })] } },
      parameterError('Size of hashkey has exceeded the maximum size limit of2048 bytes'),
    );
    await rejects(
      { RequestItems: { [RANGE]: [put({ a: S('a'), b: N('1') }), remove({ b: N('1.0'), a: S('a') })] } },
      'Provided list of item keys contains duplicates',
    );
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
