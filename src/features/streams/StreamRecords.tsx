import { Fragment, useState } from 'react';
import { errorText } from '../../client/engineClient.ts';
import type { StreamDescription } from '../../client/streamCalls.ts';
import { plural } from '../../ui/plural.ts';
import { formatClockTime } from './format.ts';
import {
  capNotice,
  compactItem,
  filterRecords,
  isTtlDeletion,
  pageOf,
  RECORD_FILTERS,
  SHARD_NOTE,
  shortSequence,
  shortShardId,
  type RecordFilter,
  type ShownRecord,
} from './streamRecordsModel.ts';
import { useStreamRecords } from './useStreamRecords.ts';
import { ScrollX } from '../../ui/ScrollX.tsx';
import { ReadItYourself } from './ReadItYourself.tsx';

/** The stream's shards (with their parents) and its records, newest first, as GetRecords returns them. */
export function StreamRecords({ streamArn }: { streamArn: string }) {
  const { description, records, error, trimmed, refresh } = useStreamRecords(streamArn);
  const [filter, setFilter] = useState<RecordFilter>('all');
  const [shardId, setShardId] = useState('');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<string>();
  const shown = filterRecords(records, filter, shardId);
  const { rows, pages, page: current } = pageOf(shown, page);
  const capped = capNotice(records.length);

  return (
    <div className="stream-records">
      {error && (
        <p className="streams__error" role="alert">
          {errorText(error)}
        </p>
      )}
      {description && <ShardList description={description} />}
      <div className="stream-records__toolbar">
        <h4 id="stream-records-heading">Records</h4>
        <label>
          <span className="visually-hidden">Shard</span>
          <select
            value={shardId}
            onChange={(event) => {
              setShardId(event.target.value);
              setPage(0);
            }}
          >
            <option value="">All shards</option>
            {description?.Shards.map((shard) => (
              <option key={shard.ShardId} value={shard.ShardId}>
                {shard.ShardId}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="visually-hidden">Events</span>
          <select
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as RecordFilter);
              setPage(0);
            }}
          >
            {RECORD_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <span className="streams__muted" role="status">
          {plural(shown.length, 'record')}
        </span>
        <span className="stream-records__pages">
          <button
            type="button"
            className="button"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            Newer
          </button>
          <span>
            Page {current + 1} of {pages}
          </span>
          <button
            type="button"
            className="button"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            Older
          </button>
          <button type="button" className="button" aria-label="Refresh records" onClick={refresh}>
            Refresh
          </button>
        </span>
      </div>
      {trimmed && (
        <p className="streams__muted">Records older than 24 hours were trimmed from the stream meanwhile.</p>
      )}
      {capped && <p className="streams__muted">{capped}</p>}
      {rows.length === 0 ? (
        <p className="streams__muted">
          {records.length > 0
            ? 'No record matches.'
            : trimmed
              ? 'None left: write an item to see a new one.'
              : 'No records yet: write an item to see one.'}
        </p>
      ) : (
        <ScrollX>
          <table
            className="stream-records__table stream-records__table--records"
            aria-labelledby="stream-records-heading"
          >
            <thead>
              <tr>
                <th scope="col">Sequence</th>
                <th scope="col">Time</th>
                <th scope="col">Event</th>
                <th scope="col">Keys</th>
                <th scope="col" className="stream-records__wide">
                  Old image
                </th>
                <th scope="col" className="stream-records__wide">
                  New image
                </th>
                <th scope="col" className="stream-records__wide">
                  Shard
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => (
                <RecordRow
                  key={entry.record.dynamodb.SequenceNumber}
                  entry={entry}
                  open={open === entry.record.dynamodb.SequenceNumber}
                  onToggle={() =>
                    setOpen((shownNow) =>
                      shownNow === entry.record.dynamodb.SequenceNumber
                        ? undefined
                        : entry.record.dynamodb.SequenceNumber,
                    )
                  }
                />
              ))}
            </tbody>
          </table>
        </ScrollX>
      )}
      {/* The shard picked above, else the first listed: the oldest, where TRIM_HORIZON starts farthest back. */}
      <ReadItYourself streamArn={streamArn} shardId={shardId || description?.Shards[0]?.ShardId} />
    </div>
  );
}

function RecordRow({ entry, open, onToggle }: { entry: ShownRecord; open: boolean; onToggle(): void }) {
  const { record, shardId } = entry;
  const data = record.dynamodb;
  const ttl = isTtlDeletion(record);
  return (
    <Fragment>
      <tr className={open ? 'stream-records__row stream-records__row--open' : 'stream-records__row'}>
        <td className="streams__mono streams__nowrap stream-records__sequence">
          <button
            type="button"
            className="link-button"
            aria-expanded={open}
            aria-label={`Show record ${data.SequenceNumber} as JSON`}
            title={data.SequenceNumber}
            onClick={onToggle}
          >
            {shortSequence(data.SequenceNumber)}
          </button>
        </td>
        <td className="streams__nowrap stream-records__time">
          {formatClockTime(data.ApproximateCreationDateTime * 1000)}
        </td>
        <td className="streams__nowrap stream-records__event">
          <span className={`event-tag event-tag--${record.eventName.toLowerCase()}`}>{record.eventName}</span>
          {ttl && (
            <span className="event-tag event-tag--ttl" title="userIdentity: Service, dynamodb.amazonaws.com">
              TTL
            </span>
          )}
        </td>
        <td className="streams__mono stream-records__keys">{compactItem(data.Keys)}</td>
        <td className="streams__mono stream-records__wide">{compactItem(data.OldImage)}</td>
        <td className="streams__mono stream-records__wide">{compactItem(data.NewImage)}</td>
        <td className="streams__mono streams__nowrap stream-records__wide" title={shardId}>
          {shortShardId(shardId)}
        </td>
      </tr>
      {open && (
        <tr className="stream-records__detail">
          <td colSpan={7}>
            {ttl && (
              <p className="streams__muted">
                Deleted by Time to Live: the record names the service in userIdentity (Type “Service”,
                PrincipalId “dynamodb.amazonaws.com”), so a consumer can tell expiry from a delete request.
              </p>
            )}
            <pre className="json-block">{JSON.stringify(record, null, 2)}</pre>
          </td>
        </tr>
      )}
    </Fragment>
  );
}

function ShardList({ description }: { description: StreamDescription }) {
  return (
    <details className="stream-shards">
      <summary>
        {description.StreamStatus} · {description.StreamViewType} ·{' '}
        {plural(description.Shards.length, 'shard')}
      </summary>
      <ScrollX>
        <table className="stream-records__table" aria-label="Shards">
          <thead>
            <tr>
              <th scope="col">Shard</th>
              <th scope="col">Parent</th>
              <th scope="col">First sequence</th>
              <th scope="col">Last sequence</th>
            </tr>
          </thead>
          <tbody>
            {description.Shards.map((shard) => (
              <tr key={shard.ShardId}>
                <td className="streams__mono">{shard.ShardId}</td>
                <td className="streams__mono">{shard.ParentShardId ?? '—'}</td>
                <td className="streams__mono">
                  {shard.SequenceNumberRange.StartingSequenceNumber
                    ? shortSequence(shard.SequenceNumberRange.StartingSequenceNumber)
                    : '—'}
                </td>
                <td className="streams__mono">
                  {shard.SequenceNumberRange.EndingSequenceNumber
                    ? shortSequence(shard.SequenceNumberRange.EndingSequenceNumber)
                    : 'open'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollX>
      <p className="streams__muted">{SHARD_NOTE}</p>
    </details>
  );
}
