/** The saved sandbox in IndexedDB (idb-keyval): one key, holding the latest snapshot, written by one tab. */
import { createStore, del, get, set } from 'idb-keyval';
import type { SnapshotStorage } from './sandboxSaver.ts';
import { webSaveLock } from './saveLock.ts';

const SNAPSHOT_KEY = 'engine-snapshot';

export function idbSnapshotStorage(): SnapshotStorage | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  const store = createStore('dynamo-sandbox', 'saved');
  return {
    load: () => get(SNAPSHOT_KEY, store),
    save: (snapshot) => set(SNAPSHOT_KEY, snapshot, store),
    clear: () => del(SNAPSHOT_KEY, store),
    lock: webSaveLock(),
  };
}
