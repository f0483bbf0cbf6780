/**
 * DynamoDB numbers: up to 38 significant decimal digits, magnitude between 1E-130 and
 * 9.9999999999999999999999999999999999999E+125 (or zero). DynamoDB answers with plain decimal
 * text: no exponent, no leading zeros, no trailing fractional zeros, no "-0" ("1.5E2" → "150").
 * Parsing and the canonical text are string work; arithmetic uses decimal.js at a precision wide
 * enough to be exact, and the result is then checked against DynamoDB's limits.
 */
import Decimal from 'decimal.js';
import { validation } from '../errors.ts';
import type { ValueLayer } from './valueLayer.ts';

export const MAX_SIGNIFICANT_DIGITS = 38;
/** As 0.d₁d₂… × 10^e: 1E-130 has e = -129, 9.99…E+125 has e = 126. */
const MIN_EXPONENT = -129;
const MAX_EXPONENT = 126;

export interface ParsedNumber {
  negative: boolean;
  /** Significant digits, no leading or trailing zeros; '' for zero. */
  digits: string;
  /** Value = 0.digits × 10^exponent (0 for zero). */
  exponent: number;
}

const NUMBER_SYNTAX = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
/** Already canonical and short enough to skip the general path (the overwhelmingly common case). */
const CANONICAL_FAST = /^-?(?:0|[1-9]\d{0,37})(?:\.\d{0,37}[1-9])?$/;

const NOT_A_NUMBER = 'The parameter cannot be converted to a numeric value';
const notANumber = (text: string) => validation(`${NOT_A_NUMBER}: ${text}`);
const tooManyDigits = () => validation('Attempting to store more than 38 significant digits in a Number');
const overflow = () =>
  validation('Number overflow. Attempting to store a number with magnitude larger than supported range');
const underflow = () =>
  validation('Number underflow. Attempting to store a number with magnitude smaller than supported range');

/** Parses number text the way DynamoDB accepts it; throws DynamoDB's ValidationException otherwise. */
export function parseNumber(text: string): ParsedNumber {
  const match = NUMBER_SYNTAX.exec(text.trim() === text ? text : '');
  if (!match) throw notANumber(text);
  const [, sign, intPart = '', fracPart = '', expPart] = match;
  if (intPart.length === 0 && fracPart.length === 0) throw notANumber(text);
  const exponentShift = writtenExponent(expPart, text);
  const all = intPart + fracPart;
  let start = 0;
  while (start < all.length && all.charCodeAt(start) === 48) start++;
  let end = all.length;
  while (end > start && all.charCodeAt(end - 1) === 48) end--;
  if (start === end) {
    // Zero is held to the range by the exponent it is written with, as a decimal of precision 1
    // and the written scale: 0e125 is 0, 0e126 overflows, 0e-131 underflows (measured against
    // DynamoDB: paritysuite/dynamodb-conformance tests/tier3/limits/numberExponent.test.ts).
    checkRange(1 - fracPart.length + exponentShift);
    return { negative: false, digits: '', exponent: 0 };
  }
  const digits = all.slice(start, end);
  if (digits.length > MAX_SIGNIFICANT_DIGITS) throw tooManyDigits();
  const exponent = intPart.length - start + exponentShift;
  checkRange(exponent);
  return { negative: sign === '-', digits, exponent };
}

function checkRange(exponent: number): void {
  if (exponent > MAX_EXPONENT) throw overflow();
  if (exponent < MIN_EXPONENT) throw underflow();
}

const LONG_MAX = '9223372036854775807';
const LONG_MIN_MAGNITUDE = '9223372036854775808';

/**
 * The exponent as written. DynamoDB reads it as a 64-bit integer: one past that range cannot be
 * converted at all, while anything inside it (however far out of DynamoDB's own range) is an
 * overflow or underflow, never wrapped around. A double holds such an exponent only roughly, but
 * every exponent too large for it to hold exactly is out of range either way.
 */
function writtenExponent(expPart: string | undefined, text: string): number {
  if (expPart === undefined) return 0;
  const negative = expPart.charCodeAt(0) === 45;
  let first = negative || expPart.charCodeAt(0) === 43 ? 1 : 0;
  while (first < expPart.length - 1 && expPart.charCodeAt(first) === 48) first++;
  const magnitude = expPart.slice(first);
  const limit = negative ? LONG_MIN_MAGNITUDE : LONG_MAX;
  if (magnitude.length > limit.length || (magnitude.length === limit.length && magnitude > limit))
    throw notANumber(text);
  return Number(expPart);
}

export function formatNumber({ negative, digits, exponent }: ParsedNumber): string {
  if (digits.length === 0) return '0';
  let text: string;
  if (exponent <= 0) text = '0.' + '0'.repeat(-exponent) + digits;
  else if (exponent >= digits.length) text = digits + '0'.repeat(exponent - digits.length);
  else text = digits.slice(0, exponent) + '.' + digits.slice(exponent);
  return negative ? '-' + text : text;
}

