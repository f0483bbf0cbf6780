/** The first character that is not ASCII (one byte in UTF-8). */
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * From this length on, the regular expression finds where the ASCII prefix ends faster than the loop
 * below walks it (about twice as fast at 32 characters, 2.5 times at 800: an item's payload is
 * measured on every write); below it, the loop is as fast.
 */
const ASCII_SEARCH_FROM = 16;

/**
 * The last long string measured and its length. A load test writes the same payload string in every
 * item (the load generator's padding): the same string object compares equal at once, where the
 * search walks it again. Another string of the same length is compared by content, which stops at
 * the first difference and costs less than the search; any other length differs at once.
 */
let lastText = '';
let lastLength = 0;

/** UTF-8 byte length without allocating (lone surrogates count as U+FFFD, 3 bytes, as encoders write them). */
export function utf8Length(text: string): number {
  if (text.length < ASCII_SEARCH_FROM) return utf8LengthFrom(text, 0);
  if (text === lastText) return lastLength;
  // An ASCII prefix is one byte a character.
  const ascii = text.search(NON_ASCII);
  lastText = text;
  lastLength = ascii === -1 ? text.length : ascii + utf8LengthFrom(text, ascii);
  return lastLength;
}

/** The UTF-8 bytes of `text` from character `start` on. */
function utf8LengthFrom(text: string, start: number): number {
  let bytes = 0;
  for (let i = start; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** The UTF-8 bytes of `text` (a lone surrogate as U+FFFD, as encoders write it). */
export function utf8Bytes(text: string): Uint8Array {
  const bytes = new Uint8Array(utf8Length(text));
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        i++;
      } else code = 0xfffd;
    }
    if (code < 0x80) bytes[at++] = code;
    else if (code < 0x800) {
      bytes[at++] = 0xc0 | (code >> 6);
      bytes[at++] = 0x80 | (code & 0x3f);
    } else if (code < 0x10000) {
      bytes[at++] = 0xe0 | (code >> 12);
      bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
      bytes[at++] = 0x80 | (code & 0x3f);
    } else {
      bytes[at++] = 0xf0 | (code >> 18);
      bytes[at++] = 0x80 | ((code >> 12) & 0x3f);
      bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
      bytes[at++] = 0x80 | (code & 0x3f);
    }
  }
  return bytes;
}

/** Made once: a regular-expression literal is a new object each time it is evaluated. */
const SURROGATE_OR_ABOVE = /[\ud800-\uffff]/;

/** Whether `text` holds a character (U+D800 and up) on which UTF-16 and UTF-8 order can disagree. */
export function sortsDifferentlyInUtf16(text: string): boolean {
  return SURROGATE_OR_ABOVE.test(text);
}

/**
 * A string whose JavaScript (UTF-16 code unit) order equals the UTF-8 byte order of `text`.
 * UTF-8 order is code point order; UTF-16 order differs only because surrogates (U+D800–DFFF)
 * sort below U+E000–FFFF although they encode code points above them. Moving those two blocks
 * past each other fixes that, and leaves the (common) string without such characters untouched.
 */
export function utf8OrderKey(text: string): string {
  if (!sortsDifferentlyInUtf16(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xe000) out += String.fromCharCode(code - 0x800);
    else if (code >= 0xd800) out += String.fromCharCode(code + 0x2000);
    else out += text[i];
  }
  return out;
}

/** The text behind utf8OrderKey's encoding: the two blocks moved back past each other. */
export function textOfUtf8OrderKey(encoded: string): string {
  if (!SURROGATE_OR_ABOVE.test(encoded)) return encoded;
  let out = '';
  for (let i = 0; i < encoded.length; i++) {
    const code = encoded.charCodeAt(i);
    if (code >= 0xf800) out += String.fromCharCode(code - 0x2000);
    else if (code >= 0xd800) out += String.fromCharCode(code + 0x800);
    else out += encoded[i];
  }
  return out;
}

/** Compares two strings by their UTF-8 bytes: negative, zero or positive. */
export function compareUtf8(a: string, b: string): number {
  const ka = utf8OrderKey(a);
  const kb = utf8OrderKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
