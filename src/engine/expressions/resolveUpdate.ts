/**
 * Turns a parsed update expression into resolved UpdateActions, checking it in DynamoDB's order.
 * DynamoDB handles the actions last to first, in two passes: first every target path (undefined
 * names, depth, overlaps and conflicts), then every right-hand side (undefined values, operands,
 * operator count) together with the ADD/DELETE operand types.
 */
import type { AttributeType, AttributeValue } from '../values/types.ts';
import { typeOf } from '../values/types.ts';
import type { DocumentPath, SetValue, UpdateActions } from './ast.ts';
import { describe, fail } from './errors.ts';
import type { Checked } from './operandChecks.ts';
import { checkedPath, checkedValue, checkOperands, requireDocumentPath } from './operandChecks.ts';
import type { FunctionName } from './operators.ts';
import { FUNCTIONS, OPERATORS } from './operators.ts';
import type { PathTree } from './pathTree.ts';
import { insertPath } from './pathTree.ts';
import type { Resolver } from './resolver.ts';
import type {
  SyntaxOperand,
  SyntaxSetValue,
  SyntaxUpdate,
  SyntaxUpdateAction,
  SyntaxValue,
} from './syntax.ts';
import { longTypeName } from './valueOps.ts';

const ADD_TYPES: ReadonlySet<AttributeType> = new Set(['N', 'SS', 'NS', 'BS']);
const DELETE_TYPES: ReadonlySet<AttributeType> = new Set(['SS', 'NS', 'BS']);

export function resolveUpdate(tree: SyntaxUpdate, resolver: Resolver): UpdateActions {
  const actions: SyntaxUpdateAction[] = [];
  for (const section of tree.sections) actions.push(...section.actions);
  const paths: DocumentPath[] = new Array(actions.length);
  const root: PathTree = new Map();
  for (let i = actions.length - 1; i >= 0; i--) {
    paths[i] = resolver.path(actions[i].path);
    insertPath(root, paths[i], actions[i].path);
  }
  const result: UpdateActions = { set: [], remove: [], add: [], delete: [] };
  const rightHandSides: (SetValue | AttributeValue | undefined)[] = new Array(actions.length);
  for (let i = actions.length - 1; i >= 0; i--) {
    const action = actions[i];
    if (action.kind === 'set') rightHandSides[i] = setValue(action.value, resolver);
    else if (action.kind !== 'remove')
      rightHandSides[i] = addOrDeleteValue(action.kind, action.value, resolver);
  }
  actions.forEach((action, i) => {
    const path = paths[i];
    if (action.kind === 'set') result.set.push({ path, value: rightHandSides[i] as SetValue });
    else if (action.kind === 'remove') result.remove.push(path);
    else result[action.kind].push({ path, value: rightHandSides[i] as AttributeValue });
  });
  return result;
}

function addOrDeleteValue(kind: 'add' | 'delete', node: SyntaxValue, resolver: Resolver): AttributeValue {
  const value = resolver.value(node);
  const type = typeOf(value);
  if (!(kind === 'add' ? ADD_TYPES : DELETE_TYPES).has(type)) {
    const operator = kind === 'add' ? 'ADD' : 'DELETE';
    fail(
      describe(
        'Incorrect operand type for operator or function',
        ['operator', operator],
        ['operand type', longTypeName(type)],
        ['typeSet', `ALLOWED_FOR_${operator}_OPERAND`],
      ),
      node.start,
      node.end,
    );
  }
  return value;
}

function setValue(node: SyntaxSetValue, resolver: Resolver): SetValue {
  if (node.kind !== 'arithmetic') return operand(node, resolver).result;
  const left = operand(node.left, resolver);
  const right = operand(node.right, resolver);
  checkOperands(node.op, OPERATORS[node.op], [left, right], node);
  resolver.countOperator(node);
  return { kind: node.op === '+' ? 'plus' : 'minus', left: left.result, right: right.result };
}

function operand(node: SyntaxOperand, resolver: Resolver): Checked<SetValue> {
  if (node.kind === 'path') {
    const path = resolver.path(node);
    return checkedPath(node, path, { kind: 'operand', operand: { kind: 'path', path } });
  }
  if (node.kind === 'value') {
    const value = resolver.value(node);
    return checkedValue(node, value, { kind: 'operand', operand: { kind: 'value', value } });
  }
  // The structure checks allow only if_not_exists and list_append here.
  const name = node.name as FunctionName;
  const spec = FUNCTIONS[name];
  const args = node.args.map((arg) => operand(arg, resolver));
  checkOperands(name, spec, args, node);
  const result: SetValue =
    name === 'if_not_exists'
      ? { kind: 'if_not_exists', path: requireDocumentPath(name, args[0]), fallback: args[1].result }
      : { kind: 'list_append', first: args[0].result, second: args[1].result };
  resolver.countOperator(node);
  return { span: node, type: spec.returns, result };
}
