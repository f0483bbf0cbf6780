import { Fragment, useState } from 'react';
import { useAppState } from '../../state/AppServices.tsx';
import { simulatedNow } from '../../state/clockSlice.ts';
import type { LessonOrigin } from '../../state/consoleSlice.ts';
import { callsAt } from './exerciseRunner.ts';
import type { LessonCall, LessonCalls } from './lessonTypes.ts';
import { hiddenText, solutionRuns } from './solutionRuns.ts';
import { useOpenInConsole } from './useOpenInConsole.ts';

/**
 * An exercise's reference solution, behind "Show a solution". Calls that depend on the time (an
 * expiry an hour from now) are built for the sandbox clock's time when the solution is opened.
 */
export function SolutionCalls({ solution, origin }: { solution: LessonCalls; origin: LessonOrigin }) {
  const clock = useAppState((state) => state.clock);
  const openInConsole = useOpenInConsole(origin);
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
      {calls &&
        solutionRuns(calls).map((run) => (
          <Fragment key={run.shown[0].index}>
            {run.shown.map(({ call, index }) => (
              <figure key={index} className="exercise__call">
                <figcaption>
                  <span>
                    {index + 1}. {call.operation}
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
            {run.hidden > 0 && <p>{hiddenText(run)}</p>}
          </Fragment>
        ))}
    </details>
  );
}
