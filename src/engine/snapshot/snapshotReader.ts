/**
 * Reading saved data that may be damaged (edited by hand, cut short, written by a bug): every field is
 * checked on the way in, and a problem names where it is (`tables[0].items[3]`), so the message says
 * what is wrong instead of failing somewhere deep in a restore.
 */
import { DynamoDBError } from '../errors.ts';

export type SnapshotProblem = 'format' | 'version' | 'damaged';

export class SnapshotError extends Error {
  constructor(
    readonly problem: SnapshotProblem,
    message: string,
  ) {
    super(message);
    this.name = 'SnapshotError';
  }
}

export function damaged(path: string, detail: string): never {
  throw new SnapshotError('damaged', `The snapshot is damaged: ${path}: ${detail}`);
}

/** Runs an engine check; a DynamoDB error it raises becomes a damaged-snapshot error at `path`. */
export function checked<T>(path: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof DynamoDBError) damaged(path, `${error.type}: ${error.message}`);
    throw error;
  }
}

export type Fields = Record<string, unknown>;

export function isObject(value: unknown): value is Fields {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function object(value: unknown, path: string): Fields {
  if (!isObject(value)) damaged(path, 'expected an object');
  return value;
}

export function array(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) damaged(path, 'expected a list');
  return value;
}

export function text(value: unknown, path: string): string {
  if (typeof value !== 'string' || value === '') damaged(path, 'expected a non-empty string');
  return value;
}

/** A string that may be empty. */
export function anyText(value: unknown, path: string): string {
  if (typeof value !== 'string') damaged(path, 'expected a string');
  return value;
}

export function number(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) damaged(path, 'expected a number');
  return value;
}

export function count(value: unknown, path: string): number {
  const n = number(value, path);
  if (!Number.isInteger(n) || n < 0) damaged(path, 'expected a whole number, 0 or more');
  return n;
}

/** A 32-bit unsigned seed, as engine.random32() gives. */
export function seed(value: unknown, path: string): number {
  const n = count(value, path);
  if (n > 0xffff_ffff) damaged(path, 'expected a 32-bit seed');
  return n;
}

export function flag(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') damaged(path, 'expected true or false');
  return value;
}

export function optional<T>(value: unknown, read: (value: unknown) => T): T | undefined {
  return value === undefined ? undefined : read(value);
}

export function oneOf<T extends string>(value: unknown, choices: readonly T[], path: string): T {
  if (!choices.includes(value as T)) damaged(path, `expected one of ${choices.join(', ')}`);
  return value as T;
}
