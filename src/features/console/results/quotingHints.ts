/**
 * Hints on quoting names, the two traps a learner meets writing conditions: a reserved word used as
 * an attribute name (DynamoDB has 573 of them, `status` and `name` among them), which an expression
 * must replace with a #placeholder and PartiQL must double-quote; and, in PartiQL, a string written
 * in double quotes, which names an attribute instead, so `WHERE status = "shipped"` quietly matches
 * nothing (the statement is valid: it compares two attributes).
 */
import type { WireError } from '../../../client/engineClient.ts';
import type { ConsoleMode } from '../../../state/consoleSlice.ts';
import { firstWord, statementStart } from './statementHints.ts';

/**
 * DynamoDB's "Attribute name is a reserved keyword; reserved keyword: status" in an expression, or
 * PartiQL's "Unexpected keyword" at a reserved word: how to write the name, in the mode's own form.
 */
export function reservedWordHint(
  error: WireError,
  request: Record<string, unknown> | undefined,
  mode: ConsoleMode,
): string | undefined {
  const word = /Attribute name is a reserved keyword; reserved keyword: (\w+)/.exec(error.message)?.[1];
  if (word !== undefined) return expressionHint(word, mode);
  if (error.message.endsWith('Unexpected keyword') && error.position?.kind === 'Statement') {
    const statement = request?.Statement;
    if (typeof statement !== 'string') return undefined;
    const keyword = statement.slice(error.position.start, error.position.end);
    if (!/^\w+$/.test(keyword)) return undefined;
    // SQL's INSERT … VALUES (…), (…): DynamoDB's INSERT takes one item, after VALUE.
    if (/^values$/i.test(keyword) && firstWord(statement)?.toUpperCase() === 'INSERT')
      return insertValueHint(statement);
    // The word may also be a keyword out of place (WHERE WHERE): the hint says when it applies.
    return `${keyword} is a reserved word in PartiQL. If it names an attribute or a table here, put it in double quotes: "${keyword}". (Single quotes would make it a string.)`;
  }
  return undefined;
}

/**
 * PartiQL's "Tuple keys must be of type String. Actual type: PATH …", from an item written as
 * {"PK": 'a'}: inside an item's braces each attribute name is a string, so it takes single quotes.
 */
export function itemNameQuotesHint(error: WireError): string | undefined {
  if (!error.message.startsWith('Tuple keys must be of type String')) return undefined;
  return `Inside an item’s braces, each attribute name is a string: write it in single quotes, {'PK': 'a', 'owner': 'b'}. Double quotes name an attribute elsewhere in a statement, but not here.`;
}

/** The hint for SQL's INSERT … VALUES, naming the statement's own table. */
function insertValueHint(statement: string): string {
  const table = /^INSERT\s+INTO\s+("[^"]*"|[^\s]+)/i.exec(statementStart(statement))?.[1] ?? '"table"';
  return `DynamoDB’s INSERT writes one item, given after VALUE (not VALUES): INSERT INTO ${table} VALUE {…}. To insert several items in one request, send one INSERT statement for each with BatchExecuteStatement.`;
}

function expressionHint(word: string, mode: ConsoleMode): string {
  const placeholder = `#${word}`;
  const names =
    mode === 'cli'
      ? `--expression-attribute-names '{"${placeholder}": "${word}"}'`
      : mode === 'javascript'
        ? `ExpressionAttributeNames: { '${placeholder}': '${word}' }`
        : `"ExpressionAttributeNames": {"${placeholder}": "${word}"}`;
  return `“${word}” is a DynamoDB reserved word, which an expression cannot use as an attribute name. Write a placeholder in its place, ${placeholder}, and say which attribute it stands for: ${names}.`;
}

/** `= "…"` and the other comparisons, with a double-quoted name where a value was probably meant. */
const DOUBLE_QUOTED_OPERAND = /(?:<>|!=|<=|>=|=|<|>)\s*("[^"]*")/;

/**
 * A note under a PartiQL SELECT that found nothing while comparing with a double-quoted "…": in
 * PartiQL double quotes name an attribute (or a table) and single quotes make a string.
 */
export function doubleQuotedValueNote(
  operation: string,
  request: Record<string, unknown> | undefined,
  reply: Record<string, unknown>,
): string | undefined {
  if (operation !== 'ExecuteStatement' || !Array.isArray(reply.Items) || reply.Items.length > 0)
    return undefined;
  const statement = request?.Statement;
  if (typeof statement !== 'string' || firstWord(statement)?.toUpperCase() !== 'SELECT') return undefined;
  const quoted = DOUBLE_QUOTED_OPERAND.exec(statement)?.[1];
  if (quoted === undefined) return undefined;
  const single = `'${quoted.slice(1, -1).replaceAll("'", "''")}'`;
  return `No items, and the statement compares with ${quoted}: in PartiQL double quotes name an attribute, so this compares with an attribute called ${quoted.slice(1, -1)}. A string goes in single quotes: ${single}.`;
}
