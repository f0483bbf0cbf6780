/**
 * Partition events, newest first: splits (for size, heat, throughput or a raise: which partition
 * became which two), hot partitions no split can help (all traffic on one key) and partitions over
 * the size limit no split can divide (noSplitText.ts). Splits of the same moment and cause —
 * on-demand doubling its partitions, or a raise, splits them all at once — read as one event that
 * names a few splits and counts the rest (a raise can make thousands), and a "cannot split" decision
 * repeated every 30 hot seconds as one entry with its count. New ones flash as they arrive.
 */
import type { ResourceHistory } from '../../client/capacityHistory.ts';
import { formatClockMs } from '../heatmap/timeText.ts';
import {
  beforeAndAfter,
  groupEvents,
  mergeRepeats,
  NAMED_SPLITS,
  splitCount,
  type EventGroup,
} from './eventGroups.ts';
import { noSplitWords } from './noSplitText.ts';

const CAUSE: Record<string, string> = {
  heat: 'for heat: hot for 30 s in a row, its keys now share two partitions',
  size: 'for size: over the partition size limit',
  throughput: 'for throughput: on-demand keeps enough partitions for twice the previous peak',
  raise:
    'for a raise: provisioned or warm throughput went past what the partitions served, and the new partitions serve it at once',
};

export function SplitEvents({
  resources,
  since,
  limit = 30,
}: {
  resources: readonly ResourceHistory[];
  /** The history's first epoch second: splits since then are counted from its partitions (splitCount). */
  since?: number;
  limit?: number;
}) {
  const groups = mergeRepeats(groupEvents(resources)).slice(0, limit);
  return (
    <section className="split-events" aria-labelledby="split-events-title">
      <h3 id="split-events-title">Partition events</h3>
      {groups.length === 0 ? (
        <p className="muted">
          No splits yet. Partitions split when they outgrow their size, stay hot for 30 seconds, an on-demand
          table needs twice its peak, or provisioned or warm throughput is raised beyond what they serve.
        </p>
      ) : (
        <ol className="split-events__list">
          {groups.map((group) => (
            <li key={group.key} className="split-events__item">
              <span className="split-events__when">
                <time dateTime={new Date(group.time).toISOString()}>{formatClockMs(group.time)}</time> ·{' '}
                {group.where}
              </span>
              <span>
                {describe(group, since)}
                {group.repeats && (
                  <span className="muted">
                    {' '}
                    (×{group.repeats.count} since{' '}
                    <time dateTime={new Date(group.repeats.since).toISOString()}>
                      {formatClockMs(group.repeats.since)}
                    </time>
                    )
                  </span>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function describe(group: EventGroup, since: number | undefined) {
  const { events } = group;
  const [first] = events;
  if (first.kind === 'no-split') {
    // One partition per "cannot split" event (eventGroups.ts), with its own key and reason.
    const { lead, key, tail } = noSplitWords(first);
    return (
      <>
        <code>{first.partition}</code> {lead}
        {key !== undefined && <code>{key}</code>}
        {tail}
      </>
    );
  }
  const { splits, before, after } = splitCount(group, since);
  const named = events.slice(0, NAMED_SPLITS);
  return (
    <>
      {named.map((event, i) => (
        <span key={event.partition}>
          {i > 0 && ' · '}
          <code>{event.partition}</code> → <code>{event.children?.[0]}</code> +{' '}
          <code>{event.children?.[1]}</code>
        </span>
      ))}
      {splits > named.length && ` · and ${(splits - named.length).toLocaleString('en-US')} more`}{' '}
      <span className="muted">
        {splits > 1 && before !== undefined && after !== undefined && <>({beforeAndAfter(before, after)}) </>}
        split {CAUSE[first.cause] ?? first.cause}
      </span>
      {first.boundarySortKey !== undefined && (
        <span className="muted">
          , dividing an item collection at sort key <code>{first.boundarySortKey}</code>
        </span>
      )}
    </>
  );
}
