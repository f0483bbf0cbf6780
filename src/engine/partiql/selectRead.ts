/**
 * Running a SELECT through the Query and Scan operations, so it reads, pages and costs exactly what
 * they do: one Query per partition key the WHERE pins (selectPlan.ts), or a full Scan. Each read
 * returns whole items (or an index's projected ones); the statement's WHERE is then applied to
 * them as a filter — after the read, as DynamoDB applies a filter, so Limit counts items read — and
 * its projection list last. Paging runs over the reads in order; NextToken says where to resume.
 * A statement read as several Queries (an IN list or OR of partition keys) answers at most
 * MULTI_KEY_PAGE_ITEMS items a page, as DynamoDB documents for IN (ql-operators).
 */
import type { ConsumedCapacity } from '../capacity/consumed.ts';
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import { recordReturnedItems } from '../metrics/returnedMetrics.ts';
import { evaluateCondition } from '../expressions/evaluate.ts';
import type { Condition } from '../expressions/index.ts';
import { parseRequestExpressions } from '../expressions/requestExpressions.ts';
import type { ReadReply } from '../operations/readReply.ts';
import { query } from '../operations/query.ts';
import { scan } from '../operations/scan.ts';
import { attributeMapJson, type RawJson } from '../reply.ts';
import { getAttribute, newAttributeMap, setAttribute, type AttributeMap } from '../values/types.ts';
import { indexKeyNames } from '../storage/secondaryIndex.ts';
import type { ReturnConsumedCapacity, Select } from '../validation/requestTypes.ts';
import type { SelectStatement } from './ast.ts';
import type { Binder } from './bind.ts';
import { addCapacity } from './capacity.ts';
import { ExpressionWriter } from './expressionWriter.ts';
import { asStatement } from './operationErrors.ts';
import { orderReads } from './selectOrder.ts';
import { planSelect } from './selectPlan.ts';
import { decodeNextToken, encodeNextToken, type ReadPosition } from './nextToken.ts';
import { keyConditionRequest } from './keyConditionRequest.ts';
import { checkOrderingOperands } from './operandOrder.ts';
import { resolveTarget, tableKeyNames, type Target } from './target.ts';
import { checkGlobalIndexProjection } from '../operations/indexProjection.ts';
import { compileSelectList, type SelectList } from './selectList.ts';
import { checkIndexFilter, documentPath, indexRowNames, reachesPastLocalIndex } from './indexReach.ts';

/**
 * DynamoDB's PartiQL guide: an IN's results come in pages of up to 10 items, the rest behind
 * NextToken. Read here as a cap on the items one response returns (not on items read, which is
 * what Limit counts) whenever the statement runs as more than one Query; a single Query or a Scan
 * pages only by Limit and the 1 MB read, as the Query or Scan itself would.
 */
export const MULTI_KEY_PAGE_ITEMS = 10;

export interface SelectOptions {
  consistentRead?: boolean;
  limit?: number;
  nextToken?: string;
  returnConsumedCapacity?: ReturnConsumedCapacity;
  /** Identifies the request for NextToken (statement and parameters). */
  requestHash: string;
}

export interface SelectResult {
  items: RawJson[];
  nextToken?: string;
  consumedCapacity?: ConsumedCapacity;
  /**
   * The key of the item the read stopped at, when it stopped inside one of its Queries or its Scan
   * (Limit, 1 MB or a full page): API_ExecuteStatement's LastEvaluatedKey. A statement that stops
   * between two Queries stopped at no item, and gives only NextToken.
   */
  lastEvaluatedKey?: AttributeMap;
}

