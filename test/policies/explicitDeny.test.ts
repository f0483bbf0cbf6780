/**
 * Explicit denies of resource-based policies, enforced on the sandbox's caller (the account's root
 * user) once the policy is applied (policies/explicitDeny.ts): per action and resource — an index is
 * a resource of its own, a batch, a transaction and a PartiQL statement ask for their own actions —
 * under a Condition only when it holds (policyConditions.test.ts), never for other principals, and
 * never for managing the policy.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { dispatch } from '../../src/protocol/dispatch.ts';
import { call, fails, ok, testEngine } from '../helpers/wire.ts';

const ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/orders';
const ROOT = 'arn:aws:iam::000000000000:root';
const DELAY = 400;

function ordersTable(extra: Record<string, unknown> = {}): Engine {
  const engine = testEngine({ tableStatusDelayMs: DELAY });
  ok(engine, 'CreateTable', {
    TableName: 'orders',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [
      { AttributeName: 'id', AttributeType: 'S' },
      { AttributeName: 'status', AttributeType: 'S' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'by-status',
        KeySchema: [{ AttributeName: 'status', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
    ...extra,
  });
  engine.advance(DELAY);
  ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: 'o1' }, status: { S: 'NEW' } } });
  return engine;
}

/**
 * Attaches a policy of `statements` (Deny unless said) and lets it apply; confirmed, as a Deny that
 * covers PutResourcePolicy must be (policies/selfLockout.ts).
 */
function deny(engine: Engine, ...statements: Record<string, unknown>[]): void {
  ok(engine, 'PutResourcePolicy', {
    ResourceArn: ARN,
    Policy: JSON.stringify({
      Statement: statements.map((s) => ({ Effect: 'Deny', Principal: '*', Resource: ARN, ...s })),
    }),
    ConfirmRemoveSelfResourceAccess: true,
  });
  engine.advance(DELAY);
}

const denied = (engine: Engine, operation: string, body: Record<string, unknown>) => {
  const reply = call(engine, operation, body);
  return reply.status === 400 && String(reply.body.__type).endsWith('#AccessDeniedException');
};
const getItem = { TableName: 'orders', Key: { id: { S: 'o1' } } };
const putItem = { TableName: 'orders', Item: { id: { S: 'o2' }, status: { S: 'NEW' } } };

