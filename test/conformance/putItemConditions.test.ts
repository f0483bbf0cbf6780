/**
 * PutItem validations of conditions: expressions against legacy Expected, unused or missing
 * expression values, Expected entries themselves, and a rejected write changing nothing. Recorded
 * DynamoDB answers: architect/dynalite test/putItem.js (legacy Expected), the developer guide on
 * condition expressions. The rest of PutItem's request checks are in putItem.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_TRANSPORTS, ok, parameterError, rejectsOn, useEndpoint, validationOn } from './support/suite.ts';
import { createTable, guardUnchanged, snapshot, tableRequest } from './support/tables.ts';

const context = useEndpoint();
/** The current layer's envelope (src/engine/values/valueLayer.ts), round PutItem's request checks. */
const one = (message: string) => `1 validation error detected: ${message}`;
const HASH = 'put_hash';

beforeAll(async () => {
  const call = context.call.dispatch;
  await createTable(call, tableRequest(HASH, ['a', 'S']));
  ok(await call('PutItem', { TableName: HASH, Item: { a: { S: 'kept' }, v: { N: '1' } } }));
});

describe('PutItem validations', () => {
  const rejects = (body: object, message: string) =>
    validationOn(context, ALL_TRANSPORTS, 'PutItem', body, message);
  guardUnchanged(() => context.call.dispatch, [HASH]);

  it('rejects mixing expressions with Expected, and unused or missing expression values', async () => {
    const item = { a: { S: 'x' } };
    await rejects(
      {
        TableName: HASH,
        Item: item,
        Expected: { a: { Exists: false } },
        ConditionExpression: 'attribute_exists(a)',
      },
      one(
        'Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {Expected} Expression parameters: {ConditionExpression}',
      ),
    );
    await rejects(
      {
        TableName: HASH,
        Item: item,
        Expected: { a: { Exists: false } },
        ExpressionAttributeValues: { ':a': { S: 'a' } },
      },
      one('ExpressionAttributeValues can only be specified when using expressions'),
    );
    await rejects(
      {
        TableName: HASH,
        Item: item,
        ConditionExpression: 'a = :a',
        ExpressionAttributeValues: { ':a': { S: 'a' }, ':b': { S: 'b' } },
      },
      one('Value provided in ExpressionAttributeValues unused in expressions: keys: {:b}'),
    );
    await rejects(
      {
        TableName: HASH,
        Item: item,
        ConditionExpression: 'a = :a',
        ExpressionAttributeNames: { '#b': 'b' },
        ExpressionAttributeValues: { ':a': { S: 'a' } },
      },
      one('Value provided in ExpressionAttributeNames unused in expressions: keys: {#b}'),
    );
    await rejects(
      { TableName: HASH, Item: item, ConditionExpression: 'a = :v' },
      one(
        'Invalid ConditionExpression: An expression attribute value used in expression is not defined; attribute value: :v',
      ),
    );
    await rejects(
      {
        TableName: HASH,
        Item: item,
        ConditionExpression: '#n = :v',
        ExpressionAttributeValues: { ':v': { S: 'a' } },
      },
      one(
        'Invalid ConditionExpression: An expression attribute name used in the document path is not defined; attribute name: #n',
      ),
    );
  });

  it('checks legacy Expected entries', async () => {
    await rejects(
      { TableName: HASH, Item: {}, Expected: { a: {} } },
      one(parameterError('Value must be provided when Exists is null for Attribute: a')),
    );
    await rejects(
      { TableName: HASH, Item: {}, Expected: { a: { Exists: false, Value: { S: 'a' } } } },
      one(parameterError('Value cannot be used when Exists is false for Attribute: a')),
    );
    await rejects(
      { TableName: HASH, Item: {}, Expected: { a: { AttributeValueList: [], ComparisonOperator: 'EQ' } } },
      one(parameterError('Invalid number of argument(s) for the EQ ComparisonOperator')),
    );
    await rejects(
      { TableName: HASH, Item: {}, ConditionalOperator: 'OR', Expected: { a: { Exists: false } } },
      one('ConditionalOperator can only be used when Filter or Expected has two or more elements'),
    );
    await rejects(
      {
        TableName: HASH,
        Item: { a: { S: 'x' } },
        ConditionalOperator: 'OR',
        ConditionExpression: 'attribute_exists(a)',
      },
      one('ConditionalOperator cannot be used without Filter or Expected'),
    );
  });

  it('changes nothing when it rejects a write', async () => {
    const call = context.call.dispatch;
    const before = await snapshot(call, HASH);
    expect(before).toEqual(['{"a":{"S":"kept"},"v":{"N":"1"}}']);
    await rejects(
      { TableName: HASH, Item: { a: { S: 'kept' }, v: { SS: [] } } },
      one(parameterError('An string set  may not be empty')),
    );
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'PutItem',
      {
        TableName: HASH,
        Item: { a: { S: 'kept' }, v: { N: '2' } },
        ConditionExpression: 'v = :two',
        ExpressionAttributeValues: { ':two': { N: '2' } },
      },
      'ConditionalCheckFailedException',
      'The conditional request failed',
    );
    expect(await snapshot(call, HASH)).toEqual(before);
  });
});
