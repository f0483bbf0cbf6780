/**
 * What a SELECT list makes of an item. A top-level attribute comes back under its own name, as a
 * ProjectionExpression returns it. A nested path ending in a map key comes back flattened, under
 * that key: `SELECT mymap.nested` gives `{"nested": {"S": "deep"}}`, not `{"mymap": {"M": …}}`
 * (captured against DynamoDB: nubo-db/dynamodb-conformance tests/tier2/partiql/executeStatement,
 * "SELECT with nested map path"). The same rule is applied to the one-item SELECTs of
 * BatchExecuteStatement and ExecuteTransaction, which share the PartiQL front end. Two choices no
 * capture pins: a path ending in a list index keeps its document shape, as a projection would, and
 * when two paths end in the same key the later one wins.
 */
import { getPath } from '../expressions/evaluate.ts';
import type { Projection } from '../expressions/index.ts';
import { project } from '../expressions/projection.ts';
import { attributeMapJson, type RawJson } from '../reply.ts';
import { newAttributeMap, setAttribute, type AttributeMap } from '../values/types.ts';

export type SelectList = (item: AttributeMap) => AttributeMap;

/** Compiled once per statement, applied to every item it returns. */
export function compileSelectList(paths: Projection): SelectList {
  const isFlattened = (path: Projection[number]) => path.length > 1 && typeof path.at(-1) === 'string';
  const documentPaths = paths.filter((path) => !isFlattened(path));
  const flattened = paths.filter(isFlattened);
  if (flattened.length === 0) return (item) => project(item, paths);
  return (item) => {
    const result = documentPaths.length > 0 ? project(item, documentPaths) : newAttributeMap();
    for (const path of flattened) {
      const value = getPath(item, path);
      if (value !== undefined) setAttribute(result, path.at(-1) as string, value);
    }
    return result;
  };
}

/** A one-item read's reply item (already projected to the same paths) in the SELECT list's shape. */
export function selectListJson(item: RawJson, selectList: SelectList | undefined): RawJson {
  if (!selectList) return item;
  return attributeMapJson(selectList(JSON.parse(item.json) as AttributeMap));
}
