/**
 * Expression errors. DynamoDB reports every problem in an expression as a ValidationException whose
 * message starts with `Invalid <parameter>: ` and then names the problem in its own style:
 * `<what>;` alone, or `<what>; <key>: <value>, <key>: <value>`. The offsets (`start`/`end`, UTF-16
 * indexes into the expression text) are for editor markers only and never reach the wire body.
 */
import { DynamoDBError } from '../errors.ts';

export type ExpressionKind =
  | 'ConditionExpression'
  | 'FilterExpression'
  | 'KeyConditionExpression'
  | 'SearchConditionExpression'
  | 'UpdateExpression'
  | 'ProjectionExpression';

export class ExpressionError extends DynamoDBError {
  constructor(
    readonly kind: ExpressionKind,
    readonly detail: string,
    readonly start: number,
    readonly end: number,
  ) {
    super('ValidationException', `Invalid ${kind}: ${detail}`);
  }
}

/** A problem found while parsing or checking, before it is tied to a parameter name. */
export interface ExpressionProblem {
  detail: string;
  start: number;
  end: number;
}

/** DynamoDB's `<message>; key: value, key: value` layout (`<message>;` without parameters). */
export function describe(message: string, ...params: [string, string | number][]): string {
  if (params.length === 0) return message + ';';
  return message + '; ' + params.map(([key, value]) => `${key}: ${value}`).join(', ');
}

/** Thrown inside the parser and checkers; turned into an ExpressionError once the kind is known. */
export class ProblemSignal {
  constructor(readonly problem: ExpressionProblem) {}
}

export function fail(detail: string, start: number, end: number): never {
  throw new ProblemSignal({ detail, start, end });
}

export function toExpressionError(kind: ExpressionKind, problem: ExpressionProblem): ExpressionError {
  return new ExpressionError(kind, problem.detail, problem.start, problem.end);
}
