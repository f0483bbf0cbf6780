import type { TableDescription, VectorIndexDescription } from '../../client/wireTypes.ts';

/**
 * A vector index in one line, as the table summary shows indexes: the attribute it holds vectors of,
 * their size, how closeness is scored, what a search can filter on, what it projects, and — while it
 * is not ACTIVE yet — which step of its creation it is at, since until then a search is refused.
 */
export function vectorIndexSummary(index: VectorIndexDescription, table: TableDescription): string {
  const typeOf = (name: string) =>
    table.AttributeDefinitions.find((d) => d.AttributeName === name)?.AttributeType ?? '?';
  const parts = [
    `${index.VectorAttribute.AttributeName} (${index.Dimensions} ${index.Dimensions === 1 ? 'dimension' : 'dimensions'})`,
    index.DistanceFunction,
  ];
  const schema = index.SearchSchema ?? [];
  if (schema.length > 0)
    parts.push(
      `filters on ${schema
        .map(
          (element) =>
            `${element.AttributeName} (${typeOf(element.AttributeName)}, ${schemaRole(element.SearchSchemaElementType)})`,
        )
        .join(', ')}`,
    );
  parts.push(`projects ${projection(index.Projection)}`);
  const status = vectorIndexStatus(index);
  if (status) parts.push(status);
  return parts.join(' · ');
}

function schemaRole(type: string): string {
  return type === 'HASH' ? 'HASH: every search names it' : 'inline filter';
}

function projection(described: VectorIndexDescription['Projection']): string {
  const type = described?.ProjectionType ?? 'ALL';
  const included = described?.NonKeyAttributes ?? [];
  return type === 'INCLUDE' && included.length > 0 ? `INCLUDE (${included.join(', ')})` : type;
}

/**
 * Nothing when ACTIVE; else the status, and for a CREATING index added by UpdateTable whether it is
 * still being allocated (Backfilling false) or indexing the table's existing items (Backfilling true).
 */
export function vectorIndexStatus(index: VectorIndexDescription): string | undefined {
  const status = index.IndexStatus;
  if (status === undefined || status === 'ACTIVE') return undefined;
  if (status === 'CREATING' && index.Backfilling === true) return 'CREATING: backfilling the existing items';
  if (status === 'CREATING' && index.Backfilling === false) return 'CREATING: allocating resources';
  return status;
}
