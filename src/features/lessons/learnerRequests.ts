/**
 * Reading the learner's own Console requests for what a table's final state cannot tell. Writes: for
 * checks whose goal is how a write was made and not only what it left ("guard the write with a
 * condition, then watch a stale one be refused"), since a plain write can leave the same item as a
 * guarded one. PartiQL reads: for checks that judge GetItem and Query requests, which a SELECT is not.
 */
import { requestTarget } from '../../client/requestTarget.ts';
import type { CheckResult, LessonEngine, RecordedCall } from './lessonTypes.ts';
import { PARTIQL_WRITES, partiqlCondition, statementVerb } from './partiqlWrites.ts';

export interface LearnerWrite {
  call: RecordedCall;
  /**
   * The part of the call that made this write: the request itself, a transaction's Put, Update or
   * Delete, or a PartiQL statement ({Statement, Parameters}). Checks read which item it names here.
   */
  action: Request;
  /**
   * The call's place in the history, newest first: two writes of one call (a transaction's actions)
   * share it. The history gives new objects on every read, so calls are told apart by this, not by
   * identity.
   */
  callIndex: number;
  /** It carried a condition that could refuse it (see `writesIn`). */
  conditional: boolean;
  /**
   * That condition as text, for checks that ask what it tests: a ConditionExpression with its #names
   * resolved, the attributes a legacy Expected names, or a PartiQL write's (partiqlCondition).
   */
  condition?: string;
  succeeded: boolean;
  /** It was refused because a condition did not hold (or, in PartiQL, its INSERT's key existed). */
  refusedByCondition: boolean;
  /** It was one action of a transaction (TransactWriteItems or ExecuteTransaction). */
  transaction: boolean;
}

const SINGLE_WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem']);
/** The reasons that mean a condition refused a write: PartiQL names a failed INSERT DuplicateItem. */
const REFUSALS = new Set(['ConditionalCheckFailed', 'DuplicateItem']);

type Request = Record<string, unknown>;
type Write = Omit<LearnerWrite, 'call' | 'callIndex'>;
type Guard = Pick<Write, 'conditional' | 'condition'>;

/**
 * Said when a check that judges how something was written finds no request of the learner's at all:
 * the tables survive a reload (the sandbox is saved) but the Console's history does not.
 */
export const HISTORY_STARTS_AFRESH =
  'This check reads how you did it from the Console’s history, which starts afresh when the page reloads: if you did it before a reload, press Set up and do it again.';

/** Whether the learner has sent no request since the set-up (or since the page loaded). */
export const noLearnerRequests = (engine: LessonEngine) => engine.recentCalls().length === 0;

/**
 * The learner's writes to `table` since the set-up, newest first: one per write request, and one per
 * action or statement on `table` of a transaction or a batch. `keys` are the table's key attribute
 * names, which a PartiQL WHERE must name; anything else it tests is a condition. A refusal counts
 * only for a write with a condition of the learner's (not a PartiQL UPDATE of a missing item).
 */
export function learnerWrites(engine: LessonEngine, table: string, keys: readonly string[]): LearnerWrite[] {
  return engine.recentCalls().flatMap((call, callIndex) =>
    writesIn(call, table, keys).map((write) => ({
      call,
      callIndex,
      ...write,
      refusedByCondition: write.refusedByCondition && write.conditional,
    })),
  );
}

/**
 * The writes a call made to `table`. A condition is a ConditionExpression (or legacy Expected); in
 * PartiQL, an INSERT's implicit one or a WHERE that tests more than the key (partiqlWrites.ts).
 * BatchWriteItem takes no conditions at all.
 */
function writesIn(call: RecordedCall, table: string, keys: readonly string[]): Write[] {
  const { request, operation } = call;
  const succeeded = call.reply !== undefined;
  const refused =
    call.error?.type === 'ConditionalCheckFailedException' || call.error?.type === 'DuplicateItemException';
  const single = { succeeded, refusedByCondition: refused, transaction: false };
  if (SINGLE_WRITES.has(operation))
    return request.TableName === table ? [{ ...single, action: request, ...conditionOf(request) }] : [];
  if (operation === 'ExecuteStatement')
    return writesTo(request, table)
      ? [{ ...single, action: request, ...statementCondition(request, keys) }]
      : [];
  if (operation === 'BatchWriteItem') {
    const items = request.RequestItems as Request | undefined;
    return items !== undefined && Object.hasOwn(items, table)
      ? [{ ...single, action: request, conditional: false }]
      : [];
  }
  if (operation === 'BatchExecuteStatement') {
    const responses = (call.reply?.Responses ?? []) as { Error?: { Code?: string } }[];
    return listOf(request.Statements).flatMap((statement, i) => {
      if (!writesTo(statement, table)) return [];
      const code = responses[i]?.Error?.Code;
      return [
        {
          ...statementCondition(statement, keys),
          action: statement,
          succeeded: succeeded && responses[i] !== undefined && code === undefined,
          refusedByCondition: code !== undefined && REFUSALS.has(code),
          transaction: false,
        },
      ];
    });
  }
  return transactionWrites(call, table, keys);
}

