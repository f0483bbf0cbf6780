import { describe, expect, it } from 'vitest';
import { failureOf, invalid } from '../../../test/helpers/validationFailures.ts';
import { validateTransactWriteItems } from './transactWriteItems.ts';

/**
 * Recorded DynamoDB answers: nubo-db/dynamodb-conformance's transactWriteItems tests (2026 captures in
 * us-east-1 and eu-west-2); the action-count messages are also recorded by moto's tests.
 */
const failure = failureOf(validateTransactWriteItems);

const key = { pk: { S: 'a' } };
const put = (extra: object = {}) => ({ Put: { TableName: 'abc', Item: key, ...extra } });
const update = (extra: object = {}) => ({
  Update: {
    TableName: 'abc',
    Key: key,
    UpdateExpression: 'SET a = :a',
    ExpressionAttributeValues: { ':a': { S: 'x' } },
    ...extra,
  },
});
const remove = (extra: object = {}) => ({ Delete: { TableName: 'abc', Key: key, ...extra } });
const check = (extra: object = {}) => ({
  ConditionCheck: { TableName: 'abc', Key: key, ConditionExpression: 'attribute_exists(pk)', ...extra },
});

describe('TransactWriteItems shape', () => {
  it.each([
    [{ TransactItems: 'x' }, 'Unexpected field type'],
    [{ TransactItems: [{ Put: 'x' }] }, 'Unexpected field type'],
    [{ TransactItems: [{ Update: { UpdateExpression: 1 } }] }, 'NUMBER_VALUE cannot be converted to String'],
    [{ ClientRequestToken: {} }, 'Start of structure or map found where not expected'],
  ])('%j', (body, message) => {
    expect(failure(body)).toEqual(['SerializationException', message]);
  });

  it('needs 1 to 100 actions and lists the enums first', () => {
    expect(
      failure({ TransactItems: [], ReturnConsumedCapacity: 'hi', ReturnItemCollectionMetrics: 'hi' }),
    ).toEqual(
      invalid(
        '3 validation errors detected: ' +
          "Value 'hi' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]; " +
          "Value 'hi' at 'returnItemCollectionMetrics' failed to satisfy constraint: Member must satisfy enum value set: [SIZE, NONE]; " +
          "Value '[]' at 'transactItems' failed to satisfy constraint: Member must have length greater than or equal to 1",
      ),
    );
    const [, message] = failure({ TransactItems: Array.from({ length: 101 }, () => put()) });
    expect(message).toMatch(
      /^1 validation error detected: Value '\[.+\]' at 'transactItems' failed to satisfy constraint: Member must have length less than or equal to 100$/s,
    );
  });

  it('names the member of each action', () => {
    expect(
      failure({ TransactItems: [{ ConditionCheck: {} }, { Put: {} }, { Delete: {} }, { Update: {} }] }),
    ).toEqual(
      invalid(
        '10 validation errors detected: ' +
          ['conditionCheck.key', 'conditionCheck.tableName', 'conditionCheck.conditionExpression']
            .map(
              (member) =>
                `Value null at 'transactItems.1.member.${member}' failed to satisfy constraint: Member must not be null`,
            )
            .concat(
              [
                '2.member.put.item',
                '2.member.put.tableName',
                '3.member.delete.key',
                '3.member.delete.tableName',
                '4.member.update.key',
                '4.member.update.updateExpression',
                '4.member.update.tableName',
              ].map(
                (member) =>
                  `Value null at 'transactItems.${member}' failed to satisfy constraint: Member must not be null`,
              ),
            )
            .join('; '),
      ),
    );
    expect(failure({ TransactItems: [put(), update({ TableName: 'bad!name' })] })).toEqual(
      invalid(
        "1 validation error detected: Value 'bad!name' at 'transactItems.2.member.update.tableName' failed to satisfy constraint: " +
          'Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+',
      ),
    );
    expect(failure({ TransactItems: [put({ ReturnValuesOnConditionCheckFailure: 'ALL_NEW' })] })).toEqual(
      invalid(
        "1 validation error detected: Value 'ALL_NEW' at 'transactItems.1.member.put.returnValuesOnConditionCheckFailure' " +
          'failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD, NONE]',
      ),
    );
  });

  it('bounds ClientRequestToken to 36 characters', () => {
    const token = 'x'.repeat(37);
    expect(failure({ TransactItems: [put()], ClientRequestToken: token })).toEqual(
      invalid(
        `1 validation error detected: Value '${token}' at 'clientRequestToken' failed to satisfy constraint: ` +
          'Member must have length less than or equal to 36',
      ),
    );
    expect(
      validateTransactWriteItems({ TransactItems: [put()], ClientRequestToken: 'x'.repeat(36) })
        .ClientRequestToken,
    ).toHaveLength(36);
  });
});

