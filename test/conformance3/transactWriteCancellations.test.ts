/**
 * TransactWriteItems cancellations: one reason per action in request order, which faults cancel
 * rather than fail up front, and that a cancelled transaction changes nothing. Recorded DynamoDB
 * answers: nubo-db/dynamodb-conformance and paritysuite/dynamodb-conformance (2026 captures), and
 * Alternator's test_transact.py (run against DynamoDB).
 */
import { beforeAll, describe, it } from 'vitest';
import { ALL_TRANSPORTS, parameterError } from '../conformance/support/suite.ts';
import { key, orderItem } from './support/indexedTable.ts';
import { cancelled, guardState, useManualEndpoint } from './support/setup.ts';
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

const context = useManualEndpoint();

beforeAll(() => createTransactWriteTables(context.call.dispatch));

describe('TransactWriteItems cancellations', () => {
  guardState(context, [HASH, RANGE, INDEXED]);
  const cancels = async (body: object, reasons: Parameters<typeof cancelled>[1]) => {
    for (const via of ALL_TRANSPORTS) cancelled(await context.call[via]('TransactWriteItems', body), reasons);
  };

  it('gives one reason per action, in request order, with the item where ALL_OLD asks for it', async () => {
    await cancels(
      {
        TransactItems: [
          put(pk('fresh')),
          update(pk('kept'), {
            ConditionExpression: 'v = :other',
            ExpressionAttributeValues: { ':v': S('x'), ':other': S('no') },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
          check(pk('missing'), { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }),
          {
            Update: {
              TableName: RANGE,
              Key: { pk: S('r'), sk: N(1) },
              UpdateExpression: 'SET v = nothere + :one',
              ExpressionAttributeValues: { ':one': N(1) },
            },
          },
          remove(pk('other'), { ConditionExpression: 'attribute_not_exists(pk)' }),
        ],
      },
      [
        { Code: 'None' },
        {
          Code: 'ConditionalCheckFailed',
          Message: 'The conditional request failed',
          Item: { pk: S('kept'), v: S('old'), n: N(1) },
        },
        { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
        {
          Code: 'ValidationError',
          Message: 'The provided expression refers to an attribute that does not exist in the item',
        },
        { Code: 'None' },
      ],
    );
  });

  it('cancels for a key of the wrong type or shape, with the Put and Key wordings', async () => {
    const mismatch = 'The provided key element does not match the schema';
    await cancels({ TransactItems: [put({ pk: N(5) }), put(pk('fine'))] }, [
      { Code: 'ValidationError', Message: parameterError('Type mismatch for key pk expected: S actual: N') },
      { Code: 'None' },
    ]);
    // Only the first key fault is reported, and no condition is evaluated (Alternator's
    // test_transact.py, run against DynamoDB).
    await cancels(
      {
        TransactItems: [
          put({ pk: N(7) }),
          put({ pk: N(8) }),
          put(pk('absent'), { ConditionExpression: 'attribute_exists(pk)' }),
        ],
      },
      [
        {
          Code: 'ValidationError',
          Message: parameterError('Type mismatch for key pk expected: S actual: N'),
        },
        { Code: 'None' },
        { Code: 'None' },
      ],
    );
    await cancels({ TransactItems: [put({ pk: { L: [S('x')] } })] }, [
      { Code: 'ValidationError', Message: parameterError('Type mismatch for key pk expected: S actual: L') },
    ]);
    for (const action of [
      update({ pk: N(5) }),
      remove({ pk: { L: [S('x')] } }),
      check({ pk: N(5) }),
      update({ pk: S('kept'), other: S('x') }),
    ])
      await cancels({ TransactItems: [action] }, [{ Code: 'ValidationError', Message: mismatch }]);
  });

  it('cancels for an index key of the wrong type, naming the index', async () => {
    await cancels(
      {
        TransactItems: [
          { Put: { TableName: INDEXED, Item: orderItem({ pk: 'c', sk: 'n1', extra: { status: N(1) } }) } },
          {
            Update: {
              TableName: INDEXED,
              Key: key('c', 'o'),
              UpdateExpression: 'SET #r = :r',
              ExpressionAttributeNames: { '#r': 'rank' },
              ExpressionAttributeValues: { ':r': S('first') },
            },
          },
        ],
      },
      [
        {
          Code: 'ValidationError',
          Message: parameterError(
            'Type mismatch for Index Key status Expected: S Actual: N IndexName: ByStatus',
          ),
        },
        {
          Code: 'ValidationError',
          Message: parameterError('Type mismatch for Index Key rank Expected: N Actual: S IndexName: ByRank'),
        },
      ],
    );
  });
});
