/**
 * The saved sandbox in IndexedDB (idb-keyval), written by one tab: one key holds the latest snapshot,
 * another the running clock between snapshots (clockRecord.ts).
 */
import { createStore, delMany, get, set } from 'idb-keyval';
import type { SnapshotStorage } from './sandboxSaver.ts';
import { webSaveLock } from './saveLock.ts';

const SNAPSHOT_KEY = 'engine-snapshot';
const CLOCK_KEY = 'engine-clock';

export function idbSnapshotStorage(): SnapshotStorage | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  const store = createStore('dynamo-sandbox', 'saved');
  return {
    load: () => get(SNAPSHOT_KEY, store),
    save: (snapshot) => set(SNAPSHOT_KEY, snapshot, store),
    clear: () => delMany([SNAPSHOT_KEY, CLOCK_KEY], store),
    saveClock: (clock) => set(CLOCK_KEY, clock, store),
    loadClock: () => get(CLOCK_KEY, store),
    lock: webSaveLock(),
  };
}
