/**
 * The item editor's L and M rows take DynamoDB JSON, where every value inside is typed:
 * `[{"S": "a"}, {"N": "1"}]`. A learner used to plain JSON writes `["a", 1]` or `{"city": "Oslo"}`,
 * which the engine refuses with a bare SerializationException. This finds such untyped values
 * before anything is sent and says what was probably meant, as the editor's S and N rows already
 * take a plain value and add its type. Values that already look typed are kept as they are.
 */

import { compactJson as compact, parseWrittenNumbers } from './writtenNumbers.ts';

const TYPE_KEYS = new Set(['S', 'N', 'B', 'BOOL', 'NULL', 'SS', 'NS', 'BS', 'L', 'M']);

/**
 * What is wrong with an L or M row's JSON text when some value in it has no type, with the typed
 * JSON it probably meant; undefined when every value is typed (or the text is not an array or an
 * object of the row's type: the editor says so itself).
 */
export function untypedCollectionProblem(type: 'L' | 'M', text: string): string | undefined {
  // Numbers are read as the text they were written with, so the suggestion keeps their digits
  // (a JavaScript number would round 12345678901234567890123).
  const written = parseWrittenNumbers(text);
  if (!written) return undefined;
  const marked = written.value;
  const asWritten: unknown = JSON.parse(text);
  const number = written.digits;
  const typed = (value: unknown): unknown => typedValue(value, number);
  let meant: unknown;
  if (type === 'L' && Array.isArray(marked)) meant = marked.map(typed);
  else if (type === 'M' && isObject(marked)) meant = mapValues(marked, typed);
  else return undefined;
  if (JSON.stringify(meant) === JSON.stringify(asWritten)) return undefined;
  const what =
    type === 'L'
      ? 'each member of a list (L) needs its type, as in {"S": "a"} or {"N": "1"}'
      : 'each value in a map (M) needs its type, as in {"city": {"S": "Oslo"}}';
  return `${what}. Probably meant: ${compact(meant)} — the attribute in DynamoDB JSON is ${compact({ [type]: meant })}.`;
}

/** A plain JSON value as DynamoDB JSON; one that already looks typed keeps its type. */
function typedValue(value: unknown, number: (value: unknown) => string | undefined): unknown {
  const typed = (member: unknown) => typedValue(member, number);
  const digits = number(value);
  if (digits !== undefined) return { N: digits };
  if (typeof value === 'string') return { S: value };
  if (typeof value === 'boolean') return { BOOL: value };
  if (value === null) return { NULL: true };
  if (Array.isArray(value)) return { L: value.map(typed) };
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length !== 1 || !TYPE_KEYS.has(keys[0])) return { M: mapValues(value, typed) };
  // Typed already: numbers written as JSON numbers become the strings DynamoDB JSON wants.
  const [tag] = keys;
  const inner = value[tag];
  const asText = (member: unknown) => number(member) ?? member;
  if (tag === 'L' && Array.isArray(inner)) return { L: inner.map(typed) };
  if (tag === 'M' && isObject(inner)) return { M: mapValues(inner, typed) };
  if (Array.isArray(inner)) return { [tag]: inner.map(asText) };
  return { [tag]: asText(inner) };
}

function mapValues(object: Record<string, unknown>, change: (value: unknown) => unknown) {
  // fromEntries defines each name as its own property, "__proto__" too.
  return Object.fromEntries(Object.entries(object).map(([name, value]) => [name, change(value)]));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
