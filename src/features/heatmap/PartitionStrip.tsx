/**
 * "Now": the partitions of one table or index side by side across the 32-bit key-hash space, each as
 * wide as the hash range it owns (keyAxis.ts), coloured by how much of its ceiling the last second consumed.
 * Throttled partitions are hatched and say how many requests a second they refused. A split shows as
 * a cell dividing in two (the children grow in from their parent's place).
 */
import type { CSSProperties } from 'react';
import type { PartitionHistory } from '../../client/capacityHistory.ts';
import { partitionSecond, rangeText, throttledOf, utilisationOf, type PartitionSecond } from './heatModel.ts';
import type { KeyAxis } from './keyAxis.ts';
import { heatColor, needsLightText, PARTITION_CEILING, type AccessKind } from './heatScale.ts';
import './partitionStrip.css';

const n = (value: number) => Math.round(value).toLocaleString('en-US');
/** A narrow cell: 1,007 as 1K, so the badge fits a phone's quarter of the width, the value a thin band. */
const short = (value: number) =>
  Math.round(value).toLocaleString('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export function PartitionStrip({
  label,
  partitions,
  axis,
  index,
  kind,
  dark,
  selected,
  highlighted,
  onSelect,
}: {
  label: string;
  partitions: PartitionHistory[];
  /** Where each partition lies across the key space (shared with the waterfall). */
  axis: KeyAxis;
  /** Position of the second shown in the metric arrays. */
  index: number;
  kind: AccessKind;
  dark: boolean;
  selected: string | undefined;
  /** A partition a finding is about. */
  highlighted: string | undefined;
  onSelect(id: string): void;
}) {
  return (
    <div className="strip" role="group" aria-label={label}>
      {partitions.map((partition) => {
        const second = partitionSecond(partition, index);
        const utilisation = utilisationOf(second, kind);
        const throttled = throttledOf(second, kind);
        const left = axis.left(partition) * 100;
        const width = (axis.right(partition) - axis.left(partition)) * 100;
        const classes = [
          'strip__cell',
          utilisation > 0
            ? needsLightText(utilisation, dark)
              ? 'strip__cell--light'
              : 'strip__cell--dark'
            : '',
          throttled > 0 ? 'strip__cell--throttled' : '',
          partition.id === selected ? 'strip__cell--selected' : '',
          partition.id === highlighted ? 'strip__cell--highlighted' : '',
          partition.parentId !== undefined ? 'strip__cell--child' : '',
        ];
        return (
          <button
            key={partition.id}
            type="button"
            className={classes.filter(Boolean).join(' ')}
            style={
              {
                left: `${left}%`,
                width: `${width}%`,
                '--cell-fill': utilisation > 0 ? heatColor(utilisation, dark) : undefined,
              } as CSSProperties
            }
            aria-pressed={partition.id === selected}
            aria-label={describe(partition, second, kind)}
            title={describe(partition, second, kind)}
            onClick={() => onSelect(partition.id)}
          >
            <span className="strip__id">
              {partition.id}
              {partition.splitting && <span className="strip__flag"> · splitting…</span>}
            </span>
            <span className="strip__value">
              <span className="strip__value-full">{n(kind === 'write' ? second.write : second.read)}</span>
              <span className="strip__value-short">
                {short(kind === 'write' ? second.write : second.read)}
              </span>
              <span className="strip__unit"> {kind === 'write' ? 'WCU' : 'RCU'}/s</span>
            </span>
            <span className="strip__row">
              <span className="strip__share">{Math.round(utilisation * 100)} %</span>
              {throttled > 0 && (
                <span className="strip__throttle">
                  ⚠ <span className="strip__throttle-full">{n(throttled)}</span>
                  <span className="strip__throttle-short">{short(throttled)}</span>
                  <span className="strip__throttle-rate">/s</span>
                  <span className="strip__throttle-word"> throttled</span>
                </span>
              )}
            </span>
            <span className="strip__meters" aria-hidden="true">
              <Meter label="W" value={second.writeUtilisation} />
              <Meter label="R" value={second.readUtilisation} />
            </span>
          </button>
        );
      })}
    </div>
  );
}

function Meter({ label, value }: { label: string; value: number }) {
  return (
    <span className="meter">
      <span className="meter__label">{label}</span>
      <span className="meter__track">
        <span className="meter__fill" style={{ width: `${Math.min(1, value) * 100}%` }} />
      </span>
    </span>
  );
}

function describe(partition: PartitionHistory, second: PartitionSecond, kind: AccessKind): string {
  const used = kind === 'write' ? second.write : second.read;
  const parts = [
    `Partition ${partition.id}`,
    rangeText(partition),
    `${n(used)} of ${n(PARTITION_CEILING[kind])} ${kind === 'write' ? 'WCU' : 'RCU'} (${Math.round(utilisationOf(second, kind) * 100)} %)`,
  ];
  const throttled = throttledOf(second, kind);
  if (throttled > 0) parts.push(`${n(throttled)} throttled`);
  return parts.join(', ');
}
