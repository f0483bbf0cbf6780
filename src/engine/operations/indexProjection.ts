/**
 * What a secondary index holds of an item, and two rules built on it, each naming every offending
 * top-level attribute once, in the order named:
 * - a read of a global index may ask only for that: a global index never reaches back to the table,
 *   so a ProjectionExpression, AttributesToGet or PartiQL SELECT list naming anything else is
 *   refused (every Region captured by nubo-db/dynamodb-conformance, captures/cross-region-latest.json,
 *   proj_gsi_*_nonprojected). A local index fetches what it lacks from the table instead
 *   (indexReads.ts);
 * - a keyed read of either kind of index — a Query, a PartiQL SELECT keyed on the index's partition
 *   key — may filter only on that, whatever it selects (nubo-db/dynamodb-conformance PartiQL
 *   captures, partiql/indexReach.ts; Alternator's test_lsi.py, run against DynamoDB, for Query).
 */
import { validation } from '../errors.ts';
import type { Projection } from '../expressions/index.ts';
import type { SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { Table } from '../storage/table.ts';

export interface IndexRead {
  table: Table;
  index?: SecondaryIndex;
}

export function checkGlobalIndexProjection(read: IndexRead, projection: Projection | undefined): void {
  if (!projection || read.index?.kind !== 'global') return;
  const missing = unprojected(
    read,
    projection.map((path) => path[0] as string),
  );
  if (missing) {
    throw validation(
      `One or more parameter values were invalid: Global secondary index ${read.index.name} does not project [${missing}]`,
    );
  }
}

export function checkIndexFilterNames(read: IndexRead, names: Iterable<string>): void {
  const missing = unprojected(read, names);
  if (missing) {
    throw validation(
      `One or more parameter values were invalid: Secondary index ${read.index!.name} does not project one or more filter attributes: [${missing}]`,
    );
  }
}

/** The names an index read's index does not project, once each in the order named, joined; or undefined. */
function unprojected(read: IndexRead, names: Iterable<string>): string | undefined {
  const index = read.index;
  if (!index || index.projection.type === 'ALL') return undefined;
  const projected = projectedAttributeNames(read.table, index);
  const missing = [...new Set(names)].filter((name) => !projected.has(name));
  return missing.length > 0 ? missing.join(', ') : undefined;
}

/** The top-level attributes an index's entries carry: both key schemas and the INCLUDE list. */
export function projectedAttributeNames(table: Table, index: SecondaryIndex): Set<string> {
  const { partition, sort } = table.keySchema;
  return new Set([
    partition.name,
    ...(sort ? [sort.name] : []),
    ...index.keySchema.partition.map((attribute) => attribute.name),
    ...index.keySchema.sort.map((attribute) => attribute.name),
    ...index.projection.nonKeyAttributes,
  ]);
}
