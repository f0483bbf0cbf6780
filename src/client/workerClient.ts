/** The browser app's engine: a dedicated module worker (worker/engine.worker.ts) reached with comlink. */
import { proxy, releaseProxy, transfer, wrap } from 'comlink';
import type { EngineHostApi } from '../worker/engineHost.ts';
import { clientError, type EngineClient } from './engineClient.ts';
import { createTriggersClient } from './triggersClient.ts';
import { createCapacityClient } from './capacityClient.ts';

export function createWorkerClient(): EngineClient {
  const worker = new Worker(new URL('../worker/engine.worker.ts', import.meta.url), {
    type: 'module',
    name: 'dynamo-sandbox-engine',
  });
  const remote = wrap<EngineHostApi>(worker);
  return {
    async request(target, body, region) {
      try {
        return await remote.request(target, body, region);
      } catch (error) {
        return { ok: false, error: clientError(error) };
      }
    },
    async operations() {
      try {
        return await remote.operations();
      } catch {
        return [];
      }
    },
    async checkPartiQL(statement) {
      try {
        return await remote.checkPartiQL(statement);
      } catch {
        return undefined;
      }
    },
    async connectWirePort(port) {
      await remote.serveWirePort(transfer(port, [port]));
    },
    async watchPersistence(listener) {
      await remote.watchPersistence(proxy(listener));
    },
    async savedData() {
      return remote.savedData();
    },
    async sandboxData() {
      return remote.sandboxData();
    },
    async openSandbox(data) {
      try {
        return await remote.openSandbox(data);
      } catch (error) {
        return { ok: false, error: clientError(error).message };
      }
    },
    async saveHere() {
      await remote.saveHere();
    },
    flushSave() {
      // The message is posted at once; the answer may never come, if the page is gone first.
      remote.flushSave().catch(() => {});
    },
    async reset() {
      await remote.reset();
    },
    triggers: createTriggersClient(remote),
    capacity: createCapacityClient(remote),
    dispose() {
      remote[releaseProxy]();
      worker.terminate();
    },
  };
}
