/**
 * "Now": the partitions of one table or index side by side across the 32-bit key-hash space, each as
 * wide as the hash range it owns (keyAxis.ts), coloured by how much of its ceiling the last second consumed.
 * Throttled partitions are hatched and say how many requests a second they refused. A split shows as
 * a cell dividing in two (the children grow in from their parent's place).
 */
import type { CSSProperties } from 'react';
import type { PartitionHistory } from '../../client/capacityHistory.ts';
import type { KeyAxis } from './keyAxis.ts';
import { heatColor, needsLightText, type AccessKind } from './heatScale.ts';
import { compactText as short, stripCell, wholeText as n } from './stripCell.ts';
import './partitionStrip.css';

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
        const cell = stripCell(partition, index, kind);
        const { second, utilisation, throttled, used } = cell;
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
            aria-label={cell.label}
            title={cell.label}
            onClick={() => onSelect(partition.id)}
          >
            <span className="strip__id">
              {partition.id}
              {partition.splitting && <span className="strip__flag"> · splitting…</span>}
            </span>
            <span className="strip__value">
              <span className="strip__value-full">{n(used)}</span>
              <span className="strip__value-short">{short(used)}</span>
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
