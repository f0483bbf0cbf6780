/**
 * TransactWriteItems: up to 100 Put / Update / Delete / ConditionCheck actions on distinct items,
 * all or nothing. Every action is prepared against the current items first — conditions evaluated,
 * new items built and validated — and only if all succeed is anything committed. Otherwise the reply
 * is TransactionCanceledException with one CancellationReason per action, in request order.
 *
 * With the engine's transactionLatencyMs > 0 and a caller that can wait (dispatchAsync), the
 * transaction stays in flight for that long, holding its items, and commits at the end of it;
 * requests meeting those items meanwhile get DynamoDB's conflict errors.
 */
import type { ConsumedCapacity } from '../capacity/consumed.ts';
import { writeUnits } from '../capacity/units.ts';
import { DeferredReply } from '../deferred.ts';
import type { Engine } from '../engine.ts';
import { billedChangeSize } from '../vectors/billedSize.ts';
import { validation } from '../errors.ts';
import { commitWrite } from '../storage/commitWrite.ts';
import { collectionMetricsByTable } from '../storage/itemCollections.ts';
import type { AttributeMap } from '../values/types.ts';
import { checkTransactionsSupported } from '../globalTables/strongFeatures.ts';
import { ItemLocks } from '../transactions/itemLocks.ts';
import { validateTransactWriteItems } from '../validation/transactWriteItems.ts';
import type { TransactWriteItemsRequest } from '../validation/requestTypes.ts';
import { prepareAction, type PreparedAction } from './transactionActions.ts';
import { itemKey, lookupKey } from './transactionKeys.ts';
import {
  chargeTransactionReads,
  chargeTransactionWrites,
  transactionReadCapacity,
} from './transactionCapacity.ts';
import { cancellation, fingerprint } from './transactionSupport.ts';
import { writeCapacities } from './writeCapacities.ts';

/**
 * `scope` keeps the tokens of ExecuteTransaction, whose writes come here, apart from
 * TransactWriteItems' own: DynamoDB scopes a client token to its operation.
 */
export function transactWriteItems(
  engine: Engine,
  body: object,
  scope: 'TransactWriteItems' | 'ExecuteTransaction' = 'TransactWriteItems',
) {
  const request = validateTransactWriteItems(body);
  const token =
    request.ClientRequestToken === undefined ? undefined : `${scope}:${request.ClientRequestToken}`;
  const print = token === undefined ? '' : requestFingerprint(body);
  if (token !== undefined) {
    const earlier = engine.idempotencyTokens.check(token, print, engine.now()) as Remembered | undefined;
    if (earlier !== undefined) return replay(engine, request, earlier);
  }
  const actions = locate(engine, request);
  // Keys are checked against their schemas before anything runs, and the first that does not fit
  // stops the transaction there: every other action, whatever its condition, reports None
  // (Alternator's test_transact.py, run against DynamoDB).
  const keyFault = actions.findIndex(({ located }) => located.failure);
  if (keyFault >= 0)
    throw cancellation(actions.map(({ located }, i) => (i === keyFault ? located.failure : undefined)));
  const prepared = actions.map(({ action, table, located }) =>
    prepareAction(engine, action, table, located.key!),
  );
  if (prepared.some((p) => p.failure)) throw cancellation(prepared.map((p) => p.failure));
  chargeTransactionWrites(engine, prepared);
  const reply: { ConsumedCapacity?: ConsumedCapacity[]; ItemCollectionMetrics?: unknown } = {
    ConsumedCapacity: transactionCapacity(request, prepared),
  };
  const remembered: Remembered = { reply, sizes: prepared.map(actionSize) };
  const commit = () => {
    for (const p of prepared) if (p.plan) commitWrite(engine, p.plan);
    reply.ItemCollectionMetrics = collectionMetrics(request, prepared);
  };
  if (engine.transactionLatencyMs <= 0 || !engine.deferralAllowed) {
    commit();
    if (token !== undefined) remember(engine, token, print, remembered);
    return reply;
  }
  const lockIds = prepared.map((p) => ItemLocks.id(p.table, p.key));
  const transaction = engine.random32();
  engine.locks.lock(lockIds, transaction);
  if (token !== undefined) engine.idempotencyTokens.begin(token, print, engine.now());
  return new DeferredReply(
    new Promise((resolve) => {
      engine.after(engine.transactionLatencyMs, () => {
        commit();
        engine.locks.release(lockIds, transaction);
        if (token !== undefined) engine.idempotencyTokens.complete(token, remembered, engine.now());
        resolve(reply);
      });
    }),
  );
}

