import { describe, expect, it } from 'vitest';
import { callOperation, callWith } from '../../client/calls.ts';
import { createInProcessClient } from '../../client/inProcessClient.ts';
import { importItems } from './importItems.ts';

/**
 * `profiles`, a global table in multi-Region strong consistency with a replica in Ohio, on a paused
 * clock, where Ohio has just written `ada`: until Ohio's write is confirmed, a write to `ada` from
 * the home Region fails with ReplicatedWriteConflictException, which the SDK's model marks retryable.
 */
async function itemBeingConfirmedInOhio() {
  const client = createInProcessClient({
    tableStatusDelayMs: 0,
    clock: { start: Date.UTC(2026, 0, 1), running: false },
  });
  await callWith(client, 'CreateTable', {
    TableName: 'profiles',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    BillingMode: 'PAY_PER_REQUEST',
  });
  const strong = await callWith(client, 'UpdateTable', {
    TableName: 'profiles',
    ReplicaUpdates: [{ Create: { RegionName: 'us-east-2' } }, { Create: { RegionName: 'us-west-2' } }],
    MultiRegionConsistency: 'STRONG',
  });
  expect(strong.ok).toBe(true);
  const put = JSON.stringify({ TableName: 'profiles', Item: { id: { S: 'ada' }, from: { S: 'Ohio' } } });
  expect((await callOperation(client, 'PutItem', put, undefined, 'us-east-2')).ok).toBe(true);
  return client;
}

describe('importing items', () => {
  it('sends a batch again after an error the SDK retries, not only after a throttle', async () => {
    const client = await itemBeingConfirmedInOhio();
    const items = ['ada', 'grace'].map((id) => ({ id: { S: id }, from: { S: 'import' } }));
    // The back-off passes on the engine's clock, so the other Region's write is confirmed meanwhile.
    const result = await importItems(
      client,
      'profiles',
      items,
      () => {},
      async (ms) => {
        client.engine.advance(ms);
      },
    );
    expect(result).toEqual({ ok: true, progress: { written: 2, total: 2, throttled: 0 } });
    const ada = await callWith(client, 'GetItem', { TableName: 'profiles', Key: { id: { S: 'ada' } } });
    expect(ada.ok && ada.value.reply.Item).toEqual({ id: { S: 'ada' }, from: { S: 'import' } });
  });
});
