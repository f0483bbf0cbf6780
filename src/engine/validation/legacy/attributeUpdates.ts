/**
 * AttributeUpdates (UpdateItem): per top-level attribute PUT (the default), DELETE (the attribute,
 * or elements of a set) or ADD (to a number or set, or — legacy only — appended to a list). Checked
 * with DynamoDB's messages (architect/dynalite's updateItem tests) and turned into the same update
 * actions an UpdateExpression resolves to.
 */
import { invalidParameter } from '../../errors.ts';
import type { UpdateActions } from '../../expressions/index.ts';
import { checkAttributeNameSize } from '../../values/attributeName.ts';
import { normalizeValue } from '../../values/normalize.ts';
import { typeOf } from '../../values/types.ts';
import type { ValueLayer } from '../../values/valueLayer.ts';
import type { AttributeValueUpdate } from '../requestTypes.ts';

const DELETABLE = new Set(['SS', 'NS', 'BS']);
const ADDABLE = new Set(['N', 'SS', 'NS', 'BS', 'L']);

export interface ConvertedUpdates {
  updates: Record<string, AttributeValueUpdate>;
  actions: UpdateActions | undefined;
}

export function convertAttributeUpdates(
  updates: Record<string, AttributeValueUpdate>,
  layer: ValueLayer,
): ConvertedUpdates {
  const normalized = Object.create(null) as Record<string, AttributeValueUpdate>;
  const actions: UpdateActions = { set: [], remove: [], add: [], delete: [], legacy: true };
  const names = Object.keys(updates);
  for (const name of names) {
    checkAttributeNameSize(name);
    const { Action: action = 'PUT', Value } = updates[name];
    const path = [name];
    if (Value === undefined) {
      if (action !== 'DELETE') {
        throw invalidParameter('Only DELETE action is allowed when no attribute value is specified');
      }
      normalized[name] = { Action: 'DELETE' };
      actions.remove.push(path);
      continue;
    }
    const value = normalizeValue(Value, layer);
    const type = typeOf(value);
    normalized[name] = { Action: action, Value: value };
    if (action === 'PUT') {
      actions.set.push({ path, value: { kind: 'operand', operand: { kind: 'value', value } } });
    } else if (action === 'DELETE') {
      if (!DELETABLE.has(type)) {
        throw invalidParameter(`DELETE action with value is not supported for the type ${type}`);
      }
      actions.delete.push({ path, value });
    } else {
      if (!ADDABLE.has(type)) throw invalidParameter(`ADD action is not supported for the type ${type}`);
      actions.add.push(type === 'L' ? { path, value, appendToList: true } : { path, value });
    }
  }
  return { updates: normalized, actions: names.length > 0 ? actions : undefined };
}
