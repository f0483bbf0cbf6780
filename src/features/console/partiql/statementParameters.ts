/**
 * PartiQL mode's Parameters field: the learner writes the values of the editor's `?` placeholders as
 * one JSON array, and this deals them out to the statements, in order — the first statement takes as
 * many values as it has `?`s, the next statement the ones after, and a statement without `?` is sent
 * with no Parameters (DynamoDB refuses an empty list). Only what the Console itself must decide is
 * checked here; what DynamoDB would answer (a value without its type, a number that is not one) is left
 * to the engine, so its own message is what the learner reads.
 */
import { plural } from '../../../ui/plural.ts';
import { splitStatements, type StatementText } from './splitStatements.ts';

/** A statement to send, with its share of the field's values (none: the request has no Parameters). */
export interface PlannedStatement extends StatementText {
  parameters?: unknown[];
}

export type ParametersPlan =
  | { ok: true; statements: PlannedStatement[] }
  /** Why nothing is sent: shown in the Console's error area. */
  | { ok: false; message: string };

export const PARAMETERS_EXAMPLE = '[{"S": "CUSTOMER#42"}, {"N": "3"}]';

/** The field's values: none when it is blank, an error message when it is not a JSON array. */
export function parseParameters(text: string): { values: unknown[] } | { message: string } {
  if (text.trim() === '') return { values: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      message: `The Parameters field is not valid JSON (${reason}). Write a JSON array of typed values, e.g. ${PARAMETERS_EXAMPLE}.`,
    };
  }
  if (!Array.isArray(parsed)) {
    // A single typed value is the likeliest slip: show it wrapped.
    const wrapped = parsed !== null && typeof parsed === 'object' ? ` — here [${text.trim()}]` : '';
    return {
      message: `The Parameters field holds ${describe(parsed)}, not an array: write the values in [ … ], one per ?, in order${wrapped}.`,
    };
  }
  return { values: parsed };
}

/**
 * The statements of `source` with their Parameters. One statement takes the whole array, whatever
 * its count, so a mismatch is answered by the engine as DynamoDB answers it. Several statements are
 * checked first: a wrong total would shift every later value onto the wrong `?` after earlier
 * statements had already run, so nothing is sent and the message gives the counts.
 */
export function planParameters(source: string, parametersText: string): ParametersPlan {
  const statements = splitStatements(source);
  // An empty editor is answered as such; the field matters once there is something to send.
  if (statements.length === 0) return { ok: true, statements };
  const parsed = parseParameters(parametersText);
  if ('message' in parsed) return { ok: false, message: parsed.message };
  const { values } = parsed;
  if (values.length === 0) return { ok: true, statements };
  if (statements.length === 1) return { ok: true, statements: [{ ...statements[0], parameters: values }] };
  const wanted = statements.reduce((sum, statement) => sum + statement.placeholders, 0);
  if (wanted !== values.length) {
    const each = statements.map((statement, i) => `statement ${i + 1}: ${statement.placeholders}`);
    return {
      ok: false,
      message: `The Parameters field holds ${plural(values.length, 'value')}, but the statements have ${plural(wanted, '? placeholder')} (${each.join(', ')}). Each ? takes the next value in order, so the counts must match; nothing was sent.`,
    };
  }
  let next = 0;
  return {
    ok: true,
    statements: statements.map((statement) => {
      if (statement.placeholders === 0) return statement;
      const parameters = values.slice(next, next + statement.placeholders);
      next += statement.placeholders;
      return { ...statement, parameters };
    }),
  };
}

/** How many `?` placeholders a statement has (outside strings, quoted names and comments). */
export function placeholderCount(statement: string): number {
  return splitStatements(statement).reduce((sum, part) => sum + part.placeholders, 0);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return 'a string';
  return `a ${typeof value}`;
}
