/**
 * Taking an exercise's table away before its set-up builds it again. The learner agreed to the
 * deletion (the app asks first), so whatever would stop a DeleteTable is undone on the way:
 * deletion protection, replicas, a resource-based policy that denies it, a change still settling.
 */
import { describe, failed, MAX_CLOCK_STEPS, settle, type RunOutcome } from './lessonWaits.ts';
import type { LessonEngine } from './lessonTypes.ts';

/** Deletes `table` and waits until it is gone; a table that does not exist is left as it is. */
export async function deleteTable(engine: LessonEngine, table: string): Promise<RunOutcome> {
  const described = await describe(engine, table);
  if (!described.ok) return described.type === 'ResourceNotFoundException' ? { ok: true } : failed(described);
  // A table still CREATING or UPDATING cannot be deleted yet.
  const ready = await settle(engine, table, 'active');
  if (!ready.ok) return ready;
  if ((described.reply.Table as { DeletionProtectionEnabled?: boolean }).DeletionProtectionEnabled) {
    const lifted = await liftDeletionProtection(engine, table);
    if (!lifted.ok) return lifted;
  }
  const removed = await removeReplicas(engine, table);
  if (!removed.ok) return removed;
  const arn = (described.reply.Table as { TableArn?: string }).TableArn ?? table;
  return deleteWhenAdmitted(engine, table, arn);
}

/**
 * Turns deletion protection off. DynamoDB refuses a second change of it within 15 seconds of the
 * last (ThrottlingException): a learner who just turned it on would otherwise block Set up, so the
 * clock moves on until the change goes through.
 */
async function liftDeletionProtection(engine: LessonEngine, table: string): Promise<RunOutcome> {
  for (let step = 0; step <= MAX_CLOCK_STEPS; step++) {
    const lifted = await engine.call('UpdateTable', { TableName: table, DeletionProtectionEnabled: false });
    if (lifted.ok) return settle(engine, table, 'active');
    if (lifted.type !== 'ThrottlingException') return failed(lifted);
    await engine.advanceClock(1);
  }
  return { ok: false, message: `Deletion protection of ${table} could not be turned off.` };
}

/**
 * A global table's replicas go first, until the table is Regional again and can be deleted: one at
 * a time and the newest first for MREC (DynamoDB keeps a Region that added a replica while that
 * replica exists), all at once with the witness for MRSC (no replica of it may leave alone). A
 * replica with deletion protection stops the set-up with DynamoDB's message.
 */
async function removeReplicas(engine: LessonEngine, table: string): Promise<RunOutcome> {
  for (let step = 0; step <= MAX_CLOCK_STEPS; step++) {
    const described = await describe(engine, table);
    if (!described.ok) return failed(described);
    const removal = replicaRemoval(described.reply.Table as GlobalTableFields);
    if (removal === 'regional') return settle(engine, table, 'active');
    if (removal) {
      const removed = await engine.call('UpdateTable', { TableName: table, ...removal });
      if (!removed.ok && removed.type !== 'ResourceInUseException') return failed(removed);
    }
    await engine.advanceClock(1);
  }
  return { ok: false, message: `The replicas of ${table} could not be removed.` };
}

interface GlobalTableFields {
  Replicas?: { RegionName: string; ReplicaStatus: string }[];
  GlobalTableWitnesses?: { RegionName: string }[];
  MultiRegionConsistency?: string;
}

/** The next UpdateTable that takes replicas away; undefined while one is still settling. */
function replicaRemoval(table: GlobalTableFields): Record<string, unknown> | 'regional' | undefined {
  const replicas = table.Replicas;
  if (replicas === undefined) return 'regional';
  const deletes = (regions: { RegionName: string }[]) =>
    regions.map(({ RegionName }) => ({ Delete: { RegionName } }));
  if (table.MultiRegionConsistency === 'STRONG') {
    if (replicas.length === 0 || replicas.some((replica) => replica.ReplicaStatus !== 'ACTIVE'))
      return undefined;
    const witnesses = table.GlobalTableWitnesses ?? [];
    return {
      ReplicaUpdates: deletes(replicas),
      ...(witnesses.length > 0 && { GlobalTableWitnessUpdates: deletes(witnesses) }),
    };
  }
  const newest = replicas.findLast((replica) => replica.ReplicaStatus === 'ACTIVE');
  return newest && { ReplicaUpdates: deletes([newest]) };
}

/**
 * Deletes the table once DynamoDB admits it: a tag or resource-policy change the learner just made
 * holds DeleteTable back for a moment (ResourceInUseException), so the clock moves on until it goes;
 * a resource-based policy that denies DeleteTable is removed first (the account's root user always
 * may), as deletion protection is lifted.
 */
async function deleteWhenAdmitted(engine: LessonEngine, table: string, arn: string): Promise<RunOutcome> {
  for (let step = 0; step <= MAX_CLOCK_STEPS; step++) {
    const deleted = await engine.call('DeleteTable', { TableName: table });
    if (deleted.ok) return settle(engine, table, 'gone');
    if (deleted.type === 'AccessDeniedException')
      await engine.call('DeleteResourcePolicy', { ResourceArn: arn });
    else if (deleted.type !== 'ResourceInUseException') return failed(deleted);
    await engine.advanceClock(1);
  }
  return { ok: false, message: `Table ${table} could not be deleted.` };
}
