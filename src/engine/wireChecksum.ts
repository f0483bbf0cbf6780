/**
 * CRC-32 (IEEE 802.3, the checksum DynamoDB sends as `x-amz-crc32`) of a reply's UTF-8 bytes, built
 * while the reply is written. A reply is mostly stored items' cached JSON, so each item's checksum is
 * computed once and cached beside its JSON; a reply then combines the cached checksums (the CRC of
 * A‖B follows from CRC(A), CRC(B) and B's length, by multiplying CRC(A) by x^(8·|B|) modulo the CRC
 * polynomial) instead of running over every byte again. A Query of 20 items then checksums ~60 bytes
 * of skeleton and 20 combinations instead of its 3 KB.
 *
 * Pure JavaScript, so the engine stays free of Node: the endpoint asks for it (dispatch's
 * `checksums` option); the browser worker never does. `crc32` of bytes already encoded serves the
 * SDK request handler (src/client), which sends the same header without HTTP.
 */

/** The reflected CRC-32 polynomial. */
const POLYNOMIAL = 0xedb88320;

/** One byte at a time: CRC_TABLE[i] is the CRC remainder of byte i. */
const CRC_TABLE = (() => {
  const table = new Int32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let bit = 0; bit < 8; bit++) c = c & 1 ? (c >>> 1) ^ POLYNOMIAL : c >>> 1;
    table[i] = c;
  }
  return table;
})();

/** CRC-32 of bytes already encoded (unsigned, as x-amz-crc32 carries it): for the SDK request handler. */
export function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

/** A stretch of reply bytes, summarised so that it can be appended to a checksum without rereading it. */
export interface ChecksumPart {
  /** Its CRC-32 as a 32-bit integer (signed: `>>> 0` for the header). */
  readonly crc: number;
  /** Its UTF-8 length in bytes. */
  readonly bytes: number;
}

/** The running checksum of a reply as it is written. */
export class ReplyChecksum {
  /** The CRC register (pre- and post-inverted, as zlib's crc32 keeps it). */
  crc = 0;
  bytes = 0;
  /** False once a piece was left unsummed (abandon): the reply's checksum must then be computed from its bytes. */
  complete = true;

  /** Appends `text`'s UTF-8 bytes. */
  text(text: string): void {
    if (!this.complete) return;
    let c = ~this.crc;
    let bytes = 0;
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      if (unit < 0x80) {
        c = CRC_TABLE[(c ^ unit) & 0xff] ^ (c >>> 8);
        bytes++;
      } else {
        const point = text.codePointAt(i)!;
        // A lone surrogate is written as U+FFFD, as Node encodes it.
        const code = point >= 0xd800 && point <= 0xdfff ? 0xfffd : point;
        if (code > 0xffff) i++;
        c = utf8Bytes(c, code);
        bytes += code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
      }
    }
    this.crc = ~c;
    this.bytes += bytes;
  }

  /**
   * Appends one ASCII character (a bracket or comma between a reply's values): cheaper than `text`.
   * It does not look at `complete`: after abandon the sum is never read, so one step is harmless.
   */
  ascii(code: number): void {
    const c = ~this.crc;
    this.crc = ~(CRC_TABLE[(c ^ code) & 0xff] ^ (c >>> 8));
    this.bytes++;
  }

  /** Appends bytes summarised by `part`. */
  append(part: ChecksumPart): void {
    if (!this.complete) return;
    this.crc = shifted(this.crc, part.bytes) ^ part.crc;
    this.bytes += part.bytes;
  }

  /** Stops summing: a piece is cheaper to checksum with the rest of the reply's bytes than here. */
  abandon(): void {
    this.complete = false;
  }
}

