import { describe, expect, it } from 'vitest';
import { failureOf, invalid } from '../../../test/helpers/validationFailures.ts';
import { validatePutItem } from './putItem.ts';

/** Recorded DynamoDB answers are from architect/dynalite's tests and a 2026 capture (nubo-db/dynamodb-conformance). */
const failure = failureOf(validatePutItem);

/** The current layer's envelope (values/valueLayer.ts), round every check after the shape's. */
const one = (message: string) => invalid(`1 validation error detected: ${message}`);
const oneParameter = (detail: string) => one(`One or more parameter values were invalid: ${detail}`);

describe('PutItem serialization', () => {
  it.each([
    [{ Item: { a: { S: 'x' } }, Expected: '23' }, 'Unexpected field type'],
    [{ Expected: { a: '23' } }, 'Unexpected value type in payload'],
    [
      { Expected: { a: [] } },
      'Unrecognized collection type class com.amazonaws.dynamodb.v20120810.ExpectedAttributeValue',
    ],
    [{ Expected: { a: { Exists: 23 } } }, 'NUMBER_VALUE cannot be converted to Boolean'],
    [{ Expected: { a: { Value: '23' } } }, 'Unexpected field type'],
    [{ Expected: { a: { AttributeValueList: [23] } } }, 'Unexpected value type in payload'],
    [{ ReturnValues: 34.56 }, 'DECIMAL_VALUE cannot be converted to String'],
    [
      { ExpressionAttributeValues: { ':a': { M: { b: [] } } } },
      'Unrecognized collection type class com.amazonaws.dynamodb.v20120810.AttributeValue',
    ],
  ])('%j', (body, message) => {
    expect(failure({ TableName: 'abc', ...body })).toEqual(['SerializationException', message]);
  });
});

describe('PutItem constraints', () => {
  it('reports table name and item', () => {
    expect(failure({})).toEqual(
      invalid(
        '2 validation errors detected: ' +
          "Value null at 'tableName' failed to satisfy constraint: Member must not be null; " +
          "Value null at 'item' failed to satisfy constraint: Member must not be null",
      ),
    );
  });

  it('lists three bad enums, ReturnValues in the generic form between the other two', () => {
    // paritysuite/dynamodb-conformance captures/cross-region-latest.json (2026-09-20), probe
    // o_put_three_bad_enums: eu-west-2, us-east-1, ap-southeast-2 and eu-central-1 alike
    // (itemWriteConstraints.ts).
    expect(
      failure({
        TableName: 'abc',
        Item: {},
        ReturnConsumedCapacity: 'INVALID',
        ReturnItemCollectionMetrics: 'INVALID',
        ReturnValues: 'INVALID',
      }),
    ).toEqual(
      invalid(
        '3 validation errors detected: ' +
          "Value 'INVALID' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]; " +
          'Failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD, UPDATED_OLD, ALL_NEW, UPDATE_NEW, NONE]; ' +
          "Value 'INVALID' at 'returnItemCollectionMetrics' failed to satisfy constraint: Member must satisfy enum value set: [SIZE, NONE]",
      ),
    );
  });

  it('reports an empty table name alone beside a bad ReturnValues', () => {
    // A regional split: 31 of 33 Regions answer this one error; eu-south-2 and me-central-1 (and
    // dynalite's recordings) list both violations (paritysuite/dynamodb-conformance registry/splits.json,
    // row put-item-validation-error-aggregation; captures/2026-10-07-sweep-follow-up.json).
    expect(failure({ TableName: '', ReturnValues: 'INVALID', Item: {} })).toEqual(
      one(
        "Value at 'TableName' failed to satisfy constraint: Member must have length greater than or equal to 1",
      ),
    );
  });

  it('checks ConditionalOperator and Expected comparison operators against their enums', () => {
    expect(
      failure({
        TableName: 'abc',
        Item: {},
        ConditionalOperator: 'AN',
        Expected: { a: { ComparisonOperator: 'X' } },
      }),
    ).toEqual(
      invalid(
        '2 validation errors detected: ' +
          "Value 'X' at 'expected.a.member.comparisonOperator' failed to satisfy constraint: Member must satisfy enum value set: " +
          '[IN, NULL, BETWEEN, LT, NOT_CONTAINS, EQ, GT, NOT_NULL, NE, LE, BEGINS_WITH, GE, CONTAINS]; ' +
          "Value 'AN' at 'conditionalOperator' failed to satisfy constraint: Member must satisfy enum value set: [OR, AND]",
      ),
    );
  });
});

