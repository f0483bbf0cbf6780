/**
 * Replies are built from small skeleton objects that carry item data as pre-serialised JSON.
 * Stored items are immutable, so each is serialised at most once however often it is read: a Query
 * returning 20 items concatenates 20 cached strings instead of re-encoding them. Operations wrap
 * every attribute map they return in RawJson; the skeleton around them is walked here.
 *
 * DynamoDB's service writes its `double` members as Java does, always with a fraction (`1.0`, `0.5`):
 * every number under ConsumedCapacity and in an item collection's SizeEstimateRangeGB. JSON.stringify
 * would write `1`, which clients that keep JSON's int/float distinction see as another type (boto3
 * returns an int, the AWS CLI prints `1` where it prints `1.0` against DynamoDB). Timestamps are
 * doubles too, epoch seconds in Java's notation (`1.796113864694E9`, as in the API reference).
 */
import type { StoredItem } from './storage/itemStore.ts';
import { TIMESTAMP_MEMBERS } from './timestampMembers.ts';
import type { AttributeMap } from './values/types.ts';
export class RawJson {
  constructor(readonly json: string) {}
}

/**
 * JSON.stringify that splices RawJson values in verbatim (undefined fields are left out) and writes
 * the numbers under a double member (`doubles`, set on the way down) as doubles.
 */
export function stringifyReply(value: unknown, doubles = false): string {
  if (value instanceof RawJson) return value.json;
  if (doubles && typeof value === 'number') return javaDouble(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + stringifyReply(value[i], doubles);
    return out + ']';
  }
  let out = '{';
  let first = true;
  // for-in, not Object.keys: no key array per object (replies are plain objects; see types.ts).
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    if (field === undefined) continue;
    const json = stringifyReply(field, doubles || DOUBLE_MEMBERS.has(key));
    out += (first ? '' : ',') + JSON.stringify(key) + ':' + json;
    first = false;
  }
  return out + '}';
}

/** The reply members whose numbers are all doubles: DynamoDB's only doubles. */
const DOUBLE_MEMBERS: ReadonlySet<string> = new Set([
  'ConsumedCapacity',
  'SizeEstimateRangeGB',
  // SearchVectors' similarity scores.
  'Score',
  ...TIMESTAMP_MEMBERS,
]);

/**
 * Java's Double.toString: plain digits with at least one after the point from 10^-3 up to 10^7,
 * otherwise computerized scientific notation (1.0E7, 2.5E-4).
 */
export function javaDouble(value: number): string {
  if (!Number.isFinite(value)) return JSON.stringify(value);
  const magnitude = Math.abs(value);
  if (magnitude === 0 || (magnitude >= 1e-3 && magnitude < 1e7)) {
    const plain = String(value);
    return plain.includes('.') ? plain : `${plain}.0`;
  }
  const [mantissa, exponent] = value.toExponential().split('e');
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${exponent.replace('+', '')}`;
}

/** A stored item's JSON, serialised once and cached on the (immutable) stored item. */
export function storedItemJson(item: StoredItem): RawJson {
  return new RawJson((item.json ??= JSON.stringify(item.attributes)));
}

export function attributeMapJson(map: AttributeMap): RawJson {
  return new RawJson(JSON.stringify(map));
}
