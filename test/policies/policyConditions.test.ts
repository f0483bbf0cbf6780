/**
 * A Deny with a Condition, enforced when the Condition holds for the request, by IAM's rules
 * (policies/conditionEvaluation.ts) over the context the sandbox fills (policies/requestContext.ts):
 * fine-grained access control with dynamodb:LeadingKeys and dynamodb:Attributes, per item in batches
 * and transactions; table tags; keys the sandbox's requests never carry; IfExists, Null and the set
 * operators with a missing key or an empty set. A refused request changes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { call, fails, ok, testEngine } from '../helpers/wire.ts';

const ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/notes';
const DELAY = 400;

/** A multi-tenant table keyed by tenant and id, tagged env=prod, with an index by owner. */
function notesTable(): Engine {
  const engine = testEngine({ tableStatusDelayMs: DELAY });
  ok(engine, 'CreateTable', {
    TableName: 'notes',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'tenant', KeyType: 'HASH' },
      { AttributeName: 'id', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'tenant', AttributeType: 'S' },
      { AttributeName: 'id', AttributeType: 'S' },
      { AttributeName: 'owner', AttributeType: 'S' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'by-owner',
        KeySchema: [{ AttributeName: 'owner', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
    Tags: [{ Key: 'env', Value: 'prod' }],
  });
  engine.advance(DELAY);
  for (const tenant of ['a', 'b']) {
    ok(engine, 'PutItem', { TableName: 'notes', Item: item(tenant, '1') });
  }
  return engine;
}

const item = (tenant: string, id: string) => ({
  tenant: { S: tenant },
  id: { S: id },
  owner: { S: `${tenant}-owner` },
  secret: { S: 'x' },
});
const key = (tenant: string, id = '1') => ({ tenant: { S: tenant }, id: { S: id } });

/** Attaches a Deny to "*" on the table and its indexes for every statement given, and applies it. */
function deny(engine: Engine, ...statements: Record<string, unknown>[]): void {
  ok(engine, 'PutResourcePolicy', {
    ResourceArn: ARN,
    Policy: JSON.stringify({
      // The language version with policy variables (one case below uses one).
      Version: '2012-10-17',
      Statement: statements.map((s) => ({
        Effect: 'Deny',
        Principal: '*',
        Action: 'dynamodb:*',
        Resource: [ARN, `${ARN}/index/*`],
        ...s,
      })),
    }),
    ConfirmRemoveSelfResourceAccess: true,
  });
  engine.advance(DELAY);
}

const denied = (engine: Engine, operation: string, body: Record<string, unknown>) => {
  const reply = call(engine, operation, body);
  return reply.status === 400 && String(reply.body.__type).endsWith('#AccessDeniedException');
};

/** The Deny that keeps the caller to tenant a's partition: any other leading key is refused. */
const onlyTenantA = {
  Action: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:BatchWriteItem'],
  Condition: { 'ForAnyValue:StringNotEquals': { 'dynamodb:LeadingKeys': ['a'] } },
};
const query = (tenant: string) => ({
  TableName: 'notes',
  KeyConditionExpression: '#t = :t AND begins_with(id, :p)',
  ExpressionAttributeNames: { '#t': 'tenant' },
  ExpressionAttributeValues: { ':t': { S: tenant }, ':p': { S: '1' } },
});

describe('a Deny on dynamodb:LeadingKeys', () => {
  it('keeps GetItem, PutItem and Query to one tenant’s partition keys', () => {
    const engine = notesTable();
    deny(engine, onlyTenantA);
    expect(denied(engine, 'GetItem', { TableName: 'notes', Key: key('a') })).toBe(false);
    expect(fails(engine, 'GetItem', { TableName: 'notes', Key: key('b') })).toMatchObject({
      type: 'AccessDeniedException',
      message: `User: arn:aws:iam::000000000000:root is not authorized to perform: dynamodb:GetItem on resource: ${ARN} with an explicit deny in a resource-based policy`,
    });
    expect(denied(engine, 'PutItem', { TableName: 'notes', Item: item('a', '2') })).toBe(false);
    expect(denied(engine, 'PutItem', { TableName: 'notes', Item: item('b', '2') })).toBe(true);
    expect(denied(engine, 'Query', query('a'))).toBe(false);
    expect(denied(engine, 'Query', query('b'))).toBe(true);
    const legacy = {
      TableName: 'notes',
      KeyConditions: { tenant: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'b' }] } },
    };
    expect(denied(engine, 'Query', legacy)).toBe(true);
  });

  it('reads a Query of an index by the index’s partition key', () => {
    const engine = notesTable();
    deny(engine, {
      Action: 'dynamodb:Query',
      Condition: { 'ForAnyValue:StringNotEquals': { 'dynamodb:LeadingKeys': ['a-owner'] } },
    });
    const byOwner = (owner: string) => ({
      TableName: 'notes',
      IndexName: 'by-owner',
      KeyConditionExpression: '#o = :o',
      ExpressionAttributeNames: { '#o': 'owner' },
      ExpressionAttributeValues: { ':o': { S: owner } },
    });
    expect(denied(engine, 'Query', byOwner('a-owner'))).toBe(false);
    expect(denied(engine, 'Query', byOwner('b-owner'))).toBe(true);
  });

  it('tests each item of a batch and a transaction: one other tenant refuses all, changing nothing', () => {
    const engine = notesTable();
    deny(engine, {
      ...onlyTenantA,
      Action: ['dynamodb:BatchWriteItem', 'dynamodb:BatchGetItem', 'dynamodb:PutItem'],
    });
    const before = JSON.stringify(exportSnapshot(engine));
    const writes = (tenants: string[]) => ({
      RequestItems: { notes: tenants.map((t) => ({ PutRequest: { Item: item(t, '9') } })) },
    });
    expect(denied(engine, 'BatchWriteItem', writes(['a', 'b']))).toBe(true);
    const transaction = {
      TransactItems: ['a', 'b'].map((t) => ({ Put: { TableName: 'notes', Item: item(t, '9') } })),
    };
    expect(denied(engine, 'TransactWriteItems', transaction)).toBe(true);
    expect(JSON.stringify(exportSnapshot(engine))).toBe(before);
    const reads = (tenants: string[]) => ({ RequestItems: { notes: { Keys: tenants.map((t) => key(t)) } } });
    expect(denied(engine, 'BatchGetItem', reads(['a', 'b']))).toBe(true);
    expect(denied(engine, 'BatchGetItem', reads(['a']))).toBe(false);
    expect(denied(engine, 'BatchWriteItem', writes(['a']))).toBe(false);
  });

  it('does not stop a Scan, which has no leading key, unless a Null check asks for one', () => {
    const engine = notesTable();
    deny(engine, { ...onlyTenantA, Action: 'dynamodb:Scan' });
    expect(denied(engine, 'Scan', { TableName: 'notes' })).toBe(false);
    engine.advance(15_000);
    deny(engine, { Action: 'dynamodb:Scan', Condition: { Null: { 'dynamodb:LeadingKeys': 'true' } } });
    expect(denied(engine, 'Scan', { TableName: 'notes' })).toBe(true);
    expect(denied(engine, 'GetItem', { TableName: 'notes', Key: key('b') })).toBe(false);
  });
});

