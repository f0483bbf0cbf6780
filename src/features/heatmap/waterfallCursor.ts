/**
 * The waterfall read from the keyboard: a cursor on one partition at one second, moved as the pointer
 * would move — up to newer seconds (the newest row is on top), down to older ones, left and right to
 * the neighbouring partition alive at that second. Partitions are ordered by where they sit on the
 * key-hash axis, as they are drawn.
 */
import type { PartitionHistory } from '../../client/capacityHistory.ts';
import { aliveIn } from './heatModel.ts';
import type { KeyAxis } from './keyAxis.ts';

export interface WaterfallCursor {
  partitionId: string;
  second: number;
}

/** Where a cursor starts: the chosen partition (else the first) at the newest second. */
export function startCursor(
  partitions: readonly PartitionHistory[],
  axis: KeyAxis,
  to: number,
  selected: string | undefined,
): WaterfallCursor | undefined {
  const alive = aliveAt(partitions, axis, to - 1);
  const partition = alive.find((candidate) => candidate.id === selected) ?? alive[0];
  return partition && { partitionId: partition.id, second: to - 1 };
}

/** The cursor after a key press, or undefined when the key does not move it. */
export function stepCursor(
  partitions: readonly PartitionHistory[],
  axis: KeyAxis,
  bounds: { from: number; to: number },
  cursor: WaterfallCursor,
  key: string,
): WaterfallCursor | undefined {
  const vertical = { ArrowUp: 1, ArrowDown: -1 }[key];
  if (vertical !== undefined) {
    const second = Math.min(bounds.to - 1, Math.max(bounds.from, cursor.second + vertical));
    const alive = aliveAt(partitions, axis, second);
    // A split or a merge changes which partitions exist: keep to the same one, else the nearest.
    const here = partitions.find((partition) => partition.id === cursor.partitionId);
    const partition =
      alive.find((candidate) => candidate.id === cursor.partitionId) ??
      (here && alive.find((candidate) => axis.right(candidate) > axis.left(here))) ??
      alive.at(-1);
    return partition && { partitionId: partition.id, second };
  }
  const horizontal = { ArrowLeft: -1, ArrowRight: 1 }[key];
  if (horizontal === undefined) return undefined;
  const alive = aliveAt(partitions, axis, cursor.second);
  const index = alive.findIndex((candidate) => candidate.id === cursor.partitionId);
  const next = alive[Math.min(alive.length - 1, Math.max(0, index + horizontal))];
  return next && { partitionId: next.id, second: cursor.second };
}

function aliveAt(partitions: readonly PartitionHistory[], axis: KeyAxis, second: number) {
  return partitions
    .filter((partition) => aliveIn(partition, second))
    .sort((a, b) => axis.left(a) - axis.left(b));
}
