/**
 * The "Next page" action: the same Query or Scan with ExclusiveStartKey set to the reply's
 * LastEvaluatedKey — exactly what an application's pagination loop sends — run as a JSON request so
 * the learner sees it.
 */
import type { CallRecord } from '../../../state/consoleSlice.ts';

export function nextPageRequest(call: CallRecord): string | undefined {
  if (!call.outcome.ok || (call.operation !== 'Query' && call.operation !== 'Scan')) return undefined;
  const lastKey = call.outcome.value.reply.LastEvaluatedKey;
  if (lastKey === undefined) return undefined;
  let request: Record<string, unknown>;
  try {
    request = JSON.parse(call.request) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  return `${JSON.stringify({ ...request, ExclusiveStartKey: lastKey }, null, 2)}\n`;
}
