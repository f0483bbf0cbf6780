/**
 * The operations loaded on first use (firstUseNames.ts): the browser build's stand-in for
 * firstUseOperations.ts (build/operationsOnFirstUse.ts swaps it in), so the engine worker starts
 * without a fifth of its code. Each group is a chunk of its own, fetched when one of its operations
 * is first asked for. While any chunk loads, every other request waits too, so requests are still
 * answered in the order they came.
 */
import type { OperationHandler } from './operationTable.ts';
import { FIRST_USE_GROUPS } from './firstUseNames.ts';
import type * as FirstUseHandlers from './firstUseHandlers.ts';

type Handlers = typeof FirstUseHandlers;

/** By X-Amz-Target, as they load. */
const loaded = new Map<string, OperationHandler>();
export const firstUseOperations: ReadonlyMap<string, OperationHandler> = loaded;

interface Group {
  readonly targets: ReadonlySet<string>;
  readonly load: () => Promise<ReadonlyMap<string, OperationHandler>>;
  loading?: Promise<void>;
  done?: boolean;
}

let firstUseModule: Promise<Handlers> | undefined;
const firstUseHandlers = () => (firstUseModule ??= import('./firstUseHandlers.ts'));

const GROUPS: Group[] = [
  {
    targets: new Set(FIRST_USE_GROUPS[0]),
    load: async () => (await firstUseHandlers()).FIRST_USE_HANDLERS,
  },
  {
    targets: new Set(FIRST_USE_GROUPS[1]),
    load: async () => (await import('./transferHandlers.ts')).TRANSFER_HANDLERS,
  },
];

function load(group: Group): Promise<void> {
  group.loading ??= group.load().then((handlers) => {
    for (const [name, handler] of handlers) loaded.set(name, handler);
    group.done = true;
  });
  return group.loading;
}

/** What to wait for before dispatching `target`, if anything. */
export function operationReady(target: string): Promise<void> | undefined {
  const waits: Promise<void>[] = [];
  for (const group of GROUPS) {
    if (group.done) continue;
    if (group.loading || group.targets.has(target)) waits.push(load(group));
  }
  return waits.length === 0 ? undefined : Promise.all(waits).then(() => undefined);
}

/**
 * The transfers' code, which also reads a snapshot's S3 objects and tasks (transferSnapshotSlot.ts):
 * loaded before a sandbox that holds some is restored.
 */
export function transfersLoaded(): Promise<void> | undefined {
  return GROUPS[1].done ? undefined : load(GROUPS[1]);
}

export async function partiqlParser(): Promise<Handlers['parsePartiQL']> {
  await load(GROUPS[0]);
  return (await firstUseHandlers()).parsePartiQL;
}
