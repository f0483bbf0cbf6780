/**
 * Projection: the parts of an item that a list of document paths selects. Nested paths keep their
 * structure (`a.b` gives `{a: {M: {b}}}`); list elements selected by index come back in index order
 * with the gaps closed up; paths that are missing (or pass through a scalar) are left out, and so is
 * a map or list from which nothing was selected.
 */
import type { AttributeMap, AttributeValue } from '../values/types.ts';
import { getAttribute, newAttributeMap, setAttribute } from '../values/types.ts';
import type { PathElement, Projection } from './ast.ts';

/** A projection as a tree: map keys in request order, list indexes ascending; `null` takes it all. */
interface ProjectionNode {
  names: [string, ProjectionNode | null][];
  indexes: [number, ProjectionNode | null][];
}

type BuildNode = Map<PathElement, BuildNode | null>;

/** Projections are reused across the items of a Query or Scan: compile each one once. */
const compiled = new WeakMap<Projection, ProjectionNode>();

export function project(item: AttributeMap, projection: Projection): AttributeMap {
  let tree = compiled.get(projection);
  if (!tree) {
    tree = compile(buildTree(projection));
    compiled.set(projection, tree);
  }
  return selectMap(item, tree) ?? newAttributeMap();
}

function buildTree(projection: Projection): BuildNode {
  const root: BuildNode = new Map();
  for (const path of projection) {
    let node = root;
    for (let i = 0; i < path.length; i++) {
      const element = path[i];
      if (i === path.length - 1) {
        node.set(element, null); // the whole value, whatever else was asked inside it
        break;
      }
      const child = node.get(element);
      if (child === null) break; // already taken whole
      if (child === undefined) {
        const next: BuildNode = new Map();
        node.set(element, next);
        node = next;
      } else node = child;
    }
  }
  return root;
}

function compile(node: BuildNode): ProjectionNode {
  const names: [string, ProjectionNode | null][] = [];
  const indexes: [number, ProjectionNode | null][] = [];
  for (const [element, child] of node) {
    const compiledChild = child && compile(child);
    if (typeof element === 'number') indexes.push([element, compiledChild]);
    else names.push([element, compiledChild]);
  }
  indexes.sort((a, b) => a[0] - b[0]);
  return { names, indexes };
}

function selectMap(map: AttributeMap, node: ProjectionNode): AttributeMap | undefined {
  let out: AttributeMap | undefined;
  for (const [name, child] of node.names) {
    const value = getAttribute(map, name);
    if (value === undefined) continue;
    const selected = child ? select(value, child) : value;
    if (selected !== undefined) setAttribute((out ??= newAttributeMap()), name, selected);
  }
  return out;
}

function select(value: AttributeValue, node: ProjectionNode): AttributeValue | undefined {
  if ('M' in value) {
    const map = selectMap(value.M, node);
    return map && { M: map };
  }
  if ('L' in value) {
    const list: AttributeValue[] = [];
    for (const [index, child] of node.indexes) {
      if (index >= value.L.length) break;
      const selected = child ? select(value.L[index], child) : value.L[index];
      if (selected !== undefined) list.push(selected);
    }
    return list.length > 0 ? { L: list } : undefined;
  }
  return undefined;
}
