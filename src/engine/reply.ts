/**
 * Replies are built from small skeleton objects that carry item data as pre-serialised JSON.
 * Stored items are immutable, so each is serialised at most once however often it is read: a Query
 * returning 20 items concatenates 20 cached strings instead of re-encoding them. Operations wrap
 * every attribute map they return in RawJson; the skeleton around them is walked here. For the HTTP
 * endpoint the same walk also builds the reply's x-amz-crc32, from each stored item's checksum cached
 * like its JSON (wireChecksum.ts).
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
import { checksumPart, type ReplyChecksum } from './wireChecksum.ts';

export class RawJson {
  /** `item`: the stored item `json` is the JSON of, where its checksum is cached (wireChecksum.ts). */
  constructor(
    readonly json: string,
    readonly item: StoredItem | undefined = undefined,
  ) {}
}

/**
 * JSON.stringify that splices RawJson values in verbatim (undefined fields are left out) and writes
 * the numbers under a double member (`doubles`, set on the way down) as doubles. With `sum`, the
 * reply's checksum is built in the same walk, each piece in the order it is written.
 */
export function stringifyReply(value: unknown, doubles = false, sum?: ReplyChecksum): string {
  if (value instanceof RawJson) {
    if (sum !== undefined) appendRaw(sum, value);
    return value.json;
  }
  if (value === null || typeof value !== 'object') {
    const json = doubles && typeof value === 'number' ? javaDouble(value) : (JSON.stringify(value) ?? 'null');
    if (sum !== undefined) sum.text(json);
    return json;
  }
  if (Array.isArray(value)) {
    if (sum !== undefined) sum.ascii(OPEN_LIST);
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i) {
        out += ',';
        if (sum !== undefined) sum.ascii(COMMA);
      }
      out += stringifyReply(value[i], doubles, sum);
    }
    if (sum !== undefined) sum.ascii(CLOSE_LIST);
    return out + ']';
  }
  if (sum !== undefined) sum.ascii(OPEN_OBJECT);
  let out = '{';
  let first = true;
  // for-in, not Object.keys: no key array per object (replies are plain objects; see types.ts).
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    if (field === undefined) continue;
    const name = JSON.stringify(key);
    if (sum !== undefined) {
      // The name alone, as JSON.stringify made it: a flat string is read per character several
      // times faster than the concatenation with its comma and colon would be.
      if (!first) sum.ascii(COMMA);
      sum.text(name);
      sum.ascii(COLON);
    }
    out += (first ? '' : ',') + name + ':' + stringifyReply(field, doubles || DOUBLE_MEMBERS.has(key), sum);
    first = false;
  }
  if (sum !== undefined) sum.ascii(CLOSE_OBJECT);
  return out + '}';
}

/** The characters between a reply's values, as `ReplyChecksum.ascii` takes them. */
const OPEN_LIST = 0x5b; // [
const COMMA = 0x2c;
const COLON = 0x3a;
const CLOSE_LIST = 0x5d; // ]
const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d; // }

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
  return new RawJson((item.json ??= JSON.stringify(item.attributes)), item);
}

/**
 * Longer JSON without a stored item to cache its checksum on (a projection, a page's last key) gives
 * up the reply's checksum: summing it here in JavaScript costs about three times what the endpoint's
 * own zlib pass over the whole reply does per byte.
 */
const UNCACHED_CHECKSUM_LIMIT = 256;

function appendRaw(sum: ReplyChecksum, raw: RawJson): void {
  const item = raw.item;
  if (item !== undefined) sum.append((item.checksum ??= checksumPart(raw.json)));
  else if (raw.json.length <= UNCACHED_CHECKSUM_LIMIT) sum.text(raw.json);
  else sum.abandon();
}

export function attributeMapJson(map: AttributeMap): RawJson {
  return new RawJson(JSON.stringify(map));
}
