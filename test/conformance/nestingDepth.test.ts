/**
 * How deep an item and an expression value may nest, and DynamoDB's answers past that, as captured
 * against the service in us-east-1 (nubo-db/dynamodb-conformance tests/tier3/limits/nestingDepth,
 * October 2026; nubo-db/dynoxide#110), in the wording us-east-1 used before the 2026 rewording
 * (src/engine/values/nesting.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { wrapped } from '../helpers/nestedValue.ts';
import { call, ok, testEngine } from '../helpers/wire.ts';

const TOO_DEEP =
  'Nesting Levels have exceeded supported limits: Attributes in the item have nested levels beyond supported limit';
const forKey = (key: string) =>
  `ExpressionAttributeValues contains invalid value: ${TOO_DEEP} for key ${key}`;

let engine: Engine;
beforeEach(() => {
  engine = testEngine();
  ok(engine, 'CreateTable', {
    TableName: 'docs',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
  });
  ok(engine, 'PutItem', { TableName: 'docs', Item: { pk: { S: 'e' } } });
});

/** The error's type and message, or 'ok'; a cancellation gives its reasons. */
function outcome(operation: string, body: object): string {
  const reply = call(engine, operation, body);
  if (reply.status === 200) return 'ok';
  const { __type, message, CancellationReasons } = reply.body;
  const type = String(__type).split('#')[1];
  return CancellationReasons ? `${type} ${JSON.stringify(CancellationReasons)}` : `${type}: ${message}`;
}

const conditioned = (value: object) => ({
  TableName: 'docs',
  Key: { pk: { S: 'e' } },
  ConditionExpression: '#d = :deep',
  ExpressionAttributeNames: { '#d': 'data' },
  ExpressionAttributeValues: { ':deep': value },
});
const transact = (action: string, body: object) =>
  outcome('TransactWriteItems', { TransactItems: [{ [action]: body }] });

describe('an item', () => {
  it('holds a value at level 32 (31 maps around it), not one at level 33', () => {
    const put = (levels: number) =>
      outcome('PutItem', { TableName: 'docs', Item: { pk: { S: `p${levels}` }, data: wrapped(levels) } });
    expect(put(31)).toBe('ok');
    // Inside the current layer's envelope, until a value nests so far that PutItem reads the request
    // in its older form (src/engine/values/valueLayer.ts).
    expect(put(32)).toBe(`ValidationException: 1 validation error detected: ${TOO_DEEP}`);
    for (const levels of [63, 200]) expect(put(levels)).toBe(`ValidationException: ${TOO_DEEP}`);
    const batch = (levels: number) =>
      outcome('BatchWriteItem', {
        RequestItems: { docs: [{ PutRequest: { Item: { pk: { S: 'b' }, data: wrapped(levels, true) } } }] },
      });
    expect(batch(31)).toBe('ok');
    expect(batch(32)).toBe(`ValidationException: ${TOO_DEEP}`);
    const transactPut = (levels: number) =>
      transact('Put', { TableName: 'docs', Item: { pk: { S: 't' }, data: wrapped(levels) } });
    expect(transactPut(31)).toBe('ok');
    expect(transactPut(32)).toBe(`ValidationException: ${TOO_DEEP}`);
  });
});

describe('an expression value', () => {
  it('is held to the item limit by a single-item operation, and named only far past it', () => {
    const update = (levels: number) =>
      outcome('UpdateItem', {
        ...conditioned(wrapped(levels)),
        UpdateExpression: 'SET t = :t',
        ExpressionAttributeValues: { ':t': { S: 'y' }, ':deep': wrapped(levels) },
      });
    expect(update(31)).toBe('ConditionalCheckFailedException: The conditional request failed');
    expect(update(32)).toBe(`ValidationException: 1 validation error detected: ${TOO_DEEP}`);
    expect(update(61)).toBe(`ValidationException: 1 validation error detected: ${TOO_DEEP}`);
    expect(update(63)).toBe(`ValidationException: ${forKey(':deep')}`);
  });

  it('may nest one level deeper in a transaction, failing only if written into the item', () => {
    expect(transact('ConditionCheck', conditioned(wrapped(32)))).toBe(
      'TransactionCanceledException [{"Code":"ConditionalCheckFailed","Message":"The conditional request failed"}]',
    );
    expect(
      transact('Update', {
        TableName: 'docs',
        Key: { pk: { S: 'e' } },
        UpdateExpression: 'SET deep = :deep',
        ExpressionAttributeValues: { ':deep': wrapped(32) },
      }),
    ).toBe(
      'TransactionCanceledException [{"Code":"ValidationError","Message":"Nesting Levels have exceeded supported limits"}]',
    );
    for (const [levels, list] of [
      [33, false],
      [61, true],
      [101, false],
    ] as const) {
      expect(transact('ConditionCheck', conditioned(wrapped(levels, list)))).toBe(
        `ValidationException: ${forKey(':deep')}`,
      );
    }
    expect(ok(engine, 'GetItem', { TableName: 'docs', Key: { pk: { S: 'e' } } }).Item).toEqual({
      pk: { S: 'e' },
    });
  });
});
