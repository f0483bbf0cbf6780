/**
 * UpdateItem's own item-size gate. Besides the finished item (checked for every write), standalone
 * UpdateItem measures what the statement writes: the top-level attributes its SET / ADD / DELETE
 * actions leave in the item, names and values, plus a fixed cost per action — 3 for the update, 19
 * per SET or ADD (20 when the SET path goes through a list index), 2 per REMOVE or DELETE. Key
 * attributes and attributes the update leaves alone are outside that figure, so at a short key the
 * ceiling falls a few bytes below 400 KB. Transactions and PartiQL UPDATE do not apply it.
 * Measured against DynamoDB: nubo-db/dynamodb-conformance tests/tier3/limits/itemSizeBySurface.test.ts.
 */
import { validation } from '../errors.ts';
import type { DocumentPath, UpdateActions } from '../expressions/index.ts';
import { itemSize, MAX_ITEM_BYTES } from '../values/size.ts';
import type { AttributeMap } from '../values/types.ts';
import type { StoredItem } from '../storage/itemStore.ts';

const UPDATE_COST = 3;
const SET_OR_ADD_COST = 19;
const REMOVE_OR_DELETE_COST = 2;

/** The fixed part: 3 for the update, 19 per SET or ADD (20 through a list index), 2 per REMOVE or DELETE. */
function actionCost(actions: UpdateActions): number {
  const throughIndex = (path: DocumentPath) => path.some((element) => typeof element === 'number');
  let cost = UPDATE_COST;
  for (const action of actions.set) cost += SET_OR_ADD_COST + (throughIndex(action.path) ? 1 : 0);
  cost += SET_OR_ADD_COST * actions.add.length;
  return cost + REMOVE_OR_DELETE_COST * (actions.remove.length + actions.delete.length);
}

/** The bytes UpdateItem charges a statement: the attributes it writes plus its per-action costs. */
function updateWriteBytes(actions: UpdateActions, finished: AttributeMap): number {
  const written: AttributeMap = Object.create(null);
  for (const { path } of [...actions.set, ...actions.add, ...actions.delete]) {
    const name = path[0] as string;
    if (finished[name] !== undefined) written[name] = finished[name];
  }
  return itemSize(written) + actionCost(actions);
}

/**
 * Refuses an update whose written attributes and action costs exceed the item size limit. The
 * written attributes are part of the finished item, so only an item within the action costs of
 * the limit needs them measured.
 */
export function checkUpdateWriteSize(actions: UpdateActions | undefined, finished: StoredItem): void {
  if (!actions || finished.size + actionCost(actions) <= MAX_ITEM_BYTES) return;
  if (updateWriteBytes(actions, finished.attributes) > MAX_ITEM_BYTES) {
    throw validation('Item size to update has exceeded the maximum allowed size');
  }
}
