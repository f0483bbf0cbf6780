/**
 * What a SELECT list makes of an item. A top-level attribute comes back under its own name, as a
 * ProjectionExpression returns it. Any longer path comes back flattened, under a column named after
 * its last named component followed by the list indexes after it:
 * - `SELECT mymap.nested` gives `{"nested": {"S": "deep"}}`, not `{"mymap": {"M": …}}`
 *   (nubo-db/dynamodb-conformance tests/tier2/partiql/executeStatement, "SELECT with nested map path");
 * - `SELECT m.k[0]` gives `{"k[0]": {"S": "c"}}` and `SELECT l[-0]` gives `{"l[0]": …}`, the index as
 *   a number (DynamoDB in eu-west-2, September 2026: hectorvent/floci
 *   DynamoDbPartiQLEdgeCaseIntegrationTest, namesAPathColumnFromItsLastNamedComponent and
 *   refusesANegativeListIndex).
 * The same rule is applied to the one-item SELECTs of BatchExecuteStatement and ExecuteTransaction,
 * which share the PartiQL front end. Inferred from those captures, not pinned by one: a list index
 * before the last name is dropped (`a[0].b` is `b`), and when two paths give the same column the
 * later one wins.
 */
import { getPath } from '../expressions/evaluate.ts';
import type { Projection } from '../expressions/index.ts';
import { project } from '../expressions/projection.ts';
import { attributeMapJson, type RawJson } from '../reply.ts';
import { newAttributeMap, setAttribute, type AttributeMap } from '../values/types.ts';

export type SelectList = (item: AttributeMap) => AttributeMap;

type Path = Projection[number];

/** The column a flattened path comes back under: its last name and the indexes after it. */
export function columnName(path: Path): string {
  let last = path.length - 1;
  while (typeof path[last] !== 'string') last--;
  return (
    (path[last] as string) +
    path
      .slice(last + 1)
      .map((index) => `[${String(index)}]`)
      .join('')
  );
}

/** Compiled once per statement, applied to every item it returns. */
export function compileSelectList(paths: Projection): SelectList {
  const documentPaths = paths.filter((path) => path.length === 1);
  const flattened = paths
    .filter((path) => path.length > 1)
    .map((path) => ({ path, column: columnName(path) }));
  if (flattened.length === 0) return (item) => project(item, paths);
  return (item) => {
    const result = documentPaths.length > 0 ? project(item, documentPaths) : newAttributeMap();
    for (const { path, column } of flattened) {
      const value = getPath(item, path);
      if (value !== undefined) setAttribute(result, column, value);
    }
    return result;
  };
}

/** A one-item read's reply item (already projected to the same paths) in the SELECT list's shape. */
export function selectListJson(item: RawJson, selectList: SelectList | undefined): RawJson {
  if (!selectList) return item;
  return attributeMapJson(selectList(JSON.parse(item.json) as AttributeMap));
}
