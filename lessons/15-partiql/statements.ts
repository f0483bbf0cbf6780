/**
 * Reading the learner's PartiQL for lesson 15's checks. Every Console mode records a statement as
 * an `ExecuteStatement` whose body holds `Statement` (and `Parameters`, `Limit` … from JSON mode);
 * PartiQL mode sends the statement's text as written, comments included.
 */
import { learnerCalls, notYet } from '../../src/features/lessons/checkHelpers.ts';
import type { CheckResult, LessonEngine, RecordedCall } from '../../src/features/lessons/lessonTypes.ts';
import { cancellationReasons } from '../../src/features/lessons/learnerRequests.ts';

/** The statement's first keyword, upper-cased (`SELECT`, `INSERT` …), after any leading comments. */
export function leadingKeyword(statement: unknown): string | undefined {
  if (typeof statement !== 'string') return undefined;
  const text = statement.replace(/^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/, '');
  return /^[A-Za-z]+/.exec(text)?.[0].toUpperCase();
}

/** The learner's `ExecuteStatement`s that start with `keyword`, newest first. */
export const learnerStatements = (engine: LessonEngine, keyword: string): RecordedCall[] =>
  learnerCalls(engine, 'ExecuteStatement').filter(
    (call) => leadingKeyword(call.request.Statement) === keyword,
  );

/**
 * The learner's statements that start with `keyword`, newest first, from every operation that runs
 * PartiQL: an ExecuteStatement as it was recorded, and each statement of a BatchExecuteStatement or
 * an ExecuteTransaction as a call of its own. A batch statement that failed carries its Responses'
 * Error (`DuplicateItem` …); a transaction's carries its cancellation reason (or, for one that did not
 * fail itself, TransactionCanceledException), or the transaction's error when it was refused whole.
 */
export function learnerStatementRuns(engine: LessonEngine, keyword: string): RecordedCall[] {
  return engine
    .recentCalls()
    .flatMap(statementRuns)
    .filter((call) => leadingKeyword(call.request.Statement) === keyword);
}

type Sent = { Statement?: unknown; Parameters?: unknown };

function statementRuns(call: RecordedCall): RecordedCall[] {
  const { operation, request, reply, error } = call;
  if (operation === 'ExecuteStatement') return [call];
  if (operation === 'BatchExecuteStatement') {
    const responses = (reply?.Responses ?? []) as { Error?: { Code?: string; Message?: string } }[];
    return sentList(request.Statements).map((statement, i) => {
      const failed = responses[i]?.Error;
      const ran = { operation, request: statement };
      if (error) return { ...ran, error };
      return failed
        ? { ...ran, error: { type: String(failed.Code), message: String(failed.Message ?? '') } }
        : { ...ran, reply: (responses[i] ?? {}) as Record<string, unknown> };
    });
  }
  if (operation === 'ExecuteTransaction') {
    const reasons = error?.type === 'TransactionCanceledException' ? cancellationReasons(error.message) : [];
    return sentList(request.TransactStatements).map((statement, i) => {
      const ran = { operation, request: statement };
      if (!error) return { ...ran, reply: reply ?? {} };
      const reason = reasons[i];
      return reason && reason !== 'None'
        ? { ...ran, error: { type: reason, message: error.message } }
        : { ...ran, error };
    });
  }
  return [];
}

const sentList = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as Sent[]).map((sent) => ({ ...sent })) : [];

/**
 * Does the request name `value` (in its text or its Parameters)? `USERNAME#ada` must not match
 * `USERNAME#adam`, so the value has to end where a key would.
 */
export function mentions(request: Record<string, unknown>, value: string): boolean {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}(?![\\w#-])`).test(JSON.stringify([request.Statement, request.Parameters]));
}

interface ReadCost {
  /** Capacity units over every page. */
  units: number;
  /** The table the read was charged to. */
  table?: string;
}

const MAX_PAGES = 50;

/**
 * What a SELECT costs when read to its end: the statement and its Parameters run again (a SELECT
 * only reads) without Limit or NextToken, so the figure belongs to the statement itself — a Query
 * reads one item collection whatever its Limit, a Scan the whole table.
 */
export async function selectCost(
  engine: LessonEngine,
  request: Record<string, unknown>,
): Promise<ReadCost | { problem: CheckResult }> {
  const cost: ReadCost = { units: 0 };
  let token: unknown;
  for (let page = 0; page < MAX_PAGES; page++) {
    const read = await engine.call('ExecuteStatement', {
      Statement: request.Statement,
      ...(request.Parameters !== undefined && { Parameters: request.Parameters }),
      ...(request.ConsistentRead !== undefined && { ConsistentRead: request.ConsistentRead }),
      ReturnConsumedCapacity: 'TOTAL',
      ...(typeof token === 'string' && { NextToken: token }),
    });
    if (!read.ok)
      return { problem: notYet(`Running your latest SELECT again failed: ${read.type}: ${read.message}`) };
    const consumed = read.reply.ConsumedCapacity as
      | { TableName?: string; CapacityUnits?: number }
      | undefined;
    cost.units += consumed?.CapacityUnits ?? 0;
    cost.table ??= consumed?.TableName;
    token = read.reply.NextToken;
    if (typeof token !== 'string') break;
  }
  return cost;
}

/** What a full Scan of `table` costs and how many items it reads, with the same consistency. */
export async function fullScan(
  engine: LessonEngine,
  table: string,
  consistentRead: unknown,
): Promise<{ units: number; items: number } | { problem: CheckResult }> {
  const scan = { units: 0, items: 0 };
  let start: unknown;
  do {
    const page = await engine.call('Scan', {
      TableName: table,
      ConsistentRead: consistentRead === true,
      ReturnConsumedCapacity: 'TOTAL',
      ...(start !== undefined && { ExclusiveStartKey: start }),
    });
    if (!page.ok) return { problem: notYet(`Scan on ${table} failed: ${page.type}: ${page.message}`) };
    scan.units += (page.reply.ConsumedCapacity as { CapacityUnits?: number } | undefined)?.CapacityUnits ?? 0;
    scan.items += page.reply.ScannedCount as number;
    start = page.reply.LastEvaluatedKey;
  } while (start !== undefined);
  return scan;
}
