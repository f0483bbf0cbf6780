/**
 * Checks attribute values from a request against DynamoDB's rules and returns them in canonical form
 * (numbers as plain decimal text, binaries as padded base64, set members in DynamoDB's order).
 * Values that are already canonical are returned as they are, so the common case allocates nothing;
 * a set whose members are canonical but out of order is put in order in place (request values are
 * the request's own). JSON-level shape (a string where a string belongs …) is checked earlier by the
 * request validator; this is about meaning.
 */
import { invalidParameter, validation } from '../errors.ts';
import { checkAttributeNameSize } from './attributeName.ts';
import { decodeBase64, encodeBase64 } from './base64.ts';
import { MAX_CONTAINER_LEVEL, NESTING_EXCEEDED } from './nesting.ts';
import { canonicalNumber } from './number.ts';
import { orderSetMembers, type SetType } from './setOrder.ts';
import { duplicateMembers, type ValueLayer } from './valueLayer.ts';
import {
  copyAttributeMap,
  isAttributeType,
  setAttribute,
  type AttributeMap,
  type AttributeValue,
} from './types.ts';

export const NULL_MUST_BE_TRUE = 'Null attribute value types must have the value of true';

/** `layer` words the errors (valueLayer.ts); `depth` is the value's level (nesting.ts). */
export function normalizeValue(value: AttributeValue, layer: ValueLayer, depth = 1): AttributeValue {
  // DynamoDB checks each member's value before it counts the members: {S: 'a', N: 'b'} is a
  // number error, not "more than one datatypes".
  let normal: AttributeValue | undefined;
  let count = 0;
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    if (field === null || field === undefined || !isAttributeType(key)) continue;
    count++;
    normal = normalizeMember(value, key, layer, depth);
  }
  if (count === 0)
    throw validation('Supplied AttributeValue is empty, must contain exactly one of the supported datatypes');
  if (count > 1)
    throw validation(
      'Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes',
    );
  return normal!;
}

function normalizeMember(
  value: AttributeValue,
  type: string,
  layer: ValueLayer,
  depth: number,
): AttributeValue {
  switch (type) {
    case 'S':
    case 'BOOL':
      return value;
    case 'N': {
      const text = (value as { N: string }).N;
      const canonical = canonicalNumber(text, layer);
      return canonical === text ? value : { N: canonical };
    }
    case 'B': {
      const text = (value as { B: string }).B;
      const canonical = canonicalBinary(text);
      return canonical === text ? value : { B: canonical };
    }
    case 'NULL':
      if ((value as { NULL: boolean }).NULL !== true) throw invalidParameter(NULL_MUST_BE_TRUE);
      return value;
    case 'SS':
      return normalizeSet(value, 'SS', (value as { SS: string[] }).SS, sameString, layer);
    case 'NS':
      return normalizeSet(value, 'NS', (value as { NS: string[] }).NS, canonicalNumber, layer);
    case 'BS':
      return normalizeSet(value, 'BS', (value as { BS: string[] }).BS, canonicalBinary, layer);
    case 'L': {
      checkDepth(depth);
      const list = (value as { L: AttributeValue[] }).L;
      let copy: AttributeValue[] | undefined;
      for (let i = 0; i < list.length; i++) {
        const normal = normalizeValue(list[i], layer, depth + 1);
        if (normal !== list[i]) (copy ??= list.slice())[i] = normal;
      }
      return copy ? { L: copy } : value;
    }
    default: {
      checkDepth(depth);
      const map = (value as { M: AttributeMap }).M;
      const normal = normalizeMap(map, layer, depth + 1);
      return normal === map ? value : { M: normal };
    }
  }
}

/** Normalises every value of a map; returns the same map when nothing changed. */
export function normalizeMap(map: AttributeMap, layer: ValueLayer, depth = 1): AttributeMap {
  let copy: AttributeMap | undefined;
  for (const name in map) {
    checkAttributeNameSize(name);
    const value = map[name];
    const normal = normalizeValue(value, layer, depth);
    if (normal !== value) {
      copy ??= copyAttributeMap(map);
      setAttribute(copy, name, normal);
    }
  }
  return copy ?? map;
}

/** A list or map at `depth` (an attribute's value is at 1): see nesting.ts. */
function checkDepth(depth: number): void {
  if (depth > MAX_CONTAINER_LEVEL) throw validation(NESTING_EXCEEDED);
}

function canonicalBinary(text: string): string {
  const bytes = decodeBase64(text);
  if (bytes === undefined) throw validation('Invalid Base64 value for binary attribute');
  return encodeBase64(bytes) === text ? text : encodeBase64(bytes);
}

/** DynamoDB's (uneven) messages for an empty set, per set type; duplicates are the layer's. */
const EMPTY_SET = {
  SS: 'An string set  may not be empty',
  NS: 'An number set  may not be empty',
  BS: 'Binary sets should not be empty',
};

/** A string set member's canonical form: a module function, so no closure is made per set. */
const sameString = (member: string) => member;

/** Makes a set member canonical, or throws the layer's error for it. */
type CanonicalMember = (member: string, layer: ValueLayer) => string;

/**
 * A set's members made canonical, checked for duplicates and put in DynamoDB's order. Members are
 * made canonical first, then sorted once by their order keys: equal neighbours are duplicates. Any
 * error takes the general path, which reports errors in the order DynamoDB meets them.
 */
function normalizeSet(
  value: AttributeValue,
  type: SetType,
  elements: string[],
  canonical: CanonicalMember,
  layer: ValueLayer,
): AttributeValue {
  if (elements.length === 0) throw invalidParameter(EMPTY_SET[type]);
  let members = elements;
  try {
    for (let i = 0; i < elements.length; i++) {
      const member = canonical(elements[i], layer);
      if (member !== elements[i]) (members === elements ? (members = elements.slice()) : members)[i] = member;
    }
  } catch {
    return normalizeUnorderedSet(type, elements, canonical, layer);
  }
  const ordered = orderSetMembers(type, members);
  if (ordered === undefined) return normalizeUnorderedSet(type, elements, canonical, layer);
  if (ordered === elements) return value;
  if (members !== elements) return setValue(type, ordered);
  // Only the order changed. Request values belong to the request (parsed from its JSON), so the
  // members are put in order where they are: the value, and the map holding it, need no copy.
  for (let i = 0; i < ordered.length; i++) elements[i] = ordered[i];
  return value;
}

/** The general path: errors in DynamoDB's order (a duplicate is reported at its first repeat). */
function normalizeUnorderedSet(
  type: SetType,
  elements: string[],
  canonical: CanonicalMember,
  layer: ValueLayer,
): AttributeValue {
  const members: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < elements.length; i++) {
    const member = canonical(elements[i], layer);
    members.push(member);
    if (seen.has(member)) throw duplicateMembers(type, elements, members, i, layer);
    seen.add(member);
  }
  throw new Error('normalizeSet: a set without errors took the error path');
}

function setValue(type: SetType, members: string[]): AttributeValue {
  if (type === 'SS') return { SS: members };
  if (type === 'NS') return { NS: members };
  return { BS: members };
}
