import { useEffect, useRef, useState } from 'react';
import { useAppState, useServices } from '../../state/AppServices.tsx';
import type { LessonOrigin } from '../../state/consoleSlice.ts';
import { checkExercise, existingTables, lessonEngine, setUpExercise } from './exerciseRunner.ts';
import type { CheckResult, Exercise } from './lessonTypes.ts';
import { recordedCalls } from './consoleCalls.ts';
import { Markdown } from './Markdown.tsx';
import { SolutionCalls } from './SolutionCalls.tsx';

/**
 * When each exercise (by exerciseKey) was last set up in this page's life: Console results from
 * before then describe another state. Kept outside the card, which unmounts while the learner is in
 * the Console.
 */
const setUpTimes = new Map<string, number>();

type Busy = 'setting-up' | 'checking' | undefined;
type Notice = { kind: 'setup'; text: string; ok: boolean } | ({ kind: 'check' } & CheckResult);

/**
 * One exercise: its task, "Set up" (rebuilds its tables: says which, since it deletes them),
 * "Check" against the engine, hints one at a time, and the reference solution on request.
 */
export function ExerciseCard({
  id,
  number,
  exercise,
  focused = false,
  origin,
  passed,
  onPassed,
}: {
  /** The exercise's exerciseKey: unique across lessons. */
  id: string;
  number: number;
  /** The page was opened at this exercise (the console's way back): it scrolls into view. */
  focused?: boolean;
  /** Where the console leads back to, after "Open in Console". */
  origin: LessonOrigin;
  exercise: Exercise;
  passed: boolean;
  onPassed: () => void;
}) {
  const { engine, store } = useServices();
  const lessonAccess = () =>
    lessonEngine(engine, () =>
      recordedCalls(store.getState().runs.filter((run) => run.startedAt >= (setUpTimes.get(id) ?? 0))),
    );
  // A set-up makes tables, moves the clock, may pause it and may set the replica lag (lesson 20).
  const refreshSandbox = useAppState((state) => state.refreshSandbox);
  const [busy, setBusy] = useState<Busy>();
  const [notice, setNotice] = useState<Notice>();
  const [hintsShown, setHintsShown] = useState(0);
  const [setUps, setSetUps] = useState(0);
  /** Tables a set-up would delete, while the learner is asked to confirm. */
  const [confirming, setConfirming] = useState<string[]>();
  const titleId = `exercise-${exercise.id}`;
  const card = useRef<HTMLElement>(null);
  const setUpButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focused) return;
    // Back from the Console: the card is in view and has the focus, so the keyboard carries on here.
    card.current?.scrollIntoView();
    card.current?.focus({ preventScroll: true });
  }, [focused]);
  const resets = exercise.setup.resetTables;

  /** Set up deletes tables: if any exists (the learner's own work, maybe), ask first. */
  async function askToSetUp() {
    setBusy('setting-up');
    const existing = await existingTables(lessonAccess(), resets);
    setBusy(undefined);
    if (existing.length > 0) setConfirming(existing);
    else await setUp();
  }

  async function setUp() {
    // Delete and set up goes with the question (as Cancel does): the keyboard focus goes back to Set up.
    if (confirming) setUpButton.current?.focus();
    setConfirming(undefined);
    setBusy('setting-up');
    const outcome = await setUpExercise(lessonAccess(), exercise);
    if (outcome.ok) setUpTimes.set(id, Date.now());
    setNotice({
      kind: 'setup',
      ok: outcome.ok,
      text: outcome.ok ? 'Ready: the starting state is in place.' : `Set up failed: ${outcome.message}`,
    });
    setBusy(undefined);
    await refreshSandbox();
    // Once the header's clock has the time the set-up left (it may have moved it on): a solution
    // shown is built again from that time.
    if (outcome.ok) setSetUps((count) => count + 1);
  }

  async function check() {
    setBusy('checking');
    const verdict = await checkExercise(lessonAccess(), exercise);
    setNotice({ kind: 'check', ...verdict });
    if (verdict.passed) onPassed();
    setBusy(undefined);
  }

  const noticeOk = notice && (notice.kind === 'setup' ? notice.ok : notice.passed);
  return (
    <section
      ref={card}
      className={`exercise ${passed ? 'exercise--passed' : ''}`}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h3 id={titleId} className="exercise__title">
        <span className="exercise__number">{number}</span> {exercise.title}
        {passed && <span className="exercise__done"> · done</span>}
      </h3>
      <Markdown className="exercise__task" text={exercise.task} />
      {/* aria-disabled, not disabled, while busy: a disabled button drops the keyboard focus to the page. */}
      <div className="exercise__actions">
        <button
          ref={setUpButton}
          type="button"
          className="button"
          aria-disabled={busy !== undefined || confirming !== undefined}
          onClick={() => busy === undefined && confirming === undefined && void askToSetUp()}
        >
          {busy === 'setting-up' ? 'Setting up…' : 'Set up'}
        </button>
        <button
          type="button"
          className="button button--primary"
          aria-disabled={busy !== undefined}
          onClick={() => busy === undefined && void check()}
        >
          {busy === 'checking' ? 'Checking…' : 'Check'}
        </button>
        {resets.length > 0 && (
          <span className="exercise__note">
            Set up starts over: it deletes {resets.map((table) => `“${table}”`).join(', ')} first.
          </span>
        )}
      </div>
      {confirming && (
        <div className="confirm-banner exercise__confirm" role="alert">
          <span>
            Set up deletes {confirming.map((table) => `“${table}”`).join(' and ')} with all{' '}
            {confirming.length === 1 ? 'its' : 'their'} items, then builds the exercise’s starting state.
          </span>
          <button type="button" className="button button--danger" onClick={() => void setUp()}>
            Delete and set up
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setUpButton.current?.focus();
              setConfirming(undefined);
            }}
          >
            Cancel
          </button>
        </div>
      )}
      {notice && (
        <p className={`exercise__notice exercise__notice--${noticeOk ? 'ok' : 'no'}`} role="status">
          {notice.kind === 'check' ? (notice.passed ? 'Passed: ' : 'Not yet: ') : ''}
          {notice.kind === 'check' ? notice.feedback : notice.text}
        </p>
      )}
      <div className="exercise__help">
        {exercise.hints.slice(0, hintsShown).map((hint, i) => (
          <Markdown key={i} className="exercise__hint" text={`**Hint ${i + 1}.** ${hint}`} />
        ))}
        {/* Kept, unavailable, after the last hint: removing it would drop the keyboard focus to the page. */}
        {exercise.hints.length > 0 && (
          <button
            type="button"
            className="button button--link"
            aria-disabled={hintsShown >= exercise.hints.length}
            onClick={() => hintsShown < exercise.hints.length && setHintsShown(hintsShown + 1)}
          >
            {hintsShown === 0
              ? 'Show a hint'
              : hintsShown < exercise.hints.length
                ? 'Another hint'
                : 'No more hints'}
          </button>
        )}
        {/* Only a solution's "Open in Console" leads back here: it is open again, at the same place. */}
        <SolutionCalls solution={exercise.solution} origin={origin} initiallyOpen={focused} setUps={setUps} />
      </div>
    </section>
  );
}
