/**
 * One table or global secondary index: its partitions now (the strip), the key-hash axis they share,
 * and their history second by second (the waterfall), all on one horizontal scale.
 */
import { n, unitsName } from './findingText.ts';
import { burstBalance, currentPartitions, HASH_SPACE, hex, resourceTitle } from './heatModel.ts';
import { keyAxis } from './keyAxis.ts';
import { evenCapacity, evenCapacityText } from './evenCapacity.ts';
import { PartitionStrip } from './PartitionStrip.tsx';
import { Waterfall, type HistoryView } from './Waterfall.tsx';

export function ResourceHeatmap({
  highlighted,
  onSelect,
  ...view
}: HistoryView & { highlighted: string | undefined; onSelect(id: string): void }) {
  const { resource, from, to, kind, dark, selected } = view;
  const partitions = currentPartitions(resource);
  const axis = keyAxis(resource.partitions);
  const title = resourceTitle(resource);
  const mode =
    resource.billingMode === 'PROVISIONED' && resource.provisioned
      ? `provisioned ${resource.provisioned.read.toLocaleString('en-US')} RCU / ${resource.provisioned.write.toLocaleString('en-US')} WCU`
      : 'on-demand';
  const label = `${resource.kind === 'index' ? 'Index' : 'Table'} ${title}`;
  const burst = burstBalance(resource, kind);
  return (
    <section className="resource-map" aria-label={`${label} partitions`}>
      <header className="resource-map__header">
        <h2>
          <span className="resource-map__kind">{resource.kind === 'index' ? 'GSI' : 'Table'}</span> {title}
        </h2>
        <span className="resource-map__meta">
          {mode} · {partitions.length} partition{partitions.length === 1 ? '' : 's'} · can serve{' '}
          {evenCapacityText(evenCapacity(resource, kind), kind)}
        </span>
        {burst && (
          <span className="resource-map__burst">
            <meter
              min={0}
              max={burst.full}
              value={burst.left}
              aria-label={`${label}: burst capacity left, ${unitsName(kind)}`}
            />{' '}
            burst capacity: {n(burst.left)} of {n(burst.full)} {unitsName(kind)} left (up to 300 s of unused
            capacity)
          </span>
        )}
      </header>
      <PartitionStrip
        label={`${label}: partitions across the key-hash space, last second`}
        partitions={partitions}
        axis={axis}
        index={to - 1 - from}
        kind={kind}
        dark={dark}
        selected={selected}
        highlighted={highlighted}
        onSelect={onSelect}
      />
      <div className="hash-axis" aria-hidden="true">
        {AXIS_LABELS.map((hash) => (
          <span key={hash} style={{ left: `${axis.at(hash) * 100}%` }}>
            {hex(hash)}
          </span>
        ))}
      </div>
      <Waterfall {...view} axis={axis} onSelect={onSelect} />
    </section>
  );
}

/** Hashes labelled under the strip: quarters of the hash space. */
const AXIS_LABELS = [0, HASH_SPACE / 4, HASH_SPACE / 2, (3 * HASH_SPACE) / 4, HASH_SPACE];
