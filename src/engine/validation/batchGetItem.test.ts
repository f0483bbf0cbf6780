import { describe, expect, it } from 'vitest';
import { failureOf, invalid } from '../../../test/helpers/validationFailures.ts';
import { validateBatchGetItem } from './batchGetItem.ts';

/**
 * Recorded DynamoDB answers: architect/dynalite's batchGetItem tests, nubo-db/dynamodb-conformance and
 * (the current layer's wording of RequestItems and Keys) paritysuite/dynamodb-conformance.
 */
const failure = failureOf(validateBatchGetItem);

const keys = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ({ a: { S: String(from + i) } }));
const TABLE_KEYS =
  'Map keys must satisfy constraint: [Member must have length less than or equal to 255, ' +
  'Member must have length greater than or equal to 3, Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+]';

describe('BatchGetItem serialization', () => {
  it.each([
    [{ RequestItems: true }, 'Unexpected field type'],
    [
      { RequestItems: [] },
      'Unrecognized collection type java.util.Map<java.lang.String, com.amazonaws.dynamodb.v20120810.KeysAndAttributes>',
    ],
    [{ RequestItems: { abc: 23 } }, 'Unexpected value type in payload'],
    [
      { RequestItems: { abc: [] } },
      'Unrecognized collection type class com.amazonaws.dynamodb.v20120810.KeysAndAttributes',
    ],
    [{ RequestItems: { abc: { Keys: {} } } }, 'Start of structure or map found where not expected'],
    [
      { RequestItems: { abc: { Keys: ['23'] } } },
      'class sun.reflect.generics.reflectiveObjects.ParameterizedTypeImpl cannot be cast to class java.lang.Class ' +
        "(sun.reflect.generics.reflectiveObjects.ParameterizedTypeImpl and java.lang.Class are in module java.base of loader 'bootstrap')",
    ],
    [
      { RequestItems: { abc: { Keys: [[]] } } },
      'Unrecognized collection type java.util.Map<java.lang.String, com.amazonaws.dynamodb.v20120810.AttributeValue>',
    ],
    [{ RequestItems: { abc: { Keys: [{ a: 'x' }] } } }, 'Unexpected value type in payload'],
    [
      { RequestItems: { abc: { Keys: [{}], ConsistentRead: 'maybe' } } },
      'Unexpected token received from parser',
    ],
    [{ ReturnConsumedCapacity: 1 }, 'NUMBER_VALUE cannot be converted to String'],
  ])('%j', (body, message) => {
    expect(failure(body)).toEqual(['SerializationException', message]);
  });
});

describe('BatchGetItem constraints', () => {
  it('requires RequestItems, listing ReturnConsumedCapacity first', () => {
    expect(failure({ ReturnConsumedCapacity: 'hi', ReturnItemCollectionMetrics: 'hi' })).toEqual(
      invalid(
        '2 validation errors detected: ' +
          "Value 'hi' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]; " +
          "Value null at 'requestItems' failed to satisfy constraint: Member must not be null",
      ),
    );
  });

  it("refuses an empty RequestItems as a length violation, in the current layer's wording", () => {
    expect(failure({ RequestItems: {} })).toEqual(
      invalid(
        "1 validation error detected: Value at 'RequestItems' failed to satisfy constraint: " +
          'Member must have length greater than or equal to 1',
      ),
    );
  });

  it('reports bad table names once for the map, then the members', () => {
    expect(failure({ RequestItems: { 'aa;': {} }, ReturnConsumedCapacity: 'hi' })).toEqual(
      invalid(
        '3 validation errors detected: ' +
          "Value 'hi' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]; " +
          `Value '{"aa;":{}}' at 'requestItems' failed to satisfy constraint: ${TABLE_KEYS}; ` +
          "Value null at 'requestItems.aa;.member.keys' failed to satisfy constraint: Member must not be null",
      ),
    );
    const [, message] = failure({ RequestItems: { a: { Keys: [{ a: { S: 'a' } }] }, b: { Keys: keys(1) } } });
    expect(message).toMatch(
      /^1 validation error detected: Value '\{"a":.+,"b":.+\}' at 'requestItems' failed/,
    );
    expect(message.endsWith(TABLE_KEYS)).toBe(true);
  });

  it('bounds each table to 1..100 keys, naming Keys as sent', () => {
    expect(failure({ RequestItems: { abc: { Keys: [] } } })).toEqual(
      invalid(
        "1 validation error detected: Value at 'RequestItems.abc.member.Keys' failed to satisfy constraint: " +
          'Member must have length greater than or equal to 1',
      ),
    );
    expect(failure({ RequestItems: { abc: { Keys: keys(101) } } })).toEqual(
      invalid(
        "1 validation error detected: Value at 'RequestItems.abc.member.Keys' failed to satisfy constraint: " +
          'Member must have length less than or equal to 100',
      ),
    );
  });

  it('accepts table ARNs as keys', () => {
    const arn = 'arn:aws:dynamodb:us-east-1:123456789012:table/users';
    expect(
      Object.keys(validateBatchGetItem({ RequestItems: { [arn]: { Keys: keys(1) } } }).RequestItems),
    ).toEqual([arn]);
  });
});

