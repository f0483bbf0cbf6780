/**
 * Vector indexes from their CreateTable / UpdateTable definitions, back into DescribeTable's
 * VectorIndexes block and into the CreateTable request a saved or backed-up table is made from.
 * DescribeTable's members follow the service model's order (VectorIndexDescription); an index made
 * with its table never shows Backfilling (nubo-db/dynamodb-conformance tests/tier2/vectorSearch,
 * run against DynamoDB in August 2026).
 */
import type { AttributeDefinition, Table } from '../storage/table.ts';
import type { VectorIndexInput } from '../validation/requestTypes.ts';
import type { SearchSchemaAttribute, VectorIndex } from './vectorIndex.ts';

export function buildVectorIndex(
  tableArn: string,
  definitions: readonly AttributeDefinition[],
  input: VectorIndexInput,
): VectorIndex {
  const searchSchema: SearchSchemaAttribute[] = (input.SearchSchema ?? []).map((element) => ({
    name: element.AttributeName,
    type: definitions.find((d) => d.AttributeName === element.AttributeName)!.AttributeType,
    role: element.SearchSchemaElementType,
  }));
  return {
    name: input.IndexName,
    arn: `${tableArn}/index/${input.IndexName}`,
    vectorAttribute: input.VectorAttribute.AttributeName,
    // A fractional Dimensions is accepted and truncated (nubo-db/dynoxide, captured 2026-08-12).
    dimensions: Math.trunc(input.Dimensions),
    distance: input.DistanceFunction,
    searchSchema,
    projection: {
      type: input.Projection.ProjectionType ?? 'KEYS_ONLY',
      nonKeyAttributes: input.Projection.NonKeyAttributes ?? [],
    },
    status: 'CREATING',
    entries: new Map(),
    entryOf: new WeakMap(),
  };
}

/** The index as its definition: for DescribeTable and for the request that makes the table again. */
export function vectorIndexDefinition(index: VectorIndex): VectorIndexInput {
  const { type, nonKeyAttributes } = index.projection;
  return {
    IndexName: index.name,
    VectorAttribute: { AttributeName: index.vectorAttribute },
    SearchSchema:
      index.searchSchema.length > 0
        ? index.searchSchema.map((a) => ({ AttributeName: a.name, SearchSchemaElementType: a.role }))
        : undefined,
    Projection:
      type === 'INCLUDE'
        ? { ProjectionType: type, NonKeyAttributes: [...nonKeyAttributes] }
        : { ProjectionType: type },
    Dimensions: index.dimensions,
    DistanceFunction: index.distance,
  };
}

export function describeVectorIndexes(table: Table) {
  const indexes = table.vectorIndexes;
  if (!indexes?.length) return undefined;
  return indexes.map((index) => {
    const { IndexName, SearchSchema, Projection, VectorAttribute, Dimensions, DistanceFunction } =
      vectorIndexDefinition(index);
    const statistics = table.statistics.indexes.get(index.name);
    return {
      IndexName,
      SearchSchema,
      Projection,
      VectorAttribute,
      Dimensions,
      DistanceFunction,
      IndexStatus: index.status,
      Backfilling: index.backfilling,
      IndexSizeBytes: statistics?.sizeBytes ?? 0,
      ItemCount: statistics?.itemCount ?? 0,
      IndexArn: index.arn,
    };
  });
}

/** What the six-hourly statistics record for a vector index. */
export function vectorIndexStatistics(index: VectorIndex): { itemCount: number; sizeBytes: number } {
  let sizeBytes = 0;
  for (const entry of index.entries.values()) sizeBytes += entry.size;
  return { itemCount: index.entries.size, sizeBytes };
}

/** The attributes vector indexes need defined: their search schemas'. */
export function searchSchemaNames(table: Table): string[] {
  return (table.vectorIndexes ?? []).flatMap((index) => index.searchSchema.map((a) => a.name));
}
