/**
 * Which exercises a learner has passed, kept in localStorage (the sandbox's data lives in the
 * engine worker's IndexedDB; progress is the page's own). Storage that is unavailable or holds
 * something else is treated as no progress, never as an error.
 */
const STORAGE_KEY = 'dynamo-sandbox.lessons.passed';

export const exerciseKey = (slug: string, exerciseId: string) => `${slug}/${exerciseId}`;

export function loadPassed(): Set<string> {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(saved) ? saved.filter((key) => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

export function savePassed(passed: ReadonlySet<string>): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...passed]));
  } catch {
    // Private browsing or a full quota: progress lasts until the page closes.
  }
}
