/**
 * What the export and import operations share: paging their lists, and replaying a request whose
 * ClientToken was seen before. A page token is the next position as 16 hex digits, repeated to the
 * 112 characters ListImports' NextToken must have (`([0-9a-f]{16})+`); the same form serves ListExports.
 */
import { validation } from '../../errors.ts';

/** A ClientToken identifies a request for 8 hours after that request completes. */
export const CLIENT_TOKEN_WINDOW_MS = 8 * 60 * 60 * 1000;
const TOKEN_GROUPS = 7;

export function pageOf<T>(all: readonly T[], size: number, token: string | undefined) {
  const start = token === undefined ? 0 : positionOf(token);
  const end = start + size;
  const nextToken = end < all.length ? end.toString(16).padStart(16, '0').repeat(TOKEN_GROUPS) : undefined;
  return { page: all.slice(start, end), nextToken };
}

function positionOf(token: string): number {
  const group = token.slice(0, 16);
  if (!/^[0-9a-f]{16}$/.test(group) || token !== group.repeat(TOKEN_GROUPS)) {
    throw validation('Invalid NextToken');
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
