/**
 * The engine worker's host: one Engine, saved to IndexedDB as it changes and restored on start, and
 * replaced by a fresh one on "reset sandbox". Exposed with comlink; every method waits for the
 * restore to finish, so requests sent while the worker starts are answered, in order, afterwards.
 */
import { Engine } from '../engine/engine.ts';
import { createDispatch } from '../protocol/dispatch.ts';
import { createEngineApi, type EngineApi } from './api.ts';
import type { PersistenceStatus } from './persistence/persistenceStatus.ts';
import { checkSnapshot, restoreSnapshot, takeSnapshot } from './persistence/snapshot.ts';

export interface SnapshotStorage {
  load(): Promise<unknown>;
  save(snapshot: unknown): Promise<void>;
  clear(): Promise<void>;
}

type Promised<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

export interface EngineHostApi extends Promised<EngineApi> {
  persistence(): Promise<PersistenceStatus>;
  /** Calls `listener` with every change of the persistence status. */
  watchPersistence(listener: (status: PersistenceStatus) => void): Promise<void>;
  /** Deletes every table and item and the saved copy; the clock starts again at the host's time. */
  reset(): Promise<void>;
}

/** Reads that cannot change what is saved; anything else schedules a save. */
const READ_ONLY = new Set([
  'GetItem',
  'BatchGetItem',
  'TransactGetItems',
  'Query',
  'Scan',
  'DescribeTable',
  'ListTables',
  'ListTagsOfResource',
  'DescribeLimits',
  'DescribeEndpoints',
  'DescribeTimeToLive',
  'DescribeClock',
]);
/** Writes come in bursts (a learner's loop): save once the burst has settled. */
const SAVE_DELAY_MS = 250;

export function createEngineHost(
  storage: SnapshotStorage | undefined,
  wallClock: () => number = Date.now,
): EngineHostApi {
  let engine = new Engine();
  let status: PersistenceStatus = storage
    ? { state: 'saving' }
    : { state: 'off', reason: 'this browser offers no IndexedDB' };
  const listeners: ((status: PersistenceStatus) => void)[] = [];
  let saveTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: PersistenceStatus) => {
    status = next;
    for (const listener of listeners) listener(next);
  };

  const save = async () => {
    saveTimer = undefined;
    if (!storage || status.state !== 'saving') return;
    try {
      await storage.save(takeSnapshot(createDispatch(engine), wallClock()));
      setStatus({ ...status, savedAt: wallClock() });
    } catch (error) {
      setStatus({
        state: 'off',
        reason: `saving failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  };

  const afterRequest = (target: string) => {
    const operation = target.slice(target.indexOf('.') + 1);
    if (READ_ONLY.has(operation) || status.state !== 'saving') return;
    if (saveTimer !== undefined) clearTimeout(saveTimer);
    saveTimer = setTimeout(() => void save(), SAVE_DELAY_MS);
  };

  const api = createEngineApi(() => engine, { afterRequest });

  const ready = (async () => {
    if (!storage) return;
    let saved: unknown;
    try {
      saved = await storage.load();
    } catch (error) {
      setStatus({ state: 'off', reason: `the saved sandbox could not be read: ${String(error)}` });
      return;
    }
    if (saved === undefined) return;
    const checked = checkSnapshot(saved);
    if (!checked.ok) {
      setStatus({ state: 'unreadable', reason: checked.reason });
      return;
    }
    const { clock } = checked.snapshot;
    const lead = engine.tableStatusDelayMs;
    const restoring = new Engine({ clock: { start: clock.Time * 1000 - lead, running: false } });
    try {
      const restored = restoreSnapshot(createDispatch(restoring), checked.snapshot, lead / 1000);
      engine = restoring;
      setStatus({ state: 'saving', restored, savedAt: checked.snapshot.savedAt });
    } catch (error) {
      setStatus({ state: 'unreadable', reason: error instanceof Error ? error.message : String(error) });
    }
  })();

  return {
    async request(target, body) {
      await ready;
      return api.request(target, body);
    },
    async operations() {
      await ready;
      return api.operations();
    },
    async serveWirePort(port) {
      await ready;
      api.serveWirePort(port);
    },
    async persistence() {
      await ready;
      return status;
    },
    async watchPersistence(listener) {
      listeners.push(listener);
      await ready;
      listener(status);
    },
    async reset() {
      await ready;
      if (saveTimer !== undefined) clearTimeout(saveTimer);
      saveTimer = undefined;
      engine = new Engine();
      if (!storage) return;
      try {
        await storage.clear();
        setStatus({ state: 'saving' });
      } catch (error) {
        setStatus({ state: 'off', reason: `the saved sandbox could not be deleted: ${String(error)}` });
      }
    },
  };
}
