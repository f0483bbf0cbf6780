/**
 * What a transaction's SELECT is refused for before its key is looked for, as DynamoDB answered in
 * eu-west-2, September 2026 (hectorvent/floci DynamoDbPartiQLEdgeCaseIntegrationTest): an IN of
 * more than 100 values, and an IN on a key attribute that names one value twice
 * (`pk IN ['a','a'] AND sk = '1'`), which ExecuteStatement refuses as overlapping too. Either is
 * reported with the statement's position; an IN of two different values names no single item and
 * is refused as not naming the key.
 */
import { validation } from '../errors.ts';
import { MAX_IN_OPERANDS, tooManyInOperands } from '../expressions/resolveCondition.ts';
import { valuesEqual } from '../values/equality.ts';
import type { AttributeValue } from '../values/types.ts';
import type { Expr } from './ast.ts';
import { type Binder, isValueExpr } from './bind.ts';
import { OVERLAPPING_RANGES } from './sortOverlap.ts';

export function checkTransactionSelectWhere(where: Expr, keyNames: readonly string[], binder: Binder): void {
  const pending: Expr[] = [where];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.kind === 'and' || node.kind === 'or') pending.push(node.right, node.left);
    else if (node.kind === 'not') pending.push(node.operand);
    else if (node.kind === 'in') checkIn(node, keyNames, binder);
  }
}

function checkIn(node: Extract<Expr, { kind: 'in' }>, keyNames: readonly string[], binder: Binder): void {
  if (node.list.length > MAX_IN_OPERANDS) throw validation(tooManyInOperands(node.list.length));
  const operand = node.operand;
  const onKey = operand.kind === 'path' && operand.steps.length === 0 && keyNames.includes(operand.name);
  if (!onKey || node.negated || !node.list.every(isValueExpr)) return;
  const values: AttributeValue[] = node.list.map((value) => binder.value(value));
  if (values.some((value, i) => values.slice(0, i).some((earlier) => valuesEqual(earlier, value))))
    throw validation(OVERLAPPING_RANGES);
}
