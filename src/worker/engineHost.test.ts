import { describe, expect, it } from 'vitest';
import { SNAPSHOT_FORMAT, SNAPSHOT_VERSION } from '../engine/snapshot/snapshotTypes.ts';
import { APP_ENGINE_OPTIONS, createEngineHost, type SnapshotStorage } from './engineHost.ts';
import type { PersistenceStatus } from './persistence/persistenceStatus.ts';
import { savedAt as savedAtOf } from './persistence/sandboxFile.ts';

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

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const settle = () => wait(400);

async function send(host: ReturnType<typeof createEngineHost>, operation: string, body: object) {
  const target = operation.includes('.') ? operation : `DynamoDB_20120810.${operation}`;
  const outcome = await host.request(target, JSON.stringify(body));
  if (!outcome.ok) throw new Error(`${operation}: ${outcome.error.__type} ${outcome.error.message}`);
  return (outcome.value.body === '' ? {} : JSON.parse(outcome.value.body)) as Record<string, unknown>;
}

async function untilActive(host: ReturnType<typeof createEngineHost>, TableName: string) {
  for (;;) {
    const { Table } = (await send(host, 'DescribeTable', { TableName })) as {
      Table: { TableStatus: string };
    };
    if (Table.TableStatus === 'ACTIVE') return;
    await wait(50);
  }
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
    { AttributeName: 'GSI1PK', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'GSI1',
      KeySchema: [{ AttributeName: 'GSI1PK', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'ALL' },
      ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 3 },
    },
  ],
};
const profile = {
  PK: { S: 'CUSTOMER#42' },
  SK: { S: 'PROFILE' },
  GSI1PK: { S: 'ada@example.com' },
  name: { S: 'Ada' },
  tags: { SS: ['a', 'b'] },
  ver: { N: '1' },
};