/** What a completed request leaves for its repeats: its reply, and the size each action was charged on. */
interface Remembered {
  reply: object;
  sizes: number[];
}

/** An action is charged on the larger of the item before and after it (a ConditionCheck: the item). */
/** The bytes an action is billed by (a vector counted by its dimensions: vectors/billedSize.ts). */
const actionSize = (p: PreparedAction) => billedChangeSize(p.table, p.old, p.next);

/**
 * A repeat of a completed request with its ClientRequestToken writes nothing: DynamoDB answers it
 * with the first reply, but reports read units, not the first call's write units (API reference,
 * TransactWriteItems ClientRequestToken): transactional reads of the items as the first call sized
 * them. Captures against DynamoDB show 4 write units for a 1.5 KB item on the first call and 2 read
 * units on the repeat (nubo-db/dynoxide#125), and a repeated delete of a 9 KB item charged 6 read
 * units, though the item is gone by then (nubo-db/dynoxide#188).
 */
function replay(engine: Engine, request: TransactWriteItemsRequest, earlier: Remembered) {
  const reads = locate(engine, request).flatMap(({ action, table, located }, i) => {
    const tableName = (action.Put ?? action.Update ?? action.Delete ?? action.ConditionCheck!).TableName;
    return located.key ? [{ table, tableName, key: located.key, size: earlier.sizes[i] }] : [];
  });
  chargeTransactionReads(engine, reads);
  return {
    ...earlier.reply,
    ConsumedCapacity: transactionReadCapacity(request.ReturnConsumedCapacity, reads),
  };
}

/**
 * What a repeat must match. ReturnConsumedCapacity is left out: a repeat may ask for capacity in
 * another mode and is answered in its own (the replay reports its own read units anyway).
 */
function requestFingerprint(body: object): string {
  const { ReturnConsumedCapacity: _mode, ...compared } = body as Record<string, unknown>;
  return fingerprint(compared);
}

function remember(engine: Engine, token: string, print: string, reply: unknown): void {
  engine.idempotencyTokens.begin(token, print, engine.now());
  engine.idempotencyTokens.complete(token, reply, engine.now());
}

/**
 * Tables and keys of every action, with the checks DynamoDB makes before looking at any item. A key
 * of the wrong type or shape is not one of them: it becomes that action's cancellation reason.
 */
function locate(engine: Engine, request: TransactWriteItemsRequest) {
  const seen = new Set<string>();
  return request.TransactItems.map((action) => {
    const detail = action.Put ?? action.Update ?? action.Delete ?? action.ConditionCheck!;
    const table = engine.usableTable(detail.TableName);
    checkTransactionsSupported(table);
    const located = action.Put
      ? itemKey(table, action.Put.Item)
      : lookupKey(table, (detail as { Key: AttributeMap }).Key);
    if (located.key) {
      const id = ItemLocks.id(table, located.key);
      if (seen.has(id))
        throw validation('Transaction request cannot include multiple operations on one item');
      seen.add(id);
    }
    return { action, table, located };
  });
}

/** ItemCollectionMetrics by table for the committed writes to tables with local indexes. */
function collectionMetrics(request: TransactWriteItemsRequest, prepared: PreparedAction[]) {
  if (request.ReturnItemCollectionMetrics !== 'SIZE') return undefined;
  const byTable = collectionMetricsByTable(prepared.map((p) => ({ name: p.table.name, plan: p.plan })));
  return Object.keys(byTable).length > 0 ? byTable : undefined;
}

/** Twice the table's units of a plain write, per action; index writes as outside a transaction. */
function transactionCapacity(
  request: TransactWriteItemsRequest,
  prepared: PreparedAction[],
): ConsumedCapacity[] | undefined {
  const writes = prepared.map((p) => ({
    table: p.table,
    tableName: p.tableName,
    units: writeUnits(actionSize(p), true),
    plan: p.plan,
  }));
  return writeCapacities(request.ReturnConsumedCapacity, writes, 'write');
}
