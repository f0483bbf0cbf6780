/**
 * The document paths an expression reads, in the order written (children are pushed in reverse so
 * the stack pops them left to right; iterative, as WHERE chains can be long).
 */
import type { Expr, PathExpr } from './ast.ts';

export function* pathsIn(expr: Expr): Generator<PathExpr> {
  const pending: Expr[] = [expr];
  while (pending.length > 0) {
    const node = pending.pop()!;
    switch (node.kind) {
      case 'path':
        yield node;
        break;
      case 'and':
      case 'or':
      case 'compare':
      case 'arithmetic':
        pending.push(node.right, node.left);
        break;
      case 'not':
      case 'negate':
      case 'is':
        pending.push(node.operand);
        break;
      case 'between':
        pending.push(node.high, node.low, node.operand);
        break;
      case 'in':
        pending.push(...[node.operand, ...node.list].reverse());
        break;
      case 'call':
        pending.push(...[...node.args].reverse());
        break;
      default:
        break;
    }
  }
}
