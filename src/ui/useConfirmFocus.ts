import { useCallback, useEffect, useRef } from 'react';

/**
 * The keyboard focus of a Delete… that asks before it deletes, in place: its buttons swap under the
 * focus, which would otherwise fall to the page. The focus follows the question (to the confirming
 * button), and goes back to the asking button once the question is answered (Keep, or a refusal:
 * call `markAnswered`); before any answer, a closed question leaves the focus where it is.
 */
export function useConfirmFocus(confirming: boolean) {
  const askRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (answered.current) askRef.current?.focus();
  }, [confirming]);
  const markAnswered = useCallback(() => {
    answered.current = true;
  }, []);
  return { askRef, confirmRef, markAnswered };
}
