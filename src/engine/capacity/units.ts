/**
 * Capacity-unit arithmetic as DynamoDB documents it (developer guide, "Read/write operations"):
 * a read unit covers 4 KB (strongly consistent: 1, eventually consistent: 0.5, transactional: 2);
 * a write unit covers 1 KB (transactional: 2). Sizes round up per item, except Query and Scan,
 * which sum the sizes first. A read of a missing item still costs the minimum, and so does a write.
 */
export const READ_UNIT_BYTES = 4096;
export const WRITE_UNIT_BYTES = 1024;

export type ReadConsistency = 'eventual' | 'strong' | 'transactional';

const READ_FACTOR: Record<ReadConsistency, number> = { eventual: 0.5, strong: 1, transactional: 2 };

/** Units for reading `bytes` (one item, or the summed items of a Query/Scan page). */
export function readUnits(bytes: number, consistency: ReadConsistency): number {
  return Math.max(1, Math.ceil(bytes / READ_UNIT_BYTES)) * READ_FACTOR[consistency];
}

/** Units for writing an item of `bytes` (the larger of before and after for puts and updates). */
export function writeUnits(bytes: number, transactional = false): number {
  return Math.max(1, Math.ceil(bytes / WRITE_UNIT_BYTES)) * (transactional ? 2 : 1);
}

export function consistencyOf(consistentRead: boolean | undefined): ReadConsistency {
  return consistentRead ? 'strong' : 'eventual';
}
