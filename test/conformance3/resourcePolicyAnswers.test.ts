/**
 * Resource-based policies of a table and its stream, as live DynamoDB answered them in 2026
 * (ack-api-quirks dynamodb, table-streams-encryption-class: DDB-TABLE-213, 431). Through dispatch,
 * on a clock moved by hand.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const DELAY = 1000;
const ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/';
const described = (engine: Engine, TableName: string) => ok(engine, 'DescribeTable', { TableName }).Table;

/** `TableName`, ACTIVE and past the while in which its side services are still catching up. */
function engineWithTable(TableName: string, extra: Record<string, unknown> = {}): Engine {
  const engine = testEngine({ tableStatusDelayMs: DELAY });
  ok(engine, 'CreateTable', idTable(TableName, extra));
  engine.advance(2 * DELAY);
  return engine;
}

describe('a stream’s resource policy (DDB-TABLE-213)', () => {
  it('is a slot of its own: GetResourcePolicy on the table finds none, and each has its own 15 s', () => {
    const engine = engineWithTable('orders', {
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
    });
    const stream = described(engine, 'orders').LatestStreamArn;
    const policy = (Action: string, Resource: string) =>
      JSON.stringify({
        Version: '2012-10-17',
        Statement: [
          { Effect: 'Allow', Principal: { AWS: 'arn:aws:iam::000000000000:root' }, Action, Resource },
        ],
      });
    ok(engine, 'PutResourcePolicy', { ResourceArn: stream, Policy: policy('dynamodb:GetRecords', stream) });
    engine.advance(DELAY);
    expect(ok(engine, 'GetResourcePolicy', { ResourceArn: stream }).Policy).toContain('dynamodb:GetRecords');
    expect(fails(engine, 'GetResourcePolicy', { ResourceArn: `${ARN}orders` }).type).toBe(
      'PolicyNotFoundException',
    );
    ok(engine, 'PutResourcePolicy', {
      ResourceArn: `${ARN}orders`,
      Policy: policy('dynamodb:GetItem', `${ARN}orders`),
    });
    expect(
      fails(engine, 'PutResourcePolicy', {
        ResourceArn: stream,
        Policy: policy('dynamodb:DescribeStream', stream),
      }).type,
    ).toBe('ThrottlingException');
  });
});

describe('a policy denying DeleteTable (DDB-TABLE-431)', () => {
  it('refuses the owner before deletion protection does, lets protection be turned off, and outlasts its removal a while', () => {
    const engine = engineWithTable('orders', { DeletionProtectionEnabled: true });
    const deny = JSON.stringify({
      Version: '2012-10-17',
      Statement: [
        { Effect: 'Deny', Principal: '*', Action: 'dynamodb:DeleteTable', Resource: `${ARN}orders` },
      ],
    });
    ok(engine, 'PutResourcePolicy', { ResourceArn: `${ARN}orders`, Policy: deny });
    engine.advance(DELAY);
    const denied = {
      type: 'AccessDeniedException',
      message: `User: arn:aws:iam::000000000000:root is not authorized to perform: dynamodb:DeleteTable on resource: ${ARN}orders with an explicit deny in a resource-based policy`,
    };
    expect(fails(engine, 'DeleteTable', { TableName: 'orders' })).toMatchObject(denied);
    ok(engine, 'UpdateTable', { TableName: 'orders', DeletionProtectionEnabled: false });
    expect(described(engine, 'orders')).toMatchObject({
      TableStatus: 'ACTIVE',
      DeletionProtectionEnabled: false,
    });
    expect(fails(engine, 'DeleteTable', { TableName: 'orders' })).toMatchObject(denied);
    engine.advance(15_000);
    ok(engine, 'DeleteResourcePolicy', { ResourceArn: `${ARN}orders` });
    expect(fails(engine, 'DeleteTable', { TableName: 'orders' })).toMatchObject(denied);
  });
});
