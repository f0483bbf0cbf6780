/** Validated UpdateTable, UpdateTimeToLive and DescribeTimeToLive requests (see requestTypes.ts). */
import type {
  AttributeDefinitionInput,
  OnDemandThroughputInput,
  ProvisionedThroughputInput,
  SecondaryIndexInput,
  SseSpecificationInput,
  StreamSpecificationInput,
  VectorIndexInput,
  WarmThroughputInput,
} from './requestTypes.ts';

/** A new global secondary index has the same members as one given to CreateTable. */
export type CreateGlobalSecondaryIndexAction = SecondaryIndexInput;

export interface UpdateGlobalSecondaryIndexAction {
  IndexName: string;
  ProvisionedThroughput?: ProvisionedThroughputInput;
  OnDemandThroughput?: OnDemandThroughputInput;
  WarmThroughput?: WarmThroughputInput;
}

/** Exactly one action is set. */
export interface GlobalSecondaryIndexUpdate {
  Update?: UpdateGlobalSecondaryIndexAction;
  Create?: CreateGlobalSecondaryIndexAction;
  Delete?: { IndexName: string };
}

export interface UpdateTableRequest {
  /** A table name or a table ARN. */
  TableName: string;
  AttributeDefinitions?: AttributeDefinitionInput[];
  BillingMode?: 'PROVISIONED' | 'PAY_PER_REQUEST';
  ProvisionedThroughput?: ProvisionedThroughputInput;
  GlobalSecondaryIndexUpdates?: GlobalSecondaryIndexUpdate[];
  StreamSpecification?: StreamSpecificationInput;
  SSESpecification?: SseSpecificationInput;
  TableClass?: 'STANDARD' | 'STANDARD_INFREQUENT_ACCESS';
  DeletionProtectionEnabled?: boolean;
  OnDemandThroughput?: OnDemandThroughputInput;
  WarmThroughput?: WarmThroughputInput;
  /**
   * Global tables (globalTables/replicaUpdates.ts): at most one replica added or removed per call,
   * except in creating or taking apart a strongly consistent one (globalTables/strongGroups.ts).
   */
  ReplicaUpdates?: ReplicationGroupUpdate[];
  /** For a new global table only: STRONG makes it MRSC (globalTables/strongGroups.ts). */
  MultiRegionConsistency?: 'EVENTUAL' | 'STRONG';
  /** An MRSC table's witness: created with the table, deleted with its replicas. At most one. */
  GlobalTableWitnessUpdates?: { Create?: { RegionName: string }; Delete?: { RegionName: string } }[];
  /** Whether replicas take the table's settings; a caller may send only ENABLED or DISABLED. */
  GlobalTableSettingsReplicationMode?: 'ENABLED' | 'DISABLED' | 'ENABLED_WITH_OVERRIDES';
  /** Guards the local MREC replica against a Disassociate (globalTables/disassociationProtection.ts). */
  DisassociationProtectionEnabled?: boolean;
  /** Vector indexes (vectors/vectorIndexUpdates.ts): one created or deleted per call. */
  VectorIndexUpdates?: VectorIndexUpdate[];
}

export interface VectorIndexUpdate {
  Create?: VectorIndexInput;
  Delete?: { IndexName: string };
}

/** A replica's settings of its own (UpdateTable ReplicaUpdates Create and Update). */
export interface ReplicaSettingsInput {
  RegionName: string;
  KMSMasterKeyId?: string;
  ProvisionedThroughputOverride?: { ReadCapacityUnits?: number };
  OnDemandThroughputOverride?: { MaxReadRequestUnits?: number };
  GlobalSecondaryIndexes?: {
    IndexName: string;
    ProvisionedThroughputOverride?: { ReadCapacityUnits?: number };
    OnDemandThroughputOverride?: { MaxReadRequestUnits?: number };
  }[];
  TableClassOverride?: 'STANDARD' | 'STANDARD_INFREQUENT_ACCESS';
}

export interface ReplicationGroupUpdate {
  Create?: ReplicaSettingsInput;
  Update?: ReplicaSettingsInput;
  Delete?: { RegionName: string };
  /** The local replica leaves its global table (globalTables/replicaDisassociation.ts). */
  Disassociate?: { RegionName: string; DisassociationMode: 'WAIT_FOR_REPLICATION' };
}

export interface UpdateTimeToLiveRequest {
  TableName: string;
  TimeToLiveSpecification: { Enabled: boolean; AttributeName: string };
}

export interface DescribeTimeToLiveRequest {
  TableName: string;
}
