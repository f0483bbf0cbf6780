/**
 * ExecuteTransaction: up to 100 PartiQL statements, all or nothing, through the transaction
 * operations — all SELECTs run as a TransactGetItems, writes (with EXISTS checks) as a
 * TransactWriteItems with its ClientRequestToken, conflicts and capacity. A failed INSERT condition
 * is reported as DuplicateItem among the CancellationReasons, as DynamoDB reports it.
 */
import { DeferredReply } from '../deferred.ts';
import type { Engine } from '../engine.ts';
import { DynamoDBError, validation } from '../errors.ts';
import { asStatement } from '../partiql/operationErrors.ts';
import { selectListJson } from '../partiql/selectList.ts';
import type { RawJson } from '../reply.ts';
import { isRead } from '../partiql/statements.ts';
import {
  type Prepared,
  bindTransactionStatement,
  transactionGet,
  transactionWrite,
  transactItem,
} from '../partiql/transactionStatements.ts';
import type { WriteRequest } from '../partiql/writeRequests.ts';
import { validateExecuteTransaction } from '../validation/partiql/executeTransaction.ts';
import { transactGetItems } from './transactGetItems.ts';
import { cancellation } from './transactionSupport.ts';
import { transactWriteItems } from './transactWriteItems.ts';

export function executeTransaction(engine: Engine, body: object) {
  const request = validateExecuteTransaction(body);
  const statements = request.TransactStatements;
  const bound = statements.map((statement, i) => bindTransactionStatement(statement, i));
  const reads = bound.filter((b) => isRead(b.statement)).length;
  if (reads > 0 && reads < bound.length)
    throw validation(
      'ExecuteTransaction API does not support both read and write operations in the same request.',
    );
  if (reads > 0) {
    const gets = runnable(bound.map((b, i) => transactionGet(engine, b, i)));
    const TransactItems = gets.map((get) => ({ Get: get.body }));
    const reply = asStatement(() =>
      transactGetItems(
        engine,
        { TransactItems, ReturnConsumedCapacity: request.ReturnConsumedCapacity },
        { keepEmptyItem: true },
      ),
    ) as { Responses: { Item?: RawJson }[]; ConsumedCapacity?: unknown };
    const Responses = reply.Responses.map((response, i) =>
      response.Item ? { Item: selectListJson(response.Item, gets[i].selectList) } : response,
    );
    return { Responses, ConsumedCapacity: reply.ConsumedCapacity };
  }
  const writes = runnable(bound.map((b, i) => transactionWrite(engine, b, i)));
  let reply: unknown;
  try {
    reply = asStatement(() =>
      transactWriteItems(
        engine,
        {
          TransactItems: writes.map((write, i) => transactItem(write, statements[i])),
          ClientRequestToken: request.ClientRequestToken,
          ReturnConsumedCapacity: request.ReturnConsumedCapacity,
        },
        'ExecuteTransaction',
      ),
    );
  } catch (error) {
    throw error instanceof DynamoDBError && error.type === 'TransactionCanceledException'
      ? withDuplicateItems(error, writes)
      : error;
  }
  const answer = (committed: unknown) => ({
    Responses: [],
    ConsumedCapacity: (committed as { ConsumedCapacity?: unknown }).ConsumedCapacity,
  });
  return reply instanceof DeferredReply ? new DeferredReply(reply.ready.then(answer)) : answer(reply);
}

/**
 * The statements' requests, once every statement is prepared; a statement with a reason cancels the
 * transaction before any item is read, and before two statements on one item are looked for.
 */
function runnable<T>(statements: Prepared<T>[]): T[] {
  if (statements.some((statement) => statement.reason))
    throw cancellation(statements.map((statement) => statement.reason));
  return statements.map((statement) => statement.request!);
}

interface Reason {
  Code: string;
  Message?: string;
  Item?: unknown;
}

/** An INSERT whose key exists fails its condition; DynamoDB names that DuplicateItem. */
function withDuplicateItems(error: DynamoDBError, writes: WriteRequest[]): DynamoDBError {
  const reasons = (error.extra?.CancellationReasons ?? []) as Reason[];
  const restated = reasons.map((reason, i) =>
    writes[i]?.kind === 'Put' && reason.Code === 'ConditionalCheckFailed'
      ? { Code: 'DuplicateItem', Message: 'Duplicate primary key exists in table' }
      : reason,
  );
  return new DynamoDBError(
    'TransactionCanceledException',
    `Transaction cancelled, please refer cancellation reasons for specific reasons [${restated.map((r) => r.Code).join(', ')}]`,
    { CancellationReasons: restated },
  );
}
