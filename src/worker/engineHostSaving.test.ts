/**
 * The engine host saves what the clock changes between requests (a TTL deletion), but not while a
 * load run writes: that is saved once, when the run ends. A flush (the tab is hidden or closing)
 * saves at once whatever waits, a load run's writes included.
 */
import { describe, expect, it, vi } from 'vitest';
import { APP_ENGINE_OPTIONS, createEngineHost } from './engineHost.ts';
import {
  appTable,
  memoryStorage,
  profile,
  send,
  settle,
  untilActive,
  wait,
} from './engineHostTestSupport.ts';
import { savedAt as savedAtOf } from './persistence/sandboxFile.ts';

/** A ten-minute load of 200 small writes a second, uniform over 50 keys. */
const steadyLoad = (tableName: string) => ({
  tableName,
  pattern: 'uniform' as const,
  rate: 200,
  readRatio: 0,
  itemBytes: 200,
  keys: 50,
  shards: 1,
  durationSeconds: 600,
});

/** A table with no index: nothing changes after a write but the write itself. */
const plainTable = {
  TableName: 'plain',
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
  AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
};
const savedKeys = (value: unknown) =>
  (value as { tables: { items: { PK: { S: string } }[] }[] }).tables[0]!.items.map(
    (item) => item.PK.S,
  ).sort();

describe('engine host saves when the tab is hidden or closing', () => {
  it('saves a burst’s last writes at once, and nothing when nothing waits', async () => {
    const storage = memoryStorage();
    const host = createEngineHost(storage);
    await send(host, 'CreateTable', plainTable);
    await untilActive(host, 'plain');
    await settle();
    // A burst: the saves after its first write wait for a quiet moment.
    for (const key of ['a', 'b', 'c'])
      await send(host, 'PutItem', { TableName: 'plain', Item: { PK: { S: key } } });
    await host.flushSave();
    expect(savedKeys(storage.value)).toEqual(['a', 'b', 'c']);
    const saved = storage.value;
    await host.flushSave();
    expect(storage.value).toBe(saved);
    // The paced save it replaced does not come after it.
    await settle();
    expect(storage.value).toBe(saved);
  });

  it('saves what a load run wrote so far', async () => {
    const storage = memoryStorage();
    const host = createEngineHost(storage);
    await send(host, 'CreateTable', plainTable);
    await untilActive(host, 'plain');
    await settle();
    const started = await host.startLoad(steadyLoad('plain'));
    expect(started).toMatchObject({ ok: true, value: { state: 'running' } });
    await wait(500);
    expect(savedKeys(storage.value)).toEqual([]);
    await host.flushSave();
    expect(savedKeys(storage.value).length).toBeGreaterThan(0);
    await host.stopLoad();
  });
});

describe('engine host saves after the clock', () => {
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
    const put = Date.now();
    // Each save checked as soon as it is made, by the same deadline as before: 0.8 s after the write
    // for the write, 3.3 s for the deletion.
    await vi.waitFor(() => expect(storage.value).toMatchObject({ tables: [{ items: [expiring] }] }), {
      timeout: 800,
      interval: 20,
    });
    await vi.waitFor(
      () =>
        expect(storage.value).toMatchObject({
          tables: [{ definition: { TableName: 'sessions' }, items: [] }],
        }),
      { timeout: Math.max(0, put + 3_300 - Date.now()), interval: 20 },
    );
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
    const started = await host.startLoad(steadyLoad('hot'));
    expect(started).toMatchObject({ ok: true, value: { state: 'running' } });
    // Past the half second after which a steady stream of changes is saved anyway.
    await wait(2_600);
    expect(savedAtOf(storage.value)).toBe(before);
    await host.stopLoad();
    await settle();
    expect(savedAtOf(storage.value)).toBeGreaterThan(before!);
    expect((storage.value as { tables: { items: unknown[] }[] }).tables[0].items.length).toBeGreaterThan(0);
  });
});
