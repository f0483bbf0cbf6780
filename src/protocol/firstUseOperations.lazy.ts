/**
 * The operations loaded on first use (firstUseNames.ts: PartiQL, SearchVectors and a few rarely
 * sent ones): the browser build's stand-in for firstUseOperations.ts (vite.config.ts swaps it in),
 * so the engine worker starts without a fifth of its code. A request for one of them waits for the
 * code; while it loads, every other request waits too, so requests are still answered in the order
 * they came.
 */
import type { OperationHandler } from './operationTable.ts';
import { FIRST_USE_OPERATIONS } from './firstUseNames.ts';
import type * as FirstUseHandlers from './firstUseHandlers.ts';

type Handlers = typeof FirstUseHandlers;

const loaded = new Map<string, OperationHandler>();
export const firstUseOperations: ReadonlyMap<string, OperationHandler> = loaded;

let loading: Promise<Handlers> | undefined;
let done = false;

function load(): Promise<Handlers> {
  loading ??= import('./firstUseHandlers.ts').then((module) => {
    for (const [name, handler] of module.FIRST_USE_HANDLERS) loaded.set(name, handler);
    done = true;
    return module;
  });
  return loading;
}

const FIRST_USE_TARGETS = new Set(FIRST_USE_OPERATIONS.map((name) => `DynamoDB_20120810.${name}`));

/** What to wait for before dispatching `target`, if anything. */
export function operationReady(target: string): Promise<void> | undefined {
  if (done) return undefined;
  if (loading || FIRST_USE_TARGETS.has(target)) return load().then(() => undefined);
  return undefined;
}

export async function partiqlParser(): Promise<Handlers['parsePartiQL']> {
  return (await load()).parsePartiQL;
}
