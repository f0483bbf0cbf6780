/** A lesson's URL (a hash route, like every section's), or one that opens it at one of its exercises. */
export function lessonHref(slug: string, exerciseId?: string): string {
  const lesson = `#/lessons/${encodeURIComponent(slug)}`;
  return exerciseId === undefined ? lesson : `${lesson}/${encodeURIComponent(exerciseId)}`;
}
