/**
 * The learner's deletes from a table, and when on the sandbox's clock each was answered: for checks
 * that must tell a delete sent before an item expired from one sent after (lesson 6), which the
 * table's final state cannot tell once the clock has run on.
 */
import { requestTarget } from '../../client/requestTarget.ts';
import type { LessonEngine, RecordedCall } from './lessonTypes.ts';
import { listOf } from './learnerRequests.ts';
import { statementVerb } from './partiqlWrites.ts';

export interface LearnerDelete {
  /**
   * What names the deleted item, as sent: a Key as JSON text (DeleteItem, a batch's DeleteRequest, a
   * transaction's Delete), or a PartiQL DELETE with its Parameters. Checks look for a key value in it.
   */
  target: string;
  /** When on the sandbox's clock it was answered, epoch milliseconds; absent when not recorded. */
  clockMs?: number;
}

type Request = Record<string, unknown>;

/** The learner's deletes from `table` that succeeded, newest first (a batch's or transaction's each). */
export function learnerDeletes(engine: LessonEngine, table: string): LearnerDelete[] {
  return engine.recentCalls().flatMap((call) => {
    if (call.reply === undefined) return [];
    const clock = call.clockMs === undefined ? {} : { clockMs: call.clockMs };
    return deleteTargets(call, table).map((target) => ({ target, ...clock }));
  });
}

/** Whether `target` names the key value `value` (a string), and not merely one that starts with it. */
export function namesKey(target: string, value: string): boolean {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`["']${escaped}["']`).test(target);
}

function deleteTargets(call: RecordedCall, table: string): string[] {
  const { request, operation } = call;
  switch (operation) {
    case 'DeleteItem':
      return request.TableName === table ? [JSON.stringify(request.Key)] : [];
    case 'BatchWriteItem': {
      const items = (request.RequestItems ?? {}) as Record<string, unknown>;
      const writes = Object.hasOwn(items, table) ? listOf(items[table]) : [];
      return writes.flatMap((write) => {
        const remove = write.DeleteRequest as Request | undefined;
        return remove ? [JSON.stringify(remove.Key)] : [];
      });
    }
    case 'TransactWriteItems':
      return listOf(request.TransactItems).flatMap((item) => {
        const remove = item.Delete as Request | undefined;
        return remove?.TableName === table ? [JSON.stringify(remove.Key)] : [];
      });
    case 'ExecuteStatement':
      return deletesFrom(request, table) ? [statementText(request)] : [];
    case 'ExecuteTransaction':
      return listOf(request.TransactStatements)
        .filter((statement) => deletesFrom(statement, table))
        .map(statementText);
    case 'BatchExecuteStatement': {
      // Each statement of a batch succeeds or fails by itself.
      const responses = listOf(call.reply?.Responses);
      return listOf(request.Statements).flatMap((statement, i) =>
        deletesFrom(statement, table) && responses[i] !== undefined && responses[i].Error === undefined
          ? [statementText(statement)]
          : [],
      );
    }
    default:
      return [];
  }
}

const deletesFrom = (statement: Request, table: string) =>
  statementVerb(statement.Statement) === 'DELETE' &&
  requestTarget({ Statement: statement.Statement }).tableName === table;

/** A statement's text with its Parameters, where a `?` key's value is. */
const statementText = (statement: Request) =>
  JSON.stringify({ Statement: statement.Statement, Parameters: statement.Parameters });
