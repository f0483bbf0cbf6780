/**
 * A custom load on the table shown: key pattern, rate, read/write mix, item size, shards, key space
 * and duration. The engine checks the request again (limits, key types) and says what is wrong.
 */
import { useState, type FormEvent } from 'react';
import type { LoadPattern, LoadRequest } from '../../../client/capacityClient.ts';
import { LOAD_LIMITS, LOAD_PATTERNS, PATTERN_DESCRIPTIONS } from '../../../client/loadPatterns.ts';
import { editDraft, followLoad, initialDraft, type Draft, type NumberField } from './loadDraft.ts';

/** Patterns whose key space is a setting (the others address fixed keys). */
const KEYED: readonly LoadPattern[] = ['uniform', 'zipf', 'date-key', 'status-key', 'gsi-low-cardinality'];

export function LoadForm({
  tableName,
  region,
  busy,
  last,
  onStart,
}: {
  tableName: string | undefined;
  /** The Region of the replica shown, when not the home Region's table. */
  region: string | undefined;
  busy: boolean;
  last: LoadRequest | undefined;
  onStart(request: LoadRequest): void;
}) {
  const [state, setState] = useState(() => initialDraft(last));
  // Adjusted while rendering (React's pattern for state that follows a prop): a load reported after
  // the form opened fills it, unless the learner has typed into it since.
  const followed = followLoad(state, last);
  if (followed !== state) setState(followed);
  const { draft } = followed;
  const set = <K extends keyof Draft>(name: K, value: Draft[K]) =>
    setState((current) => editDraft(current, name, value));
  const number = (name: NumberField) => ({
    value: draft[name],
    required: true,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tableName || busy) return;
    const readRatio = Math.min(100, Math.max(0, Number(draft.readPercent))) / 100;
    onStart({
      pattern: draft.pattern,
      rate: Number(draft.rate),
      readRatio,
      itemBytes: Number(draft.itemBytes),
      shards: Number(draft.shards),
      keys: Number(draft.keys),
      durationSeconds: Number(draft.durationSeconds),
      tableName,
      ...(region ? { region } : {}),
    });
  };

  return (
    <form className="load-form" aria-label="Custom load" onSubmit={submit}>
      <label className="load-form__pattern">
        <span>Key pattern</span>
        <select value={draft.pattern} onChange={(event) => set('pattern', event.target.value as LoadPattern)}>
          {LOAD_PATTERNS.map((pattern) => (
            <option key={pattern} value={pattern}>
              {pattern}
            </option>
          ))}
        </select>
        <small>{PATTERN_DESCRIPTIONS[draft.pattern]}</small>
      </label>
      <label>
        <span>Rate (req/s)</span>
        <input
          type="number"
          min={LOAD_LIMITS.rate.min}
          max={LOAD_LIMITS.rate.max}

          {...number('rate')}
        />
      </label>
      <label>
        <span>Reads (%)</span>
        <input type="number" min={0} max={100} step="any" {...number('readPercent')} />
      </label>
      <label>
        <span>Item size (bytes)</span>
        <input
          type="number"
          min={LOAD_LIMITS.itemBytes.min}
          max={LOAD_LIMITS.itemBytes.max}

          {...number('itemBytes')}
        />
      </label>
      {draft.pattern === 'sharded' && (
        <label>
          <span>Shards</span>
          <input
            type="number"
            min={LOAD_LIMITS.shards.min}
            max={LOAD_LIMITS.shards.max}
            {...number('shards')}
          />
        </label>
      )}
      {KEYED.includes(draft.pattern) && (
        <label>
          <span>Distinct keys</span>
          <input
            type="number"
            min={LOAD_LIMITS.keys.min}
            max={LOAD_LIMITS.keys.max}

            {...number('keys')}
          />
        </label>
      )}
      <label>
        <span>Duration (simulated s)</span>
        <input
          type="number"
          min={LOAD_LIMITS.durationSeconds.min}
          max={LOAD_LIMITS.durationSeconds.max}

          {...number('durationSeconds')}
        />
      </label>
      <div className="load-form__submit">
        {/* aria-disabled while a start is under way: a disabled button drops the focus to the page. */}
        <button type="submit" className="button button--primary" aria-disabled={busy} disabled={!tableName}>
          Start on {tableName ?? 'a table'}
          {region && ` in ${region}`}
        </button>
        <small>
          Writes PutItem (UpdateItem ADD for <code>counter</code>) and reads GetItem through the engine’s own
          operations, on string keys; <code>gsi-low-cardinality</code> also writes a two-value{' '}
          <code>status</code>.
        </small>
      </div>
    </form>
  );
}
