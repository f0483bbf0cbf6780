import { useEffect, useRef, useState } from 'react';
import { callWith } from '../../client/calls.ts';
import { errorName, errorText, type WireError } from '../../client/engineClient.ts';
import type { AttributeType, Item, TableDescription } from '../../client/wireTypes.ts';
import { useServices } from '../../state/AppServices.tsx';
import { discardAndLeave, keepEditing, useHoldLeaving, useLeaveQuestion } from '../../state/leaveGuard.ts';
import {
  ATTRIBUTE_TYPES,
  draftsChanged,
  draftsFromItem,
  itemFromDrafts,
  type AttributeDraft,
} from './attributeDraft.ts';
import { AttributeValueInput } from './AttributeValueInput.tsx';
import { explorerShows } from './explorerHref.ts';
import { UnsavedEditPrompt } from './UnsavedEditPrompt.tsx';

interface ItemEditorProps {
  table: TableDescription;
  /** The Region of the replica shown, when not the home Region's table. */
  region?: string;
  /** The item to edit; absent: a new item. */
  item?: Item;
  onCancel(): void;
  onSaved(): void;
  /** Told whether the form holds changes not saved yet. */
  onUnsavedChange?(unsaved: boolean): void;
  /**
   * Another item the learner asked to open while this form has unsaved changes: its key text
   * (undefined: a new item). The form asks whether to drop the changes.
   */
  switchTo?: { asked: number; next: string | undefined; onDiscard(): void; onKeep(): void };
}

/**
 * Adds or edits one item with a typed row per attribute. Key attributes come first with the
 * table's types; an edit keeps the key (changing it would be a different item). Saving is a PutItem
 * — for a new item guarded by attribute_not_exists, so it never silently replaces another.
 */
