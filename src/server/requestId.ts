/**
 * Request ids shaped like DynamoDB's `x-amzn-RequestId`: 52 characters of 0-9A-V (base32hex).
 * An id only has to be unique, so it is a random 39-character prefix, drawn when the process starts,
 * followed by a 13-digit counter kept as characters in a byte buffer and counted up in place. An id
 * is then one native latin1 slice: a flat string, which node:http's header check reads without
 * first copying it (a concatenated string would have to be flattened per request).
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUV';
export const REQUEST_ID_LENGTH = 52;
const COUNTER_DIGITS = 13;
const ZERO = ALPHABET.charCodeAt(0);
/** Digits count 0-9, then A-V. */
const NINE = ALPHABET.charCodeAt(9);
const TEN = ALPHABET.charCodeAt(10);
const LAST = ALPHABET.charCodeAt(ALPHABET.length - 1);

const id = Buffer.alloc(REQUEST_ID_LENGTH, ZERO);
drawPrefix();

function drawPrefix(): void {
  const random = randomBytes(REQUEST_ID_LENGTH - COUNTER_DIGITS);
  for (let i = 0; i < random.length; i++) id[i] = ALPHABET.charCodeAt(random[i] & 31);
}

/** Adds one to the counter digits; when they wrap (after 32^13 ids), a new prefix keeps ids unique. */
function countUp(): void {
  for (let i = REQUEST_ID_LENGTH - 1; i >= REQUEST_ID_LENGTH - COUNTER_DIGITS; i--) {
    if (id[i] !== LAST) {
      id[i] = id[i] === NINE ? TEN : id[i] + 1;
      return;
    }
    id[i] = ZERO;
  }
  drawPrefix();
}

export function newRequestId(): string {
  countUp();
  return id.toString('latin1', 0, REQUEST_ID_LENGTH);
}