describe('PutItem static checks', () => {
  it('rejects Expected with ConditionExpression before looking at values', () => {
    expect(
      failure({
        TableName: 'abc',
        Item: { a: {} },
        Expected: { a: {} },
        ExpressionAttributeNames: {},
        ExpressionAttributeValues: {},
        ConditionExpression: '',
      }),
    ).toEqual(
      one(
        'Can not use both expression and non-expression parameters in the same request: ' +
          'Non-expression parameters: {Expected} Expression parameters: {ConditionExpression}',
      ),
    );
  });

  it('rejects the name and value maps without an expression', () => {
    expect(
      failure({
        TableName: 'abc',
        Item: { a: {} },
        Expected: { a: {} },
        ExpressionAttributeNames: {},
        ExpressionAttributeValues: {},
      }),
    ).toEqual(one('ExpressionAttributeNames can only be specified when using expressions'));
    expect(
      failure({ TableName: 'abc', Item: { a: {} }, Expected: { a: {} }, ExpressionAttributeValues: {} }),
    ).toEqual(one('ExpressionAttributeValues can only be specified when using expressions'));
  });

  it('checks item values before Expected', () => {
    expect(failure({ TableName: 'abc', Item: { a: { M: { b: {} } } }, Expected: { a: {} } })).toEqual(
      one('Supplied AttributeValue is empty, must contain exactly one of the supported datatypes'),
    );
    expect(failure({ TableName: 'abc', Item: { a: { S: 'a', N: '1' } } })).toEqual(
      one(
        'Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes',
      ),
    );
  });

  it.each(['UPDATED_OLD', 'ALL_NEW', 'UPDATED_NEW'])(
    'allows ReturnValues NONE or ALL_OLD only (%s)',
    (returnValues) => {
      expect(failure({ TableName: 'abc', Item: {}, ReturnValues: returnValues })).toEqual(
        one('ReturnValues can only be ALL_OLD or NONE'),
      );
    },
  );

  it('rejects an item over 400 KB and accepts one at the limit', () => {
    const key = 'abcdefghij';
    const tooBig = { a: { S: key }, b: { S: 'a'.repeat(409600 - key.length - 1) } };
    expect(failure({ TableName: 'aaa', Item: tooBig, Expected: { a: {} } })).toEqual(
      invalid('Item size has exceeded the maximum allowed size'),
    );
    const justFits = { a: { S: key }, b: { S: 'a'.repeat(409600 - key.length - 2) } };
    expect(validatePutItem({ TableName: 'aaa', Item: justFits }).Item).toBe(justFits);
  });

  it('checks ConditionalOperator has something to join', () => {
    expect(
      failure({
        TableName: 'abc',
        Item: {},
        ConditionalOperator: 'OR',
        ConditionExpression: 'attribute_exists(a)',
      }),
    ).toEqual(one('ConditionalOperator cannot be used without Filter or Expected'));
    expect(
      failure({ TableName: 'abc', Item: {}, ConditionalOperator: 'OR', Expected: { a: { Exists: false } } }),
    ).toEqual(one('ConditionalOperator can only be used when Filter or Expected has two or more elements'));
  });
});

