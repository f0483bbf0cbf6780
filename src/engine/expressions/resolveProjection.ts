/**
 * Turns a parsed projection into resolved document paths (in request order). Like updates, DynamoDB
 * checks the paths last to first: undefined names, depth, then overlaps and conflicts.
 */
import type { DocumentPath, Projection } from './ast.ts';
import type { PathTree } from './pathTree.ts';
import { insertPath } from './pathTree.ts';
import type { Resolver } from './resolver.ts';
import type { SyntaxProjection } from './syntax.ts';

export function resolveProjection(tree: SyntaxProjection, resolver: Resolver): Projection {
  const paths: DocumentPath[] = new Array(tree.paths.length);
  const root: PathTree = new Map();
  for (let i = tree.paths.length - 1; i >= 0; i--) {
    paths[i] = resolver.path(tree.paths[i]);
    insertPath(root, paths[i], tree.paths[i]);
  }
  return paths;
}
