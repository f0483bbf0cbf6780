/**
 * Two tabs on one saved sandbox (persistence/saveLock.ts): the first saves, the second works unsaved
 * and says so, and takes over saving once the first closes, without losing either tab's work.
 */
import { describe, expect, it, vi } from 'vitest';
import { createEngineHost } from './engineHost.ts';
import {
  appTable,
  memoryStorage,
  profile,
  send,
  tabLocks,
  untilActive,
  wait,
} from './engineHostTestSupport.ts';
import type { PersistenceStatus } from './persistence/persistenceStatus.ts';

/**
 * Until a write is saved: the save waits 250 ms after the last change, and the index's copy of a
 * write lands 250 ms after it (a change too). Waited out in full where what follows needs every
 * save made (a tab closes, or nothing may change).
 */
const settle = () => wait(800);
/**
 * Until `check` passes, within the time `settle` waits: where only what is saved, or the status, is
 * looked at next, the test goes on as soon as it holds.
 */
const settled = (check: () => void | Promise<void>) => vi.waitFor(check, { timeout: 800, interval: 20 });
const item = (name: string) => ({ ...profile, SK: { S: name } });
const tableNames = (storage: { value: unknown }) =>
  ((storage.value as { tables?: { definition: { TableName: string } }[] } | undefined)?.tables ?? []).map(
    (table) => table.definition.TableName,
  );
const savedItems = (storage: { value: unknown }) =>
  (storage.value as { tables: { items: { SK: { S: string } }[] }[] }).tables[0]!.items.map(
    (saved) => saved.SK.S,
  );

/** Two tabs of one browser: the same storage, one Web Lock between them. */
async function twoTabs() {
  const storage = memoryStorage();
  const locks = tabLocks();
  const first = locks.tab();
  const firstHost = createEngineHost({ ...storage, lock: first.lock });
  await send(firstHost, 'CreateTable', appTable);
  await untilActive(firstHost, 'app');
  await send(firstHost, 'PutItem', { TableName: 'app', Item: item('first') });
  await settled(() => expect(savedItems(storage)).toEqual(['first']));
  const second = locks.tab();
  // The storage object's methods read and write storage.value: both tabs share it.
  const secondHost = createEngineHost({
    load: storage.load,
    save: storage.save,
    clear: storage.clear,
    lock: second.lock,
  });
  const statuses: PersistenceStatus[] = [];
  await secondHost.watchPersistence((status) => statuses.push(status));
  return { storage, firstHost, closeFirst: first.close, secondHost, statuses };
}

describe('a sandbox open in two tabs', () => {
  it('is saved by the first tab only: the second shows the saved copy and its changes, reset and flush are not saved', async () => {
    const { storage, firstHost, secondHost, statuses } = await twoTabs();
    expect(statuses).toEqual([{ state: 'elsewhere', restored: { tables: 1, items: 1 } }]);
    expect(await firstHost.persistence()).toMatchObject({ state: 'saving' });
    expect((await send(secondHost, 'Scan', { TableName: 'app' })).Count).toBe(1);

    await send(secondHost, 'PutItem', { TableName: 'app', Item: item('second') });
    // Hidden or closed, it has no save of its own to make.
    await secondHost.flushSave();
    expect(savedItems(storage)).toEqual(['first']);
    await secondHost.reset();
    await settle();
    expect(savedItems(storage)).toEqual(['first']);

    // The first tab keeps saving what it does; the second's reset did not delete its copy.
    await send(firstHost, 'PutItem', { TableName: 'app', Item: item('later') });
    await settled(() => expect(savedItems(storage)).toEqual(['first', 'later']));
    expect(statuses.at(-1)).toEqual({ state: 'elsewhere', restored: { tables: 1, items: 1 } });
  });

  it('takes over saving when the saving tab closes, loading its latest save if nothing was changed here', async () => {
    const { storage, firstHost, closeFirst, secondHost, statuses } = await twoTabs();
    await send(firstHost, 'PutItem', { TableName: 'app', Item: item('later') });
    await settle();
    // Not yet seen in the second tab, which loaded the copy saved before.
    expect((await send(secondHost, 'Scan', { TableName: 'app' })).Count).toBe(1);

    closeFirst();
    await settled(() =>
      expect(statuses.at(-1)).toEqual({
        state: 'saving',
        restored: { tables: 1, items: 2 },
        savedAt: expect.any(Number),
      }),
    );
    expect((await send(secondHost, 'Scan', { TableName: 'app' })).Count).toBe(2);
    await send(secondHost, 'PutItem', { TableName: 'app', Item: item('second') });
    await settled(() => expect(savedItems(storage)).toEqual(['first', 'later', 'second']));
  });

  it('follows a reset made in the saving tab before it closed', async () => {
    const { storage, firstHost, closeFirst, secondHost, statuses } = await twoTabs();
    await firstHost.reset();
    expect(storage.value).toBeUndefined();
    closeFirst();
    await settled(() =>
      expect(statuses.at(-1)).toEqual({ state: 'saving', restored: { tables: 0, items: 0 } }),
    );
    expect((await send(secondHost, 'ListTables', {})).TableNames).toEqual([]);
  });

  it('lets the learner choose when both tabs changed the sandbox: nothing is overwritten until saveHere', async () => {
    const { storage, firstHost, closeFirst, secondHost, statuses } = await twoTabs();
    await send(secondHost, 'CreateTable', { ...appTable, TableName: 'mine' });
    await send(firstHost, 'PutItem', { TableName: 'app', Item: item('later') });
    await settle();
    closeFirst();
    await settle();
    expect(statuses.at(-1)).toEqual({ state: 'elsewhere', otherTabClosed: true });
    expect(tableNames(storage)).toEqual(['app']);
    expect(savedItems(storage)).toEqual(['first', 'later']);

    await secondHost.saveHere();
    await settled(() => {
      expect(statuses.at(-1)).toEqual({ state: 'saving', savedAt: expect.any(Number) });
      expect(tableNames(storage)).toEqual(['app', 'mine']);
      expect(savedItems(storage)).toEqual(['first']);
    });
  });

  it('saves as before where the browser has no Web Locks', async () => {
    const storage = memoryStorage();
    const host = createEngineHost(storage);
    await send(host, 'CreateTable', appTable);
    await settled(async () => {
      expect(await host.persistence()).toMatchObject({ state: 'saving', savedAt: expect.any(Number) });
      expect(tableNames(storage)).toEqual(['app']);
    });
  });
});
