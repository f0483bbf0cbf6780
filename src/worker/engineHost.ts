/**
 * The engine worker's host: one Engine, saved to IndexedDB as it changes and restored on start, and
 * replaced by a fresh one on "reset sandbox". Exposed with comlink; every method waits for the
 * restore to finish, so requests sent while the worker starts are answered, in order, afterwards.
 *
 * The app's engine behaves like DynamoDB where timing shows: a transaction stays in flight for
 * 20 ms (concurrent requests to its items meet TransactionConflict), global secondary indexes lag
 * writes by the default propagation delay, and a clock driver runs timed work (transaction commits,
 * index propagation, TTL deletions) on time while the virtual clock runs.
 */
import { startClockDriver, type HostTimers } from '../engine/clockDriver.ts';
import { DEFAULT_GSI_PROPAGATION_DELAY_MS, Engine, type EngineOptions } from '../engine/engine.ts';
import { SavePacing } from '../engine/snapshot/savePacing.ts';
import { watchTimedChanges } from '../engine/timedChangeWatch.ts';
import { mayChangeState } from '../protocol/readOnlyOperations.ts';
import { createEngineApi, type EngineApi } from './api.ts';
import { isLive } from './capacity/loadDriver.ts';
import { gatedClockOptions, WallGate } from './capacity/wallGate.ts';
import type { PersistenceStatus } from './persistence/persistenceStatus.ts';
import {
  engineFromSandbox,
  sandboxData,
  savedAt as savedAtOf,
  savedTriggers,
  type OpenSandboxOutcome,
} from './persistence/sandboxFile.ts';
import { TriggerRegistry } from './triggers/triggerRegistry.ts';
import type { RuntimeFactory } from './triggers/triggerTypes.ts';
import { workerRuntimeFactory } from './triggers/workerRuntime.ts';
import { createTriggersApi, type TriggersApi } from './triggersApi.ts';

export const APP_ENGINE_OPTIONS: EngineOptions = {
  transactionLatencyMs: 20,
  gsiPropagationDelayMs: DEFAULT_GSI_PROPAGATION_DELAY_MS,
};

export interface SnapshotStorage {
  load(): Promise<unknown>;
  save(snapshot: unknown): Promise<void>;
  clear(): Promise<void>;
}

type Promised<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

export interface EngineHostApi extends Promised<EngineApi>, Promised<TriggersApi> {
  persistence(): Promise<PersistenceStatus>;
  /** Calls `listener` with every change of the persistence status. */
  watchPersistence(listener: (status: PersistenceStatus) => void): Promise<void>;
  /** The saved data as it is in storage (for "download a copy" when it cannot be restored). */
  savedData(): Promise<unknown>;
  /** The sandbox as it is now, in the saved format (sandboxFile.ts): for "Download sandbox". */
  sandboxData(): Promise<unknown>;
  /** Replaces the whole sandbox by a downloaded one (or one saved by `npm run serve -- --data`). */
  openSandbox(data: unknown): Promise<OpenSandboxOutcome>;
  /** Deletes every table and item and the saved copy; the clock starts again at the host's time. */
  reset(): Promise<void>;
}

