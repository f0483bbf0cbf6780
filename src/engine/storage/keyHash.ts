/**
 * DynamoDB's partition-key hash, as far as it can be observed from outside: a Scan returns item
 * collections in the order of MD5("Outliers" + the partition key's bytes), the same order in every
 * table. That is what dynalite found and checked its Scan tests against DynamoDB with; moto's
 * AWS-verified Scan tests expect the same order (A before B), and AWS's own Kinesis adapter demo
 * (StreamsAdapterDemo) compares the scans of two tables holding the same items, which only works
 * if the order does not depend on the table. A key's bytes are its UTF-8 (S), its bytes (B), or, for
 * a number, the variable-length base-100 form of Oracle's NUMBER type (numberBytes below).
 *
 * The first 32 bits of the digest place a collection in the hash space that partitions split along.
 * Keys of several attributes (multi-attribute GSI keys) hash the UTF-8 of their tuple encoding: what
 * DynamoDB does there is not observable from a Scan of the table, so any fixed choice will do.
 */
import { numberOfOrderKey } from '../values/number.ts';
import type { ScalarKeyType } from '../values/types.ts';
import type { EncodedKey, KeySchema } from './primaryKey.ts';
import { textOfUtf8OrderKey, utf8Bytes } from '../values/utf8.ts';
import { md5First32 } from './md5.ts';

/** A hash of an encoded partition key (primaryKey.ts's encodeKeyValue, or a tuple of them). */
export type KeyHash = (pk: string) => number;

const SALT = [0x4f, 0x75, 0x74, 0x6c, 0x69, 0x65, 0x72, 0x73]; // "Outliers"

/** The hash for a partition key of one attribute of `type`, or of several (undefined). */
export function keyHashFor(type: ScalarKeyType | undefined): KeyHash {
  return (pk) => digest32(keyBytes(pk, type));
}

/**
 * The order of index entries whose index keys are equal: by the same hash of the table key, its
 * partition key's bytes followed by its sort key's (architect/dynalite's recordings of DynamoDB
 * querying an index whose items share the index key). 8 hex digits, so it sorts as a string.
 */
export function tableKeyTieBreak(schema: KeySchema, key: EncodedKey): string {
  if (key === lastTie.key && schema === lastTie.schema) return lastTie.hex;
  const pk = keyBytes(key.pk, schema.partition.type);
  const sk = schema.sort ? keyBytes(key.sk, schema.sort.type) : new Uint8Array(0);
  const both = new Uint8Array(pk.length + sk.length);
  both.set(pk);
  both.set(sk, pk.length);
  const hex = digest32(both).toString(16).padStart(8, '0');
  lastTie = { schema, key, hex };
  return hex;
}

/**
 * A write works out the tie-break of one table key for each index, old entry and new: the last one
 * is kept (keys are immutable objects, so the same object means the same key).
 */
let lastTie: { schema: KeySchema | undefined; key: EncodedKey | undefined; hex: string } = {
  schema: undefined,
  key: undefined,
  hex: '',
};

function keyBytes(encoded: string, type: ScalarKeyType | undefined): Uint8Array {
  if (type === 'S') return utf8Bytes(textOfUtf8OrderKey(encoded));
  if (type === 'N') return numberBytes(encoded);
  if (type === 'B') return binaryBytes(encoded);
  return utf8Bytes(encoded);
}

function digest32(key: Uint8Array): number {
  return md5First32(SALT, key);
}

/** An encoded binary key holds one byte per character. */
function binaryBytes(encoded: string): Uint8Array {
  const bytes = new Uint8Array(encoded.length);
  for (let i = 0; i < encoded.length; i++) bytes[i] = encoded.charCodeAt(i);
  return bytes;
}

/**
 * A number from its order key (number.ts's numberOrderKey) in Oracle NUMBER form: zero is 0x80;
 * otherwise an exponent byte (193 + E for a positive number whose leading base-100 digit stands at
 * 100^E, 62 − E for a negative one), then the base-100 digits d as d + 1 (positive) or 101 − d
 * (negative), and for a negative number of fewer than 20 digit bytes a 102.
 */
export function numberBytes(encoded: string): Uint8Array {
  if (encoded === '1') return Uint8Array.of(0x80);
  // The value is 0.<digits> × 10^exponent. Base-100 digits line up on even powers of ten: an odd
  // exponent starts with a lone digit.
  const { negative, digits: decimal, exponent } = numberOfOrderKey(encoded);
  let digits = exponent % 2 !== 0 ? '0' + decimal : decimal;
  if (digits.length % 2 !== 0) digits += '0';
  const pairs = digits.length / 2;
  const terminated = negative && pairs < 20;
  const bytes = new Uint8Array(1 + pairs + (terminated ? 1 : 0));
  const leading = Math.floor((exponent - 1) / 2); // E: the leading base-100 digit's power of 100
  bytes[0] = negative ? 62 - leading : 193 + leading;
  for (let i = 0; i < pairs; i++) {
    const pair = Number(digits.slice(2 * i, 2 * i + 2));
    bytes[1 + i] = negative ? 101 - pair : pair + 1;
  }
  if (terminated) bytes[bytes.length - 1] = 102;
  return bytes;
}
