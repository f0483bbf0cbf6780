/**
 * SearchVectors: the TopK entries of a vector index most similar to the search vector, within the
 * HASH partition the condition names and matching its INLINE_FILTER values, most similar first.
 *
 * The sandbox's model, where DynamoDB keeps its workings private:
 * - The search is exact: every entry of the partition is compared. DynamoDB's is approximate
 *   nearest-neighbour (ANN), so on AWS a near-tie can come back in another order, or a far
 *   neighbour missing. Equal scores come back here in table key order.
 * - VectorSearchRequestBytes "scales with the size of the vector data the search examines and
 *   returns" and grows logarithmically with the index (VectorSearchMonitoring in the developer
 *   guide); AWS's figure varies from one identical search to the next. The sandbox's is
 *   deterministic: the query's 4 bytes a dimension times (1 + log₂ of the entries searched, rounded
 *   up), plus the returned attributes, at least 1 KB.
 * Searches are billed apart from read capacity and do not draw on the table's partitions.
 */
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import { project } from '../expressions/projection.ts';
import { attributeMapJson, javaDouble } from '../reply.ts';
import { valuesEqual } from '../values/equality.ts';
import { itemSize } from '../values/size.ts';
import { getAttribute, setAttribute, type AttributeMap } from '../values/types.ts';
import { validateSearchVectors } from '../validation/searchVectors.ts';
import { traceItems } from '../capacity/traceRecorder.ts';
import { moreSimilar, score } from './distance.ts';
import { searchFilter, type SearchFilter } from './searchCondition.ts';
import {
  MAX_FLOAT32,
  MIN_VECTOR_REQUEST_BYTES,
  projectsVector,
  type VectorEntry,
  type VectorIndex,
} from './vectorIndex.ts';

export function searchVectors(engine: Engine, body: object) {
  // Called outside dispatch, the body is read as JSON.stringify writes it, as the JavaScript SDK does.
  const request = validateSearchVectors(body, engine.requestText ?? JSON.stringify(body));
  const table = engine.usableTable(request.TableName);
  const index = table.vectorIndexes?.find((candidate) => candidate.name === request.IndexName);
  if (!index || index.status === 'DELETING') {
    throw validation(`The table does not have the specified index: ${request.IndexName}`);
  }
  if (index.status !== 'ACTIVE') throw validation(`Cannot search backfilling vector index: ${index.name}`);
  const filter = searchFilter(index, request.expressions.searchCondition);
  if (request.vector.length !== index.dimensions) {
    throw validation(
      `Input search vector dimension ${request.vector.length} does not match vector index dimension ${index.dimensions}`,
    );
  }
  const candidates = [...index.entries.values()].filter((entry) => matches(entry, filter));
  const ranked = candidates
    .map((entry) => ({ entry, score: float32(score(index.distance, request.vector, entry.vector)) }))
    .sort((a, b) => compare(index, a, b))
    .slice(0, request.TopK);
  const projection = request.expressions.projection;
  const items = ranked.map(({ entry }) => resultAttributes(index, entry, projection));
  // "How it was served": every entry compared counts as read (the sandbox searches exactly).
  const trace = engine.capacity.trace;
  if (trace) traceItems(trace, candidates.length, ranked.length, candidates.length * 4 * index.dimensions);
  const bytes = searchBytes(index, candidates.length, items);
  // The table's VectorSearchRequestBytes metric: a search draws on no partition's capacity.
  engine.capacity.of(table).tableResource(engine.now()).series.current.VectorSearchRequestBytes += bytes;
  const reported = request.ReturnConsumedCapacity !== undefined && request.ReturnConsumedCapacity !== 'NONE';
  return {
    // Written as the shortest decimal that reads back as the 32-bit score (0.39999998, not
    // 0.3999999761581421), as Java writes a float; only for the results returned.
    SearchResults: ranked.map(({ score }, i) => ({
      Item: attributeMapJson(items[i]),
      Score: Number(float32Text(score)),
    })),
    ConsumedCapacity: reported ? { VectorSearchRequestBytes: bytes } : undefined,
  };
}

function matches(entry: VectorEntry, filter: SearchFilter): boolean {
  if (filter.partition !== undefined && entry.partition !== filter.partition) return false;
  return filter.filters.every(({ name, value }) => {
    const held = getAttribute(entry.attributes, name);
    return held !== undefined && valuesEqual(held, value);
  });
}

type Ranked = { entry: VectorEntry; score: number };

function compare(index: VectorIndex, a: Ranked, b: Ranked): number {
  if (a.score !== b.score) return moreSimilar(index.distance, a.score, b.score) ? -1 : 1;
  const ka = a.entry.tableKey;
  const kb = b.entry.tableKey;
  if (ka.pk !== kb.pk) return ka.pk < kb.pk ? -1 : 1;
  return ka.sk < kb.sk ? -1 : ka.sk > kb.sk ? 1 : 0;
}

/** A score as DynamoDB computes it: a 32-bit float, saturating at the largest one. */
function float32(value: number): number {
  return Math.fround(Math.max(-MAX_FLOAT32, Math.min(MAX_FLOAT32, value)));
}

/**
 * What a result carries: without a ProjectionExpression, everything the index holds but the vector;
 * with one, what it names of that, the vector included (as the index's 32-bit copy) when the
 * projection holds it. A name the index does not hold is left out without an error.
 */
function resultAttributes(
  index: VectorIndex,
  entry: VectorEntry,
  projection: ReturnType<typeof validateSearchVectors>['expressions']['projection'],
): AttributeMap {
  if (!projection) return entry.attributes;
  const held: AttributeMap = { ...entry.attributes };
  if (projectsVector(index) && projection.some((path) => path[0] === index.vectorAttribute)) {
    setAttribute(held, index.vectorAttribute, { L: [...entry.vector].map((x) => ({ N: float32Text(x) })) });
  }
  return project(held, projection);
}

/** A 32-bit float as Java's Float.toString writes it: its shortest digits, with a fraction ("1.0"). */
export function float32Text(value: number): string {
  for (let digits = 1; digits < 9; digits++) {
    const shortest = Number(value.toPrecision(digits));
    if (Math.fround(shortest) === value) return javaDouble(shortest);
  }
  return javaDouble(Number(value.toPrecision(9)));
}

function searchBytes(index: VectorIndex, searched: number, items: readonly AttributeMap[]): number {
  let bytes = 4 * index.dimensions * (1 + Math.ceil(Math.log2(searched + 1)));
  for (const item of items) bytes += itemSize(item);
  return Math.max(MIN_VECTOR_REQUEST_BYTES, bytes);
}
