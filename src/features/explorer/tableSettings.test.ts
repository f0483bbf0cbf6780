/**
 * The table settings' requests, built as the Explorer builds them and sent to the real engine
 * in-process: each is one DynamoDB accepts, its change shows in DescribeTable, DescribeTimeToLive or
 * DescribeContinuousBackups, and a refusal comes back in DynamoDB's own words.
 */
import { describe, expect, it } from 'vitest';
import { callWith } from '../../client/calls.ts';
import { errorText } from '../../client/engineClient.ts';
import { createInProcessClient } from '../../client/inProcessClient.ts';
import type { TableDescription } from '../../client/wireTypes.ts';
import {
  capacityDraftOf,
  capacityRequest,
  deleteTableRequest,
  deletionProtectionRequest,
  pointInTimeRecoveryLabel,
  pointInTimeRecoveryRequest,
  streamChoiceOf,
  streamRequest,
  timeToLiveRequest,
  type Built,
} from './tableSettings.ts';

const SECOND = 1_000;
const HOUR = 3_600 * SECOND;

/** A fresh engine with an on-demand `orders` table and a global index `byStatus`, ACTIVE. */
async function withTable() {
  const client = createInProcessClient({ tableStatusDelayMs: SECOND, clock: { running: false } });
  const created = await callWith(client, 'CreateTable', {
    TableName: 'orders',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'status', AttributeType: 'S' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'byStatus',
        KeySchema: [{ AttributeName: 'status', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ],
  });
  expect(created.ok).toBe(true);
  client.engine.advance(5 * SECOND);
  const describe = async (): Promise<TableDescription> => {
    const outcome = await callWith(client, 'DescribeTable', { TableName: 'orders' });
    if (!outcome.ok) throw new Error(errorText(outcome.error));
    return (outcome.value.reply as { Table: TableDescription }).Table;
  };
  /** Sends a built request; its reply, or DynamoDB's error as the Explorer shows it. */
  const send = async (built: Built) => {
    if (!built.ok) throw new Error(built.reason);
    const outcome = await callWith(client, built.value.operation, built.value.request);
    return outcome.ok
      ? { ok: true as const, reply: outcome.value.reply }
      : { ok: false as const, error: errorText(outcome.error) };
  };
  return { client, describe, send, settle: () => client.engine.advance(5 * SECOND) };
}

describe('capacity (UpdateTable)', () => {
  it('switches to provisioned with units for the global index too, changes the units, and back', async () => {
    const { describe, send, settle } = await withTable();
    const table = await describe();
    const draft = { ...capacityDraftOf(table), billing: 'PROVISIONED' as const };
    expect(draft).toEqual({ billing: 'PROVISIONED', read: '5', write: '5' });
    const toProvisioned = capacityRequest(table, draft);
    expect(toProvisioned.ok && toProvisioned.value.request).toEqual({
      TableName: 'orders',
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
      GlobalSecondaryIndexUpdates: [
        {
          Update: {
            IndexName: 'byStatus',
            ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
          },
        },
      ],
    });
    expect((await send(toProvisioned)).ok).toBe(true);
    settle();
    const provisioned = await describe();
    expect(provisioned.BillingModeSummary?.BillingMode).toBe('PROVISIONED');
    expect(provisioned.ProvisionedThroughput).toMatchObject({ ReadCapacityUnits: 5, WriteCapacityUnits: 5 });
    expect(provisioned.GlobalSecondaryIndexes?.[0].ProvisionedThroughput).toMatchObject({
      ReadCapacityUnits: 5,
    });

    // Within provisioned: the units alone.
    const raise = capacityRequest(provisioned, { billing: 'PROVISIONED', read: '10', write: '7' });
    expect(raise.ok && raise.value.request).toEqual({
      TableName: 'orders',
      ProvisionedThroughput: { ReadCapacityUnits: 10, WriteCapacityUnits: 7 },
    });
    expect((await send(raise)).ok).toBe(true);
    settle();
    expect((await describe()).ProvisionedThroughput).toMatchObject({
      ReadCapacityUnits: 10,
      WriteCapacityUnits: 7,
    });

    // The same units again: DynamoDB's "will not change".
    const same = await send(capacityRequest(await describe(), capacityDraftOf(await describe())));
    expect(same.ok ? '' : same.error).toMatch(
      /^ValidationException: The provisioned throughput for the table will not change/,
    );

    const toOnDemand = capacityRequest(await describe(), { billing: 'PAY_PER_REQUEST', read: '', write: '' });
    expect(toOnDemand.ok && toOnDemand.value.request).toEqual({
      TableName: 'orders',
      BillingMode: 'PAY_PER_REQUEST',
    });
    expect((await send(toOnDemand)).ok).toBe(true);
    settle();
    expect((await describe()).BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
  });

  it('refuses units that are no whole number before sending anything', async () => {
    const { describe } = await withTable();
    const built = capacityRequest(await describe(), { billing: 'PROVISIONED', read: '2.5', write: '1' });
    expect(built).toEqual({ ok: false, reason: 'Read capacity units must be a whole number.' });
  });

  it('shows the limit on switches to on-demand in a day in DynamoDB’s words', async () => {
    const { describe, send, settle } = await withTable();
    let last: Awaited<ReturnType<typeof send>> | undefined;
    // Back and forth until DynamoDB refuses the switch to on-demand (its limit is a few a day).
    for (let round = 0; round < 10 && last?.ok !== false; round++) {
      const table = await describe();
      expect(
        (await send(capacityRequest(table, { ...capacityDraftOf(table), billing: 'PROVISIONED' }))).ok,
      ).toBe(true);
      settle();
      last = await send(
        capacityRequest(await describe(), { billing: 'PAY_PER_REQUEST', read: '', write: '' }),
      );
      settle();
    }
    expect(last?.ok ? '' : last?.error).toMatch(
      /^LimitExceededException: Subscriber limit exceeded: Update to PayPerRequest mode are limited to \d+ times in 1 day/,
    );
  });
});

describe('Time to Live (UpdateTimeToLive)', () => {
  it('turns on, is refused a second change within the hour, then turns off', async () => {
    const { client, send, settle } = await withTable();
    expect(timeToLiveRequest('orders', true, ' ')).toEqual({
      ok: false,
      reason: 'Name the attribute that holds the expiry time.',
    });
    const on = timeToLiveRequest('orders', true, 'expires');
    expect(on.ok && on.value.request).toEqual({
      TableName: 'orders',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' },
    });
    expect((await send(on)).ok).toBe(true);
    settle();
    const described = await callWith(client, 'DescribeTimeToLive', { TableName: 'orders' });
    expect(described.ok && described.value.reply.TimeToLiveDescription).toEqual({
      TimeToLiveStatus: 'ENABLED',
      AttributeName: 'expires',
    });

    const off = timeToLiveRequest('orders', false, 'expires');
    const tooSoon = await send(off);
    expect(tooSoon.ok ? '' : tooSoon.error).toBe(
      'ValidationException: Time to live has been modified multiple times within a fixed interval',
    );
    client.engine.advance(HOUR);
    expect((await send(off)).ok).toBe(true);
    settle();
    const after = await callWith(client, 'DescribeTimeToLive', { TableName: 'orders' });
    expect(after.ok && after.value.reply.TimeToLiveDescription).toEqual({ TimeToLiveStatus: 'DISABLED' });
  });
});

describe('stream (UpdateTable StreamSpecification)', () => {
  it('enables with a view type and disables', async () => {
    const { describe, send, settle } = await withTable();
    expect(streamChoiceOf(await describe())).toBe('OFF');
    expect((await send(streamRequest('orders', 'NEW_IMAGE'))).ok).toBe(true);
    settle();
    const streaming = await describe();
    expect(streaming.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_IMAGE' });
    expect(streamChoiceOf(streaming)).toBe('NEW_IMAGE');

    const off = streamRequest('orders', 'OFF');
    expect(off.ok && off.value.request).toEqual({
      TableName: 'orders',
      StreamSpecification: { StreamEnabled: false },
    });
    expect((await send(off)).ok).toBe(true);
    settle();
    expect(streamChoiceOf(await describe())).toBe('OFF');
  });
});

describe('point-in-time recovery (UpdateContinuousBackups)', () => {
  it('turns on and off', async () => {
    const { client, send } = await withTable();
    const status = async () => {
      const outcome = await callWith(client, 'DescribeContinuousBackups', { TableName: 'orders' });
      if (!outcome.ok) throw new Error(errorText(outcome.error));
      const reply = outcome.value.reply as {
        ContinuousBackupsDescription: {
          PointInTimeRecoveryDescription: { PointInTimeRecoveryStatus: string };
        };
      };
      return reply.ContinuousBackupsDescription.PointInTimeRecoveryDescription.PointInTimeRecoveryStatus;
    };
    expect(await status()).toBe('DISABLED');
    expect((await send(pointInTimeRecoveryRequest('orders', true))).ok).toBe(true);
    expect(await status()).toBe('ENABLED');
    expect((await send(pointInTimeRecoveryRequest('orders', false))).ok).toBe(true);
    expect(await status()).toBe('DISABLED');
  });

  it('labels the window the request leaves the table with: 35 days turned on, else the one it has', async () => {
    const { client, send } = await withTable();
    const days = async () => {
      const outcome = await callWith(client, 'DescribeContinuousBackups', { TableName: 'orders' });
      if (!outcome.ok) throw new Error(errorText(outcome.error));
      const reply = outcome.value.reply as {
        ContinuousBackupsDescription: { PointInTimeRecoveryDescription: { RecoveryPeriodInDays?: number } };
      };
      return reply.ContinuousBackupsDescription.PointInTimeRecoveryDescription.RecoveryPeriodInDays;
    };
    expect(pointInTimeRecoveryLabel(undefined)).toBe('Point-in-time recovery on (35 days)');
    const week = await callWith(client, 'UpdateContinuousBackups', {
      TableName: 'orders',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 7 },
    });
    expect(week.ok).toBe(true);
    // Sent again as the checkbox stands, the request keeps the 7 days the label must show.
    expect((await send(pointInTimeRecoveryRequest('orders', true))).ok).toBe(true);
    expect(await days()).toBe(7);
    expect(pointInTimeRecoveryLabel(7)).toBe('Point-in-time recovery on (7 days)');
    expect(pointInTimeRecoveryLabel(1)).toBe('Point-in-time recovery on (1 day)');
  });
});

describe('deletion protection and DeleteTable', () => {
  it('a protected table is not deleted; unprotected, it is, and then it is gone', async () => {
    const { client, describe, send, settle } = await withTable();
    expect((await send(deletionProtectionRequest('orders', true))).ok).toBe(true);
    expect((await describe()).DeletionProtectionEnabled).toBe(true);

    const refused = await send(deleteTableRequest('orders'));
    expect(refused.ok ? '' : refused.error).toBe(
      'ValidationException: Resource cannot be deleted as it is currently protected against deletion. Disable deletion protection first.',
    );

    // DynamoDB throttles a second protection change within seconds of the first.
    client.engine.advance(20 * SECOND);
    expect((await send(deletionProtectionRequest('orders', false))).ok).toBe(true);
    expect((await describe()).DeletionProtectionEnabled).toBe(false);

    const deleted = await send(deleteTableRequest('orders'));
    expect(deleted.ok && deleted.reply.TableDescription).toMatchObject({ TableStatus: 'DELETING' });
    settle();
    const gone = await callWith(client, 'DescribeTable', { TableName: 'orders' });
    expect(gone.ok ? '' : errorText(gone.error)).toMatch(/^ResourceNotFoundException/);
  });
});
