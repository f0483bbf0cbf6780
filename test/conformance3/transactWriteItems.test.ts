/**
 * TransactWriteItems conformance. Recorded DynamoDB answers: nubo-db/dynamodb-conformance and
 * paritysuite/dynamodb-conformance (2026 captures in several regions: constraint messages, one action
 * per element, request-order checks, CancellationReasons, which key faults are top-level errors and
 * which cancel the transaction); the API reference and developer guide (100 actions, 4 MB, double
 * write capacity, ClientRequestToken for 10 minutes, ItemCollectionMetrics). What a transaction does is in
 * transactWriteFunctionality.test.ts, cancellations in transactWriteCancellations.test.ts, in-flight
 * conflicts in transactionsInFlight.test.ts.
 */
import { beforeAll, describe, it } from 'vitest';
import {
  ALL_TRANSPORTS,
  constraintErrors,
  rejectsOn,
  validationOn,
  WIRE_TRANSPORTS,
} from '../conformance/support/suite.ts';
import {
  check,
  createTransactWriteTables,
  HASH,
  INDEXED,
  N,
  pk,
  put,
  RANGE,
  remove,
  S,
  update,
} from './support/transactWrite.ts';
import { orderItem } from './support/indexedTable.ts';
import { guardState, rejectsMatching, useManualEndpoint } from './support/setup.ts';

const context = useManualEndpoint();
const ENUM_RCC =
  "Value 'hi' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]";
const ENUM_RICM =
  "Value 'hi' at 'returnItemCollectionMetrics' failed to satisfy constraint: Member must satisfy enum value set: [SIZE, NONE]";

beforeAll(() => createTransactWriteTables(context.call.dispatch));

describe('TransactWriteItems serializations', () => {
  it.each([
    [{ TransactItems: 'x' }, 'Unexpected field type'],
    [{ TransactItems: [{ Put: 'x' }] }, 'Unexpected field type'],
    [{ TransactItems: [{ Update: { UpdateExpression: 1 } }] }, 'NUMBER_VALUE cannot be converted to String'],
    [{ ClientRequestToken: {} }, 'Start of structure or map found where not expected'],
  ])('%j', async (body, message) => {
    await rejectsOn(context, WIRE_TRANSPORTS, 'TransactWriteItems', body, 'SerializationException', message);
  });
});

