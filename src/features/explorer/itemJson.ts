/**
 * Items in and out of the explorer as JSON. Two formats, as AWS tools write them:
 *  - DynamoDB JSON: every value typed, `{"PK": {"S": "CUSTOMER#42"}, "total": {"N": "35"}}` (what
 *    Scan returns and `aws dynamodb scan` prints);
 *  - plain JSON: `{"PK": "CUSTOMER#42", "total": 35}` (what the document client reads and writes).
 * An import takes a list of items, or an object with an `Items` list (a saved Scan reply). Plain
 * JSON cannot say "set" or "binary": arrays become lists, strings stay strings. A plain number keeps
 * the digits it was written with — `12345678901234567890123` stays exact, as DynamoDB's 38 digits
 * allow, where a JavaScript number would round it.
 */
import type { AttributeValue, Item } from '../../client/wireTypes.ts';

export type ItemFormat = 'dynamodb' | 'plain';

export type ParsedItems = { ok: true; items: Item[]; format: ItemFormat } | { ok: false; error: string };

const TYPE_KEYS = new Set(['S', 'N', 'B', 'BOOL', 'NULL', 'SS', 'NS', 'BS', 'L', 'M']);

/** A plain JSON number as written, so a DynamoDB number gets its exact digits. */
class WrittenNumber {
  constructor(readonly text: string) {}
}

export function parseItems(text: string, format: ItemFormat | 'auto'): ParsedItems {
  let list: unknown[] | undefined;
  try {
    list = itemList(JSON.parse(text));
  } catch (error) {
    return { ok: false, error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!list) return { ok: false, error: 'Expected a list of items, or an object with an "Items" list.' };
  const bad = list.findIndex((item) => !isObject(item));
  if (bad >= 0) return { ok: false, error: `Item ${bad + 1} is not an object.` };
  const objects = list as Record<string, unknown>[];
  const chosen = format === 'auto' ? (objects.every(looksTyped) ? 'dynamodb' : 'plain') : format;
  if (chosen === 'dynamodb') {
    const untyped = objects.findIndex((item) => !looksTyped(item));
    if (untyped >= 0) {
      return {
        ok: false,
        error: `Item ${untyped + 1} is not DynamoDB JSON: each value must be typed, like {"S": "text"} or {"N": "1"}.`,
      };
    }
    return { ok: true, items: objects as Item[], format: chosen };
  }
  // Plain JSON is read again keeping its numbers' digits (typed JSON writes them as strings already).
  const exact = itemList(parseKeepingNumbers(text)) as Record<string, unknown>[];
  return { ok: true, items: exact.map(toItem), format: chosen };
}

/** A list of items, or a saved Scan reply's `Items`. */
function itemList(data: unknown): unknown[] | undefined {
  if (Array.isArray(data)) return data;
  return isObject(data) && Array.isArray(data.Items) ? data.Items : undefined;
}

/**
 * JSON.parse, with each number as the text it was written with. The reviver meets numbers in the
 * order they are written, except those a duplicate name drops; then the texts cannot be matched up
 * and the numbers stay JavaScript numbers.
 */
function parseKeepingNumbers(text: string): unknown {
  const written = text.match(/"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g) ?? [];
  const numbers = written.filter((token) => !token.startsWith('"'));
  let next = 0;
  const data: unknown = JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'number' ? new WrittenNumber(numbers[next++]) : value,
  );
  return next === numbers.length ? data : JSON.parse(text);
}

/** Every value a one-member object with a DynamoDB type tag. */
function looksTyped(item: Record<string, unknown>): boolean {
  return Object.values(item).every((value) => {
    if (!isObject(value)) return false;
    const keys = Object.keys(value);
    return keys.length === 1 && TYPE_KEYS.has(keys[0]);
  });
}

/** A plain JSON object as a DynamoDB item (values that JSON cannot hold, like undefined, are dropped). */
export function toItem(object: Record<string, unknown>): Item {
  const item = Object.create(null) as Item;
  for (const [name, value] of Object.entries(object)) {
    const typed = toAttributeValue(value);
    if (typed) item[name] = typed;
  }
  return item;
}

function toAttributeValue(value: unknown): AttributeValue | undefined {
  if (value === null) return { NULL: true };
  if (typeof value === 'string') return { S: value };
  if (value instanceof WrittenNumber) return { N: value.text };
  if (typeof value === 'number') return { N: String(value) };
  if (typeof value === 'boolean') return { BOOL: value };
  if (Array.isArray(value)) return { L: value.map((member) => toAttributeValue(member) ?? { NULL: true }) };
  if (isObject(value)) return { M: toItem(value) };
  return undefined;
}

/**
 * Items as a plain JSON file's text, `{"Items": [...]}`: sets become lists and binaries their base64
 * text — plain JSON has nothing better — and every number keeps its digits, also where a JavaScript
 * number could not hold them (`12345678901234567890123` is written as that number, so the file
 * imports back exactly).
 */
export function plainItemsText(items: readonly Item[]): string {
  // A number JSON.stringify cannot write exactly goes out as a marked string, then loses its quotes.
  const mark = `~${Math.random().toString(36).slice(2)}~`;
  const text = JSON.stringify(
    { Items: items.map(toPlain) },
    (_key, value: unknown) => (value instanceof WrittenNumber ? `${mark}${value.text}${mark}` : value),
    2,
  );
  return `${text.replaceAll(new RegExp(`"${mark}([^"]*)${mark}"`, 'g'), '$1')}\n`;
}

function toPlain(item: Item): Record<string, unknown> {
  const plain = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of Object.entries(item)) plain[name] = plainValue(value);
  return plain;
}

function plainValue(value: AttributeValue): unknown {
  if ('S' in value) return value.S;
  if ('N' in value) return plainNumber(value.N);
  if ('B' in value) return value.B;
  if ('BOOL' in value) return value.BOOL;
  if ('NULL' in value) return null;
  if ('SS' in value) return value.SS;
  if ('NS' in value) return value.NS.map(plainNumber);
  if ('BS' in value) return value.BS;
  if ('L' in value) return value.L.map(plainValue);
  return toPlain(value.M);
}

function plainNumber(text: string): number | WrittenNumber {
  const number = Number(text);
  return String(number) === text ? number : new WrittenNumber(text);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
