/**
 * UpdateItem's own item-size gate. Besides the finished item (held to 409,600 bytes like every
 * write), a standalone UpdateItem charges its statement, and refuses it when the charge passes
 * 409,600 bytes, before the condition is evaluated. The charge is 3 bytes for the update plus, per
 * clause:
 *   SET target = value            19 + the target + the value
 *   ADD target :v                 19 + the target + what it adds (a set: only the new members)
 *   REMOVE target, DELETE target  1 + the target (nothing removed is charged)
 * A target costs its first name plus 4 and the element for each later element (an element is a
 * name's bytes or a list index's digits). A value costs:
 *   :v                            its size, at every use
 *   a path                        1, plus 14 and the element for each element (what it reads is free)
 *   x + y, x - y                  34, 37 plus both operands (the result is free)
 *   if_not_exists(path, v)        39 plus both operands, the path present or not
 *   list_append(x, y)             37 plus both operands
 * So the key and the attributes an update leaves alone are outside the charge, and at a short key
 * the ceiling falls a little below 400 KB. Transactions, PartiQL UPDATE and the legacy
 * AttributeUpdates size the finished item only. Measured against DynamoDB in eu-west-2 (August and
 * October 2026), a rule us-east-1 applies too (paritysuite/dynamodb-conformance
 * tests/tier3/limits/itemSizeBySurface.test.ts).
 */
import { validation } from '../errors.ts';
import { getPath } from '../expressions/evaluate.ts';
import type { DocumentPath, PathElement, SetValue, UpdateActions } from '../expressions/index.ts';
import { MAX_ITEM_BYTES, valueSize } from '../values/size.ts';
import { typeOf, type AttributeMap, type AttributeValue } from '../values/types.ts';
import { utf8Length } from '../values/utf8.ts';

const UPDATE_COST = 3;
const SET_OR_ADD_COST = 19;
const REMOVE_OR_DELETE_COST = 1;
const TARGET_STEP_COST = 4;
const PATH_OPERAND_COST = 1;
const PATH_OPERAND_STEP_COST = 14;
const FUNCTION_COST = { plus: 34, minus: 37, if_not_exists: 39, list_append: 37 } as const;

const elementBytes = (element: PathElement) =>
  typeof element === 'number' ? String(element).length : utf8Length(element);

function targetCost(path: DocumentPath): number {
  let cost = elementBytes(path[0]);
  for (let i = 1; i < path.length; i++) cost += TARGET_STEP_COST + elementBytes(path[i]);
  return cost;
}

function pathOperandCost(path: DocumentPath): number {
  let cost = PATH_OPERAND_COST;
  for (const element of path) cost += PATH_OPERAND_STEP_COST + elementBytes(element);
  return cost;
}

function valueCost(value: SetValue): number {
  switch (value.kind) {
    case 'operand': {
      const operand = value.operand;
      if (operand.kind === 'path') return pathOperandCost(operand.path);
      return operand.kind === 'value' ? valueSize(operand.value) : 0;
    }
    case 'if_not_exists':
      return FUNCTION_COST.if_not_exists + pathOperandCost(value.path) + valueCost(value.fallback);
    case 'list_append':
      return FUNCTION_COST.list_append + valueCost(value.first) + valueCost(value.second);
    default:
      return FUNCTION_COST[value.kind] + valueCost(value.left) + valueCost(value.right);
  }
}

/** What an ADD adds: a number's size, or the size of the set members not already there. */
function addedBytes(value: AttributeValue, existing: AttributeValue | undefined): number {
  const type = typeOf(value);
  if (!existing || typeOf(existing) !== type || (type !== 'SS' && type !== 'NS' && type !== 'BS'))
    return valueSize(value);
  const members = (value as Record<string, string[]>)[type];
  const present = new Set((existing as Record<string, string[]>)[type]);
  const added = members.filter((member) => !present.has(member));
  return added.length === 0 ? 0 : valueSize({ [type]: added } as AttributeValue);
}

/** The bytes UpdateItem charges a statement, given the item it finds. */
export function updateCharge(actions: UpdateActions, old: AttributeMap | undefined): number {
  let charge = UPDATE_COST;
  for (const { path, value } of actions.set) charge += SET_OR_ADD_COST + targetCost(path) + valueCost(value);
  for (const { path, value } of actions.add)
    charge += SET_OR_ADD_COST + targetCost(path) + addedBytes(value, getPath(old, path));
  for (const path of actions.remove) charge += REMOVE_OR_DELETE_COST + targetCost(path);
  for (const { path } of actions.delete) charge += REMOVE_OR_DELETE_COST + targetCost(path);
  return charge;
}

/** Refuses a standalone UpdateItem whose statement charge passes the item size limit. */
export function checkUpdateCharge(actions: UpdateActions | undefined, old: AttributeMap | undefined): void {
  if (!actions || actions.legacy) return;
  if (updateCharge(actions, old) > MAX_ITEM_BYTES) {
    throw validation('Item size to update has exceeded the maximum allowed size');
  }
}
