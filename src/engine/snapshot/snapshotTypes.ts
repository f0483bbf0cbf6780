/**
 * The engine as saved data: what exportSnapshot writes and importSnapshot reads. Plain JSON-safe data
 * (it goes to IndexedDB, and a learner may download it), versioned so that data written by another
 * version is recognised and refused with a clear message instead of being half-read.
 *
 * Kept: the clock, the simulated replica lag, each table's definition (keys, billing and
 * throughput, indexes, stream view type, class, deletion protection, tags), its identity (id,
 * creation time, hash seeds — so scan order and partition placement survive), throughput history,
 * statistics as DescribeTable last showed them, Time to Live settings, the items, the partition
 * layouts (splits are never undone), the account's backups, point-in-time recovery with the newest
 * changes of its log (pointInTimeSnapshots.ts), and each table's enabled stream and the streams
 * disabled (or whose table was deleted) less than 24 hours ago, with their shards and newest records
 * (streamSnapshots.ts), each table's resource-based policy, the account's other Regions with
 * their global tables' replicas (globalTableSnapshots.ts), and the simulated S3 with the exports,
 * imports and bulk put items operations (transferSnapshots.ts, bulkSnapshots.ts). Not kept: capacity counters and metrics (a reload starts with full buckets),
 * in-flight transactions, the versions a trailing replica still shows (storage/replicaLag.ts).
 */
import type { InsightsState } from '../insights/insightsState.ts';
import type { KinesisDestination } from '../kinesis/kinesisDestination.ts';
import type { PartitionLayout } from '../capacity/partitionLayout.ts';
import type { RestoreSource } from '../storage/table.ts';
import type { BackupSnapshot } from './backupSnapshots.ts';
import type { ExportTask } from '../exports/exportTask.ts';
import type { ImportTask } from '../imports/importTask.ts';
import type { S3ObjectSnapshot } from './transferSnapshots.ts';
import type { BulkOperationSnapshot } from './bulkSnapshots.ts';
import type { PointInTimeSnapshot } from './pointInTimeSnapshots.ts';
import type { PolicySnapshot } from './policySnapshots.ts';
import type { GlobalTableSnapshot } from './globalTableSnapshots.ts';
import type {
  DeletedTableStreamSnapshot,
  DisabledStreamSnapshot,
  StreamStateSnapshot,
} from './streamSnapshots.ts';

export const SNAPSHOT_FORMAT = 'dynamo-sandbox/engine-snapshot';
/** Version 1 replayed the wire protocol (CreateTable, PutItem); version 2 rebuilds tables directly. */
export const SNAPSHOT_VERSION = 2;

/** The home Region's data, at the top level of a snapshot. */
export interface EngineSnapshot extends RegionSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  version: typeof SNAPSHOT_VERSION;
  clock: ClockSnapshot;
  /** How far eventually consistent reads may trail (storage/replicaLag.ts); absent when 0. */
  replicaLagMs?: number;
  /** The account's other Regions that hold data (a global table's replicas); absent when none do. */
  regions?: (RegionSnapshot & { region: string })[];
  /** The simulated S3's objects (transferSnapshots.ts); absent when it holds none. */
  s3Objects?: S3ObjectSnapshot[];
}

/** One Region's data. */
export interface RegionSnapshot {
  tables: TableSnapshot[];
  /** On-demand and system backups (absent in older snapshots). */
  backups?: BackupSnapshot[];
  /** Streams of tables deleted less than 24 hours ago, still readable. */
  deletedTableStreams?: DeletedTableStreamSnapshot[];
  /** Exports to and imports from S3 (transferSnapshots.ts); absent when there are none. */
  exports?: ExportTask[];
  imports?: ImportTask[];
  /** Bulk put items operations (bulkSnapshots.ts); absent when there are none, and in older snapshots. */
  bulkOperations?: BulkOperationSnapshot[];
}

export interface ClockSnapshot {
  /** Simulated time, epoch milliseconds. */
  now: number;
  speed: number;
  running: boolean;
}

export interface TableSnapshot {
  /**
   * The table as a CreateTable request would make it today: checked by the engine's own CreateTable
   * validation on import, so damaged definitions get DynamoDB's messages.
   */
  definition: Record<string, unknown>;
  id: string;
  /** Epoch milliseconds. */
  createdAt: number;
  indexes: IndexSnapshot[];
  throughput: ThroughputHistory;
  /** Epoch ms of the last switch to PAY_PER_REQUEST (BillingModeSummary). */
  lastSwitchToPayPerRequest?: number;
  /** Epoch ms of the last UpdateTable that changed the table class (TableClassSummary). */
  tableClassUpdatedAt?: number;
  /** GlobalTableSettingsReplicationMode, once UpdateTable set it. */
  settingsReplicationMode?: 'ENABLED' | 'DISABLED';
  statistics: StatisticsSnapshot;
  timeToLive?: TimeToLiveSnapshot;
  /** Contributor Insights on the table, once switched (insightsSnapshots.ts). */
  contributorInsights?: InsightsState;
  /** Its Kinesis Data Streams destinations, newest first, once one was enabled (kinesisSnapshots.ts). */
  kinesisDestinations?: KinesisDestination[];
  /** Point-in-time recovery, when on: its period, and its change log (absent in older snapshots). */
  pointInTime?: PointInTimeSnapshot;
  /** Items in the wire format (`{"PK": {"S": "…"}}`), in scan order. */
  items: unknown[];
  /**
   * When the table's enabled stream was created (epoch ms): it comes back with the same label and
   * ARN, so code that kept the ARN still finds it.
   */
  streamCreatedAt?: number;
  /** The enabled stream's shards and newest records (absent in older snapshots: new, empty shards). */
  stream?: StreamStateSnapshot;
  /** Streams disabled less than 24 hours ago, still readable (oldest first). */
  disabledStreams?: DisabledStreamSnapshot[];
  /** The table's partitions, once the capacity model has made them (absent in older snapshots). */
  partitions?: PartitionLayout;
  /** Where a restored table came from (its RestoreSummary); absent for other tables. */
  restoredFrom?: RestoreSource;
  /** Its resource-based policy, when it has one (policySnapshots.ts). */
  resourcePolicy?: PolicySnapshot;
  /** The global table it is a replica of, when it is one (globalTableSnapshots.ts). */
  globalTable?: GlobalTableSnapshot;
}

/** What an index holds beyond its definition (which is in the table's definition). */
export interface IndexSnapshot {
  name: string;
  /** Global indexes only. */
  throughput?: ThroughputHistory;
  /** A global index's partitions, once the capacity model has made them. */
  partitions?: PartitionLayout;
  /** Contributor Insights on a global index, once switched. */
  contributorInsights?: InsightsState;
}

export interface ThroughputHistory {
  lastIncrease?: number;
  lastDecrease?: number;
  decreasesToday: number;
}

export interface StatisticsSnapshot {
  itemCount: number;
  sizeBytes: number;
  takenAt: number;
  indexes: { name: string; itemCount: number; sizeBytes: number }[];
}

export interface TimeToLiveSnapshot {
  /** ENABLING and DISABLING are saved as they are and restored as the state they were heading to. */
  status: 'ENABLING' | 'ENABLED' | 'DISABLING' | 'DISABLED';
  attributeName: string;
  /** Epoch ms of the last UpdateTimeToLive (DynamoDB's cooldown between changes). */
  changedAt: number;
  deletedItems: number;
}
