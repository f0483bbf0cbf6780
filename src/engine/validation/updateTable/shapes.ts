/**
 * UpdateTable's request shape. Member orders follow the violations DynamoDB lists (architect/dynalite's
 * updateTable tests), then the API model.
 */
import { indexName } from '../commonShapes.ts';
import {
  attributeDefinition,
  globalIndexKeySchema,
  onDemandThroughput,
  projection,
  provisionedThroughput,
  sseSpecification,
  streamSpecification,
  vectorIndexFields,
  warmThroughput,
} from '../createTable/shapes.ts';
import { boolean, list, long, string, structure } from '../shape/shapes.ts';
import { tableNameParameter } from '../tableNameParameter.ts';

const indexUpdate = structure('GlobalSecondaryIndexUpdate', {
  Update: structure('UpdateGlobalSecondaryIndexAction', {
    IndexName: indexName(true),
    ProvisionedThroughput: provisionedThroughput,
    OnDemandThroughput: onDemandThroughput,
    WarmThroughput: warmThroughput,
  }),
  Create: structure('CreateGlobalSecondaryIndexAction', {
    Projection: projection,
    IndexName: indexName(true),
    ProvisionedThroughput: provisionedThroughput,
    KeySchema: globalIndexKeySchema,
    OnDemandThroughput: onDemandThroughput,
    WarmThroughput: warmThroughput,
  }),
  Delete: structure('DeleteGlobalSecondaryIndexAction', { IndexName: indexName(true) }),
});

const readOverride = structure('ProvisionedThroughputOverride', { ReadCapacityUnits: long({ min: 1 }) });
const onDemandReadOverride = structure('OnDemandThroughputOverride', { MaxReadRequestUnits: long() });
const tableClass = string({ enum: ['STANDARD', 'STANDARD_INFREQUENT_ACCESS'] });
const replicaIndexes = list(
  structure('ReplicaGlobalSecondaryIndex', {
    IndexName: indexName(true),
    ProvisionedThroughputOverride: readOverride,
    OnDemandThroughputOverride: onDemandReadOverride,
  }),
  { min: 1 },
);
const replicaSettings = (name: string) =>
  structure(name, {
    RegionName: string({ required: true }),
    KMSMasterKeyId: string(),
    ProvisionedThroughputOverride: readOverride,
    OnDemandThroughputOverride: onDemandReadOverride,
    GlobalSecondaryIndexes: replicaIndexes,
    TableClassOverride: tableClass,
  });

const replicationGroupUpdate = structure('ReplicationGroupUpdate', {
  Create: replicaSettings('CreateReplicationGroupMemberAction'),
  Update: replicaSettings('UpdateReplicationGroupMemberAction'),
  Delete: structure('DeleteReplicationGroupMemberAction', { RegionName: string({ required: true }) }),
  // API_DisassociateReplicationGroupMemberAction.html (globalTables/replicaDisassociation.ts).
  Disassociate: structure('DisassociateReplicationGroupMemberAction', {
    RegionName: string({ required: true }),
    DisassociationMode: string({ required: true, enum: ['WAIT_FOR_REPLICATION'] }),
  }),
});

export const updateTableInput = structure('UpdateTableInput', {
  AttributeDefinitions: list(attributeDefinition),
  TableName: tableNameParameter,
  BillingMode: string({ enum: ['PROVISIONED', 'PAY_PER_REQUEST'] }),
  ProvisionedThroughput: provisionedThroughput,
  GlobalSecondaryIndexUpdates: list(indexUpdate),
  StreamSpecification: streamSpecification,
  SSESpecification: sseSpecification,
  TableClass: string(),
  DeletionProtectionEnabled: boolean(),
  OnDemandThroughput: onDemandThroughput,
  WarmThroughput: warmThroughput,
  ReplicaUpdates: list(replicationGroupUpdate, { min: 1 }),
  MultiRegionConsistency: string({ enum: ['EVENTUAL', 'STRONG'] }),
  GlobalTableSettingsReplicationMode: string({ enum: ['ENABLED', 'DISABLED', 'ENABLED_WITH_OVERRIDES'] }),
  DisassociationProtectionEnabled: boolean(),
  GlobalTableWitnessUpdates: list(
    structure('GlobalTableWitnessGroupUpdate', {
      Create: structure('CreateGlobalTableWitnessGroupMemberAction', {
        RegionName: string({ required: true }),
      }),
      Delete: structure('DeleteGlobalTableWitnessGroupMemberAction', {
        RegionName: string({ required: true }),
      }),
    }),
    { min: 1, max: 1 },
  ),
  VectorIndexUpdates: list(
    structure('VectorIndexUpdate', {
      Create: structure('CreateVectorIndexAction', vectorIndexFields),
      Delete: structure('DeleteVectorIndexAction', { IndexName: indexName(true) }),
    }),
  ),
});
