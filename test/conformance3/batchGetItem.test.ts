/**
 * BatchGetItem conformance. Recorded DynamoDB answers: architect/dynalite test/batchGetItem.js
 * (serializations, constraint messages, duplicate keys), nubo-db/dynamodb-conformance (mixed
 * projection styles, the 16 MB spill echoing the table's own parameters),
 * paritysuite/dynamodb-conformance (RequestItems and Keys lengths in the current layer's wording),
 * the API reference (each key read as a GetItem: capacity rounded per item; UnprocessedKeys for what
 * does not fit in 16 MB).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_TRANSPORTS,
  CLIENT_TRANSPORTS,
  constraintErrors,
  ok,
  parameterError,
  rejectsOn,
  validationOn,
  WIRE_TRANSPORTS,
} from '../conformance/support/suite.ts';
import { createTable, tableRequest } from '../conformance/support/tables.ts';
import { advance, capacityByTable, guardState, rejectsMatching, useManualEndpoint } from './support/setup.ts';

const context = useManualEndpoint();
const HASH = 'bget_hash';
const RANGE = 'bget_range';
const S = (value: string) => ({ S: value });
const N = (value: string) => ({ N: value });
const keys = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ({ a: S(String(from + i)) }));
const TABLE_KEYS =
  'Map keys must satisfy constraint: [Member must have length less than or equal to 255, ' +
  'Member must have length greater than or equal to 3, Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+]';

beforeAll(async () => {
  const dispatch = context.call.dispatch;
  await createTable(dispatch, tableRequest(HASH, ['a', 'S']));
  await createTable(dispatch, tableRequest(RANGE, ['a', 'S'], ['b', 'N']));
  ok(await dispatch('PutItem', { TableName: HASH, Item: { a: S('x'), v: N('1') } }));
});

describe('BatchGetItem serializations', () => {
  it.each([
    [{ RequestItems: true }, 'Unexpected field type'],
    [
      { RequestItems: [] },
      'Unrecognized collection type java.util.Map<java.lang.String, com.amazonaws.dynamodb.v20120810.KeysAndAttributes>',
    ],
    [{ RequestItems: { abc: 23 } }, 'Unexpected value type in payload'],
    [{ RequestItems: { abc: { Keys: {} } } }, 'Start of structure or map found where not expected'],
    [{ RequestItems: { abc: { Keys: [{ a: 'x' }] } } }, 'Unexpected value type in payload'],
    [
      { RequestItems: { abc: { Keys: [{}], ConsistentRead: 'maybe' } } },
      'Unexpected token received from parser',
    ],
    [{ ReturnConsumedCapacity: 1 }, 'NUMBER_VALUE cannot be converted to String'],
  ])('%j', async (body, message) => {
    await rejectsOn(context, WIRE_TRANSPORTS, 'BatchGetItem', body, 'SerializationException', message);
  });
});

describe('BatchGetItem validations', () => {
  const rejects = (body: object, message: string, transports = ALL_TRANSPORTS) =>
    validationOn(context, transports, 'BatchGetItem', body, message);
  guardState(context, [HASH, RANGE]);

  it('requires RequestItems, after the enum, and refuses an empty one as too short', async () => {
    await rejects(
      { ReturnConsumedCapacity: 'hi' },
      constraintErrors(
        "Value 'hi' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]",
        "Value null at 'requestItems' failed to satisfy constraint: Member must not be null",
      ),
    );
    await rejects(
      { RequestItems: {} },
      constraintErrors(
        "Value at 'RequestItems' failed to satisfy constraint: Member must have length greater than or equal to 1",
      ),
    );
  });

  it('checks table names and the 1 to 100 keys of each table', async () => {
    await rejectsMatching(
      context,
      ALL_TRANSPORTS,
      'BatchGetItem',
      { RequestItems: { 'aa;': { Keys: keys(1) } } },
      'ValidationException',
      new RegExp(
        `^1 validation error detected: Value '.+' at 'requestItems' failed to satisfy constraint: ${escape(TABLE_KEYS)}$`,
      ),
    );
    await rejects(
      { RequestItems: { [HASH]: { Keys: [] } } },
      constraintErrors(
        `Value at 'RequestItems.${HASH}.member.Keys' failed to satisfy constraint: Member must have length greater than or equal to 1`,
      ),
    );
    await rejects(
      { RequestItems: { [HASH]: { Keys: keys(101) } } },
      constraintErrors(
        `Value at 'RequestItems.${HASH}.member.Keys' failed to satisfy constraint: Member must have length less than or equal to 100`,
      ),
    );
  });

  it('counts keys across tables and refuses a key named twice (after normalising)', async () => {
    await rejects(
      {
        RequestItems: {
          [HASH]: { Keys: keys(60) },
          [RANGE]: { Keys: keys(41, 60).map((k, i) => ({ ...k, b: N(String(i)) })) },
        },
      },
      'Too many items requested for the BatchGetItem call',
    );
    await rejects(
      {
        RequestItems: {
          [RANGE]: {
            Keys: [
              { a: S('x'), b: N('1.0') },
              { b: N('01'), a: S('x') },
            ],
          },
        },
      },
      'Provided list of item keys contains duplicates',
    );
  });

  it('checks key values as GetItem does', async () => {
    await rejects(
      { RequestItems: { [HASH]: { Keys: [{ a: {} }] } } },
      'Supplied AttributeValue is empty, must contain exactly one of the supported datatypes',
      WIRE_TRANSPORTS,
    );
    await rejects(
      { RequestItems: { [HASH]: { Keys: [{ a: N('b') }] } } },
      'The parameter cannot be converted to a numeric value: b',
    );
  });

  it('checks each table projection and its parameters', async () => {
    await rejects(
      { RequestItems: { [HASH]: { Keys: keys(1), AttributesToGet: ['a', 'a'] } } },
      parameterError('Duplicate value in attribute name: a'),
    );
    const mix =
      'Can not use both expression and non-expression parameters in the same request: ' +
      'Non-expression parameters: {AttributesToGet} Expression parameters: {ProjectionExpression}';
    await rejects(
      { RequestItems: { [HASH]: { Keys: keys(1), AttributesToGet: ['a'], ProjectionExpression: 'a' } } },
      mix,
    );
    await rejects(
      {
        RequestItems: {
          [HASH]: { Keys: keys(1), ProjectionExpression: 'a' },
          [RANGE]: { Keys: [{ a: S('x'), b: N('1') }], AttributesToGet: ['a'] },
        },
      },
      mix,
    );
    await rejects(
      { RequestItems: { [HASH]: { Keys: keys(1), ProjectionExpression: 'a, a' } } },
      'Invalid ProjectionExpression: Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [a], path two: [a]',
    );
    await rejects(
      {
        RequestItems: {
          [HASH]: { Keys: keys(1), AttributesToGet: ['a'], ExpressionAttributeNames: { '#a': 'a' } },
        },
      },
      'ExpressionAttributeNames can only be specified when using expressions',
    );
    await rejects(
      {
        RequestItems: {
          [HASH]: { Keys: keys(1), ProjectionExpression: 'a', ExpressionAttributeNames: { '#a': 'a' } },
        },
      },
      'Value provided in ExpressionAttributeNames unused in expressions: keys: {#a}',
    );
  });

  it('checks tables and key schemas before reading anything', async () => {
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'BatchGetItem',
      { RequestItems: { [HASH]: { Keys: keys(1) }, nowhere: { Keys: keys(1) } } },
      'ResourceNotFoundException',
      'Requested resource not found',
    );
    for (const key of [{ a: N('1') }, { a: S('x'), b: S('y') }, {}]) {
      await rejects(
        { RequestItems: { [HASH]: { Keys: [key] } } },
        'The provided key element does not match the schema',
        Object.keys(key).length === 0 ? WIRE_TRANSPORTS : ALL_TRANSPORTS,
      );
    }
    await rejects(
      { RequestItems: { [HASH]: { Keys: [{ a: S('') }] } } },
      'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: a',
    );
  });
});

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

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
