import { useState } from 'react';
import { useAppState } from '../../state/AppServices.tsx';
import { simulatedNow } from '../../state/clockSlice.ts';
import { callsAt } from './exerciseRunner.ts';
import type { LessonCall, LessonCalls } from './lessonTypes.ts';
import { useOpenInConsole } from './useOpenInConsole.ts';

/** A long solution (fifty increments) is shown by its first few requests. */
const SOLUTION_CALLS_SHOWN = 3;

/**
 * An exercise's reference solution, behind "Show a solution". Calls that depend on the time (an
 * expiry an hour from now) are built for the sandbox clock's time when the solution is opened.
 */
export function SolutionCalls({ solution }: { solution: LessonCalls }) {
  const clock = useAppState((state) => state.clock);
  const openInConsole = useOpenInConsole();
  const [calls, setCalls] = useState<readonly LessonCall[]>();

  function built(): readonly LessonCall[] {
    const now = clock ? simulatedNow(clock, performance.now()) : Date.now() / 1000;
    return callsAt(solution, Math.floor(now));
  }

  return (
    <details
      className="exercise__solution"
      onToggle={(event) => {
        if (event.currentTarget.open) setCalls(built());
      }}
    >
      <summary>Show a solution</summary>
      <p>The requests, in order. “Open in Console” puts one in the Console’s JSON mode, ready to run.</p>
      {calls?.slice(0, SOLUTION_CALLS_SHOWN).map((call, i) => (
        <figure key={i} className="exercise__call">
          <figcaption>
            <span>
              {call.operation}
              {call.expectError && ` — fails with ${call.expectError}`}
            </span>
            <button type="button" className="button button--link" onClick={() => openInConsole(call)}>
              Open in Console
            </button>
          </figcaption>
          <pre tabIndex={0}>
            <code>{JSON.stringify(call.body, null, 2)}</code>
          </pre>
        </figure>
      ))}
      {calls && calls.length > SOLUTION_CALLS_SHOWN && (
        <p>… then {moreCalls(calls.slice(SOLUTION_CALLS_SHOWN))}.</p>
      )}
    </details>
  );
}

/** The requests not shown, by operation in order: `47 more UpdateItem`, `PutItem, then DeleteTable`. */
export function moreCalls(calls: readonly LessonCall[]): string {
  const runs: { operation: string; count: number }[] = [];
  for (const call of calls) {
    const last = runs.at(-1);
    if (last?.operation === call.operation) last.count++;
    else runs.push({ operation: call.operation, count: 1 });
  }
  return runs
    .map(({ operation, count }) => (count === 1 ? `one more ${operation}` : `${count} more ${operation}`))
    .join(', then ');
}
