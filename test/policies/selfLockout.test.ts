/**
 * PutResourcePolicy refuses a policy that would deny the caller PutResourcePolicy on the resource,
 * unless ConfirmRemoveSelfResourceAccess is true (policies/selfLockout.ts; ack-api-quirks dynamodb
 * DDB-TABLE-210).
 */
import { describe, expect, it } from 'vitest';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { call, fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/orders';
const LOCKOUT = 'The new resource policy will not allow you to update the resource policy in the future.';

function ordersEngine() {
  const engine = testEngine();
  ok(engine, 'CreateTable', idTable('orders'));
  return engine;
}

const policy = (statement: Record<string, unknown>) =>
  JSON.stringify({ Statement: [{ Effect: 'Deny', Principal: '*', Resource: ARN, ...statement }] });

describe('a policy that would stop the caller from changing it', () => {
  it.each([
    ['PutResourcePolicy alone', { Action: 'dynamodb:PutResourcePolicy' }],
    [
      'Put and DeleteResourcePolicy',
      { Action: ['dynamodb:PutResourcePolicy', 'dynamodb:DeleteResourcePolicy'] },
    ],
    ['every action', { Action: 'dynamodb:*' }],
    ['every action but GetItem', { Action: undefined, NotAction: 'dynamodb:GetItem' }],
    [
      'the account root user, on every resource',
      { Principal: { AWS: '000000000000' }, Action: '*', Resource: '*' },
    ],
  ])(
    'denying %s is refused without ConfirmRemoveSelfResourceAccess, and nothing changes',
    (_label, statement) => {
      const engine = ordersEngine();
      const before = JSON.stringify(exportSnapshot(engine));
      for (const confirm of [{}, { ConfirmRemoveSelfResourceAccess: false }]) {
        expect(
          fails(engine, 'PutResourcePolicy', { ResourceArn: ARN, Policy: policy(statement), ...confirm }),
        ).toMatchObject({
          type: 'AccessDeniedException',
          message: LOCKOUT,
        });
      }
      expect(JSON.stringify(exportSnapshot(engine))).toBe(before);
      ok(engine, 'PutResourcePolicy', {
        ResourceArn: ARN,
        Policy: policy(statement),
        ConfirmRemoveSelfResourceAccess: true,
      });
    },
  );

  it.each([
    ['DeleteResourcePolicy alone', { Action: 'dynamodb:DeleteResourcePolicy' }],
    ['another principal', { Principal: { AWS: '111122223333' }, Action: 'dynamodb:*' }],
    [
      'another table',
      { Action: 'dynamodb:*', Resource: 'arn:aws:dynamodb:us-east-1:000000000000:table/other' },
    ],
    [
      'only under a Condition',
      { Action: 'dynamodb:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } },
    ],
  ])('denying %s is accepted', (_label, statement) => {
    const engine = ordersEngine();
    expect(call(engine, 'PutResourcePolicy', { ResourceArn: ARN, Policy: policy(statement) }).status).toBe(
      200,
    );
  });

  it('is checked after the document itself', () => {
    const engine = ordersEngine();
    const statement = { Principal: { AWS: 'alice' }, Action: 'dynamodb:*' };
    expect(fails(engine, 'PutResourcePolicy', { ResourceArn: ARN, Policy: policy(statement) }).type).toBe(
      'ValidationException',
    );
  });
});
