import { describe, expect, it } from 'vitest';
import { createEngineHost, type SnapshotStorage } from './engineHost.ts';
import type { PersistenceStatus } from './persistence/persistenceStatus.ts';
import { SNAPSHOT_FORMAT } from './persistence/snapshot.ts';

function memoryStorage(initial?: unknown): SnapshotStorage & { value: unknown } {
  const storage = {
    value: initial,
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

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

async function send(host: ReturnType<typeof createEngineHost>, operation: string, body: object) {
  const target = operation.includes('.') ? operation : `DynamoDB_20120810.${operation}`;
  const outcome = await host.request(target, JSON.stringify(body));
  if (!outcome.ok) throw new Error(`${operation}: ${outcome.error.__type} ${outcome.error.message}`);
  return JSON.parse(outcome.value.body) as Record<string, unknown>;
}

const appTable = {
  TableName: 'app',
  BillingMode: 'PROVISIONED',
  ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 3 },
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
  ],
};
const profile = {
  PK: { S: 'CUSTOMER#42' },
  SK: { S: 'PROFILE' },
  name: { S: 'Ada' },
  tags: { SS: ['a', 'b'] },
  ver: { N: '1' },
};

describe('engine host persistence', () => {
  it('saves after writes and restores tables, items, tags and the clock in a new host', async () => {
    const storage = memoryStorage();
    const host = createEngineHost(storage);
    await send(host, 'CreateTable', appTable);
    await send(host, 'DynamoSandbox.AdvanceClock', { Seconds: 1 });
    await send(host, 'PutItem', { TableName: 'app', Item: profile });
    const arn = ((await send(host, 'DescribeTable', { TableName: 'app' })).Table as { TableArn: string })
      .TableArn;
    await send(host, 'TagResource', { ResourceArn: arn, Tags: [{ Key: 'team', Value: 'learning' }] });
    await send(host, 'DynamoSandbox.SetClock', { Paused: true, Speed: 10 });
    const clock = await send(host, 'DynamoSandbox.DescribeClock', {});
    await settle();
    expect(storage.value).toMatchObject({
      format: SNAPSHOT_FORMAT,
      tables: [{ create: { TableName: 'app' } }],
    });
    expect(await host.persistence()).toMatchObject({ state: 'saving', savedAt: expect.any(Number) });

    const restored = createEngineHost(storage);
    expect(await restored.persistence()).toEqual({
      state: 'saving',
      restored: { tables: 1, items: 1 },
      savedAt: expect.any(Number),
    });
    const table = (await send(restored, 'DescribeTable', { TableName: 'app' })).Table as Record<
      string,
      unknown
    >;
    expect(table).toMatchObject({
      TableStatus: 'ACTIVE',
      KeySchema: appTable.KeySchema,
      ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 3 },
    });
    const got = await send(restored, 'GetItem', {
      TableName: 'app',
      Key: { PK: profile.PK, SK: profile.SK },
    });
    expect(got.Item).toEqual(profile);
    expect((await send(restored, 'ListTagsOfResource', { ResourceArn: table.TableArn })).Tags).toEqual([
      { Key: 'team', Value: 'learning' },
    ]);
    expect(await send(restored, 'DynamoSandbox.DescribeClock', {})).toEqual(clock);
  });

  it('does not save for reads', async () => {
    const storage = memoryStorage();
    const host = createEngineHost(storage);
    await send(host, 'ListTables', {});
    await settle();
    expect(storage.value).toBeUndefined();
  });

  it('keeps unreadable saved data untouched, starts empty, and reports why', async () => {
    const storage = memoryStorage({ format: 'dynamo-sandbox/engine-snapshot-0', tables: [] });
    const host = createEngineHost(storage);
    const statuses: PersistenceStatus[] = [];
    await host.watchPersistence((status) => statuses.push(status));
    expect(statuses.at(-1)).toEqual({
      state: 'unreadable',
      reason: 'it was saved by another version of Dynamo Sandbox (dynamo-sandbox/engine-snapshot-0)',
    });
    await send(host, 'CreateTable', appTable);
    await settle();
    expect(storage.value).toEqual({ format: 'dynamo-sandbox/engine-snapshot-0', tables: [] });

    await host.reset();
    expect(storage.value).toBeUndefined();
    expect(statuses.at(-1)).toEqual({ state: 'saving' });
    expect((await send(host, 'ListTables', {})).TableNames).toEqual([]);
  });

  it('reports a snapshot the engine refuses as unreadable instead of failing to start', async () => {
    const storage = memoryStorage({
      format: SNAPSHOT_FORMAT,
      savedAt: 0,
      clock: { Time: 1_800_000_000, Speed: 1, Paused: true },
      tables: [{ create: { TableName: 'x' }, tags: [], items: [] }],
    });
    const host = createEngineHost(storage);
    const status = await host.persistence();
    expect(status.state).toBe('unreadable');
    expect((await send(host, 'ListTables', {})).TableNames).toEqual([]);
  });

  it('works without storage', async () => {
    const host = createEngineHost(undefined);
    expect(await host.persistence()).toEqual({ state: 'off', reason: 'this browser offers no IndexedDB' });
    expect((await send(host, 'ListTables', {})).TableNames).toEqual([]);
  });
});
