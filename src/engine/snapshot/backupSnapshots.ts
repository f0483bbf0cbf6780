/**
 * Backups in a snapshot: each with its metadata and its items in the wire format, checked on import
 * like a table — its definition by CreateTable's validation, its items by PutItem's against that
 * definition — so a restore from a loaded backup meets only well-formed data. A backup saved while
 * CREATING comes back AVAILABLE; a restore in progress is not saved (its table is, as a table).
 */
import { backupsOf, SYSTEM_BACKUP_RETENTION_MS, type Backup } from '../backups/backup.ts';
import type { Engine } from '../engine.ts';
import { newTable } from '../operations/createTable.ts';
import { storedItemJson } from '../reply.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import { validateCreateTable } from '../validation/createTable.ts';
import {
  array,
  checked,
  count,
  damaged,
  isObject,
  number,
  object,
  oneOf,
  optional,
  text,
} from './snapshotReader.ts';
import { readSavedItem } from './restoreTable.ts';

export interface BackupSnapshot {
  arn: string;
  name: string;
  createdAt: number;
  type: 'USER' | 'SYSTEM';
  expiresAt?: number;
  sizeBytes: number;
  table: Backup['table'];
  /** Items in the wire format. */
  items: unknown[];
}

export function savedBackups(engine: Engine): BackupSnapshot[] {
  return [...backupsOf(engine).values()].map((backup) => {
    const saved: BackupSnapshot = {
      arn: backup.arn,
      name: backup.name,
      createdAt: backup.createdAt,
      type: backup.type,
      sizeBytes: backup.sizeBytes,
      table: backup.table,
      items: backup.items.map((item) => JSON.parse(storedItemJson(item).json) as unknown),
    };
    if (backup.expiresAt !== undefined) saved.expiresAt = backup.expiresAt;
    return saved;
  });
}

/** Reads and checks the saved backups; they are added to the engine by `addBackups`. */
export function readBackups(engine: Engine, value: unknown): Backup[] {
  if (value === undefined) return [];
  const seen = new Set<string>();
  return array(value, 'backups').map((entry, i) => {
    const path = `backups[${i}]`;
    const saved = object(entry, path);
    const arn = text(saved.arn, `${path}.arn`);
    if (seen.has(arn)) damaged(path, `a second backup with ARN ${arn}`);
    seen.add(arn);
    const type = oneOf(saved.type, ['USER', 'SYSTEM'], `${path}.type`);
    const createdAt = number(saved.createdAt, `${path}.createdAt`);
    const source = object(saved.table, `${path}.table`);
    const definition = object(source.definition, `${path}.table.definition`);
    const items = readItems(engine, definition, array(saved.items, `${path}.items`), path);
    return {
      arn,
      name: text(saved.name, `${path}.name`),
      createdAt,
      type,
      expiresAt:
        type === 'SYSTEM'
          ? (optional(saved.expiresAt, (at) => number(at, `${path}.expiresAt`)) ??
            createdAt + SYSTEM_BACKUP_RETENTION_MS)
          : undefined,
      status: 'AVAILABLE',
      sizeBytes: count(saved.sizeBytes, `${path}.sizeBytes`),
      itemCount: items.length,
      table: {
        name: text(source.name, `${path}.table.name`),
        id: text(source.id, `${path}.table.id`),
        arn: text(source.arn, `${path}.table.arn`),
        createdAt: number(source.createdAt, `${path}.table.createdAt`),
        billingMode: oneOf(
          source.billingMode,
          ['PROVISIONED', 'PAY_PER_REQUEST'],
          `${path}.table.billingMode`,
        ),
        read: count(source.read, `${path}.table.read`),
        write: count(source.write, `${path}.table.write`),
        keySchema: array(source.keySchema, `${path}.table.keySchema`) as Backup['table']['keySchema'],
        definition,
        features: isObject(source.features) ? source.features : {},
      },
      items,
    };
  });
}

export function addBackups(engine: Engine, backups: Backup[]): void {
  const registry = backupsOf(engine);
  for (const backup of backups) registry.set(backup.arn, backup);
}

/** The backup's items, each checked as a PutItem into a table of the backup's definition. */
function readItems(
  engine: Engine,
  definition: Record<string, unknown>,
  items: unknown[],
  path: string,
): StoredItem[] {
  const request = checked(`${path}.table.definition`, () => validateCreateTable(definition));
  const table = newTable(engine, request);
  const keys = new Set<string>();
  return items.map((raw, i) => {
    const where = `${path}.items[${i}]`;
    const { key, item } = readSavedItem(table, raw, where);
    const id = `${key.pk}\u0000${key.sk}`;
    if (keys.has(id)) damaged(where, 'a second item with the same key');
    keys.add(id);
    return item;
  });
}
