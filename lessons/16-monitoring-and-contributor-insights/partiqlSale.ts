/**
 * Lesson 16's sale is judged from an UpdateItem's own fields: its UpdateExpression, and its
 * ConditionExpression replayed on scratch copies of the item (stockGuard.ts). A PartiQL UPDATE
 * carries neither, so the check does not judge one. It runs all the same, though, and a sale it made
 * moves the stock the check counts on: the learner's next, right UpdateItem would then be failed for
 * the stock it left. So the check says plainly that it saw the statement and what it did to the stock,
 * instead of passing over it in silence.
 */
import { getItem, numberOf } from '../../src/features/lessons/checkHelpers.ts';
import { learnerWrites, writesItem, type LearnerWrite } from '../../src/features/lessons/learnerRequests.ts';
import type { LessonEngine } from '../../src/features/lessons/lessonTypes.ts';
import { AFTER_SALE, HOT, INVENTORY, skuKey } from './flashSale.ts';

const PARTIQL = new Set(['ExecuteStatement', 'BatchExecuteStatement', 'ExecuteTransaction']);

const isPartiql = (write: LearnerWrite) => PARTIQL.has(write.call.operation);

/** How the feedback names the request: `PartiQL statement (ExecuteStatement)`. */
const named = (write: LearnerWrite) => `PartiQL statement (${write.call.operation})`;

/**
 * What to say when the learner's latest write to the inventory was PartiQL, or undefined when it was
 * not (the check then judges the latest UpdateItem as before).
 */
export async function partiqlSaleFeedback(engine: LessonEngine): Promise<string | undefined> {
  const [latest] = learnerWrites(engine, INVENTORY, ['PK']);
  if (!latest || !isPartiql(latest)) return undefined;
  const seen = `Your latest write to ${INVENTORY} was a ${named(latest)}. This check judges a sale made with UpdateItem: it reads the request’s UpdateExpression and replays its ConditionExpression on copies of the item, and a PartiQL statement has neither, so it did not judge yours.`;
  const read = await getItem(engine, INVENTORY, skuKey(HOT));
  const stock = 'problem' in read ? undefined : numberOf(read.item, 'stock');
  if (stock === AFTER_SALE)
    return `${seen} ${HOT} still has stock ${AFTER_SALE}: make the sale with one UpdateItem (JSON, AWS CLI or JavaScript mode).`;
  return `${seen} It ran all the same: ${HOT} now has stock ${stock ?? 'missing'}, not the ${AFTER_SALE} the flash sale left, so even a right UpdateItem would not leave ${AFTER_SALE - 1} now. Press Set up to put the stock back (then turn Contributor Insights on again), and make the sale with one UpdateItem.`;
}

/**
 * Added when the stock is not what one sale leaves and the learner sent a PartiQL write naming the
 * contended SKU (which may be why): it was not judged, but it ran. '' when there was none.
 */
export function partiqlStockNote(engine: LessonEngine): string {
  const earlier = learnerWrites(engine, INVENTORY, ['PK']).find(
    (write) => isPartiql(write) && write.succeeded && writesItem(write, { PK: HOT }),
  );
  return earlier
    ? ` Your earlier ${named(earlier)} on ${HOT} is not judged here, but it ran, and what it sold counts in that stock.`
    : '';
}
