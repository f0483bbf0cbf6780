/**
 * A filtered export (FilterSpecification; S3DataExport.Filtered.html): only the items, and the
 * attributes, its expressions select.
 *
 * - KeyConditionExpression follows Query's rules (one partition key value by equality, an optional
 *   sort key condition, key attributes only) and is checked with Query's code and messages. It is
 *   the part that narrows what DynamoDB reads, so the export's billed size counts only the items it
 *   selects.
 * - FilterExpression uses Query and Scan's grammar; it may name key attributes only when there is
 *   no key condition. It is applied after reading: it changes what is written, not what is billed.
 * - ProjectionExpression picks the attributes written, as in a Query: key attributes it leaves out
 *   are left out (AWS says "the same rules"; it does not say whether keys are added).
 *
 * AWS records no messages of its own for filtered exports, so every refusal is the one Query gives
 * for the same mistake — unused names or values included. An incremental export judges each changed
 * item by its latest image (the old one for a deleted item) and projects both images; its `Keys`
 * stay whole, since a record without them could not be applied. Those two choices are the sandbox's.
 */
import { conditionPaths } from '../expressions/names.ts';
import { evaluateCondition, project } from '../expressions/index.ts';
import { rejectNestedKeyPaths } from '../operations/nestedKeyPaths.ts';
import { rejectKeyAttributesInFilter } from '../operations/query.ts';
import { queryKeyRange } from '../operations/queryKeyRange.ts';
import { inSortRange } from '../operations/sortKeyRange.ts';
import type { EncodedKey } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';
import { checkParameterMix, resolveExpressions } from '../validation/expressionParameters.ts';
import type { FilterSpecification } from '../validation/transfers.ts';
import type { AttributeMap } from '../values/types.ts';

export interface ExportFilter {
  /** Whether the item with this key is read at all: the key condition's part. */
  reads(key: EncodedKey): boolean;
  /** Whether an item read is written: the filter expression's part. */
  keeps(attributes: AttributeMap): boolean;
  /** The attributes written for it: the projection's part. */
  shape(attributes: AttributeMap): AttributeMap;
}

const EVERYTHING: ExportFilter = {
  reads: () => true,
  keeps: () => true,
  shape: (attributes) => attributes,
};

/** Checks `specification` against `table`'s keys as a Query would, and compiles it. */
export function compileExportFilter(
  table: Table,
  specification: FilterSpecification | undefined,
): ExportFilter {
  if (specification === undefined) return EVERYTHING;
  const expressionNames = ['ProjectionExpression', 'FilterExpression', 'KeyConditionExpression'] as const;
  checkParameterMix(specification, expressionNames, []);
  const { keyCondition, filter, projection } = resolveExpressions(specification, {
    ProjectionExpression: specification.ProjectionExpression,
    FilterExpression: specification.FilterExpression,
    KeyConditionExpression: specification.KeyConditionExpression,
  });
  const keyRange = keyCondition && queryKeyRange({ table }, keyCondition, 'expression');
  const filterPaths = filter ? conditionPaths(filter) : [];
  if (keyRange) {
    rejectKeyAttributesInFilter(
      filterPaths.map((path) => path[0] as string),
      keyRange.keyNames,
      'Filter Expression',
    );
  }
  rejectNestedKeyPaths(table, filterPaths);
  if (projection) rejectNestedKeyPaths(table, projection);
  return {
    reads: keyRange
      ? (key) => key.pk === keyRange.pk && inSortRange(key.sk, keyRange.range)
      : EVERYTHING.reads,
    keeps: filter ? (attributes) => evaluateCondition(filter, attributes) : EVERYTHING.keeps,
    shape: projection ? (attributes) => project(attributes, projection) : EVERYTHING.shape,
  };
}
