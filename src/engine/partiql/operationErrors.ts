/**
 * A statement runs as ordinary operations over expressions this module writes, so their errors
 * would name parameters the caller never sent ("Invalid ConditionExpression: …"). DynamoDB's
 * PartiQL answers with the same problem without that prefix
 * ("Incorrect operand type for operator or function; operator or function: <, operand type: BOOL").
 */
import { DynamoDBError, validation } from '../errors.ts';

const EXPRESSION_PREFIX = /^Invalid (?:Condition|Filter|KeyCondition|Update|Projection)Expression: /;

/**
 * The envelope the item writes put their request checks in (values/valueLayer.ts `enveloped`): it
 * belongs to UpdateItem and DeleteItem, not to the statements that run through them, which keep the
 * older, bare wording.
 */
const ENVELOPE = '1 validation error detected: ';

/** The error as a PartiQL statement reports it. */
export function restated(error: unknown): unknown {
  if (!(error instanceof DynamoDBError) || error.type !== 'ValidationException') return error;
  const message = error.message.startsWith(ENVELOPE) ? error.message.slice(ENVELOPE.length) : error.message;
  if (!EXPRESSION_PREFIX.test(message)) return message === error.message ? error : validation(message);
  const detail = message.replace(EXPRESSION_PREFIX, '');
  return validation(detail.endsWith(';') ? detail.slice(0, -1) : detail);
}

/** Runs an operation for a statement, restating its expression errors. */
export function asStatement<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw restated(error);
  }
}
