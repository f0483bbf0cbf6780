/**
 * The parse API the browser console uses for editor markers: the statement tree, or DynamoDB's
 * message with where it points (offsets are UTF-16 indexes into `text`, line and column 1-based).
 * It never throws for any input; what it reports is what ExecuteStatement would answer before it
 * looks at a table.
 */
import type { Statement } from './ast.ts';
import { lineAndColumn, PartiQLError } from './errors.ts';
import { parseStatement } from './statementParser.ts';

export interface PartiQLSyntaxError {
  message: string;
  start: number;
  end: number;
  line: number;
  column: number;
}

export type ParsePartiQLResult =
  | { ok: true; statement: Statement; parameterCount: number }
  | { ok: false; error: PartiQLSyntaxError };

export function parsePartiQL(text: string): ParsePartiQLResult {
  try {
    const { statement, parameterCount } = parseStatement(text);
    return { ok: true, statement, parameterCount };
  } catch (error) {
    if (!(error instanceof PartiQLError)) throw error;
    const { line, column } = lineAndColumn(text, error.start);
    return { ok: false, error: { message: error.message, start: error.start, end: error.end, line, column } };
  }
}
