/**
 * A table: its definition (as CreateTable and UpdateTable set it), its lifecycle status on the
 * engine clock, and its items. Secondary indexes, streams, TTL and partitions hang off this object
 * as those features land; the wire-shaped TableDescription is built from it in tableDescription.ts.
 */
import type { PolicySlot } from '../policies/policySlot.ts';
import type { ItemStore } from './itemStore.ts';
import type { KeySchema } from './primaryKey.ts';
import type { SecondaryIndex } from './secondaryIndex.ts';
import type { WritePlan } from './writePlan.ts';
import type { TableStream } from '../streams/tableStream.ts';
import type { InsightsState } from '../insights/insightsState.ts';
import type { KinesisDestination } from '../kinesis/kinesisDestination.ts';
import type { TimeToLiveState } from '../ttl/timeToLiveState.ts';
import type { PointInTimeRecovery } from '../backups/pointInTime.ts';
import type { ReplicationGroup } from '../globalTables/replicationGroup.ts';
import type { VectorIndex } from '../vectors/vectorIndex.ts';

export type TableStatus = 'CREATING' | 'UPDATING' | 'DELETING' | 'ACTIVE' | 'ARCHIVING' | 'ARCHIVED';
export type BillingMode = 'PROVISIONED' | 'PAY_PER_REQUEST';

export interface KeySchemaElement {
  AttributeName: string;
  KeyType: 'HASH' | 'RANGE';
}

export interface AttributeDefinition {
  AttributeName: string;
  AttributeType: 'S' | 'N' | 'B';
}

export interface ProvisionedThroughputState {
  readCapacityUnits: number;
  writeCapacityUnits: number;
  /** Epoch ms of the last increase / decrease (DescribeTable shows them as epoch seconds). */
  lastIncrease?: number;
  lastDecrease?: number;
  decreasesToday: number;
}

/** Server-side encryption with a KMS key (operations/serverSideEncryption.ts). */
export interface TableEncryption {
  kmsMasterKeyArn: string;
}

export type TableClass = 'STANDARD' | 'STANDARD_INFREQUENT_ACCESS';