describe('an explicit Deny', () => {
  it('refuses the action it names, to the root user too, once applied; other actions go on', () => {
    const engine = ordersTable();
    ok(engine, 'PutResourcePolicy', {
      ResourceArn: ARN,
      Policy: JSON.stringify({
        Statement: [
          { Effect: 'Deny', Principal: { AWS: '000000000000' }, Action: 'dynamodb:PutItem', Resource: ARN },
        ],
      }),
    });
    expect(denied(engine, 'PutItem', putItem)).toBe(false);
    engine.advance(DELAY);
    expect(
      fails(engine, 'PutItem', { ...putItem, Item: { ...putItem.Item, id: { S: 'o3' } } }),
    ).toMatchObject({
      type: 'AccessDeniedException',
      message: `User: ${ROOT} is not authorized to perform: dynamodb:PutItem on resource: ${ARN} with an explicit deny in a resource-based policy`,
    });
    expect(denied(engine, 'GetItem', getItem)).toBe(false);
  });

  it('comes before deletion protection, and a refused request changes nothing', () => {
    const engine = ordersTable({ DeletionProtectionEnabled: true });
    deny(engine, { Action: ['dynamodb:DeleteTable', 'dynamodb:Delete*'] });
    const before = JSON.stringify(exportSnapshot(engine));
    expect(denied(engine, 'DeleteTable', { TableName: 'orders' })).toBe(true);
    expect(denied(engine, 'DeleteItem', getItem)).toBe(true);
    expect(JSON.stringify(exportSnapshot(engine))).toBe(before);
  });

  // ack-api-quirks dynamodb DDB-TABLE-432: a Deny of dynamodb:UpdateTable refuses every UpdateTable,
  // by name or ARN, changing something or not, and nothing else.
  it('of UpdateTable refuses every UpdateTable and lets the table’s other calls through', () => {
    const engine = ordersTable();
    deny(engine, { Action: 'dynamodb:UpdateTable' });
    expect(denied(engine, 'UpdateTable', { TableName: 'orders', DeletionProtectionEnabled: false })).toBe(
      true,
    );
    const streams = { StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' } };
    expect(denied(engine, 'UpdateTable', { TableName: ARN, ...streams })).toBe(true);
    expect(call(engine, 'DescribeTable', { TableName: 'orders' }).status).toBe(200);
    const ttl = { TableName: 'orders', TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' } };
    expect(call(engine, 'UpdateTimeToLive', ttl).status).toBe(200);
    expect(
      call(engine, 'TagResource', { ResourceArn: ARN, Tags: [{ Key: 'team', Value: 'a' }] }).status,
    ).toBe(200);
    const recovery = { PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } };
    expect(call(engine, 'UpdateContinuousBackups', { TableName: 'orders', ...recovery }).status).toBe(200);
    expect(call(engine, 'GetResourcePolicy', { ResourceArn: ARN }).status).toBe(200);
    engine.advance(DELAY);
    expect(call(engine, 'DeleteTable', { TableName: 'orders' }).status).toBe(200);
  });

  it('on the table does not cover its indexes; an index ARN does', () => {
    const engine = ordersTable();
    deny(engine, { Action: 'dynamodb:Query' });
    const onIndex = {
      TableName: 'orders',
      IndexName: 'by-status',
      KeyConditionExpression: '#s = :s',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': { S: 'NEW' } },
    };
    expect(denied(engine, 'Query', onIndex)).toBe(false);
    engine.advance(15_000);
    deny(engine, { Action: 'dynamodb:Query', Resource: `${ARN}/index/*` });
    expect(denied(engine, 'Query', onIndex)).toBe(true);
  });

  it('names a batch’s, a transaction’s and a statement’s own actions', () => {
    const engine = ordersTable();
    deny(engine, {
      Action: ['dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem', 'dynamodb:PartiQLSelect'],
    });
    expect(
      denied(engine, 'BatchWriteItem', {
        RequestItems: { orders: [{ PutRequest: { Item: putItem.Item } }] },
      }),
    ).toBe(true);
    expect(denied(engine, 'PutItem', putItem)).toBe(false);
    const check = {
      ConditionCheck: { TableName: 'orders', Key: getItem.Key, ConditionExpression: 'attribute_exists(id)' },
    };
    expect(denied(engine, 'TransactWriteItems', { TransactItems: [check] })).toBe(true);
    expect(denied(engine, 'TransactWriteItems', { TransactItems: [{ Put: putItem }] })).toBe(false);
    expect(denied(engine, 'ExecuteStatement', { Statement: `SELECT * FROM "orders" WHERE id = 'o1'` })).toBe(
      true,
    );
    expect(denied(engine, 'ExecuteStatement', { Statement: `INSERT INTO orders VALUE {'id': 'o9'}` })).toBe(
      false,
    );
  });

  it('reads a PartiQL statement’s table and index, quoted or bare', () => {
    const engine = ordersTable();
    deny(engine, { Action: 'dynamodb:PartiQLSelect', Resource: `${ARN}/index/by-status` });
    for (const from of ['"orders"."by-status"', 'orders."by-status"', '"orders" . "by-status"']) {
      expect(
        denied(engine, 'ExecuteStatement', { Statement: `SELECT * FROM ${from} WHERE status = 'NEW'` }),
        from,
      ).toBe(true);
    }
    expect(denied(engine, 'ExecuteStatement', { Statement: `SELECT * FROM orders WHERE id = 'o1'` })).toBe(
      false,
    );
  });

  it('reads the table of an UPDATE in both its forms, and not a name inside a string or comment', () => {
    const engine = ordersTable();
    deny(engine, { Action: 'dynamodb:PartiQLUpdate' });
    for (const Statement of [
      `UPDATE "orders" SET n = 1 WHERE id = 'o1'`,
      `update orders set n = 1 where id = 'o1'`,
      `FROM "orders" WHERE id = 'o1' SET n = 1`,
      `UPDATE /* FROM other */ orders SET n = 1 WHERE id = 'from x'`,
    ]) {
      expect(denied(engine, 'ExecuteStatement', { Statement }), Statement).toBe(true);
    }
    expect(ok(engine, 'GetItem', getItem).Item?.n).toBeUndefined();
    expect(
      denied(engine, 'ExecuteTransaction', {
        TransactStatements: [{ Statement: `UPDATE orders SET n = 1 WHERE id = 'o1'` }],
      }),
    ).toBe(true);
  });

  it('is not enforced when its Condition fails, nor for other principals; NotPrincipal covers the rest', () => {
    const engine = ordersTable();
    deny(
      engine,
      // No request of the sandbox's comes through a VPC endpoint: StringEquals on the missing key fails.
      { Action: 'dynamodb:GetItem', Condition: { StringEquals: { 'aws:SourceVpce': 'vpce-1a2b3c' } } },
      { Sid: 'other', Action: 'dynamodb:GetItem', Principal: { AWS: '111122223333' } },
    );
    expect(denied(engine, 'GetItem', getItem)).toBe(false);
    engine.advance(15_000);
    // Principal undefined: JSON leaves it out, so NotPrincipal stands alone.
    deny(engine, { Action: 'dynamodb:GetItem', Principal: undefined, NotPrincipal: { AWS: '111122223333' } });
    expect(denied(engine, 'GetItem', getItem)).toBe(true);
  });

  it('refuses the Kinesis destination actions it names, on the table', () => {
    const engine = ordersTable();
    deny(engine, { Action: 'dynamodb:EnableKinesisStreamingDestination' });
    const destination = {
      TableName: 'orders',
      StreamArn: 'arn:aws:kinesis:us-east-1:000000000000:stream/orders-changes',
    };
    expect(denied(engine, 'EnableKinesisStreamingDestination', destination)).toBe(true);
    expect(ok(engine, 'DescribeKinesisStreamingDestination', { TableName: 'orders' })).toEqual({
      KinesisDataStreamDestinations: [],
      TableName: 'orders',
    });
  });

  it('never stops the root user from managing the policy, so a lock-out can be undone', () => {
    const engine = ordersTable();
    deny(engine, { Action: 'dynamodb:*' });
    expect(denied(engine, 'DescribeTable', { TableName: 'orders' })).toBe(true);
    expect(call(engine, 'GetResourcePolicy', { ResourceArn: ARN }).status).toBe(200);
    engine.advance(15_000);
    expect(call(engine, 'DeleteResourcePolicy', { ResourceArn: ARN }).status).toBe(200);
    engine.advance(DELAY);
    expect(denied(engine, 'DescribeTable', { TableName: 'orders' })).toBe(false);
  });

  it('on a stream’s own policy refuses the stream reads', () => {
    const engine = ordersTable({ StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' } });
    const StreamArn = String(ok(engine, 'DescribeTable', { TableName: 'orders' }).Table.LatestStreamArn);
    ok(engine, 'PutResourcePolicy', {
      ResourceArn: StreamArn,
      Policy: JSON.stringify({
        Statement: [
          { Effect: 'Deny', Principal: '*', Action: 'dynamodb:DescribeStream', Resource: StreamArn },
        ],
      }),
    });
    engine.advance(DELAY);
    const described = dispatch(
      engine,
      'DynamoDBStreams_20120810.DescribeStream',
      JSON.stringify({ StreamArn }),
    );
    expect(JSON.parse(described.body).__type).toMatch(/#AccessDeniedException$/);
    expect(denied(engine, 'GetItem', getItem)).toBe(false);
  });
});
