/**
 * Applying resolved update actions to an item. Stored items are shared and immutable, so the result
 * copies only the maps and lists along the changed paths. As in DynamoDB, every right-hand side is
 * evaluated against the item as it was before the update; the actions form a tree over the item, and
 * within one list the changed indexes are applied in order: REMOVE closes the gap, and SET or ADD
 * beyond the end appends (in index order).
 */
import { validation } from '../errors.ts';
import { addNumbers } from '../values/number.ts';
import { orderSetMembers, type SetType } from '../values/setOrder.ts';
import { containerLevels, MAX_CONTAINER_LEVEL, NESTING_EXCEEDED_SHORT } from '../values/nesting.ts';
import type { AttributeMap, AttributeValue } from '../values/types.ts';
import { copyAttributeMap, getAttribute, setAttribute, typeOf } from '../values/types.ts';
import type { DocumentPath, PathElement, SetValue, UpdateActions } from './ast.ts';
import { getPath, operandValue } from './evaluate.ts';
import { setElements } from './valueOps.ts';

type LeafAction =
  | { kind: 'set'; value: SetValue }
  | { kind: 'remove' }
  | { kind: 'add'; value: AttributeValue; appendToList?: boolean }
  | { kind: 'delete'; value: AttributeValue };

interface UpdateNode {
  children: Map<PathElement, UpdateNode>;
  action?: LeafAction;
}

const notFound = () =>
  validation('The provided expression refers to an attribute that does not exist in the item');
const invalidPath = () =>
  validation('The document path provided in the update expression is invalid for update');
const tooDeep = () => validation(NESTING_EXCEEDED_SHORT);

export interface UpdateResult {
  item: AttributeMap;
  /** The paths the actions name, for ReturnValues UPDATED_OLD / UPDATED_NEW. */
  changedPaths: DocumentPath[];
}

export function applyUpdate(actions: UpdateActions, item: AttributeMap): UpdateResult {
  const root: UpdateNode = { children: new Map() };
  const changedPaths: DocumentPath[] = [];
  const attach = (path: DocumentPath, action: LeafAction) => {
    let node = root;
    for (const step of path) {
      let child = node.children.get(step);
      if (!child) node.children.set(step, (child = { children: new Map() }));
      node = child;
    }
    node.action = action;
    changedPaths.push(path);
  };
  for (const { path, value } of actions.set) attach(path, { kind: 'set', value });
  for (const path of actions.remove) attach(path, { kind: 'remove' });
  for (const { path, value, appendToList } of actions.add) attach(path, { kind: 'add', value, appendToList });
  for (const { path, value } of actions.delete) attach(path, { kind: 'delete', value });
  if (root.children.size === 0) return { item, changedPaths };
  const applier = new Applier(item, actions.legacy === true);
  return { item: applier.map(item, root, 0), changedPaths };
}

class Applier {
  constructor(
    private readonly original: AttributeMap,
    private readonly legacy: boolean,
  ) {}

  map(map: AttributeMap, node: UpdateNode, depth: number): AttributeMap {
    const copy = copyAttributeMap(map);
    for (const [step, child] of node.children) {
      if (typeof step !== 'string') throw invalidPath();
      const result = this.child(getAttribute(map, step), child, depth + 1);
      if (result === undefined) delete copy[step];
      else setAttribute(copy, step, result);
    }
    return copy;
  }

  private list(list: AttributeValue[], node: UpdateNode, depth: number): AttributeValue[] {
    const changes = [...node.children].sort((a, b) => (a[0] as number) - (b[0] as number));
    if (changes.some(([step]) => typeof step !== 'number')) throw invalidPath();
    const out: AttributeValue[] = [];
    let next = 0;
    for (let i = 0; i < list.length; i++) {
      if (next < changes.length && changes[next][0] === i) {
        const result = this.child(list[i], changes[next++][1], depth + 1);
        if (result !== undefined) out.push(result);
      } else out.push(list[i]);
    }
    for (; next < changes.length; next++) {
      const result = this.child(undefined, changes[next][1], depth + 1);
      if (result !== undefined) out.push(result);
    }
    return out;
  }

