import { describe, expect, it } from 'vitest';
import { Engine } from '../engine/engine.ts';
import { dispatch } from './dispatch.ts';
import { dispatchTraced, dispatchTracedAsync } from './dispatchTraced.ts';

const T = 'DynamoDB_20120810.';

function engineWithTable(options: ConstructorParameters<typeof Engine>[0] = {}) {
  const engine = new Engine({
    tableStatusDelayMs: 0,
    clock: { start: 1_800_000_000_000, running: false },
    ...options,
  });
  dispatch(
    engine,
    `${T}CreateTable`,
    JSON.stringify({
      TableName: 'app',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
    }),
  );
  return engine;
}

describe('dispatchTraced error positions', () => {
  it('gives the offsets of an expression error without changing the wire reply', () => {
    const body = JSON.stringify({
      TableName: 'app',
      KeyConditionExpression: 'PK = :pk AND = :x',
      ExpressionAttributeValues: { ':pk': { S: 'a' }, ':x': { S: 'b' } },
    });
    const traced = dispatchTraced(engineWithTable(), `${T}Query`, body);
    const plain = dispatch(engineWithTable(), `${T}Query`, body);
    expect({ status: traced.status, body: traced.body }).toEqual(plain);
    expect(plain.body).not.toContain('start');
    expect(traced.errorPosition).toEqual({ kind: 'KeyConditionExpression', start: 13, end: 14 });
  });

  it('keeps the offsets of an item write’s expression error inside the validation envelope', () => {
    const traced = dispatchTraced(
      engineWithTable(),
      `${T}UpdateItem`,
      JSON.stringify({ TableName: 'app', Key: { PK: { S: 'a' } }, UpdateExpression: 'SET a = = :v' }),
    );
    expect(JSON.parse(traced.body).message).toBe(
      '1 validation error detected: Invalid UpdateExpression: Syntax error; token: "=", near: "= = :v"',
    );
    expect(traced.errorPosition).toEqual({ kind: 'UpdateExpression', start: 8, end: 9 });
  });

  it('gives the offsets of a PartiQL error in the statement', () => {
    const traced = dispatchTraced(
      engineWithTable(),
      `${T}ExecuteStatement`,
      JSON.stringify({ Statement: 'SELECT * FROM "app" WHERE PK = = 1' }),
    );
    expect(traced.status).toBe(400);
    const { kind, start, end } = traced.errorPosition!;
    expect(kind).toBe('Statement');
    expect('SELECT * FROM "app" WHERE PK = = 1'.slice(start, end)).toBe('=');
    expect(start).toBe(31);
  });

  it('has no position for errors that are not about an expression', () => {
    const traced = dispatchTraced(
      engineWithTable(),
      `${T}GetItem`,
      '{"TableName":"missing","Key":{"PK":{"S":"a"}}}',
    );
    expect(traced.status).toBe(400);
    expect(traced.errorPosition).toBeUndefined();
  });
});

describe('dispatchTracedAsync', () => {
  it('traces what a request charged, and waits for an in-flight transaction', async () => {
    const engine = engineWithTable({ transactionLatencyMs: 20 });
    const put = await dispatchTracedAsync(
      engine,
      `${T}PutItem`,
      '{"TableName":"app","Item":{"PK":{"S":"b"}}}',
    );
    expect(put.trace).toMatchObject({
      operation: 'PutItem',
      capacity: [{ resource: 'app', read: 0, write: 1 }],
    });

    let settled = false;
    const pending = dispatchTracedAsync(
      engine,
      `${T}TransactWriteItems`,
      JSON.stringify({ TransactItems: [{ Put: { TableName: 'app', Item: { PK: { S: 'a' } } } }] }),
    ).then((reply) => {
      settled = true;
      return reply;
    });
    // Another request while the transaction is in flight is traced on its own.
    const read = dispatchTraced(engine, `${T}GetItem`, '{"TableName":"app","Key":{"PK":{"S":"b"}}}');
    expect(read.trace).toMatchObject({ operation: 'GetItem', itemsRead: 1, itemsReturned: 1 });
    await Promise.resolve();
    expect(settled).toBe(false);
    engine.advance(20);
    const reply = await pending;
    expect(reply.status).toBe(200);
    expect(reply.trace.operation).toBe('TransactWriteItems');
  });
});

describe('dispatchTraced for a vector search', () => {
  it('counts the vectors compared in the searched partition and the results returned', () => {
    const engine = new Engine({
      tableStatusDelayMs: 0,
      gsiPropagationDelayMs: 0,
      clock: { start: 1_800_000_000_000, running: false },
    });
    const send = (operation: string, request: object) =>
      dispatch(engine, T + operation, JSON.stringify(request));
    send('CreateTable', {
      TableName: 'docs',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'tenant', AttributeType: 'S' },
      ],
      VectorIndexes: [
        {
          IndexName: 'vix',
          VectorAttribute: { AttributeName: 'emb' },
          SearchSchema: [{ AttributeName: 'tenant', SearchSchemaElementType: 'HASH' }],
          Projection: { ProjectionType: 'KEYS_ONLY' },
          Dimensions: 2,
          DistanceFunction: 'EUCLIDEAN',
        },
      ],
    });
    engine.advance(1);
    for (const [PK, tenant] of [
      ['a', 't1'],
      ['b', 't1'],
      ['c', 't1'],
      ['d', 't2'],
    ]) {
      const emb = { L: [{ N: '1' }, { N: PK === 'a' ? '0' : '2' }] };
      expect(
        send('PutItem', { TableName: 'docs', Item: { PK: { S: PK }, tenant: { S: tenant }, emb } }).status,
      ).toBe(200);
    }
    engine.advance(1);
    const traced = dispatchTraced(
      engine,
      `${T}SearchVectors`,
      JSON.stringify({
        TableName: 'docs',
        IndexName: 'vix',
        SearchVector: [{ N: '1' }, { N: '0' }],
        TopK: 2,
        SearchConditionExpression: 'tenant = :t',
        ExpressionAttributeValues: { ':t': { S: 't1' } },
      }),
    );
    expect(traced.status).toBe(200);
    expect(traced.trace).toMatchObject({ operation: 'SearchVectors', itemsRead: 3, itemsReturned: 2 });
  });
});

describe('dispatchTraced for a PartiQL SELECT', () => {
  it('counts as returned only the items its WHERE keeps, as the reply holds them', () => {
    const engine = engineWithTable();
    for (const [PK, total] of [
      ['a', '5'],
      ['b', '50'],
      ['c', '500'],
    ]) {
      const item = { PK: { S: PK }, total: { N: total } };
      dispatch(engine, `${T}PutItem`, JSON.stringify({ TableName: 'app', Item: item }));
    }
    const traced = dispatchTraced(
      engine,
      `${T}ExecuteStatement`,
      JSON.stringify({ Statement: 'SELECT * FROM "app" WHERE total > 10' }),
    );
    expect(JSON.parse(traced.body).Items).toHaveLength(2);
    // A full scan reads all three items, and pays for them; the WHERE drops one after the read.
    expect(traced.trace).toMatchObject({ operation: 'ExecuteStatement', itemsRead: 3, itemsReturned: 2 });
  });
});
