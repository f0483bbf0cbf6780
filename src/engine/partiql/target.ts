/**
 * What a statement's FROM (or INTO, or UPDATE) names: a table, or with `"table"."index"` one of its
 * secondary indexes, and the key attributes that decide how it is read.
 */
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import type { SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { Table } from '../storage/table.ts';
import type { ScalarKeyType } from '../values/types.ts';
import type { Source } from './ast.ts';
import { statementError } from './errors.ts';

export interface Target {
  table: Table;
  index?: SecondaryIndex;
  /** The partition and sort key names of what is read (the index's for an index). */
  partition: string;
  sort?: string;
  /** The key types (keyTypes.ts checks the WHERE's key values against them). */
  partitionType?: ScalarKeyType;
  sortType?: ScalarKeyType;
}

const TABLE_NAME = /^[a-zA-Z0-9_.-]{3,255}$/;

export const MULTI_ATTRIBUTE_INDEX =
  'PartiQL statements cannot be executed on tables with multi-attribute HASH keys or multi-attribute RANGE keys.';

export function resolveTarget(engine: Engine, source: Source): Target {
  for (const name of [source.table, source.index]) {
    if (name !== undefined && !name.startsWith('arn:') && !TABLE_NAME.test(name)) {
      throw statementError(
        "Table name should be within the length [3, 255] and only contain 'a-z', 'A-Z', '0-9', '-', '_', '.'.",
        source.span,
      );
    }
  }
  const table = engine.usableTable(source.table);
  if (source.index === undefined) {
    const { partition, sort } = table.keySchema;
    return {
      table,
      partition: partition.name,
      partitionType: partition.type,
      sort: sort?.name,
      sortType: sort?.type,
    };
  }
  const index = table.indexes.find((candidate) => candidate.name === source.index);
  // Unlike Query's answer, PartiQL's names no index (nubo-db/dynamodb-conformance
  // tests/tier3/error-messages/partiqlIndexQualifier.test.ts).
  if (!index) {
    // Read as a Scan, so refused as one (nubo-db/dynamodb-conformance, against DynamoDB, 2026).
    if (table.vectorIndexes?.some((candidate) => candidate.name === source.index)) {
      throw validation('Scan operation not supported on this index type');
    }
    throw validation('The table does not have the specified index');
  }
  const { partition, sort } = index.keySchema;
  if (partition.length > 1 || sort.length > 1) throw validation(MULTI_ATTRIBUTE_INDEX);
  return {
    table,
    index,
    partition: partition[0].name,
    partitionType: partition[0].type,
    sort: sort[0]?.name,
    sortType: sort[0]?.type,
  };
}

/**
 * Refuses a statement on an existing index with a multi-attribute key. BatchExecuteStatement does
 * so before it asks a SELECT for the table's primary key (paritysuite/dynamodb-conformance
 * tests/tier3/error-messages/partiqlMultiAttributeIndex.test.ts, 2026-10-09).
 */
export function refuseMultiAttributeIndex(engine: Engine, source: Source): void {
  if (source.index === undefined) return;
  const index = engine.findTable(source.table)?.indexes.find((candidate) => candidate.name === source.index);
  if (index && (index.keySchema.partition.length > 1 || index.keySchema.sort.length > 1))
    throw validation(MULTI_ATTRIBUTE_INDEX);
}

/** The table's own key attribute names, partition first. */
export function tableKeyNames(table: Table): string[] {
  const { partition, sort } = table.keySchema;
  return sort ? [partition.name, sort.name] : [partition.name];
}
