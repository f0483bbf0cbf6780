/** The document paths resolved expressions read or write, and the attribute names they start with. */
import type { Condition, DocumentPath, Operand, SetValue, UpdateActions } from './ast.ts';

/** The top-level attribute names a resolved condition reads (for deciding what an index must fetch). */
export function conditionNames(condition: Condition): string[] {
  return conditionPaths(condition).map((path) => path[0] as string);
}

/**
 * Every document path a condition reads, `size(path)` and function arguments included.
 * The walkers below are top-level functions passing the list along, not closures: they run on every
 * filtered read and conditional update, where a closure would be one more allocation per call.
 */
export function conditionPaths(condition: Condition): DocumentPath[] {
  const paths: DocumentPath[] = [];
  addConditionPaths(condition, paths);
  return paths;
}

function addOperandPath(operand: Operand, paths: DocumentPath[]): void {
  if (operand.kind !== 'value') paths.push(operand.path);
}

function addConditionPaths(c: Condition, paths: DocumentPath[]): void {
  switch (c.kind) {
    case 'compare':
      addOperandPath(c.left, paths);
      addOperandPath(c.right, paths);
      break;
    case 'between':
      addOperandPath(c.operand, paths);
      addOperandPath(c.low, paths);
      addOperandPath(c.high, paths);
      break;
    case 'in':
      addOperandPath(c.operand, paths);
      for (const element of c.list) addOperandPath(element, paths);
      break;
    case 'and':
    case 'or':
      addConditionPaths(c.left, paths);
      addConditionPaths(c.right, paths);
      break;
    case 'not':
      addConditionPaths(c.operand, paths);
      break;
    case 'attribute_exists':
    case 'attribute_not_exists':
      paths.push(c.path);
      break;
    case 'attribute_type':
      paths.push(c.path);
      addOperandPath(c.type, paths);
      break;
    case 'begins_with':
      addOperandPath(c.operand, paths);
      addOperandPath(c.prefix, paths);
      break;
    case 'contains':
      addOperandPath(c.operand, paths);
      addOperandPath(c.value, paths);
      break;
  }
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
  for (const action of actions.set) addSetValuePaths(action.value, paths);
  return paths;
}

function addSetValuePaths(v: SetValue, paths: DocumentPath[]): void {
  if (v.kind === 'operand') {
    addOperandPath(v.operand, paths);
  } else if (v.kind === 'if_not_exists') {
    paths.push(v.path);
    addSetValuePaths(v.fallback, paths);
  } else if (v.kind === 'list_append') {
    addSetValuePaths(v.first, paths);
    addSetValuePaths(v.second, paths);
  } else {
    addSetValuePaths(v.left, paths);
    addSetValuePaths(v.right, paths);
  }
}
