/** The learner's Console requests as lessons read them: newest first, bodies parsed. */
import { errorName } from '../../client/engineClient.ts';
import type { RunRecord } from '../../state/consoleSlice.ts';
import type { RecordedCall } from './lessonTypes.ts';

export function recordedCalls(runs: readonly RunRecord[]): RecordedCall[] {
  const calls: RecordedCall[] = [];
  for (const run of runs) {
    for (let i = run.calls.length - 1; i >= 0; i--) {
      const call = run.calls[i];
      let request: Record<string, unknown>;
      try {
        request = JSON.parse(call.request) as Record<string, unknown>;
      } catch {
        continue; // a body the engine refused as JSON says nothing about a goal
      }
      const { outcome } = call;
      const where = {
        ...(call.region !== undefined && { region: call.region }),
        ...(call.clockMs !== undefined && { clockMs: call.clockMs }),
      };
      calls.push(
        outcome.ok
          ? { operation: call.operation, request, reply: outcome.value.reply, ...where }
          : {
              operation: call.operation,
              request,
              error: { type: errorName(outcome.error.__type), message: outcome.error.message },
              ...where,
            },
      );
    }
  }
  return calls;
}
