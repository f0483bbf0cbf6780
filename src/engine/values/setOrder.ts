/**
 * The order DynamoDB keeps set members in: it answers a set sorted, not as written — string and
 * binary sets by unsigned bytes, number sets by value (characterised against DynamoDB in
 * paritysuite/dynamodb-conformance, tests/tier1/updateItem/basic.test.ts, 2026: `SS ['a', '']`
 * reads back as `['', 'a']`). Members are canonical (normalize.ts), so no two have the same key.
 */
import { decodeBase64 } from './base64.ts';
import { numberOrderKey } from './number.ts';
import { utf8OrderKey } from './utf8.ts';

export type SetType = 'SS' | 'NS' | 'BS';

/** Keys whose JavaScript string order is DynamoDB's member order. */
const ORDER_KEY: Record<SetType, (member: string) => string> = {
  SS: utf8OrderKey,
  NS: numberOrderKey,
  BS: (member) => decodeBase64(member)!,
};

/** The members in DynamoDB's order: the same array when already in order, a sorted copy otherwise. */
export function orderSetMembers(type: SetType, members: string[]): string[] {
  if (members.length < 2) return members;
  const keys = members.map(ORDER_KEY[type]);
  let ordered = true;
  for (let i = 1; i < keys.length && ordered; i++) ordered = keys[i - 1] < keys[i];
  if (ordered) return members;
  const positions = keys.map((_, i) => i).sort((a, b) => (keys[a] < keys[b] ? -1 : 1));
  return positions.map((i) => members[i]);
}
