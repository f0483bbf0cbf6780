/**
 * The Lessons section: the list of lessons, or one lesson (`#/lessons/<slug>`, or
 * `#/lessons/<slug>/<exercise id>` to open it at an exercise) — its prose beside exercises that
 * are set up and checked against the sandbox's engine.
 */
import { lessons } from '../../../lessons/catalog.ts';
import { plural } from '../../ui/plural.ts';
import { LessonView } from './LessonView.tsx';
import { lessonHref } from './lessonHref.ts';
import { exerciseKey } from './lessonProgress.ts';
import { useLessonProgress } from './useLessonProgress.ts';
import './lessons.css';

export default function LessonsPage({ slug, exerciseId }: { slug: string | undefined; exerciseId?: string }) {
  const progress = useLessonProgress();
  const index = lessons.findIndex((lesson) => lesson.slug === slug);
  if (slug !== undefined && index >= 0)
    return <LessonView index={index} exerciseId={exerciseId} progress={progress} />;

  return (
    <section className="lessons" aria-labelledby="lessons-title">
      <h1 id="lessons-title">Lessons</h1>
      {slug !== undefined && (
        <p className="lessons__missing" role="alert">
          There is no lesson called “{slug}”. Pick one below.
        </p>
      )}
      <p className="lessons__lead">
        Each lesson explains one idea of DynamoDB modeling, then gives you exercises to do in the Console or
        the Explorer. “Check” asks the engine whether you reached the goal.
      </p>
      <p className="lessons__lead">
        The lessons build on two texts about DynamoDB modeling: a one-page card, “DynamoDB data modeling at
        scale”, and a longer reference, “The Complete DynamoDB Guide”, whose sections (§) they cite. Where
        either is wrong or out of date, the lesson says so, and the sandbox does what DynamoDB does.
      </p>
      <ol className="lessons__list">
        {lessons.map((lesson, number) => {
          const done = lesson.exercises.filter((item) =>
            progress.passed.has(exerciseKey(lesson.slug, item.id)),
          );
          return (
            <li key={lesson.slug} className="lessons__item">
              <a className="lessons__link" href={lessonHref(lesson.slug)}>
                <span className="lessons__number">{number + 1}</span>
                <span className="lessons__name">{lesson.title}</span>
              </a>
              <p className="lessons__summary">{lesson.summary}</p>
              <p className="lessons__progress">
                {done.length} of {plural(lesson.exercises.length, 'exercise')} done
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
