/**
 * The wire TableDescription (DescribeTable, CreateTable, DeleteTable …) built from a Table.
 * Times are epoch seconds with fractions, as DynamoDB's JSON protocol sends them.
 */
import { describeThroughput } from '../capacity/throughputDescription.ts';
import type { Engine } from '../engine.ts';
import type { Table } from '../storage/table.ts';
import { describeStreamFields } from '../streams/streamSpecification.ts';
import { describeIndexes } from './indexDefinitions.ts';
import { describeVectorIndexes, vectorIndexStatistics } from '../vectors/vectorDefinitions.ts';
import { describeEncryption } from './serverSideEncryption.ts';
import { byCodeUnits } from '../values/codeUnitOrder.ts';
import { describeGlobalTableFields } from '../globalTables/replicationGroup.ts';
import { shownDisassociationProtection } from '../globalTables/disassociationProtection.ts';

export const toEpochSeconds = (milliseconds: number) => milliseconds / 1000;

export function describeTable(engine: Engine, table: Table): Record<string, unknown> {
  refreshStatistics(engine, table);
  const capacity = describeThroughput(engine, table);
  const billing = billingModeSummary(table);
  return {
    // Sorted by name, as DynamoDB describes them (ack-api-quirks dynamodb DDB-TABLE-042, 125, 151).
    AttributeDefinitions: [...table.attributeDefinitions].sort((a, b) =>
      byCodeUnits(a.AttributeName, b.AttributeName),
    ),
    TableName: table.name,
    KeySchema: table.keySchemaElements,
    TableStatus: table.status,
    CreationDateTime: toEpochSeconds(table.createdAt),
    ProvisionedThroughput: capacity.ProvisionedThroughput,
    TableSizeBytes: table.statistics.sizeBytes,
    ItemCount: table.statistics.itemCount,
    TableArn: table.arn,
    TableId: table.id,
    BillingModeSummary: billing,
    ...describeIndexes(engine, table),
    ...describeStreamFields(table),
    ...describeGlobalTableFields(engine, table),
    // Members in the service model's order, which botocore keeps and the AWS CLI prints in.
    RestoreSummary: restoreSummary(table),
    SSEDescription: describeEncryption(table),
    TableClassSummary: table.tableClass && {
      TableClass: table.tableClass,
      LastUpdateDateTime:
        table.tableClassUpdatedAt === undefined ? undefined : toEpochSeconds(table.tableClassUpdatedAt),
    },
    DeletionProtectionEnabled: table.deletionProtection,
    DisassociationProtectionEnabled: shownDisassociationProtection(engine, table),
    OnDemandThroughput: capacity.OnDemandThroughput,
    WarmThroughput: capacity.WarmThroughput,
    TableThroughputModeSummary: billing && {
      TableThroughputMode: billing.BillingMode,
      LastUpdateToPayPerRequestDateTime: billing.LastUpdateToPayPerRequestDateTime,
    },
    VectorIndexes: describeVectorIndexes(table),
  };
}

/**
 * TableThroughputModeSummary is a member DynamoDB sends but its service model does not name, so the
 * SDKs drop it: the twin of BillingModeSummary, present exactly when it is and with the same figures
 * (raw JSON measured against DynamoDB by ExtendDB in 2026; dynalite's recordings; the AWS SDK for
 * Java's migration guide shows it in a DescribeTable reply).
 */
const SUMMARIES = ['BillingModeSummary', 'TableThroughputModeSummary'] as const;

/**
 * A reply that has just set PAY_PER_REQUEST (CreateTable, UpdateTable's switch) names the billing
 * mode without the time of the switch; DescribeTable adds it (ack-api-quirks dynamodb DDB-TABLE-033,
 * 060, probes against AWS in 2026; dynalite's CreateTable recording).
 */
export function withoutSwitchTime(description: Record<string, unknown>): Record<string, unknown> {
  const result = { ...description };
  for (const name of SUMMARIES) {
    const summary = result[name] as Record<string, unknown> | undefined;
    if (summary) result[name] = { ...summary, LastUpdateToPayPerRequestDateTime: undefined };
  }
  return result;
}

/**
 * Where a restored table comes from, while the restore is in progress: from its first ACTIVE
 * DescribeTable on, DynamoDB leaves RestoreSummary out (ack-api-quirks dynamodb DDB-TABLE-216, 181
 * polls against AWS in 2026, after later UpdateTable calls too).
 */
function restoreSummary(table: Table): Record<string, unknown> | undefined {
  const from = table.restoredFrom;
  if (!from || table.status !== 'CREATING') return undefined;
  return {
    SourceBackupArn: from.sourceBackupArn,
    SourceTableArn: from.sourceTableArn,
    RestoreDateTime: toEpochSeconds(from.restoredTo),
    RestoreInProgress: true,
  };
}

/**
 * DynamoDB leaves BillingModeSummary out for a table that has always been PROVISIONED (clients
 * default it to PROVISIONED); once PAY_PER_REQUEST has been set, the summary says when.
 */
function billingModeSummary(table: Table): Record<string, unknown> | undefined {
  const payPerRequest = table.billingMode === 'PAY_PER_REQUEST';
  if (!payPerRequest && table.lastSwitchToPayPerRequest === undefined) return undefined;
  // A first switch to PAY_PER_REQUEST has no time until it lands (updateTable.ts).
  const switching = table.status === 'UPDATING' && table.updatingFor === 'iops';
  const at = table.lastSwitchToPayPerRequest ?? (switching ? undefined : table.createdAt);
  return {
    BillingMode: table.billingMode,
    LastUpdateToPayPerRequestDateTime: at === undefined ? undefined : toEpochSeconds(at),
  };
}

/**
 * DynamoDB updates ItemCount and TableSizeBytes about every six hours, so a fresh write does not
 * show up in DescribeTable at once. The snapshot is refreshed lazily when it is read and stale.
 */
function refreshStatistics(engine: Engine, table: Table): void {
  const now = engine.now();
  if (now - table.statistics.takenAt < engine.statisticsRefreshMs) return;
  const indexes = new Map(
    table.indexes.map((index) => [
      index.name,
      { itemCount: index.entries.itemCount, sizeBytes: index.entries.sizeBytes },
    ]),
  );
  for (const index of table.vectorIndexes ?? []) indexes.set(index.name, vectorIndexStatistics(index));
  table.statistics = {
    itemCount: table.items.itemCount,
    sizeBytes: table.items.sizeBytes,
    indexes,
    takenAt: now,
  };
}
