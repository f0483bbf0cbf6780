import type { KeyboardEvent } from 'react';

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Arrow keys in a tablist or radiogroup of buttons, as ARIA's patterns expect: the focus moves to the
 * next or previous button (wrapping round, Home and End to the ends) and picks it. Put it on the
 * group's onKeyDown; give the picked button tabIndex 0 and the others -1, so Tab leaves the group.
 */
export function moveWithArrows(event: KeyboardEvent<HTMLElement>): void {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const target =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : STEPS[event.key] === undefined
          ? undefined
          : (at + STEPS[event.key] + buttons.length) % buttons.length;
  if (target === undefined) return;
  event.preventDefault();
  buttons[target].focus();
  buttons[target].click();
}
