/**
 * An ordering comparison (<, <=, >, >=, BETWEEN) against a value whose type has no order is refused
 * from the statement alone, before its table is looked up (nubo-db/dynamodb-conformance
 * tests/tier3/validation-ordering/partiql.test.ts).
 */
import { validation } from '../errors.ts';
import type { Expr } from './ast.ts';
import { type Binder, isValueExpr } from './bind.ts';

const UNORDERED = new Set(['BOOL', 'NULL', 'L', 'M', 'SS', 'NS', 'BS']);

/** Walks the WHERE's AND / OR / NOT tree left to right, iteratively (AND chains can be long). */
export function checkOrderingOperands(where: Expr | undefined, binder: Binder): void {
  const pending: Expr[] = where ? [where] : [];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.kind === 'and' || node.kind === 'or') pending.push(node.right, node.left);
    else if (node.kind === 'not') pending.push(node.operand);
    else if (node.kind === 'compare' && node.op !== '=' && node.op !== '<>')
      checkOperands(node.op, [node.left, node.right], binder);
    else if (node.kind === 'between') checkOperands('BETWEEN', [node.operand, node.low, node.high], binder);
  }
}

function checkOperands(operator: string, operands: Expr[], binder: Binder): void {
  for (const operand of operands) {
    const type = valueType(operand, binder);
    if (type && UNORDERED.has(type))
      throw validation(
        `Incorrect operand type for operator or function; operator or function: ${operator}, operand type: ${type}`,
      );
  }
}

/** The attribute type a value operand binds to; undefined for a path, or a value that fails to bind. */
function valueType(operand: Expr, binder: Binder): string | undefined {
  if (!isValueExpr(operand)) return undefined;
  try {
    return Object.keys(binder.value(operand))[0];
  } catch {
    return undefined;
  }
}
