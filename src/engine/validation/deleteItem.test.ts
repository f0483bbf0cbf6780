import { describe, expect, it } from 'vitest';
import { failureOf, invalid } from '../../../test/helpers/validationFailures.ts';
import { validateDeleteItem } from './deleteItem.ts';

/** Recorded DynamoDB answers are from architect/dynalite's deleteItem tests and a 2026 capture. */
const failure = failureOf(validateDeleteItem);

/** The current layer's envelope (values/valueLayer.ts), round every check after the shape's. */
const one = (message: string) => invalid(`1 validation error detected: ${message}`);

describe('DeleteItem', () => {
  it('rejects a key of the wrong JSON type', () => {
    expect(failure({ TableName: 'abc', Key: { a: { L: '23' } } })).toEqual([
      'SerializationException',
      'Unexpected field type',
    ]);
  });

  it('lists ReturnConsumedCapacity, then ReturnValues in the generic form', () => {
    // paritysuite/dynamodb-conformance captures/cross-region-latest.json (2026-09-20), probe
    // o_del_two_bad_enums: eu-west-2, us-east-1, ap-southeast-2 and eu-central-1 alike
    // (itemWriteConstraints.ts).
    expect(
      failure({ TableName: 'abc', Key: {}, ReturnValues: 'INVALID', ReturnConsumedCapacity: 'INVALID' }),
    ).toEqual(
      invalid(
        '2 validation errors detected: ' +
          "Value 'INVALID' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]; " +
          'Failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD, UPDATED_OLD, ALL_NEW, UPDATE_NEW, NONE]',
      ),
    );
  });

  it('rejects mixing and stray expression maps', () => {
    expect(
      failure({
        TableName: 'abc',
        Key: {},
        Expected: {},
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
    expect(failure({ TableName: 'abc', Key: {}, Expected: {}, ExpressionAttributeValues: {} })).toEqual(
      one('ExpressionAttributeValues can only be specified when using expressions'),
    );
  });

  it('checks the expression maps before the expression', () => {
    expect(
      failure({
        TableName: 'abc',
        Key: {},
        ExpressionAttributeNames: {},
        ExpressionAttributeValues: {},
        ConditionExpression: '',
      }),
    ).toEqual(one('ExpressionAttributeNames must not be empty'));
    expect(
      failure({
        TableName: 'abc',
        Key: {},
        ExpressionAttributeNames: { a: 'a' },
        ExpressionAttributeValues: {},
        ConditionExpression: '',
      }),
    ).toEqual(one('ExpressionAttributeNames contains invalid key: Syntax error; key: "a"'));
    expect(
      failure({ TableName: 'abc', Key: {}, ExpressionAttributeValues: {}, ConditionExpression: '' }),
    ).toEqual(one('ExpressionAttributeValues must not be empty'));
    expect(
      failure({
        TableName: 'abc',
        Key: {},
        ExpressionAttributeValues: { ':b': { a: '' }, b: { S: 'a' } },
        ConditionExpression: '',
      }),
    ).toEqual(one('ExpressionAttributeValues contains invalid key: Syntax error; key: "b"'));
    expect(
      failure({
        TableName: 'abc',
        Key: {},
        ExpressionAttributeValues: { ':b': { NULL: 'no' } },
        ConditionExpression: '',
      }),
    ).toEqual(
      one(
        'One or more parameter values were invalid: Null attribute value types must have the value of true',
      ),
    );
  });

  it.each(['UPDATED_OLD', 'ALL_NEW', 'UPDATED_NEW'])(
    'allows ReturnValues NONE or ALL_OLD only (%s)',
    (returnValues) => {
      expect(failure({ TableName: 'abc', Key: {}, ReturnValues: returnValues })).toEqual(
        one('ReturnValues can only be ALL_OLD or NONE'),
      );
    },
  );

  it('checks Expected after the key', () => {
    expect(failure({ TableName: 'aaa', Key: { a: {} }, Expected: { a: {} } })).toEqual(
      one('Supplied AttributeValue is empty, must contain exactly one of the supported datatypes'),
    );
    expect(
      failure({ TableName: 'aaa', Key: {}, Expected: { a: { Value: { S: 'a' }, AttributeValueList: [] } } }),
    ).toEqual(
      one(
        'One or more parameter values were invalid: Value and AttributeValueList cannot be used together for Attribute: a',
      ),
    );
  });

  it('returns the normalised key and the legacy condition', () => {
    const request = validateDeleteItem({
      TableName: 'abc',
      Key: { id: { N: '1e2' } },
      Expected: { status: { ComparisonOperator: 'BEGINS_WITH', AttributeValueList: [{ S: 'ac' }] } },
    });
    expect(request.Key).toEqual({ id: { N: '100' } });
    expect(request.expressions.condition).toEqual({
      kind: 'begins_with',
      operand: { kind: 'path', path: ['status'] },
      prefix: { kind: 'value', value: { S: 'ac' } },
    });
  });
});
