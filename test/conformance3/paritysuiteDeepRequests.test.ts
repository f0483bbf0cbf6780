/**
 * Which error DynamoDB reports when a request carries a value nested past its limits and something
 * else is wrong too, as paritysuite/dynamodb-conformance captured it
 * (tests/tier3/validation-ordering/deepRequests.test.ts; eu-west-2 and us-east-1, 2026-10-09, the
 * Scan and transaction cases in ten regions). Every table is absent: each answer comes before the
 * table is looked up. Through dispatch.
 */
import { describe, expect, it } from 'vitest';
import { wrapped as deep } from '../helpers/nestedValue.ts';
import { fails, testEngine } from '../helpers/wire.ts';
import { S } from '../helpers/attributeValues.ts';

const NEST =
  'Nesting Levels have exceeded supported limits: Attributes in the item have nested levels beyond supported limit';
const nestForKey = (key: string) =>
  `ExpressionAttributeValues contains invalid value: ${NEST} for key ${key}`;
const XOR_OLDER =
  "1 validation error detected: Value 'XOR' at 'conditionalOperator' failed to satisfy constraint: Member must satisfy enum value set: [OR, AND]";
const RV_OLDER =
  "1 validation error detected: Value 'BOGUS' at 'returnValues' failed to satisfy constraint: Member must satisfy enum value set: [ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]";
const SYNTAX = 'Invalid ConditionExpression: Syntax error; token: "=", near: "= = b"';
const EMPTY_NAME = 'Empty attribute name';
const A = 'deep_order_absent';

const engine = testEngine();
const key = (pk: unknown) => ({ pk, sk: S('1') });

function refusal(operation: string, body: Record<string, unknown>): string {
  const reply = fails(engine, operation, body);
  expect(reply.type).toBe('ValidationException');
  return reply.message;
}
const transact = (...TransactItems: unknown[]) => refusal('TransactWriteItems', { TransactItems });

describe('legacy conditions', () => {
  it('report XOR in the older wording ahead of an Expected value nested 100 levels', () => {
    const expected = {
      Expected: { a: { Value: deep(100) }, b: { Exists: false } },
      ConditionalOperator: 'XOR',
    };
    expect(refusal('PutItem', { TableName: A, Item: key(S('a')), ...expected })).toBe(XOR_OLDER);
    expect(
      refusal('UpdateItem', {
        TableName: A,
        Key: key(S('a')),
        AttributeUpdates: { x: { Action: 'PUT', Value: S('1') } },
        ...expected,
      }),
    ).toBe(XOR_OLDER);
  });

  it('give a Scan one of the two regional answers', () => {
    const message = refusal('Scan', {
      TableName: A,
      ScanFilter: { a: { ComparisonOperator: 'EQ', AttributeValueList: [deep(40)] } },
      ConditionalOperator: 'AND',
    });
    expect([
      NEST,
      'ConditionalOperator can only be used when Filter or Expected has two or more elements',
    ]).toContain(message);
  });
});

