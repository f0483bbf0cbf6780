/**
 * How the side services let go of a table being deleted, as probed against AWS in 2026
 * (ack-api-quirks dynamodb DDB-TABLE-104, 167, 453, 454). DeleteTable keeps a table DELETING for 5–6 s
 * there, yet the point-in-time recovery backend (UpdateContinuousBackups, DescribeContinuousBackups,
 * CreateBackup, restores) knows it only for the first 1.0–1.6 s, and tagging for the first 1.6 s,
 * refusing tag writes ("Table is being deleted") while still listing the tags. Point-in-time recovery
 * can be switched on or off in that window, and how it is left decides whether the table leaves a
 * system backup. The sandbox keeps that window as a quarter of its status delay.
 */
import type { Engine } from '../engine.ts';
import type { Table } from '../storage/table.ts';

const KNOWN_SHARE = 0.25;

/**
 * The resource-policy backend knows a deleted table much longer: AWS answered policy reads for about
 * 4.8 of its 6 s of DELETING (ack-api-quirks dynamodb DDB-TABLE-374, 455).
 */
const POLICIES_KNOWN_SHARE = 0.8;

/** Whether the side services have let go of a table that is being deleted. */
export function forgottenWhileDeleting(engine: Engine, table: Table, share = KNOWN_SHARE): boolean {
  const since = table.deletingSince;
  if (table.status !== 'DELETING') return false;
  return since === undefined || engine.now() >= since + share * engine.tableStatusDelayMs;
}

/** Whether the resource-policy backend has let go of a table that is being deleted. */
export function policiesForgotten(engine: Engine, table: Table): boolean {
  return forgottenWhileDeleting(engine, table, POLICIES_KNOWN_SHARE);
}

/** Runs `task` when the side services forget a table DeleteTable has just made DELETING. */
export function whenForgotten(engine: Engine, task: () => void): void {
  engine.after(KNOWN_SHARE * engine.tableStatusDelayMs, task);
}
