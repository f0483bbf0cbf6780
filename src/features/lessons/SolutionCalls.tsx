import { Fragment, useMemo, useState } from 'react';
import { useAppState } from '../../state/AppServices.tsx';
import { simulatedNow } from '../../state/clockSlice.ts';
import type { LessonOrigin } from '../../state/consoleSlice.ts';
import { RadioChoice } from '../../ui/RadioChoice.tsx';
import { consoleModeFor, REQUEST_LANGUAGES } from '../console/asCode/requestLanguages.ts';
import { RequestsScript } from '../console/asCode/RequestsScript.tsx';
import { stepHeading } from '../console/asCode/scriptSteps.ts';
import { useRequestCode } from '../console/asCode/useRequestCode.ts';
import { callsAt } from './exerciseRunner.ts';
import type { LessonCall, LessonCalls } from './lessonTypes.ts';
import { hiddenText, solutionRuns } from './solutionRuns.ts';
import { useOpenInConsole } from './useOpenInConsole.ts';

/**
 * An exercise's reference solution, behind "Show a solution", as JSON or as code (the Console's
 * choice of language, shared). Calls that depend on the time (an expiry an hour from now) are built
 * for the sandbox clock's time when the solution is opened.
 */
export function SolutionCalls({
  solution,
  origin,
  initiallyOpen = false,
  setUps,
}: {
  solution: LessonCalls;
  origin: LessonOrigin;
  /** Open from the start (the learner comes back to it from the Console). */
  initiallyOpen?: boolean;
  /** How many times the exercise was set up on this page: each set-up builds a new starting state. */
  setUps: number;
}) {
  const clock = useAppState((state) => state.clock);
  const openInConsole = useOpenInConsole(origin);
  const [calls, setCalls] = useState<readonly LessonCall[] | undefined>(() =>
    initiallyOpen ? built() : undefined,
  );
  // A set-up builds its state for the clock's time, and may move the clock on (lesson 14's, to the
  // next midnight): a solution opened before it was built for an earlier time (a restore to the
  // midnight before, expiries not yet reached), so a solution shown is built again after each set-up.
  const [builtForSetUps, setBuiltForSetUps] = useState(setUps);
  if (builtForSetUps !== setUps) {
    setBuiltForSetUps(setUps);
    if (calls) setCalls(built());
  }
  const language = useAppState((state) => state.requestLanguage);
  const setLanguage = useAppState((state) => state.setRequestLanguage);
  const codeFor = useRequestCode(language);
  const steps = useMemo(
    () =>
      calls?.map((call) => ({
        operation: call.operation,
        request: call.body,
        expectError: call.expectError,
        region: call.region,
      })),
    [calls],
  );

  function built(): readonly LessonCall[] {
    const now = clock ? simulatedNow(clock, performance.now()) : Date.now() / 1000;
    return callsAt(solution, Math.floor(now));
  }

  return (
    <details
      className="exercise__solution"
      open={initiallyOpen || undefined}
      onToggle={(event) => {
        if (event.currentTarget.open) setCalls(built());
      }}
    >
      <summary>Show a solution</summary>
      <p>
        The requests, in order. “Open in Console” puts one in the Console, ready to run — as JSON, or as the
        AWS CLI command or JavaScript shown (Python runs outside the sandbox: against npm run serve). In a
        language other than JSON, a solution of several requests is also one script.
      </p>
      <RadioChoice
        label="Show the requests as"
        options={REQUEST_LANGUAGES}
        value={language}
        onChange={setLanguage}
      />
      {calls && steps && (
        <RequestsScript
          steps={steps}
          of="the solution"
          open={{
            label: 'Open the script in Console',
            run: (mode, text) => openInConsole(calls[0], mode, text),
          }}
        />
      )}
      {calls &&
        solutionRuns(calls).map((run) => (
          <Fragment key={run.shown[0].index}>
            {run.shown.map(({ call, index }) => {
              const code = codeFor?.(call.operation, JSON.stringify(call.body), call.region);
              const text = !code ? 'Writing the code…' : code.ok ? code.text : code.reason;
              const mode = code?.ok ? consoleModeFor(language, call.operation) : undefined;
              return (
                <figure key={index} className="exercise__call">
                  <figcaption>
                    <span>{stepHeading({ ...call, request: call.body }, index)}</span>
                    {mode && (
                      <button
                        type="button"
                        className="button button--link"
                        onClick={() => openInConsole(call, mode, text)}
                      >
                        Open in Console
                      </button>
                    )}
                  </figcaption>
                  {call.note && <p className="exercise__call-note">{call.note}</p>}
                  <pre tabIndex={0}>
                    <code>{text}</code>
                  </pre>
                </figure>
              );
            })}
            {run.hidden > 0 && <p>{hiddenText(run)}</p>}
          </Fragment>
        ))}
    </details>
  );
}