/**
 * DynamoDB's canonical text for a number, or the ValidationException of the layer reading it
 * (valueLayer.ts). Text that is already canonical never reaches the layers' checks.
 */
export function canonicalNumber(text: string, layer: ValueLayer): string {
  if (CANONICAL_FAST.test(text) && text !== '-0' && significantDigits(text) <= MAX_SIGNIFICANT_DIGITS)
    return text;
  if (layer === 'older') {
    // The older layer drops the colon the current one keeps.
    if (text === '') throw validation(NOT_A_NUMBER);
    checkAsBigDecimal(text);
  }
  return formatNumber(parseNumber(text));
}

const INT32_MAX = 2147483647;
const INT32_MIN = -2147483648;
const fitsInt = (n: number) => n <= INT32_MAX && n >= INT32_MIN;

/**
 * The older layer reads a number as Java's BigDecimal reads a string: an exponent, or the scale it
 * leaves, that does not fit a 32-bit integer cannot be converted at all; and its magnitude (digits
 * less scale) is computed in 32-bit arithmetic, so 1e2147483647 wraps round to an underflow.
 * Everything else is parseNumber's to judge, as in the current layer.
 */
function checkAsBigDecimal(text: string): void {
  const match = NUMBER_SYNTAX.exec(text);
  if (!match) return;
  const [, , whole = '', fraction = '', exponentText] = match;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (exponentText !== undefined && (exponentText.replace(/^[+-]/, '').length > 10 || !fitsInt(exponent)))
    throw notANumber(text);
  const scale = fraction.length - exponent;
  if (!fitsInt(scale)) throw notANumber(text);
  const magnitude = (whole + fraction).replace(/^0+/, '').length - scale;
  if (!fitsInt(magnitude)) throw (magnitude | 0) > 0 ? overflow() : underflow();
}

function significantDigits(canonical: string): number {
  let count = 0;
  let leading = true;
  for (let i = 0; i < canonical.length; i++) {
    const code = canonical.charCodeAt(i);
    if (code < 48 || code > 57) continue;
    if (leading && code === 48) continue;
    leading = false;
    count++;
  }
  // Trailing integer zeros ("1000") are not significant.
  if (canonical.indexOf('.') < 0) {
    for (let i = canonical.length - 1; i >= 0 && canonical.charCodeAt(i) === 48 && count > 1; i--) count--;
  }
  return count;
}

/**
 * An order-preserving key: for canonical numbers a and b, a < b exactly when key(a) < key(b)
 * in JavaScript string order. Layout: sign class, then exponent, then digits (complemented and
 * terminated for negatives so that longer digit strings sort first).
 */
export function numberOrderKey(canonical: string): string {
  const { negative, digits, exponent } = parseNumber(canonical);
  if (digits.length === 0) return '1';
  if (!negative) return '2' + String.fromCharCode(exponent + 200) + digits;
  let complement = '';
  for (let i = 0; i < digits.length; i++) complement += String.fromCharCode(105 - digits.charCodeAt(i));
  return '0' + String.fromCharCode(400 - exponent) + complement + '~';
}

/** The number behind numberOrderKey's encoding: sign, digits and exponent as parseNumber gives them. */
export function numberOfOrderKey(encoded: string): ParsedNumber {
  if (encoded === '1') return { negative: false, digits: '', exponent: 0 };
  const negative = encoded[0] === '0';
  if (!negative) return { negative, digits: encoded.slice(2), exponent: encoded.charCodeAt(1) - 200 };
  let digits = '';
  for (let i = 2; i < encoded.length - 1; i++) digits += String.fromCharCode(105 - encoded.charCodeAt(i));
  return { negative, digits, exponent: 400 - encoded.charCodeAt(1) };
}

export function compareNumbers(a: string, b: string): number {
  if (a === b) return 0;
  const ka = numberOrderKey(a);
  const kb = numberOrderKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/** Wide enough to add or subtract any two DynamoDB numbers exactly (exponents span 256 places). */
const Exact = Decimal.clone({
  precision: 400,
  rounding: Decimal.ROUND_HALF_EVEN,
  toExpNeg: -1000,
  toExpPos: 1000,
});

/**
 * a + b or a − b, exactly, then held to DynamoDB's limits. A result needing more than 38 digits
 * (1e50 + 1) is refused with DynamoDB's overflow message, not the one for a number written with too
 * many digits (Alternator's test_number.py, run against DynamoDB).
 */
export function addNumbers(a: string, b: string, subtract = false): string {
  const x = new Exact(a);
  const y = new Exact(b);
  const result = subtract ? x.minus(y) : x.plus(y);
  if (result.sd() > MAX_SIGNIFICANT_DIGITS) throw overflow();
  // Plain decimal text, which both layers read alike.
  return canonicalNumber(result.toFixed(), 'current');
}
