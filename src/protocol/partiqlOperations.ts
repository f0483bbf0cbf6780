/**
 * The PartiQL operations, in place from the start: what Node uses (the endpoint, tests, benchmarks).
 * The browser build swaps this module for partiqlOperations.lazy.ts (vite.config.ts), which loads
 * them on first use; both have the same exports.
 */
import type { OperationHandler } from './operationTable.ts';
import { PARTIQL_HANDLERS, parsePartiQL } from './partiqlHandlers.ts';

export const partiqlOperations: ReadonlyMap<string, OperationHandler> = PARTIQL_HANDLERS;

/** What to wait for before dispatching `target`: nothing here, the code is loaded. */
export function partiqlReady(_target: string): Promise<void> | undefined {
  return undefined;
}

export function partiqlParser(): Promise<typeof parsePartiQL> {
  return Promise.resolve(parsePartiQL);
}
