/**
 * The hint under DynamoDB's "Statement wasn't well formed, can't be processed: Expected data
 * manipulation" when the statement's first word is the trouble. DynamoDB names no word and no fix, so
 * a learner who typed SELEC, or brought CREATE TABLE over from SQL, is left guessing. A near-miss of a
 * statement's first word (the AWS CLI's own closeness test, difflib's) gets "Did you mean …?"; a SQL
 * word for a table operation gets the operation that does it. The message also answers an UPDATE
 * without SET or REMOVE, whose first word is fine: that gets no hint here. (BatchExecuteStatement
 * answers a bad statement in its reply, not with an error, so it has no hint under it.)
 */
import { closeMatches } from '../cli/closeMatches.ts';

export const EXPECTED_DML_MESSAGE =
  "Statement wasn't well formed, can't be processed: Expected data manipulation";

/** The words a statement can start with (EXISTS only in a transaction; FROM starts a rare UPDATE form). */
const FIRST_WORDS = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'EXISTS', 'FROM'];
/** The ones worth suggesting for a near-miss (FROM is four letters: too many words are close to it). */
const SUGGESTED = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'EXISTS'];
const STARTS = 'A PartiQL statement starts with SELECT, INSERT, UPDATE or DELETE.';

/** SQL's table statements, and the DynamoDB operation that does each one's job. */
const TABLE_OPERATIONS: Record<string, string> = {
  CREATE: 'CreateTable',
  ALTER: 'UpdateTable',
  DROP: 'DeleteTable',
  SHOW: 'ListTables',
  DESCRIBE: 'DescribeTable',
  DESC: 'DescribeTable',
};

/** The statement from its first word on: without the whitespace and comments (which DynamoDB reads as whitespace) before it. */
export const statementStart = (statement: string) =>
  statement.replace(/^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/, '');

/** The statement's first word, after whitespace and comments. */
export function firstWord(statement: string): string | undefined {
  return /^[A-Za-z_][A-Za-z0-9_]*/.exec(statementStart(statement))?.[0];
}

/** The hint for one statement, or nothing when its first word is not the trouble. */
export function firstWordHint(statement: string): string | undefined {
  const word = firstWord(statement)?.toUpperCase();
  if (word === undefined || FIRST_WORDS.includes(word)) return undefined;
  const operation = TABLE_OPERATIONS[word];
  if (operation !== undefined)
    return `DynamoDB’s PartiQL reads and writes items only: it has no ${word} statement. ${operation} is an operation of its own: run it in JSON or AWS CLI mode.`;
  const [match] = closeMatches(word, SUGGESTED);
  if (match === undefined) return undefined;
  return match === 'EXISTS'
    ? `Did you mean EXISTS? EXISTS(SELECT …) checks an item in a transaction (ExecuteTransaction). ${STARTS}`
    : `Did you mean ${match}? ${STARTS}`;
}

/**
 * The hint for a request refused with "Expected data manipulation": for its Statement, or for the
 * statement of a transaction that DynamoDB's message names ("Validation failed in
 * TransactStatements[1]: …"). Undefined for any other message.
 */
export function statementHint(
  message: string,
  request: Record<string, unknown> | undefined,
): string | undefined {
  if (message === EXPECTED_DML_MESSAGE) return hintFor(request?.Statement);
  const index = /^Validation failed in TransactStatements\[(\d+)\]: (.*)$/.exec(message);
  if (index === null || index[2] !== EXPECTED_DML_MESSAGE) return undefined;
  const statements = request?.TransactStatements;
  const entry: unknown = Array.isArray(statements) ? statements[Number(index[1])] : undefined;
  return hintFor(
    entry !== null && typeof entry === 'object' ? (entry as { Statement?: unknown }).Statement : undefined,
  );
}

const hintFor = (statement: unknown) =>
  typeof statement === 'string' ? firstWordHint(statement) : undefined;
