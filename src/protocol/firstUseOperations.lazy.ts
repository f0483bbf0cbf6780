/**
 * The operations loaded on first use (firstUseNames.ts): the browser build's stand-in for
 * firstUseOperations.ts (vite.config.ts swaps it in), so the engine worker starts without a fifth
 * of its code. Each group is a chunk of its own, fetched when one of its operations is first asked
 * for. While any chunk loads, every other request waits too, so requests are still answered in the
 * order they came.
 */
import type { OperationHandler } from './operationTable.ts';
import { FIRST_USE_OPERATIONS, TRANSFER_OPERATIONS } from './firstUseNames.ts';
import type * as FirstUseHandlers from './firstUseHandlers.ts';

type Handlers = typeof FirstUseHandlers;

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

const targetsOf = (names: readonly string[]) => new Set(names.map((name) => `DynamoDB_20120810.${name}`));

const GROUPS: Group[] = [
  {
    targets: targetsOf(FIRST_USE_OPERATIONS),
    load: async () => (await firstUseHandlers()).FIRST_USE_HANDLERS,
  },
  {
    targets: targetsOf(TRANSFER_OPERATIONS),
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

export async function partiqlParser(): Promise<Handlers['parsePartiQL']> {
  await load(GROUPS[0]);
  return (await firstUseHandlers()).parsePartiQL;
}
