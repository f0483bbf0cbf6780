import { describe, expect, it } from 'vitest';
import { resolveExpressions } from './expressionParameters.ts';

/**
 * The expression module owns the checks on ExpressionAttributeNames/Values; these pin the order
 * DynamoDB reports them in when a request validator hands its expressions over (architect/dynalite's
 * validations/index.js and tests).
 */
function messageOf(request: object, strings: object): string {
  try {
    resolveExpressions(request, strings);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('accepted');
}

describe('resolveExpressions', () => {
  const condition = { ConditionExpression: '' };

  it('checks names (empty map, keys, empty names) before values, and both before the expression', () => {
    expect(messageOf({ ExpressionAttributeNames: {}, ExpressionAttributeValues: {} }, condition)).toBe(
      'ExpressionAttributeNames must not be empty',
    );
    expect(
      messageOf({ ExpressionAttributeNames: { a: 'a' }, ExpressionAttributeValues: {} }, condition),
    ).toBe('ExpressionAttributeNames contains invalid key: Syntax error; key: "a"');
    expect(
      messageOf({ ExpressionAttributeNames: { '#a': '' }, ExpressionAttributeValues: {} }, condition),
    ).toBe('ExpressionAttributeNames contains invalid value: Empty attribute name for key #a');
    expect(
      messageOf({ ExpressionAttributeNames: { '#a': 'a' }, ExpressionAttributeValues: {} }, condition),
    ).toBe('ExpressionAttributeValues must not be empty');
    expect(messageOf({ ExpressionAttributeValues: { ':a': { S: 'a' }, b: {} } }, condition)).toBe(
      'ExpressionAttributeValues contains invalid key: Syntax error; key: "b"',
    );
    expect(messageOf({ ExpressionAttributeValues: { ':a': {} } }, condition)).toBe(
      'ExpressionAttributeValues contains invalid value: Supplied AttributeValue is empty, must contain exactly one of the supported datatypes for key :a',
    );
    expect(messageOf({ ExpressionAttributeValues: { ':a': { S: 'a' } } }, condition)).toBe(
      'Invalid ConditionExpression: The expression can not be empty;',
    );
  });

  it('treats a null name (kept by the JSON type check) as empty', () => {
    expect(messageOf({ ExpressionAttributeNames: { '#a': null } }, { ProjectionExpression: '#a' })).toBe(
      'ExpressionAttributeNames contains invalid value: Empty attribute name for key #a',
    );
  });

  it('reports maps no expression uses, and skips the parser when there is nothing to parse', () => {
    expect(messageOf({ ExpressionAttributeNames: { '#a': 'a' } }, { ProjectionExpression: undefined })).toBe(
      'Value provided in ExpressionAttributeNames unused in expressions: keys: {#a}',
    );
    expect(resolveExpressions({}, { ProjectionExpression: undefined })).toEqual({});
  });

  it('passes the transaction ordering through', () => {
    const both = { UpdateExpression: 'SET', ConditionExpression: 'a =' };
    expect(messageOf({}, both)).toMatch(/^Invalid ConditionExpression/);
    expect(() => resolveExpressions({}, both, { transaction: true })).toThrow(/^Invalid UpdateExpression/);
  });
});
