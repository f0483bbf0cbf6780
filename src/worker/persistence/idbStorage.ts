/**
 * The saved sandbox in IndexedDB (idb-keyval), written by one tab: one key holds the latest snapshot,
 * another the running clock between snapshots (clockRecord.ts).
 */
import { createStore, delMany, get, promisifyRequest, type UseStore } from 'idb-keyval';
import type { SnapshotStorage } from './sandboxSaver.ts';
import { webSaveLock } from './saveLock.ts';

const SNAPSHOT_KEY = 'engine-snapshot';
const CLOCK_KEY = 'engine-clock';

/**
 * idb-keyval's `set`, committed as soon as the value is handed over. Left to commit by itself, the
 * transaction waits for the put's success event in this worker first; a worker ended with its closing
 * tab (client/saveOnLeave.ts) may not live that long, and its unfinished transaction is then undone.
 */
function putAndCommit(store: UseStore, key: string, value: unknown): Promise<void> {
  return store('readwrite', (objects) => {
    objects.put(value, key);
    // Every browser with Web Locks has commit(); one without still saves, a moment later.
    if ('commit' in objects.transaction) objects.transaction.commit();
    return promisifyRequest(objects.transaction);
  });
}

export function idbSnapshotStorage(): SnapshotStorage | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  const store = createStore('dynamo-sandbox', 'saved');
  return {
    load: () => get(SNAPSHOT_KEY, store),
    save: (snapshot) => putAndCommit(store, SNAPSHOT_KEY, snapshot),
    clear: () => delMany([SNAPSHOT_KEY, CLOCK_KEY], store),
    saveClock: (clock) => putAndCommit(store, CLOCK_KEY, clock),
    loadClock: () => get(CLOCK_KEY, store),
    lock: webSaveLock(),
  };
}
