/**
 * Secondary indexes from their CreateTable / UpdateTable definitions, and back into the
 * LocalSecondaryIndexes / GlobalSecondaryIndexes blocks of a TableDescription.
 */
import { describeThroughput } from '../capacity/throughputDescription.ts';
import type { Engine } from '../engine.ts';
import type { KeyAttribute } from '../storage/primaryKey.ts';
import { type IndexKind, newIndexStore, type SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { AttributeDefinition, Table } from '../storage/table.ts';
import type { SecondaryIndexInput } from '../validation/requestTypes.ts';
import { byCodeUnits } from '../values/codeUnitOrder.ts';

export function buildIndex(
  tableArn: string,
  definitions: readonly AttributeDefinition[],
  input: SecondaryIndexInput,
  kind: IndexKind,
  provisioned: boolean,
): SecondaryIndex {
  const attribute = (name: string): KeyAttribute => ({
    name,
    type: definitions.find((d) => d.AttributeName === name)!.AttributeType,
  });
  const throughput = input.ProvisionedThroughput;
  const keySchema = {
    partition: input.KeySchema.filter((k) => k.KeyType === 'HASH').map((k) => attribute(k.AttributeName)),
    sort: input.KeySchema.filter((k) => k.KeyType === 'RANGE').map((k) => attribute(k.AttributeName)),
  };
  return {
    kind,
    name: input.IndexName,
    arn: `${tableArn}/index/${input.IndexName}`,
    keySchema,
    keySchemaElements: input.KeySchema.map((k) => ({ AttributeName: k.AttributeName, KeyType: k.KeyType })),
    projection: {
      type: input.Projection.ProjectionType ?? 'KEYS_ONLY',
      nonKeyAttributes: input.Projection.NonKeyAttributes ?? [],
    },
    status: 'CREATING',
    provisioned:
      kind === 'global'
        ? {
            readCapacityUnits: provisioned ? (throughput?.ReadCapacityUnits ?? 0) : 0,
            writeCapacityUnits: provisioned ? (throughput?.WriteCapacityUnits ?? 0) : 0,
            decreasesToday: 0,
          }
        : undefined,
    entries: newIndexStore(keySchema),
  };
}

export function describeIndexes(engine: Engine, table: Table) {
  const local = table.indexes.filter((index) => index.kind === 'local');
  const global = table.indexes.filter((index) => index.kind === 'global');
  return {
    LocalSecondaryIndexes: local.length
      ? local.map((index) => describeIndex(engine, table, index))
      : undefined,
    GlobalSecondaryIndexes: global.length
      ? global.map((index) => describeIndex(engine, table, index))
      : undefined,
  };
}

function describeIndex(engine: Engine, table: Table, index: SecondaryIndex) {
  // NonKeyAttributes sorted by name, as DynamoDB describes them (ack-api-quirks dynamodb DDB-TABLE-125).
  const projection =
    index.projection.type === 'INCLUDE'
      ? {
          ProjectionType: 'INCLUDE',
          NonKeyAttributes: [...index.projection.nonKeyAttributes].sort(byCodeUnits),
        }
      : { ProjectionType: index.projection.type };
  // Members in the service model's order, as the AWS CLI prints them.
  const head = { IndexName: index.name, KeySchema: index.keySchemaElements, Projection: projection };
  const statistics = {
    IndexSizeBytes: table.statistics.indexes.get(index.name)?.sizeBytes ?? 0,
    ItemCount: table.statistics.indexes.get(index.name)?.itemCount ?? 0,
    IndexArn: index.arn,
  };
  if (index.kind === 'local') return { ...head, ...statistics };
  const capacity = describeThroughput(engine, table, index);
  return {
    ...head,
    IndexStatus: index.status,
    Backfilling: index.status === 'CREATING' ? index.backfilling : undefined,
    ProvisionedThroughput: capacity.ProvisionedThroughput,
    ...statistics,
    OnDemandThroughput: capacity.OnDemandThroughput,
    WarmThroughput: capacity.WarmThroughput,
  };
}
