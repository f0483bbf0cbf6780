/**
 * DynamoDB attribute values in their wire shape (API version 2012-08-10). Items are stored in this
 * shape, so a read can hand back exactly what was written (after canonicalisation at write time).
 * B and BS hold base64 text, as on the wire; N and NS hold canonical decimal text (see number.ts).
 */
export type AttributeValue =
  | { S: string }
  | { N: string }
  | { B: string }
  | { BOOL: boolean }
  | { NULL: true }
  | { M: AttributeMap }
  | { L: AttributeValue[] }
  | { SS: string[] }
  | { NS: string[] }
  | { BS: string[] };

/**
 * Attribute names come from users: `__proto__`, `constructor` and `toString` are ordinary names.
 * Read with `getAttribute` (own properties only); build new maps with `newAttributeMap()` and write
 * into them only with `setAttribute`.
 */
export type AttributeMap = Record<string, AttributeValue>;

export type AttributeType = 'S' | 'N' | 'B' | 'BOOL' | 'NULL' | 'M' | 'L' | 'SS' | 'NS' | 'BS';
export type ScalarKeyType = 'S' | 'N' | 'B';

/** Whether `key` names one of the ten types (a switch: cheaper than a Set lookup on hot paths). */
export function isAttributeType(key: string): key is AttributeType {
  switch (key) {
    case 'S':
    case 'N':
    case 'B':
    case 'BOOL':
    case 'NULL':
    case 'M':
    case 'L':
    case 'SS':
    case 'NS':
    case 'BS':
      return true;
    default:
      return false;
  }
}

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * A new, empty attribute map: a plain object, as JSON.parse builds a request's maps. V8 keeps plain
 * objects in its fast representation, which items and index entries (kept, sized, serialised and
 * read many times) need; a null-prototype object is a hash table from birth, several times slower
 * to walk and to serialise. Write into it only with `setAttribute`, which makes `__proto__` an
 * attribute like any other.
 */
export function newAttributeMap(): AttributeMap {
  return {};
}

/**
 * The value of attribute `name`, own properties only: `constructor` or `toString` are attribute names
 * like any other. One property read instead of hasOwnProperty and a read: what a plain object
 * inherits is a function or, for `__proto__` that is not its own, Object.prototype — never an
 * attribute value.
 */
export function getAttribute(map: AttributeMap, name: string): AttributeValue | undefined {
  const value: unknown = map[name];
  return typeof value === 'object' && value !== Object.prototype ? (value as AttributeValue) : undefined;
}

export function hasAttribute(map: object, name: string): boolean {
  return hasOwn.call(map, name);
}

/** The one type key of a well-formed attribute value. */
export function typeOf(value: AttributeValue): AttributeType {
  for (const key in value) return key as AttributeType;
  throw new Error('empty attribute value');
}

/*
 * Attribute maps are walked with for-in, not Object.keys: for-in reads V8's cached key list of the
 * object's shape, Object.keys copies it into a new array on every call (a few hundred bytes per
 * request on the hot paths). Maps are plain objects, whose prototype has no enumerable
 * properties, so for-in sees exactly their own names.
 */

/** The number of attributes in a map. */
export function attributeCount(map: AttributeMap): number {
  let count = 0;
  for (const _name in map) count++;
  return count;
}

/** A shallow copy (values are shared: stored values are never mutated). */
export function copyAttributeMap(map: AttributeMap): AttributeMap {
  const copy = newAttributeMap();
  for (const name in map) setAttribute(copy, name, map[name]);
  return copy;
}

/**
 * Sets an own attribute on any map. `__proto__` is defined, never assigned: on an ordinary object,
 * assigning it would replace the prototype instead of adding an attribute.
 */
export function setAttribute(map: AttributeMap, name: string, value: AttributeValue): void {
  if (name !== '__proto__') map[name] = value;
  else Object.defineProperty(map, name, { value, writable: true, enumerable: true, configurable: true });
}
