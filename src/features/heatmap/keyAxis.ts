/**
 * Where partitions are drawn across the key space. The axis is the 32-bit hash space, each partition
 * as wide as the hash range it owns — except where a split divided one item collection by sort key:
 * the partitions inside that one hash would have no width at all, so the hash gets a band of its
 * own, shared evenly by the partitions in it. Built from every partition listed (retired ones too),
 * so a drawing of several seconds keeps one axis.
 */
import { HASH_SPACE } from './heatModel.ts';

export interface AxisPartition {
  start: number;
  end: number;
  /** Encoded sort keys where the range starts or ends inside an item collection. */
  startSk?: string;
  endSk?: string;
}

export interface KeyAxis {
  /** Left and right edges of a partition, as fractions of the axis (0 to 1). */
  left(partition: AxisPartition): number;
  right(partition: AxisPartition): number;
  /** Where a hash (the start of its item collections) lies, as a fraction of the axis. */
  at(hash: number): number;
}

/** The most of the axis all bands together take, and the most one band takes. */
const BANDS_SHARE = 0.5;
const BAND_MAX = 0.1;

export function keyAxis(partitions: readonly AxisPartition[]): KeyAxis {
  const divided = new Map<number, Set<string>>();
  const note = (hash: number, sk: string | undefined) => {
    if (!sk) return;
    let sortKeys = divided.get(hash);
    if (!sortKeys) divided.set(hash, (sortKeys = new Set()));
    sortKeys.add(sk);
  };
  for (const partition of partitions) {
    note(partition.start, partition.startSk);
    note(partition.end, partition.endSk);
  }
  const hashes = [...divided.keys()].sort((a, b) => a - b);
  const ranks = new Map([...divided].map(([hash, sks]) => [hash, [...sks].sort()]));
  const band = hashes.length === 0 ? 0 : Math.min(BAND_MAX, BANDS_SHARE / hashes.length);
  const scale = 1 - band * hashes.length;

  const position = (hash: number, sk = ''): number => {
    let before = 0;
    while (before < hashes.length && hashes[before] < hash) before++;
    let x = (scale * hash) / HASH_SPACE + band * before;
    const sortKeys = ranks.get(hash);
    if (sortKeys && sk !== '') x += (band * (sortKeys.indexOf(sk) + 1)) / (sortKeys.length + 1);
    return x;
  };
  return {
    left: (partition) => position(partition.start, partition.startSk),
    right: (partition) => position(partition.end, partition.endSk),
    at: (hash) => position(hash),
  };
}
