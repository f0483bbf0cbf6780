import { useEffect, useId, useRef, useState } from 'react';
import { callWith } from '../../client/calls.ts';
import { errorText, type WireError } from '../../client/engineClient.ts';
import type { TableDescription } from '../../client/wireTypes.ts';
import { useServices } from '../../state/AppServices.tsx';

/** What each StreamViewType puts in a record (Streams.html, StreamSpecification). */
const VIEW_TYPES = [
  {
    value: 'NEW_AND_OLD_IMAGES',
    label: 'New and old images',
    hint: 'The whole item both before and after the change.',
  },
  { value: 'NEW_IMAGE', label: 'New image', hint: 'The whole item as it is after the change.' },
  { value: 'OLD_IMAGE', label: 'Old image', hint: 'The whole item as it was before the change.' },
  { value: 'KEYS_ONLY', label: 'Keys only', hint: 'Only the key attributes of the item that changed.' },
] as const;

/** Checked in the engine: enabling always makes a new stream, and triggers keep their stream's ARN. */
const IN_PLACE_NOTE =
  'The view type cannot be changed on a stream: turning it off and on again makes a new stream with a new ARN and label. The old one stays readable for 24 hours, and triggers keep reading the old one.';

/** The table's StreamSpecification, changed with UpdateTable as a client would. */
export function StreamSettings({
  table,
  lastStream,
  onChanged,
}: {
  table: TableDescription;
  /** A disabled stream's readability in words (useLastStream), asked once by the Streams tab. */
  lastStream: string | undefined;
  onChanged(): void;
}) {
  const { engine } = useServices();
  const [viewType, setViewType] = useState<string>(VIEW_TYPES[0].value);
  const [error, setError] = useState<WireError>();
  const [busy, setBusy] = useState(false);
  const stream = table.StreamSpecification;
  const enabled = stream?.StreamEnabled === true;
  const name = useId();
  const disableButton = useRef<HTMLButtonElement>(null);
  const enableButton = useRef<HTMLButtonElement>(null);
  /** Set after a change this form made: the clicked button is gone, so focus goes to its successor. */
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (enabled ? disableButton : enableButton).current?.focus();
  }, [enabled]);

  const update = async (StreamSpecification: object) => {
    setBusy(true);
    const outcome = await callWith(engine, 'UpdateTable', {
      TableName: table.TableName,
      StreamSpecification,
    });
    setBusy(false);
    setError(outcome.ok ? undefined : outcome.error);
    if (outcome.ok) {
      moveFocus.current = true;
      onChanged();
    }
  };

  return (
    <div className="stream-settings">
      {enabled ? (
        <>
          <p className="stream-settings__state">
            <span>
              The stream is on: <strong>{stream?.StreamViewType}</strong>, since{' '}
              {table.LatestStreamLabel ?? '—'}.
            </span>
            <button
              ref={disableButton}
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void update({ StreamEnabled: false })}
            >
              Disable stream
            </button>
          </p>
          <p className="streams__muted">{IN_PLACE_NOTE}</p>
        </>
      ) : (
        <form
          className="stream-settings__enable"
          aria-label="Enable the stream"
          onSubmit={(event) => {
            event.preventDefault();
            void update({ StreamEnabled: true, StreamViewType: viewType });
          }}
        >
          <p className="stream-settings__off">
            {lastStream
              ? `The stream is off; ${lastStream}.`
              : 'The stream is off: changes to items are not recorded.'}
          </p>
          <fieldset className="stream-view-types">
            <legend>View type: what each record holds</legend>
            {VIEW_TYPES.map((type) => (
              <div key={type.value} className="stream-view-types__option">
                <input
                  type="radio"
                  id={`${name}-${type.value}`}
                  name={name}
                  value={type.value}
                  checked={viewType === type.value}
                  aria-describedby={`${name}-${type.value}-hint`}
                  onChange={() => setViewType(type.value)}
                />
                <label htmlFor={`${name}-${type.value}`}>
                  {type.label} <code>{type.value}</code>
                </label>
                <span id={`${name}-${type.value}-hint`} className="stream-view-types__hint">
                  {type.hint}
                </span>
              </div>
            ))}
          </fieldset>
          <p className="streams__muted">{IN_PLACE_NOTE}</p>
          <button ref={enableButton} type="submit" className="button button--primary" disabled={busy}>
            Enable stream
          </button>
        </form>
      )}
      {error && (
        <p className="streams__error" role="alert">
          {errorText(error)}
        </p>
      )}
    </div>
  );
}
