/**
 * The item editor's L and M rows take DynamoDB JSON. A value there can name its type and still hold
 * the wrong thing for it: `{"N": 5}` (a number goes in quotes), `{"SS": "a"}` (a set is an array),
 * `{"NULL": false}` (NULL is only ever true). The engine answers such a value with a bare
 * SerializationException ("NUMBER_VALUE cannot be converted to String") or a ValidationException;
 * this explains it before anything is sent, saying what the type takes and, where it is plain,
 * the value probably meant. Values inside typed lists and maps are checked too, at any depth.
 *
 * Only what DynamoDB refuses is reported. Its request reader also takes the strings true/false,
 * yes/no and 1/0 (any case) for a boolean, so `{"BOOL": "true"}` and `{"NULL": "true"}` pass (the
 * engine's scalars.ts reads them the same way); a JSON number there does not. Values with no type
 * at all are untypedCollection.ts's to explain.
 */
import { base64Problem } from './base64Text.ts';
import { compactJson, parseWrittenNumbers } from './writtenNumbers.ts';

const TYPE_KEYS = new Set(['S', 'N', 'B', 'BOOL', 'NULL', 'SS', 'NS', 'BS', 'L', 'M']);
const TRUE_WORDS = new Set(['true', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'no', '0']);
/** What DynamoDB reads as a number; the engine judges its size and precision. */
export const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** What each type takes, as the messages say it. */
const TAKES: Record<string, string> = {
  S: 'S takes a string in quotes, as in {"S": "Oslo"}',
  N: 'N takes a number written as a string, as in {"N": "42"}',
  B: 'B takes base64 text in quotes, as in {"B": "aGk="}',
  BOOL: 'BOOL takes true or false, as in {"BOOL": true}',
  NULL: 'NULL takes only true: {"NULL": true} is the null value (to store no value, remove the attribute)',
  SS: 'SS takes an array of strings, as in {"SS": ["a", "b"]}',
  NS: 'NS takes an array of numbers written as strings, as in {"NS": ["1", "2.5"]}',
  BS: 'BS takes an array of base64 strings, as in {"BS": ["aGk="]}',
  L: 'L takes an array of typed values, as in {"L": [{"S": "a"}]}',
  M: 'M takes an object of typed values, as in {"M": {"city": {"S": "Oslo"}}}',
};

type Digits = (value: unknown) => string | undefined;

/**
 * What is wrong inside an L or M row's JSON text (`name` is the attribute's name, which starts
 * each value's document path: `tags[0]`, `address.zip`), one sentence per wrong value; undefined
 * when every typed value holds what its type takes, or the text is not JSON of the row's kind.
 */
export function typedValueContentsProblem(name: string, type: 'L' | 'M', text: string): string | undefined {
  const written = parseWrittenNumbers(text);
  if (!written) return undefined;
  const problems: string[] = [];
  checkContents(type, written.value, name, written.digits, problems);
  return problems.length > 0 ? problems.join(' ') : undefined;
}

/** Checks the members of a list or the values of a map, wherever they sit. */
function checkContents(type: 'L' | 'M', inner: unknown, path: string, digits: Digits, problems: string[]) {
  if (type === 'L' && Array.isArray(inner)) {
    inner.forEach((member, index) => checkValue(member, `${path}[${index}]`, digits, problems));
  } else if (type === 'M' && isObject(inner)) {
    for (const [key, member] of Object.entries(inner))
      checkValue(member, memberPath(path, key), digits, problems);
  }
}

/** Checks one value that names its type (one key, a type's name); others are not this file's job. */
function checkValue(value: unknown, path: string, digits: Digits, problems: string[]) {
  if (!isObject(value)) return;
  const keys = Object.keys(value);
  if (keys.length !== 1 || !TYPE_KEYS.has(keys[0])) return;
  const [type] = keys;
  const inner = value[type];
  if (type === 'L' || type === 'M') {
    if (type === 'L' ? Array.isArray(inner) : isObject(inner)) {
      return checkContents(type, inner, path, digits, problems);
    }
  } else if (holdsWhatItTakes(type, inner, digits)) {
    return;
  }
  const shown = compactJson(value, digits);
  if ((type === 'SS' || type === 'NS' || type === 'BS') && Array.isArray(inner) && inner.length === 0) {
    // DynamoDB refuses an empty set ("An string set may not be empty"): no member to suggest.
    problems.push(`${path} is ${shown}, but a set needs at least one member (DynamoDB has no empty sets).`);
    return;
  }
  const binary = binaryProblem(type, inner, digits);
  if (binary) {
    problems.push(
      `${path} is ${shown}, but ${binary.reason}. Probably meant: ${compactJson({ [type]: binary.meant })}.`,
    );
    return;
  }
  const meant = meantInner(type, inner, digits);
  const suggestion = meant === undefined ? '' : ` Probably meant: ${compactJson({ [type]: meant })}.`;
  problems.push(`${path} is ${shown}, but ${TAKES[type]}.${suggestion}`);
}