/** The CRC register after `code`'s UTF-8 encoding (two to four bytes). */
function utf8Bytes(c: number, code: number): number {
  if (code < 0x800) {
    c = CRC_TABLE[(c ^ (0xc0 | (code >> 6))) & 0xff] ^ (c >>> 8);
  } else {
    if (code < 0x10000) {
      c = CRC_TABLE[(c ^ (0xe0 | (code >> 12))) & 0xff] ^ (c >>> 8);
    } else {
      c = CRC_TABLE[(c ^ (0xf0 | (code >> 18))) & 0xff] ^ (c >>> 8);
      c = CRC_TABLE[(c ^ (0x80 | ((code >> 12) & 0x3f))) & 0xff] ^ (c >>> 8);
    }
    c = CRC_TABLE[(c ^ (0x80 | ((code >> 6) & 0x3f))) & 0xff] ^ (c >>> 8);
  }
  return CRC_TABLE[(c ^ (0x80 | (code & 0x3f))) & 0xff] ^ (c >>> 8);
}

/** `text` as a part: its checksum from scratch, for appending. */
export function checksumPart(text: string): ChecksumPart {
  const sum = new ReplyChecksum();
  sum.text(text);
  return { crc: sum.crc, bytes: sum.bytes };
}

/**
 * c(x)·x^(8·bytes) modulo the polynomial: the CRC of whatever came before, carried past `bytes`
 * more bytes. Multiplying by a fixed power is linear in c, so each power is a table of its products
 * with every byte value in each of c's four byte positions (four lookups). There is one table per
 * nonzero hexadecimal digit of a length in each of its six lowest digit positions: a shift by n
 * bytes applies the tables of n's nonzero digits (two for a 165-byte item, 0xa5).
 */
function shifted(c: number, bytes: number): number {
  // Parts are stored items' JSON, far below 16 MB; a longer one is carried 16 MB − 1 at a time.
  for (; bytes > LONGEST_SHIFT; bytes -= LONGEST_SHIFT) c = shifted(c, LONGEST_SHIFT);
  const tables = SHIFT_TABLES ?? buildShiftTables();
  for (let position = 0; bytes !== 0; position += 16 * 1024, bytes >>>= 4) {
    const digit = bytes & 15;
    if (digit === 0) continue;
    const row = position + (digit - 1) * 1024;
    c =
      tables[row + (c & 0xff)] ^
      tables[row + 256 + ((c >> 8) & 0xff)] ^
      tables[row + 512 + ((c >> 16) & 0xff)] ^
      tables[row + 768 + ((c >> 24) & 0xff)];
  }
  return c;
}

/** Lengths below 16^6 (16 MB, a request's limit) take one table per digit. */
const DIGIT_POSITIONS = 6;
const LONGEST_SHIFT = 0xffffff; // 16 ** DIGIT_POSITIONS - 1
/** 6 positions × 15 digits × 4 byte positions × 256 values (360 KB), built on first use (~1 ms). */
let SHIFT_TABLES: Int32Array | undefined;

function buildShiftTables(): Int32Array {
  const tables = new Int32Array(DIGIT_POSITIONS * 16 * 1024);
  let unit = 1 << 23; // x^8 (bit 31 is x^0): one byte
  for (let position = 0; position < DIGIT_POSITIONS; position++) {
    // unit = x^(8·16^position); power runs through its 1st to 15th powers.
    let power = unit;
    for (let digit = 1; digit < 16; digit++) {
      fillTable(tables, position * 16 * 1024 + (digit - 1) * 1024, power);
      power = multiplyModulo(power, unit);
    }
    unit = power; // the 16th power: x^(8·16^(position+1))
  }
  return (SHIFT_TABLES = tables);
}

/** The 4 × 256 products of `power` with each byte value in each byte position of a register. */
function fillTable(tables: Int32Array, row: number, power: number): void {
  for (let position = 0; position < 4; position++, row += 256) {
    // Bit `bit` of byte `position` is one term of the reflected register (the LSB is x^31).
    for (let bit = 0; bit < 8; bit++)
      tables[row + (1 << bit)] = multiplyModulo(power, 1 << (position * 8 + bit));
    for (let value = 3; value < 256; value++) {
      const low = value & -value;
      if (low !== value) tables[row + value] = tables[row + low] ^ tables[row + (value ^ low)];
    }
  }
}

/** a(x)·b(x) modulo the polynomial, both reflected (bit 31 is x^0): for building the tables. */
function multiplyModulo(a: number, b: number): number {
  let product = 0;
  for (let m = 0x80000000; a !== 0; m >>>= 1) {
    if (a & m) {
      product ^= b;
      a &= ~m;
    }
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product;
}
