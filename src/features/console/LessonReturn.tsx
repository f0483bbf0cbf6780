import { useAppState } from '../../state/AppServices.tsx';

/**
 * While the console holds a request that a lesson's "Open in Console" put there: which exercise it
 * came from and the way back to it, so a solution of several requests is run one after the other
 * without hunting for the exercise again.
 */
export function LessonReturn() {
  const origin = useAppState((state) => state.lessonOrigin);
  const setLessonOrigin = useAppState((state) => state.setLessonOrigin);
  if (!origin) return null;
  return (
    <nav className="lesson-return" aria-label="Lesson">
      <span className="lesson-return__from">From {origin.label}</span>
      <a href={origin.href}>← Back to the exercise</a>
      <button
        type="button"
        className="link-button"
        aria-label="Hide the way back to the lesson"
        onClick={() => setLessonOrigin(undefined)}
      >
        Hide
      </button>
    </nav>
  );
}
