import { useEffect, useRef, useState } from 'react';
import { useConfirmFocus } from './useConfirmFocus.ts';
import './ConfirmDelete.css';

/**
 * A Delete… link that asks before it deletes, in place: a row's delete cannot be undone, and a
 * stray click on a dense list is easy. The focus follows the question (to the confirming button,
 * back to Delete… on Keep), a refusal is shown beside the row that caused it, and after a
 * successful delete — the row is gone — the focus lands on the list that held it, not on the page.
 */
export function ConfirmDelete({
  name,
  onDelete,
  overlay = false,
}: {
  /** What the buttons name: "Delete {name}…", then "Delete {name}". */
  name: string;
  /** Deletes; resolves to what went wrong, or undefined on success. */
  onDelete(): Promise<string | undefined>;
  /**
   * The question opens over the spot, which keeps the size of Delete…: in a long table a cell that
   * grows has the browser lay out every row again (the Explorer's 2,000 took a third of a second).
   */
  overlay?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string>();
  const { askRef, confirmRef, markAnswered } = useConfirmFocus(confirming);
  /** Set once a delete succeeded: the list whose row (and this component) is about to go. */
  const deletedFrom = useRef<HTMLElement | null>(null);

  // The row unmounts when the list refreshes after the delete, and the focus would fall to the
  // page: give it to the list instead, where the learner was.
  useEffect(
    () => () => {
      const list = deletedFrom.current;
      if (!list) return;
      setTimeout(() => {
        if (document.activeElement === document.body && list.isConnected) list.focus();
      });
    },
    [],
  );

  const remove = async () => {
    const list = confirmRef.current?.closest<HTMLElement>('table, ul, ol, section');
    const outcome = await onDelete();
    markAnswered();
    setProblem(outcome);
    setConfirming(false);
    if (outcome === undefined) deletedFrom.current = list ?? null;
  };

  const keep = () => {
    markAnswered();
    setConfirming(false);
  };
  if (confirming) {
    const question = (
      // Escape answers Keep, as it closes the app's other questions and menus (and only this one).
      <span
        className={overlay ? 'confirm-delete confirm-delete--overlay' : 'confirm-delete'}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          keep();
        }}
      >
        <span>Delete it?</span>
        <button ref={confirmRef} type="button" className="link-button" onClick={() => void remove()}>
          Delete {name}
        </button>
        <button type="button" className="link-button" onClick={keep}>
          Keep
        </button>
      </span>
    );
    if (!overlay) return question;
    return (
      <>
        {/* Holds Delete…'s place, unseen and out of the keyboard's and screen readers' way. */}
        <button
          type="button"
          className="link-button confirm-delete__placeholder"
          tabIndex={-1}
          aria-hidden
          disabled
        >
          Delete…
        </button>
        {question}
      </>
    );
  }
  return (
    <>
      <button
        ref={askRef}
        type="button"
        className="link-button"
        aria-label={`Delete ${name}…`}
        onClick={() => {
          setProblem(undefined);
          setConfirming(true);
        }}
      >
        Delete…
      </button>
      {problem && (
        <span className="confirm-delete__problem" role="alert">
          {problem}
        </span>
      )}
    </>
  );
}
