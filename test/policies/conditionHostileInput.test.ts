/**
 * Resource policies written to break the sandbox, and requests written to slip past them: wildcard
 * patterns that made a backtracking match hang the engine, long value lists read again per item,
 * operator and key names that are JavaScript's own ("__proto__"), policy variables in a document
 * whose language version has none, and members an operation does not take beside the one that names
 * its item (policies/*.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot } from '../../src/engine/snapshot/importSnapshot.ts';
import { call, ok, testEngine } from '../helpers/wire.ts';

const DELAY = 400;
const arnOf = (table: string) => `arn:aws:dynamodb:us-east-1:000000000000:table/${table}`;

/** A table keyed by tenant (S) and id (S), with tenant a's item. */
function tenantTable(name = 'notes'): Engine {
  const engine = testEngine({ tableStatusDelayMs: DELAY });
  ok(engine, 'CreateTable', {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'tenant', KeyType: 'HASH' },
      { AttributeName: 'id', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'tenant', AttributeType: 'S' },
      { AttributeName: 'id', AttributeType: 'S' },
    ],
  });
  engine.advance(DELAY);
  ok(engine, 'PutItem', { TableName: name, Item: key('a') });
  return engine;
}

const key = (tenant: string) => ({ tenant: { S: tenant }, id: { S: '1' } });

/** Puts a document of Deny statements on `table`: Version 2012-10-17, another, or (null) none. */
function deny(
  engine: Engine,
  statements: Record<string, unknown>[],
  { table = 'notes', version = '2012-10-17' as string | null } = {},
): void {
  ok(engine, 'PutResourcePolicy', {
    ResourceArn: arnOf(table),
    Policy: JSON.stringify({
      Version: version ?? undefined,
      Statement: statements.map((s) => ({
        Effect: 'Deny',
        Principal: '*',
        Action: 'dynamodb:*',
        Resource: arnOf(table),
        ...s,
      })),
    }),
    ConfirmRemoveSelfResourceAccess: true,
  });
  engine.advance(DELAY);
}

const denied = (engine: Engine, operation: string, body: Record<string, unknown>) => {
  const reply = call(engine, operation, body);
  expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(500);
  return reply.status === 400 && String(reply.body.__type).endsWith('#AccessDeniedException');
};

