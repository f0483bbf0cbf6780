/**
 * Global tables in a snapshot: each replica's table is saved in its own Region (EngineSnapshot's
 * `regions`), and names the group's replicas, in the order they joined, with the Region that added
 * each (the 24-hour rule), and the writes it sent that have not arrived yet. On import the groups
 * are formed again once every Region is in place, and those writes arrive when they were due (at
 * once if that moment has passed), so a save in the second after a write loses nothing.
 * Saved: ACTIVE replicas only — a replica being added or removed is saved as it was before the
 * change began or as it will be after it (not at all). The write stamps of last writer wins are
 * kept only where a write in flight needs them (later writes carry new ones). An MRSC group keeps
 * its mode and its witness; the few milliseconds an item is held for confirmation are not saved.
 * A replica whose disassociation protection is off says so, and a disassociation under way is saved
 * with its replica (still a member until it leaves) and goes on after import: from its start, or, if
 * the replica was already detached, from there (globalTables/replicaDisassociation.ts).
 */
import type { Engine } from '../engine.ts';
import { send } from '../globalTables/replication.ts';
import { startDisassociation } from '../globalTables/replicaDisassociation.ts';
import { keyId, ReplicationGroup, type WriteStamp } from '../globalTables/replicationGroup.ts';
import { storedItemJson } from '../reply.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import type { EncodedKey } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';
import { refreshCommitObserver } from '../streams/commitObserver.ts';
import { readSavedItem } from './restoreTable.ts';
import { array, count, damaged, number, object, optional, text } from './snapshotReader.ts';

type SavedReplica = {
  region: string;
  source?: { region: string; at: number };
  /** Saved only when off (on is every replica's default). */
  disassociationProtection?: false;
};

export interface GlobalTableSnapshot {
  replicas: SavedReplica[];
  /** The replica being disassociated, and whether it no longer sends or takes new writes. */
  disassociating?: { region: string; detached?: true };
  /** MRSC groups only (MREC's is the default), with their witness if they have one. */
  consistency?: 'STRONG';
  witness?: string;
  /** Writes made here and not arrived yet: the item written, or the item a delete removed. */
  inFlight?: InFlightSnapshot[];
}

interface InFlightSnapshot {
  to: string;
  /** When the write was made (epoch ms), and its place among the writes of that millisecond. */
  at: number;
  seq: number;
  item?: unknown;
  deleted?: unknown;
  /** The newest write the receiving replica had seen of this item, if any. */
  held?: WriteStamp;
}

/** A table's group as saved data, when it is an ACTIVE replica of a group with another one. */
export function savedGlobalTable(engine: Engine, table: Table): GlobalTableSnapshot | undefined {
  const group = table.replication;
  const active = [...(group?.members.values() ?? [])].filter((member) => member.status === 'ACTIVE');
  if (!group || active.length < 2 || !active.some((member) => member.region === engine.region)) {
    return undefined;
  }
  const saved: GlobalTableSnapshot = {
    replicas: active.map(({ region, source, disassociationProtection }) => ({
      region,
      ...(source && { source: { ...source } }),
      ...(!disassociationProtection && { disassociationProtection: false as const }),
    })),
  };
  const leaving = active.find((member) => member.disassociating !== undefined);
  if (leaving) {
    saved.disassociating = {
      region: leaving.region,
      ...(leaving.disassociating === 'detached' && { detached: true as const }),
    };
  }
  const wire = (item: StoredItem) => JSON.parse(storedItemJson(item).json) as unknown;
  const inFlight = [...group.inFlight.keys()]
    .filter((write) => write.stamp.region === engine.region && write.to.status === 'ACTIVE')
    .map(({ to, key, item, old, stamp }): InFlightSnapshot => {
      const held = to.stamps.get(keyId(key));
      const entry: InFlightSnapshot = item
        ? { to: to.region, at: stamp.at, seq: stamp.seq, item: wire(item) }
        : { to: to.region, at: stamp.at, seq: stamp.seq, deleted: wire(old!) };
      if (held) entry.held = { ...held };
      return entry;
    });
  if (inFlight.length > 0) saved.inFlight = inFlight;
  if (group.consistency === 'STRONG') saved.consistency = 'STRONG';
  if (group.witness?.status === 'ACTIVE') saved.witness = group.witness.region;
  return saved;
}

export interface GlobalTableLink {
  region: string;
  tableName: string;
  replicas: GlobalTableSnapshot['replicas'];
  disassociating: GlobalTableSnapshot['disassociating'];
  strong: boolean;
  witness: string | undefined;
  inFlight: { to: string; stamp: WriteStamp; key: EncodedKey; item?: StoredItem; held?: WriteStamp }[];
}

