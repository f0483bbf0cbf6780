/**
 * What the export and import operations share: paging their lists, and replaying a request whose
 * ClientToken was seen before. A page token is the next position as 16 hex digits, then six groups
 * of 16 that say which list gave it — the 112 characters ListImports' NextToken must have
 * (`([0-9a-f]{16})+`). The same form serves ListExports and ListBulkOperations; no list takes
 * another's tokens, as ListExports and ListImports do not (ack-api-quirks dynamodb DDB-EXPORT-006).
 */
import { validation } from '../../errors.ts';

/**
 * ListExports and ListImports list the newest first, 10 to a page unless asked for up to 25
 * (ack-api-quirks dynamodb DDB-IMPORT-016, DDB-EXPORT-017: probed in 2026).
 */
export const DEFAULT_PAGE_SIZE = 10;

/** A ClientToken identifies a request for 8 hours after that request completes. */
export const CLIENT_TOKEN_WINDOW_MS = 8 * 60 * 60 * 1000;
const LIST_MARKS = { exports: 'e'.repeat(16), imports: 'f'.repeat(16), bulk: 'b'.repeat(16) } as const;
const MARK_GROUPS = 6;

export type TaskList = keyof typeof LIST_MARKS;

/** A table's exports or imports (all of them without `tableArn`), newest first, as both lists give them. */
export function newestFirstOf<T extends { table: { arn: string } }>(
  tasks: Iterable<T>,
  tableArn: string | undefined,
): T[] {
  return [...tasks].filter((task) => tableArn === undefined || task.table.arn === tableArn).reverse();
}

export function pageOf<T>(all: readonly T[], size: number, token: string | undefined, list: TaskList) {
  const start = token === undefined ? 0 : positionOf(token, list);
  const end = start + size;
  const nextToken =
    end < all.length ? end.toString(16).padStart(16, '0') + LIST_MARKS[list].repeat(MARK_GROUPS) : undefined;
  return { page: all.slice(start, end), nextToken };
}

function positionOf(token: string, list: TaskList): number {
  const group = token.slice(0, 16);
  if (!/^[0-9a-f]{16}$/.test(group) || token !== group + LIST_MARKS[list].repeat(MARK_GROUPS)) {
    // AWS's words for a token it did not issue (ack-api-quirks dynamodb DDB-EXPORT-006); bulk
    // operations' refusal, which no probe recorded, stays the sandbox's.
    throw validation(
      list === 'bulk' ? 'Invalid NextToken' : `Invalid Request: Provided nextToken is invalid: ${token}`,
    );
  }
  return parseInt(group, 16);
}

/**
 * What identifies a request for its ClientToken: its fields but the token, as JSON with every
 * object's keys sorted, so the same request written in another order is the same request.
 */
export function requestFingerprint(request: object): string {
  return JSON.stringify(request, (key, value: unknown) => {
    if (key === 'ClientToken' || value === null || typeof value !== 'object' || Array.isArray(value)) {
      return key === 'ClientToken' ? undefined : value;
    }
    const sorted: Record<string, unknown> = {};
    for (const name of Object.keys(value).sort()) sorted[name] = (value as Record<string, unknown>)[name];
    return sorted;
  });
}

interface Tokened {
  readonly clientToken: string;
  readonly startTime: number;
  readonly endTime: number | undefined;
}

/**
 * The earlier task of a repeated request (same ClientToken, and `sameRequest` — for an export, the
 * same parameters), to answer again; a token reused for another request is refused with
 * `conflict()`. Undefined: a new request.
 */
export function tokenReplay<T extends Tokened>(
  tasks: Iterable<T>,
  token: string | undefined,
  sameRequest: (task: T) => boolean,
  now: number,
  conflict: () => Error,
): T | undefined {
  if (token === undefined) return undefined;
  for (const task of tasks) {
    if (task.clientToken !== token) continue;
    if (task.endTime !== undefined && now - task.endTime > CLIENT_TOKEN_WINDOW_MS) continue;
    if (!sameRequest(task)) throw conflict();
    return task;
  }
  return undefined;
}
