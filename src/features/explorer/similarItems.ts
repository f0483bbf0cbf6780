/**
 * "Find similar" in the Explorer: which of a table's vector indexes an item can be searched with,
 * and the SearchVectors request that looks for the items nearest to the item's own vector.
 */
import type {
  AttributeValue,
  Item,
  TableDescription,
  VectorIndexDescription,
} from '../../client/wireTypes.ts';

/** How many neighbours the Explorer asks for: a handful is enough to see the ranking. */
export const SIMILAR_TOP_K = 5;

/** What SearchVectors is sent (the same object is opened in the Console). */
export interface SimilarItemsRequest {
  TableName: string;
  IndexName: string;
  SearchVector: AttributeValue[];
  TopK: number;
  SearchConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, AttributeValue>;
  ReturnConsumedCapacity: 'TOTAL';
}

/**
 * The table's vector indexes this item can be searched with: ACTIVE ones (a CREATING index refuses
 * searches), whose vector attribute the item holds as a list of exactly Dimensions numbers (else the
 * index does not hold the item, and its vector would be refused as a search vector), and — when the
 * index has a HASH search-schema attribute, which every search must name — that the item has it.
 */
export function similarSearchIndexes(table: TableDescription, item: Item): VectorIndexDescription[] {
  return (table.VectorIndexes ?? []).filter(
    (index) =>
      (index.IndexStatus ?? 'ACTIVE') === 'ACTIVE' &&
      vectorOf(item, index) !== undefined &&
      (hashAttributeOf(index) === undefined || Object.hasOwn(item, hashAttributeOf(index)!)),
  );
}

/**
 * Searches `index` with the item's own vector. The HASH condition uses the item's own value, through
 * placeholders so that any attribute name (a reserved word, a dash) works as written.
 */
export function similarSearchRequest(
  table: TableDescription,
  index: VectorIndexDescription,
  item: Item,
  topK = SIMILAR_TOP_K,
): SimilarItemsRequest {
  const vector = vectorOf(item, index);
  if (!vector) throw new Error(`The item has no ${index.Dimensions}-number vector for ${index.IndexName}`);
  const request: SimilarItemsRequest = {
    TableName: table.TableName,
    IndexName: index.IndexName,
    SearchVector: vector,
    TopK: topK,
    ReturnConsumedCapacity: 'TOTAL',
  };
  const hash = hashAttributeOf(index);
  if (hash === undefined) return request;
  return {
    ...request,
    SearchConditionExpression: '#h = :h',
    ExpressionAttributeNames: { '#h': hash },
    ExpressionAttributeValues: { ':h': item[hash] },
  };
}

/** A word on how to read the scores: the distance functions rank in opposite directions. */
export function scoreDirection(distanceFunction: VectorIndexDescription['DistanceFunction']): string {
  return distanceFunction === 'DOT_PRODUCT'
    ? 'a similarity: higher is closer'
    : 'a distance: lower is closer';
}

/**
 * Where the item searched from ranks among its own results, as the sandbox scores (and, for equal
 * scores, orders by key): first, unless another item ties with it — the same vector (EUCLIDEAN), one
 * pointing the same way (COSINE) — or, for DOT_PRODUCT, a longer one scores higher. A vector of
 * zeros (as 32-bit floats) has no direction: under COSINE the sandbox scores it 1 against every
 * vector, itself included (AWS does not document that case), and its dot product with any is 0.
 */
export function selfResultNote(
  distanceFunction: VectorIndexDescription['DistanceFunction'],
  vector: readonly AttributeValue[],
): string {
  const zero = vector.every((element) => 'N' in element && Math.fround(Number(element.N)) === 0);
  const ties = 'so every item ties with it, and their order says nothing about similarity';
  if (zero && distanceFunction === 'COSINE') {
    return `Its vector is all zeros, which has no direction: COSINE scores it 1 against every vector, itself included, ${ties}.`;
  }
  if (zero && distanceFunction === 'DOT_PRODUCT') {
    return `Its vector is all zeros: its dot product with every vector is 0, its own included, ${ties}.`;
  }
  if (distanceFunction === 'DOT_PRODUCT') {
    return 'The item itself is among the results, but not always first: a longer vector pointing the same way scores higher.';
  }
  return distanceFunction === 'COSINE'
    ? 'The item itself scores 0 (or a rounding away from it): nothing is closer to its vector. A vector pointing the same way, of any length, scores 0 too, and may come before it.'
    : 'The item itself scores 0: nothing is closer to its vector. An item with the very same vector scores 0 too, and may come before it.';
}

/** Whether a result is the item searched from: same table key values. */
export function isSameItem(table: TableDescription, a: Item, b: Item): boolean {
  return table.KeySchema.every(
    ({ AttributeName: name }) =>
      Object.hasOwn(a, name) && Object.hasOwn(b, name) && JSON.stringify(a[name]) === JSON.stringify(b[name]),
  );
}

function hashAttributeOf(index: VectorIndexDescription): string | undefined {
  return index.SearchSchema?.find((element) => element.SearchSchemaElementType === 'HASH')?.AttributeName;
}

/** The item's vector for the index as SearchVector wants it ([{N}…]), if it has a fitting one. */
function vectorOf(item: Item, index: VectorIndexDescription): AttributeValue[] | undefined {
  const name = index.VectorAttribute.AttributeName;
  const value = Object.hasOwn(item, name) ? item[name] : undefined;
  if (!value || !('L' in value) || value.L.length !== index.Dimensions) return undefined;
  const numbers = value.L.every((element) => 'N' in element && Number.isFinite(Number(element.N)));
  return numbers ? value.L : undefined;
}
