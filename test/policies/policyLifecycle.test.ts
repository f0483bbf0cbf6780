/**
 * A resource-based policy's life on the engine clock (policies/policySlot.ts,
 * operations/resourcePolicies.ts): RevisionIds, the settling change GetResourcePolicy does not see
 * yet, the 15-second cooldown, ExpectedRevisionId, deletion, the table's own states, streams, and a
 * snapshot round trip.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot } from '../../src/engine/snapshot/importSnapshot.ts';
import { call, fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const START = Date.UTC(2026, 10, 30);
const ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/orders';
const DELAY = 400;

const documentOf = (action: string) =>
  JSON.stringify({
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Principal: { AWS: '111122223333' }, Action: action, Resource: ARN }],
  });

/** An engine whose changes settle after `DELAY` ms, with ACTIVE table `orders`. */
function activeTable(extra: Record<string, unknown> = {}): Engine {
  const engine = testEngine({ tableStatusDelayMs: DELAY });
  ok(engine, 'CreateTable', idTable('orders', extra));
  engine.advance(DELAY);
  return engine;
}

const put = (engine: Engine, action: string, extra: Record<string, unknown> = {}) =>
  call(engine, 'PutResourcePolicy', { ResourceArn: ARN, Policy: documentOf(action), ...extra });
const get = (engine: Engine, ResourceArn = ARN) => call(engine, 'GetResourcePolicy', { ResourceArn });
const remove = (engine: Engine, extra: Record<string, unknown> = {}) =>
  call(engine, 'DeleteResourcePolicy', { ResourceArn: ARN, ...extra });
const actionOf = (engine: Engine) => JSON.parse(String(get(engine).body.Policy)).Statement[0].Action;
const typeOf = (reply: { body: Record<string, unknown> }) => String(reply.body.__type).split('#')[1];

describe('a change settles in the background', () => {
  it('is invisible to GetResourcePolicy until it settles; its RevisionId is the time of the change', () => {
    const engine = activeTable();
    const { RevisionId } = put(engine, 'dynamodb:GetItem').body;
    expect(RevisionId).toBe(String(START + DELAY));
    expect(typeOf(get(engine))).toBe('PolicyNotFoundException');
    engine.advance(DELAY - 1);
    expect(typeOf(get(engine))).toBe('PolicyNotFoundException');
    engine.advance(1);
    expect(get(engine).body.RevisionId).toBe(RevisionId);
  });

  it('shows the previous document while a replacement settles, then the new one', () => {
    const engine = activeTable();
    put(engine, 'dynamodb:GetItem');
    engine.advance(15_000);
    put(engine, 'dynamodb:Query');
    expect(actionOf(engine)).toBe('dynamodb:GetItem');
    engine.advance(DELAY);
    expect(actionOf(engine)).toBe('dynamodb:Query');
  });

  it('refuses another change while one settles, then for the rest of 15 s, naming when', () => {
    const engine = activeTable();
    put(engine, 'dynamodb:GetItem');
    expect(
      fails(engine, 'PutResourcePolicy', { ResourceArn: ARN, Policy: documentOf('dynamodb:Query') }),
    ).toMatchObject({
      type: 'ResourceInUseException',
      message:
        'Attempt to change a resource which is still in use: Table is pending previous resource-based policy update: orders',
    });
    engine.advance(DELAY);
    const until = new Date(START + DELAY + 15_000).toISOString();
    expect(fails(engine, 'DeleteResourcePolicy', { ResourceArn: ARN })).toMatchObject({
      type: 'ThrottlingException',
      message: `Resource-based policy for table orders modified within the previous 15000 milliseconds. Please try again after ${until}.`,
    });
    // Repeating the settled document is no change, and goes through.
    expect(put(engine, 'dynamodb:GetItem').status).toBe(200);
    engine.advance(15_000 - DELAY);
    expect(put(engine, 'dynamodb:Query').status).toBe(200);
  });

  it('holds DeleteTable back while a change settles', () => {
    const engine = activeTable();
    put(engine, 'dynamodb:GetItem');
    expect(fails(engine, 'DeleteTable', { TableName: 'orders' })).toMatchObject({
      type: 'ResourceInUseException',
      message:
        'Attempt to change a resource which is still in use: Table: orders has a pending resource-based policy update.',
    });
    engine.advance(DELAY);
    expect(call(engine, 'DeleteTable', { TableName: 'orders' }).status).toBe(200);
  });
});

