import { describe, expect, it } from 'vitest';
import { failureOf, invalid } from '../../../test/helpers/validationFailures.ts';
import { validateUpdateItem } from './updateItem.ts';

/** Recorded DynamoDB answers are from architect/dynalite's updateItem tests and a 2026 capture. */
const failure = failureOf(validateUpdateItem);

/** The current layer's envelope (values/valueLayer.ts), round every check after the shape's. */
const one = (message: string) => invalid(`1 validation error detected: ${message}`);
const oneParameter = (detail: string) => one(`One or more parameter values were invalid: ${detail}`);

describe('UpdateItem serialization and constraints', () => {
  it.each([
    [{ AttributeUpdates: '23' }, 'Unexpected field type'],
    [{ AttributeUpdates: { a: true } }, 'Unexpected value type in payload'],
    [
      { AttributeUpdates: { a: [] } },
      'Unrecognized collection type class com.amazonaws.dynamodb.v20120810.AttributeValueUpdate',
    ],
    [{ AttributeUpdates: { a: { Action: 23 } } }, 'NUMBER_VALUE cannot be converted to String'],
    [{ AttributeUpdates: { a: { Value: '23' } } }, 'Unexpected field type'],
    [{ UpdateExpression: {} }, 'Start of structure or map found where not expected'],
  ])('%j', (body, message) => {
    expect(failure({ TableName: 'abc', Key: {}, ...body })).toEqual(['SerializationException', message]);
  });

  it('reports a bad ReturnValues alone beside a bad ReturnConsumedCapacity', () => {
    // A regional split: 31 of 33 Regions answer this one error; eu-south-2 and me-central-1 (and
    // dynalite's recordings) list both violations (paritysuite/dynamodb-conformance registry/splits.json,
    // row update-item-validation-error-aggregation; captures/2026-10-07-sweep-follow-up.json).
    expect(
      failure({ TableName: 'abc', Key: {}, ReturnValues: 'INVALID', ReturnConsumedCapacity: 'INVALID' }),
    ).toEqual(
      one(
        'Failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD, UPDATED_OLD, ALL_NEW, UPDATE_NEW, NONE]',
      ),
    );
  });

  it('rejects an unknown Action with the enum constraint', () => {
    expect(
      failure({ TableName: 'abc', Key: {}, AttributeUpdates: { a: { Action: 'SET', Value: { S: 'x' } } } }),
    ).toEqual(
      invalid(
        "1 validation error detected: Value 'SET' at 'attributeUpdates.a.member.action' failed to satisfy constraint: " +
          'Member must satisfy enum value set: [ADD, PUT, DELETE]',
      ),
    );
  });
});

describe('UpdateItem static checks', () => {
  it('names every mixed parameter', () => {
    expect(
      failure({
        TableName: 'abc',
        Key: { a: {} },
        Expected: { a: {} },
        AttributeUpdates: {},
        ExpressionAttributeNames: {},
        ExpressionAttributeValues: {},
        ConditionExpression: '',
        UpdateExpression: '',
      }),
    ).toEqual(
      one(
        'Can not use both expression and non-expression parameters in the same request: ' +
          'Non-expression parameters: {AttributeUpdates, Expected} Expression parameters: {UpdateExpression, ConditionExpression}',
      ),
    );
  });

  it('names both value-using expressions when neither is given', () => {
    expect(
      failure({ TableName: 'abc', Key: { a: {} }, Expected: { a: {} }, ExpressionAttributeValues: {} }),
    ).toEqual(one('ExpressionAttributeValues can only be specified when using expressions'));
  });

  it('checks the key, then AttributeUpdates, then Expected', () => {
    expect(
      failure({
        TableName: 'abc',
        Key: { a: { SS: [] } },
        Expected: { a: {} },
        AttributeUpdates: { a: { x: 'whatever' } },
      }),
    ).toEqual(oneParameter('An string set  may not be empty'));
    expect(
      failure({ TableName: 'abc', Key: {}, Expected: { a: {} }, AttributeUpdates: { a: { x: 'whatever' } } }),
    ).toEqual(oneParameter('Only DELETE action is allowed when no attribute value is specified'));
    expect(failure({ TableName: 'abc', Key: {}, Expected: { a: {} } })).toEqual(
      oneParameter('Value must be provided when Exists is null for Attribute: a'),
    );
  });

  it.each([{ S: '1' }, { N: '1' }, { B: 'Yg==' }, { NULL: true }, { BOOL: true }, { M: {} }, { L: [] }])(
    'refuses DELETE with a %j value',
    (value) => {
      expect(
        failure({ TableName: 'abc', Key: {}, AttributeUpdates: { a: { Action: 'DELETE', Value: value } } }),
      ).toEqual(
        oneParameter(`DELETE action with value is not supported for the type ${Object.keys(value)[0]}`),
      );
    },
  );

  it.each([{ S: '1' }, { B: 'Yg==' }, { NULL: true }, { BOOL: true }, { M: {} }])(
    'refuses ADD with a %j value',
    (value) => {
      expect(
        failure({ TableName: 'abc', Key: {}, AttributeUpdates: { a: { Action: 'ADD', Value: value } } }),
      ).toEqual(oneParameter(`ADD action is not supported for the type ${Object.keys(value)[0]}`));
    },
  );

  it('leaves update-expression errors to the expression parser', () => {
    expect(failure({ TableName: 'abc', Key: {}, ConditionExpression: '', UpdateExpression: '' })).toEqual(
      one('Invalid UpdateExpression: The expression can not be empty;'),
    );
  });
});

