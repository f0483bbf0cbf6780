import { useState } from 'react';
import { callWith } from '../../client/calls.ts';
import { errorText, type WireError } from '../../client/engineClient.ts';
import type { TableDescription } from '../../client/wireTypes.ts';
import { useServices } from '../../state/AppServices.tsx';

const VIEW_TYPES = [
  { value: 'NEW_AND_OLD_IMAGES', label: 'New and old images' },
  { value: 'NEW_IMAGE', label: 'New image' },
  { value: 'OLD_IMAGE', label: 'Old image' },
  { value: 'KEYS_ONLY', label: 'Keys only' },
] as const;

/** The table's StreamSpecification, changed with UpdateTable as a client would. */
export function StreamSettings({ table, onChanged }: { table: TableDescription; onChanged(): void }) {
  const { engine } = useServices();
  const [viewType, setViewType] = useState<string>(VIEW_TYPES[0].value);
  const [error, setError] = useState<WireError>();
  const [busy, setBusy] = useState(false);
  const stream = table.StreamSpecification;

  const update = async (StreamSpecification: object) => {
    setBusy(true);
    const outcome = await callWith(engine, 'UpdateTable', {
      TableName: table.TableName,
      StreamSpecification,
    });
    setBusy(false);
    setError(outcome.ok ? undefined : outcome.error);
    if (outcome.ok) onChanged();
  };

  return (
    <div className="stream-settings">
      {stream?.StreamEnabled ? (
        <p className="stream-settings__state">
          <span>
            The stream is on: <strong>{stream.StreamViewType}</strong>, since {table.LatestStreamLabel ?? '—'}
            .
          </span>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void update({ StreamEnabled: false })}
          >
            Disable stream
          </button>
        </p>
      ) : (
        <form
          className="stream-settings__enable"
          aria-label="Enable the stream"
          onSubmit={(event) => {
            event.preventDefault();
            void update({ StreamEnabled: true, StreamViewType: viewType });
          }}
        >
          <span>
            {table.LatestStreamArn
              ? 'The stream is off; the last one stays readable for 24 hours.'
              : 'The stream is off: changes to items are not recorded.'}
          </span>
          <label>
            View type{' '}
            <select value={viewType} onChange={(event) => setViewType(event.target.value)}>
              {VIEW_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label} ({type.value})
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--primary" disabled={busy}>
            Enable stream
          </button>
        </form>
      )}
      {table.LatestStreamArn && <p className="streams__arn">{table.LatestStreamArn}</p>}
      {error && (
        <p className="streams__error" role="alert">
          {errorText(error)}
        </p>
      )}
    </div>
  );
}
