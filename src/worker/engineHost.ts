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
import { watchTimedChanges } from '../engine/timedChangeWatch.ts';
import { mayChangeState } from '../protocol/readOnlyOperations.ts';
import { createEngineApi, type EngineApi } from './api.ts';
import { isLive } from './capacity/loadDriver.ts';
import { gatedClockOptions, WallGate } from './capacity/wallGate.ts';
import type { PersistenceStatus } from './persistence/persistenceStatus.ts';
import { applyNewerClock, CLOCK_SAVE_MS, readSavedClock } from './persistence/clockRecord.ts';
import { SandboxSaver, type SnapshotStorage } from './persistence/sandboxSaver.ts';
import type { SaveLock } from './persistence/saveLock.ts';
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

export type { SnapshotStorage } from './persistence/sandboxSaver.ts';

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
  /** After the tab that saved has closed: this tab's sandbox replaces the saved one, and is saved. */
  saveHere(): Promise<void>;
  /** The tab is being hidden or closed: what waits to be saved is saved now (this tab's saves only). */
  flushSave(): Promise<void>;
  /** Deletes every table and item and the saved copy; the clock starts again at the host's time. */
  reset(): Promise<void>;
}

/** What `load` gives for saved data that could not be read. */
const UNREAD = Symbol('unread');

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
  const saver = new SandboxSaver(storage, (savedAt) => sandboxData(engine, triggers, savedAt), wallClock);
  const scheduleSave = () => saver.changed();

  const use = (next: Engine) => {
    stopDriver();
    engine = next;
    timedChanged = watchTimedChanges(engine);
    stopDriver = startClockDriver(engine, browserTimers, afterTick);
  };

  const afterRequest = (target: string) => {
    // A read changes nothing itself, but the timed work due at its start may have.
    if (timedChanged() || mayChangeState(target)) scheduleSave();
  };

  /** Swaps in an engine built from saved data (or throws, changing nothing); returns what it held. */
  const replaceEngine = async (data: unknown) => {
    const restored = await engineFromSandbox(data, engineOptions);
    saver.cancel();
    use(restored.engine);
    // The engine does not keep consumers: saved triggers are attached to the restored tables again.
    triggers.restore(savedTriggers(data));
    return restored.restored;
  };

  /** Empties the sandbox: no tables, no triggers, the clock at the host's time. */
  const startEmpty = () => {
    saver.cancel();
    triggers.clear();
    use(new Engine(engineOptions));
  };

  /**
   * The saved sandbox as it is now, in place of this tab's, which changed nothing since it was
   * loaded: what a tab does when the tab that saved closes and this one is to save from now on.
   */
  const continueWithSaved = async (store: SnapshotStorage) => {
    const saved = await load(store);
    if (saved === UNREAD) return;
    if (saved !== undefined) return restoreAndSave(store, saved);
    // The other tab's last act was a reset.
    startEmpty();
    saver.setStatus({ state: 'saving', restored: { tables: 0, items: 0 } });
  };

  /** The saved data (undefined: none), or UNREAD when it cannot be read (the status says why). */
  const load = async (store: SnapshotStorage) => {
    try {
      return await store.load();
    } catch (error) {
      saver.setStatus({ state: 'off', reason: `the saved sandbox could not be read: ${String(error)}` });
      return UNREAD;
    }
  };

  /** The saved sandbox in place of this one, its clock moved on to a newer clock record. */
  const restoreSaved = async (store: SnapshotStorage, saved: unknown) => {
    const restored = await replaceEngine(saved);
    const record = await store.loadClock?.().catch(() => undefined);
    applyNewerClock(engine, readSavedClock(record), savedAtOf(saved));
    return restored;
  };

  /** Restores saved data, saved from then on; data that cannot be restored is left alone. */
  const restoreAndSave = async (store: SnapshotStorage, saved: unknown) => {
    try {
      const restored = await restoreSaved(store, saved);
      saver.setStatus({ state: 'saving', restored, savedAt: savedAtOf(saved) });
    } catch (error) {
      // Damaged, or from another version: start empty, leave the saved data alone, and say why.
      saver.setStatus({
        state: 'unreadable',
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  };

  /** Another tab saves: wait until it closes, then save here (see SaveLock). */
  const waitForLock = async (store: SnapshotStorage, lock: SaveLock) => {
    await lock.take();
    if (saver.hasUnsavedChanges) saver.setStatus({ state: 'elsewhere', otherTabClosed: true });
    else await continueWithSaved(store);
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
    let ours = true;
    try {
      ours = (await storage.lock?.tryTake()) ?? true;
    } catch {
      // A lock manager that fails is one that cannot tell tabs apart: save, as without one.
    }
    const saved = await load(storage);
    if (saved === UNREAD) return;
    if (!ours) {
      // The saved sandbox is shown here too, but only the tab holding the lock writes it.
      let restored;
      if (saved !== undefined) restored = await restoreSaved(storage, saved).catch(() => undefined);
      saver.setStatus({ state: 'elsewhere', restored });
      void waitForLock(storage, storage.lock!);
      return;
    }
    if (saved !== undefined) await restoreAndSave(storage, saved);
  })();

  // The running clock is saved on its own between sandbox saves, by the saving tab.
  setInterval(() => saver.saveRunningClock(engine.clock.state()), CLOCK_SAVE_MS);

  /** A method that waits for the restore first, so requests sent while the worker starts come after it. */
  const whenReady =
    <A extends unknown[], R>(method: (...args: A) => R) =>
    async (...args: A): Promise<Awaited<R>> => {
      await ready;
      return await method(...args);
    };

  return {
    request: whenReady(api.request),
    operations: whenReady(api.operations),
    async checkPartiQL(statement) {
      return api.checkPartiQL(statement);
    },
    serveWirePort: whenReady(api.serveWirePort),
    async persistence() {
      await ready;
      return saver.status;
    },
    async watchPersistence(listener) {
      // Told the status once it is known, then each change: a restore is announced once.
      await ready;
      saver.watch(listener);
      listener(saver.status);
    },
    async saveHere() {
      await ready;
      const status = saver.status;
      if (status.state !== 'elsewhere' || !status.otherTabClosed) return;
      saver.setStatus({ state: 'saving' });
      scheduleSave();
    },
    async flushSave() {
      await ready;
      // A load run's writes wait for its end (afterTick); a tab going away saves them so far.
      const load = api.loadStatus();
      if (load && isLive(load.state)) scheduleSave();
      saver.flush();
      saver.saveRunningClock(engine.clock.state());
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
      // Opening a file is a choice to replace the sandbox, the unreadable saved copy included
      // (not the one another tab saves: that stays its to write).
      if (saver.status.state === 'saving' || saver.status.state === 'unreadable')
        saver.setStatus({ state: 'saving', restored });
      scheduleSave();
      return { ok: true, restored };
    },
    capacityPull: whenReady(api.capacityPull),
    startLoad: whenReady(api.startLoad),
    async stopLoad() {
      return api.stopLoad();
    },
    async fastForwardLoad(seconds) {
      return api.fastForwardLoad(seconds);
    },
    async loadStatus() {
      return api.loadStatus();
    },
    listTriggers: whenReady(triggersApi.listTriggers),
    describeTrigger: whenReady(triggersApi.describeTrigger),
    createTrigger: whenReady(triggersApi.createTrigger),
    updateTriggerCode: whenReady(triggersApi.updateTriggerCode),
    setTriggerEnabled: whenReady(triggersApi.setTriggerEnabled),
    deleteTrigger: whenReady(triggersApi.deleteTrigger),
    async reset() {
      await ready;
      startEmpty();
      // The copy another tab saves is not this tab's to delete: the reset is this tab's change.
      if (!storage || saver.status.state === 'elsewhere') return scheduleSave();
      try {
        await storage.clear();
        saver.setStatus({ state: 'saving' });
      } catch (error) {
        saver.setStatus({ state: 'off', reason: `the saved sandbox could not be deleted: ${String(error)}` });
      }
    },
  };
}
