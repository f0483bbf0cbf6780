/**
 * Triggers and the engine host's persistence: definitions are saved beside the engine snapshot,
 * attached again to the restored tables (the engine keeps no consumers), and gone after a reset.
 */
import { describe, expect, it } from 'vitest';
import { createEngineHost, type SnapshotStorage } from './engineHost.ts';
import { moduleRuntimeFactory } from './triggers/moduleRuntime.ts';

function memoryStorage(): SnapshotStorage & { value: unknown } {
  const storage = {
    value: undefined as unknown,
    load: async () => storage.value,
    save: async (snapshot: unknown) => {
      storage.value = structuredClone(snapshot);
    },
    clear: async () => {
      storage.value = undefined;
    },
  };
  return storage;
}

const options = { tableStatusDelayMs: 0 };
const newHost = (storage: SnapshotStorage) =>
  createEngineHost(storage, Date.now, options, moduleRuntimeFactory);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(host: ReturnType<typeof newHost>, operation: string, body: object) {
  const outcome = await host.request(`DynamoDB_20120810.${operation}`, JSON.stringify(body));
  if (!outcome.ok) throw new Error(`${operation}: ${outcome.error.message}`);
  return JSON.parse(outcome.value.body) as Record<string, any>;
}

const table = (TableName: string) => ({
  TableName,
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
  AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
  StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
});

const AUDIT = `export async function handler(event) {
  for (const record of event.Records) {
    if (record.dynamodb.Keys.PK.S.startsWith('AUDIT#')) continue;
    await doc.send(new (await import('@aws-sdk/lib-dynamodb')).PutCommand({
      TableName: 'app', Item: { PK: 'AUDIT#' + record.dynamodb.Keys.PK.S, event: record.eventName },
    }));
  }
}`;

describe('engine host triggers', () => {
  it('saves trigger definitions and attaches them again when the sandbox is restored', async () => {
    const storage = memoryStorage();
    const host = newHost(storage);
    await send(host, 'CreateTable', table('app'));
    await send(host, 'CreateTable', table('gone'));
    const created = await host.createTrigger({ tableName: 'app', name: 'audit', code: AUDIT, batchSize: 5 });
    expect(created.ok).toBe(true);
    const second = await host.createTrigger({
      tableName: 'gone',
      name: 'other',
      code: AUDIT,
      enabled: false,
    });
    expect(second.ok).toBe(true);
    await send(host, 'DeleteTable', { TableName: 'gone' });
    await wait(400);
    const saved = storage.value as { triggers: { name: string; code: string; batchSize: number }[] };
    expect(saved.triggers.map((trigger) => [trigger.name, trigger.batchSize])).toEqual([
      ['audit', 5],
      ['other', 100],
    ]);
    expect(saved.triggers[0].code).toBe(AUDIT);

    const before = (await host.listTriggers()).map((trigger) => [trigger.name, trigger.status]);
    const restored = newHost(storage);
    const listed = await restored.listTriggers();
    // As before the save: a deleted table's stream stays readable for 24 hours, so the trigger on it
    // stays attached to it (disabled, as it was made).
    expect(before).toEqual([
      ['audit', 'ACTIVE'],
      ['other', 'DISABLED'],
    ]);
    expect(listed.map((trigger) => [trigger.name, trigger.status])).toEqual(before);
    expect(listed[1].streamArn).toMatch(/:table\/gone\/stream\//);

    // The restored trigger works on the restored stream's new shards.
    await send(restored, 'PutItem', { TableName: 'app', Item: { PK: { S: 'order-1' } } });
    let audit: unknown;
    for (let i = 0; i < 100 && !audit; i++) {
      await wait(30);
      audit = (await send(restored, 'GetItem', { TableName: 'app', Key: { PK: { S: 'AUDIT#order-1' } } }))
        .Item;
    }
    expect(audit).toEqual({ PK: { S: 'AUDIT#order-1' }, event: { S: 'INSERT' } });

    await restored.reset();
    expect(await restored.listTriggers()).toEqual([]);
  });

  it('saves after a trigger is deleted', async () => {
    const storage = memoryStorage();
    const host = newHost(storage);
    await send(host, 'CreateTable', table('app'));
    const created = await host.createTrigger({ tableName: 'app', name: 'audit', code: AUDIT });
    if (!created.ok) throw new Error(created.error.message);
    await host.deleteTrigger(created.value.id);
    await wait(400);
    expect((storage.value as { triggers: unknown[] }).triggers).toEqual([]);
  });
});
