/**
 * Checks DynamoDB makes right after parsing, before it looks at ExpressionAttributeNames/Values,
 * walking the tree in source order and stopping at the first problem: unknown functions, functions
 * in the wrong kind of expression or the wrong place, reserved words used as names, list indexes out
 * of range, and repeated update sections.
 */
import { describe, fail } from './errors.ts';
import { functionSpec } from './operators.ts';
import { isReservedWord } from './reservedWords.ts';
import type {
  SyntaxCall,
  SyntaxCondition,
  SyntaxOperand,
  SyntaxPath,
  SyntaxProjection,
  SyntaxSetValue,
  SyntaxUpdate,
} from './syntax.ts';

/**
 * The largest list index DynamoDB takes: 4,294,967,294 (2^32 − 2). Measured against DynamoDB in
 * us-east-1, 2026-09-05 (floci-io/floci#3073): `SET l[4294967294]` appends, `l[4294967295]` is
 * refused as out of range.
 */
const MAX_LIST_INDEX = 2 ** 32 - 2;

export function checkConditionStructure(condition: SyntaxCondition): void {
  checkCondition(condition);
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

function checkCondition(node: SyntaxCondition): void {
  switch (node.kind) {
    case 'and':
    case 'or':
      checkCondition(node.left);
      checkCondition(node.right);
      return;
    case 'not':
      checkCondition(node.operand);
      return;
    case 'compare':
      checkConditionOperand(node.left);
      checkConditionOperand(node.right);
      return;
    case 'between':
      checkConditionOperand(node.operand);
      checkConditionOperand(node.low);
      checkConditionOperand(node.high);
      return;
    case 'in':
      checkConditionOperand(node.operand);
      for (const item of node.list) checkConditionOperand(item);
      return;
    case 'call':
      checkConditionCall(node, false);
  }
}

/** `nested`: inside a comparison or a function, where only size() may appear. */
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
  for (const arg of call.args) checkConditionOperand(arg);
}

function checkConditionOperand(operand: SyntaxOperand): void {
  if (operand.kind === 'call') checkConditionCall(operand, true);
  else if (operand.kind === 'path') checkPath(operand);
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
