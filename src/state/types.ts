/**
 * The app store's shape: one zustand store combined from typed slices (pmndrs' slices pattern), with
 * its middleware (persist) applied once, on the combined store (store.ts).
 */
import type { StateCreator } from 'zustand';
import type { EngineClient } from '../client/engineClient.ts';
import type { ClockSlice } from './clockSlice.ts';
import type { ConsoleSlice } from './consoleSlice.ts';
import type { PersistenceSlice } from './persistenceSlice.ts';
import type { ReplicaLagSlice } from './replicaLagSlice.ts';
import type { TablesSlice } from './tablesSlice.ts';

export type AppState = ClockSlice & ReplicaLagSlice & TablesSlice & ConsoleSlice & PersistenceSlice;

/** What slices need from outside: the engine, passed in so tests use the in-process one. */
export interface StoreDeps {
  engine: EngineClient;
}

export type SliceCreator<Slice> = (
  ...args: [...Parameters<StateCreator<AppState, [['zustand/persist', unknown]], [], Slice>>, StoreDeps]
) => Slice;