  /** The new value at a node: its action's result, or the existing map/list with the changes below. */
  private child(
    existing: AttributeValue | undefined,
    node: UpdateNode,
    depth: number,
  ): AttributeValue | undefined {
    if (node.action) return this.action(node.action, existing, depth);
    if (existing && 'M' in existing) return { M: this.map(existing.M, node, depth) };
    if (existing && 'L' in existing) return { L: this.list(existing.L, node, depth) };
    throw invalidPath();
  }

  private action(
    action: LeafAction,
    existing: AttributeValue | undefined,
    depth: number,
  ): AttributeValue | undefined {
    switch (action.kind) {
      case 'remove':
        return undefined;
      case 'set':
        return checkDepth(this.required(action.value), depth);
      case 'add':
        return existing === undefined ? action.value : checkDepth(this.add(existing, action), depth);
      case 'delete':
        return existing === undefined ? undefined : this.delete(existing, action.value);
    }
  }

  private add(
    existing: AttributeValue,
    action: { value: AttributeValue; appendToList?: boolean },
  ): AttributeValue {
    const value = action.value;
    const type = typeOf(value);
    if (typeOf(existing) !== type) throw this.mismatch();
    if (type === 'N') return { N: addNumbers((existing as { N: string }).N, (value as { N: string }).N) };
    if (type === 'L')
      return { L: [...(existing as { L: AttributeValue[] }).L, ...(value as { L: AttributeValue[] }).L] };
    const elements = setElements(existing);
    const present = new Set(elements);
    const added = setElements(value).filter((element) => !present.has(element));
    if (added.length === 0) return existing;
    // Both sets are canonical and `added` holds only new members, so the union has no duplicates.
    return { [type]: orderSetMembers(type as SetType, [...elements, ...added])! } as AttributeValue;
  }

  private delete(existing: AttributeValue, value: AttributeValue): AttributeValue | undefined {
    const type = typeOf(value);
    if (typeOf(existing) !== type) throw this.mismatch();
    const removed = new Set(setElements(value));
    const elements = setElements(existing);
    const kept = elements.filter((element) => !removed.has(element));
    if (kept.length === elements.length) return existing;
    return kept.length === 0 ? undefined : ({ [type]: kept } as AttributeValue);
  }

  private mismatch() {
    return validation(
      this.legacy
        ? 'Type mismatch for attribute to update'
        : 'An operand in the update expression has an incorrect data type',
    );
  }

  /** A SET right-hand side, which must exist. */
  private required(value: SetValue): AttributeValue {
    const result = this.evaluate(value);
    if (result === undefined) throw notFound();
    return result;
  }

  /** Evaluates against the original item; a path may be missing, a function's operands may not. */
  private evaluate(value: SetValue): AttributeValue | undefined {
    switch (value.kind) {
      case 'operand':
        return operandValue(value.operand, this.original);
      case 'if_not_exists': {
        const existing = getPath(this.original, value.path);
        const fallback = this.evaluate(value.fallback);
        if (fallback === undefined) throw notFound();
        return existing ?? fallback;
      }
      case 'list_append': {
        const [first, second] = this.operands([value.first, value.second], 'L') as { L: AttributeValue[] }[];
        return { L: [...first.L, ...second.L] };
      }
      default: {
        const [left, right] = this.operands([value.left, value.right], 'N') as { N: string }[];
        return { N: addNumbers(left.N, right.N, value.kind === 'minus') };
      }
    }
  }

  /** Evaluates all operands, then checks them in order: each must exist and have the type. */
  private operands(values: SetValue[], type: 'L' | 'N'): AttributeValue[] {
    const results = values.map((value) => this.evaluate(value));
    for (const result of results) {
      if (result === undefined) throw notFound();
      if (typeOf(result) !== type)
        throw validation('An operand in the update expression has an incorrect data type');
    }
    return results as AttributeValue[];
  }
}

/** A value placed at `depth` (1 for an attribute) may hold lists and maps down to level 31. */
function checkDepth(value: AttributeValue, depth: number): AttributeValue {
  if (depth + containerLevels(value) - 1 > MAX_CONTAINER_LEVEL) throw tooDeep();
  return value;
}
