/** The engine on the calling thread, behind the same interface as the worker: for unit tests. */
import { Engine, type EngineOptions } from '../engine/engine.ts';
import { createEngineApi } from '../worker/api.ts';
import { clientError, type EngineClient } from './engineClient.ts';

export function createInProcessClient(
  options: EngineOptions = {},
): EngineClient & { readonly engine: Engine } {
  let engine = new Engine(options);
  const api = createEngineApi(() => engine);
  return {
    get engine() {
      return engine;
    },
    async request(target, body) {
      try {
        return await api.request(target, body);
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
    async reset() {
      engine = new Engine(options);
    },
    dispose() {},
  };
}
