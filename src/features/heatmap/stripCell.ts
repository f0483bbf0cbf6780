/**
 * What one cell of the partition strip (PartitionStrip.tsx) shows for a partition in one second:
 * its colour's utilisation, the requests of the kind shown that were throttled, the value in full and
 * compact, and the label read out and shown on hover. Worked out for every live partition on every
 * frame, so the numbers go through formatters made once: `toLocaleString` builds a new formatter on
 * each call, which at a few hundred partitions took milliseconds of each frame.
 */
import type { PartitionHistory } from '../../client/capacityHistory.ts';
import { partitionSecond, rangeText, throttledOf, utilisationOf, type PartitionSecond } from './heatModel.ts';
import { PARTITION_CEILING, type AccessKind } from './heatScale.ts';

const whole = new Intl.NumberFormat('en-US');
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** `1,007`: as `Math.round(value).toLocaleString('en-US')`. */
export const wholeText = (value: number) => whole.format(Math.round(value));
/** `1K`: a narrow cell's value, so the badge fits a phone's quarter of the width. */
export const compactText = (value: number) => compact.format(Math.round(value));

export interface StripCell {
  second: PartitionSecond;
  utilisation: number;
  /** Requests of the kind shown that were throttled in the second. */
  throttled: number;
  /** Units of the kind shown consumed in the second. */
  used: number;
  /** `Partition p1, hash 0x…–0x…, 512 of 1,000 WCU (51 %), 20 throttled`. */
  label: string;
}

export function stripCell(partition: PartitionHistory, index: number, kind: AccessKind): StripCell {
  const second = partitionSecond(partition, index);
  const utilisation = utilisationOf(second, kind);
  const throttled = throttledOf(second, kind);
  const used = kind === 'write' ? second.write : second.read;
  const parts = [
    `Partition ${partition.id}`,
    rangeText(partition),
    `${wholeText(used)} of ${wholeText(PARTITION_CEILING[kind])} ${kind === 'write' ? 'WCU' : 'RCU'} (${Math.round(utilisation * 100)} %)`,
  ];
  if (throttled > 0) parts.push(`${wholeText(throttled)} throttled`);
  return { second, utilisation, throttled, used, label: parts.join(', ') };
}
