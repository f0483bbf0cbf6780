/**
 * What a partition's "Top keys" lists count, said where it could be misread. The counts are per key
 * over this minute and the last (Contributor Insights' window), credited to the partition that holds
 * the key now: right after a split for heat, the new partition lists its key with the throttles it
 * met on the parent, beside its own "0 in all". Without this note, the two figures contradict.
 */
export function keyCountsNote(
  partition: { id: string; parentId?: string; createdAt: number },
  /** Epoch second the key counts start at (topKeyWindowStart). */
  keysSince: number,
): string | undefined {
  if (partition.parentId === undefined || partition.createdAt / 1000 <= keysSince) return undefined;
  return `Counted per key over this minute and the last, wherever the key was: these include its traffic and throttles on ${partition.parentId}, before ${partition.id} was split from it.`;
}