function holdsWhatItTakes(type: string, inner: unknown, digits: Digits): boolean {
  const isText = (member: unknown) => typeof member === 'string' && digits(member) === undefined;
  const isNumberText = (member: unknown) => isText(member) && NUMBER_TEXT.test(member as string);
  switch (type) {
    case 'S':
      return isText(inner);
    case 'B':
      return isText(inner) && base64Problem(inner as string) === undefined;
    case 'N':
      return isNumberText(inner);
    case 'BOOL':
      return typeof inner === 'boolean' || (isText(inner) && isBooleanWord(inner as string));
    case 'NULL':
      return inner === true || (isText(inner) && TRUE_WORDS.has((inner as string).toLowerCase()));
    case 'NS':
      return Array.isArray(inner) && inner.length > 0 && inner.every(isNumberText);
    case 'BS':
      return (
        Array.isArray(inner) &&
        inner.length > 0 &&
        inner.every((member) => isText(member) && base64Problem(member as string) === undefined)
      );
    default:
      // SS
      return Array.isArray(inner) && inner.length > 0 && inner.every(isText);
  }
}

/**
 * A B, or a BS of strings, whose text is not base64 (base64Text.ts): the first such text's reason,
 * and the value with each such text replaced by the one probably meant.
 */
function binaryProblem(
  type: string,
  inner: unknown,
  digits: Digits,
): { reason: string; meant: unknown } | undefined {
  // A number written without quotes is a string here, marked: meantInner explains it.
  const isText = (member: unknown): member is string =>
    typeof member === 'string' && digits(member) === undefined;
  if (type === 'B' && isText(inner)) {
    const problem = base64Problem(inner);
    return problem && { reason: problem.reason, meant: problem.meant };
  }
  if (type !== 'BS' || !Array.isArray(inner) || !inner.every(isText)) {
    return undefined;
  }
  const problems = inner.map((member) => base64Problem(member));
  const first = problems.find((problem) => problem !== undefined);
  if (!first) return undefined;
  return { reason: first.reason, meant: problems.map((problem, i) => problem?.meant ?? inner[i]) };
}

/** The inner value probably meant, when the mistake is a plain one; undefined otherwise. */
function meantInner(type: string, inner: unknown, digits: Digits): unknown {
  const number = digits(inner);
  switch (type) {
    case 'S':
      if (number !== undefined) return number;
      return typeof inner === 'boolean' ? String(inner) : undefined;
    case 'N':
      return number;
    case 'BOOL':
      if (number === '1' || number === '0') return number === '1';
      return undefined;
    case 'NULL':
      return true;
    case 'SS':
    case 'NS':
    case 'BS': {
      // One member written without its array, or numbers written without quotes.
      const members = Array.isArray(inner) ? inner : [inner];
      if (members.length === 0) return undefined;
      const texts = members.map((member) => digits(member) ?? member);
      if (!texts.every((member) => typeof member === 'string')) return undefined;
      if (type === 'NS' && !texts.every((member) => NUMBER_TEXT.test(member as string))) return undefined;
      // {"BS": [5]}: "5" would be refused too, as no base64.
      if (type === 'BS' && !texts.every((member) => base64Problem(member as string) === undefined))
        return undefined;
      return texts;
    }
    default:
      return undefined;
  }
}

function isBooleanWord(text: string): boolean {
  const word = text.toLowerCase();
  return TRUE_WORDS.has(word) || FALSE_WORDS.has(word);
}

/** `address.zip`, or `address["zip code"]` for a name a document path cannot write bare. */
function memberPath(path: string, key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
