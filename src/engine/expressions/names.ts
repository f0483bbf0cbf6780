/** The document paths resolved expressions read or write, and the attribute names they start with. */
import type { Condition, DocumentPath, Operand, SetValue, UpdateActions } from './ast.ts';

/** The top-level attribute names a resolved condition reads (for deciding what an index must fetch). */
export function conditionNames(condition: Condition): string[] {
  return conditionPaths(condition).map((path) => path[0] as string);
}

/** Every document path a condition reads, `size(path)` and function arguments included. */
export function conditionPaths(condition: Condition): DocumentPath[] {
  const names: DocumentPath[] = [];
  const operand = (o: Operand) => {
    if (o.kind !== 'value') names.push(o.path);
  };
  const visit = (c: Condition): void => {
    switch (c.kind) {
      case 'compare':
        operand(c.left);
        operand(c.right);
        break;
      case 'between':
        [c.operand, c.low, c.high].forEach(operand);
        break;
      case 'in':
        operand(c.operand);
        c.list.forEach(operand);
        break;
      case 'and':
      case 'or':
        visit(c.left);
        visit(c.right);
        break;
      case 'not':
        visit(c.operand);
        break;
      case 'attribute_exists':
      case 'attribute_not_exists':
        names.push(c.path);
        break;
      case 'attribute_type':
        names.push(c.path);
        operand(c.type);
        break;
      case 'begins_with':
        operand(c.operand);
        operand(c.prefix);
        break;
      case 'contains':
        operand(c.operand);
        operand(c.value);
        break;
    }
  };
  visit(condition);
  return names;
}

/** The paths an update's actions write to, in the order SET, REMOVE, ADD, DELETE. */
export function updateTargets(actions: UpdateActions): DocumentPath[] {
  return [
    ...actions.set.map((action) => action.path),
    ...actions.remove,
    ...actions.add.map((action) => action.path),
    ...actions.delete.map((action) => action.path),
  ];
}

/** Every document path an update names: what its actions write to, and what SET reads. */
export function updatePaths(actions: UpdateActions): DocumentPath[] {
  const paths = updateTargets(actions);
  const value = (v: SetValue): void => {
    if (v.kind === 'operand') {
      if (v.operand.kind !== 'value') paths.push(v.operand.path);
    } else if (v.kind === 'if_not_exists') {
      paths.push(v.path);
      value(v.fallback);
    } else if (v.kind === 'list_append') {
      value(v.first);
      value(v.second);
    } else {
      value(v.left);
      value(v.right);
    }
  };
  for (const action of actions.set) value(action.value);
  return paths;
}
