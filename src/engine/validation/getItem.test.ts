import { describe, expect, it } from 'vitest';
import { failureOf, invalid } from '../../../test/helpers/validationFailures.ts';
import { validateGetItem } from './getItem.ts';

/** Error type and message a validation throws; recorded DynamoDB answers are from architect/dynalite's tests. */
const failure = failureOf(validateGetItem);

describe('GetItem serialization', () => {
  it.each([
    [{ TableName: 23 }, 'NUMBER_VALUE cannot be converted to String'],
    [{ TableName: 'abc', Key: '23' }, 'Unexpected field type'],
    [{ TableName: 'abc', Key: { a: true } }, 'Unexpected value type in payload'],
    [{ TableName: 'abc', Key: { a: { S: false } } }, 'FALSE_VALUE cannot be converted to String'],
    [{ TableName: 'abc', AttributesToGet: {} }, 'Start of structure or map found where not expected'],
    [{ TableName: 'abc', ConsistentRead: 'hello' }, 'Unexpected token received from parser'],
    [{ TableName: 'abc', ProjectionExpression: [] }, 'Unrecognized collection type class java.lang.String'],
    [
      { TableName: 'abc', ExpressionAttributeNames: [] },
      'Unrecognized collection type java.util.Map<java.lang.String, java.lang.String>',
    ],
  ])('%j', (body, message) => {
    expect(failure(body)).toEqual(['SerializationException', message]);
  });
});

describe('GetItem constraints', () => {
  it('reports missing key and table name together', () => {
    expect(failure({})).toEqual(
      invalid(
        '2 validation errors detected: ' +
          "Value null at 'key' failed to satisfy constraint: Member must not be null; " +
          "Value null at 'tableName' failed to satisfy constraint: Member must not be null",
      ),
    );
  });

  it('answers an empty table name with the length-1 rule alone', () => {
    expect(failure({ TableName: '', Key: {} })).toEqual(
      invalid(
        "1 validation error detected: Value '' at 'tableName' failed to satisfy constraint: " +
          'Member must have length greater than or equal to 1',
      ),
    );
  });

  it('applies the table-name rules to plain names', () => {
    const long = 'a'.repeat(256);
    expect(failure({ TableName: long, Key: {} })).toEqual(
      invalid(
        `1 validation error detected: Value '${long}' at 'tableName' failed to satisfy constraint: ` +
          'Member must have length less than or equal to 255',
      ),
    );
    expect(failure({ TableName: 'abc;', ReturnConsumedCapacity: 'hi', AttributesToGet: [] })).toEqual(
      invalid(
        '4 validation errors detected: ' +
          "Value '[]' at 'attributesToGet' failed to satisfy constraint: Member must have length greater than or equal to 1; " +
          "Value 'hi' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]; " +
          "Value null at 'key' failed to satisfy constraint: Member must not be null; " +
          "Value 'abc;' at 'tableName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
      ),
    );
  });

  it('lets a table ARN through to the operation', () => {
    const arn = 'arn:aws:dynamodb:us-east-1:123456789012:table/users';
    expect(validateGetItem({ TableName: arn, Key: {} }).TableName).toBe(arn);
  });
});

describe('GetItem static checks', () => {
  it('rejects expression and non-expression parameters together', () => {
    expect(
      failure({
        TableName: 'abc',
        Key: { a: {} },
        AttributesToGet: ['a'],
        ExpressionAttributeNames: {},
        ProjectionExpression: '',
      }),
    ).toEqual(
      invalid(
        'Can not use both expression and non-expression parameters in the same request: ' +
          'Non-expression parameters: {AttributesToGet} Expression parameters: {ProjectionExpression}',
      ),
    );
  });

  it('rejects ExpressionAttributeNames without an expression', () => {
    expect(
      failure({ TableName: 'abc', Key: { a: {} }, AttributesToGet: ['a'], ExpressionAttributeNames: {} }),
    ).toEqual(invalid('ExpressionAttributeNames can only be specified when using expressions'));
  });

  it('checks key values before the expression maps', () => {
    expect(
      failure({ TableName: 'abc', Key: { a: {} }, ProjectionExpression: '', ExpressionAttributeNames: {} }),
    ).toEqual(
      invalid('Supplied AttributeValue is empty, must contain exactly one of the supported datatypes'),
    );
    expect(failure({ TableName: 'abc', Key: { a: { NULL: 'no' } }, AttributesToGet: ['a', 'a'] })).toEqual(
      invalid(
        'One or more parameter values were invalid: Null attribute value types must have the value of true',
      ),
    );
  });

  it('rejects duplicate AttributesToGet', () => {
    expect(failure({ TableName: 'abc', Key: {}, AttributesToGet: ['a', 'a'] })).toEqual(
      invalid('One or more parameter values were invalid: Duplicate value in attribute name: a'),
    );
  });

  it('rejects an empty ExpressionAttributeNames', () => {
    expect(
      failure({ TableName: 'abc', Key: {}, ExpressionAttributeNames: {}, ProjectionExpression: '' }),
    ).toEqual(invalid('ExpressionAttributeNames must not be empty'));
  });

  it('rejects an empty attribute name', () => {
    expect(
      failure({
        TableName: 'abc',
        Key: {},
        ExpressionAttributeNames: { '#a': '' },
        ProjectionExpression: '#a',
      }),
    ).toEqual(invalid('ExpressionAttributeNames contains invalid value: Empty attribute name for key #a'));
  });

  it('leaves expression errors to the expression parser', () => {
    expect(failure({ TableName: 'abc', Key: {}, ProjectionExpression: '' })).toEqual(
      invalid('Invalid ProjectionExpression: The expression can not be empty;'),
    );
    expect(
      failure({ TableName: 'abc', Key: {}, ExpressionAttributeNames: { a: 'a' }, ProjectionExpression: '' }),
    ).toEqual(invalid('ExpressionAttributeNames contains invalid key: Syntax error; key: "a"'));
  });
});

describe('GetItem results', () => {
  it('normalises the key without touching the caller', () => {
    const body = { TableName: 'abc', Key: { n: { N: '0010.50' }, b: { B: 'YQ==' } } };
    const request = validateGetItem(body);
    expect(request.Key).toEqual({ n: { N: '10.5' }, b: { B: 'YQ==' } });
    expect(body.Key.n).toEqual({ N: '0010.50' });
    expect(request.expressions).toEqual({});
  });

  it('turns AttributesToGet into a projection of top-level names', () => {
    const request = validateGetItem({ TableName: 'abc', Key: {}, AttributesToGet: ['a.b', 'c[1]'] });
    expect(request.expressions.projection).toEqual([['a.b'], ['c[1]']]);
  });

  it('resolves a ProjectionExpression', () => {
    const request = validateGetItem({
      TableName: 'abc',
      Key: {},
      ProjectionExpression: '#n, b.c',
      ExpressionAttributeNames: { '#n': 'name' },
    });
    expect(request.expressions.projection).toEqual([['name'], ['b', 'c']]);
  });

  it('passes __proto__ and constructor through as attribute names', () => {
    const body = JSON.parse(
      '{"TableName":"abc","Key":{"__proto__":{"S":"a"},"constructor":{"N":"1.0"}},"AttributesToGet":["__proto__","constructor"]}',
    );
    const request = validateGetItem(body);
    expect(Object.keys(request.Key)).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(request.Key, '__proto__')?.value).toEqual({ S: 'a' });
    expect(Object.getOwnPropertyDescriptor(request.Key, 'constructor')?.value).toEqual({ N: '1' });
    expect(request.expressions.projection).toEqual([['__proto__'], ['constructor']]);
  });
});
