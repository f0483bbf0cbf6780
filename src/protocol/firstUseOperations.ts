/**
 * The operations loaded on first use in the browser (firstUseNames.ts), in place from the start:
 * what Node uses (the endpoint, tests, benchmarks). The browser build swaps this module for
 * firstUseOperations.lazy.ts (build/operationsOnFirstUse.ts), which loads them on first use; both
 * have the same exports.
 */
import type { OperationHandler } from './operationTable.ts';
import { FIRST_USE_HANDLERS, parsePartiQL } from './firstUseHandlers.ts';
import { TRANSFER_HANDLERS } from './transferHandlers.ts';

export const firstUseOperations: ReadonlyMap<string, OperationHandler> = new Map([
  ...FIRST_USE_HANDLERS,
  ...TRANSFER_HANDLERS,
]);

/** What to wait for before dispatching `target`: nothing here, the code is loaded. */
export function operationReady(_target: string): Promise<void> | undefined {
  return undefined;
}

/** What to wait for before restoring a sandbox that holds S3 transfers: nothing here, the code is loaded. */
export function transfersLoaded(): Promise<void> | undefined {
  return undefined;
}

export function partiqlParser(): Promise<typeof parsePartiQL> {
  return Promise.resolve(parsePartiQL);
}