describe('engine host persistence', () => {
  it('saves after writes and restores tables, items, TTL, tags and the clock in a new host', async () => {
    const storage = memoryStorage();
    const host = createEngineHost(storage);
    await send(host, 'CreateTable', appTable);
    await untilActive(host, 'app');
    await send(host, 'PutItem', { TableName: 'app', Item: profile });
    await send(host, 'UpdateTimeToLive', {
      TableName: 'app',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' },
    });
    const arn = ((await send(host, 'DescribeTable', { TableName: 'app' })).Table as { TableArn: string })
      .TableArn;
    await send(host, 'TagResource', { ResourceArn: arn, Tags: [{ Key: 'team', Value: 'learning' }] });
    await send(host, 'DynamoSandbox.SetClock', { Paused: true, Speed: 10 });
    const clock = await send(host, 'DynamoSandbox.DescribeClock', {});
    await settle();
    expect(storage.value).toMatchObject({
      format: SNAPSHOT_FORMAT,
      version: SNAPSHOT_VERSION,
      savedAt: expect.any(Number),
      tables: [{ definition: { TableName: 'app' }, items: [profile] }],
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
    // The index is filled at once, even with the clock paused.
    const byEmail = await send(restored, 'Query', {
      TableName: 'app',
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :e',
      ExpressionAttributeValues: { ':e': profile.GSI1PK },
    });
    expect(byEmail.Items).toEqual([profile]);
    expect((await send(restored, 'ListTagsOfResource', { ResourceArn: table.TableArn })).Tags).toEqual([
      { Key: 'team', Value: 'learning' },
    ]);
    expect(await send(restored, 'DescribeTimeToLive', { TableName: 'app' })).toEqual({
      TimeToLiveDescription: { TimeToLiveStatus: 'ENABLED', AttributeName: 'expires' },
    });
    expect(await send(restored, 'DynamoSandbox.DescribeClock', {})).toEqual(clock);
  });

  it('saves a steady stream of changes every few seconds, without waiting for a pause', async () => {
    const storage = memoryStorage();
    const host = createEngineHost(storage);
    await send(host, 'CreateTable', { ...appTable, TableName: 'log' });
    await untilActive(host, 'log');
    await settle();
    storage.value = undefined;
    // A write every 100 ms never leaves the 250 ms pause a save waits for.
    const started = Date.now();
    let savedWhileWriting = false;
    for (let i = 0; Date.now() - started < 3_000; i++) {
      await send(host, 'PutItem', { TableName: 'log', Item: { ...profile, SK: { S: `E#${i}` } } });
      savedWhileWriting ||= storage.value !== undefined;
      await wait(100);
    }
    expect(savedWhileWriting).toBe(true);
  });

  it('saves what the running clock deletes by TTL, with no request after it', async () => {
    const storage = memoryStorage();
    const options = {
      ...APP_ENGINE_OPTIONS,
      tableStatusDelayMs: 50,
      timeToLive: { minDeletionDelayMs: 200, maxDeletionDelayMs: 300 },
    };
    const host = createEngineHost(storage, Date.now, options);
    await send(host, 'CreateTable', { ...appTable, TableName: 'sessions' });
    await untilActive(host, 'sessions');
    await send(host, 'UpdateTimeToLive', {
      TableName: 'sessions',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' },
    });
    await wait(150);
    // Expires in one to two seconds; the deleter removes it 200–300 ms later. Nothing is sent after.
    const expiring = { ...profile, expires: { N: String(Math.ceil(Date.now() / 1000) + 1) } };
    await send(host, 'PutItem', { TableName: 'sessions', Item: expiring });
    await wait(800);
    expect(storage.value).toMatchObject({ tables: [{ items: [expiring] }] });
    await wait(2_500);
    expect(storage.value).toMatchObject({ tables: [{ definition: { TableName: 'sessions' }, items: [] }] });
  });

  it('holds the clock’s saves while a load run writes, and saves once when it stops', async () => {
    const storage = memoryStorage();
    const host = createEngineHost(storage);
    // An index on the table's own key: every write the load makes reaches it on the clock.
    await send(host, 'CreateTable', {
      TableName: 'hot',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'byPk',
          KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
    });
    await untilActive(host, 'hot');
    await settle();
    const before = savedAtOf(storage.value);
    expect(before).toEqual(expect.any(Number));
    const started = await host.startLoad({
      tableName: 'hot',
      pattern: 'uniform',
      rate: 200,
      readRatio: 0,
      itemBytes: 200,
      keys: 50,
      shards: 1,
      durationSeconds: 600,
    });
    expect(started).toMatchObject({ ok: true, value: { state: 'running' } });
    // Past the two seconds after which a steady stream of changes is saved anyway.
    await wait(2_600);
    expect(savedAtOf(storage.value)).toBe(before);
    await host.stopLoad();
    await settle();
    expect(savedAtOf(storage.value)).toBeGreaterThan(before!);
    expect((storage.value as { tables: { items: unknown[] }[] }).tables[0].items.length).toBeGreaterThan(0);
  });

  it('does not save for reads', async () => {
    const storage = memoryStorage();
    const host = createEngineHost(storage);
    await send(host, 'ListTables', {});
    await settle();
    expect(storage.value).toBeUndefined();
  });

  it('keeps saved data from an older version untouched, starts empty, and reports why', async () => {
    const old = { format: 'dynamo-sandbox/engine-snapshot-1', tables: [] };
    const storage = memoryStorage(old);
    const host = createEngineHost(storage);
    const statuses: PersistenceStatus[] = [];
    await host.watchPersistence((status) => statuses.push(status));
    expect(statuses.at(-1)).toEqual({
      state: 'unreadable',
      reason:
        'The snapshot was saved by an older version of Dynamo Sandbox (snapshot version 1; this version reads version 2).',
    });
    await send(host, 'CreateTable', appTable);
    await settle();
    expect(storage.value).toEqual(old);
    expect(await host.savedData()).toEqual(old);

    await host.reset();
    expect(storage.value).toBeUndefined();
    expect(statuses.at(-1)).toEqual({ state: 'saving' });
    expect((await send(host, 'ListTables', {})).TableNames).toEqual([]);
  });

  it('reports a damaged snapshot as unreadable instead of failing to start', async () => {
    const storage = memoryStorage({
      format: SNAPSHOT_FORMAT,
      version: SNAPSHOT_VERSION,
      clock: { now: 1_800_000_000_000, speed: 1, running: false },
      tables: [{ definition: { TableName: 'x' } }],
    });
    const host = createEngineHost(storage);
    const status = await host.persistence();
    expect(status).toMatchObject({
      state: 'unreadable',
      reason: expect.stringContaining('The snapshot is damaged: tables[0].definition: ValidationException'),
    });
    expect((await send(host, 'ListTables', {})).TableNames).toEqual([]);
  });

  it('works without storage', async () => {
    const host = createEngineHost(undefined);
    expect(await host.persistence()).toEqual({ state: 'off', reason: 'this browser offers no IndexedDB' });
    expect((await send(host, 'ListTables', {})).TableNames).toEqual([]);
  });
});

describe('the app engine', () => {
  it('keeps a transaction in flight until the running clock commits it, and lags GSIs behind writes', async () => {
    const host = createEngineHost(undefined);
    await send(host, 'CreateTable', appTable);
    await untilActive(host, 'app');
    const started = performance.now();
    await send(host, 'TransactWriteItems', { TransactItems: [{ Put: { TableName: 'app', Item: profile } }] });
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);

    const query = () =>
      send(host, 'Query', {
        TableName: 'app',
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :e',
        ExpressionAttributeValues: { ':e': { S: 'grace@example.com' } },
      });
    await send(host, 'PutItem', {
      TableName: 'app',
      Item: { ...profile, PK: { S: 'CUSTOMER#7' }, GSI1PK: { S: 'grace@example.com' } },
    });
    expect((await query()).Count).toBe(0);
    await wait(400);
    expect((await query()).Count).toBe(1);
  });

  it('answers PartiQL syntax checks with the position of the problem', async () => {
    const host = createEngineHost(undefined);
    expect(await host.checkPartiQL('SELECT * FROM "app"')).toBeUndefined();
    expect(await host.checkPartiQL('SELECT * FROM "app" WHERE PK = = 1')).toMatchObject({
      start: 31,
      end: 32,
      line: 1,
      column: 32,
    });
  });
});
