/**
 * The IAM actions a request asks for and the resources it asks them on, as DynamoDB's authorization
 * reference lists them: a table's ARN, an index's (`table/<name>/index/<index>`) for reads of an
 * index, a stream's for the stream reads; a batch or a transaction asks for its action on each table
 * it names, a PartiQL statement for PartiQLSelect, PartiQLInsert, PartiQLUpdate or PartiQLDelete. An
 * UpdateTable that disassociates the local replica asks for DisassociateTableReplica on it too
 * (API_UpdateTable.html, 2026).
 * Read leniently from the raw request: a malformed one is refused by its own validation anyway.
 *
 * Each access carries the part of the request its condition keys are read from (requestContext.ts):
 * the whole request for a single-item operation, and one access per item for a batch or a transaction
 * — its entry with the request's own parameters (ReturnConsumedCapacity …) — so that, as DynamoDB
 * authorizes them, a Deny that holds for any one item refuses the whole request.
 */
import type { Engine } from '../engine.ts';
import { arrayOf, fieldsOf, type Fields } from './lenientFields.ts';
import { readStatement, type StatementRead } from './statementReader.ts';

export interface RequestedAccess {
  action: string;
  resource: string;
  /** The table whose policy governs it (a stream's own policy when `streamArn` is set). */
  tableName: string;
  streamArn?: string;
  /** The request, or one item's share of it, for the condition keys. */
  request?: Fields;
  /** The transaction operation the action runs in (dynamodb:EnclosingOperation). */
  enclosingOperation?: string;
  /** A PartiQL statement, for dynamodb:FullTableScan and the keys it gives in place of `request`'s. */
  statement?: Pick<StatementRead, 'fullTableScan' | 'conditionKeys'>;
}

/** Operations whose TableName names the one table they act on (IndexName, if any, the index). */
const ON_TABLE = new Set([
  'GetItem',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'Query',
  'Scan',
  // On the index's ARN, as for a Query of an index (the vector search guide's IAM section).
  'SearchVectors',
  'DescribeTable',
  'UpdateTable',
  'DeleteTable',
  'DescribeTimeToLive',
  'UpdateTimeToLive',
  'CreateBackup',
  'DescribeContinuousBackups',
  'UpdateContinuousBackups',
  'DescribeContributorInsights',
  'UpdateContributorInsights',
  'EnableKinesisStreamingDestination',
  'DisableKinesisStreamingDestination',
  'DescribeKinesisStreamingDestination',
  'UpdateKinesisStreamingDestination',
  'DescribeTableReplicaAutoScaling',
  'UpdateTableReplicaAutoScaling',
]);
const TRANSACT_ACTIONS: Record<string, string> = {
  Get: 'GetItem',
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
};
const PARTIQL_ACTIONS: Record<string, string> = {
  select: 'PartiQLSelect',
  exists: 'PartiQLSelect',
  insert: 'PartiQLInsert',
  update: 'PartiQLUpdate',
  delete: 'PartiQLDelete',
};
/**
 * The operations whose item actions carry dynamodb:EnclosingOperation (transaction-apis-iam; ql-iam for
 * ExecuteTransaction); the same actions on their own or in a batch carry none.
 */
const TRANSACTIONS = new Set(['TransactWriteItems', 'TransactGetItems', 'ExecuteTransaction']);

export function requestedAccess(engine: Engine, operation: string, request: Fields): RequestedAccess[] {
  const accesses = accessesOf(engine, operation, request);
  if (!TRANSACTIONS.has(operation)) return accesses;
  return accesses.map((access) => ({ ...access, enclosingOperation: operation }));
}

