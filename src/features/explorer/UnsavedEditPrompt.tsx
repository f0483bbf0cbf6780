import { useEffect, useRef } from 'react';

/**
 * Asked in the item editor when the learner opens another item (Edit on another row, or Add item)
 * or presses Escape while the form has unsaved changes: going on would drop them without a word. The focus moves to
 * the question, as ConfirmDelete's does; Escape keeps editing (and must not reach the form, where it
 * means Cancel).
 */
export function UnsavedEditPrompt({
  consequence,
  onDiscard,
  onKeep,
}: {
  /** What going on does: "Editing CUSTOMER#42 / PROFILE instead drops them." */
  consequence: string;
  onDiscard(): void;
  onKeep(): void;
}) {
  const discard = useRef<HTMLButtonElement>(null);
  useEffect(() => discard.current?.focus(), []);
  return (
    <div
      className="confirm-banner"
      role="alert"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onKeep();
      }}
    >
      <span>This form has unsaved changes. {consequence}</span>
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
