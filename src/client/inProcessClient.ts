/** The engine on the calling thread, behind the same interface as the worker: for unit tests. */
import { Engine, type EngineOptions } from '../engine/engine.ts';
import { createEngineApi } from '../worker/api.ts';
import { moduleRuntimeFactory } from '../worker/triggers/moduleRuntime.ts';
import { TriggerRegistry } from '../worker/triggers/triggerRegistry.ts';
import { createTriggersApi } from '../worker/triggersApi.ts';
import { engineFromSandbox, sandboxData, savedTriggers } from '../worker/persistence/sandboxFile.ts';
import { clientError, type EngineClient } from './engineClient.ts';
import { createTriggersClient } from './triggersClient.ts';
import { createCapacityClient } from './capacityClient.ts';
import { gatedClockOptions, WallGate } from '../worker/capacity/wallGate.ts';

export function createInProcessClient(
  options: EngineOptions = {},
): EngineClient & { readonly engine: Engine } {
  // Load runs pace the clock through the gate, as in the worker (capacityApi.ts).
  const wallGate = new WallGate();
  const engineOptions = gatedClockOptions(options, wallGate);
  let engine = new Engine(engineOptions);
  const api = createEngineApi(() => engine, { wallGate });
  // Trigger handlers run on this thread (moduleRuntime.ts), reaching the engine over a MessagePort.
  const triggers = new TriggerRegistry({
    engine: () => engine,
    createRuntime: moduleRuntimeFactory((port) => api.serveWirePort(port)),
  });
  return {
    get engine() {
      return engine;
    },
    async request(target, body, region) {
      try {
        return await api.request(target, body, region);
      } catch (error) {
        return { ok: false, error: clientError(error) };
      }
    },
    async operations() {
      return api.operations();
    },
    async checkPartiQL(statement) {
      return api.checkPartiQL(statement);
    },
    async connectWirePort(port) {
      api.serveWirePort(port);
    },
    async watchPersistence(listener) {
      listener({ state: 'off', reason: 'the in-process engine is not saved' });
    },
    async savedData() {
      return undefined;
    },
    async sandboxData() {
      return sandboxData(engine, triggers, Date.now());
    },
    async openSandbox(data) {
      try {
        const opened = await engineFromSandbox(data, engineOptions);
        engine = opened.engine;
        triggers.restore(savedTriggers(data));
        return { ok: true, restored: opened.restored };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
    async saveHere() {
      // Nothing is saved in process, so no other tab saves either.
    },
    flushSave() {
      // Nothing is saved in process.
    },
    async reset() {
      triggers.clear();
      engine = new Engine(engineOptions);
    },
    triggers: createTriggersClient(createTriggersApi(triggers)),
    capacity: createCapacityClient(api),
    dispose() {
      triggers.clear();
    },
  };
}
