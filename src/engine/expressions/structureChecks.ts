/**
 * Checks DynamoDB makes right after parsing, before it looks at ExpressionAttributeNames/Values,
 * walking the tree in source order and stopping at the first problem: unknown functions, functions
 * in the wrong kind of expression or the wrong place, reserved words used as names, list indexes out
 * of range, and repeated update sections.
 */
import { describe, fail } from './errors.ts';
import { functionSpec } from './operators.ts';
import { isReservedWord } from './reservedWords.ts';
import { MAX_OPERATORS } from './resolver.ts';
import type {
  SyntaxCall,
  SyntaxCondition,
  SyntaxOperand,
  SyntaxPath,
  SyntaxProjection,
  SyntaxSetValue,
  SyntaxUpdate,
} from './syntax.ts';
import type { RoledNode } from './syntaxChildren.ts';
import { pushChildren } from './syntaxChildren.ts';

/**
 * The largest list index DynamoDB takes: 4,294,967,294 (2^32 − 2). Measured against DynamoDB in
 * us-east-1, 2026-09-05 (floci-io/floci#3073): `SET l[4294967294]` appends, `l[4294967295]` is
 * refused as out of range.
 */
const MAX_LIST_INDEX = 2 ** 32 - 2;

/** Conditions the walk below found over the operator limit (see isOverOperatorLimit). */
const overOperatorLimit = new WeakSet<SyntaxCondition>();

/**
 * Walks the condition in source order with an explicit stack (a 4 KB condition can be a thousand
 * levels deep, and the engine runs in Web Workers with small stacks), and notes a tree with more
 * operators than DynamoDB's limit: DynamoDB refuses it whatever the placeholders hold, and
 * resolving it needs resolveOverLimit.ts's stack-safe walk.
 */
export function checkConditionStructure(condition: SyntaxCondition): void {
  let operators = 0;
  const pending: RoledNode[] = [{ role: 'condition', node: condition }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { node } = item;
    if (node.kind === 'path') checkPath(node);
    if (node.kind === 'path' || node.kind === 'value') continue;
    operators++;
    // A function standing as a condition may be any condition function; inside a comparison or
    // another function only size() may appear.
    if (node.kind === 'call') checkConditionCall(node, item.role === 'operand');
    pushChildren(pending, item);
  }
  if (operators > MAX_OPERATORS + 1) overOperatorLimit.add(condition);
}

/**
 * Whether `condition` has more than MAX_OPERATORS + 1 operators (every node but paths and values is
 * one), so more than the limit below its root: resolving it must fail, and resolveOverLimit.ts does
 * it without recursing through its depth. Any other condition is at most MAX_OPERATORS + 1 deep,
 * shallow enough for the recursive resolveCondition.
 */
export function isOverOperatorLimit(condition: SyntaxCondition): boolean {
  return overOperatorLimit.has(condition);
}

export function checkUpdateStructure(update: SyntaxUpdate): void {
  const seen = new Set<string>();
  for (const section of update.sections) {
    for (const action of section.actions) {
      checkPath(action.path);
      if (action.kind === 'set') checkSetValue(action.value);
    }
    if (seen.has(section.keyword)) {
      fail(
        describe(`The "${section.keyword}" section can only be used once in an update expression`),
        section.start,
        section.end,
      );
    }
    seen.add(section.keyword);
  }
}

export function checkProjectionStructure(projection: SyntaxProjection): void {
  for (const path of projection.paths) checkPath(path);
}

/** The call itself (its arguments are walked after it). `nested`: inside a comparison or a function. */
function checkConditionCall(call: SyntaxCall, nested: boolean): void {
  const spec = knownFunction(call);
  if (spec.context !== 'condition') {
    fail(
      describe('The function is not allowed in a condition expression', ['function', call.name]),
      call.start,
      call.nameEnd,
    );
  }
  if (nested ? call.name !== 'size' : spec.returns !== 'BOOL') misused(call);
}

function checkSetValue(value: SyntaxSetValue): void {
  if (value.kind === 'arithmetic') {
    checkUpdateOperand(value.left, true);
    checkUpdateOperand(value.right, true);
  } else checkUpdateOperand(value, false);
}

/** `nested`: inside arithmetic or a function, where only if_not_exists() may appear. */
function checkUpdateOperand(operand: SyntaxOperand, nested: boolean): void {
  if (operand.kind === 'path') checkPath(operand);
  if (operand.kind !== 'call') return;
  const spec = knownFunction(operand);
  if (spec.context !== 'update') {
    fail(
      describe('The function is not allowed in an update expression', ['function', operand.name]),
      operand.start,
      operand.nameEnd,
    );
  }
  if (nested && operand.name !== 'if_not_exists') misused(operand);
  for (const arg of operand.args) checkUpdateOperand(arg, true);
}

function knownFunction(call: SyntaxCall) {
  const spec = functionSpec(call.name);
  if (!spec) fail(describe('Invalid function name', ['function', call.name]), call.start, call.nameEnd);
  return spec;
}

function misused(call: SyntaxCall): never {
  return fail(
    describe('The function is not allowed to be used this way in an expression', ['function', call.name]),
    call.start,
    call.nameEnd,
  );
}

function checkPath(path: SyntaxPath): void {
  for (const element of path.elements) {
    if (element.kind === 'name' && isReservedWord(element.name)) {
      fail(
        describe('Attribute name is a reserved keyword', ['reserved keyword', element.name]),
        element.start,
        element.end,
      );
    }
    if (element.kind === 'index' && !(element.index <= MAX_LIST_INDEX)) {
      fail(
        describe('List index is not within the allowable range', ['index', element.text]),
        element.start,
        element.end,
      );
    }
  }
}
