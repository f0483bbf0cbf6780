/**
 * One partition's numbers: the hash range it owns, what it stores, what it consumed and refused in
 * the last second and at its peak, its hot streak, where it came from, and the keys that carry its
 * traffic and its throttles (Contributor-Insights-style counts over the current and previous minute).
 */
import type { FrameEvent, ResourceDetail, TopKeySnapshot } from '../../client/capacityClient.ts';
import type { PartitionHistory } from '../../client/capacityHistory.ts';
import { keyCountsNote } from './keyCountsNote.ts';
import { partitionStateText } from './partitionState.ts';
import { partitionSecond, rangeText, recentSum, spaceShare } from './heatModel.ts';
import { PARTITION_CEILING } from './heatScale.ts';
import { formatClockMs } from './timeText.ts';
import './partitionDetails.css';

const n = (value: number) => Math.round(value).toLocaleString('en-US');

function bytes(value: number): string {
  if (value < 1024) return `${value} B`;
  if (value < 1024 * 1024) return `${(value / 1024).toFixed(1)} KB`;
  return `${(value / 1024 / 1024).toFixed(1)} MB`;
}

export function PartitionDetails({
  resourceTitle,
  partition,
  events,
  index,
  detail,
  keysSince,
  onSelect,
}: {
  resourceTitle: string;
  partition: PartitionHistory;
  /** The resource's partition events: the last "cannot split" decision says why it stays hot. */
  events: readonly FrameEvent[];
  /** Position of the last completed second in the metric arrays. */
  index: number;
  detail: ResourceDetail | undefined;
  /** Epoch second the top keys' counts start at (topKeyWindowStart). */
  keysSince: number;
  /** Shows another partition of the same resource (the one this was split from). */
  onSelect(id: string): void;
}) {
  const now = partitionSecond(partition, index);
  const contents = detail?.contents[partition.id];
  const keys = detail?.placed[partition.id];
  const note = keys?.traffic.length ? keyCountsNote(partition, keysSince) : undefined;
  const throttledMinute =
    recentSum(partition.metrics.ReadThrottleEvents, 60) +
    recentSum(partition.metrics.WriteThrottleEvents, 60);
  return (
    <section className="partition-details" aria-label={`Partition ${partition.id}`}>
      <h3>
        Partition <code>{partition.id}</code>{' '}
        <span className="partition-details__of">of {resourceTitle}</span>
      </h3>
      <dl className="partition-details__facts">
        <Fact label="Key range">
          <code>{rangeText(partition).slice('hash '.length)}</code>{' '}
          {partition.startSortKey || partition.endSortKey
            ? '(part of one item collection, divided by sort key)'
            : `(${spaceShare(partition)} of the key space)`}
        </Fact>
        <Fact label="Items · size">
          {contents
            ? `${n(contents.items)} · ${bytes(contents.bytes)}`
            : partition.retiredAt !== undefined
              ? 'moved to its children'
              : '…'}
        </Fact>
        <Fact label="Write units, last second">
          {n(now.write)} of {n(PARTITION_CEILING.write)} ({Math.round(now.writeUtilisation * 100)} %)
        </Fact>
        <Fact label="Read units, last second">
          {n(now.read)} of {n(PARTITION_CEILING.read)} ({Math.round(now.readUtilisation * 100)} %)
        </Fact>
        <Fact label="Peak (any second)">
          {n(partition.peakWriteUnits)} WCU · {n(partition.peakReadUnits)} RCU
        </Fact>
        <Fact label="Throttled">
          {n(now.throttled)} last second ({n(now.keyRangeThrottled)} by its own ceiling) ·{' '}
          {n(throttledMinute)} in the last minute · {n(partition.throttledRequests)} in all
        </Fact>
        <Fact label="State">
          {partitionStateText(partition, events)}
          {partition.parentId && (
            <>
              {' · split from '}
              {/* The way to a partition that is split away by keyboard: the strip shows only live ones. */}
              <button
                type="button"
                className="link-button"
                onClick={() => onSelect(partition.parentId!)}
                aria-label={`Show partition ${partition.parentId}, which this one was split from`}
              >
                {partition.parentId}
              </button>
              {` at ${formatClockMs(partition.createdAt)}`}
            </>
          )}
        </Fact>
      </dl>
      <KeyList
        title="Top keys by traffic"
        unit="units"
        keys={keys?.traffic}
        empty="No keyed traffic in the last two minutes."
      />
      <KeyList
        title="Top keys by throttles"
        unit="throttled"
        keys={keys?.throttled}
        empty="Nothing throttled here in the last two minutes."
      />
      {note && <p className="partition-details__note">{note}</p>}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function KeyList({
  title,
  unit,
  keys,
  empty,
}: {
  title: string;
  unit: string;
  keys: TopKeySnapshot[] | undefined;
  empty: string;
}) {
  return (
    <div className="key-list">
      <h4>{title}</h4>
      {keys && keys.length > 0 ? (
        <ol>
          {keys.map((key) => (
            <li key={key.key}>
              <code>{key.key}</code>
              <span>
                {n(key.count)} {unit}
                {key.overcount > 0 && (
                  <span title="Counted with a sketch: at most this much may belong to other keys">
                    {' '}
                    (±{n(key.overcount)})
                  </span>
                )}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{empty}</p>
      )}
    </div>
  );
}
