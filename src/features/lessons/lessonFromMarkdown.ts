/** A lesson from its Markdown: the first line's `# Title` is its title, the rest its prose. */
import type { Exercise, Lesson, SelfCheck } from './lessonTypes.ts';

export function lessonFromMarkdown(parts: {
  slug: string;
  summary: string;
  markdown: string;
  exercises: readonly Exercise[];
  questions: readonly SelfCheck[];
}): Lesson {
  const [first, ...rest] = parts.markdown.split('\n');
  const title = /^# (.+)$/.exec(first.trim())?.[1];
  if (!title) throw new Error(`lessons/${parts.slug}/lesson.md must start with a "# Title" line`);
  return {
    slug: parts.slug,
    title,
    summary: parts.summary,
    prose: rest.join('\n').trim(),
    exercises: parts.exercises,
    questions: parts.questions,
  };
}
