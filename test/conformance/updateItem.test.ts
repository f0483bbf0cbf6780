/**
 * UpdateItem conformance. Recorded DynamoDB answers: architect/dynalite test/updateItem.js
 * (validation messages, AttributeUpdates, capacity), paritysuite/dynamodb-conformance
 * tests/tier1/updateItem (characterised against AWS in 2026: upserts, nested paths, list indexes past
 * the end, pre-update evaluation, ReturnValues fragments), and the developer guide on update
 * expressions.
 */
import { beforeAll, describe, it } from 'vitest';
import {
  ALL_TRANSPORTS,
  constraintErrors,
  ok,
  parameterError,
  rejectsOn,
  useEndpoint,
  validationOn,
  WIRE_TRANSPORTS,
} from './support/suite.ts';
import { createTable, expectUnchanged, guardUnchanged, tableRequest } from './support/tables.ts';

const context = useEndpoint();
/** The current layer's envelope (src/engine/values/valueLayer.ts), round UpdateItem's request checks. */
const one = (message: string) => `1 validation error detected: ${message}`;
const HASH = 'update_hash';

beforeAll(async () => {
  await createTable(context.call.dispatch, tableRequest(HASH, ['a', 'S']));
  ok(
    await context.call.dispatch('PutItem', {
      TableName: HASH,
      Item: { a: { S: 'x' }, s: { S: 'str' }, n: { N: '1' } },
    }),
  );
});

describe('UpdateItem serializations', () => {
  it.each([
    [
      { TableName: HASH, AttributeUpdates: { a: [] } },
      'Unrecognized collection type class com.amazonaws.dynamodb.v20120810.AttributeValueUpdate',
    ],
    [{ TableName: HASH, UpdateExpression: 1 }, 'NUMBER_VALUE cannot be converted to String'],
    [
      { TableName: HASH, AttributeUpdates: { a: { Action: 1 } } },
      'NUMBER_VALUE cannot be converted to String',
    ],
  ])('%j', async (body, message) => {
    await rejectsOn(context, WIRE_TRANSPORTS, 'UpdateItem', body, 'SerializationException', message);
  });
});