export function runSelect(
  engine: Engine,
  statement: SelectStatement,
  binder: Binder,
  options: SelectOptions,
): SelectResult {
  checkOrderingOperands(statement.where, binder);
  // The reads trace what each Query or Scan returned; the statement returns what passes its WHERE.
  const trace = engine.capacity.trace;
  const returnedBefore = trace?.itemsReturned ?? 0;
  const target = resolveTarget(engine, statement.source);
  if (target.index?.kind === 'global' && options.consistentRead)
    throw validation('Strongly consistent read is not supported on Global Secondary Indexes');
  const projection = statement.projection === '*' ? undefined : statement.projection.map(documentPath);
  checkGlobalIndexProjection(target, projection);
  const selectList = projection && compileSelectList(projection);
  const plan = planSelect(statement.where, target, binder);
  if (plan.queries) checkIndexFilter(target, statement.where!, binder);
  const { queries, forward } = orderReads(statement, target, plan);
  const filter = plan.filter && statement.where ? filterCondition(statement, binder) : undefined;
  const reachesPast = reachesPastLocalIndex(target, statement);
  // Reaching the table for the SELECT list leaves the filter on what the index itself holds.
  const filterSees = reachesPast ? indexRowNames(target) : undefined;
  const base = {
    TableName: target.table.name,
    IndexName: target.index?.name,
    ConsistentRead: options.consistentRead,
    ReturnConsumedCapacity: options.returnConsumedCapacity,
    Select: reachesPast ? ('ALL_ATTRIBUTES' as Select) : undefined,
  };
  const reads: ((body: object) => ReadReply)[] = queries
    ? queries.map(
        (part) => (body) =>
          query(
            engine,
            {
              ...body,
              ...keyConditionRequest(part, target, binder),
              ScanIndexForward: forward,
            },
            false,
          ),
      )
    : [(body) => scan(engine, body, false)];

  let position: ReadPosition = options.nextToken
    ? decodeNextToken(options.nextToken, options.requestHash)
    : { read: 0 };
  let remaining = options.limit;
  const pageItems = reads.length > 1 ? MULTI_KEY_PAGE_ITEMS : Infinity;
  let capacity: ConsumedCapacity | undefined;
  let next: ReadPosition | undefined;
  const items: RawJson[] = [];
  reading: for (let read = position.read; read < reads.length; read++) {
    const body = { ...base, Limit: remaining, ExclusiveStartKey: position.after };
    const reply = asStatement(() => reads[read](body));
    capacity = addCapacity(capacity, reply.ConsumedCapacity);
    // PartiQL never reads with Select COUNT, so a page always carries its items.
    const page = reply.Items ?? [];
    for (let i = 0; i < page.length; i++) {
      const item = keep(page[i], filter, selectList, filterSees);
      if (!item) continue;
      items.push(item);
      if (items.length < pageItems) continue;
      // The page is full: the next one resumes after this item. What this read returned past it
      // is read (and paid for) again then, as a Query resumed from its key would.
      const more = i + 1 < page.length || reply.LastEvaluatedKey !== undefined;
      if (more) next = { read, after: readKey(target, page[i]) };
      else if (read + 1 < reads.length) next = { read: read + 1 };
      break reading;
    }
    if (reply.LastEvaluatedKey) {
      next = { read, after: JSON.parse(reply.LastEvaluatedKey.json) as AttributeMap };
      break;
    }
    position = { read: read + 1 };
    if (remaining !== undefined && (remaining -= reply.ScannedCount) <= 0) {
      if (read + 1 < reads.length) next = position;
      break;
    }
  }
  // ReturnedItemCount counts what the statement returns, after its WHERE (not its reads' Count).
  recordReturnedItems(engine, target.table, 'ExecuteStatement', items.length);
  if (trace) trace.itemsReturned = returnedBefore + items.length;
  return {
    items,
    nextToken: next && encodeNextToken(options.requestHash, next),
    consumedCapacity: capacity,
    lastEvaluatedKey: next?.after,
  };
}

/** The key a read resumes after: the table's key attributes, and an index's when reading one. */
function readKey(target: Target, raw: RawJson): AttributeMap {
  const names = target.index
    ? indexKeyNames(target.index, target.table.keySchema)
    : tableKeyNames(target.table);
  return only(JSON.parse(raw.json) as AttributeMap, names);
}

/** The item as the statement returns it, or undefined when the WHERE filters it out. */
function keep(
  raw: RawJson,
  filter: Condition | undefined,
  selectList: SelectList | undefined,
  filterSees: Set<string> | undefined,
): RawJson | undefined {
  if (!filter && !selectList) return raw;
  const item = JSON.parse(raw.json) as AttributeMap;
  if (filter && !evaluateCondition(filter, filterSees ? only(item, filterSees) : item)) return undefined;
  return selectList ? attributeMapJson(selectList(item)) : raw;
}

/** The named top-level attributes of an item. */
function only(item: AttributeMap, names: Iterable<string>): AttributeMap {
  const kept = newAttributeMap();
  for (const name of names) {
    const value = getAttribute(item, name);
    if (value) setAttribute(kept, name, value);
  }
  return kept;
}

/** The WHERE clause as a resolved condition, checked as DynamoDB checks a condition expression. */
function filterCondition(statement: SelectStatement, binder: Binder): Condition | undefined {
  const writer = new ExpressionWriter(binder);
  const ConditionExpression = writer.condition(statement.where!);
  return asStatement(
    () => parseRequestExpressions({ ConditionExpression, ...writer.parameters() }).condition,
  );
}