describe('TransactWriteItems, action by action', () => {
  const put = (item: Record<string, unknown>, extra = {}) => ({
    Put: { TableName: A, Item: item, ...extra },
  });
  const conditionCheck = (Key: unknown, extra: Record<string, unknown>) => ({
    ConditionCheck: { TableName: A, Key, ...extra },
  });
  const deepValue = (depth: number) => ({
    ConditionExpression: 'd = :deep',
    ExpressionAttributeValues: { ':deep': deep(depth) },
  });
  const unusedValue = {
    Update: {
      TableName: A,
      Key: key(S('a')),
      UpdateExpression: 'SET a = :v',
      ExpressionAttributeValues: { ':v': S('x'), ':u': S('y') },
    },
  };

  it('reports the earlier action’s problem, whatever kind either is', () => {
    expect(transact(put({ ...key(S('b')), d: deep(40) }), put({ ...key(S('a')), '': S('x') }))).toBe(NEST);
    expect(transact(put({ ...key(S('a')), '': S('x') }), put({ ...key(S('b')), d: deep(100) }))).toBe(
      EMPTY_NAME,
    );
    expect(transact(put({ ...key(S('a')), '': S('x') }), conditionCheck(key(S('b')), deepValue(100)))).toBe(
      EMPTY_NAME,
    );
    expect([nestForKey(':deep'), NEST]).toContain(
      transact(conditionCheck(key(S('b')), deepValue(40)), put({ ...key(S('a')), '': S('x') })),
    );
    const update = {
      Update: {
        TableName: A,
        Key: key(S('a')),
        UpdateExpression: 'SET d = :deep',
        ExpressionAttributeValues: { ':deep': deep(40) },
      },
    };
    expect([nestForKey(':deep'), NEST]).toContain(transact(update, put({ ...key(S('b')), '': S('x') })));
    expect(
      transact(
        { Delete: { TableName: A, Key: key(deep(40)) } },
        put(key(S('a')), { ConditionExpression: 'a = = b' }),
      ),
    ).toBe(NEST);
    expect(
      transact(conditionCheck(key(deep(40)), { ConditionExpression: 'attribute_exists(a)' }), unusedValue),
    ).toBe(NEST);
    expect(
      transact(put(key(S('a')), { ConditionExpression: 'a = = b' }), {
        Delete: { TableName: A, Key: key(deep(100)) },
      }),
    ).toBe(SYNTAX);
    const oversized = {
      Update: {
        ...unusedValue.Update,
        UpdateExpression: 'SET ' + Array.from({ length: 500 }, (_, i) => `a${i} = :v`).join(', '),
        ExpressionAttributeValues: { ':v': S('x') },
      },
    };
    expect(
      transact(oversized, conditionCheck(key(deep(100)), { ConditionExpression: 'attribute_exists(a)' })),
    ).toBe('Invalid UpdateExpression: Expression size has exceeded the maximum allowed size;');
    expect(
      transact(unusedValue, conditionCheck(key(deep(100)), { ConditionExpression: 'attribute_exists(a)' })),
    ).toBe('Value provided in ExpressionAttributeValues unused in expressions: keys: {:u}');
  });

  it('reads an item’s names before its values, and its values in order', () => {
    expect(transact(put({ ...key(S('a')), '': S('x'), d: deep(100) }))).toBe(EMPTY_NAME);
    expect(transact(put({ ...key(S('a')), d: deep(100), '': S('x') }))).toBe(EMPTY_NAME);
    expect(transact(put({ ...key(S('a')), m: { M: { '': S('x') } }, d: deep(40) }))).toBe(NEST);
  });

  it('reads a Delete’s condition before holding its key to the depth limit', () => {
    expect(transact({ Delete: { TableName: A, Key: key(deep(100)), ConditionExpression: 'a = = b' } })).toBe(
      SYNTAX,
    );
    const condition = 'a = :v' + ' AND a = :v'.repeat(373);
    expect(
      transact({
        Delete: {
          TableName: A,
          Key: key(deep(100)),
          ConditionExpression: condition,
          ExpressionAttributeValues: { ':v': S('x') },
        },
      }),
    ).toBe(
      'Invalid ConditionExpression: Expression size has exceeded the maximum allowed size; expression size: 4109',
    );
  });
});

describe('DeleteItem ReturnValues past the second limit', () => {
  const condition = (depth: number) => ({
    ConditionExpression: '#d = :deep',
    ExpressionAttributeNames: { '#d': 'd' },
    ExpressionAttributeValues: { ':deep': deep(depth) },
  });

  it('refuses an unknown value in the older wording, and UPDATED_NEW bare, ahead of the depth', () => {
    const remove = (body: Record<string, unknown>) =>
      refusal('DeleteItem', { TableName: A, Key: key(S('a')), ...body });
    expect(remove({ ...condition(63), ReturnValues: 'BOGUS' })).toBe(RV_OLDER);
    expect(remove({ Expected: { d: { Value: deep(63) } }, ReturnValues: 'BOGUS' })).toBe(RV_OLDER);
    expect(refusal('DeleteItem', { TableName: A, Key: key(deep(100)), ReturnValues: 'BOGUS' })).toBe(
      RV_OLDER,
    );
    expect(remove({ ...condition(100), ReturnValues: 'UPDATED_NEW' })).toBe(
      'ReturnValues can only be ALL_OLD or NONE',
    );
  });
});
