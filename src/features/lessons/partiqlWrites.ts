/**
 * What a PartiQL write guards, read from its text as the lessons' checks need it: whether it could be
 * refused by a condition the learner chose, as a ConditionExpression would refuse a PutItem,
 * UpdateItem or DeleteItem. INSERT always could: DynamoDB runs it as a put guarded by
 * attribute_not_exists, and fails it with DuplicateItem on a key that exists. UPDATE and DELETE could
 * when their WHERE tests more than the item's key (`… AND ver = 1`): that rest is their condition.
 * (An UPDATE also fails on a missing item, but that guards no item that exists from being overwritten.)
 */
import { closingQuote } from '../console/partiql/splitStatements.ts';

/** A PartiQL statement's first word, upper case: SELECT, INSERT, UPDATE, DELETE … */
export const statementVerb = (statement: unknown) => /^\s*(\w+)/.exec(String(statement))?.[1].toUpperCase();

export const PARTIQL_WRITES: ReadonlySet<string> = new Set(['UPDATE', 'INSERT', 'DELETE']);

/**
 * Whether a PartiQL write carries a condition beyond naming its item by `keys` (the table's key
 * attribute names): true for INSERT, and for an UPDATE or DELETE whose WHERE has any other test.
 */
export const partiqlGuarded = (statement: string, keys: readonly string[]): boolean =>
  partiqlCondition(statement, keys) !== undefined;

/**
 * A PartiQL write's condition as text, for checks that ask what it tests: an INSERT's implicit
 * `attribute_not_exists(<partition key>)`, or the tests of an UPDATE's or DELETE's WHERE beyond its
 * key, ANDed; undefined when it has none.
 */
export function partiqlCondition(statement: string, keys: readonly string[]): string | undefined {
  const verb = statementVerb(statement);
  if (verb === 'INSERT') return `attribute_not_exists(${keys[0]})`;
  if (verb !== 'UPDATE' && verb !== 'DELETE') return undefined;
  const words = topLevelWords(statement);
  const where = words.find((word) => word.text === 'WHERE');
  if (!where) return undefined;
  const returning = words.find((word) => word.text === 'RETURNING' && word.at > where.at);
  const condition = statement.slice(where.at + 'WHERE'.length, returning?.at);
  const tests = conjuncts(condition)
    .filter((conjunct) => !namesKey(conjunct, keys))
    .map((conjunct) => conjunct.trim());
  return tests.length === 0 ? undefined : tests.join(' AND ');
}

interface Word {
  text: string;
  at: number;
}

/**
 * The bare words outside quotes and brackets, upper case, with where they start: the clause
 * keywords (WHERE, AND, RETURNING) of the statement's own level.
 */
function topLevelWords(text: string): Word[] {
  const words: Word[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "'" || char === '"') {
      i = closingQuote(text, i);
    } else if ('([{'.includes(char)) {
      depth++;
    } else if (')]}'.includes(char)) {
      depth--;
    } else if (/[A-Za-z_]/.test(char) && (i === 0 || !/\w/.test(text[i - 1]))) {
      const word = /^\w+/.exec(text.slice(i))![0];
      if (depth === 0) words.push({ text: word.toUpperCase(), at: i });
      i += word.length - 1;
    }
  }
  return words;
}

/** The tests a condition ANDs together, each with its enclosing parentheses taken off. */
function conjuncts(condition: string): string[] {
  const text = condition.trim();
  if (text.startsWith('(') && closingBracket(text, 0) === text.length - 1)
    return conjuncts(text.slice(1, -1));
  const ands = topLevelWords(text).filter((word) => word.text === 'AND');
  if (ands.length === 0) return [text];
  const parts: string[] = [];
  let from = 0;
  for (const and of ands) {
    parts.push(text.slice(from, and.at));
    from = and.at + 'AND'.length;
  }
  parts.push(text.slice(from));
  return parts.flatMap(conjuncts);
}

/** Where the bracket opened at `start` closes, quotes skipped. */
function closingBracket(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (char === "'" || char === '"') i = closingQuote(text, i);
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i;
  }
  return -1;
}

const IDENTIFIER = String.raw`(?:"((?:[^"]|"")+)"|([A-Za-z_]\w*))`;
const VALUE = String.raw`(?:'(?:[^']|'')*'|[-+]?\d[\d.eE+-]*|\?)`;
const KEY_TEST = new RegExp(String.raw`^(?:${IDENTIFIER}\s*=\s*${VALUE}|${VALUE}\s*=\s*${IDENTIFIER})$`, 's');

/** Whether a test only names the item: a key attribute equal to a value. */
function namesKey(conjunct: string, keys: readonly string[]): boolean {
  const match = KEY_TEST.exec(conjunct.trim());
  if (!match) return false;
  const [, quoted, bare, quotedAfter, bareAfter] = match;
  const name = (quoted ?? quotedAfter)?.replaceAll('""', '"') ?? bare ?? bareAfter;
  return name !== undefined && keys.includes(name);
}