describe('a Deny on dynamodb:Attributes', () => {
  it('refuses the requests that name an attribute, to read or to write it', () => {
    const engine = notesTable();
    deny(engine, { Condition: { 'ForAnyValue:StringEquals': { 'dynamodb:Attributes': 'secret' } } });
    const get = { TableName: 'notes', Key: key('a') };
    expect(denied(engine, 'GetItem', { ...get, ProjectionExpression: 'id, owner' })).toBe(false);
    const hidden = { ProjectionExpression: '#s.part', ExpressionAttributeNames: { '#s': 'secret' } };
    expect(denied(engine, 'GetItem', { ...get, ...hidden })).toBe(true);
    expect(denied(engine, 'GetItem', { ...get, AttributesToGet: ['secret'] })).toBe(true);
    expect(denied(engine, 'PutItem', { TableName: 'notes', Item: item('a', '3') })).toBe(true);
    const update = {
      ...get,
      UpdateExpression: 'SET secret = :v',
      ExpressionAttributeValues: { ':v': { S: 'y' } },
    };
    expect(denied(engine, 'UpdateItem', update)).toBe(true);
    expect(denied(engine, 'UpdateItem', { ...update, UpdateExpression: 'SET note = :v' })).toBe(false);
  });
});

describe('a Deny on a request parameter', () => {
  it('reads dynamodb:Select, ReturnValues and ReturnConsumedCapacity only when the request gives them', () => {
    const engine = notesTable();
    deny(
      engine,
      { Sid: 'select', Condition: { StringEquals: { 'dynamodb:Select': 'ALL_ATTRIBUTES' } } },
      { Sid: 'values', Condition: { StringEquals: { 'dynamodb:ReturnValues': 'ALL_OLD' } } },
      { Sid: 'capacity', Condition: { StringEquals: { 'dynamodb:ReturnConsumedCapacity': 'TOTAL' } } },
    );
    expect(denied(engine, 'Query', { ...query('a'), Select: 'ALL_ATTRIBUTES' })).toBe(true);
    expect(denied(engine, 'Query', { ...query('a'), Select: 'COUNT' })).toBe(false);
    expect(denied(engine, 'Query', query('a'))).toBe(false);
    const put = { TableName: 'notes', Item: item('a', '4') };
    expect(denied(engine, 'PutItem', { ...put, ReturnValues: 'ALL_OLD' })).toBe(true);
    expect(denied(engine, 'PutItem', { ...put, ReturnValues: 'NONE' })).toBe(false);
    const batch = { RequestItems: { notes: [{ PutRequest: { Item: put.Item } }] } };
    expect(denied(engine, 'BatchWriteItem', { ...batch, ReturnConsumedCapacity: 'TOTAL' })).toBe(true);
    expect(denied(engine, 'BatchWriteItem', batch)).toBe(false);
  });
});