/** A saved group, read and checked against its (restored, not yet added) table. */
export function readGlobalTable(
  value: unknown,
  engine: Engine,
  table: Table,
  path: string,
): GlobalTableLink | undefined {
  if (value === undefined) return undefined;
  const saved = object(value, path);
  const replicas = array(saved.replicas, `${path}.replicas`).map((entry, i) => {
    const at = `${path}.replicas[${i}]`;
    const replica = object(entry, at);
    const region = text(replica.region, `${at}.region`);
    const source = optional(replica.source, (raw) => {
      const fields = object(raw, `${at}.source`);
      return { region: text(fields.region, `${at}.source.region`), at: number(fields.at, `${at}.source.at`) };
    });
    const protection = optional(replica.disassociationProtection, (raw) => raw);
    if (protection !== undefined && protection !== false) {
      damaged(`${at}.disassociationProtection`, 'expected false');
    }
    return {
      region,
      ...(source && { source }),
      ...(protection === false && { disassociationProtection: false as const }),
    };
  });
  const disassociating = optional(saved.disassociating, (raw) => {
    const fields = object(raw, `${path}.disassociating`);
    const region = text(fields.region, `${path}.disassociating.region`);
    if (!replicas.some((replica) => replica.region === region)) {
      damaged(`${path}.disassociating.region`, 'expected one of the replicas');
    }
    if (fields.detached !== undefined && fields.detached !== true) {
      damaged(`${path}.disassociating.detached`, 'expected true');
    }
    return { region, ...(fields.detached === true && { detached: true as const }) };
  });
  const inFlight = array(saved.inFlight ?? [], `${path}.inFlight`).map((entry, i) => {
    const at = `${path}.inFlight[${i}]`;
    const write = object(entry, at);
    const written = write.item === undefined ? undefined : readSavedItem(table, write.item, `${at}.item`);
    const removed = written ?? readSavedItem(table, write.deleted, `${at}.deleted`);
    const held = optional(write.held, (raw) => readStamp(raw, `${at}.held`));
    return {
      to: text(write.to, `${at}.to`),
      stamp: readStamp({ ...write, region: engine.region }, at),
      key: removed.key,
      item: written?.item,
      ...(held && { held }),
    };
  });
  const consistency = optional(saved.consistency, (raw) => text(raw, `${path}.consistency`));
  if (consistency !== undefined && consistency !== 'STRONG') {
    damaged(`${path}.consistency`, 'expected "STRONG"');
  }
  const witness = optional(saved.witness, (raw) => text(raw, `${path}.witness`));
  return {
    region: engine.region,
    tableName: table.name,
    replicas,
    disassociating,
    strong: consistency === 'STRONG',
    witness,
    inFlight,
  };
}

function readStamp(raw: unknown, path: string): WriteStamp {
  const fields = object(raw, path);
  return {
    region: text(fields.region, `${path}.region`),
    at: number(fields.at, `${path}.at`),
    seq: count(fields.seq, `${path}.seq`),
  };
}

/**
 * Forms the groups again: a replica whose table is missing in its Region is left out, and a group
 * left with one table is a Regional table. Then the writes in flight go on their way.
 */
export function linkGlobalTables(engine: Engine, links: readonly GlobalTableLink[]): void {
  const groups = new Map<string, ReplicationGroup>();
  const leaving: { group: ReplicationGroup; region: string; detached: boolean }[] = [];
  for (const { tableName, replicas, disassociating, strong, witness } of links) {
    if (groups.has(tableName)) continue;
    const present = replicas.filter(({ region }) => engine.regions.existing(region)?.tables.has(tableName));
    if (present.length < 2) continue;
    const group = new ReplicationGroup(tableName);
    groups.set(tableName, group);
    if (strong) group.consistency = 'STRONG';
    if (witness !== undefined) group.witness = { region: witness, status: 'ACTIVE', listed: true };
    for (const { region, source, disassociationProtection } of present) {
      const regional = engine.regions.existing(region)!;
      const table = regional.tables.get(tableName)!;
      const member = group.addMember(regional, table, 'ACTIVE');
      if (source) member.source = { ...source };
      if (disassociationProtection === false) member.disassociationProtection = false;
      refreshCommitObserver(regional, table);
    }
    if (disassociating && group.members.has(disassociating.region)) {
      leaving.push({ group, region: disassociating.region, detached: disassociating.detached === true });
    }
  }
  for (const { region, tableName, inFlight } of links) {
    const group = groups.get(tableName);
    const from = engine.regions.existing(region)!;
    for (const { to: toRegion, stamp, key, item, held } of inFlight) {
      const to = group?.members.get(toRegion);
      if (!group || !to || !group.members.has(region)) continue;
      if (held) to.stamps.set(keyId(key), held);
      // Later writes are counted on from the saved ones, so they still come after them.
      group.seq = Math.max(group.seq, stamp.seq + 1, (held?.seq ?? 0) + 1);
      const due = Math.max(0, stamp.at + from.replicationLatencyMs - from.now());
      send(from, group, { to, key, item, old: undefined, stamp }, due);
    }
  }
  // Once the writes in flight are on their way again, which the disassociation waits for.
  for (const { group, region, detached } of leaving) {
    const member = group.members.get(region)!;
    startDisassociation(member.engine, group, member, detached);
  }
}