const browserTimers: HostTimers = {
  setTimeout: (callback, milliseconds) => setTimeout(callback, milliseconds),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createEngineHost(
  storage: SnapshotStorage | undefined,
  wallClock: () => number = Date.now,
  options: EngineOptions = APP_ENGINE_OPTIONS,
  /** How trigger handlers run, given the engine's wire port server (a worker each in the app). */
  triggerRuntimes: (connectWirePort: (port: MessagePort) => void) => RuntimeFactory = workerRuntimeFactory,
): EngineHostApi {
  // Load runs pace the engine clock through this wall clock (capacityApi.ts).
  const wallGate = new WallGate();
  const engineOptions = gatedClockOptions(options, wallGate);
  let engine = new Engine(engineOptions);
  let timedChanged = watchTimedChanges(engine);
  // Saves what the clock changed between requests (a TTL deletion, an export finishing). A load run
  // is saved once, when it ends (api.ts): saving while it writes would take time from its frames.
  const afterTick = () => {
    if (!timedChanged()) return;
    const load = api.loadStatus();
    if (!load || !isLive(load.state)) scheduleSave();
  };
  let stopDriver = startClockDriver(engine, browserTimers, afterTick);
  let status: PersistenceStatus = storage
    ? { state: 'saving' }
    : { state: 'off', reason: 'this browser offers no IndexedDB' };
  const listeners: ((status: PersistenceStatus) => void)[] = [];
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  // Saved a moment after a burst of changes, and every few seconds while they keep coming.
  const pacing = new SavePacing();

  const use = (next: Engine) => {
    stopDriver();
    engine = next;
    timedChanged = watchTimedChanges(engine);
    stopDriver = startClockDriver(engine, browserTimers, afterTick);
  };

  const setStatus = (next: PersistenceStatus) => {
    status = next;
    for (const listener of listeners) listener(next);
  };

  const save = async () => {
    saveTimer = undefined;
    pacing.saving();
    if (!storage || status.state !== 'saving') return;
    try {
      const savedAt = wallClock();
      const started = performance.now();
      await storage.save(sandboxData(engine, triggers, savedAt));
      pacing.saved(performance.now() - started);
      setStatus({ ...status, savedAt });
    } catch (error) {
      setStatus({
        state: 'off',
        reason: `saving failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  };

  const scheduleSave = () => {
    if (status.state !== 'saving') return;
    if (saveTimer !== undefined) clearTimeout(saveTimer);
    saveTimer = setTimeout(() => void save(), pacing.delayAfterChange(wallClock()));
  };

  const afterRequest = (target: string) => {
    // A read changes nothing itself, but the timed work due at its start may have.
    if (timedChanged() || mayChangeState(target)) scheduleSave();
  };

  /** Swaps in an engine built from saved data (or throws, changing nothing); returns what it held. */
  const replaceEngine = async (data: unknown) => {
    const restored = await engineFromSandbox(data, engineOptions);
    if (saveTimer !== undefined) clearTimeout(saveTimer);
    saveTimer = undefined;
    use(restored.engine);
    // The engine does not keep consumers: saved triggers are attached to the restored tables again.
    triggers.restore(savedTriggers(data));
    return restored.restored;
  };

  const api = createEngineApi(() => engine, { afterRequest, wallGate });
  const triggers = new TriggerRegistry({
    engine: () => engine,
    createRuntime: triggerRuntimes((port) => api.serveWirePort(port)),
    onChange: scheduleSave,
  });
  const triggersApi = createTriggersApi(triggers);

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
    try {
      const restored = await replaceEngine(saved);
      setStatus({ state: 'saving', restored, savedAt: savedAtOf(saved) });
    } catch (error) {
      // Damaged, or from another version: start empty, leave the saved data alone, and say why.
      setStatus({ state: 'unreadable', reason: error instanceof Error ? error.message : String(error) });
    }
  })();

  return {
    async request(target, body, region) {
      await ready;
      return api.request(target, body, region);
    },
    async operations() {
      await ready;
      return api.operations();
    },
    async checkPartiQL(statement) {
      return api.checkPartiQL(statement);
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
    async savedData() {
      return storage?.load();
    },
    async sandboxData() {
      await ready;
      return sandboxData(engine, triggers, wallClock());
    },
    async openSandbox(data) {
      await ready;
      let restored;
      try {
        restored = await replaceEngine(data);
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
      // Opening a file is a choice to replace the sandbox, the unreadable saved copy included.
      if (status.state !== 'off') {
        setStatus({ state: 'saving', restored });
        scheduleSave();
      }
      return { ok: true, restored };
    },
    async capacityPull(tableName, pull) {
      await ready;
      return api.capacityPull(tableName, pull);
    },
    async startLoad(request) {
      await ready;
      return api.startLoad(request);
    },
    async stopLoad() {
      return api.stopLoad();
    },
    async fastForwardLoad(seconds) {
      return api.fastForwardLoad(seconds);
    },
    async loadStatus() {
      return api.loadStatus();
    },
    async listTriggers(tableName) {
      await ready;
      return triggersApi.listTriggers(tableName);
    },
    async describeTrigger(id) {
      await ready;
      return triggersApi.describeTrigger(id);
    },
    async createTrigger(input) {
      await ready;
      return triggersApi.createTrigger(input);
    },
    async updateTriggerCode(id, code) {
      await ready;
      return triggersApi.updateTriggerCode(id, code);
    },
    async setTriggerEnabled(id, enabled) {
      await ready;
      return triggersApi.setTriggerEnabled(id, enabled);
    },
    async deleteTrigger(id) {
      await ready;
      return triggersApi.deleteTrigger(id);
    },
    async reset() {
      await ready;
      if (saveTimer !== undefined) clearTimeout(saveTimer);
      saveTimer = undefined;
      triggers.clear();
      use(new Engine(engineOptions));
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