describe('UpdateItem validations', () => {
  const rejects = (body: object, message: string) =>
    validationOn(context, ALL_TRANSPORTS, 'UpdateItem', body, message);
  guardUnchanged(() => context.call.dispatch, [HASH]);
  const key = { a: { S: 'x' } };

  it('reports missing members together', async () => {
    await rejects(
      {},
      constraintErrors(
        "Value null at 'tableName' failed to satisfy constraint: Member must not be null",
        "Value null at 'key' failed to satisfy constraint: Member must not be null",
      ),
    );
  });

  it('rejects mixed, empty and unused expression parameters', async () => {
    await rejects(
      {
        TableName: HASH,
        Key: key,
        UpdateExpression: 'SET b = :v',
        ConditionExpression: 'attribute_exists(a)',
        AttributeUpdates: { c: { Action: 'DELETE' } },
        Expected: { a: { Exists: true, Value: key.a } },
        ExpressionAttributeValues: { ':v': { S: '1' } },
      },
      one(
        'Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {AttributeUpdates, Expected} Expression parameters: {UpdateExpression, ConditionExpression}',
      ),
    );
    await rejects(
      {
        TableName: HASH,
        Key: key,
        AttributeUpdates: { c: { Action: 'DELETE' } },
        ExpressionAttributeValues: { ':v': { S: '1' } },
      },
      one('ExpressionAttributeValues can only be specified when using expressions'),
    );
    await rejects(
      { TableName: HASH, Key: key, UpdateExpression: '' },
      one('Invalid UpdateExpression: The expression can not be empty;'),
    );
    await rejects(
      {
        TableName: HASH,
        Key: key,
        UpdateExpression: 'SET b = :v',
        ExpressionAttributeValues: { ':v': { S: '1' }, ':w': { S: '2' } },
      },
      one('Value provided in ExpressionAttributeValues unused in expressions: keys: {:w}'),
    );
  });

  it('rejects invalid update expressions before touching the item', async () => {
    const expression = (UpdateExpression: string, values?: object) => ({
      TableName: HASH,
      Key: key,
      UpdateExpression,
      ...(values ? { ExpressionAttributeValues: values } : {}),
    });
    await rejects(
      expression('SET n = n + :v REMOVE n', { ':v': { N: '1' } }),
      one(
        'Invalid UpdateExpression: Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [n], path two: [n]',
      ),
    );
    await rejects(
      expression('ADD s :v', { ':v': { S: '1' } }),
      one(
        'Invalid UpdateExpression: Incorrect operand type for operator or function; operator: ADD, operand type: STRING, typeSet: ALLOWED_FOR_ADD_OPERAND',
      ),
    );
    await rejects(
      expression('SET r = size(s)'),
      one('Invalid UpdateExpression: The function is not allowed in an update expression; function: size'),
    );
    await rejects(
      expression('SET #n = :v', { ':v': { N: '1' } }),
      one(
        'Invalid UpdateExpression: An expression attribute name used in the document path is not defined; attribute name: #n',
      ),
    );
    await rejects(
      expression('SET a = :v', { ':v': { S: 'y' } }),
      parameterError('Cannot update attribute a. This attribute is part of the key'),
    );
    // A name may hold _ but not start with it (Alternator's test_update_expression.py and AWS SDK
    // issue reports, against DynamoDB); after # or : it may.
    await rejects(
      expression('SET _123 = :v', { ':v': { N: '1' } }),
      one('Invalid UpdateExpression: Syntax error; token: "_", near: "SET _123"'),
    );
    await rejects(
      expression('SET b = _f(c)'),
      one('Invalid UpdateExpression: Syntax error; token: "_", near: "= _f"'),
    );
  });

  it('checks legacy AttributeUpdates', async () => {
    await rejects(
      { TableName: HASH, Key: key, AttributeUpdates: { a: { Action: 'PUT', Value: { S: 'y' } } } },
      parameterError('Cannot update attribute a. This attribute is part of the key'),
    );
    await rejects(
      { TableName: HASH, Key: key, AttributeUpdates: { s: { Action: 'ADD', Value: { S: '1' } } } },
      one(parameterError('ADD action is not supported for the type S')),
    );
    await rejects(
      { TableName: HASH, Key: key, AttributeUpdates: { s: { Action: 'DELETE', Value: { S: '1' } } } },
      one(parameterError('DELETE action with value is not supported for the type S')),
    );
    await rejects(
      { TableName: HASH, Key: key, AttributeUpdates: { s: { Action: 'PUT' } } },
      one(parameterError('Only DELETE action is allowed when no attribute value is specified')),
    );
  });

  it('answers errors found against the item, changing nothing', async () => {
    await expectUnchanged(context.call.dispatch, HASH, async () => {
      const expression = (UpdateExpression: string, values: object) => ({
        TableName: HASH,
        Key: key,
        UpdateExpression,
        ExpressionAttributeValues: values,
      });
      await rejects(
        expression('SET s = s + :v', { ':v': { N: '1' } }),
        'An operand in the update expression has an incorrect data type',
      );
      await rejects(
        expression('SET q = absent + :v', { ':v': { N: '1' } }),
        'The provided expression refers to an attribute that does not exist in the item',
      );
      await rejects(
        expression('SET absent.x = :v', { ':v': { N: '1' } }),
        'The document path provided in the update expression is invalid for update',
      );
      await rejects(
        expression('SET n = :v, s = list_append(s, :l)', { ':v': { N: '9' }, ':l': { L: [] } }),
        'An operand in the update expression has an incorrect data type',
      );
      await rejects(
        { TableName: HASH, Key: key, AttributeUpdates: { s: { Action: 'ADD', Value: { N: '1' } } } },
        'Type mismatch for attribute to update',
      );
      // The update wording, as the API reference lists it for UpdateItem (PutItem's lacks "to update").
      const big = { S: 'x'.repeat(400 * 1024) };
      await rejects(
        expression('SET big = :v', { ':v': big }),
        'Item size to update has exceeded the maximum allowed size',
      );
      await rejects(
        { TableName: HASH, Key: key, AttributeUpdates: { big: { Action: 'PUT', Value: big } } },
        'Item size to update has exceeded the maximum allowed size',
      );
    });
  });
});