describe('PutItem Expected rules', () => {
  it.each([
    [{ a: {} }, oneParameter('Value must be provided when Exists is null for Attribute: a')],
    [{ a: { Exists: true } }, oneParameter('Value must be provided when Exists is true for Attribute: a')],
    [
      { a: { Exists: false, Value: { S: 'a' } } },
      oneParameter('Value cannot be used when Exists is false for Attribute: a'),
    ],
    [
      { a: { ComparisonOperator: 'LT' } },
      oneParameter('Value or AttributeValueList must be used with ComparisonOperator: LT for Attribute: a'),
    ],
    [
      { a: { Exists: true, ComparisonOperator: 'LT' } },
      oneParameter('Exists and ComparisonOperator cannot be used together for Attribute: a'),
    ],
    [
      { a: { AttributeValueList: [{ S: 'a' }], Value: { S: 'a' }, ComparisonOperator: 'LT' } },
      oneParameter('Value and AttributeValueList cannot be used together for Attribute: a'),
    ],
    [
      { a: { AttributeValueList: [{ S: 'a' }] } },
      oneParameter('AttributeValueList can only be used with a ComparisonOperator for Attribute: a'),
    ],
    [
      { a: { Exists: true, AttributeValueList: [{ S: 'a' }] } },
      oneParameter('AttributeValueList can only be used with a ComparisonOperator for Attribute: a'),
    ],
    [
      { a: { AttributeValueList: [], ComparisonOperator: 'EQ' } },
      oneParameter('Invalid number of argument(s) for the EQ ComparisonOperator'),
    ],
    [
      { a: { AttributeValueList: [{ S: 'a' }], ComparisonOperator: 'NULL' } },
      oneParameter('Invalid number of argument(s) for the NULL ComparisonOperator'),
    ],
    [
      { a: { AttributeValueList: [], ComparisonOperator: 'IN' } },
      oneParameter('Invalid number of argument(s) for the IN ComparisonOperator'),
    ],
    [
      { a: { AttributeValueList: [{ N: '1' }, { N: '10' }, { N: '12' }], ComparisonOperator: 'BETWEEN' } },
      oneParameter('Invalid number of argument(s) for the BETWEEN ComparisonOperator'),
    ],
    [
      { a: { Value: { S: 'a' }, ComparisonOperator: 'NULL' } },
      oneParameter('Invalid number of argument(s) for the NULL ComparisonOperator'),
    ],
    [
      { a: { Value: { S: 'a' }, ComparisonOperator: 'BETWEEN' } },
      oneParameter('Invalid number of argument(s) for the BETWEEN ComparisonOperator'),
    ],
    [
      { a: { ComparisonOperator: 'IN', AttributeValueList: [{ S: 'b' }, { N: '1' }] } },
      oneParameter('AttributeValues inside AttributeValueList must be of same type'),
    ],
    [
      { a: { ComparisonOperator: 'BETWEEN', AttributeValueList: [{ S: 'b' }, { S: 'a' }] } },
      one('The BETWEEN condition was provided a range where the lower bound is greater than the upper bound'),
    ],
  ])('%j', (expected, error) => {
    expect(failure({ TableName: 'aaa', Item: {}, Expected: expected })).toEqual(error);
  });
});

describe('PutItem results', () => {
  it('converts Expected into one condition tree joined by ConditionalOperator', () => {
    const request = validatePutItem({
      TableName: 'abc',
      Item: { a: { S: 'x' } },
      Expected: { a: { Exists: false }, b: { Value: { N: '1.50' } } },
      ConditionalOperator: 'OR',
    });
    expect(request.expressions).toEqual({
      condition: {
        kind: 'or',
        left: { kind: 'attribute_not_exists', path: ['a'] },
        right: {
          kind: 'compare',
          op: '=',
          left: { kind: 'path', path: ['b'] },
          right: { kind: 'value', value: { N: '1.5' } },
        },
      },
    });
    expect(request.Expected!.b).toEqual({ Value: { N: '1.5' } });
  });

  it('resolves a ConditionExpression and converts boolean strings in the item', () => {
    const request = validatePutItem({
      TableName: 'abc',
      Item: { a: { BOOL: 'true' } },
      ConditionExpression: 'attribute_not_exists(#a)',
      ExpressionAttributeNames: { '#a': 'a' },
    });
    expect(request.Item).toEqual({ a: { BOOL: true } });
    expect(request.expressions).toEqual({ condition: { kind: 'attribute_not_exists', path: ['a'] } });
  });

  it('keeps __proto__ and constructor as ordinary attributes and map keys', () => {
    const body = JSON.parse(
      '{"TableName":"abc","Item":{"__proto__":{"M":{"constructor":{"S":"x"},"__proto__":{"N":"01"}}}},' +
        '"Expected":{"constructor":{"Exists":false}}}',
    );
    const request = validatePutItem(body);
    const proto = Object.getOwnPropertyDescriptor(request.Item, '__proto__')?.value as {
      M: Record<string, unknown>;
    };
    expect(Object.keys(proto.M)).toEqual(['constructor', '__proto__']);
    expect(Object.getOwnPropertyDescriptor(proto.M, '__proto__')?.value).toEqual({ N: '1' });
    expect(request.expressions.condition).toEqual({ kind: 'attribute_not_exists', path: ['constructor'] });
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });
});
