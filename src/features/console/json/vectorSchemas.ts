/**
 * The JSON mode's schemas for vector search: a vector index as CreateTable's VectorIndexes (and an
 * UpdateTable Create) defines it, and the SearchVectors request — bounds as DynamoDB states them, so
 * the editor flags a TopK of 500 or a bare number in SearchVector before the request is sent.
 */

type Schema = Record<string, unknown>;

const text = (description: string): Schema => ({ type: 'string', description });
const oneOf = (values: string[], description: string): Schema => ({
  type: 'string',
  enum: values,
  description,
});

/** Definitions for requestSchemas' `definitions` (referenced as #/definitions/<name>). */
export const vectorDefinitions: Record<string, Schema> = {
  VectorIndex: {
    type: 'object',
    required: ['IndexName', 'VectorAttribute', 'Dimensions', 'DistanceFunction', 'Projection'],
    additionalProperties: false,
    properties: {
      IndexName: text('3–255 characters: a-z A-Z 0-9 _ - .'),
      VectorAttribute: {
        type: 'object',
        required: ['AttributeName'],
        additionalProperties: false,
        description:
          'The attribute holding each item’s vector, a list (L) of numbers — not in AttributeDefinitions',
        properties: { AttributeName: { type: 'string' } },
      },
      Dimensions: {
        type: 'integer',
        minimum: 1,
        maximum: 4096,
        description: 'How many numbers every vector holds (1–4096)',
      },
      DistanceFunction: oneOf(
        ['COSINE', 'EUCLIDEAN', 'DOT_PRODUCT'],
        'How closeness is scored: COSINE and EUCLIDEAN lowest first, DOT_PRODUCT highest first',
      ),
      SearchSchema: {
        type: 'array',
        description:
          'Attributes a search can filter on by equality (each in AttributeDefinitions): at most one HASH, which every search must name, and up to 18 INLINE_FILTER',
        items: {
          type: 'object',
          required: ['AttributeName', 'SearchSchemaElementType'],
          additionalProperties: false,
          properties: {
            AttributeName: { type: 'string' },
            SearchSchemaElementType: oneOf(['HASH', 'INLINE_FILTER'], 'HASH partitions the index'),
          },
        },
      },
      Projection: { $ref: '#/definitions/Projection' },
    },
  },
};

/** CreateTable's VectorIndexes member. */
export const vectorIndexesMember: Schema = {
  type: 'array',
  minItems: 1,
  maxItems: 5,
  description: 'Vector indexes, for SearchVectors (on-demand tables only; at most 5)',
  items: { $ref: '#/definitions/VectorIndex' },
};

/** SearchVectors' members and the required ones; `common` has those it shares with Query. */
export function searchVectorsProperties(
  common: { TableName: Schema; ProjectionExpression: Schema; ReturnConsumedCapacity: Schema },
  names: Schema,
  values: Schema,
  vectorIndexNames: readonly string[],
): [Schema, string[]] {
  return [
    {
      TableName: common.TableName,
      IndexName: { type: 'string', description: 'The vector index to search', examples: vectorIndexNames },
      SearchVector: {
        type: 'array',
        minItems: 1,
        maxItems: 4096,
        description:
          'The vector to search near: one {"N": "…"} per dimension of the index, as a plain list (not wrapped in L)',
        items: {
          type: 'object',
          required: ['N'],
          additionalProperties: false,
          properties: { N: text('A 32-bit floating-point number, as a string') },
        },
      },
      TopK: {
        type: 'integer',
        minimum: 1,
        maximum: 100,
        description: 'How many of the closest items to return (1–100), closest first',
      },
      SearchConditionExpression: text(
        'Equality on the index’s search-schema attributes, joined by AND: #c = :c AND vegan = :v (required when it has a HASH attribute)',
      ),
      ProjectionExpression: common.ProjectionExpression,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnConsumedCapacity: common.ReturnConsumedCapacity,
    },
    ['TableName', 'IndexName', 'SearchVector', 'TopK'],
  ];
}
