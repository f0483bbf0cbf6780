import { Fragment, useMemo, useState } from 'react';
import { useAppState } from '../../state/AppServices.tsx';
import { clockDrifted, simulatedNow } from '../../state/clockSlice.ts';
import type { ConsoleMode, LessonOrigin } from '../../state/consoleSlice.ts';
import { RadioChoice } from '../../ui/RadioChoice.tsx';
import { consoleModeFor, REQUEST_LANGUAGES } from '../console/asCode/requestLanguages.ts';
import { RequestsScript } from '../console/asCode/RequestsScript.tsx';
import { stepHeading, type ScriptStep } from '../console/asCode/scriptSteps.ts';
import { useRequestCode, useScriptCode } from '../console/asCode/useRequestCode.ts';
import { callsAt } from './exerciseRunner.ts';
import type { LessonCall, LessonCalls } from './lessonTypes.ts';
import { hiddenText, solutionRuns } from './solutionRuns.ts';
import { useOpenInConsole } from './useOpenInConsole.ts';

/**
 * An exercise's reference solution, behind "Show a solution", as JSON or as code (the Console's
 * choice of language, shared). Calls that depend on the time (an expiry an hour from now) are built
 * for the sandbox clock's time: when the solution is opened, again when the clock jumps (a step, a
 * fast-forward), and when one is opened in the Console — a clock run fast meanwhile has moved on.
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
  // A clock that jumped (stepped, fast-forwarded, set) leaves the times shown behind (an expiry an
  // hour ahead may be past): they are built again. A clock that runs on is followed only by the
  // requests opened in the Console, so the text read does not change under the reader every second.
  const [clockSeen, setClockSeen] = useState(clock);
  if (builtForSetUps !== setUps || clockSeen !== clock) {
    const jumped = !!clockSeen && !!clock && clockDrifted(clockSeen, clock.Time * 1000, clock.readAt);
    if (calls && (builtForSetUps !== setUps || jumped)) setCalls(built());
    setBuiltForSetUps(setUps);
    setClockSeen(clock);
  }
  const language = useAppState((state) => state.requestLanguage);
  const setLanguage = useAppState((state) => state.setRequestLanguage);
  const codeFor = useRequestCode(language);
  const scriptFor = useScriptCode(language);
  const steps = useMemo(() => calls && scriptSteps(calls), [calls]);

  function built(): readonly LessonCall[] {
    const now = clock ? simulatedNow(clock, performance.now()) : Date.now() / 1000;
    return callsAt(solution, Math.floor(now));
  }

  /** Request `index` built for the clock's time now, in the language shown, opened in the Console. */
  function openCall(index: number) {
    const fresh = built();
    const call = fresh[index];
    const code = codeFor?.(call.operation, JSON.stringify(call.body), call.region);
    const mode = code?.ok ? consoleModeFor(language, call.operation) : undefined;
    setCalls(fresh);
    if (code?.ok && mode) openInConsole(call, mode, code.text);
  }

  /** The whole solution built for the clock's time now, as one script, opened in the Console. */
  function openScript(mode: ConsoleMode) {
    const fresh = built();
    const script = scriptFor?.(scriptSteps(fresh));
    setCalls(fresh);
    if (script?.ok && script.consoleText !== undefined) openInConsole(fresh[0], mode, script.consoleText);
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
            run: openScript,
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
                      <button type="button" className="button button--link" onClick={() => openCall(index)}>
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

function scriptSteps(calls: readonly LessonCall[]): ScriptStep[] {
  return calls.map((call) => ({
    operation: call.operation,
    request: call.body,
    expectError: call.expectError,
    region: call.region,
  }));
}
