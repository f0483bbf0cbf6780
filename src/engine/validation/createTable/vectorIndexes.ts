/**
 * CreateTable's VectorIndexes (and UpdateTable's Create action, through checkVectorIndexDefinition):
 * on-demand tables only; the search schema's attributes declared in AttributeDefinitions and the
 * vector attribute not (it is a list, which no definition can type); at most one HASH and 18
 * INLINE_FILTER attributes, none twice; 1 to 4096 dimensions, the same for every index on one
 * vector attribute; at most 5 indexes. Messages as captured against DynamoDB in August 2026
 * (nubo-db/dynamodb-conformance tests/tier3/error-messages/vectorIndexes.test.ts, nubo-db/dynoxide,
 * ExtendDB/extenddb).
 */
import { invalidParameter } from '../../errors.ts';
import type { AttributeDefinitionInput, CreateTableRequest, VectorIndexInput } from '../requestTypes.ts';
import { checkProjection } from './indexes.ts';

export const MAX_VECTOR_INDEXES = 5;
export const MAX_DIMENSIONS = 4096;
export const MAX_INLINE_FILTERS = 18;

export const PAY_PER_REQUEST_ONLY = 'Vector indexes are only supported for PAY_PER_REQUEST tables';

/** Everything about the list that needs no other index: run before the definitions-used check. */
export function checkVectorIndexes(request: CreateTableRequest): void {
  const indexes = request.VectorIndexes;
  if (indexes === undefined) return;
  if (indexes.length === 0) invalid('List of VectorIndexes is empty');
  if (request.BillingMode !== 'PAY_PER_REQUEST') invalid(PAY_PER_REQUEST_ONLY);
  for (const index of indexes) checkVectorIndexDefinition(index, request.AttributeDefinitions);
  checkSameDimensions(indexes);
  if (indexes.length > MAX_VECTOR_INDEXES) {
    invalid(`VectorIndex count exceeds the per-table limit of ${MAX_VECTOR_INDEXES}`);
  }
}

/** One index against the attribute definitions it may use. */
export function checkVectorIndexDefinition(
  index: VectorIndexInput,
  definitions: readonly AttributeDefinitionInput[],
): void {
  const vector = index.VectorAttribute.AttributeName;
  if (definitions.some((definition) => definition.AttributeName === vector)) {
    invalid(
      `Conflicting attribute definition for '${vector}'. An attribute cannot be defined in AttributeDefinitions when used as a VectorAttribute.`,
    );
  }
  checkProjection(index.Projection);
  if (index.Dimensions > MAX_DIMENSIONS) {
    invalid(`Number of dimensions must be between 1 and ${MAX_DIMENSIONS} inclusive.`);
  }
  const schema = index.SearchSchema ?? [];
  const names = new Set<string>();
  for (const { AttributeName: name } of schema) {
    if (names.has(name)) invalid('SearchSchema contains a duplicate AttributeName');
    names.add(name);
  }
  const count = (role: string) => schema.filter((e) => e.SearchSchemaElementType === role).length;
  const hashes = count('HASH');
  if (hashes > 1) {
    invalid(
      `Value '${hashes}' at 'SearchSchema' failed to satisfy constraint: Member must have HASH count less than or equal to 1`,
    );
  }
  const filters = count('INLINE_FILTER');
  if (filters > MAX_INLINE_FILTERS) {
    invalid(
      `Value '${filters}' at 'SearchSchema' failed to satisfy constraint: Member must have INLINE_FILTER count less than or equal to ${MAX_INLINE_FILTERS}`,
    );
  }
  if ([...names].some((name) => !definitions.some((d) => d.AttributeName === name))) {
    invalid('One element in SearchSchema is not defined in attribute definitions');
  }
}

/** Indexes on one vector attribute agree on its dimensions (`others`: the table's existing ones). */
export function checkSameDimensions(
  indexes: readonly VectorIndexInput[],
  others: readonly { vectorAttribute: string; dimensions: number }[] = [],
): void {
  const seen = new Map(others.map((other) => [other.vectorAttribute, other.dimensions]));
  for (const index of indexes) {
    const name = index.VectorAttribute.AttributeName;
    const dimensions = Math.trunc(index.Dimensions);
    if ((seen.get(name) ?? dimensions) !== dimensions) {
      invalid(
        `Conflicting attribute definition for '${name}'. All VectorIndexes on the same vector attribute must use the same dimensions.`,
      );
    }
    seen.set(name, dimensions);
  }
}

/** Vector index names share the table's one index namespace with its GSIs and LSIs. */
export function checkVectorIndexNames(request: CreateTableRequest, names: Set<string>): void {
  for (const index of request.VectorIndexes ?? []) {
    if (names.has(index.IndexName)) invalid(`Duplicate index name: ${index.IndexName}`);
    names.add(index.IndexName);
  }
}

function invalid(detail: string): never {
  throw invalidParameter(detail);
}
