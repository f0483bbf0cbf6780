import { describe, expect, it } from 'vitest';
import { SNAPSHOT_FORMAT, SNAPSHOT_VERSION } from '../engine/snapshot/snapshotTypes.ts';
import { createEngineHost } from './engineHost.ts';
import {
  appTable,
  memoryStorage,
  profile,
  send,
  settle,
  untilActive,
  wait,
} from './engineHostTestSupport.ts';
import type { PersistenceStatus } from './persistence/persistenceStatus.ts';

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

  it('saves a steady stream of changes twice a second, without waiting for a pause', async () => {
    const storage = memoryStorage();
    const host = createEngineHost(storage);
    await send(host, 'CreateTable', { ...appTable, TableName: 'log' });
    await untilActive(host, 'log');
    await settle();
    let saves = 0;
    const save = storage.save;
    storage.save = (snapshot) => {
      saves++;
      return save(snapshot);
    };
    // A write every 50 ms never leaves the 100 ms pause a save waits for: the first write is saved at
    // once (after a quiet spell), then the stream every half second, however long it goes on.
    const started = Date.now();
    for (let i = 0; Date.now() - started < 1_200; i++) {
      await send(host, 'PutItem', { TableName: 'log', Item: { ...profile, SK: { S: `E#${i}` } } });
      await wait(50);
    }
    expect(saves).toBeGreaterThanOrEqual(3);
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
