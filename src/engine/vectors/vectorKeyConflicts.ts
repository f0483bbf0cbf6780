/**
 * A vector attribute is not a key, and a key is not a vector attribute: an UpdateTable that would make
 * one attribute both is refused in DynamoDB's words, naming both schemas (ExtendDB/extenddb, measured
 * 2026-08-13; nubo-db/dynoxide, captured 2026-08-12). CreateTable needs no such check: a key must be
 * in AttributeDefinitions, where a vector attribute may not be.
 */
import { invalidParameter } from '../errors.ts';
import type { Table } from '../storage/table.ts';

const REDEFINED =
  'Attributes cannot be redefined. Please check that your attribute has the same type as previously defined. ';

/** A key attribute of the table or of a global index cannot hold vectors (ExtendDB, 2026-08-13). */
export function checkNotAKey(table: Table, attribute: string, dimensions: number): void {
  const schemas = [table.keySchemaElements, ...table.indexes.map((index) => index.keySchemaElements)];
  for (const schema of schemas) {
    const key = schema.find((element) => element.AttributeName === attribute);
    if (!key) continue;
    const type = table.attributeDefinitions.find((d) => d.AttributeName === attribute)?.AttributeType;
    throw invalidParameter(
      REDEFINED +
        `Existing schema: Schema:[SchemaElement: key{${attribute}:${type}:${key.KeyType}}] ` +
        `New schema: VectorIndexSchema:[VectorAttribute: key{${attribute}:L:${Math.trunc(dimensions)}}]`,
    );
  }
}

/**
 * A new global index cannot be keyed on a vector index's vector attribute: the mirror of
 * checkNotAKey (nubo-db/dynoxide, captured 2026-08-12).
 */
export function checkNotVectorAttribute(
  table: Table,
  keySchema: readonly { AttributeName: string; KeyType: string }[],
  definitions: readonly { AttributeName: string; AttributeType: string }[],
): void {
  for (const key of keySchema) {
    const index = table.vectorIndexes?.find(
      (candidate) => candidate.vectorAttribute === key.AttributeName && candidate.status !== 'DELETING',
    );
    if (!index) continue;
    const type = definitions.find((d) => d.AttributeName === key.AttributeName)?.AttributeType;
    throw invalidParameter(
      REDEFINED +
        `Existing schema: VectorIndexSchema:[VectorAttribute: key{${key.AttributeName}:L:${index.dimensions}}] ` +
        `New schema: Schema:[SchemaElement: key{${key.AttributeName}:${type}:${key.KeyType}}]`,
    );
  }
}
