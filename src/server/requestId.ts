/**
 * Request ids shaped like DynamoDB's `x-amzn-RequestId`: 52 characters of 0-9A-V (base32hex).
 * An id only has to be unique, so it is a random 39-character prefix, drawn when the process starts
 * and again whenever the counter wraps, followed by a 13-character counter: per request that is a
 * counter increment and two short strings instead of random bytes and their mapping.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUV';
export const REQUEST_ID_LENGTH = 52;
const COUNTER_DIGITS = 13;
/** 32^13 ids fit the counter; JavaScript counts exactly up to 2^53, so it wraps well before. */
const COUNTER_LIMIT = Number.MAX_SAFE_INTEGER;

let prefix = randomPrefix();
let counter = 0;

function randomPrefix(): string {
  let text = '';
  for (const byte of randomBytes(REQUEST_ID_LENGTH - COUNTER_DIGITS)) text += ALPHABET[byte & 31];
  return text;
}

export function newRequestId(): string {
  if (counter === COUNTER_LIMIT) {
    prefix = randomPrefix();
    counter = 0;
  }
  return prefix + (counter++).toString(32).toUpperCase().padStart(COUNTER_DIGITS, '0');
}
