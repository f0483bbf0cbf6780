/**
 * Writes to a global table in multi-Region strong consistency (MRSC). The model, from AWS's
 * descriptions (V2globaltables_HowItWorks, bp-global-table-design, the prescriptive guidance on
 * global tables):
 *
 * - A write returns only once another Region has stored it too, so a strongly consistent read in
 *   any Region returns it. Here a write is applied in every ACTIVE replica as it commits (nothing is
 *   ever in flight, unlike MREC's replication.ts), and each replica is charged a replicated write
 *   for it, as under MREC. A witness stores nothing and is charged nothing.
 * - While the other Region confirms a write, the item is being modified. A write to it from another
 *   Region meanwhile fails with ReplicatedWriteConflictException, which is safe to retry; the item
 *   stays as the first write left it. Writes from the same Region follow each other as in any table.
 *
 * AWS publishes no figure for how long a confirmation takes beyond "the round trip to the nearest
 * other Region". The sandbox holds an item for CONFIRMATION_MS of engine time (Regions of one set
 * are tens of milliseconds apart) and answers the write at once. A paused clock holds the item as
 * long as the pause lasts: that is how a learner makes two Regions collide on purpose.
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError } from '../errors.ts';
import type { EncodedKey } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';
import { keyId, type ReplicationGroup } from './replicationGroup.ts';

export const CONFIRMATION_MS = 50;
/** Past this many held items, the ones whose confirmation has ended are dropped at the next write. */
const PRUNE_AT = 1024;

/**
 * DynamoDB documents the exception, not its message (the SDK models give it a `message` member):
 * the wording is the sandbox's.
 */
const CONFLICT_MESSAGE =
  'The item is being modified by a request in another Region of this global table. Retry the request.';

export const replicatedWriteConflict = () =>
  new DynamoDBError('ReplicatedWriteConflictException', CONFLICT_MESSAGE);

/** Whether a write from `engine`'s Region to `key` would collide with another Region's write. */
export function conflictsWithOtherRegion(engine: Engine, table: Table, key: EncodedKey): boolean {
  const group = table.replication;
  if (group === undefined || group.strongWrites.size === 0) return false;
  const held = group.strongWrites.get(keyId(key));
  return held !== undefined && held.region !== engine.region && engine.now() < held.until;
}

export function checkNoReplicatedConflict(engine: Engine, table: Table, key: EncodedKey): void {
  if (conflictsWithOtherRegion(engine, table, key)) throw replicatedWriteConflict();
}

/** A committed write holds its item against the other Regions until it is confirmed. */
export function holdUntilConfirmed(engine: Engine, group: ReplicationGroup, key: EncodedKey): void {
  const now = engine.now();
  if (group.strongWrites.size >= PRUNE_AT) {
    for (const [id, held] of group.strongWrites) if (held.until <= now) group.strongWrites.delete(id);
  }
  group.strongWrites.set(keyId(key), { region: engine.region, until: now + CONFIRMATION_MS });
}
