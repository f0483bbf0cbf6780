/**
 * Resolving a condition with more operators than DynamoDB allows, without recursing through its
 * depth. DynamoDB refuses such a condition, but with the first problem a post-order walk meets —
 * an undefined placeholder, a wrong operand type … or the 301st operator — so it is resolved in the
 * same order as any other, only differently where that is safe:
 *
 * Resolution checks and counts a node after its children. A node with more than MAX_OPERATORS
 * operators below it can never get that far: counting them fails first. So such a "large" node only
 * passes its children, in order, to be resolved — which a loop over an explicit stack does — while
 * every other node is resolved by the usual recursive functions, at most MAX_OPERATORS + 1 deep.
 * A 4 KB condition can nest a thousand NOTs or size() calls; the engine runs in Web Workers, whose
 * stacks can be small.
 */
import type { Condition } from './ast.ts';
import { resolveCondition, resolveOperand } from './resolveCondition.ts';
import type { Resolver } from './resolver.ts';
import { MAX_OPERATORS } from './resolver.ts';
import type { SyntaxCondition } from './syntax.ts';
import type { RoledNode } from './syntaxChildren.ts';
import { childrenOf, pushChildren } from './syntaxChildren.ts';

type SyntaxNode = RoledNode['node'];

/** Resolves `root` (see structureChecks.ts isOverOperatorLimit); always throws DynamoDB's error. */
export function resolveOverLimit(root: SyntaxCondition, resolver: Resolver): Condition {
  const large = largeNodes(root);
  const pending: RoledNode[] = [{ role: 'condition', node: root }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (large.has(item.node)) pushChildren(pending, item);
    else if (item.role === 'condition') resolveCondition(item.node, resolver);
    else resolveOperand(item.node, resolver);
  }
  throw new Error('A condition over the operator limit resolved without an error');
}

/** The nodes with more than MAX_OPERATORS operators below them (paths and values are not operators). */
function largeNodes(root: SyntaxCondition): Set<SyntaxNode> {
  const operatorsIn = new Map<SyntaxNode, number>();
  const large = new Set<SyntaxNode>();
  // Post-order without recursion: a node is summed once its children have been.
  const pending: { item: RoledNode; childrenDone: boolean }[] = [
    { item: { role: 'condition', node: root }, childrenDone: false },
  ];
  while (pending.length > 0) {
    const top = pending[pending.length - 1];
    const children = childrenOf(top.item);
    if (!top.childrenDone) {
      top.childrenDone = true;
      for (let i = children.length - 1; i >= 0; i--) pending.push({ item: children[i], childrenDone: false });
      continue;
    }
    pending.pop();
    const { node } = top.item;
    if (node.kind === 'path' || node.kind === 'value') continue;
    let below = 0;
    for (const child of children) below += operatorsIn.get(child.node) ?? 0;
    operatorsIn.set(node, below + 1);
    if (below > MAX_OPERATORS) large.add(node);
  }
  return large;
}