export function ItemEditor({
  table,
  region,
  item,
  onCancel,
  onSaved,
  onUnsavedChange,
  switchTo,
}: ItemEditorProps) {
  const { engine, store } = useServices();
  const keyNames = table.KeySchema.map((element) => element.AttributeName);
  const [initial] = useState(() => initialDrafts(table, item));
  const [drafts, setDrafts] = useState<AttributeDraft[]>(initial);
  const unsaved = draftsChanged(initial, drafts);
  useEffect(() => onUnsavedChange?.(unsaved), [unsaved, onUnsavedChange]);
  // Leaving the table (another table, another section, back…) would drop the changes too: the
  // app's navigation asks this form first (leaveGuard.ts), unless the address still shows it.
  useHoldLeaving(unsaved, (hash) =>
    explorerShows(hash, table.TableName, region, store.getState().selectedTable),
  );
  const leaving = useLeaveQuestion();
  const [problems, setProblems] = useState<string[]>([]);
  /** Escape was pressed over unsaved changes: the form asks before it closes. */
  const [closing, setClosing] = useState(false);
  /** Where Escape was pressed: Keep editing goes back there. */
  const escapedFrom = useRef<HTMLElement | null>(null);
  const [error, setError] = useState<WireError>();
  const form = useRef<HTMLFormElement>(null);
  // The editor opens with the first field the learner can fill in focused (a new item's key value);
  // Keep editing, after the question about unsaved changes, brings the focus back there too.
  const focusFirstField = () =>
    form.current
      ?.querySelector<HTMLElement>('input:not([readonly]), select:not(:disabled), textarea:not([readonly])')
      ?.focus();
  useEffect(focusFirstField, []);

  const update = (index: number, change: Partial<AttributeDraft>) =>
    setDrafts((current) => current.map((draft, i) => (i === index ? { ...draft, ...change } : draft)));

  const save = async () => {
    // A new attempt replaces the last attempt's messages, whichever side found them.
    setError(undefined);
    const result = itemFromDrafts(drafts);
    if (!result.ok) {
      setProblems(result.errors);
      return;
    }
    setProblems([]);
    const request: Record<string, unknown> = { TableName: table.TableName, Item: result.item };
    if (!item) {
      request.ConditionExpression = 'attribute_not_exists(#pk)';
      request.ExpressionAttributeNames = { '#pk': keyNames[0] };
    }
    const outcome = await callWith(engine, 'PutItem', request);
    if (outcome.ok) onSaved();
    else setError(outcome.error);
  };

  return (
    <form
      ref={form}
      className="item-editor"
      aria-label={item ? 'Edit item' : 'Add item'}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Escape is easily pressed by accident: with changes in the form it asks, as Edit elsewhere does.
        if (!unsaved) return onCancel();
        escapedFrom.current = event.target instanceof HTMLElement ? event.target : null;
        setClosing(true);
      }}
    >
      <h3>{item ? 'Edit item' : 'Add item'}</h3>
      {leaving && unsaved ? (
        <UnsavedEditPrompt
          key={`leave-${leaving.asked}`}
          consequence={leaving.consequence}
          onDiscard={discardAndLeave}
          onKeep={() => {
            // Keeping the form answers any question it had open under this one too.
            keepEditing();
            setClosing(false);
            switchTo?.onKeep();
            focusFirstField();
          }}
        />
      ) : switchTo ? (
        <UnsavedEditPrompt
          key={switchTo.asked}
          consequence={
            switchTo.next === undefined
              ? 'Adding a new item instead drops them.'
              : `Editing ${switchTo.next} instead drops them.`
          }
          onDiscard={switchTo.onDiscard}
          onKeep={() => {
            switchTo.onKeep();
            focusFirstField();
          }}
        />
      ) : (
        closing && (
          <UnsavedEditPrompt
            consequence="Closing the form drops them."
            onDiscard={onCancel}
            onKeep={() => {
              setClosing(false);
              const back = escapedFrom.current;
              if (back?.isConnected) back.focus();
              else focusFirstField();
            }}
          />
        )
      )}
      <div className="item-editor__rows">
        {drafts.map((draft, index) => {
          const isKey = index < keyNames.length;
          return (
            <div key={index} className="item-editor__row">
              <input
                type="text"
                aria-label={`Attribute ${index + 1} name`}
                value={draft.name}
                readOnly={isKey}
                onChange={(event) => update(index, { name: event.target.value })}
              />
              <select
                aria-label={`Attribute ${index + 1} type`}
                value={draft.type}
                disabled={isKey}
                onChange={(event) => {
                  const type = event.target.value as AttributeType;
                  update(index, { type, text: type === 'BOOL' ? 'true' : '' });
                }}
              >
                {ATTRIBUTE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
              <AttributeValueInput
                draft={draft}
                index={index}
                readOnly={isKey && item !== undefined}
                onChange={(text) => update(index, { text })}
              />
              {!isKey && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setDrafts((current) => current.filter((_, i) => i !== index))}
                  aria-label={`Remove attribute ${draft.name || index + 1}`}
                >
                  Remove
                </button>
              )}
            </div>
          );
        })}
      </div>
      <button
        type="button"
        className="link-button"
        onClick={() => setDrafts((current) => [...current, { name: '', type: 'S', text: '' }])}
      >
        + Add attribute
      </button>
      {problems.length > 0 && (
        <ul className="explorer__error" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {error && (
        <p className="explorer__error" role="alert">
          {/* The condition is the form's own (attribute_not_exists on the key), not the learner's.
              DynamoDB's message has no full stop ("The conditional request failed"): one is added so
              that the explanation after it reads as a sentence of its own. */}
          {!item && errorName(error.__type) === 'ConditionalCheckFailedException' ? (
            <>
              {errorText(error).replace(/([^.!?])$/, '$1.')} An item with this key already exists: Add item
              sends its PutItem with <code>attribute_not_exists({keyNames[0]})</code> so that it never
              replaces one. Edit that item instead, or give this one another key.
            </>
          ) : (
            errorText(error)
          )}
        </p>
      )}
      {item && (
        <p className="explorer__muted item-editor__key-note">
          The key cannot change: DynamoDB has no update of a key attribute. To move an item to another key,
          add it under the new key and delete this one (in one TransactWriteItems, both or neither happen).
        </p>
      )}
      <div className="item-editor__actions">
        <button type="submit" className="button button--primary">
          Save item
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function initialDrafts(table: TableDescription, item: Item | undefined): AttributeDraft[] {
  const keyNames = table.KeySchema.map((element) => element.AttributeName);
  if (item) {
    const drafts = draftsFromItem(item);
    // Keys first, in key-schema order.
    return [
      ...keyNames.flatMap((name) => drafts.filter((draft) => draft.name === name)),
      ...drafts.filter((draft) => !keyNames.includes(draft.name)),
    ];
  }
  return keyNames.map((name) => ({
    name,
    type:
      table.AttributeDefinitions.find((definition) => definition.AttributeName === name)?.AttributeType ??
      'S',
    text: '',
  }));
}
