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
  return (pk) => {
    const length = writeKeyBytes(pk, type, 0); // may replace `scratch` with a larger buffer
    return md5First32(SALT, scratch, length);
  };
}

/**
 * The order of index entries whose index keys are equal: by the same hash of the table key, its
 * partition key's bytes followed by its sort key's (architect/dynalite's recordings of DynamoDB
 * querying an index whose items share the index key). 8 hex digits, so it sorts as a string.
 */
export function tableKeyTieBreak(schema: KeySchema, key: EncodedKey): string {
  if (key === lastTieKey && schema === lastTieSchema) return lastTieHex;
  let length = writeKeyBytes(key.pk, schema.partition.type, 0);
  if (schema.sort) length = writeKeyBytes(key.sk, schema.sort.type, length);
  const hex = md5First32(SALT, scratch, length).toString(16).padStart(8, '0');
  lastTieSchema = schema;
  lastTieKey = key;
  lastTieHex = hex;
  return hex;
}

/**
 * A write works out the tie-break of one table key for each index, old entry and new: the last one
 * is kept (keys are immutable objects, so the same object means the same key).
 */
let lastTieSchema: KeySchema | undefined;
let lastTieKey: EncodedKey | undefined;
let lastTieHex = '';

/**
 * Where a key's bytes are put together before they are hashed: a write hashes one or two keys (a
 * new partition key, an index entry's table key), and arrays made for each (and one joining them)
 * were garbage on every write.
 */
let scratch = new Uint8Array(256);

function reserve(size: number): void {
  if (scratch.length >= size) return;
  const larger = new Uint8Array(Math.max(size, scratch.length * 2));
  larger.set(scratch);
  scratch = larger;
}

/** Writes the bytes of an encoded key into `scratch` at `at`; returns where they end. */
function writeKeyBytes(encoded: string, type: ScalarKeyType | undefined, at: number): number {
  if (type !== 'N' && type !== 'B') {
    // ASCII text is its own UTF-8 and its own order key (utf8.ts moves only U+D800 and up).
    const length = encoded.length;
    reserve(at + length);
    const bytes = scratch;
    let i = 0;
    for (; i < length; i++) {
      const code = encoded.charCodeAt(i);
      if (code >= 0x80) break;
      bytes[at + i] = code;
    }
    if (i === length) return at + length;
  }
  const bytes = keyBytes(encoded, type);
  reserve(at + bytes.length);
  scratch.set(bytes, at);
  return at + bytes.length;
}

function keyBytes(encoded: string, type: ScalarKeyType | undefined): Uint8Array {
  if (type === 'S') return utf8Bytes(textOfUtf8OrderKey(encoded));
  if (type === 'N') return numberBytes(encoded);
  if (type === 'B') return binaryBytes(encoded);
  return utf8Bytes(encoded);
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
