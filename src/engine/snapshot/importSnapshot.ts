/**
 * Rebuilds an engine from a snapshot (snapshotTypes.ts) — into an engine without tables, such as a
 * new one. Every table is rebuilt and checked before any is added, so a damaged snapshot leaves the
 * engine as it was and says what is wrong (SnapshotError); data from another version is refused
 * with a message that says so. Then the clock is set, the tables appear with their partition
 * layouts, and streams and Time to Live resume: a restored stream keeps its label, ARN, shards and
 * records (streamSnapshots.ts; snapshots written before streams were saved bring it back with new,
 * empty shards); TTL deletions carry on from the saved settings without a new cooldown.
 */
import { LATEST_TIME_MS, MAX_SPEED, MIN_SPEED } from '../clock.ts';
import { Engine } from '../engine.ts';
import { GLOBAL_TABLE_REGIONS } from '../globalTables/replicaRegions.ts';
import { linkGlobalTables, readGlobalTable } from './globalTableSnapshots.ts';
import { refreshCommitObserver } from '../streams/commitObserver.ts';
import { orderStreamsByCreation } from '../streams/streamRegistry.ts';
import { isReplicaLag, MAX_REPLICA_LAG_MS } from '../storage/replicaLag.ts';
import type { Table } from '../storage/table.ts';
import { buildExpiryIndex } from '../ttl/timeToLiveChange.ts';
import { scheduleSweep } from '../ttl/timeToLiveDeleter.ts';
import type { TimeToLiveState } from '../ttl/timeToLiveState.ts';
import { initializeThroughput } from '../capacity/throughputUpdates.ts';
import { addBackups, readBackups } from './backupSnapshots.ts';
import { holdsTransfers, transferSnapshotCodec } from './transferSnapshotSlot.ts';
import { restoreLayouts } from './partitionLayouts.ts';
import { restoreTable, type RestoredTable } from './restoreTable.ts';
import { readPointInTime } from './pointInTimeSnapshots.ts';
import { readDeletedTableStreams, restoreDeletedTableStreams } from './deletedTableStreams.ts';
import { readTableStreams, restoreTableStreams } from './streamRestore.ts';
import {
  array,
  count,
  damaged,
  flag,
  isObject,
  number,
  object,
  oneOf,
  SnapshotError,
  text,
} from './snapshotReader.ts';
import { SNAPSHOT_FORMAT, SNAPSHOT_VERSION, type ClockSnapshot } from './snapshotTypes.ts';

export { SnapshotError, type SnapshotProblem } from './snapshotReader.ts';

export interface ImportSummary {
  tables: number;
  items: number;
}

export function importSnapshot(engine: Engine, data: unknown): ImportSummary {
  if (engine.tables.size > 0) throw new Error('importSnapshot needs an engine without tables');
  const snapshot = checkVersion(data);
  const clock = readClock(snapshot.clock);
  const replicaLagMs = readReplicaLag(snapshot.replicaLagMs);
  const addObjects = transfers(data)?.readObjects(snapshot);
  const home = readRegion(engine, snapshot, '', clock.now);
  const regions = readOtherRegions(engine, snapshot.regions, clock.now);

  // Paused while it is set: a running clock would move on between these calls (by the speed times any
  // pause of the process), and a clock saved paused must come back at exactly its time.
  engine.clock.pause();
  engine.clock.set(clock.now);
  engine.clock.setSpeed(clock.speed);
  if (clock.running) engine.clock.resume();
  if (replicaLagMs !== undefined) engine.replicas.setLag(replicaLagMs);
  const summary = home.apply();
  const links = [...home.links];
  for (const { name, part, path } of regions) {
    // Checked on a scratch engine above: read again into the Region's own, and applied.
    const region = readRegion(engine.regions.region(name), part, path, clock.now);
    const applied = region.apply();
    summary.tables += applied.tables;
    summary.items += applied.items;
    links.push(...region.links);
  }
  linkGlobalTables(engine, links);
  addObjects?.(engine);
  return summary;
}

/**
 * One Region's tables, backups and deleted tables' streams, read and checked into `engine` without
 * changing it: `apply` puts them in place; `links` are its tables' global table groups.
 */
function readRegion(engine: Engine, snapshot: Record<string, unknown>, path: string, now: number) {
  const tables = array(snapshot.tables, `${path}tables`);
  const restored: RestoredTable[] = [];
  const names = new Set<string>();
  tables.forEach((value, i) => {
    const at = `${path}tables[${i}]`;
    const table = restoreTable(engine, value, at);
    if (names.has(table.table.name)) damaged(at, `a second table named ${table.table.name}`);
    names.add(table.table.name);
    restored.push(table);
  });
  const timeToLive = restored.map(({ timeToLive: value }, i) =>
    readTimeToLive(value, `${path}tables[${i}].timeToLive`),
  );
  const streams = restored.map((table, i) => readTableStreams(table, `${path}tables[${i}]`, now));
  const recoveries = restored.map(({ table, pointInTime }, i) =>
    pointInTime === undefined
      ? undefined
      : readPointInTime(table, pointInTime, `${path}tables[${i}].pointInTime`, now),
  );
  const deletedTableStreams = readDeletedTableStreams(
    engine,
    snapshot.deletedTableStreams,
    `${path}deletedTableStreams`,
    now,
  );
  const backups = readBackups(engine, snapshot.backups);
  const addTasks = transferSnapshotCodec()?.readTasks(snapshot, path);
  const links = restored.flatMap(({ table }, i) => {
    const saved = (tables[i] as Record<string, unknown>).globalTable;
    return readGlobalTable(saved, engine, table, `${path}tables[${i}].globalTable`) ?? [];
  });

  const apply = (): ImportSummary => {
    let items = 0;
    restored.forEach(({ table, request, layouts }, i) => {
      engine.tables.set(table.name, table);
      items += table.items.itemCount;
      restoreLayouts(engine, table, layouts);
      // On-demand maximums, where set (the only throughput settings in the definition beyond
      // provisioned units); other tables get their capacity state when first used, as before.
      if (
        request.OnDemandThroughput ||
        request.GlobalSecondaryIndexes?.some((index) => index.OnDemandThroughput)
      ) {
        initializeThroughput(engine, table, request, request.GlobalSecondaryIndexes);
      }
      restoreTableStreams(engine, restored[i], streams[i]);
      const ttl = timeToLive[i];
      if (ttl) resumeTimeToLive(engine, table, ttl);
      const recovery = recoveries[i];
      if (recovery) {
        table.pointInTime = recovery;
        refreshCommitObserver(engine, table);
      }
    });
    restoreDeletedTableStreams(engine, deletedTableStreams);
    // ListStreams lists streams in the order they were made, restored ones included.
    orderStreamsByCreation(engine);
    addBackups(engine, backups);
    addTasks?.(engine);
    return { tables: restored.length, items };
  };
  return { apply, links };
}

