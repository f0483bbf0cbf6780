/**
 * The children of a condition's syntax node, in source order, each with the role it plays: a
 * condition (under AND, OR, NOT) or an operand (under a comparison, BETWEEN, IN or a function). The
 * walks that must not recurse (structureChecks.ts, resolveOverLimit.ts) keep these on a stack.
 */
import type { SyntaxCondition, SyntaxOperand } from './syntax.ts';

export type RoledNode =
  | { role: 'condition'; node: SyntaxCondition }
  | { role: 'operand'; node: SyntaxOperand };

const asOperand = (node: SyntaxOperand): RoledNode => ({ role: 'operand', node });
const asCondition = (node: SyntaxCondition): RoledNode => ({ role: 'condition', node });

export function childrenOf({ node }: RoledNode): RoledNode[] {
  switch (node.kind) {
    case 'and':
    case 'or':
      return [asCondition(node.left), asCondition(node.right)];
    case 'not':
      return [asCondition(node.operand)];
    case 'compare':
      return [asOperand(node.left), asOperand(node.right)];
    case 'between':
      return [asOperand(node.operand), asOperand(node.low), asOperand(node.high)];
    case 'in':
      return [asOperand(node.operand), ...node.list.map(asOperand)];
    case 'call':
      return node.args.map(asOperand);
    case 'path':
    case 'value':
      return [];
  }
}

/** Pushes `item`'s children so that popping visits them in source order. */
export function pushChildren(stack: RoledNode[], item: RoledNode): void {
  const children = childrenOf(item);
  for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
}
