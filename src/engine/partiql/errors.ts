/**
 * PartiQL errors. DynamoDB answers every problem with a statement as a ValidationException; the
 * parser's own complaints come in the envelope "Statement wasn't well formed, can't be processed:
 * <detail>" (the detail is empty for text the tokenizer cannot read at all), and some later checks
 * name their token as "<message> at <line>:<column>:<length>". The offsets (`start`/`end`, UTF-16
 * indexes into the statement) are kept on the error for editor markers and never reach the wire.
 */
import { DynamoDBError } from '../errors.ts';

export const NOT_WELL_FORMED = "Statement wasn't well formed, can't be processed: ";

export class PartiQLError extends DynamoDBError {
  constructor(
    message: string,
    readonly start: number,
    readonly end: number,
  ) {
    super('ValidationException', message);
  }
}

export interface Span {
  start: number;
  end: number;
}

/** A parse failure in DynamoDB's envelope. */
export function notWellFormed(detail: string, span: Span): PartiQLError {
  return new PartiQLError(NOT_WELL_FORMED + detail, span.start, span.end);
}

/** A message without a position in its text (the span still marks the editor). */
export function statementError(message: string, span: Span): PartiQLError {
  return new PartiQLError(message, span.start, span.end);
}

/** A message that names its token the way DynamoDB does: `… at line:column:length`. */
export function locatedError(message: string, text: string, span: Span): PartiQLError {
  const { line, column } = lineAndColumn(text, span.start);
  return new PartiQLError(`${message} at ${line}:${column}:${span.end - span.start}`, span.start, span.end);
}

/** 1-based line and column of an offset; \r\n, \n and a lone \r each end a line. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
