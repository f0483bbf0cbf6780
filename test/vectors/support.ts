/**
 * Builders for the vector-index tests (DynamoDB vector indexes and SearchVectors as observed in
 * August 2026; the model and its sources: src/engine/vectors/).
 */
import type { Engine } from '../../src/engine/engine.ts';
import { fails, ok, testEngine } from '../helpers/wire.ts';
import { N, S } from '../helpers/attributeValues.ts';
export { N, S };

export const TableName = 'docs';
/** A vector attribute value: an L of N. */
export const vector = (...values: number[]) => ({ L: values.map(N) });
/** A SearchVector: a bare array of N. */
export const query = (...values: number[]) => values.map(N);
/** A 38-digit integer: 20 bytes as a stored number, 4 as a billed dimension. */
export const WIDE = '12345678901234567890123456789012345678';
/** A vector of `dims` WIDE numbers: how the capacity captures tell stored from billed bytes. */
export const wideVector = (dims: number) => ({ L: Array.from({ length: dims }, () => N(WIDE)) });
export const invalid = (message: string) => `One or more parameter values were invalid: ${message}`;

export interface IndexOptions {
  name?: string;
  attribute?: string;
  dimensions?: number;
  distance?: 'COSINE' | 'EUCLIDEAN' | 'DOT_PRODUCT';
  /** SearchSchema as [attribute, element type] pairs. */
  schema?: [string, 'HASH' | 'INLINE_FILTER'][];
  projection?: Record<string, unknown>;
}

/** A VectorIndex (CreateTable) or CreateVectorIndexAction (UpdateTable): `vix` on `emb`, 3 dims, COSINE, ALL. */
export function vectorIndex(options: IndexOptions = {}) {
  const { name = 'vix', attribute = 'emb', dimensions = 3, distance = 'COSINE', schema } = options;
  return {
    IndexName: name,
    VectorAttribute: { AttributeName: attribute },
    ...(schema && {
      SearchSchema: schema.map(([AttributeName, SearchSchemaElementType]) => ({
        AttributeName,
        SearchSchemaElementType,
      })),
    }),
    Projection: options.projection ?? { ProjectionType: 'ALL' },
    Dimensions: dimensions,
    DistanceFunction: distance,
  };
}

export const definitions = (types: Record<string, string>) =>
  Object.entries(types).map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType }));

/**
 * A CreateTable request for an on-demand table keyed by `pk` (S) with these vector indexes;
 * `types` defines more attributes, `extra` adds to the request.
 */
export function vectorTable(
  VectorIndexes: unknown[] | undefined,
  types: Record<string, string> = {},
  extra: Record<string, unknown> = {},
) {
  return {
    TableName,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: definitions({ pk: 'S', ...types }),
    ...(VectorIndexes && { VectorIndexes }),
    ...extra,
  };
}

/** An engine (clock paused, no delays unless given) holding `request`'s table, ACTIVE. */
export function engineWith(request: Record<string, unknown>, options: Parameters<typeof testEngine>[0] = {}) {
  const engine = testEngine(options);
  ok(engine, 'CreateTable', request);
  engine.advance(engine.tableStatusDelayMs);
  return engine;
}

export const put = (engine: Engine, Item: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  ok(engine, 'PutItem', { TableName, Item, ...extra });

export const describeTable = (engine: Engine): Record<string, any> =>
  ok(engine, 'DescribeTable', { TableName }).Table;

/** A SearchVectors request on `docs`.`vix`, TopK 10 unless given. */
export const searchRequest = (request: Record<string, unknown>) => ({
  TableName,
  IndexName: 'vix',
  TopK: 10,
  ...request,
});

export const search = (engine: Engine, request: Record<string, unknown>): Record<string, any> =>
  ok(engine, 'SearchVectors', searchRequest(request));

export const searchFails = (engine: Engine, request: Record<string, unknown>) =>
  fails(engine, 'SearchVectors', searchRequest(request));

/** The `pk` of each result, best first. */
export const found = (reply: Record<string, any>): string[] =>
  reply.SearchResults.map((result: { Item: { pk: { S: string } } }) => result.Item.pk.S);

const FIXTURE: Record<string, number[]> = {
  a: [1, 0, 0],
  b: [0, 1, 0],
  c: [-1, 0, 0],
  d: [0.6, 0.8, 0],
  e: [2, 2, 0],
};
/** A table whose `vix` (3 dims) holds FIXTURE's vectors under `emb`. */
export function fixture(options: IndexOptions = {}): Engine {
  const engine = engineWith(vectorTable([vectorIndex(options)]));
  for (const [pk, values] of Object.entries(FIXTURE)) put(engine, { pk: S(pk), emb: vector(...values) });
  return engine;
}
export const scored = (reply: Record<string, any>) =>
  reply.SearchResults.map((result: { Item: { pk: { S: string } }; Score: number }) => [
    result.Item.pk.S,
    result.Score,
  ]);