describe('BatchGetItem static checks', () => {
  it('counts keys across tables', () => {
    expect(failure({ RequestItems: { abc: { Keys: keys(100) }, abd: { Keys: keys(1, 100) } } })).toEqual(
      invalid('Too many items requested for the BatchGetItem call'),
    );
    expect(() =>
      validateBatchGetItem({ RequestItems: { abc: { Keys: keys(60) }, abd: { Keys: keys(40) } } }),
    ).not.toThrow();
  });

  it('rejects a key named twice in one table, after normalising', () => {
    const key = { a: { S: 'x' } };
    expect(failure({ RequestItems: { abc: { Keys: [key, { a: { S: 'y' } }, key] } } })).toEqual(
      invalid('Provided list of item keys contains duplicates'),
    );
    expect(
      failure({
        RequestItems: {
          abc: {
            Keys: [
              { n: { N: '1.0' }, s: { S: 'a' } },
              { s: { S: 'a' }, n: { N: '01' } },
            ],
          },
        },
      }),
    ).toEqual(invalid('Provided list of item keys contains duplicates'));
    expect(() =>
      validateBatchGetItem({ RequestItems: { abc: { Keys: [key] }, abd: { Keys: [key] } } }),
    ).not.toThrow();
  });

  it('checks key values as GetItem does', () => {
    expect(failure({ RequestItems: { abc: { Keys: [{ a: {} }] } } })).toEqual(
      invalid('Supplied AttributeValue is empty, must contain exactly one of the supported datatypes'),
    );
    expect(failure({ RequestItems: { abc: { Keys: [{ a: { N: 'b' } }] } } })).toEqual(
      invalid('The parameter cannot be converted to a numeric value: b'),
    );
  });

  it('checks parameters and projection before the keys', () => {
    expect(failure({ RequestItems: { abc: { Keys: [{ a: {} }], AttributesToGet: ['a', 'a'] } } })).toEqual(
      invalid('One or more parameter values were invalid: Duplicate value in attribute name: a'),
    );
    expect(
      failure({
        RequestItems: { abc: { Keys: [{ a: {} }], AttributesToGet: ['a'], ProjectionExpression: 'a' } },
      }),
    ).toEqual(
      invalid(
        'Can not use both expression and non-expression parameters in the same request: ' +
          'Non-expression parameters: {AttributesToGet} Expression parameters: {ProjectionExpression}',
      ),
    );
    expect(failure({ RequestItems: { abc: { Keys: [{ a: {} }], ProjectionExpression: 'a, a' } } })).toEqual(
      invalid(
        'Invalid ProjectionExpression: Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [a], path two: [a]',
      ),
    );
    expect(
      failure({
        RequestItems: {
          abc: { Keys: keys(1), AttributesToGet: ['a'], ExpressionAttributeNames: { '#a': 'a' } },
        },
      }),
    ).toEqual(invalid('ExpressionAttributeNames can only be specified when using expressions'));
  });

  it('rejects ProjectionExpression on one table and AttributesToGet on another', () => {
    expect(
      failure({
        RequestItems: {
          abc: { Keys: keys(1), ProjectionExpression: 'a' },
          abd: { Keys: keys(1), AttributesToGet: ['a'] },
        },
      }),
    ).toEqual(
      invalid(
        'Can not use both expression and non-expression parameters in the same request: ' +
          'Non-expression parameters: {AttributesToGet} Expression parameters: {ProjectionExpression}',
      ),
    );
  });
});

describe('BatchGetItem results', () => {
  it('normalises keys and resolves each table projection', () => {
    const body = {
      RequestItems: {
        abc: {
          Keys: [{ n: { N: '0010.50' } }],
          ProjectionExpression: '#n, b.c',
          ExpressionAttributeNames: { '#n': 'name' },
        },
        abd: { Keys: keys(1), ConsistentRead: true },
      },
      ReturnConsumedCapacity: 'TOTAL',
    };
    const request = validateBatchGetItem(body);
    expect(request.RequestItems.abc.Keys).toEqual([{ n: { N: '10.5' } }]);
    expect(body.RequestItems.abc.Keys[0].n).toEqual({ N: '0010.50' });
    expect(request.RequestItems.abc.expressions.projection).toEqual([['name'], ['b', 'c']]);
    expect(request.RequestItems.abd.expressions).toEqual({});
    expect(request.RequestItems.abd.ConsistentRead).toBe(true);
    expect(request.ReturnConsumedCapacity).toBe('TOTAL');
  });

  it('turns AttributesToGet into a projection of top-level names', () => {
    const request = validateBatchGetItem({
      RequestItems: { abc: { Keys: keys(1), AttributesToGet: ['x.y', 'z'] } },
    });
    expect(request.RequestItems.abc.expressions).toEqual({ projection: [['x.y'], ['z']] });
  });

  it('keeps __proto__ as an ordinary table name and attribute name', () => {
    const body = JSON.parse('{"RequestItems":{"__proto__":{"Keys":[{"__proto__":{"S":"a"}}]}}}');
    const request = validateBatchGetItem(body);
    expect(Object.keys(request.RequestItems)).toEqual(['__proto__']);
    const table = Object.getOwnPropertyDescriptor(request.RequestItems, '__proto__')?.value;
    expect(Object.getOwnPropertyDescriptor(table.Keys[0], '__proto__')?.value).toEqual({ S: 'a' });
  });
});
