import { describe, expect, it } from 'vitest';
import { failureOf, invalid } from '../../../test/helpers/validationFailures.ts';
import { validateBatchWriteItem } from './batchWriteItem.ts';

/** Recorded DynamoDB answers: architect/dynalite's batchWriteItem tests and nubo-db/dynamodb-conformance. */
const failure = failureOf(validateBatchWriteItem);

const put = (item: object) => ({ PutRequest: { Item: item } });
const remove = (key: object) => ({ DeleteRequest: { Key: key } });
const ENUMS =
  "Value 'hi' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]; " +
  "Value 'hi' at 'returnItemCollectionMetrics' failed to satisfy constraint: Member must satisfy enum value set: [SIZE, NONE]";
const TABLE_KEYS =
  'Map keys must satisfy constraint: [Member must have length less than or equal to 255, ' +
  'Member must have length greater than or equal to 3, Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+]';
const REQUEST_COUNT =
  'Map value must satisfy constraint: [Member must have length less than or equal to 25, ' +
  'Member must have length greater than or equal to 1]';
const ONE_REQUEST =
  'Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes';

describe('BatchWriteItem serialization', () => {
  const CAST =
    'class sun.reflect.generics.reflectiveObjects.ParameterizedTypeImpl cannot be cast to class java.lang.Class ' +
    "(sun.reflect.generics.reflectiveObjects.ParameterizedTypeImpl and java.lang.Class are in module java.base of loader 'bootstrap')";
  it.each([
    [{ RequestItems: 23 }, 'Unexpected field type'],
    [
      { RequestItems: [] },
      'Unrecognized collection type java.util.Map<java.lang.String, java.util.List<com.amazonaws.dynamodb.v20120810.WriteRequest>>',
    ],
    [{ RequestItems: { abc: '23' } }, CAST],
    [{ RequestItems: { abc: true } }, CAST],
    [{ RequestItems: { abc: {} } }, 'Start of structure or map found where not expected'],
    [{ RequestItems: { abc: [23] } }, 'Unexpected value type in payload'],
    [
      { RequestItems: { abc: [[]] } },
      'Unrecognized collection type class com.amazonaws.dynamodb.v20120810.WriteRequest',
    ],
    [{ RequestItems: { abc: [{ PutRequest: 23 }] } }, 'Unexpected field type'],
    [
      { RequestItems: { abc: [{ DeleteRequest: [] }] } },
      'Unrecognized collection type class com.amazonaws.dynamodb.v20120810.DeleteRequest',
    ],
    [
      { RequestItems: { abc: [{ PutRequest: { Item: { a: { S: 1 } } } }] } },
      'NUMBER_VALUE cannot be converted to String',
    ],
    [{ ReturnItemCollectionMetrics: true }, 'TRUE_VALUE cannot be converted to String'],
  ])('%j', (body, message) => {
    expect(failure(body)).toEqual(['SerializationException', message]);
  });
});

describe('BatchWriteItem constraints', () => {
  it('requires RequestItems, after the enums', () => {
    expect(failure({})).toEqual(
      invalid(
        "1 validation error detected: Value null at 'requestItems' failed to satisfy constraint: Member must not be null",
      ),
    );
    expect(failure({ ReturnConsumedCapacity: 'hi', ReturnItemCollectionMetrics: 'hi' })).toEqual(
      invalid(
        `3 validation errors detected: ${ENUMS}; ` +
          "Value null at 'requestItems' failed to satisfy constraint: Member must not be null",
      ),
    );
  });

  it('refuses an empty RequestItems in words of its own', () => {
    expect(failure({ RequestItems: {} })).toEqual(
      invalid('The requestItems parameter is required for BatchWriteItem'),
    );
  });

  it('reports table names and request counts once for the whole map', () => {
    expect(
      failure({ RequestItems: { a: [] }, ReturnConsumedCapacity: 'hi', ReturnItemCollectionMetrics: 'hi' }),
    ).toEqual(
      invalid(
        `4 validation errors detected: ${ENUMS}; ` +
          `Value '{a=[]}' at 'requestItems' failed to satisfy constraint: ${TABLE_KEYS}; ` +
          `Value '{a=[]}' at 'requestItems' failed to satisfy constraint: ${REQUEST_COUNT}`,
      ),
    );
    const requests = Array.from({ length: 26 }, (_, i) =>
      i % 2 ? remove({ a: { S: `${i}` } }) : put({ a: { S: `${i}` } }),
    );
    const [, message] = failure({ RequestItems: { abc: requests } });
    expect(message).toMatch(
      /^1 validation error detected: Value '\{abc=\[WriteRequest\(deleteRequest=null, putRequest=PutRequest\(item=\{a=.+\]\}' at 'requestItems' failed/,
    );
    expect(message.endsWith(REQUEST_COUNT)).toBe(true);
  });

  it('counts a null list of requests as an empty one (found by the fuzz test: it used to crash)', () => {
    expect(failure({ RequestItems: { abc: null } })).toEqual(
      invalid(
        `1 validation error detected: Value '{abc=null}' at 'requestItems' failed to satisfy constraint: ${REQUEST_COUNT}`,
      ),
    );
    expect(failure({ RequestItems: { abc: [put({ a: { S: 'x' } })], def: null } })[1]).toContain(
      `Value '{abc=[WriteRequest(deleteRequest=null, putRequest=PutRequest(item={a=com.amazonaws.dynamodb.v20120810.AttributeValue}))], def=null}'`,
    );
  });

  it('lists a missing key before a missing item', () => {
    expect(
      failure({
        RequestItems: { 'aa;': [{ PutRequest: {}, DeleteRequest: {} }] },
        ReturnConsumedCapacity: 'hi',
        ReturnItemCollectionMetrics: 'hi',
      }),
    ).toEqual(
      invalid(
        `5 validation errors detected: ${ENUMS}; ` +
          "Value '{aa;=[WriteRequest(deleteRequest=DeleteRequest(key=null), putRequest=PutRequest(item=null))]}' " +
          `at 'requestItems' failed to satisfy constraint: ${TABLE_KEYS}; ` +
          "Value null at 'requestItems.aa;.member.1.member.deleteRequest.key' failed to satisfy constraint: Member must not be null; " +
          "Value null at 'requestItems.aa;.member.1.member.putRequest.item' failed to satisfy constraint: Member must not be null",
      ),
    );
  });
});