describe('ExpectedRevisionId', () => {
  it('NO_POLICY attaches only to a table without one', () => {
    const engine = activeTable();
    const { RevisionId } = put(engine, 'dynamodb:GetItem', { ExpectedRevisionId: 'NO_POLICY' }).body;
    engine.advance(15_000);
    expect(
      fails(engine, 'PutResourcePolicy', {
        ResourceArn: ARN,
        Policy: documentOf('dynamodb:Query'),
        ExpectedRevisionId: 'NO_POLICY',
      }).message,
    ).toBe(
      `Resource-based policy not found for the provided ResourceArn: Requested policy update expecting none to be present for table orders, but a policy exists with revision id ${RevisionId}.`,
    );
  });

  it('must match the current revision, checked before the cooldown', () => {
    const engine = activeTable();
    const { RevisionId } = put(engine, 'dynamodb:GetItem').body;
    const stale = fails(engine, 'PutResourcePolicy', {
      ResourceArn: ARN,
      Policy: documentOf('dynamodb:Query'),
      ExpectedRevisionId: '123',
    });
    expect(stale).toMatchObject({
      type: 'PolicyNotFoundException',
      message: `Resource-based policy not found for the provided ResourceArn: Requested update for policy with revision id 123, but the policy associated to target table orders has revision id ${RevisionId}.`,
    });
    engine.advance(15_000);
    expect(put(engine, 'dynamodb:Query', { ExpectedRevisionId: RevisionId }).status).toBe(200);
  });

  // ack-api-quirks dynamodb DDB-TABLE-347: the revision check already knows the RevisionId a Put has
  // just answered, while GetResourcePolicy does not: a change expecting it is held back by the
  // settling change and the cooldown, never refused as a revision mismatch.
  it('the RevisionId a Put just answered is current at once, for Put and Delete alike', () => {
    const engine = activeTable();
    const { RevisionId } = put(engine, 'dynamodb:GetItem').body;
    expect(typeOf(get(engine))).toBe('PolicyNotFoundException');
    const expecting = { ExpectedRevisionId: RevisionId };
    expect(typeOf(put(engine, 'dynamodb:Query', expecting))).toBe('ResourceInUseException');
    expect(typeOf(remove(engine, expecting))).toBe('ResourceInUseException');
    engine.advance(DELAY);
    expect(typeOf(put(engine, 'dynamodb:Query', expecting))).toBe('ThrottlingException');
    expect(typeOf(remove(engine, expecting))).toBe('ThrottlingException');
    engine.advance(15_000 - DELAY);
    expect(remove(engine, expecting).body).toEqual({ RevisionId });
  });

  it('on a table without a policy is refused', () => {
    const engine = activeTable();
    expect(fails(engine, 'DeleteResourcePolicy', { ResourceArn: ARN, ExpectedRevisionId: '9' }).message).toBe(
      'Resource-based policy not found for the provided ResourceArn: Requested update for policy with revision id 9, but table orders has no associated policy.',
    );
  });
});

describe('DeleteResourcePolicy', () => {
  it('answers the removed RevisionId, then the deletion’s own, and nothing on a table that never had one', () => {
    const engine = activeTable();
    expect(remove(engine)).toEqual({ status: 200, body: {} });
    const { RevisionId } = put(engine, 'dynamodb:GetItem').body;
    engine.advance(15_000);
    expect(remove(engine).body).toEqual({ RevisionId });
    expect(get(engine).body.RevisionId).toBe(RevisionId);
    engine.advance(DELAY);
    expect(typeOf(get(engine))).toBe('PolicyNotFoundException');
    expect(remove(engine).body).toEqual({ RevisionId: String(START + DELAY + 15_000) });
  });
});

