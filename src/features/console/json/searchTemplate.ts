/**
 * JSON mode's starting SearchVectors request, from the picked table's first vector index: a search
 * vector of the index's Dimensions, and — when the index's search schema has a HASH attribute, which
 * DynamoDB requires a search to name — an equality on it, typed as the table defines it.
 */
import type { AttributeValue, TableDescription } from '../../../client/wireTypes.ts';

/** Without a vector index to read them from: a small vector, enough to edit. */
const DEFAULT_DIMENSIONS = 3;
/** The same number in every place: plainly a placeholder, and never the zero vector (COSINE scores it 1). */
const PLACEHOLDER_NUMBER = '0.1';

export function searchVectorsTemplate(table: TableDescription | undefined, tableName: string): object {
  const [index] = table?.VectorIndexes ?? [];
  const dimensions = index?.Dimensions ?? DEFAULT_DIMENSIONS;
  const hash = index?.SearchSchema?.find((element) => element.SearchSchemaElementType === 'HASH');
  const hashType =
    hash && table?.AttributeDefinitions.find((d) => d.AttributeName === hash.AttributeName)?.AttributeType;
  return {
    TableName: tableName,
    // Without one, a valid name all the same: DynamoDB's answer then says the table has no such index.
    IndexName: index?.IndexName ?? 'your-vector-index',
    SearchVector: Array.from({ length: dimensions }, () => ({ N: PLACEHOLDER_NUMBER })),
    TopK: 3,
    ...(hash && {
      SearchConditionExpression: '#h = :h',
      ExpressionAttributeNames: { '#h': hash.AttributeName },
      ExpressionAttributeValues: { ':h': hashPlaceholder(hashType) },
    }),
    ReturnConsumedCapacity: 'TOTAL',
  };
}

function hashPlaceholder(type: string | undefined): AttributeValue {
  if (type === 'N') return { N: '1' };
  if (type === 'B') return { B: 'AA==' };
  return { S: '' };
}

/**
 * The request's SearchVector on one line: pretty-printed JSON gives each of its numbers three lines,
 * which for a 1,024-dimension index would bury the rest of the request.
 */
export function searchVectorOnOneLine(prettyJson: string): string {
  return prettyJson.replace(/^( *)"SearchVector": \[\n[\s\S]*?\n\1\]/m, (block, indent: string) => {
    const numbers = [...block.matchAll(/"N": ("(?:[^"\\]|\\.)*")/g)].map((match) => `{"N": ${match[1]}}`);
    return `${indent}"SearchVector": [${numbers.join(', ')}]`;
  });
}
