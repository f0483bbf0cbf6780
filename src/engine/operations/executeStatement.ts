/**
 * ExecuteStatement: one PartiQL statement. A SELECT runs as Queries or a full Scan (with their
 * capacity, Limit and paging: NextToken, and LastEvaluatedKey when a read stops at an item); INSERT, UPDATE and DELETE run as PutItem, UpdateItem and
 * DeleteItem with the conditions PartiQL gives them (partiql/writeRequests.ts).
 */
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import { runSelect } from '../partiql/selectRead.ts';
import { requestHash } from '../partiql/nextToken.ts';
import { bindStatement, runWrite, writeRequest } from '../partiql/statements.ts';
import { validateExecuteStatement } from '../validation/partiql/executeStatement.ts';

export function executeStatement(engine: Engine, body: object) {
  const request = validateExecuteStatement(body);
  const bound = bindStatement(request.Statement, request.Parameters);
  const { statement, binder } = bound;
  if (statement.kind === 'exists')
    throw validation('EXISTS can only be used in ExecuteTransaction write requests.');
  if (statement.kind === 'select') {
    const result = runSelect(engine, statement, binder, {
      consistentRead: request.ConsistentRead,
      limit: request.Limit,
      nextToken: request.NextToken,
      returnConsumedCapacity: request.ReturnConsumedCapacity,
      requestHash: requestHash(request.Statement, request.Parameters),
    });
    return {
      Items: result.items,
      NextToken: result.nextToken,
      ConsumedCapacity: result.consumedCapacity,
      LastEvaluatedKey: result.lastEvaluatedKey,
    };
  }
  return runWrite(engine, writeRequest(engine, bound), {
    returnConsumedCapacity: request.ReturnConsumedCapacity,
    returnValuesOnConditionCheckFailure: request.ReturnValuesOnConditionCheckFailure,
  });
}
