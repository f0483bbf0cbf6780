/**
 * The whole sandbox as one piece of JSON: an engine snapshot (src/engine/snapshot/) with the trigger
 * definitions and the time it was taken beside it. The app saves it to IndexedDB, downloads it as a
 * file and opens such files; `npm run serve -- --data <file>` reads and writes the same format, so a
 * sandbox moves between the browser and the local endpoint.
 */
import { Engine, type EngineOptions } from '../../engine/engine.ts';
import { exportSnapshot } from '../../engine/snapshot/exportSnapshot.ts';
import { importSnapshot, type ImportSummary } from '../../engine/snapshot/importSnapshot.ts';
import { holdsTransfers } from '../../engine/snapshot/transferSnapshotSlot.ts';
import { transfersLoaded } from '../../protocol/firstUseOperations.ts';
import type { TriggerRegistry } from '../triggers/triggerRegistry.ts';

/** Opening a sandbox file: what it held, or why it cannot be opened (plain data for the boundary). */
export type OpenSandboxOutcome = { ok: true; restored: ImportSummary } | { ok: false; error: string };

export function sandboxData(engine: Engine, triggers: TriggerRegistry, savedAt: number): unknown {
  // Triggers are not engine state: their definitions travel beside the snapshot.
  return { ...exportSnapshot(engine), savedAt, triggers: triggers.definitions() };
}

/**
 * A new engine holding the saved sandbox, and its summary. Rejects (SnapshotError for damaged data
 * or another version's) without touching anything else; the caller swaps the engine in and then
 * `triggers.restore(savedTriggers(data))`. Data holding S3 objects or transfer tasks waits for the
 * code that reads them, which the browser loads on first use.
 */
export async function engineFromSandbox(
  data: unknown,
  options: EngineOptions,
): Promise<{ engine: Engine; restored: ImportSummary }> {
  if (holdsTransfers(data)) await transfersLoaded();
  const engine = new Engine(options);
  const restored = importSnapshot(engine, data);
  return { engine, restored };
}

/** The trigger definitions saved beside the snapshot, unchecked (TriggerRegistry.restore checks them). */
export function savedTriggers(data: unknown): unknown {
  return (data as { triggers?: unknown }).triggers;
}

/** When the data was saved, if it says. */
export function savedAt(data: unknown): number | undefined {
  const at = (data as { savedAt?: unknown }).savedAt;
  return typeof at === 'number' ? at : undefined;
}
