/**
 * The order partitions are listed in — by key position, a retired partition before the children
 * that replaced it — for the engine's snapshots and the app's history alike (no imports: the app's
 * main thread uses it too).
 */
export interface PositionedPartition {
  /** First hash of the range. */
  start: number;
  /** The encoded sort key it starts at within that hash, when it divides an item collection. */
  startSk?: string;
  createdAt: number;
}

export function byKeyPosition(a: PositionedPartition, b: PositionedPartition): number {
  const sa = a.startSk ?? '';
  const sb = b.startSk ?? '';
  return a.start - b.start || (sa < sb ? -1 : sa > sb ? 1 : 0) || a.createdAt - b.createdAt;
}
