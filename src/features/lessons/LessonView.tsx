import { lessons } from '../../../lessons/catalog.ts';
import { ExerciseCard } from './ExerciseCard.tsx';
import { lessonHref } from './lessonHref.ts';
import { exerciseKey } from './lessonProgress.ts';
import { InlineMarkdown, Markdown } from './Markdown.tsx';
import type { useLessonProgress } from './useLessonProgress.ts';

/**
 * One lesson: its prose, its exercises, and the way to the next lesson. With `exerciseId`
 * (`#/lessons/<slug>/<exercise id>`, where the console's "Back to the exercise" leads), the page
 * opens at that exercise.
 */
export function LessonView({
  index,
  exerciseId,
  progress,
}: {
  index: number;
  exerciseId?: string;
  progress: ReturnType<typeof useLessonProgress>;
}) {
  const lesson = lessons[index];
  const previous = lessons[index - 1];
  const next = lessons[index + 1];

  return (
    <article className="lesson" aria-labelledby="lesson-title">
      <nav className="lesson__crumbs" aria-label="Breadcrumb">
        <a href="#/lessons">Lessons</a> / Lesson {index + 1}
      </nav>
      <h1 id="lesson-title">{lesson.title}</h1>
      <Markdown className="lesson__prose" text={lesson.prose} />
      {/* The prose ends with its own "Exercises" heading, which introduces these. */}
      <section className="lesson__exercises" aria-label="Exercises">
        {lesson.exercises.map((exercise, number) => {
          const key = exerciseKey(lesson.slug, exercise.id);
          return (
            <ExerciseCard
              key={key}
              id={key}
              number={number + 1}
              exercise={exercise}
              focused={exercise.id === exerciseId}
              origin={{
                href: lessonHref(lesson.slug, exercise.id),
                label: `Lesson ${index + 1}, exercise ${number + 1}: ${exercise.title}`,
              }}
              passed={progress.passed.has(key)}
              onPassed={() => progress.markPassed(key)}
            />
          );
        })}
      </section>
      <section className="lesson__questions" aria-labelledby="questions-title">
        <h2 id="questions-title">Check yourself</h2>
        {lesson.questions.map((item) => (
          <details key={item.question} className="lesson__question">
            <summary>
              <InlineMarkdown text={item.question} />
            </summary>
            <Markdown text={item.answer} />
          </details>
        ))}
      </section>
      <nav className="lesson__pager" aria-label="Other lessons">
        {previous ? <a href={lessonHref(previous.slug)}>← {previous.title}</a> : <span />}
        {next ? <a href={lessonHref(next.slug)}>{next.title} →</a> : <a href="#/lessons">All lessons</a>}
      </nav>
    </article>
  );
}