/**
 * The account's other Regions, each checked on a scratch engine of that Region, so that a damaged
 * part changes nothing (not even which Regions exist, which decides where requests go).
 */
function readOtherRegions(engine: Engine, value: unknown, now: number) {
  if (value === undefined) return [];
  const seen = new Set([engine.region]);
  return array(value, 'regions').map((entry, i) => {
    const path = `regions[${i}].`;
    const part = object(entry, `regions[${i}]`);
    const name = text(part.region, `${path}region`);
    if (!GLOBAL_TABLE_REGIONS.includes(name) || seen.has(name)) {
      damaged(`${path}region`, `expected another Region than ${[...seen].join(', ')}`);
    }
    seen.add(name);
    readRegion(
      new Engine({ region: name, accountId: engine.accountId, clock: { start: now, running: false } }),
      part,
      path,
      now,
    );
    return { name, part, path };
  });
}

/** The snapshot's envelope, or why this version cannot read it. */
/** The reader of S3 objects and transfer tasks, when the data holds some (transferSnapshotSlot.ts). */
function transfers(data: unknown) {
  if (!holdsTransfers(data)) return undefined;
  const codec = transferSnapshotCodec();
  // A host restores such data only once the transfers' code is loaded (sandboxFile.ts).
  if (!codec) throw new Error('the snapshot holds S3 transfers, but their code is not loaded');
  return codec;
}

function checkVersion(data: unknown): Record<string, unknown> {
  const format = isObject(data) ? data.format : undefined;
  if (typeof format !== 'string' || !format.startsWith(SNAPSHOT_FORMAT)) {
    throw new SnapshotError('format', 'The data is not a Dynamo Sandbox snapshot.');
  }
  // Version 1 wrote its version into the format name (`…/engine-snapshot-1`).
  const version =
    format === SNAPSHOT_FORMAT
      ? (data as Record<string, unknown>).version
      : Number(format.slice(SNAPSHOT_FORMAT.length + 1));
  if (version !== SNAPSHOT_VERSION) {
    const which =
      typeof version !== 'number' || !Number.isInteger(version)
        ? 'another version'
        : version < SNAPSHOT_VERSION
          ? 'an older version'
          : 'a newer version';
    throw new SnapshotError(
      'version',
      `The snapshot was saved by ${which} of Dynamo Sandbox (snapshot version ${String(version)}; this version reads version ${SNAPSHOT_VERSION}).`,
    );
  }
  return data as Record<string, unknown>;
}

function readClock(value: unknown): ClockSnapshot {
  const clock = object(value, 'clock');
  const speed = number(clock.speed, 'clock.speed');
  if (speed < MIN_SPEED || speed > MAX_SPEED) damaged('clock.speed', `expected ${MIN_SPEED} to ${MAX_SPEED}`);
  const now = number(clock.now, 'clock.now');
  if (now < 0 || now > LATEST_TIME_MS) damaged('clock.now', `expected 0 to ${LATEST_TIME_MS}`);
  return { now, speed, running: flag(clock.running, 'clock.running') };
}

function readReplicaLag(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (!isReplicaLag(value))
    damaged('replicaLagMs', `expected whole milliseconds from 0 to ${MAX_REPLICA_LAG_MS}`);
  return value;
}

type SavedTimeToLive = Pick<TimeToLiveState, 'status' | 'attributeName' | 'changedAt' | 'deletedItems'>;

function readTimeToLive(value: unknown, path: string): SavedTimeToLive | undefined {
  if (value === undefined) return undefined;
  const saved = object(value, path);
  return {
    status: oneOf(saved.status, ['ENABLING', 'ENABLED', 'DISABLING', 'DISABLED'], `${path}.status`),
    attributeName: text(saved.attributeName, `${path}.attributeName`),
    changedAt: number(saved.changedAt, `${path}.changedAt`),
    deletedItems: count(saved.deletedItems, `${path}.deletedItems`),
  };
}

/** TTL as it stood, settled: a change that was in progress when saved is complete now. */
function resumeTimeToLive(engine: Engine, table: Table, saved: SavedTimeToLive): void {
  const on = saved.status === 'ENABLING' || saved.status === 'ENABLED';
  const state: TimeToLiveState = {
    ...saved,
    status: on ? 'ENABLED' : 'DISABLED',
    // From the saved change's time, so a reload does not put deletions off.
    index: on ? buildExpiryIndex(engine, table, saved.attributeName, saved.changedAt) : undefined,
    sweepAt: undefined,
  };
  table.timeToLive = state;
  refreshCommitObserver(engine, table);
  scheduleSweep(engine, table, state);
}
