/**
 * How a global table's items travel between Regions (multi-Region eventual consistency, MREC; the
 * strongly consistent mode, MRSC, stores each write everywhere at once: strongWrites.ts).
 *
 * The model, from AWS's descriptions (V2globaltables_HowItWorks; the prescriptive guidance on
 * global tables): a write is stored in the Region that receives it and returns; DynamoDB then sends
 * it to every other replica, "usually within a second" (here: the engine's replication latency).
 * Conflicts are settled per item by last writer wins: each write carries the time it was made, and
 * a replica applies an incoming write only if nothing it holds for that item is newer — so every
 * replica ends with the version of the latest write, whichever order the writes arrive in. Writes
 * in the same millisecond are settled by the order they were made in, so the replicas still agree. Deletes (a Time to Live
 * expiry included) travel the same way; a transaction's items travel one by one.
 *
 * Items arrive whole: the replica's stream records the change like any other write, its secondary
 * indexes follow, and a condition in the replica's Region is checked against its own copy. Each
 * replica consumes write capacity for the writes it receives, as every Region pays a replicated
 * write for each write anywhere (V2globaltables_reqs_bestpractices): it shows in the replica's
 * consumed capacity and partitions, never throttled (capacity/replicatedWrites.ts). The caller's
 * ConsumedCapacity counts only its own Region's write (what AWS reports there is not documented).
 */
import { chargeReplicatedWrite } from '../capacity/replicatedWrites.ts';
import { writeUnits } from '../capacity/units.ts';
import type { Engine } from '../engine.ts';
import { recordReplicationLatency } from '../metrics/replicationMetrics.ts';
import { commitLoadedItem, commitWrite } from '../storage/commitWrite.ts';
import { isUsable } from '../storage/table.ts';
import { billedChangeSize } from '../vectors/billedSize.ts';
import { planWrite, type WritePlan } from '../storage/writePlan.ts';
import { holdUntilConfirmed } from './strongWrites.ts';
import {
  keyId,
  type InFlightWrite,
  type ReplicaMember,
  type ReplicationGroup,
  type WriteStamp,
} from './replicationGroup.ts';

/** Whether `a` was written after `b`: the later time, or in the same millisecond the later write. */
const isNewer = (a: WriteStamp, b: WriteStamp) => a.at > b.at || (a.at === b.at && a.seq > b.seq);

/** Called for every change committed to a member table (streams/commitObserver.ts). */
export function replicateCommit(engine: Engine, group: ReplicationGroup, plan: WritePlan): void {
  // A replicated write being applied is not sent on: the Region it came from sent it everywhere.
  if (group.applying) return;
  const self = group.members.get(engine.region);
  // A replica detached by a disassociation sends nothing more (replicaDisassociation.ts).
  if (self?.status !== 'ACTIVE' || self.disassociating === 'detached') return;
  const stamp: WriteStamp = { at: engine.now(), region: engine.region, seq: group.seq++ };
  self.stamps.set(keyId(plan.key), stamp);
  // MRSC: stored in every replica before the write returns (strongWrites.ts).
  const strong = group.consistency === 'STRONG';
  for (const to of group.activeOthers(engine.region)) {
    const write = { to, key: plan.key, item: plan.next, old: plan.old, stamp };
    if (strong) arrive(group, write);
    else send(engine, group, write, engine.replicationLatencyMs);
  }
  if (strong) holdUntilConfirmed(engine, group, plan.key);
}

/** Sends a write on its way; it is in flight (and saved as such in a snapshot) until it arrives. */
export function send(engine: Engine, group: ReplicationGroup, write: InFlightWrite, delayMs: number): void {
  group.inFlight.set(write, engine.now() + delayMs);
  engine.after(delayMs, () => {
    group.inFlight.delete(write);
    arrive(group, write);
  });
}

function arrive(group: ReplicationGroup, { to, key, item, stamp }: InFlightWrite): void {
  const table = to.table;
  // A replica removed meanwhile takes no more writes.
  if (to.status !== 'ACTIVE' || !table || !isUsable(table) || table.replication !== group) return;
  // ReplicationLatency, on the sending Region's table (MRSC writes arrive at once: nothing to report).
  const sender = group.consistency === 'STRONG' ? undefined : group.members.get(stamp.region);
  if (sender?.table && isUsable(sender.table))
    recordReplicationLatency(sender.engine, sender.table, stamp.at, to.engine.now());
  const id = keyId(key);
  const held = to.stamps.get(id);
  if (held && !isNewer(stamp, held)) return;
  to.stamps.set(id, stamp);
  const old = table.items.get(key);
  // Stored items are immutable, so the replicas can share them.
  const plan = planWrite(table, key, old, item);
  chargeReplicatedWrite(to.engine, plan, writeUnits(billedChangeSize(table, old, item)));
  group.applying = true;
  try {
    commitWrite(to.engine, plan);
  } finally {
    group.applying = false;
  }
}

/**
 * A new replica's first contents: the items its source holds when it turns ACTIVE, with their write
 * stamps (writes made while the replica was being created are among them), loaded as consistent data.
 */
export function copyItems(source: ReplicaMember, target: ReplicaMember): void {
  const from = source.table!;
  const into = target.table!;
  for (const collection of from.items.scanOrder.values()) {
    for (const [sk, item] of collection.items.entries()) {
      const key = { pk: collection.pk, sk };
      commitLoadedItem(into, key, item);
      const stamp = source.stamps.get(keyId(key));
      if (stamp) target.stamps.set(keyId(key), stamp);
    }
  }
}
