/**
 * TransactWriteItems conformance. Recorded DynamoDB answers: nubo-db/dynamodb-conformance and
 * paritysuite/dynamodb-conformance (2026 captures in several regions: constraint messages, one action
 * per element, request-order checks, CancellationReasons, which key faults are top-level errors and
 * which cancel the transaction); the API reference and developer guide (100 actions, 4 MB, double
 * write capacity, ClientRequestToken for 10 minutes, ItemCollectionMetrics). In-flight conflicts are
 * in transactionsInFlight.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectIndexesMatchTable } from '../helpers/indexInvariant.ts';
import {
  ALL_TRANSPORTS,
  CLIENT_TRANSPORTS,
  constraintErrors,
  failed,
  ok,
  parameterError,
  rejectsOn,
  validationOn,
  WIRE_TRANSPORTS,
} from '../conformance/support/suite.ts';
import { createTable, tableRequest } from '../conformance/support/tables.ts';
import { indexedTableRequest, key, orderItem } from './support/indexedTable.ts';
import {
  advance,
  cancelled,
  capacityByTable,
  expectStateUnchanged,
  guardState,
  rejectsMatching,
  useManualEndpoint,
} from './support/setup.ts';

const context = useManualEndpoint();
const HASH = 'twrite_hash';
const RANGE = 'twrite_range';
const INDEXED = 'twrite_indexed';
const S = (value: string) => ({ S: value });
const N = (value: string | number) => ({ N: String(value) });
const pk = (value: string) => ({ pk: S(value) });
const put = (Item: object, extra: object = {}) => ({ Put: { TableName: HASH, Item, ...extra } });
const update = (k: object, extra: object = {}) => ({
  Update: {
    TableName: HASH,
    Key: k,
    UpdateExpression: 'SET v = :v',
    ExpressionAttributeValues: { ':v': S('x') },
    ...extra,
  },
});
const remove = (k: object, extra: object = {}) => ({ Delete: { TableName: HASH, Key: k, ...extra } });
const check = (k: object, extra: object = {}) => ({
  ConditionCheck: { TableName: HASH, Key: k, ConditionExpression: 'attribute_exists(pk)', ...extra },
});
const ENUM_RCC =
  "Value 'hi' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]";
const ENUM_RICM =
  "Value 'hi' at 'returnItemCollectionMetrics' failed to satisfy constraint: Member must satisfy enum value set: [SIZE, NONE]";

beforeAll(async () => {
  const dispatch = context.call.dispatch;
  await createTable(dispatch, tableRequest(HASH, ['pk', 'S']));
  await createTable(dispatch, tableRequest(RANGE, ['pk', 'S'], ['sk', 'N']));
  await createTable(dispatch, indexedTableRequest(INDEXED));
  ok(await dispatch('PutItem', { TableName: HASH, Item: { pk: S('kept'), v: S('old'), n: N(1) } }));
  ok(
    await dispatch('PutItem', {
      TableName: INDEXED,
      Item: orderItem({ pk: 'c', sk: 'o', status: 'OPEN', rank: 1 }),
    }),
  );
});

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

describe.each(CLIENT_TRANSPORTS)('TransactWriteItems functionality via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const hash = `twrite_items_${via}`;
  const indexed = `twrite_indexed_${via}`;
  const get = async (table: string, k: object) =>
    ok(await context.call.dispatch('GetItem', { TableName: table, Key: k, ConsistentRead: true })).Item;
  const inTable = (table: string, action: Record<string, object>) => {
    const [kind, detail] = Object.entries(action)[0];
    return { [kind]: { ...detail, TableName: table } };
  };

  beforeAll(async () => {
    await createTable(context.call.dispatch, tableRequest(hash, ['pk', 'S']));
    await createTable(context.call.dispatch, indexedTableRequest(indexed));
    ok(await context.call.dispatch('PutItem', { TableName: hash, Item: { pk: S('a'), balance: N(100) } }));
    ok(await context.call.dispatch('PutItem', { TableName: hash, Item: { pk: S('gone'), v: S('x') } }));
  });

  it('applies Put, Update, Delete and ConditionCheck together across tables', async () => {
    const body = ok(
      await call('TransactWriteItems', {
        TransactItems: [
          inTable(
            hash,
            check(pk('a'), {
              ConditionExpression: 'balance >= :min',
              ExpressionAttributeValues: { ':min': N(50) },
            }),
          ),
          inTable(
            hash,
            update(pk('b'), {
              UpdateExpression: 'ADD balance :d',
              ExpressionAttributeValues: { ':d': N(5) },
            }),
          ),
          inTable(hash, remove(pk('gone'))),
          {
            Put: {
              TableName: indexed,
              Item: orderItem({ pk: 'c1', sk: 'o1', status: 'OPEN', owner: 'ada', rank: 3 }),
            },
          },
        ],
      }),
    );
    expect(body).toEqual({});
    expect(await get(hash, pk('b'))).toEqual({ pk: S('b'), balance: N(5) });
    expect(await get(hash, pk('gone'))).toBeUndefined();
    expect(await get(indexed, key('c1', 'o1'))).toEqual(
      orderItem({ pk: 'c1', sk: 'o1', status: 'OPEN', owner: 'ada', rank: 3 }),
    );
    expectIndexesMatchTable(context.endpoint.engine);
  });

  it('changes nothing, items or index entries, when cancelled', async () => {
    await expectStateUnchanged(context, [hash, indexed], async () => {
      cancelled(
        await call('TransactWriteItems', {
          TransactItems: [
            {
              Put: {
                TableName: indexed,
                Item: orderItem({ pk: 'c1', sk: 'o2', status: 'OPEN', owner: 'bob' }),
              },
            },
            { Delete: { TableName: indexed, Key: key('c1', 'o1') } },
            inTable(
              hash,
              check(pk('a'), {
                ConditionExpression: 'balance > :max',
                ExpressionAttributeValues: { ':max': N(1000) },
              }),
            ),
          ],
        }),
        [
          { Code: 'None' },
          { Code: 'None' },
          { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
        ],
      );
    });
  });

  it('charges twice the write units of each item, per table', async () => {
    const body = ok(
      await call('TransactWriteItems', {
        TransactItems: [
          inTable(hash, put({ pk: S('w1'), pad: S('x'.repeat(1500)) })),
          inTable(hash, put(pk('w2'))),
          { Put: { TableName: indexed, Item: orderItem({ pk: 'c2', sk: 'o1' }) } },
        ],
        ReturnConsumedCapacity: 'TOTAL',
      }),
    );
    expect(capacityByTable(body)).toEqual({
      [hash]: { TableName: hash, CapacityUnits: 6, WriteCapacityUnits: 6 },
      [indexed]: { TableName: indexed, CapacityUnits: 2, WriteCapacityUnits: 2 },
    });
  });

  it('reports the item collections it changed on tables with local indexes', async () => {
    const body = ok(
      await call('TransactWriteItems', {
        TransactItems: [
          { Put: { TableName: indexed, Item: orderItem({ pk: 'c3', sk: 'o1', rank: 1 }) } },
          inTable(hash, put(pk('w3'))),
        ],
        ReturnItemCollectionMetrics: 'SIZE',
      }),
    );
    expect(body.ItemCollectionMetrics).toEqual({
      [indexed]: [{ ItemCollectionKey: { PK: S('c3') }, SizeEstimateRangeGB: [0, 1] }],
    });
  });

  it('takes up to 100 actions', async () => {
    const body = ok(
      await call('TransactWriteItems', {
        TransactItems: Array.from({ length: 100 }, (_, i) => inTable(hash, put({ pk: S(`many${i}`) }))),
      }),
    );
    expect(body).toEqual({});
    expect(await get(hash, pk('many99'))).toEqual(pk('many99'));
  });

  it('writes once per ClientRequestToken for 10 minutes, and refuses the token for another request', async () => {
    const token = `token-${via}`;
    const request = {
      TransactItems: [
        inTable(
          hash,
          update(pk('counter'), {
            UpdateExpression: 'ADD n :one',
            ExpressionAttributeValues: { ':one': N(1) },
          }),
        ),
      ],
      ClientRequestToken: token,
    };
    ok(await call('TransactWriteItems', request));
    advance(context, 9 * 60 * 1000);
    expect(ok(await call('TransactWriteItems', request))).toEqual({});
    expect(await get(hash, pk('counter'))).toEqual({ pk: S('counter'), n: N(1) });
    failed(
      await call('TransactWriteItems', { ...request, TransactItems: [inTable(hash, put(pk('counter')))] }),
      'IdempotentParameterMismatchException',
      'Request has a different set of parameters than an earlier request with the same client token.',
    );
    advance(context, 60 * 1000 + 1);
    ok(await call('TransactWriteItems', request));
    expect(await get(hash, pk('counter'))).toEqual({ pk: S('counter'), n: N(2) });
  });
});
