/**
 * The hint under "Statement wasn't well formed, can't be processed: Unexpected token after
 * expression" when the unexpected word is SQL's LIMIT. PartiQL for DynamoDB has no LIMIT clause;
 * `Limit` is a field of the request, and it caps the items read, not the items returned (lesson 15).
 */
import type { WireError } from '../../../client/engineClient.ts';
import type { ConsoleMode } from '../../../state/consoleSlice.ts';

export function limitClauseHint(
  error: WireError,
  request: Record<string, unknown> | undefined,
  mode: ConsoleMode,
): string | undefined {
  if (!error.message.endsWith('Unexpected token after expression')) return undefined;
  const statement = request?.Statement;
  if (typeof statement !== 'string' || error.position?.kind !== 'Statement') return undefined;
  const rest = statement.slice(error.position.start);
  const limit = /^LIMIT\b\s*(\d+)?/i.exec(rest);
  if (!limit) return undefined;
  const count = limit[1] ?? '10';
  const field =
    mode === 'cli'
      ? `the option --limit ${count}`
      : mode === 'javascript'
        ? `Limit: ${count} beside Statement`
        : `"Limit": ${count} beside "Statement" (an ExecuteStatement in JSON mode)`;
  return `PartiQL has no LIMIT clause: Limit is a field of the request. Remove LIMIT from the statement and send ${field}. It caps the items DynamoDB reads, not the items it returns, and a NextToken in the reply leads to the rest.`;
}
