/**
 * The table a restore makes (RestoreTableFromBackup, RestoreTableToPointInTime): a new table — new
 * id, new ARN, empty history — with the source's key schema, indexes, billing mode and throughput
 * unless overridden, holding the given items. As DynamoDB documents (and as a 2026 probe of the
 * service recorded), tags, stream settings, Time to Live, point-in-time recovery, deletion
 * protection and the table class are not copied: set them on the new table. The caller describes it
 * (CREATING, RestoreInProgress true) and then starts the engine's table status delay (a real restore
 * takes minutes to hours), after which it is ACTIVE.
 */
import { initializeThroughput } from '../capacity/throughputUpdates.ts';
import type { Engine } from '../engine.ts';
import { checkRoomForTable, newTable } from '../operations/createTable.ts';
import { commitLoadedItem } from '../storage/commitWrite.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import { keyOfItem } from '../storage/primaryKey.ts';
import type { RestoreSource, Table } from '../storage/table.ts';
import { validateCreateTable } from '../validation/createTable.ts';
import type { RestoreOverrides } from '../validation/backups.ts';
import { checkRestoreOverrides } from './restoreOverrides.ts';

type Definition = Record<string, unknown> & {
  KeySchema: { AttributeName: string }[];
  AttributeDefinitions: { AttributeName: string }[];
  LocalSecondaryIndexes?: { KeySchema: { AttributeName: string }[] }[];
  GlobalSecondaryIndexes?: { KeySchema: { AttributeName: string }[]; ProvisionedThroughput?: unknown }[];
  VectorIndexes?: { SearchSchema?: { AttributeName: string }[] }[];
};

export function createTableCopy(
  engine: Engine,
  targetName: string,
  source: Record<string, unknown>,
  overrides: RestoreOverrides,
  items: readonly StoredItem[],
  from: RestoreSource,
): Table {
  checkRestoreOverrides(source as Definition, overrides);
  const request = validateCreateTable(copyRequest(targetName, source as Definition, overrides));
  checkRoomForTable(engine, request);
  const table = newTable(engine, request);
  table.restoredFrom = from;
  for (const item of items) commitLoadedItem(table, keyOfItem(table.keySchema, item.attributes), item);
  engine.tables.set(table.name, table);
  initializeThroughput(engine, table, request, request.GlobalSecondaryIndexes);
  return table;
}

/** The CreateTable request of the copy: the source's definition with the overrides applied. */
function copyRequest(
  targetName: string,
  source: Definition,
  overrides: RestoreOverrides,
): Record<string, unknown> {
  const billingMode =
    overrides.BillingModeOverride ?? (source.BillingMode as string | undefined) ?? 'PROVISIONED';
  const provisioned = billingMode === 'PROVISIONED';
  const globals = (overrides.GlobalSecondaryIndexOverride ?? source.GlobalSecondaryIndexes)?.map(
    (index: object) => {
      const { ProvisionedThroughput, OnDemandThroughput, ...rest } = index as {
        ProvisionedThroughput?: unknown;
        OnDemandThroughput?: unknown;
      };
      return provisioned ? { ...rest, ProvisionedThroughput } : { ...rest, OnDemandThroughput };
    },
  );
  const locals = overrides.LocalSecondaryIndexOverride ?? source.LocalSecondaryIndexes;
  const vectors = overrides.VectorIndexOverride ?? source.VectorIndexes;
  // Only the attributes some key uses may be defined (CreateTable refuses the others).
  const used = new Set(source.KeySchema.map((element) => element.AttributeName));
  for (const index of [...(globals ?? []), ...(locals ?? [])]) {
    for (const element of (index as { KeySchema?: { AttributeName: string }[] }).KeySchema ?? []) {
      used.add(element.AttributeName);
    }
  }
  for (const index of vectors ?? [])
    for (const element of index.SearchSchema ?? []) used.add(element.AttributeName);
  return {
    TableName: targetName,
    KeySchema: source.KeySchema,
    AttributeDefinitions: source.AttributeDefinitions.filter((definition) =>
      used.has(definition.AttributeName),
    ),
    BillingMode: billingMode,
    ProvisionedThroughput: provisioned
      ? (overrides.ProvisionedThroughputOverride ?? source.ProvisionedThroughput)
      : undefined,
    LocalSecondaryIndexes: locals && locals.length > 0 ? locals : undefined,
    GlobalSecondaryIndexes: globals && globals.length > 0 ? globals : undefined,
    VectorIndexes: vectors && vectors.length > 0 ? vectors : undefined,
    OnDemandThroughput: provisioned
      ? undefined
      : (overrides.OnDemandThroughputOverride ?? source.OnDemandThroughput),
    // The copy keeps the source's encryption unless the restore names other settings.
    SSESpecification: overrides.SSESpecificationOverride ?? source.SSESpecification,
  };
}