describe('UpdateItem results', () => {
  it('turns AttributeUpdates into update actions', () => {
    const request = validateUpdateItem({
      TableName: 'abc',
      Key: { id: { S: 'k' } },
      AttributeUpdates: {
        name: { Value: { S: 'new' } },
        count: { Action: 'ADD', Value: { N: '+5' } },
        tags: { Action: 'ADD', Value: { SS: ['x'] } },
        history: { Action: 'ADD', Value: { L: [{ S: 'e' }] } },
        old: { Action: 'DELETE', Value: { NS: ['1'] } },
        gone: { Action: 'DELETE' },
      },
    });
    expect(request.expressions.update).toEqual({
      set: [{ path: ['name'], value: { kind: 'operand', operand: { kind: 'value', value: { S: 'new' } } } }],
      remove: [['gone']],
      add: [
        { path: ['count'], value: { N: '5' } },
        { path: ['tags'], value: { SS: ['x'] } },
        { path: ['history'], value: { L: [{ S: 'e' }] }, appendToList: true },
      ],
      delete: [{ path: ['old'], value: { NS: ['1'] } }],
      legacy: true,
    });
    expect(request.expressions.condition).toBeUndefined();
    expect(request.AttributeUpdates!.count).toEqual({ Action: 'ADD', Value: { N: '5' } });
  });

  it('combines AttributeUpdates with Expected', () => {
    const request = validateUpdateItem({
      TableName: 'abc',
      Key: {},
      AttributeUpdates: { a: { Action: 'PUT', Value: { S: 'x' } } },
      Expected: { a: { ComparisonOperator: 'NOT_NULL' } },
    });
    expect(request.expressions.condition).toEqual({ kind: 'attribute_exists', path: ['a'] });
    expect(request.expressions.update?.set).toHaveLength(1);
  });

  it('resolves UpdateExpression and ConditionExpression', () => {
    const request = validateUpdateItem({
      TableName: 'abc',
      Key: { id: { S: 'k' } },
      UpdateExpression: 'SET #c = :v',
      ConditionExpression: 'attribute_exists(id)',
      ExpressionAttributeNames: { '#c': 'constructor' },
      ExpressionAttributeValues: { ':v': { N: '1' } },
    });
    expect(request.expressions.update?.set).toEqual([
      { path: ['constructor'], value: { kind: 'operand', operand: { kind: 'value', value: { N: '1' } } } },
    ]);
    expect(request.expressions.condition).toEqual({ kind: 'attribute_exists', path: ['id'] });
  });

  it('accepts an update without any action', () => {
    expect(validateUpdateItem({ TableName: 'abc', Key: { id: { S: 'k' } } }).expressions).toEqual({});
  });
});
