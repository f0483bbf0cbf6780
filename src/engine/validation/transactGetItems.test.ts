import { describe, expect, it } from 'vitest';
import { failureOf, invalid } from '../../../test/helpers/validationFailures.ts';
import { validateTransactGetItems } from './transactGetItems.ts';

/** Recorded DynamoDB answers: nubo-db/dynamodb-conformance's transactGetItems tests. */
const failure = failureOf(validateTransactGetItems);

const get = (extra: object = {}) => ({ Get: { TableName: 'abc', Key: { a: { S: 'x' } }, ...extra } });

describe('TransactGetItems shape', () => {
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
  ])('%j', (body, message) => {
    expect(failure(body)).toEqual(['SerializationException', message]);
  });

  it('needs 1 to 100 Gets, each with a table and a key', () => {
    expect(failure({ TransactItems: [] })).toEqual(
      invalid(
        "1 validation error detected: Value '[]' at 'transactItems' failed to satisfy constraint: Member must have length greater than or equal to 1",
      ),
    );
    const [, message] = failure({ TransactItems: Array.from({ length: 101 }, () => get()) });
    expect(message).toMatch(
      /^1 validation error detected: Value '\[.+\]' at 'transactItems' failed to satisfy constraint: Member must have length less than or equal to 100$/,
    );
    expect(failure({ TransactItems: [{}, { Get: {} }], ReturnConsumedCapacity: 'hi' })).toEqual(
      invalid(
        '4 validation errors detected: ' +
          "Value 'hi' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]; " +
          "Value null at 'transactItems.1.member.get' failed to satisfy constraint: Member must not be null; " +
          "Value null at 'transactItems.2.member.get.key' failed to satisfy constraint: Member must not be null; " +
          "Value null at 'transactItems.2.member.get.tableName' failed to satisfy constraint: Member must not be null",
      ),
    );
  });

  it('applies the table-name rules to each Get', () => {
    expect(failure({ TransactItems: [get(), { Get: { TableName: 'bad!name', Key: {} } }] })).toEqual(
      invalid(
        "1 validation error detected: Value 'bad!name' at 'transactItems.2.member.get.tableName' failed to satisfy constraint: " +
          'Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+',
      ),
    );
  });
});

describe('TransactGetItems static checks', () => {
  it('checks key values and projections in request order', () => {
    expect(
      failure({ TransactItems: [get({ ProjectionExpression: '!!!' }), get({ Key: { a: {} } })] }),
    ).toEqual(invalid('Invalid ProjectionExpression: Syntax error; token: "!", near: "!!"'));
    expect(
      failure({ TransactItems: [get({ Key: { a: {} } }), get({ ProjectionExpression: '!!!' })] }),
    ).toEqual(
      invalid('Supplied AttributeValue is empty, must contain exactly one of the supported datatypes'),
    );
  });

  it('needs an expression for ExpressionAttributeNames and uses every name', () => {
    expect(failure({ TransactItems: [get({ ExpressionAttributeNames: { '#a': 'a' } })] })).toEqual(
      invalid('ExpressionAttributeNames can only be specified when using expressions'),
    );
    expect(
      failure({
        TransactItems: [get({ ProjectionExpression: 'a', ExpressionAttributeNames: { '#a': 'a' } })],
      }),
    ).toEqual(invalid('Value provided in ExpressionAttributeNames unused in expressions: keys: {#a}'));
  });

  it('leaves an empty key to the operation (a cancellation reason in DynamoDB)', () => {
    expect(() => validateTransactGetItems({ TransactItems: [get({ Key: {} })] })).not.toThrow();
  });
});

describe('TransactGetItems results', () => {
  it('normalises keys and resolves projections', () => {
    const request = validateTransactGetItems({
      TransactItems: [
        get({
          Key: { n: { N: '1.50' } },
          ProjectionExpression: '#n[1]',
          ExpressionAttributeNames: { '#n': 'list' },
        }),
        get(),
      ],
      ReturnConsumedCapacity: 'INDEXES',
    });
    expect(request.TransactItems[0].Get.Key).toEqual({ n: { N: '1.5' } });
    expect(request.TransactItems[0].Get.expressions).toEqual({ projection: [['list', 1]] });
    expect(request.TransactItems[1].Get.expressions).toEqual({});
    expect(request.ReturnConsumedCapacity).toBe('INDEXES');
  });
});
