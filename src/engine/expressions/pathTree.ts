/**
 * Detects overlapping and conflicting document paths in an update or projection expression, the
 * way DynamoDB does: it inserts the paths into a tree in reverse order of appearance and reports the
 * first path that lands on or under an existing one (overlap: `a` and `a.b`, or `a` twice) or that
 * steps into a node by index where another path stepped by name (conflict: `a[1]` and `a.b`).
 * "path one" is the path being inserted; "path two" the existing path it ran into.
 */
import type { DocumentPath, PathElement } from './ast.ts';
import { describe, fail } from './errors.ts';
import { formatPath } from './resolver.ts';
import type { Span } from './syntax.ts';

/** Children by path element; `null` marks the end of an inserted path. */
export type PathTree = Map<PathElement, PathTree | null>;

export function insertPath(root: PathTree, path: DocumentPath, span: Span): void {
  let node = root;
  for (let depth = 0; depth < path.length; depth++) {
    const element = path[depth];
    const child = node.get(element);
    if (child === undefined) {
      const first = node.keys().next();
      if (!first.done && typeof first.value !== typeof element) {
        report(
          'Two document paths conflict with each other',
          path,
          descend(path.slice(0, depth), node),
          span,
        );
      }
      node.set(element, chain(path, depth + 1));
      return;
    }
    if (child === null || depth === path.length - 1) {
      report(
        'Two document paths overlap with each other',
        path,
        descend(path.slice(0, depth + 1), child),
        span,
      );
    }
    node = child;
  }
}

function chain(path: DocumentPath, from: number): PathTree | null {
  let tree: PathTree | null = null;
  for (let i = path.length - 1; i >= from; i--) tree = new Map([[path[i], tree]]);
  return tree;
}

/** The existing path through `node`: `prefix`, then the first child at each level down to an end. */
function descend(prefix: DocumentPath, node: PathTree | null): DocumentPath {
  const path = prefix.slice();
  while (node) {
    const [element, child] = node.entries().next().value!;
    path.push(element);
    node = child;
  }
  return path;
}

function report(problem: string, one: DocumentPath, two: DocumentPath, span: Span): never {
  return fail(
    describe(
      `${problem}; must remove or rewrite one of these paths`,
      ['path one', formatPath(one)],
      ['path two', formatPath(two)],
    ),
    span.start,
    span.end,
  );
}
