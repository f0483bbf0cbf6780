/**
 * The "Next page" action: the same request with the reply's page marker — ExclusiveStartKey set to
 * LastEvaluatedKey for a Query or Scan, NextToken for a PartiQL statement or a list of exports,
 * imports or bulk operations — exactly what an application's pagination loop sends, run as a JSON
 * request so the learner sees it.
 */
import type { CallRecord } from '../../../state/consoleSlice.ts';

/** Operations whose next page is the same request with the reply's NextToken. */
const NEXT_TOKEN_PAGES = new Set(['ExecuteStatement', 'ListExports', 'ListImports', 'ListBulkOperations']);

export function nextPageRequest(call: CallRecord): string | undefined {
  if (!call.outcome.ok) return undefined;
  const reply = call.outcome.value.reply;
  const marker =
    call.operation === 'Query' || call.operation === 'Scan'
      ? reply.LastEvaluatedKey !== undefined && { ExclusiveStartKey: reply.LastEvaluatedKey }
      : NEXT_TOKEN_PAGES.has(call.operation)
        ? typeof reply.NextToken === 'string' && { NextToken: reply.NextToken }
        : undefined;
  if (!marker) return undefined;
  let request: Record<string, unknown>;
  try {
    request = JSON.parse(call.request) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  return `${JSON.stringify({ ...request, ...marker }, null, 2)}\n`;
}
