/** The learner's Console requests as lessons read them: newest first, bodies parsed. */
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
      calls.push({
        operation: call.operation,
        request,
        ...(call.outcome.ok && { reply: call.outcome.value.reply }),
      });
    }
  }
  return calls;
}
