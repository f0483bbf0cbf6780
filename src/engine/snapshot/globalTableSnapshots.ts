/**
 * Global tables in a snapshot: each replica's table is saved in its own Region (EngineSnapshot's
 * `regions`), and names the group's replicas, in the order they joined, with the Region that added
 * each (the 24-hour rule). On import the groups are formed again once every Region is in place.
 * Saved: ACTIVE replicas only — a replica being added or removed is saved as it was before the
 * change began or as it will be after it (not at all). Not saved: the write stamps of last writer
 * wins (later writes carry new ones) and writes still on their way between Regions.
 */
import type { Engine } from '../engine.ts';
import { ReplicationGroup } from '../globalTables/replicationGroup.ts';
import type { Table } from '../storage/table.ts';
import { refreshCommitObserver } from '../streams/commitObserver.ts';
import { array, number, object, optional, text } from './snapshotReader.ts';

export interface GlobalTableSnapshot {
  replicas: { region: string; source?: { region: string; at: number } }[];
}

/** A table's group as saved data, when it is an ACTIVE replica of a group with another one. */
export function savedGlobalTable(engine: Engine, table: Table): GlobalTableSnapshot | undefined {
  const group = table.replication;
  const active = [...(group?.members.values() ?? [])].filter((member) => member.status === 'ACTIVE');
  if (active.length < 2 || !active.some((member) => member.region === engine.region)) return undefined;
  return {
    replicas: active.map(({ region, source }) => (source ? { region, source: { ...source } } : { region })),
  };
}

export interface GlobalTableLink {
  tableName: string;
  replicas: GlobalTableSnapshot['replicas'];
}

export function readGlobalTable(
  value: unknown,
  tableName: string,
  path: string,
): GlobalTableLink | undefined {
  if (value === undefined) return undefined;
  const saved = object(value, path);
  const replicas = array(saved.replicas, `${path}.replicas`).map((entry, i) => {
    const at = `${path}.replicas[${i}]`;
    const replica = object(entry, at);
    const source = optional(replica.source, (raw) => {
      const fields = object(raw, `${at}.source`);
      return { region: text(fields.region, `${at}.source.region`), at: number(fields.at, `${at}.source.at`) };
    });
    return source
      ? { region: text(replica.region, `${at}.region`), source }
      : { region: text(replica.region, `${at}.region`) };
  });
  return { tableName, replicas };
}

/**
 * Forms the groups again: a replica whose table is missing in its Region is left out, and a group
 * left with one table is a Regional table.
 */
export function linkGlobalTables(engine: Engine, links: readonly GlobalTableLink[]): void {
  const formed = new Set<string>();
  for (const { tableName, replicas } of links) {
    if (formed.has(tableName)) continue;
    formed.add(tableName);
    const present = replicas.filter(({ region }) => engine.regions.existing(region)?.tables.has(tableName));
    if (present.length < 2) continue;
    const group = new ReplicationGroup(tableName);
    for (const { region, source } of present) {
      const regional = engine.regions.existing(region)!;
      const table = regional.tables.get(tableName)!;
      const member = group.addMember(regional, table, 'ACTIVE');
      if (source) member.source = { ...source };
      refreshCommitObserver(regional, table);
    }
  }
}