describe('BatchWriteItem static checks', () => {
  it('needs exactly one of PutRequest and DeleteRequest', () => {
    expect(failure({ RequestItems: { abc: [{}] } })).toEqual(invalid(ONE_REQUEST));
    expect(failure({ RequestItems: { abc: [null] } })).toEqual(invalid(ONE_REQUEST));
    expect(
      failure({
        RequestItems: {
          abc: [{ PutRequest: { Item: { a: { S: 'a' } } }, DeleteRequest: { Key: { a: { S: 'a' } } } }],
        },
      }),
    ).toEqual(invalid(ONE_REQUEST));
  });

  it('checks each table before the next, requests before their values', () => {
    expect(failure({ RequestItems: { abc: [put({ a: {} }), {}] } })).toEqual(invalid(ONE_REQUEST));
    expect(failure({ RequestItems: { abc: [put({ a: {} })], abd: [{}] } })).toEqual(
      invalid('Supplied AttributeValue is empty, must contain exactly one of the supported datatypes'),
    );
  });

  it.each([
    [
      put({ a: { S: 'a', N: '1' } }),
      'Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes',
    ],
    [
      put({ a: { NULL: false } }),
      'One or more parameter values were invalid: Null attribute value types must have the value of true',
    ],
    [
      put({ a: { SS: ['a', 'a'] } }),
      'One or more parameter values were invalid: Input collection [a, a] contains duplicates.',
    ],
    [
      remove({ a: { N: '1e126' } }),
      'Number overflow. Attempting to store a number with magnitude larger than supported range',
    ],
    [remove({ a: { NS: ['1', 'b'] } }), 'The parameter cannot be converted to a numeric value: b'],
  ])('checks values of %j', (request, message) => {
    expect(failure({ RequestItems: { abc: [request] } })).toEqual(invalid(message));
  });

  it('limits a put item to 400 KB', () => {
    const big = 'x'.repeat(400 * 1024 - 2);
    expect(failure({ RequestItems: { abc: [put({ a: { S: 'k' }, b: { S: big } })] } })).toEqual(
      invalid('Item size has exceeded the maximum allowed size'),
    );
    expect(() => validateBatchWriteItem({ RequestItems: { abc: [put({ a: { S: big } })] } })).not.toThrow();
  });

  it('allows 25 requests in the whole call, not 25 per table', () => {
    const puts = (count: number, from = 0) =>
      Array.from({ length: count }, (_, i) => put({ a: { S: String(from + i) } }));
    expect(() => validateBatchWriteItem({ RequestItems: { abc: puts(20), abd: puts(5, 20) } })).not.toThrow();
    expect(failure({ RequestItems: { abc: puts(20), abd: puts(6, 20) } })).toEqual(
      invalid('Too many items requested for the BatchWriteItem call'),
    );
  });

  it('leaves duplicate items to the operation (they need the key schema)', () => {
    const item = { a: { S: 'x' } };
    expect(() => validateBatchWriteItem({ RequestItems: { abc: [put(item), remove(item)] } })).not.toThrow();
  });
});

describe('BatchWriteItem results', () => {
  it('normalises items and keys without touching the caller', () => {
    const body = {
      RequestItems: { abc: [put({ a: { N: '01.50' }, b: { BOOL: 'yes' } }), remove({ a: { N: '2.0' } })] },
      ReturnItemCollectionMetrics: 'SIZE',
    };
    const request = validateBatchWriteItem(body);
    expect(request.RequestItems.abc).toEqual([
      put({ a: { N: '1.5' }, b: { BOOL: true } }),
      remove({ a: { N: '2' } }),
    ]);
    expect(body.RequestItems.abc[0]).toEqual(put({ a: { N: '01.50' }, b: { BOOL: 'yes' } }));
    expect(request.ReturnItemCollectionMetrics).toBe('SIZE');
  });

  it('keeps __proto__ as an ordinary table name', () => {
    const request = validateBatchWriteItem(
      JSON.parse('{"RequestItems":{"__proto__":[{"DeleteRequest":{"Key":{"a":{"S":"x"}}}}]}}'),
    );
    expect(Object.keys(request.RequestItems)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(request.RequestItems, '__proto__')?.value).toEqual([
      remove({ a: { S: 'x' } }),
    ]);
  });
});
