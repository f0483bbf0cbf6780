/**
 * Turns what learner code passes to console.log into text, close to what Node and the browser
 * console print: strings as they are, everything else as readable, bounded JavaScript-ish text
 * (Sets, Maps, byte arrays, errors, class instances such as the SDK's NumberValue, cycles).
 */

const MAX_DEPTH = 6;
const MAX_ENTRIES = 100;
const MAX_LENGTH = 20_000;

export function formatArgs(args: readonly unknown[]): string {
  const [first, ...rest] = args;
  const formatted =
    typeof first === 'string' && rest.length > 0
      ? [substitute(first, rest), ...rest.map(formatArg)]
      : args.map(formatArg);
  const text = formatted.join(' ');
  return text.length > MAX_LENGTH
    ? `${text.slice(0, MAX_LENGTH)}… (${text.length - MAX_LENGTH} more characters)`
    : text;
}

export function formatValue(value: unknown): string {
  return format(value, 0, new Set());
}

/** A value as it shows inside another (strings quoted): console.table's cells. */
export function formatNested(value: unknown): string {
  return format(value, 1, new Set());
}

const formatArg = (arg: unknown) => (typeof arg === 'string' ? arg : formatValue(arg));

/**
 * Node's util.format placeholders in a first string argument (`'%s has %d items'`), each taking
 * the next argument out of `rest` (which keeps the ones left over). A placeholder with no argument
 * left stays as written; `%%` is a percent sign.
 */
function substitute(template: string, rest: unknown[]): string {
  return template.replace(/%[sdifjoOc%]/g, (placeholder) => {
    if (placeholder === '%%') return '%';
    if (rest.length === 0) return placeholder;
    const arg = rest.shift();
    switch (placeholder[1]) {
      case 's':
        return typeof arg === 'string' ? arg : formatValue(arg);
      case 'd':
        return typeof arg === 'bigint' ? `${arg}n` : typeof arg === 'symbol' ? 'NaN' : numeric(Number(arg));
      case 'i':
        return typeof arg === 'bigint'
          ? `${arg}n`
          : typeof arg === 'symbol'
            ? 'NaN'
            : numeric(Number.parseInt(String(arg)));
      case 'f':
        return typeof arg === 'symbol' ? 'NaN' : numeric(Number.parseFloat(String(arg)));
      case 'j':
        return json(arg);
      case 'c':
        return ''; // CSS for the browser console: Node drops it too.
      default:
        return formatValue(arg); // %o and %O
    }
  });
}

const numeric = (value: number) => (Object.is(value, -0) ? '-0' : String(value));

function json(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch (error) {
    if (error instanceof TypeError && /circular/i.test(error.message)) return '[Circular]';
    throw error;
  }
}

function format(value: unknown, depth: number, seen: Set<object>): string {
  switch (typeof value) {
    case 'string':
      return depth === 0 ? value : JSON.stringify(value);
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'bigint':
      return `${value}n`;
    case 'undefined':
      return 'undefined';
    case 'boolean':
      return String(value);
    case 'symbol':
      return value.toString();
    case 'function':
      return `[Function: ${value.name || '(anonymous)'}]`;
  }
  if (value === null) return 'null';
  const object = value as object;
  if (seen.has(object)) return '[Circular]';
  if (object instanceof Error) return formatError(object);
  if (object instanceof Date) return Number.isNaN(object.getTime()) ? 'Invalid Date' : object.toISOString();
  if (depth >= MAX_DEPTH) return Array.isArray(object) ? '[Array]' : '[Object]';
  seen.add(object);
  try {
    return formatObject(object, depth, seen);
  } finally {
    seen.delete(object);
  }
}

function formatObject(object: object, depth: number, seen: Set<object>): string {
  const inner = (item: unknown) => format(item, depth + 1, seen);
  if (Array.isArray(object)) return list('[', object.map(inner), ']', object.length);
  if (ArrayBuffer.isView(object) && !(object instanceof DataView)) {
    const bytes = Array.from(object as unknown as ArrayLike<number>, String);
    return list(`${object.constructor.name}(${bytes.length}) [`, bytes, ']', bytes.length);
  }
  if (object instanceof Set) return list(`Set(${object.size}) {`, [...object].map(inner), '}', object.size);
  if (object instanceof Map) {
    const entries = [...object].map(([key, item]) => `${inner(key)} => ${inner(item)}`);
    return list(`Map(${object.size}) {`, entries, '}', object.size);
  }
  const entries = Object.keys(object).map(
    (key) => `${propertyName(key)}: ${inner((object as Record<string, unknown>)[key])}`,
  );
  const name = constructorName(object);
  return list(name ? `${name} {` : '{', entries, '}', entries.length);
}

function list(open: string, items: string[], close: string, total: number): string {
  const shown = items.slice(0, MAX_ENTRIES);
  if (total > MAX_ENTRIES) shown.push(`... ${total - MAX_ENTRIES} more items`);
  if (shown.length === 0) return `${open}${close}`;
  const oneLine = `${open} ${shown.join(', ')} ${close}`;
  if (oneLine.length <= 72 && !oneLine.includes('\n')) return oneLine;
  return `${open}\n${shown.map((item) => indent(item)).join(',\n')}\n${close}`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

function propertyName(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
}

/**
 * The names packages export their classes under. The app's build shortens class names (the SDK's
 * NumberValue is `e` there), so an exported class is named as the learner imports it.
 */
const exportedClassNames = new WeakMap<object, string>();

/** Names every class a package of `registry` exports, for the class instances formatValue prints. */
export function nameExportedClasses(registry: Readonly<Record<string, Record<string, unknown>>>): void {
  for (const exports of Object.values(registry))
    for (const [name, value] of Object.entries(exports))
      if (typeof value === 'function' && value.prototype !== undefined && !exportedClassNames.has(value))
        exportedClassNames.set(value, name);
}

/** Class instances show their class (e.g. `NumberValue { value: "1" }`); plain and null-prototype objects do not. */
function constructorName(object: object): string | undefined {
  const prototype: unknown = Object.getPrototypeOf(object);
  if (prototype === null || prototype === Object.prototype) return undefined;
  const constructor = (prototype as { constructor?: { name?: unknown } }).constructor;
  const name = (constructor && exportedClassNames.get(constructor)) ?? constructor?.name;
  return typeof name === 'string' && name !== 'Object' ? name : undefined;
}

function formatError(error: Error): string {
  return error.message ? `${error.name}: ${error.message}` : error.name;
}
