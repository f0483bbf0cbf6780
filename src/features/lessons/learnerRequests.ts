/**
 * Reading the learner's own Console requests for what a table's final state cannot tell. Writes: for
 * checks whose goal is how a write was made and not only what it left ("guard the write with a
 * condition, then watch a stale one be refused"), since a plain write can leave the same item as a
 * guarded one. PartiQL reads: for checks that judge GetItem and Query requests, which a SELECT is not.
 */
import { requestTarget } from '../../client/requestTarget.ts';
import type { LessonEngine, RecordedCall } from './lessonTypes.ts';

export interface LearnerWrite {
  call: RecordedCall;
  /** It carried a condition that could refuse it (see `isConditional`). */
  conditional: boolean;
  succeeded: boolean;
  /** It was refused because a condition did not hold, alone or inside a transaction. */
  refusedByCondition: boolean;
}

const SINGLE_WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem']);
/** A PartiQL statement's first word, which says whether it writes or reads. */
const statementVerb = (statement: unknown) => /^\s*(\w+)/.exec(String(statement))?.[1].toUpperCase();
const PARTIQL_WRITES = new Set(['UPDATE', 'INSERT', 'DELETE']);

type Request = Record<string, unknown>;

/** The learner's writes to `table` since the set-up, newest first. */
export function learnerWrites(engine: LessonEngine, table: string): LearnerWrite[] {
  const writes: LearnerWrite[] = [];
  for (const call of engine.recentCalls()) {
    const conditional = writeCondition(call.request, call.operation, table);
    if (conditional === undefined) continue;
    writes.push({
      call,
      conditional,
      succeeded: call.reply !== undefined,
      refusedByCondition: refusedByCondition(call),
    });
  }
  return writes;
}

/**
 * Whether a request writes to `table` with a condition (true), without one (false), or does not
 * write to it (undefined). A PartiQL UPDATE or DELETE is taken as conditional: its WHERE clause may
 * test more than the key, and telling which would mean parsing it; the refused write a check also
 * asks for shows the learner's guard either way. INSERT is conditional by nature: it fails on a key
 * that exists. BatchWriteItem takes no conditions at all.
 */
function writeCondition(request: Request, operation: string, table: string): boolean | undefined {
  if (SINGLE_WRITES.has(operation)) return request.TableName === table ? hasCondition(request) : undefined;
  if (operation === 'ExecuteStatement')
    return PARTIQL_WRITES.has(statementVerb(request.Statement) ?? '') &&
      requestTarget(request).tableName === table
      ? true
      : undefined;
  if (operation === 'BatchWriteItem') {
    const items = request.RequestItems as Request | undefined;
    return items !== undefined && Object.hasOwn(items, table) ? false : undefined;
  }
  if (operation === 'TransactWriteItems') {
    const actions = transactionActionsOn(request, table);
    return actions.length === 0 ? undefined : actions.every(hasCondition);
  }
  return undefined;
}

function hasCondition(request: Request): boolean {
  return typeof request.ConditionExpression === 'string' || isNonEmptyObject(request.Expected);
}

/** A transaction's Put, Update and Delete actions on `table` (a ConditionCheck writes nothing). */
function transactionActionsOn(request: Request, table: string): Request[] {
  const items = Array.isArray(request.TransactItems) ? (request.TransactItems as Request[]) : [];
  return items
    .map((item) => (item.Put ?? item.Update ?? item.Delete) as Request | undefined)
    .filter((action): action is Request => action !== undefined && action.TableName === table);
}

function refusedByCondition(call: RecordedCall): boolean {
  const error = call.error;
  if (error === undefined) return false;
  // A PartiQL INSERT on a key that exists fails with DuplicateItemException.
  if (error.type === 'ConditionalCheckFailedException' || error.type === 'DuplicateItemException')
    return true;
  return error.type === 'TransactionCanceledException' && error.message.includes('ConditionalCheckFailed');
}

const isNonEmptyObject = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.keys(value).length > 0;

/**
 * What to add when a check reads GetItem and Query requests but the learner sent PartiQL SELECTs on
 * `table` (which name no TableName), or '' when they did not.
 */
export function partiqlNotJudged(engine: LessonEngine, table: string): string {
  const selects = engine
    .recentCalls()
    .some(
      (call) =>
        call.operation === 'ExecuteStatement' &&
        statementVerb(call.request.Statement) === 'SELECT' &&
        requestTarget(call.request).tableName === table,
    );
  return selects
    ? ' Your PartiQL SELECT is not judged here: this exercise reads GetItem and Query requests, so send those (JSON, AWS CLI or JavaScript mode).'
    : '';
}