export interface Table {
  readonly name: string;
  readonly id: string;
  readonly arn: string;
  /** Epoch milliseconds on the engine clock. */
  readonly createdAt: number;
  /** When the table turned ACTIVE after CREATING (backups are enabled shortly after). */
  activeSince?: number;
  /** When DeleteTable made the table DELETING (side services forget it shortly after). */
  deletingSince?: number;
  status: TableStatus;
  readonly keySchema: KeySchema;
  /** As sent in CreateTable: wire order is kept for DescribeTable. */
  readonly keySchemaElements: KeySchemaElement[];
  attributeDefinitions: AttributeDefinition[];
  billingMode: BillingMode;
  /** Epoch ms of the last switch to PAY_PER_REQUEST, for BillingModeSummary. */
  lastSwitchToPayPerRequest?: number;
  provisioned: ProvisionedThroughputState;
  /**
   * Provisioned throughput an UpdateTable asked for, applied when the table is ACTIVE again: until
   * then DynamoDB describes, and serves, the old figures.
   */
  pendingThroughput?: { ReadCapacityUnits: number; WriteCapacityUnits: number };
  /**
   * The warm throughput DescribeTable shows while a switch to PAY_PER_REQUEST is under way: the one
   * from before (capacity/switchWarmThroughput.ts). Not saved: a snapshot keeps the switch as landed.
   */
  warmBeforeOnDemand?: { read: number; write: number; status: 'ACTIVE' | 'UPDATING' };
  /**
   * The class the table was given, if ever: without one it is STANDARD and DynamoDB shows no
   * TableClassSummary; once CreateTable gave one (STANDARD included) or UpdateTable changed it, the
   * summary shows it, with the time the last change was done (operations/tableClassChange.ts).
   */
  tableClass?: TableClass;
  tableClassUpdatedAt?: number;
  /** When UpdateTable changed the class, for its quota (operations/tableClassChange.ts). */
  tableClassChanges?: number[];
  /** The class asked for while the table is UPDATING for it. */
  pendingTableClass?: TableClass;
  deletionProtection: boolean;
  /**
   * GlobalTableSettingsReplicationMode as UpdateTable set it on a Regional table, which then shows
   * it (ack-api-quirks dynamodb DDB-TABLE-048); unset, the member is absent (DDB-TABLE-320).
   */
  settingsReplicationMode?: 'ENABLED' | 'DISABLED';
  /** When deletion protection last changed (a 15-second cooldown follows, see tableBusy.ts). */
  deletionProtectionChangedAt?: number;
  /**
   * Why the table is UPDATING: its throughput or billing mode ('iops'), its stream, its indexes or its
   * class. DynamoDB admits other changes meanwhile, and words its refusals, by what is in progress.
   */
  updatingFor?: 'iops' | 'stream' | 'indexes' | 'tableClass' | 'replicas';
  /** A KMS key from SSESpecification; unset for the default AWS owned key. */
  encryption?: TableEncryption;
  /**
   * While an UpdateTable changes the encryption (the table stays ACTIVE): the key SSEDescription shows
   * as UPDATING (none when leaving the AWS owned key) and the encryption to come.
   */
  encryptionChange?: { shownKeyArn?: string; next?: TableEncryption };
  /** When UpdateTable changed the encryption, for its quota (operations/encryptionQuota.ts). */
  encryptionChanges?: number[];
  readonly tags: Map<string, string>;
  /** While a tag write settles, the tags ListTagsOfResource still shows (operations/tagWrites.ts). */
  shownTags?: ReadonlyMap<string, string>;
  /** The pairs the settling TagResource wrote (none for an UntagResource). */
  tagsInFlight?: ReadonlyMap<string, string>;
  readonly items: ItemStore;
  /** Local indexes first, then global ones, each in creation order. */
  indexes: SecondaryIndex[];
  /** Vector indexes in creation order (vectors/vectorIndex.ts); unset for a table that never had one. */
  vectorIndexes?: VectorIndex[];
  /**
   * DynamoDB refreshes ItemCount and TableSizeBytes about every six hours; DescribeTable shows
   * this snapshot, not the live count (see Engine options `statisticsRefreshMs`).
   */
  statistics: TableStatistics;
  /** The table's newest stream, enabled or not (streams/tableStream.ts); unset before the first. */
  latestStream?: TableStream;
  /** Its resource-based policy (policies/policySlot.ts); unset before the first. */
  resourcePolicy?: PolicySlot;
  /** Time to Live settings and expiry index (ttl/timeToLiveState.ts); unset before the first change. */
  timeToLive?: TimeToLiveState;
  /** Point-in-time recovery and its change log while it is on (backups/pointInTime.ts). */
  pointInTime?: PointInTimeRecovery;
  /** Contributor Insights on the table itself (insights/insightsState.ts); unset before the first change. */
  contributorInsights?: InsightsState;
  /**
   * Its Kinesis Data Streams destinations, newest first (kinesis/kinesisDestination.ts); unset before
   * the first Enable. They go with the table: a table made again under its name starts without any.
   */
  kinesisDestinations?: KinesisDestination[];
  /** The global table this table is a replica of (globalTables/replicationGroup.ts); unset for a Regional table. */
  replication?: ReplicationGroup;
  /** Set on a table made by a restore (RestoreSummary in its description). */
  restoredFrom?: RestoreSource;
  /**
   * Set while a stream is enabled, TTL is on or point-in-time recovery is on
   * (streams/commitObserver.ts): commitWrite hands it every committed change. Unset otherwise, so a
   * plain table pays one property check per write.
   */
  onCommit?: (plan: WritePlan) => void;
}

export interface RestoreSource {
  sourceBackupArn?: string;
  sourceTableArn: string;
  /** Epoch ms of the point the table was restored to (the backup's creation for a backup). */
  restoredTo: number;
}

export interface TableStatistics {
  itemCount: number;
  sizeBytes: number;
  /** Per index, by name: ItemCount and IndexSizeBytes are refreshed on the same schedule. */
  indexes: Map<string, { itemCount: number; sizeBytes: number }>;
  takenAt: number;
}

/** Readable and writable for data-plane calls: DynamoDB answers ResourceNotFoundException otherwise. */
export function isUsable(table: Table): boolean {
  return table.status === 'ACTIVE' || table.status === 'UPDATING';
}
