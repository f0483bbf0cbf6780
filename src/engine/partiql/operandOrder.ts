/**
 * An ordering comparison (<, <=, >, >=, BETWEEN) against a value whose type has no order is refused
 * from the statement alone, before its table is looked up (nubo-db/dynamodb-conformance
 * tests/tier3/validation-ordering/partiql.test.ts).
 */
import { validation } from '../errors.ts';
import type { Expr } from './ast.ts';
import { type Binder, isValueExpr } from './bind.ts';

const UNORDERED = new Set(['BOOL', 'NULL', 'L', 'M', 'SS', 'NS', 'BS']);

export function checkOrderingOperands(where: Expr | undefined, binder: Binder): void {
  if (!where) return;
  switch (where.kind) {
    case 'and':
    case 'or':
      checkOrderingOperands(where.left, binder);
      checkOrderingOperands(where.right, binder);
      return;
    case 'not':
      checkOrderingOperands(where.operand, binder);
      return;
    case 'compare':
      if (where.op !== '=' && where.op !== '<>') checkOperands(where.op, [where.left, where.right], binder);
      return;
    case 'between':
      checkOperands('BETWEEN', [where.operand, where.low, where.high], binder);
      return;
    default:
      return;
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
