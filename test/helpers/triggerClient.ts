/**
 * An in-process client with one table `app` (optionally with a stream) for the trigger tests, and
 * the helpers they share: put, get, create a trigger, and move the clock on until a check passes.
 */
import { afterEach, expect } from 'vitest';
import { callWith } from '../../src/client/calls.ts';
import { createInProcessClient } from '../../src/client/inProcessClient.ts';
import type { TriggerInput } from '../../src/client/triggersClient.ts';

const clients: ReturnType<typeof createInProcessClient>[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
});

export async function triggerSetup(stream: string | null = 'NEW_AND_OLD_IMAGES') {
  const client = createInProcessClient({
    tableStatusDelayMs: 0,
    clock: { start: Date.UTC(2026, 10, 30), running: false },
  });
  clients.push(client);
  const created = await callWith(client, 'CreateTable', {
    TableName: 'app',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
    ...(stream ? { StreamSpecification: { StreamEnabled: true, StreamViewType: stream } } : {}),
  });
  expect(created.ok).toBe(true);
  const put = async (PK: string, extra: Record<string, unknown> = {}) => {
    const outcome = await callWith(client, 'PutItem', {
      TableName: 'app',
      Item: { PK: { S: PK }, ...extra },
    });
    expect(outcome.ok).toBe(true);
  };
  const get = async (PK: string) => {
    const outcome = await callWith(client, 'GetItem', { TableName: 'app', Key: { PK: { S: PK } } });
    return outcome.ok
      ? (outcome.value.reply.Item as Record<string, { N?: string; S?: string }> | undefined)
      : undefined;
  };
  /** Moves the clock on until `check` passes: polls run on the clock, handlers in real time. */
  const until = async (check: () => Promise<void> | void, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      client.engine.advance(300);
      try {
        await check();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  const create = async (input: Partial<TriggerInput> & { code: string }) => {
    const outcome = await client.triggers.createTrigger({ tableName: 'app', name: 'fn', ...input });
    if (!outcome.ok) throw new Error(`${outcome.error.__type}: ${outcome.error.message}`);
    return outcome.value;
  };
  return { client, put, get, until, create };
}

/** A handler that counts inserted items in the item `COUNTS`. */
export const COUNTER = `
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
export async function handler(event) {
  const inserts = event.Records.filter((r) => r.eventName === 'INSERT' && r.dynamodb.Keys.PK.S !== 'COUNTS');
  console.log('inserts', inserts.length);
  if (inserts.length === 0) return;
  await doc.send(new UpdateCommand({
    TableName: 'app', Key: { PK: 'COUNTS' },
    UpdateExpression: 'ADD n :n', ExpressionAttributeValues: { ':n': inserts.length },
  }));
}`;

/**
 * A trigger whose handler throws on items with a `poison` attribute, with two retries, after one
 * poisoned item has been given up on: the client, the trigger and its details then.
 */
export async function poisonedTrigger() {
  const { client, put, until, create } = await triggerSetup();
  const code = `export const handler = async (event) => {
    for (const r of event.Records) if (r.dynamodb.NewImage?.poison) throw new Error('poison record ' + r.dynamodb.Keys.PK.S);
  };`;
  const created = await create({ code, maximumRetryAttempts: 2, startingPosition: 'TRIM_HORIZON' });
  await put('bad', { poison: { BOOL: true } });
  await until(async () => {
    const listed = await client.triggers.listTriggers('app');
    expect(listed[0]).toMatchObject({ failedBatches: 1, failedInvocations: 3, recordsFailed: 1 });
  });
  const details = await client.triggers.describeTrigger(created.id);
  if (!details.ok) throw new Error(details.error.message);
  return { client, created, details };
}
