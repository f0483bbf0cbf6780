/**
 * A load run as the app asks for it, checked before anything runs: the limits keep a run within
 * what a browser tab can hold (the key space times the item size bounds the memory the items take),
 * and the table must have keys the generator can write (string partition key, optional string sort
 * key). Problems come back as messages, never as exceptions across the worker boundary.
 */
import type { LoadOptions } from '../../engine/load/loadGenerator.ts';
import { LOAD_PATTERNS, type LoadPattern } from '../../engine/load/patterns.ts';
import type { Table } from '../../engine/storage/table.ts';

export { LOAD_PATTERNS, PATTERN_DESCRIPTIONS, type LoadPattern } from '../../engine/load/patterns.ts';

export interface LoadRequest {
  tableName: string;
  pattern: LoadPattern;
  /** Requests per simulated second. */
  rate: number;
  /** Share of requests that are reads (GetItem), 0 to 1. */
  readRatio: number;
  /** About how large each written item is, in bytes. */
  itemBytes: number;
  /** Suffixes of the `sharded` pattern. */
  shards: number;
  /** Distinct keys of the uniform, zipf, date-key and status-key patterns. */
  keys: number;
  /** Simulated seconds the run lasts. */
  durationSeconds: number;
  /** The Region whose table takes the load (a global table's replica); the home Region by default. */
  region?: string;
}

export const LOAD_LIMITS = {
  rate: { min: 1, max: 50_000 },
  itemBytes: { min: 100, max: 20_000 },
  shards: { min: 1, max: 1_000 },
  keys: { min: 1, max: 100_000 },
  durationSeconds: { min: 1, max: 86_400 },
} as const;

/** The items a run can create stay below this many bytes in total (keys × item size). */
export const MAX_LOAD_BYTES = 64 * 1024 * 1024;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** Checks an untrusted request's fields; the table is checked by loadOptionsFor. */
export function checkLoadRequest(input: unknown): Checked<LoadRequest> {
  if (input === null || typeof input !== 'object')
    return { ok: false, message: 'A load request is an object.' };
  const value = input as Record<string, unknown>;
  if (typeof value.tableName !== 'string' || value.tableName === '')
    return { ok: false, message: 'tableName must name a table.' };
  if (!LOAD_PATTERNS.includes(value.pattern as LoadPattern))
    return { ok: false, message: `pattern must be one of ${LOAD_PATTERNS.join(', ')}.` };
  const numbers = {} as Record<keyof typeof LOAD_LIMITS, number>;
  for (const [name, limit] of Object.entries(LOAD_LIMITS) as [
    keyof typeof LOAD_LIMITS,
    { min: number; max: number },
  ][]) {
    const field = value[name];
    if (typeof field !== 'number' || !Number.isInteger(field) || field < limit.min || field > limit.max) {
      return {
        ok: false,
        message: `${name} must be a whole number from ${limit.min} to ${limit.max.toLocaleString('en-US')}.`,
      };
    }
    numbers[name] = field;
  }
  const readRatio = value.readRatio;
  if (typeof readRatio !== 'number' || !(readRatio >= 0 && readRatio <= 1))
    return { ok: false, message: 'readRatio must be a number from 0 to 1.' };
  const region = value.region;
  if (region !== undefined && (typeof region !== 'string' || region === ''))
    return { ok: false, message: 'region, when given, must name a Region.' };
  const request: LoadRequest = {
    tableName: value.tableName,
    pattern: value.pattern as LoadPattern,
    readRatio,
    ...numbers,
    ...(region === undefined ? {} : { region }),
  };
  if (spreadsKeys(request.pattern) && request.keys * request.itemBytes > MAX_LOAD_BYTES) {
    return {
      ok: false,
      message: `${request.keys.toLocaleString('en-US')} keys of ${request.itemBytes.toLocaleString('en-US')} bytes would hold more than ${MAX_LOAD_BYTES / 1024 / 1024} MB of items in this tab: use fewer keys or smaller items.`,
    };
  }
  return { ok: true, value: request };
}

/** Patterns whose writes create up to `keys` distinct items. */
function spreadsKeys(pattern: LoadPattern): boolean {
  return pattern !== 'hot-key' && pattern !== 'counter' && pattern !== 'sharded';
}

/** The generator's options for `request` on `table`, or why the table cannot take this load. */
export function loadOptionsFor(table: Table, request: LoadRequest): Checked<Omit<LoadOptions, 'tableName'>> {
  const { partition, sort } = table.keySchema;
  if (partition.type !== 'S' || (sort !== undefined && sort.type !== 'S')) {
    const types = `${partition.name} (${partition.type})${sort ? `, ${sort.name} (${sort.type})` : ''}`;
    return {
      ok: false,
      message: `The load generator writes string keys; table ${table.name} is keyed on ${types}. Use a table whose keys are of type S.`,
    };
  }
  return {
    ok: true,
    value: {
      pattern: request.pattern,
      rate: request.rate,
      readRatio: request.readRatio,
      itemBytes: request.itemBytes,
      shards: request.shards,
      keys: request.keys,
      keyNames: { partition: partition.name, sort: sort?.name },
    },
  };
}
