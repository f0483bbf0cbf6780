/**
 * TransactWriteItems request validation: the shape (1 to 100 actions, a ClientRequestToken of at most
 * 36 characters), then exactly one action per element, then each action in request order: its
 * expression/value mix, its item or key values (a put's item size), and its own expressions, parsed
 * the way transactions order them (UpdateExpression before ConditionExpression; a Delete's or
 * ConditionCheck's key is held to the depth limit only after its condition). Messages from 2026
 * captures in nubo-db/dynamodb-conformance. Then the 4 MB payload. Tables, key schemas, one item
 * named twice and the token's history need the engine: the operation checks those.
 */
import { DynamoDBError, validation } from '../errors.ts';
import type { ExpressionOptions } from '../expressions/index.ts';
import { checkItemAttributeNames } from '../values/attributeName.ts';
import { NESTING_EXCEEDED } from '../values/nesting.ts';
import { normalizeMap } from '../values/normalize.ts';
import type { AttributeMap } from '../values/types.ts';
import { itemSize, MAX_ITEM_BYTES } from '../values/size.ts';
import {
  attributeMap,
  expressionAttributeNames,
  expressionAttributeValues,
  expressionString,
  returnConsumedCapacity,
  returnItemCollectionMetrics,
  returnValuesOnConditionCheckFailure,
  tableName,
} from './commonShapes.ts';
import { checkParameterMix, resolveExpressions } from './expressionParameters.ts';
import type { TransactWriteItem, TransactWriteItemsRequest } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import type { Shape } from './shape/shapes.ts';
import { list, string, structure } from './shape/shapes.ts';
import { MAX_TRANSACTION_ACTIONS } from './transactGetItems.ts';

const TRANSACTION: ExpressionOptions = { transaction: true };

/** The members every write action ends with, in Coral's order. */
const conditionMembers = {
  TableName: tableName,
  ConditionExpression: expressionString,
  ExpressionAttributeNames: expressionAttributeNames,
  ExpressionAttributeValues: expressionAttributeValues,
  ReturnValuesOnConditionCheckFailure: returnValuesOnConditionCheckFailure,
};

const action = (name: string, first: Record<string, Shape>, rest = conditionMembers) =>
  structure(name, { ...first, ...rest });

const transactWriteItem = structure('TransactWriteItem', {
  ConditionCheck: action(
    'ConditionCheck',
    { Key: attributeMap(true) },
    {
      ...conditionMembers,
      ConditionExpression: string({ required: true }),
    },
  ),
  Put: action('Put', { Item: attributeMap(true) }),
  Delete: action('Delete', { Key: attributeMap(true) }),
  Update: action('Update', { Key: attributeMap(true), UpdateExpression: string({ required: true }) }),
});

const checkShape = compileRequest<TransactWriteItemsRequest>(
  structure('TransactWriteItemsInput', {
    // A bad token is listed before the enums (paritysuite/dynamodb-conformance
    // tests/tier3/validation-ordering/transactions.test.ts, 2026-10-09).
    ClientRequestToken: string({ min: 1, max: 36 }),
    ReturnConsumedCapacity: returnConsumedCapacity,
    ReturnItemCollectionMetrics: returnItemCollectionMetrics,
    TransactItems: list(transactWriteItem, { required: true, min: 1, max: MAX_TRANSACTION_ACTIONS }),
  }),
);

export function validateTransactWriteItems(body: object): TransactWriteItemsRequest {
  const request = checkShape(body);
  for (const item of request.TransactItems) checkOneAction(item);
  for (const item of request.TransactItems) checkAction(item);
  checkPayload(request.TransactItems);
  return request;
}

/**
 * The documented 4 MB "aggregate size of the items in the transaction" is, as DynamoDB applies it, the
 * size of what the request carries — put items, keys, expression values — not of the stored items it
 * names: deleting 5 MB of items in one small transaction succeeds, while 5 MB of puts are refused with
 * a message about the transaction payload, matching "size cannot exceed" (Alternator's
 * test_transact.py, run against DynamoDB; the message's exact wording is not on record).
 */
export const TRANSACTION_PAYLOAD_BYTES = 4 * 1024 * 1024;
/** Also TransactGetItems' answer to more than 4 MB of items read (operations/transactGetItems.ts). */
export const TRANSACTION_PAYLOAD_MESSAGE = 'Transaction payload size cannot exceed 4 MB';

function checkPayload(items: readonly TransactWriteItem[]): void {
  let bytes = 0;
  for (const { ConditionCheck, Put, Delete, Update } of items) {
    const action = (ConditionCheck ?? Put ?? Delete ?? Update)!;
    bytes += itemSize(Put ? Put.Item : (action as { Key: AttributeMap }).Key);
    if (action.ExpressionAttributeValues) bytes += itemSize(action.ExpressionAttributeValues);
  }
  if (bytes > TRANSACTION_PAYLOAD_BYTES) throw validation(TRANSACTION_PAYLOAD_MESSAGE);
}

function checkOneAction(item: TransactWriteItem): void {
  let actions = 0;
  if (item.ConditionCheck) actions++;
  if (item.Put) actions++;
  if (item.Delete) actions++;
  if (item.Update) actions++;
  if (actions === 0) {
    throw validation('Invalid Request: TransactWriteRequest should contain Delete or Put or Update request');
  }
  if (actions > 1) throw validation('TransactItems can only contain one of Check, Put, Update or Delete');
}

function checkAction({
  ConditionCheck: check,
  Put: put,
  Delete: remove,
  Update: update,
}: TransactWriteItem): void {
  if (put) {
    checkParameterMix(put, ['ConditionExpression'], []);
    checkItemAttributeNames(put.Item);
    put.Item = normalizeMap(put.Item, 'older');
    if (itemSize(put.Item) > MAX_ITEM_BYTES)
      throw validation('Item size has exceeded the maximum allowed size');
    put.expressions = resolveExpressions(put, { ConditionExpression: put.ConditionExpression }, TRANSACTION);
  } else if (update) {
    checkParameterMix(update, ['UpdateExpression', 'ConditionExpression'], []);
    update.Key = normalizeMap(update.Key, 'older');
    update.expressions = resolveExpressions(
      update,
      { UpdateExpression: update.UpdateExpression, ConditionExpression: update.ConditionExpression },
      TRANSACTION,
    );
  } else {
    const keyed = (check ?? remove)!;
    checkParameterMix(keyed, ['ConditionExpression'], []);
    const tooDeep = normalizeKey(keyed);
    keyed.expressions = resolveExpressions(
      keyed,
      { ConditionExpression: keyed.ConditionExpression },
      TRANSACTION,
    );
    if (tooDeep) throw tooDeep;
  }
}

/**
 * Normalises a Delete's or ConditionCheck's key, handing back (not throwing) a key nested too deep:
 * DynamoDB reads the action's condition before it holds the key to the depth limit — a syntax error
 * or an oversized condition is reported ahead of a key nested 100 levels in the same action
 * (paritysuite/dynamodb-conformance tests/tier3/validation-ordering/deepRequests.test.ts, ten
 * regions, 2026-10-09) — while the key's other value checks come first (an empty AttributeValue
 * beats an empty condition). Between actions, request order still decides.
 */
function normalizeKey(keyed: { Key: AttributeMap }): DynamoDBError | undefined {
  try {
    keyed.Key = normalizeMap(keyed.Key, 'older');
    return undefined;
  } catch (error) {
    if (error instanceof DynamoDBError && error.message === NESTING_EXCEEDED) return error;
    throw error;
  }
}
