/**
 * Learner code talks to the engine only through the SDK client's request handler. Removing the
 * network primitives from the sandbox worker keeps it so (the app promises no requests leave the
 * page) and turns an accidental `fetch` into a clear error instead of a silent hang.
 */
const NETWORK_GLOBALS = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'importScripts'] as const;

export function blockNetwork(): void {
  for (const name of NETWORK_GLOBALS) {
    Object.defineProperty(globalThis, name, {
      configurable: false,
      get() {
        throw new ReferenceError(
          `${name} is not available in the sandbox: it has no network. Use client or doc.`,
        );
      },
    });
  }
}
