/**
 * BatchGetItem functionality through dispatch and the AWS SDK. Recorded DynamoDB answers:
 * nubo-db/dynamodb-conformance (mixed projection styles, the 16 MB spill echoing the table's own
 * parameters), the API reference (each key read as a GetItem: capacity rounded per item;
 * UnprocessedKeys for what does not fit in 16 MB). Rejected requests are in batchGetItem.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TRANSPORTS, ok } from '../conformance/support/suite.ts';
import { createTable, tableRequest } from '../conformance/support/tables.ts';
import { advance, capacityByTable, useManualEndpoint } from './support/setup.ts';
import { N, S } from '../helpers/attributeValues.ts';

const context = useManualEndpoint();

describe.each(CLIENT_TRANSPORTS)('BatchGetItem functionality via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const hash = `bget_items_${via}`;
  const ranged = `bget_items_range_${via}`;
  const sorted = (items: Record<string, { S?: string; N?: string }>[]) =>
    [...items].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));

  beforeAll(async () => {
    const dispatch = context.call.dispatch;
    await createTable(dispatch, tableRequest(hash, ['a', 'S']));
    await createTable(dispatch, tableRequest(ranged, ['a', 'S'], ['b', 'N']));
    for (const a of ['k1', 'k2', 'k3'])
      ok(
        await dispatch('PutItem', {
          TableName: hash,
          Item: { a: S(a), v: N('1'), w: S('w'), pad: S('x'.repeat(5000)) },
        }),
      );
    for (const b of ['1', '2'])
      ok(await dispatch('PutItem', { TableName: ranged, Item: { a: S('r'), b: N(b), name: S(`n${b}`) } }));
  });

  it('reads several tables, each with its own projection; missing keys are simply absent', async () => {
    const body = ok(
      await call('BatchGetItem', {
        RequestItems: {
          [hash]: {
            Keys: [{ a: S('k1') }, { a: S('missing') }, { a: S('k2') }],
            ProjectionExpression: 'a, #v',
            ExpressionAttributeNames: { '#v': 'v' },
          },
          [ranged]: {
            Keys: [{ a: S('r'), b: N('2.0') }],
            ProjectionExpression: '#n',
            ExpressionAttributeNames: { '#n': 'name' },
          },
        },
      }),
    );
    expect(sorted(body.Responses[hash])).toEqual([
      { a: S('k1'), v: N('1') },
      { a: S('k2'), v: N('1') },
    ]);
    expect(body.Responses[ranged]).toEqual([{ name: S('n2') }]);
    expect(body.UnprocessedKeys).toEqual({});
    expect(body.ConsumedCapacity).toBeUndefined();
  });

  it('charges each key like a GetItem: per item, rounded up, halved when eventually consistent', async () => {
    const request = (ConsistentRead: boolean, ReturnConsumedCapacity: string) => ({
      RequestItems: {
        [hash]: { Keys: [{ a: S('k1') }, { a: S('k2') }, { a: S('missing') }], ConsistentRead },
        [ranged]: { Keys: [{ a: S('r'), b: N('1') }] },
      },
      ReturnConsumedCapacity,
    });
    // Two ~5 KB items (2 units each) and a missing one (1 unit) on the hash table.
    expect(capacityByTable(ok(await call('BatchGetItem', request(true, 'TOTAL'))))).toEqual({
      [hash]: { TableName: hash, CapacityUnits: 5 },
      [ranged]: { TableName: ranged, CapacityUnits: 0.5 },
    });
    expect(capacityByTable(ok(await call('BatchGetItem', request(false, 'INDEXES'))))).toEqual({
      [hash]: { TableName: hash, CapacityUnits: 2.5, Table: { CapacityUnits: 2.5 } },
      [ranged]: { TableName: ranged, CapacityUnits: 0.5, Table: { CapacityUnits: 0.5 } },
    });
    expect(ok(await call('BatchGetItem', request(false, 'NONE'))).ConsumedCapacity).toBeUndefined();
  });

  it('accepts a table ARN as the RequestItems key and answers under it', async () => {
    const arn = `arn:aws:dynamodb:${context.endpoint.engine.region}:000000000000:table/${hash}`;
    const described = ok(await context.call.dispatch('DescribeTable', { TableName: hash }));
    expect(described.Table.TableArn).toBe(arn);
    const body = ok(
      await call('BatchGetItem', {
        RequestItems: { [arn]: { Keys: [{ a: S('k3') }], ProjectionExpression: 'a' } },
      }),
    );
    expect(body.Responses).toEqual({ [arn]: [{ a: S('k3') }] });
  });

  it('hands back what does not fit in 16 MB as UnprocessedKeys, with the table parameters', async () => {
    const big = `bget_big_${via}`;
    await createTable(context.call.dispatch, tableRequest(big, ['a', 'S']));
    const pad = 'x'.repeat(390 * 1024);
    for (let i = 0; i < 44; i++) {
      ok(await context.call.dispatch('PutItem', { TableName: big, Item: { a: S(`b${i}`), pad: S(pad) } }));
      // 391 write units each: one write per simulated second stays within a partition's 1,000.
      advance(context, 1000);
    }
    const request = {
      Keys: Array.from({ length: 44 }, (_, i) => ({ a: S(`b${i}`) })),
      ProjectionExpression: '#a, #p',
      ExpressionAttributeNames: { '#a': 'a', '#p': 'pad' },
      ConsistentRead: false,
    };
    const first = ok(await call('BatchGetItem', { RequestItems: { [big]: request } }));
    const served = first.Responses[big].length;
    // 16 MB / ~390 KB: 42 items fit, the rest spill.
    expect(served).toBe(42);
    const { Keys: left, ...parameters } = first.UnprocessedKeys[big];
    expect(parameters).toEqual({
      ProjectionExpression: '#a, #p',
      ExpressionAttributeNames: { '#a': 'a', '#p': 'pad' },
      ConsistentRead: false,
    });
    expect(left).toHaveLength(44 - served);
    const readKeys = new Set(first.Responses[big].map((item: { a: { S: string } }) => item.a.S));
    for (const k of left as { a: { S: string } }[]) expect(readKeys.has(k.a.S)).toBe(false);
    advance(context, 1000);
    const second = ok(await call('BatchGetItem', { RequestItems: first.UnprocessedKeys }));
    expect(second.Responses[big]).toHaveLength(44 - served);
    expect(second.UnprocessedKeys).toEqual({});
  });
});