/** A TransactWriteItems' or ExecuteTransaction's writes to `table`, each refused by its own reason. */
function transactionWrites(call: RecordedCall, table: string, keys: readonly string[]): Write[] {
  const { request, operation } = call;
  const actions: ((Guard & { action: Request }) | undefined)[] =
    operation === 'TransactWriteItems'
      ? listOf(request.TransactItems).map((item) => {
          const action = (item.Put ?? item.Update ?? item.Delete) as Request | undefined;
          return action?.TableName === table ? { action, ...conditionOf(action) } : undefined;
        })
      : operation === 'ExecuteTransaction'
        ? listOf(request.TransactStatements).map((statement) =>
            writesTo(statement, table)
              ? { action: statement, ...statementCondition(statement, keys) }
              : undefined,
          )
        : [];
  const reasons =
    call.error?.type === 'TransactionCanceledException' ? cancellationReasons(call.error.message) : [];
  return actions.flatMap((guard, i) =>
    guard === undefined
      ? []
      : [
          {
            ...guard,
            succeeded: call.reply !== undefined,
            refusedByCondition: REFUSALS.has(reasons[i] ?? ''),
            transaction: true,
          },
        ],
  );
}

/** An expression with its #placeholders replaced by the attribute names they stand for ('' for none). */
export function namesResolved(expression: unknown, names: unknown): string {
  if (typeof expression !== 'string') return '';
  const map = (names ?? {}) as Record<string, unknown>;
  return expression.replace(/#\w+/g, (token) => {
    const name = map[token];
    return typeof name === 'string' ? name : token;
  });
}

/** A write request's condition: its ConditionExpression, #names resolved, or its legacy Expected. */
function conditionOf(request: Request): Guard {
  if (typeof request.ConditionExpression === 'string') {
    return {
      conditional: true,
      condition: namesResolved(request.ConditionExpression, request.ExpressionAttributeNames),
    };
  }
  if (isNonEmptyObject(request.Expected))
    return {
      conditional: true,
      condition: `Expected: ${Object.keys(request.Expected as object).join(', ')}`,
    };
  return { conditional: false };
}

/** Whether a PartiQL statement ({Statement}) writes to `table`. */
const writesTo = (statement: Request, table: string) =>
  PARTIQL_WRITES.has(statementVerb(statement.Statement) ?? '') &&
  requestTarget({ Statement: statement.Statement }).tableName === table;

function statementCondition(statement: Request, keys: readonly string[]): Guard {
  const condition = partiqlCondition(String(statement.Statement), keys);
  return condition === undefined ? { conditional: false } : { conditional: true, condition };
}

/** A request's list member (TransactItems, Statements …) as objects; [] when it is not a list. */
export const listOf = (value: unknown): Request[] => (Array.isArray(value) ? (value as Request[]) : []);

/**
 * The CancellationReasons' codes, in the order of the actions, from the exception's message:
 * `Transaction cancelled, please refer cancellation reasons for specific reasons [None, DuplicateItem]`.
 */
export function cancellationReasons(message: string): string[] {
  const listed = /\[([^\]]*)\]\s*$/.exec(message)?.[1];
  return listed === undefined ? [] : listed.split(',').map((code) => code.trim());
}

/**
 * Whether a write names the item whose key attributes hold the strings `key`: by its Key or Item, or,
 * in PartiQL, by each value written as a quoted literal or passed as a parameter. The statement is
 * not parsed: a literal elsewhere in it (a SET of the same text) would count too, which no lesson's
 * key can be mistaken for.
 */
export function writesItem(write: LearnerWrite, key: Record<string, string>): boolean {
  const { action } = write;
  const named = (action.Key ?? action.Item) as Record<string, { S?: unknown }> | undefined;
  if (named !== undefined && typeof named === 'object')
    return Object.entries(key).every(([name, value]) => named[name]?.S === value);
  if (typeof action.Statement !== 'string') return false;
  const statement = action.Statement;
  const parameters = listOf(action.Parameters);
  return Object.values(key).every(
    (value) =>
      statement.includes(`'${value.replaceAll("'", "''")}'`) ||
      parameters.some((parameter) => parameter.S === value),
  );
}

const isNonEmptyObject = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.keys(value).length > 0;

/**
 * What to add when a check reads GetItem and Query requests (or `reads`) but the learner sent PartiQL SELECTs on
 * `table` (which name no TableName), or '' when they did not.
 */
export function partiqlNotJudged(
  engine: LessonEngine,
  table: string,
  /** What the check reads instead. */
  reads = 'GetItem and Query requests',
): string {
  const selects = engine
    .recentCalls()
    .some(
      (call) =>
        call.operation === 'ExecuteStatement' &&
        statementVerb(call.request.Statement) === 'SELECT' &&
        requestTarget(call.request).tableName === table,
    );
  return selects
    ? ` Your PartiQL SELECT is not judged here: this exercise reads ${reads}, so send those (JSON, AWS CLI or JavaScript mode).`
    : '';
}

/**
 * `check`, a check that judges the learner's Query requests on `table`, with partiqlNotJudged's note
 * under any feedback short of a pass: the Console's PartiQL mode runs a SELECT as a Query, so a
 * learner who answered with one must learn why "Run a Query first" still says nothing was sent.
 */
export const notingPartiqlSelects =
  (table: string, check: (engine: LessonEngine) => Promise<CheckResult>) =>
  async (engine: LessonEngine): Promise<CheckResult> => {
    const verdict = await check(engine);
    const note = partiqlNotJudged(engine, table, 'Query requests');
    return verdict.passed || !note ? verdict : { passed: false, feedback: `${verdict.feedback}${note}` };
  };
