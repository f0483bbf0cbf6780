/**
 * DynamoDB's JSON wire shapes as the app reads them from replies (not the SDK's types: on the wire,
 * B is base64 text and timestamps are epoch seconds). Only the members the app uses.
 */

/** Which reply members are timestamps: the engine writes them, the console's CLI prints them as dates. */
export { TIMESTAMP_MEMBERS } from '../engine/timestampMembers.ts';

export type AttributeValue =
  | { S: string }
  | { N: string }
  | { B: string }
  | { BOOL: boolean }
  | { NULL: true }
  | { SS: string[] }
  | { NS: string[] }
  | { BS: string[] }
  | { L: AttributeValue[] }
  | { M: Record<string, AttributeValue> };

export type AttributeType = 'S' | 'N' | 'B' | 'BOOL' | 'NULL' | 'SS' | 'NS' | 'BS' | 'L' | 'M';

export type Item = Record<string, AttributeValue>;

export interface KeySchemaElement {
  AttributeName: string;
  KeyType: 'HASH' | 'RANGE';
}

export interface IndexDescription {
  IndexName: string;
  KeySchema: KeySchemaElement[];
  Projection?: { ProjectionType?: string; NonKeyAttributes?: string[] };
  IndexStatus?: string;
  ItemCount?: number;
  /** Global indexes of a provisioned table. */
  ProvisionedThroughput?: { ReadCapacityUnits?: number; WriteCapacityUnits?: number };
  OnDemandThroughput?: OnDemandThroughput;
}

/** A vector index (DescribeTable's VectorIndexes): nearest-neighbour search over one list-of-numbers attribute. */
export interface VectorIndexDescription {
  IndexName: string;
  VectorAttribute: { AttributeName: string };
  Dimensions: number;
  DistanceFunction: 'COSINE' | 'EUCLIDEAN' | 'DOT_PRODUCT';
  /** The attributes a search can filter on by equality: at most one HASH, and INLINE_FILTERs. */
  SearchSchema?: { AttributeName: string; SearchSchemaElementType: 'HASH' | 'INLINE_FILTER' }[];
  Projection?: { ProjectionType?: string; NonKeyAttributes?: string[] };
  IndexStatus?: string;
  /** While CREATING: false while resources are allocated, true while existing items are indexed. */
  Backfilling?: boolean;
  IndexSizeBytes?: number;
  ItemCount?: number;
  IndexArn?: string;
}

/** An on-demand table's or index's request-unit maximums; -1 (or absent) for none. */
export interface OnDemandThroughput {
  MaxReadRequestUnits?: number;
  MaxWriteRequestUnits?: number;
}

export interface TableDescription {
  TableName: string;
  TableStatus: string;
  KeySchema: KeySchemaElement[];
  AttributeDefinitions: { AttributeName: string; AttributeType: 'S' | 'N' | 'B' }[];
  CreationDateTime?: number;
  ItemCount?: number;
  TableSizeBytes?: number;
  TableArn?: string;
  BillingModeSummary?: { BillingMode?: string };
  ProvisionedThroughput?: { ReadCapacityUnits?: number; WriteCapacityUnits?: number };
  OnDemandThroughput?: OnDemandThroughput;
  GlobalSecondaryIndexes?: IndexDescription[];
  LocalSecondaryIndexes?: IndexDescription[];
  VectorIndexes?: VectorIndexDescription[];
  StreamSpecification?: { StreamEnabled?: boolean; StreamViewType?: string };
  LatestStreamLabel?: string;
  LatestStreamArn?: string;
  TableClassSummary?: { TableClass?: string };
  DeletionProtectionEnabled?: boolean;
  /** A global table's version ("2019.11.21"), and its replicas in the other Regions. */
  GlobalTableVersion?: string;
  Replicas?: { RegionName: string; ReplicaStatus: string }[];
  /** An MRSC global table's witness Region (at most one), and its mode: only ever `STRONG`. */
  GlobalTableWitnesses?: { RegionName: string; WitnessStatus: string }[];
  MultiRegionConsistency?: 'STRONG';
  /** While a restored table is CREATING. */
  RestoreSummary?: {
    SourceBackupArn?: string;
    SourceTableArn?: string;
    RestoreDateTime: number;
    RestoreInProgress: boolean;
  };
}

/** DescribeContinuousBackups' ContinuousBackupsDescription. */
export interface ContinuousBackupsDescription {
  ContinuousBackupsStatus: 'ENABLED' | 'DISABLED';
  PointInTimeRecoveryDescription?: {
    PointInTimeRecoveryStatus: 'ENABLED' | 'DISABLED';
    RecoveryPeriodInDays?: number;
    EarliestRestorableDateTime?: number;
    LatestRestorableDateTime?: number;
  };
}

/** One of DescribeKinesisStreamingDestination's KinesisDataStreamDestinations. */
export interface KinesisDataStreamDestination {
  StreamArn: string;
  DestinationStatus: 'ENABLING' | 'ACTIVE' | 'DISABLING' | 'DISABLED' | 'ENABLE_FAILED' | 'UPDATING';
  /** Why enabling failed (ENABLE_FAILED). */
  DestinationStatusDescription?: string;
  /** Absent until Enable or Update set it: DynamoDB then uses MILLISECOND. */
  ApproximateCreationDateTimePrecision?: 'MILLISECOND' | 'MICROSECOND';
}

/** DescribeTimeToLive's TimeToLiveDescription. */
export interface TimeToLiveDescription {
  TimeToLiveStatus: 'ENABLING' | 'ENABLED' | 'DISABLING' | 'DISABLED';
  AttributeName?: string;
}

export interface ConsumedCapacity {
  TableName?: string;
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
  Table?: { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number };
  GlobalSecondaryIndexes?: Record<
    string,
    { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number }
  >;
  LocalSecondaryIndexes?: Record<
    string,
    { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number }
  >;
  /** A write to a table with vector indexes, under INDEXES: the bytes each changed index was sent. */
  VectorIndexes?: Record<string, { VectorWriteRequestBytes?: number }>;
  /** A SearchVectors reply's only member: what the search is billed by, instead of read units. */
  VectorSearchRequestBytes?: number;
}

/** One SearchVectors result: the item as the index holds it, and its distance (or similarity) score. */
export interface SearchResult {
  Item?: Item;
  Score?: number;
}

/** The type tag of an attribute value (`{ "S": "x" }` → `S`), or undefined for malformed values. */
export function typeOf(value: AttributeValue): AttributeType | undefined {
  const keys = Object.keys(value);
  return keys.length === 1 ? (keys[0] as AttributeType) : undefined;
}
