/**
 * The order DynamoDB keeps set members in: it answers a set sorted, not as written — string and
 * binary sets by unsigned bytes, number sets by value (characterised against DynamoDB in
 * paritysuite/dynamodb-conformance, tests/tier1/updateItem/basic.test.ts, 2026: `SS ['a', '']`
 * reads back as `['', 'a']`). Members are canonical (normalize.ts), so no two have the same key.
 */
import { decodeBase64 } from './base64.ts';
import { numberOrderKey } from './number.ts';
import { sortsDifferentlyInUtf16, utf8OrderKey } from './utf8.ts';

export type SetType = 'SS' | 'NS' | 'BS';

/** Keys whose JavaScript string order is DynamoDB's member order. */
const ORDER_KEY: Record<SetType, (member: string) => string> = {
  SS: utf8OrderKey,
  NS: numberOrderKey,
  BS: (member) => decodeBase64(member)!,
};

/**
 * The members in DynamoDB's order: the same array when already in order, a sorted copy otherwise,
 * undefined when two members are equal (a set with duplicates has no order).
 */
export function orderSetMembers(type: SetType, members: string[]): string[] | undefined {
  if (members.length < 2) return members;
  const keys = orderKeys(type, members);
  let ordered = true;
  for (let i = 1; i < keys.length && ordered; i++) ordered = keys[i - 1] < keys[i];
  if (ordered) return members;
  const positions = sortedPositions(keys);
  for (let i = 1; i < positions.length; i++) {
    if (keys[positions[i - 1]] === keys[positions[i]]) return undefined;
  }
  return positions.map((i) => members[i]);
}

/** Positions of `keys` in ascending key order (insertion sort for the small sets that are the rule). */
function sortedPositions(keys: string[]): number[] {
  const positions = keys.map((_, i) => i);
  if (keys.length > 16) return positions.sort((a, b) => (keys[a] < keys[b] ? -1 : 1));
  for (let i = 1; i < positions.length; i++) {
    const position = positions[i];
    let j = i - 1;
    for (; j >= 0 && keys[positions[j]] > keys[position]; j--) positions[j + 1] = positions[j];
    positions[j + 1] = position;
  }
  return positions;
}

/** The order keys of the members; a string set without characters past U+D7FF is its own key. */
function orderKeys(type: SetType, members: string[]): string[] {
  if (type === 'SS' && !members.some(sortsDifferentlyInUtf16)) return members;
  return members.map(ORDER_KEY[type]);
}