describe('TransactWriteItems validations', () => {
  const rejects = (body: object, message: string, transports = ALL_TRANSPORTS) =>
    validationOn(context, transports, 'TransactWriteItems', body, message);
  guardState(context, [HASH, RANGE, INDEXED]);

  it('needs 1 to 100 actions, after the enums', async () => {
    await rejects(
      { TransactItems: [], ReturnConsumedCapacity: 'hi', ReturnItemCollectionMetrics: 'hi' },
      constraintErrors(
        ENUM_RCC,
        ENUM_RICM,
        "Value '[]' at 'transactItems' failed to satisfy constraint: Member must have length greater than or equal to 1",
      ),
    );
    await rejectsMatching(
      context,
      ALL_TRANSPORTS,
      'TransactWriteItems',
      { TransactItems: Array.from({ length: 101 }, (_, i) => put(pk(`n${i}`))) },
      'ValidationException',
      /^1 validation error detected: Value '\[.+\]' at 'transactItems' failed to satisfy constraint: Member must have length less than or equal to 100$/s,
    );
  });

  it('names the missing members of each action, and checks names, enums and the token', async () => {
    const missing = (member: string) =>
      `Value null at 'transactItems.${member}' failed to satisfy constraint: Member must not be null`;
    await rejects(
      { TransactItems: [{ ConditionCheck: {} }, { Put: {} }, { Delete: {} }, { Update: {} }] },
      constraintErrors(
        ...[
          '1.member.conditionCheck.key',
          '1.member.conditionCheck.tableName',
          '1.member.conditionCheck.conditionExpression',
          '2.member.put.item',
          '2.member.put.tableName',
          '3.member.delete.key',
          '3.member.delete.tableName',
          '4.member.update.key',
          '4.member.update.updateExpression',
          '4.member.update.tableName',
        ].map(missing),
      ),
    );
    await rejects(
      { TransactItems: [put(pk('a')), update(pk('b'), { TableName: 'bad!name' })] },
      constraintErrors(
        "Value 'bad!name' at 'transactItems.2.member.update.tableName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
      ),
    );
    await rejects(
      { TransactItems: [put(pk('a'), { ReturnValuesOnConditionCheckFailure: 'ALL_NEW' })] },
      constraintErrors(
        "Value 'ALL_NEW' at 'transactItems.1.member.put.returnValuesOnConditionCheckFailure' failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD, NONE]",
      ),
    );
    const token = 'x'.repeat(37);
    await rejects(
      { TransactItems: [put(pk('a'))], ClientRequestToken: token },
      constraintErrors(
        `Value '${token}' at 'clientRequestToken' failed to satisfy constraint: Member must have length less than or equal to 36`,
      ),
    );
  });

  it('needs exactly one action per element, checked for every element first', async () => {
    await rejects(
      { TransactItems: [{}] },
      'Invalid Request: TransactWriteRequest should contain Delete or Put or Update request',
    );
    await rejects(
      {
        TransactItems: [
          put(pk('a'), { ExpressionAttributeValues: { ':v': S('x') } }),
          { ...put(pk('b')), ...remove(pk('b')) },
        ],
      },
      'TransactItems can only contain one of Check, Put, Update or Delete',
    );
  });

  it('checks each action in request order: parameters, values, then expressions', async () => {
    await rejects(
      { TransactItems: [put(pk('a')), check(pk('kept'), { ExpressionAttributeValues: { ':v': S('x') } })] },
      'Value provided in ExpressionAttributeValues unused in expressions: keys: {:v}',
    );
    await rejects(
      { TransactItems: [remove(pk('kept'), { ConditionExpression: '' }), put({ pk: S('a'), n: N('x') })] },
      'Invalid ConditionExpression: The expression can not be empty;',
    );
    await rejects(
      { TransactItems: [check(pk('kept'), { ConditionExpression: 'attribute_not_exists(' })] },
      'Invalid ConditionExpression: Syntax error; token: "<EOF>", near: "("',
    );
    await rejects(
      { TransactItems: [put(pk('a'), { ExpressionAttributeValues: { ':v': S('x') } })] },
      'ExpressionAttributeValues can only be specified when using expressions: ConditionExpression is null',
    );
    await rejects(
      { TransactItems: [remove({ pk: {} }, { ConditionExpression: '' })] },
      'Supplied AttributeValue is empty, must contain exactly one of the supported datatypes',
      WIRE_TRANSPORTS,
    );
    await rejects(
      { TransactItems: [put({ pk: S('a'), n: N('b') })] },
      'The parameter cannot be converted to a numeric value: b',
    );
    await rejects(
      { TransactItems: [put({ pk: S('a'), b: S('x'.repeat(400 * 1024)) })] },
      'Item size has exceeded the maximum allowed size',
    );
    await rejectsMatching(
      context,
      ALL_TRANSPORTS,
      'TransactWriteItems',
      { TransactItems: [update(pk('kept'), { UpdateExpression: 'SET', ConditionExpression: 'a =' })] },
      'ValidationException',
      /^Invalid UpdateExpression: Syntax error/,
    );
  });

  it('checks tables and one action per item before any item', async () => {
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'TransactWriteItems',
      { TransactItems: [put(pk('a')), { Put: { TableName: 'nowhere', Item: pk('x') } }] },
      'ResourceNotFoundException',
      'Requested resource not found',
    );
    for (const second of [check(pk('kept')), remove(pk('kept')), update(pk('kept')), put(pk('kept'))]) {
      await rejects(
        { TransactItems: [update(pk('kept')), second] },
        'Transaction request cannot include multiple operations on one item',
      );
    }
    await rejects(
      {
        TransactItems: [
          { Put: { TableName: RANGE, Item: { pk: S('r'), sk: N('1.0') } } },
          { Delete: { TableName: RANGE, Key: { sk: N('1'), pk: S('r') } } },
        ],
      },
      'Transaction request cannot include multiple operations on one item',
    );
  });

  it('refuses an empty key value up front, in every kind of action', async () => {
    const empty =
      'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: pk';
    for (const action of [put(pk('')), update(pk('')), remove(pk('')), check(pk(''))])
      await rejects({ TransactItems: [put(pk('a')), action] }, empty);
    await rejects(
      {
        TransactItems: [{ Put: { TableName: INDEXED, Item: orderItem({ pk: 'c', sk: 'new', status: '' }) } }],
      },
      'One or more parameter values are not valid. A value specified for a secondary index key is not supported. The AttributeValue for a key attribute cannot contain an empty string value. IndexName: ByStatus, IndexKey: status',
    );
  });

  it('refuses a payload of more than 4 MB of items, writing nothing', async () => {
    const pad = 'x'.repeat(390 * 1024);
    const items = Array.from({ length: 11 }, (_, i) => put({ pk: S(`big${i}`), pad: S(pad) }));
    await rejects({ TransactItems: items }, 'Transaction payload size cannot exceed 4 MB');
  });
});
