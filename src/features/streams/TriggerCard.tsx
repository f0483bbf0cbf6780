import { useState } from 'react';
import { errorText, type Outcome, type WireError } from '../../client/engineClient.ts';
import type { TriggerSummary } from '../../client/triggersClient.ts';
import type { TableDescription } from '../../client/wireTypes.ts';
import { useAppState, useServices } from '../../state/AppServices.tsx';
import { plural } from '../../ui/plural.ts';
import { formatAge, formatClockTime } from './format.ts';
import { CodeUpdate } from './CodeUpdate.tsx';
import { shortSequence, shortShardId } from './streamRecordsModel.ts';
import { TriggerActivity } from './TriggerActivity.tsx';
import { settingsSummary } from './triggerSettingsText.ts';
import { pausedTriggerNote } from './pausedTriggerNote.ts';
import { earlierStreamNote } from './earlierStreamNote.ts';
import { ScrollX } from '../../ui/ScrollX.tsx';

/** One trigger: its state as Lambda would report it, its shards' progress, and what can be done with it. */
export function TriggerCard({
  trigger,
  table,
  onChanged,
}: {
  trigger: TriggerSummary;
  /** The trigger's table: its current stream, and when it was created (earlierStreamNote.ts). */
  table: TableDescription;
  onChanged(): void;
}) {
  const { engine } = useServices();
  const [error, setError] = useState<WireError>();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [showActivity, setShowActivity] = useState(false);
  const act = async (action: Promise<Outcome<unknown>>) => {
    const outcome = await action;
    setError(outcome.ok ? undefined : outcome.error);
    onChanged();
  };
  const headingId = `trigger-${trigger.id}`;
  const clockPaused = useAppState((state) => state.clock?.Paused === true);
  const pausedNote = pausedTriggerNote(trigger, clockPaused);
  const streamNote = earlierStreamNote(trigger.streamArn, table);

  return (
    <article className="trigger-card" aria-labelledby={headingId}>
      <header className="trigger-card__header">
        <h4 id={headingId}>{trigger.name}</h4>
        <span className={`trigger-status trigger-status--${trigger.status.toLowerCase()}`}>
          {trigger.status}
        </span>
        <div className="streams__actions">
          {trigger.status !== 'DETACHED' || !trigger.enabled ? (
            <button
              type="button"
              className="button"
              onClick={() => void act(engine.triggers.setTriggerEnabled(trigger.id, !trigger.enabled))}
            >
              {trigger.enabled ? 'Disable' : 'Enable'}
            </button>
          ) : (
            <button
              type="button"
              className="button"
              onClick={() => void act(engine.triggers.setTriggerEnabled(trigger.id, true))}
            >
              Attach again
            </button>
          )}
          <button
            type="button"
            className="button"
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
          >
            Edit code
          </button>
          {confirmingDelete ? (
            <span className="streams__confirm" role="group" aria-label="Confirm deletion">
              Delete {trigger.name}?{' '}
              <button
                type="button"
                className="button button--danger"
                onClick={() => void act(engine.triggers.deleteTrigger(trigger.id))}
              >
                Delete
              </button>{' '}
              <button type="button" className="button" onClick={() => setConfirmingDelete(false)}>
                Keep
              </button>
            </span>
          ) : (
            <button type="button" className="button button--danger" onClick={() => setConfirmingDelete(true)}>
              Delete
            </button>
          )}
        </div>
      </header>
      <p className="streams__muted trigger-card__settings">{settingsSummary(trigger)}</p>
      {streamNote && <p className="streams__muted">{streamNote}</p>}
      {trigger.status === 'DETACHED' && (
        <p className="streams__error">Not attached to a stream: {trigger.detachedReason}</p>
      )}
      <dl className="trigger-card__stats" aria-label={`${trigger.name} metrics`}>
        <Stat term="Invocations" value={trigger.invocations} />
        <Stat term="Failed invocations" value={trigger.failedInvocations} />
        <Stat term="Records processed" value={trigger.recordsProcessed} />
        <Stat term="Records failed" value={trigger.recordsFailed} />
        {((trigger.filterCriteria.Filters?.length ?? 0) > 0 || trigger.recordsFilteredOut > 0) && (
          <Stat term="Records filtered out" value={trigger.recordsFilteredOut} />
        )}
        <Stat term="Failed batches" value={trigger.failedBatches} />
        <Stat term="Iterator age" value={formatAge(trigger.iteratorAgeMs)} />
        <Stat term="Last invocation" value={formatClockTime(trigger.lastInvocationAt)} />
      </dl>
      {trigger.lastError && (
        <p className="streams__error" aria-label="Last error">
          Last error at {formatClockTime(trigger.lastError.time)} on {shortShardId(trigger.lastError.shardId)}
          : {trigger.lastError.message}
        </p>
      )}
      {pausedNote && <p className="streams__muted">{pausedNote}</p>}
      {trigger.shards.length > 0 && (
        <ScrollX>
          <table className="stream-records__table trigger-card__shards" aria-label={`${trigger.name} shards`}>
            <thead>
              <tr>
                <th scope="col">Shard</th>
                <th scope="col">State</th>
                <th scope="col">Behind</th>
                <th scope="col">Last handled</th>
                <th scope="col">Attempts</th>
              </tr>
            </thead>
            <tbody>
              {trigger.shards.map((shard) => (
                <tr key={shard.shardId}>
                  <td className="streams__mono" title={shard.shardId}>
                    {shortShardId(shard.shardId)}
                  </td>
                  <td>
                    <span className={`shard-state shard-state--${shard.state}`}>{shard.state}</span>
                  </td>
                  <td>{plural(shard.behind, 'record')}</td>
                  <td className="streams__mono">
                    {shard.lastSequenceNumber ? shortSequence(shard.lastSequenceNumber) : '—'}
                  </td>
                  <td>{shard.attempts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollX>
      )}
      {error && (
        <p className="streams__error" role="alert">
          {errorText(error)}
        </p>
      )}
      {editing && (
        <CodeUpdate
          id={trigger.id}
          onDone={() => {
            setEditing(false);
            onChanged();
          }}
        />
      )}
      <button
        type="button"
        className="link-button"
        aria-expanded={showActivity}
        onClick={() => setShowActivity(!showActivity)}
      >
        {showActivity ? 'Hide invocations and failed batches' : 'Show invocations and failed batches'}
      </button>
      {showActivity && <TriggerActivity id={trigger.id} />}
    </article>
  );
}

function Stat({ term, value }: { term: string; value: number | string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{typeof value === 'number' ? value.toLocaleString('en-US') : value}</dd>
    </div>
  );
}