describe('a Deny on other keys', () => {
  it('reads aws:ResourceTag from the table’s tags, on the table and its indexes', () => {
    const engine = notesTable();
    deny(engine, {
      Action: ['dynamodb:DeleteTable', 'dynamodb:Query'],
      Condition: { StringEquals: { 'aws:ResourceTag/env': 'prod' } },
    });
    expect(denied(engine, 'DeleteTable', { TableName: 'notes' })).toBe(true);
    const onIndex = { ...query('a'), IndexName: 'by-owner', KeyConditionExpression: '#t = :t' };
    expect(denied(engine, 'Query', { ...onIndex, ExpressionAttributeNames: { '#t': 'owner' } })).toBe(true);
    ok(engine, 'UntagResource', { ResourceArn: ARN, TagKeys: ['env'] });
    expect(denied(engine, 'DeleteTable', { TableName: 'notes' })).toBe(false);
  });

  it('takes keys the sandbox never has as missing: negated operators and IfExists then hold', () => {
    const engine = notesTable();
    const get = { TableName: 'notes', Key: key('a') };
    const cases: [Record<string, unknown>, boolean][] = [
      [{ StringEquals: { 'aws:SourceVpce': 'vpce-1a2b3c' } }, false],
      [{ StringNotEquals: { 'aws:SourceVpce': 'vpce-1a2b3c' } }, true],
      [{ StringEqualsIfExists: { 'aws:SourceVpce': 'vpce-1a2b3c' } }, true],
      [{ NotIpAddress: { 'aws:SourceIp': '203.0.113.0/24' } }, true],
      [{ Null: { 'aws:MultiFactorAuthPresent': 'false' } }, false],
      [{ Bool: { 'aws:SecureTransport': 'false' } }, false],
      [{ StringEquals: { 'aws:PrincipalAccount': '${aws:ResourceAccount}' } }, true],
      [{ StringLike: { 'aws:PrincipalArn': 'arn:aws:iam::*:root', 'aws:RequestedRegion': 'us-*' } }, true],
      [{ DateGreaterThan: { 'aws:CurrentTime': '2026-11-29T00:00:00Z' } }, true],
      [{ NumericLessThan: { 'aws:EpochTime': '1764460800' } }, false],
    ];
    cases.forEach(([Condition, expected], i) => {
      if (i > 0) engine.advance(15_000);
      deny(engine, { Action: 'dynamodb:GetItem', Condition });
      expect(denied(engine, 'GetItem', get), JSON.stringify(Condition)).toBe(expected);
    });
  });

  it('with ForAllValues holds for an empty set or a missing key, with ForAnyValue it does not', () => {
    const engine = notesTable();
    const noTags = { ResourceArn: ARN, Tags: [] };
    deny(engine, { Condition: { 'ForAllValues:StringEquals': { 'aws:TagKeys': 'team' } } });
    expect(denied(engine, 'TagResource', noTags)).toBe(true);
    expect(denied(engine, 'TagResource', { ResourceArn: ARN, Tags: [{ Key: 'owner', Value: 'x' }] })).toBe(
      false,
    );
    expect(denied(engine, 'DescribeTable', { TableName: 'notes' })).toBe(true);
    engine.advance(15_000);
    deny(engine, { Condition: { 'ForAnyValue:StringEquals': { 'aws:TagKeys': 'team' } } });
    expect(denied(engine, 'TagResource', noTags)).toBe(false);
    expect(denied(engine, 'DescribeTable', { TableName: 'notes' })).toBe(false);
    expect(denied(engine, 'TagResource', { ResourceArn: ARN, Tags: [{ Key: 'team', Value: 'x' }] })).toBe(
      true,
    );
  });

  it('with an operator IAM does not define is kept but not enforced', () => {
    const engine = notesTable();
    deny(engine, { Condition: { StringAlmostEquals: { 'aws:PrincipalAccount': '000000000000' } } });
    expect(denied(engine, 'GetItem', { TableName: 'notes', Key: key('a') })).toBe(false);
  });

  it('counts for the lock-out check when its Condition holds for PutResourcePolicy', () => {
    const engine = notesTable();
    const Policy = JSON.stringify({
      Statement: [
        {
          Effect: 'Deny',
          Principal: '*',
          Action: 'dynamodb:PutResourcePolicy',
          Resource: ARN,
          Condition: { StringEquals: { 'aws:ResourceTag/env': 'prod' } },
        },
      ],
    });
    expect(fails(engine, 'PutResourcePolicy', { ResourceArn: ARN, Policy }).type).toBe(
      'AccessDeniedException',
    );
  });
});
