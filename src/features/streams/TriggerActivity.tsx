import { errorText } from '../../client/engineClient.ts';
import type { FailedBatch, InvocationRecord } from '../../client/triggersClient.ts';
import { plural } from '../../ui/plural.ts';
import { formatClockTime, formatDuration } from './format.ts';
import { shortSequence, shortShardId } from './streamRecordsModel.ts';
import { conditionText, reportedByHandler, reportsBatchItemFailures } from './triggerSettingsText.ts';
import { useTriggerDetails } from './useTriggers.ts';

/** A trigger's recent invocations (with what they printed and sent) and its on-failure destination. */
export function TriggerActivity({ id }: { id: string }) {
  const { details, error } = useTriggerDetails(id);
  if (error) {
    return (
      <p className="streams__error" role="alert">
        {errorText(error)}
      </p>
    );
  }
  if (!details) return <p className="streams__muted">Loading…</p>;
  return (
    <div className="trigger-activity">
      <section aria-label="Recent invocations">
        <h5>Recent invocations</h5>
        {details.recentInvocations.length === 0 ? (
          <p className="streams__muted">None yet.</p>
        ) : (
          <ol className="invocation-list">
            {details.recentInvocations.map((invocation) => (
              <Invocation key={invocation.id} invocation={invocation} />
            ))}
          </ol>
        )}
      </section>
      <section aria-label="On-failure destination">
        <h5>On-failure destination</h5>
        {details.failures.length === 0 ? (
          <p className="streams__muted">No failed batches.</p>
        ) : (
          <ol className="failure-list">
            {[...details.failures].reverse().map((failure) => (
              <Failure
                key={`${failure.shardId}/${failure.endSequenceNumber}/${failure.time}`}
                failure={failure}
                reports={reportsBatchItemFailures(details.functionResponseTypes)}
              />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function Invocation({ invocation }: { invocation: InvocationRecord }) {
  const events = Object.entries(invocation.eventCounts)
    .map(([name, count]) => `${count} ${name}`)
    .join(', ');
  return (
    <li className={`invocation invocation--${invocation.outcome}`}>
      <div className="invocation__summary">
        <span className="streams__mono">#{invocation.id}</span>
        <span>{formatClockTime(invocation.at)}</span>
        <span className={`invocation__outcome invocation__outcome--${invocation.outcome}`}>
          {invocation.outcome}
        </span>
        <span>
          {plural(invocation.records, 'record')} ({events})
        </span>
        <span className="streams__mono" title="Sequence numbers of the batch">
          {sequenceRange(invocation.firstSequenceNumber, invocation.lastSequenceNumber)}
        </span>
        <span>{formatDuration(invocation.durationMs)}</span>
        {invocation.environment !== undefined && (
          <span title="The execution environment that ran it: shards are processed at once, each batch in an environment of its own, which stays warm for the next (its module state too)">
            env {invocation.environment}
          </span>
        )}
        {invocation.requests.length > 0 && (
          <span>
            {invocation.requests.map((request) => `${request.operation} ${request.status}`).join(', ')}
          </span>
        )}
      </div>
      {invocation.errorType && (
        <p className="streams__error">
          {invocation.errorType}: {invocation.errorMessage}
        </p>
      )}
      {invocation.logs.length > 0 && (
        <pre className="invocation__logs">
          {invocation.logs.map((line, index) => (
            <span key={index} className={`log-line log-line--${line.level}`}>
              {line.text}
              {'\n'}
            </span>
          ))}
        </pre>
      )}
    </li>
  );
}

/** `reports`: the trigger reads partial batch responses (ReportBatchItemFailures). */
function Failure({ failure, reports }: { failure: FailedBatch; reports: boolean }) {
  return (
    <li className="failure">
      <div className="invocation__summary">
        <span>{formatClockTime(failure.time)}</span>
        <strong>{failure.condition}</strong>
        <span>{plural(failure.batchSize, 'record')}</span>
        <span>after {plural(failure.approximateInvokeCount, 'invocation')}</span>
        <span className="streams__mono" title={failure.shardId}>
          {shortShardId(failure.shardId)}
        </span>
        {failure.startSequenceNumber && (
          <span className="streams__mono" title="Sequence numbers of the batch">
            {sequenceRange(failure.startSequenceNumber, failure.endSequenceNumber)}
          </span>
        )}
      </div>
      <p className="streams__muted">
        Given up on because {conditionText(failure.condition)}.
        {reportedByHandler(failure, reports) &&
          ' No error was thrown: the handler reported these records in batchItemFailures.'}
      </p>
      {failure.functionError && <p className="streams__error">{failure.functionError}</p>}
      {failure.records.length > 0 && (
        <details>
          <summary>The batch’s records</summary>
          <pre className="json-block">{JSON.stringify(failure.records, null, 2)}</pre>
        </details>
      )}
    </li>
  );
}

function sequenceRange(first: string, last: string): string {
  return first === last
    ? `seq ${shortSequence(first)}`
    : `seq ${shortSequence(first)}–${shortSequence(last)}`;
}
