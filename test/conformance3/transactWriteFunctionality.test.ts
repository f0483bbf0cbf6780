/**
 * What TransactWriteItems does, through dispatch and the AWS SDK: all actions or none, twice the
 * write capacity, ClientRequestToken idempotency for 10 minutes, ItemCollectionMetrics, index
 * maintenance. Recorded DynamoDB answers: nubo-db/dynamodb-conformance and
 * paritysuite/dynamodb-conformance (2026 captures); the API reference and developer guide.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectIndexesMatchTable } from '../helpers/indexInvariant.ts';
import { CLIENT_TRANSPORTS, failed, ok } from '../conformance/support/suite.ts';
import { createTable, tableRequest } from '../conformance/support/tables.ts';
import { indexedTableRequest, key, orderItem } from './support/indexedTable.ts';
import {
  advance,
  cancelled,
  capacityByTable,
  expectStateUnchanged,
  useManualEndpoint,
} from './support/setup.ts';
import { check, createTransactWriteTables, N, pk, put, remove, S, update } from './support/transactWrite.ts';

const context = useManualEndpoint();

beforeAll(() => createTransactWriteTables(context.call.dispatch));

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
