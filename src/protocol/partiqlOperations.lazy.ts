/**
 * The PartiQL operations loaded on first use: the browser build's stand-in for partiqlOperations.ts
 * (vite.config.ts swaps it in), so the engine worker starts without a sixth of its code. A request
 * for a PartiQL operation waits for the code; while it loads, every other request waits too, so
 * requests are still answered in the order they came.
 */
import type { OperationHandler } from './operationTable.ts';
import { PARTIQL_OPERATIONS } from './partiqlNames.ts';
import type * as PartiQLHandlers from './partiqlHandlers.ts';

type Handlers = typeof PartiQLHandlers;

const loaded = new Map<string, OperationHandler>();
export const partiqlOperations: ReadonlyMap<string, OperationHandler> = loaded;

let loading: Promise<Handlers> | undefined;
let done = false;

function load(): Promise<Handlers> {
  loading ??= import('./partiqlHandlers.ts').then((module) => {
    for (const [name, handler] of module.PARTIQL_HANDLERS) loaded.set(name, handler);
    done = true;
    return module;
  });
  return loading;
}

const PARTIQL_TARGETS = new Set(PARTIQL_OPERATIONS.map((name) => `DynamoDB_20120810.${name}`));

/** What to wait for before dispatching `target`, if anything. */
export function partiqlReady(target: string): Promise<void> | undefined {
  if (done) return undefined;
  if (loading || PARTIQL_TARGETS.has(target)) return load().then(() => undefined);
  return undefined;
}

export async function partiqlParser(): Promise<Handlers['parsePartiQL']> {
  return (await load()).parsePartiQL;
}