/** Milliseconds `run` takes. */
function timed(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

// `*a` nine times then `b`, against forty a's: a regular expression of `.*`s backtracked for seconds.
const STARS = `${'*a'.repeat(9)}b`;
const A40 = 'a'.repeat(40);

describe('a wildcard pattern', () => {
  it('in a Condition is matched in time, however many stars it has', () => {
    const engine = tenantTable();
    deny(engine, [
      { Action: 'dynamodb:GetItem', Condition: { StringLike: { 'dynamodb:LeadingKeys': STARS } } },
    ]);
    let refused = true;
    const ms = timed(() => {
      refused = denied(engine, 'GetItem', { TableName: 'notes', Key: key(A40) });
    });
    expect(refused).toBe(false);
    expect(ms).toBeLessThan(1000);
    expect(denied(engine, 'GetItem', { TableName: 'notes', Key: key(`${A40}b`) })).toBe(true);
  });

  it('in a Resource is matched in time, when the policy is put and when it is enforced', () => {
    const engine = tenantTable(A40);
    const ms = timed(() => {
      deny(engine, [{ Resource: `arn:aws:dynamodb:*:*:table/${STARS}` }], { table: A40 });
      expect(denied(engine, 'GetItem', { TableName: A40, Key: key('a') })).toBe(false);
    });
    expect(ms).toBeLessThan(1000);
  });

  it('keeps IAM’s meaning: `?` one character, `${*}` a literal star, Action without regard to case', () => {
    const engine = tenantTable();
    deny(engine, [
      {
        Action: 'DynamoDB:GETITEM',
        Condition: { StringLike: { 'dynamodb:LeadingKeys': ['t?-*', 'x${*}'] } },
      },
    ]);
    expect(denied(engine, 'GetItem', { TableName: 'notes', Key: key('t1-') })).toBe(true);
    expect(denied(engine, 'GetItem', { TableName: 'notes', Key: key('t12-') })).toBe(false);
    expect(denied(engine, 'GetItem', { TableName: 'notes', Key: key('x*') })).toBe(true);
    expect(denied(engine, 'GetItem', { TableName: 'notes', Key: key('xy') })).toBe(false);
  });
});

describe('a long list of values', () => {
  it('is read once, not again for each item of an oversized batch before its refusal', () => {
    const engine = tenantTable();
    const tenants = Array.from({ length: 1500 }, (_, i) => `t${i}*`);
    deny(engine, [{ Condition: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': tenants } } }]);
    // 30,000 keys (the limit is 100): reading the 1,500 values again per key took about 12 s.
    const Keys = Array.from({ length: 30_000 }, (_, i) => key(`k${i}`));
    let type = '';
    const ms = timed(() => {
      type = String(call(engine, 'BatchGetItem', { RequestItems: { notes: { Keys } } }).body.__type);
    });
    expect(type).toMatch(/#ValidationException$/);
    expect(ms).toBeLessThan(4000);
  });
});

describe('an operator or key named "__proto__"', () => {
  it('is kept as written and, as any operator IAM does not define, not enforced', () => {
    const engine = tenantTable();
    // Written through JSON.parse, as a request's body is read: "__proto__" is then an own member.
    const written = JSON.parse('{"__proto__":{"aws:PrincipalAccount":"111122223333"}}');
    deny(engine, [{ Condition: written }]);
    const policy = String(ok(engine, 'GetResourcePolicy', { ResourceArn: arnOf('notes') }).Policy);
    expect(policy).toContain('"Condition":{"__proto__":{"aws:PrincipalAccount":"111122223333"}}');
    expect(denied(engine, 'GetItem', { TableName: 'notes', Key: key('a') })).toBe(false);
  });

  it('as a condition key is a key the request does not have', () => {
    const engine = tenantTable();
    deny(engine, [{ Condition: { StringEquals: JSON.parse('{"__proto__":"x"}') } }]);
    const policy = String(ok(engine, 'GetResourcePolicy', { ResourceArn: arnOf('notes') }).Policy);
    expect(policy).toContain('"Condition":{"StringEquals":{"__proto__":"x"}}');
    expect(denied(engine, 'GetItem', { TableName: 'notes', Key: key('a') })).toBe(false);
  });
});

describe('a policy variable', () => {
  const sameAccount = { StringEquals: { 'aws:PrincipalAccount': '${aws:ResourceAccount}' } };

  it('is read in a document of Version 2012-10-17, also after a snapshot round trip', () => {
    const engine = tenantTable();
    deny(engine, [{ Condition: sameAccount }]);
    expect(denied(engine, 'GetItem', { TableName: 'notes', Key: key('a') })).toBe(true);
    const restored = testEngine({ tableStatusDelayMs: DELAY });
    importSnapshot(restored, JSON.parse(JSON.stringify(exportSnapshot(engine))));
    expect(denied(restored, 'GetItem', { TableName: 'notes', Key: key('a') })).toBe(true);
  });

  it('is literal text in one of 2008-10-17, or of no Version, as IAM reads them', () => {
    for (const version of ['2008-10-17', null]) {
      const engine = tenantTable();
      deny(engine, [{ Condition: sameAccount }], { version });
      expect(denied(engine, 'GetItem', { TableName: 'notes', Key: key('a') })).toBe(false);
      const restored = testEngine({ tableStatusDelayMs: DELAY });
      importSnapshot(restored, JSON.parse(JSON.stringify(exportSnapshot(engine))));
      expect(denied(restored, 'GetItem', { TableName: 'notes', Key: key('a') })).toBe(false);
      engine.advance(15_000);
      deny(engine, [{ Condition: { StringEquals: { 'aws:PrincipalAccount': '${*}' } } }], { version });
      expect(denied(engine, 'GetItem', { TableName: 'notes', Key: key('a') })).toBe(false);
    }
  });
});

describe('a member the operation does not take', () => {
  it('does not stand for the item a Deny on dynamodb:LeadingKeys tests, and the refusal changes nothing', () => {
    const engine = tenantTable();
    deny(engine, [{ Condition: { 'ForAnyValue:StringNotEquals': { 'dynamodb:LeadingKeys': 'a' } } }]);
    const before = JSON.stringify(exportSnapshot(engine));
    const stray = { Key: key('a') };
    expect(denied(engine, 'PutItem', { TableName: 'notes', Item: key('b'), ...stray })).toBe(true);
    const put = { Put: { TableName: 'notes', Item: key('b'), ...stray } };
    expect(denied(engine, 'TransactWriteItems', { TransactItems: [put], ...stray })).toBe(true);
    const batch = { RequestItems: { notes: [{ PutRequest: { Item: key('b') } }] } };
    expect(denied(engine, 'BatchWriteItem', { ...batch, ...stray })).toBe(true);
    const query = {
      TableName: 'notes',
      KeyConditionExpression: 'tenant = :t',
      ExpressionAttributeValues: { ':t': { S: 'b' } },
    };
    expect(denied(engine, 'Query', { ...query, ...stray })).toBe(true);
    expect(denied(engine, 'GetItem', { TableName: 'notes', Key: key('b'), Item: key('a') })).toBe(true);
    expect(JSON.stringify(exportSnapshot(engine))).toBe(before);
    // The members the operations do take still pass for tenant a.
    expect(denied(engine, 'PutItem', { TableName: 'notes', Item: key('a') })).toBe(false);
    expect(
      denied(engine, 'BatchWriteItem', { RequestItems: { notes: [{ DeleteRequest: { Key: key('a') } }] } }),
    ).toBe(false);
  });
});
