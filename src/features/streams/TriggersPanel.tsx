import { useRef, useState } from 'react';
import type { TableDescription } from '../../client/wireTypes.ts';
import { TriggerCard } from './TriggerCard.tsx';
import { TriggerForm } from './TriggerForm.tsx';
import { useTriggers } from './useTriggers.ts';
import './triggers.css';

/** The table's triggers, and the form that attaches a new one to its stream. */
export function TriggersPanel({ table }: { table: TableDescription }) {
  const { triggers, refresh } = useTriggers(table.TableName);
  const [creating, setCreating] = useState(false);
  // The form closed (cancelled, or its trigger made), the focus goes back to New trigger.
  const newTrigger = useRef<HTMLButtonElement>(null);
  const closeForm = () => {
    setCreating(false);
    // Enabled again only once rendered without the form: focused on the next frame.
    requestAnimationFrame(() => newTrigger.current?.focus());
  };
  const streamOn = table.StreamSpecification?.StreamEnabled === true;

  return (
    <section className="streams__section" aria-labelledby="triggers-heading">
      <div className="streams__heading">
        <h3 id="triggers-heading">Triggers</h3>
        <button
          ref={newTrigger}
          type="button"
          className="button button--primary"
          disabled={!streamOn || creating}
          title={streamOn ? undefined : 'Enable the stream first'}
          onClick={() => setCreating(true)}
        >
          New trigger
        </button>
      </div>
      <p className="streams__muted">
        A trigger runs your handler on batches of stream records, the way a Lambda function with a DynamoDB
        event source mapping does: shard by shard, in order, with retries that hold the shard until they run
        out.
        {!streamOn && ' Enable the stream to attach one.'}
      </p>
      {creating && (
        <TriggerForm
          table={table}
          onCancel={closeForm}
          onCreated={() => {
            closeForm();
            refresh();
          }}
        />
      )}
      {triggers === undefined ? (
        <p className="streams__muted">Loading triggers…</p>
      ) : triggers.length === 0 ? (
        !creating && <p className="streams__muted">No triggers on this table yet.</p>
      ) : (
        <ul className="trigger-list" aria-label="Triggers">
          {triggers.map((trigger) => (
            <li key={trigger.id}>
              <TriggerCard trigger={trigger} table={table} onChanged={refresh} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
