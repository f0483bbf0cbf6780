import { useEffect, useRef } from 'react';

/**
 * Asked in the item editor when the learner opens another item (Edit on another row, or Add item)
 * while this one has unsaved changes: opening it would drop them without a word. The focus moves to
 * the question, as ConfirmDelete's does; Escape keeps editing (and must not reach the form, where it
 * means Cancel).
 */
export function UnsavedEditPrompt({
  next,
  onDiscard,
  onKeep,
}: {
  /** What would open instead: an item's key text, or undefined for a new item. */
  next: string | undefined;
  onDiscard(): void;
  onKeep(): void;
}) {
  const discard = useRef<HTMLButtonElement>(null);
  useEffect(() => discard.current?.focus(), []);
  return (
    <div
      className="item-editor__confirm"
      role="alert"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onKeep();
      }}
    >
      <span className="item-editor__confirm-text">
        This form has unsaved changes. {next === undefined ? 'Adding a new item' : <>Editing {next}</>}{' '}
        instead drops them.
      </span>
      <span className="item-editor__actions">
        <button ref={discard} type="button" className="button button--danger" onClick={onDiscard}>
          Discard changes
        </button>
        <button type="button" className="button" onClick={onKeep}>
          Keep editing
        </button>
      </span>
    </div>
  );
}