describe('TransactWriteItems static checks', () => {
  it('needs exactly one action per element, checked for all elements first', () => {
    expect(failure({ TransactItems: [{}] })).toEqual(
      invalid('Invalid Request: TransactWriteRequest should contain Delete or Put or Update request'),
    );
    expect(failure({ TransactItems: [put({ Item: { pk: {} } }), { ...put(), ...remove() }] })).toEqual(
      invalid('TransactItems can only contain one of Check, Put, Update or Delete'),
    );
  });

  it('checks each action in request order', () => {
    expect(
      failure({ TransactItems: [put(), check({ ExpressionAttributeValues: { ':v': { S: 'x' } } })] }),
    ).toEqual(invalid('Value provided in ExpressionAttributeValues unused in expressions: keys: {:v}'));
    expect(
      failure({ TransactItems: [remove({ ConditionExpression: '' }), put({ Item: { pk: {} } })] }),
    ).toEqual(invalid('Invalid ConditionExpression: The expression can not be empty;'));
    expect(failure({ TransactItems: [check({ ConditionExpression: 'attribute_not_exists(' })] })).toEqual(
      invalid('Invalid ConditionExpression: Syntax error; token: "<EOF>", near: "("'),
    );
  });

  it('checks expression parameters, then values, then expressions', () => {
    expect(
      failure({
        TransactItems: [put({ Item: { pk: {} }, ExpressionAttributeValues: { ':v': { S: 'x' } } })],
      }),
    ).toEqual(
      invalid(
        'ExpressionAttributeValues can only be specified when using expressions: ConditionExpression is null',
      ),
    );
    expect(failure({ TransactItems: [remove({ Key: { pk: {} }, ConditionExpression: '' })] })).toEqual(
      invalid('Supplied AttributeValue is empty, must contain exactly one of the supported datatypes'),
    );
  });

  it('checks a put item size', () => {
    const big = { pk: { S: 'k' }, b: { S: 'x'.repeat(400 * 1024) } };
    expect(failure({ TransactItems: [put({ Item: big })] })).toEqual(
      invalid('Item size has exceeded the maximum allowed size'),
    );
  });

  it('parses an update expression before its condition', () => {
    const [, message] = failure({
      TransactItems: [update({ UpdateExpression: 'SET', ConditionExpression: 'a =' })],
    });
    expect(message).toMatch(/^Invalid UpdateExpression: Syntax error/);
  });

  it('leaves schema, duplicate items and the 4 MB total to the operation', () => {
    expect(() =>
      validateTransactWriteItems({ TransactItems: [put(), remove(), update(), check()] }),
    ).not.toThrow();
  });
});

describe('TransactWriteItems results', () => {
  it('normalises values and resolves each action', () => {
    const request = validateTransactWriteItems({
      TransactItems: [
        put({ Item: { pk: { S: 'a' }, n: { N: '02' } }, ConditionExpression: 'attribute_not_exists(pk)' }),
        update({ Key: { pk: { N: '1.0' } } }),
        check({ ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }),
        remove(),
      ],
      ClientRequestToken: 'token',
    });
    const [first, second, third, fourth] = request.TransactItems;
    expect(first.Put!.Item).toEqual({ pk: { S: 'a' }, n: { N: '2' } });
    expect(first.Put!.expressions.condition).toEqual({ kind: 'attribute_not_exists', path: ['pk'] });
    expect(second.Update!.Key).toEqual({ pk: { N: '1' } });
    expect(second.Update!.expressions.update?.set).toHaveLength(1);
    expect(third.ConditionCheck!.expressions.condition).toEqual({ kind: 'attribute_exists', path: ['pk'] });
    expect(third.ConditionCheck!.ReturnValuesOnConditionCheckFailure).toBe('ALL_OLD');
    expect(fourth.Delete!.expressions).toEqual({});
  });
});
