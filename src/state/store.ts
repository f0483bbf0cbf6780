/** The app store: slices combined into one zustand store, persisted (partially) once, at the top. */
import { createStore, type StoreApi } from 'zustand';
import { createJSONStorage, persist, type PersistStorage, type StateStorage } from 'zustand/middleware';
import { createClockSlice } from './clockSlice.ts';
import { createConsoleSlice } from './consoleSlice.ts';
import {
  mergePersisted,
  partialize,
  PERSIST_KEY,
  PERSIST_VERSION,
  type PersistedState,
} from './persisted.ts';
import { createPersistenceSlice } from './persistenceSlice.ts';
import { createReplicaLagSlice } from './replicaLagSlice.ts';
import { createTablesSlice } from './tablesSlice.ts';
import type { AppState, StoreDeps } from './types.ts';

export type AppStore = StoreApi<AppState>;

export interface CreateStoreOptions extends StoreDeps {
  /** Where the UI state is saved (default localStorage); tests pass an in-memory one. */
  storage?: StateStorage;
}

export function createAppStore({ storage, ...deps }: CreateStoreOptions): AppStore {
  return createStore<AppState>()(
    persist(
      (...args) => ({
        ...createClockSlice(...args, deps),
        ...createReplicaLagSlice(...args, deps),
        ...createTablesSlice(...args, deps),
        ...createConsoleSlice(...args, deps),
        ...createPersistenceSlice(...args, deps),
      }),
      {
        name: PERSIST_KEY,
        version: PERSIST_VERSION,
        // Undefined where the browser refuses localStorage: then nothing is saved, as before.
        storage: writtenOnChange(createJSONStorage<PersistedState>(() => storage ?? localStorage)),
        partialize,
        merge: mergePersisted,
        // An unknown version is treated like corrupt data: keep whatever fields still make sense.
        migrate: (saved) => saved as PersistedState,
      },
    ),
  );
}

/**
 * zustand's persist writes after every store update, and most updates (a request recorded, a clock
 * reading) change none of the saved fields: skip those. Without this a loop of requests rewrote every
 * draft (hundreds of kilobytes) to localStorage once per request.
 */
function writtenOnChange(
  inner: PersistStorage<PersistedState> | undefined,
): PersistStorage<PersistedState> | undefined {
  if (inner === undefined) return undefined;
  let last: PersistedState | undefined;
  return {
    getItem: (name) => inner.getItem(name),
    removeItem: (name) => {
      last = undefined;
      return inner.removeItem(name);
    },
    setItem(name, value) {
      const saved = value.state;
      const previous = last;
      if (
        previous &&
        (Object.keys(saved) as (keyof PersistedState)[]).every((key) => saved[key] === previous[key])
      )
        return;
      last = saved;
      return inner.setItem(name, value);
    },
  };
}
