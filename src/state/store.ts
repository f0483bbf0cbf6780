/** The app store: slices combined into one zustand store, persisted (partially) once, at the top. */
import { createStore, type StoreApi } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
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
        storage: createJSONStorage<PersistedState>(() => storage ?? localStorage),
        partialize,
        merge: mergePersisted,
        // An unknown version is treated like corrupt data: keep whatever fields still make sense.
        migrate: (saved) => saved as PersistedState,
      },
    ),
  );
}