function accessesOf(engine: Engine, operation: string, request: Fields): RequestedAccess[] {
  const onTable = (
    action: string,
    nameOrArn: unknown,
    index?: unknown,
    part: Fields = request,
  ): RequestedAccess[] => {
    if (typeof nameOrArn !== 'string') return [];
    const tableName = nameOrArn.startsWith('arn:')
      ? nameOrArn.slice(nameOrArn.indexOf('table/') + 6)
      : nameOrArn;
    const table = engine.tableArn(tableName);
    const resource = typeof index === 'string' ? `${table}/index/${index}` : table;
    return [{ action: `dynamodb:${action}`, resource, tableName, request: part }];
  };
  /**
   * The request's own parameters, without the items, shared by each item's access. A `Key` or `Item`
   * beside the items is not a member of these operations (the engine ignores it): kept, it stood for
   * an entry's own item in that entry's condition keys.
   */
  const { RequestItems: _items, TransactItems: _transact, Key: _key, Item: _item, ...shared } = request;
  if (operation === 'UpdateTable' && arrayOf(request.ReplicaUpdates).some((u) => fieldsOf(u)?.Disassociate)) {
    return [
      ...onTable(operation, request.TableName),
      ...onTable('DisassociateTableReplica', request.TableName),
    ];
  }
  if (ON_TABLE.has(operation)) return onTable(operation, request.TableName, request.IndexName);
  switch (operation) {
    case 'BatchGetItem':
    case 'BatchWriteItem':
      return Object.entries(fieldsOf(request.RequestItems) ?? {}).flatMap(([name, entries]) => {
        const parts = batchItems(operation, entries).map((part) => ({ ...shared, ...part }));
        // A table with no readable items still asks for the action once.
        return (parts.length > 0 ? parts : [shared]).flatMap((part) =>
          onTable(operation, name, undefined, part),
        );
      });
    case 'TransactGetItems':
    case 'TransactWriteItems':
      return arrayOf(request.TransactItems)
        .slice(0, MOST_ITEMS)
        .flatMap((entry) =>
          Object.entries(fieldsOf(entry) ?? {}).flatMap(([kind, action]) => {
            const part = { ...shared, ...fieldsOf(action) };
            return TRANSACT_ACTIONS[kind]
              ? onTable(TRANSACT_ACTIONS[kind], part.TableName, undefined, part)
              : [];
          }),
        );
    case 'ExecuteStatement':
      return statementAccess(engine, request, onTable);
    case 'BatchExecuteStatement':
    case 'ExecuteTransaction':
      return arrayOf(
        operation === 'ExecuteTransaction' ? request.TransactStatements : request.Statements,
      ).flatMap((entry) => statementAccess(engine, fieldsOf(entry) ?? {}, onTable));
    case 'TagResource':
    case 'UntagResource':
    case 'ListTagsOfResource':
      return onTable(operation, request.ResourceArn);
    case 'RestoreTableToPointInTime':
      return onTable(operation, request.SourceTableName ?? request.SourceTableArn);
    case 'ExportTableToPointInTime':
      return onTable(operation, request.TableArn);
    case 'DescribeStream':
    case 'GetShardIterator':
      return streamAccess(operation, request.StreamArn);
    default:
      return [];
  }
}

/**
 * A batch's items for one table, each as a single-item request would name it: BatchGetItem's keys with
 * the table's projection, BatchWriteItem's PutRequest items and DeleteRequest keys.
 */
/**
 * The most items of a batch (per table) or a transaction whose access is checked one by one: no valid
 * request has more (100 keys, 25 writes, 100 actions), and DynamoDB refuses a larger one with a
 * ValidationException anyway, so an oversized request costs the check no more than a full one.
 */
const MOST_ITEMS = 100;

function batchItems(operation: string, entries: unknown): Fields[] {
  if (operation === 'BatchGetItem') {
    const { Keys, ...reads } = fieldsOf(entries) ?? {};
    return arrayOf(Keys)
      .slice(0, MOST_ITEMS)
      .map((Key) => ({ ...reads, Key }));
  }
  return arrayOf(entries)
    .slice(0, MOST_ITEMS)
    .flatMap((entry): Fields[] => {
      const put = fieldsOf(fieldsOf(entry)?.PutRequest);
      const remove = fieldsOf(fieldsOf(entry)?.DeleteRequest);
      return put ? [{ Item: put.Item }] : remove ? [{ Key: remove.Key }] : [];
    });
}

/**
 * A PartiQL statement's action and resource, as the PartiQL parser reads them (statementReader.ts):
 * its kind names the action, its FROM (INTO, UPDATE) the table and index. A statement that does not
 * parse asks for nothing: it is refused as not well formed when it runs.
 */
function statementAccess(
  engine: Engine,
  { Statement, Parameters }: Fields,
  onTable: (action: string, name: unknown, index?: unknown) => RequestedAccess[],
): RequestedAccess[] {
  if (typeof Statement !== 'string') return [];
  const read = readStatement(engine, Statement, Parameters);
  if (!read) return [];
  return onTable(PARTIQL_ACTIONS[read.kind], read.table, read.index).map((access) => ({
    ...access,
    statement: read,
  }));
}

function streamAccess(operation: string, streamArn: unknown): RequestedAccess[] {
  if (typeof streamArn !== 'string') return [];
  const tableName = /:table\/([^/]+)\/stream\//.exec(streamArn)?.[1];
  if (!tableName) return [];
  return [{ action: `dynamodb:${operation}`, resource: streamArn, tableName, streamArn }];
}