describe('the table’s own states', () => {
  it('a new table is unknown at first, then its CreateTable policy reads back with the creation time', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY });
    ok(engine, 'CreateTable', idTable('orders', { ResourcePolicy: documentOf('dynamodb:GetItem') }));
    expect(fails(engine, 'GetResourcePolicy', { ResourceArn: ARN })).toMatchObject({
      type: 'ResourceNotFoundException',
      message: 'Requested resource not found: Table: orders not found',
    });
    engine.advance(DELAY / 2);
    expect(get(engine).body.RevisionId).toBe(String(START));
  });

  it('CreateTable with a document PutResourcePolicy would refuse creates nothing', () => {
    const engine = testEngine();
    expect(fails(engine, 'CreateTable', idTable('orders', { ResourcePolicy: '{}' })).message).toBe(
      'One or more parameter values were invalid: Invalid policy document: Syntax error at position (1,3)',
    );
    expect(ok(engine, 'ListTables', {}).TableNames).toEqual([]);
  });

  it('while the table is deleted the policy reads, an identical re-Put answers at first, nothing changes', () => {
    const engine = activeTable();
    const { RevisionId } = put(engine, 'dynamodb:GetItem').body;
    engine.advance(15_000);
    ok(engine, 'DeleteTable', { TableName: 'orders' });
    const beingDeleted = 'Attempt to change a resource which is still in use: Table is being deleted: orders';
    expect(get(engine).body.RevisionId).toBe(RevisionId);
    expect(put(engine, 'dynamodb:GetItem').body).toEqual({ RevisionId });
    expect(
      fails(engine, 'PutResourcePolicy', { ResourceArn: ARN, Policy: documentOf('dynamodb:Query') }).message,
    ).toBe(beingDeleted);
    expect(fails(engine, 'DeleteResourcePolicy', { ResourceArn: ARN }).message).toBe(beingDeleted);
    // Half-way through: reads go on, even the identical re-Put is refused.
    engine.advance(DELAY / 2);
    expect(get(engine).status).toBe(200);
    expect(
      fails(engine, 'PutResourcePolicy', { ResourceArn: ARN, Policy: documentOf('dynamodb:GetItem') })
        .message,
    ).toBe(beingDeleted);
    // Near the end the policy backend has let go of the table, before DescribeTable does.
    engine.advance(DELAY * 0.35);
    expect(typeOf(get(engine))).toBe('ResourceNotFoundException');
    expect(call(engine, 'DescribeTable', { TableName: 'orders' }).status).toBe(200);
    engine.advance(DELAY);
    // The same name made again has no policy of the old table (DDB-TABLE-271, 436).
    ok(engine, 'CreateTable', idTable('orders'));
    engine.advance(DELAY);
    expect(typeOf(get(engine))).toBe('PolicyNotFoundException');
  });
});

describe('streams', () => {
  it('have a policy of their own, for stream actions only', () => {
    const engine = activeTable({ StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' } });
    const streamArn = String(ok(engine, 'DescribeTable', { TableName: 'orders' }).Table.LatestStreamArn);
    const streamPolicy = (action: string) =>
      JSON.stringify({
        Statement: [
          { Effect: 'Allow', Principal: { AWS: '111122223333' }, Action: action, Resource: streamArn },
        ],
      });
    expect(
      fails(engine, 'PutResourcePolicy', { ResourceArn: streamArn, Policy: streamPolicy('dynamodb:GetItem') })
        .message,
    ).toBe(
      'One or more parameter values were invalid: Invalid policy document: The following action names are invalid: "dynamodb:GetItem"',
    );
    ok(engine, 'PutResourcePolicy', { ResourceArn: streamArn, Policy: streamPolicy('dynamodb:GetRecords') });
    engine.advance(DELAY);
    expect(get(engine, streamArn).status).toBe(200);
    expect(typeOf(get(engine))).toBe('PolicyNotFoundException');
    // The table's slot has no cooldown of its own yet.
    expect(put(engine, 'dynamodb:GetItem').status).toBe(200);
    const label = streamArn.slice(streamArn.lastIndexOf('/') + 1);
    expect(fails(engine, 'DeleteResourcePolicy', { ResourceArn: streamArn }).message).toMatch(
      `Resource-based policy for stream ${label} modified within the previous 15000 milliseconds.`,
    );
  });
});

describe('a deleted table', () => {
  // ack-api-quirks dynamodb DDB-TABLE-214: every policy call by the table's ARN is not found, while
  // its stream, still readable for a day, has no policy to read.
  it('is not found by its ARN; its stream’s ARN has no policy', () => {
    const engine = activeTable({ StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' } });
    const streamArn = String(ok(engine, 'DescribeTable', { TableName: 'orders' }).Table.LatestStreamArn);
    ok(engine, 'DeleteTable', { TableName: 'orders' });
    engine.advance(DELAY);
    expect(typeOf(call(engine, 'DescribeTable', { TableName: 'orders' }))).toBe('ResourceNotFoundException');
    const notFound = 'Requested resource not found: Table: orders not found';
    expect(fails(engine, 'GetResourcePolicy', { ResourceArn: ARN }).message).toBe(notFound);
    expect(put(engine, 'dynamodb:GetItem').body.message).toBe(notFound);
    expect(remove(engine).body.message).toBe(notFound);
    expect(fails(engine, 'GetResourcePolicy', { ResourceArn: streamArn })).toMatchObject({
      type: 'PolicyNotFoundException',
      message: `Resource-based policy not found for the provided ResourceArn: ${streamArn}`,
    });
  });
});

it('a snapshot keeps the policy and its RevisionId', () => {
  const engine = activeTable();
  const { RevisionId } = put(engine, 'dynamodb:GetItem').body;
  engine.advance(DELAY);
  const restored = testEngine({ tableStatusDelayMs: DELAY });
  importSnapshot(restored, JSON.parse(JSON.stringify(exportSnapshot(engine))));
  expect(get(restored).body).toEqual(get(engine).body);
  expect(get(restored).body.RevisionId).toBe(RevisionId);
});
