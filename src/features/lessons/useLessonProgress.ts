import { useCallback, useState } from 'react';
import { loadPassed, savePassed } from './lessonProgress.ts';

/** Passed exercises (by exerciseKey), and a way to record one. */
export function useLessonProgress() {
  const [passed, setPassed] = useState(loadPassed);
  const markPassed = useCallback((key: string) => {
    setPassed((current) => {
      if (current.has(key)) return current;
      const next = new Set(current).add(key);
      savePassed(next);
      return next;
    });
  }, []);
  return { passed, markPassed };
}
