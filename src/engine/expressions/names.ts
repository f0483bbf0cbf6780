/** The top-level attribute names a resolved condition reads (for deciding what an index must fetch). */
import type { Condition, Operand } from './ast.ts';

export function conditionNames(condition: Condition): string[] {
  const names: string[] = [];
  const operand = (o: Operand) => {
    if (o.kind !== 'value') names.push(o.path[0] as string);
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
        names.push(c.path[0] as string);
        break;
      case 'attribute_type':
        names.push(c.path[0] as string);
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
