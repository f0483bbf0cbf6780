/**
 * The JSON shape of attribute values (AttributeValue structures, their L lists and M maps), with
 * Coral's SerializationException messages. Only the ten type members are read: unknown members are
 * dropped, as Coral ignores them, and `null` members count as absent. A value comes back as it was
 * when nothing needed dropping or converting (the common case allocates nothing); otherwise as a
 * clean copy, so stored items never carry stray members. Value rules (empty, one type, numbers,
 * sets) are normalize.ts's job, afterwards.
 */
import { serialization, validation } from '../../errors.ts';
import { MAX_READ_CONTAINER_LEVEL, NESTING_EXCEEDED } from '../../values/nesting.ts';
import type { AttributeMap, AttributeValue } from '../../values/types.ts';
import { isAttributeType, newAttributeMap, setAttribute } from '../../values/types.ts';
import { readBlob, readBoolean, readString } from './scalars.ts';

/** Where the value sits: a field of a structure, or a value of a map or list (Coral words them apart). */
export type Position = 'field' | 'value';

const ATTRIBUTE_VALUE_CLASS = 'com.amazonaws.dynamodb.v20120810.AttributeValue';

export function readAttributeValue(value: unknown, position: Position, depth: number): AttributeValue {
  // A null value inside a map or list is an AttributeValue with no type set.
  if (value === null || value === undefined) return {} as AttributeValue;
  if (typeof value !== 'object') {
    throw serialization(position === 'value' ? 'Unexpected value type in payload' : 'Unexpected field type');
  }
  if (Array.isArray(value))
    throw serialization(`Unrecognized collection type class ${ATTRIBUTE_VALUE_CLASS}`);
  const source = value as Record<string, unknown>;
  let out: Record<string, unknown> | undefined;
  for (const key in source) {
    const raw = source[key];
    const checked =
      isAttributeType(key) && raw !== null && raw !== undefined ? readMember(key, raw, depth) : undefined;
    if (out === undefined && (checked === undefined || checked !== raw)) out = copyMembersBefore(source, key);
    if (out !== undefined && checked !== undefined) out[key] = checked;
  }
  return (out ?? source) as AttributeValue;
}

/** A map of attribute values (Item, Key, M …); the same map when nothing changed. */
export function readAttributeMap(value: unknown, depth: number): AttributeMap {
  if (typeof value !== 'object' || value === null) throw serialization('Unexpected field type');
  if (Array.isArray(value)) {
    throw serialization(
      `Unrecognized collection type java.util.Map<java.lang.String, ${ATTRIBUTE_VALUE_CLASS}>`,
    );
  }
  const source = value as Record<string, unknown>;
  let copy: AttributeMap | undefined;
  for (const name in source) {
    const element = source[name];
    const checked = readAttributeValue(element, 'value', depth);
    if (copy === undefined && checked !== element) {
      copy = newAttributeMap();
      for (const earlier in source) {
        if (earlier === name) break;
        setAttribute(copy, earlier, source[earlier] as AttributeValue);
      }
    }
    if (copy !== undefined) setAttribute(copy, name, checked as AttributeValue);
  }
  return copy ?? (source as AttributeMap);
}

function readMember(key: string, raw: unknown, depth: number): unknown {
  switch (key) {
    case 'S':
    case 'N':
      return readString(raw);
    case 'B':
      return readBlob(raw);
    case 'BOOL':
    case 'NULL':
      return readBoolean(raw);
    case 'SS':
    case 'NS':
    case 'BS':
      return readSet(key, raw);
    case 'L':
      checkDepth(depth);
      return readList(raw, depth);
    default:
      checkDepth(depth);
      return readAttributeMap(raw, depth + 1);
  }
}

function checkDepth(depth: number): void {
  // Only bounds the walk, so no input recurses without bound: the item and expression-value limits,
  // which differ by operation, are checked afterwards (nesting.ts).
  if (depth > MAX_READ_CONTAINER_LEVEL) throw validation(NESTING_EXCEEDED);
}

function asArray(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'object') throw serialization('Start of structure or map found where not expected');
  throw serialization('Unexpected field type');
}

function readList(raw: unknown, depth: number): AttributeValue[] {
  const elements = asArray(raw);
  let copy: AttributeValue[] | undefined;
  for (let i = 0; i < elements.length; i++) {
    const checked = readAttributeValue(elements[i], 'value', depth + 1);
    if (checked !== elements[i]) (copy ??= elements.slice() as AttributeValue[])[i] = checked;
  }
  return copy ?? (elements as AttributeValue[]);
}

/**
 * Set members are strings (base64 for BS). DynamoDB's answer to a null member is not recorded; these
 * are the messages it gave for members it could not accept before empty strings became legal.
 */
function readSet(type: 'SS' | 'NS' | 'BS', raw: unknown): string[] {
  const elements = asArray(raw);
  for (let i = 0; i < elements.length; i++) {
    const element = elements[i];
    if (element === null || element === undefined) throw nullSetMember(type);
    if (type === 'BS') readBlob(element);
    else readString(element);
  }
  return elements as string[];
}

function nullSetMember(type: 'SS' | 'NS' | 'BS'): Error {
  if (type === 'NS') return validation('The parameter cannot be converted to a numeric value');
  if (type === 'BS') {
    return validation(
      'One or more parameter values were invalid: Binary sets may not contain null or empty values',
    );
  }
  return validation(
    'One or more parameter values were invalid: An string set may not have a empty string as a member',
  );
}

function copyMembersBefore(source: Record<string, unknown>, stop: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in source) {
    if (key === stop) break;
    const raw = source[key];
    if (isAttributeType(key) && raw !== null && raw !== undefined) out[key] = raw;
  }
  return out;
}
